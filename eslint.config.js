// Schema linter (`npm run lint:schema`, run by .ci/run): descriptions everywhere, naming, and the Relay
// connection rules over schema/*.graphql with @graphql-eslint.
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

export default [
  {
    files: ['schema/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      // GraphiQL's docs pane is how people learn the graph: every definition explains itself.
      '@graphql-eslint/require-description': ['error', { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true, DirectiveDefinition: true }],
      '@graphql-eslint/no-hashtag-description': 'error',
      // Naming: PascalCase types, camelCase fields and arguments (enum values keep the backends' spelling).
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
];
