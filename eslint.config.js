// Schema linter (`npm run lint:schema`, run by .ci/run): descriptions everywhere, GraphQL naming, the
// Relay rules and the schema conventions of docs/schema-design.md over schema/*.graphql with @graphql-eslint.
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

/**
 * Output types without an identity of their own, exempt from `strict-id-in-types`, each with why.
 * Connections, edges and payloads are exempt by suffix.
 */
const VALUE_TYPES = {
  PageInfo: 'where a page sits in its list (Relay)',
  UserError: 'a refusal of an input, part of a payload',
  Money: 'an amount and its currency',
  AssetTag: 'a keyword of one asset, read and changed only through its asset',
  AssetCustomField: 'a key-value pair of one asset, read and written only through its asset',
};

/**
 * Schema files already redesigned under docs/schema-design.md; the conventions' rules apply to
 * them. The list goes once every file is on it.
 */
const REDESIGNED = ['schema/assets.graphql', 'schema/assets-custom-fields.graphql', 'schema/assets-uploads.graphql', 'schema/assets-webhooks.graphql'];

const shared = {
  languageOptions: {
    parser: graphqlPlugin.parser,
    parserOptions: { graphQLConfig: { schema: 'schema/*.graphql' } },
  },
  plugins: { '@graphql-eslint': graphqlPlugin },
};

export default [
  {
    files: ['schema/**/*.graphql'],
    ...shared,
    rules: {
      // GraphiQL's docs pane is how people learn the graph: every definition explains itself.
      '@graphql-eslint/require-description': ['error', { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true, DirectiveDefinition: true }],
      '@graphql-eslint/no-hashtag-description': 'error',
      // Naming: PascalCase types, camelCase fields and arguments.
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: { style: 'camelCase', forbiddenPrefixes: ['get'] },
          InputValueDefinition: 'camelCase',
          allowLeadingUnderscore: false,
        },
      ],
      // Mutations take one argument named `input` (docs/conventions.md); input types may be shared by sibling mutations.
      '@graphql-eslint/input-name': ['error', { checkInputType: false, checkQueries: false, checkMutations: true }],
      // Relay: connections, edges, PageInfo and the pagination arguments.
      '@graphql-eslint/relay-connection-types': 'error',
      '@graphql-eslint/relay-edge-types': ['error', { withEdgeSuffix: true, shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false }],
      '@graphql-eslint/relay-page-info': 'error',
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
    },
  },
  ...REDESIGNED.map((file) => ({
    files: [file],
    ...shared,
    rules: {
      // Enum values are GraphQL's SCREAMING_SNAKE_CASE, mapped from each backend's spelling.
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: { style: 'camelCase', forbiddenPrefixes: ['get'] },
          InputValueDefinition: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
          allowLeadingUnderscore: false,
        },
      ],
      // A root field that fails nulls itself, never the whole answer.
      '@graphql-eslint/require-nullable-result-in-root': 'error',
      // One object, one identity: every output type has an `id: ID!`, unless it has no identity of its own.
      '@graphql-eslint/strict-id-in-types': ['error', { acceptedIdNames: ['id'], acceptedIdTypes: ['ID'], exceptions: { types: Object.keys(VALUE_TYPES), suffixes: ['Connection', 'Edge', 'Payload'] } }],
      // Every type can be reached from a root.
      '@graphql-eslint/no-unreachable-types': 'error',
    },
  })),
];
