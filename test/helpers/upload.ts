// GraphQL multipart requests (the GraphQL multipart request spec), as a browser client sends a file:
// the operation with null where the file goes, the map, and the file part.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { urlOf, type GraphQLResult, type GraphQLTarget } from './gql.js';

export interface UploadFile {
  bytes: Uint8Array;
  filename: string;
  /** The part's content type (default application/octet-stream). */
  type?: string;
}

/** Where the file goes in the variables: the mutations take it at `input.file`. */
const FILE_PATH = 'variables.input.file';

/**
 * Posts the operations part exactly as given (a JSON text, so numbers can be written as typed),
 * the map putting the file at `input.file`, and the file; the parsed answer.
 */
export async function postMultipart<TData = unknown>(
  target: GraphQLTarget,
  operations: string,
  file: UploadFile,
): Promise<GraphQLResult<TData>> {
  const form = new FormData();
  form.append('operations', operations);
  form.append('map', JSON.stringify({ 0: [FILE_PATH] }));
  form.append(
    '0',
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
    file.filename,
  );
  // Apollo Server's CSRF prevention wants a header a simple cross-site form cannot send.
  const response = await fetch(urlOf(target), {
    method: 'POST',
    body: form,
    headers: { 'apollo-require-preflight': 'true' },
  });
  return (await response.json()) as GraphQLResult<TData>;
}

/** `gqlUpload(stack)(document, variables, file)`: a typed mutation whose `input.file` (null in the variables) is the file. */
export function gqlUpload(
  target: GraphQLTarget,
): <TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  file: UploadFile,
) => Promise<GraphQLResult<TData>> {
  return (document, variables, file) =>
    postMultipart(target, JSON.stringify({ query: print(document), variables }), file);
}
