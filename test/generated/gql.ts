/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuthMe { me { email } }": typeof types.AuthMeDocument,
    "query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }": typeof types.AuthSheetsDocument,
    "query AuthSheet($id: ID!) { sheet(id: $id) { name } }": typeof types.AuthSheetDocument,
    "query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }": typeof types.AuthMeAndPeopleDocument,
    "query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": typeof types.AuthEveryBackendDocument,
    "query AuthUsers { users(first: 5) { edges { node { email } } } }": typeof types.AuthUsersDocument,
};
const documents: Documents = {
    "query AuthMe { me { email } }": types.AuthMeDocument,
    "query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }": types.AuthSheetsDocument,
    "query AuthSheet($id: ID!) { sheet(id: $id) { name } }": types.AuthSheetDocument,
    "query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }": types.AuthMeAndPeopleDocument,
    "query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": types.AuthEveryBackendDocument,
    "query AuthUsers { users(first: 5) { edges { node { email } } } }": types.AuthUsersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthMe { me { email } }"): (typeof documents)["query AuthMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }"): (typeof documents)["query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthSheet($id: ID!) { sheet(id: $id) { name } }"): (typeof documents)["query AuthSheet($id: ID!) { sheet(id: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }"): (typeof documents)["query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }"): (typeof documents)["query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthUsers { users(first: 5) { edges { node { email } } } }"): (typeof documents)["query AuthUsers { users(first: 5) { edges { node { email } } } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;