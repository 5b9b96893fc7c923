// Import boundaries of the repository, checked by `npm run lint:boundaries` (dependency-cruiser)
// and in CI: the emulators stand apart from the gateway, and the gateway keeps the layering of
// docs/design.md (datasource -> loader -> resolver, with errors and relay below them all).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'emulators-independent-of-gateway',
      comment: 'The emulators follow the documents on their own: a rule written twice, once in each, is a rule checked.',
      severity: 'error',
      from: { path: '^emulators/' },
      to: { path: '^src/' },
    },
    {
      name: 'gateway-independent-of-emulators',
      comment: 'Only src/main.ts starts the embedded emulators (the default when a backend has no base URL).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main\\.ts$' },
      to: { path: '^emulators/' },
    },
    {
      name: 'datasources-below-loaders-and-resolvers',
      comment: 'A datasource makes REST calls; it knows nothing of loaders, resolvers, the request context or the server.',
      severity: 'error',
      from: { path: '^src/datasources/' },
      to: { path: '^src/(loaders/|resolvers/|server\\.ts$|server/|context\\.ts$)' },
    },
    {
      name: 'loaders-below-resolvers',
      comment: 'A loader decides how keys become calls; resolvers use loaders, never the other way round.',
      severity: 'error',
      from: { path: '^src/loaders/' },
      to: { path: '^src/resolvers/' },
    },
    {
      name: 'joins-below-loaders',
      comment:
        'The join index and its sources know nothing of loaders: the loaders read through the index. ' +
        'What both need (src/concurrency.ts, src/composite-keys.ts) lies below them both.',
      severity: 'error',
      from: { path: '^src/joins/' },
      to: { path: '^src/loaders/' },
    },
    {
      name: 'neutral-helpers-at-the-bottom',
      comment: 'src/concurrency.ts and src/composite-keys.ts serve every layer, so they import nothing of the gateway.',
      severity: 'error',
      from: { path: '^src/(concurrency|composite-keys)\\.ts$' },
      to: { path: '^src/' },
    },
    {
      name: 'errors-and-relay-at-the-bottom',
      comment: 'errors.ts, graphql-errors.ts and relay/ are pure helpers: they import nothing from the layers above them.',
      severity: 'error',
      from: { path: '^src/(errors\\.ts$|graphql-errors\\.ts$|relay/)' },
      to: { path: '^src/(datasources/|loaders/|resolvers/|server\\.ts$|server/|context\\.ts$|main\\.ts$|subscriptions/|webhooks/|validation/)' },
    },
    {
      name: 'datasources-without-graphql',
      comment:
        'A datasource never knows GraphQL: nothing it imports, directly or through other modules (type imports included), ' +
        'reaches the graphql or graphql-upload packages or the GraphQL error module; it refuses inputs with InputRefused.',
      severity: 'error',
      from: { path: '^src/datasources/' },
      to: { path: ['^node_modules/graphql/', '^node_modules/graphql-upload/', '^node_modules/@types/graphql-upload/', '^src/graphql-errors\\.ts$'], reachable: true },
    },
    {
      name: 'no-cycles-in-gateway',
      comment: 'Modules of the gateway do not import each other in a circle.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-cycles-in-emulators',
      comment:
        'Modules of the emulators do not import each other in a circle: a store hands its listeners ' +
        'callbacks or interfaces, it does not import the modules that call it.',
      severity: 'error',
      from: { path: '^emulators/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
