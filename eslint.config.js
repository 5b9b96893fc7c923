// Schema linter (`npm run lint:schema`, run by .ci/run): descriptions everywhere, GraphQL naming, the
// Relay rules and the schema conventions of docs/schema-design.md over schema/*.graphql with @graphql-eslint.
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * Output types without an identity of their own, exempt from `strict-id-in-types`, each with why.
 * Connections, edges, payloads and event details are exempt by suffix (VALUE_SUFFIXES).
 */
const VALUE_TYPES = {
  PageInfo: 'where a page sits in its list (Relay)',
  UserError: 'a refusal of an input, part of a payload',
  Money: 'an amount and its currency',
  // Digital assets.
  AssetTag: 'a keyword of one asset, read and changed only through its asset',
  AssetCustomField: 'a key-value pair of one asset, read and written only through its asset',
  // Sheet content (work-management): values that come inside a row, a column, a rule or an answer.
  Cell: 'the value of one column in one row: known by its row and column, no identity of its own',
  CellImage: 'an image read only with its cell (the service reads no image by id); its backendId feeds cellImageUrls',
  CellLink: 'where a cell takes its value from: its source sheet, row and column are objects',
  CellHistoryEntry: 'one past value of a cell; the service gives versions no id',
  CellImageUrl: 'a temporary URL answered for one image',
  CellImageUrls: 'the answer of one cellImageUrls read',
  Hyperlink: 'the link in a cell; its target sheet or dashboard is an object',
  Duration: 'a length of time (a lag)',
  Predecessor: 'one dependency in a PREDECESSOR cell; its row is an object',
  PredecessorList: 'the structured value of a PREDECESSOR cell',
  ContactValue: 'a contact written in a cell',
  MultiContactValue: 'the structured value of a MULTI_CONTACT_LIST cell',
  MultiPicklistValue: 'the structured value of a MULTI_PICKLIST cell',
  OtherObjectValue: 'a structured cell value of a kind the graph does not model',
  AutoNumberFormat: "a column's auto-number mask",
  ContactOption: "one of a contact column's predefined contacts",
  AutomationAction: "what a rule does, part of the rule",
  AutomationRecipient: "an address a rule's action notifies",
  SearchResult: 'the answer of one search (the service gives searches no id)',
  SearchResultItem: 'one hit of a search; the object it found is an object',
  OtherSearchObject: 'a found object of a kind the graph does not serve: its kind and backend id',
  // Users, containers, sharing, webhooks and events (work-management).
  ProfileImage: "a user's picture, read with the user",
  WebhookSubscope: 'which columns a webhook reports on, part of the webhook',
  WebhookStats: "a webhook's delivery statistics, part of the webhook",
  OtherContainerChild: 'a report or template the graph does not serve: the service has no read of it by id here',
  OtherShareTarget: 'a shared report, collection or file the graph does not serve',
  SharingGroup: 'a group a share names; the graph does not read groups',
  UnresolvedEventObject: 'what an event is about when the graph has no type for it',
  SheetChange: "one webhook callback's batch of changes, delivered once; each change in it has an id",
  // Resource planning: values read only with the record they belong to.
  WeekHours: "an availability block's hours per weekday, part of the block",
  SubtaskCounts: "an assignment's completed and total subtasks, counted with the assignment",
};

/** Type name suffixes exempt from `strict-id-in-types`, each with why. */
const VALUE_SUFFIXES = {
  Connection: 'a page of a list (Relay)',
  Edge: 'an item of a page (Relay)',
  Payload: "a mutation's result",
  Details: "an event's typed additionalDetails (the event is the object)",
};

const shared = {
  languageOptions: {
    parser: graphqlPlugin.parser,
    parserOptions: { graphQLConfig: { schema: 'schema/*.graphql' } },
  },
  plugins: { '@graphql-eslint': graphqlPlugin },
};

const TS_FILES = ['src/**/*.ts', 'emulators/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'];

export default [
  { ignores: ['dist/**', 'node_modules/**', '.tools/**', 'src/generated/**', 'test/generated/**'] },
  // TypeScript: typescript-eslint's type-aware recommended rules over the code (`npm run lint:ts`).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS_FILES })),
  {
    files: TS_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Tests read numbers a double cannot hold as lossless-json's LosslessNumber, whose text is its
    // exact digits: interpolating or stringifying one is how a test writes an id into a path.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allow: [
            { name: ['Error', 'URL', 'URLSearchParams'], from: 'lib' },
            { name: 'LosslessNumber', from: 'package', package: 'lossless-json' },
          ],
        },
      ],
      '@typescript-eslint/no-base-to-string': [
        'error',
        { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', 'LosslessNumber'] },
      ],
    },
  },
  {
    // Short functions: the gateway and the emulator kit compose named steps, none over 60 lines.
    // An exception says why: `// eslint-disable-next-line max-lines-per-function -- <reason>`.
    files: ['src/**/*.ts', 'emulators/kit/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
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
  {
    // The schema conventions (docs/schema-design.md), over every file.
    files: ['schema/**/*.graphql'],
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
      '@graphql-eslint/strict-id-in-types': ['error', { acceptedIdNames: ['id'], acceptedIdTypes: ['ID'], exceptions: { types: Object.keys(VALUE_TYPES), suffixes: Object.keys(VALUE_SUFFIXES) } }],
      // Every type can be reached from a root.
      '@graphql-eslint/no-unreachable-types': 'error',
    },
  },
];
