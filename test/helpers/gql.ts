// Sends GraphQL operations to a gateway over HTTP, as a client would, with results typed by the
// operation (documents written with `graphql(...)` from test/generated, see test/README.md).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import { expect } from 'vitest';

/** A GraphQL response body: `data` typed by the operation, `errors` as the spec formats them. */
export interface GraphQLResult<TData> {
  data?: TData | null;
  errors?: GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
}

export type RequestHeaders = Record<string, string>;

/** Where operations go: a stack (read when a request is sent, so `useStack()` works) or a URL. */
export type GraphQLTarget = string | { gateway: { graphqlUrl: string } };

/** Variables may be left out when the operation has none or only optional ones. */
type VariablesAndHeaders<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, headers?: RequestHeaders]
    : [variables: TVariables, headers?: RequestHeaders];

/** Runs a typed document; see `gql`. */
export type RunDocument = <TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  ...rest: VariablesAndHeaders<TVariables>
) => Promise<GraphQLResult<TData>>;

/** Runs a document given as text; the result is typed by the caller's interface (default unknown). */
export type RunText = <TData = unknown>(
  query: string,
  variables?: Record<string, unknown>,
  headers?: RequestHeaders,
) => Promise<GraphQLResult<TData>>;

const printed = new WeakMap<DocumentNode, string>();

/** The GraphQL endpoint of a target. */
export function urlOf(target: GraphQLTarget): string {
  return typeof target === 'string' ? target : target.gateway.graphqlUrl;
}

/** Posts one operation as JSON and parses the answer. */
async function post<TData>(
  url: string,
  query: string,
  variables: unknown,
  headers: RequestHeaders = {},
): Promise<GraphQLResult<TData>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables: variables ?? {} }),
  });
  return (await response.json()) as GraphQLResult<TData>;
}

/**
 * `gql(stack)(document, variables, headers)`: posts a document written with `graphql(...)`; `data`
 * and the variables are typed by the operation.
 */
export function gql(target: GraphQLTarget): RunDocument {
  return (document, ...[variables, headers]) => runDocument(target, document, variables, headers);
}

/** What `gql` does, for helpers generic in the operation (variables typed, never left out). */
export function runDocument<TData, TVariables>(
  target: GraphQLTarget,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  headers?: RequestHeaders,
): Promise<GraphQLResult<TData>> {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return post(urlOf(target), text, variables, headers);
}

/**
 * `gqlText(stack)<Shape>(query, variables, headers)`: posts a document built at run time or one the
 * gateway must refuse (invalid, too deep...). Give `data` a small interface, or leave it unknown.
 */
export function gqlText(target: GraphQLTarget): RunText {
  return (query, variables, headers) => post(urlOf(target), query, variables, headers);
}

/** An HTTP answer of the GraphQL endpoint: the status and headers with the parsed body. */
export interface HttpAnswer<TData> {
  status: number;
  headers: Headers;
  result: GraphQLResult<TData>;
}

/**
 * Posts a request body as given: a string exactly as written (numbers a double cannot hold stay as
 * typed), anything else as JSON (persisted-query extensions, a query without variables...).
 */
export async function postBody<TData = unknown>(
  target: GraphQLTarget,
  body: unknown,
  headers: RequestHeaders = {},
): Promise<HttpAnswer<TData>> {
  const response = await fetch(urlOf(target), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    result: (await response.json()) as GraphQLResult<TData>,
  };
}

/** The answer's data, after checking that it has no errors (the label names the request in failures). */
export function dataOf<TData>(result: GraphQLResult<TData>, label?: string): TData {
  expect(result.errors, label).toBeUndefined();
  if (result.data === undefined || result.data === null) throw new Error(`${label ?? 'the answer'} has no data`);
  return result.data;
}
