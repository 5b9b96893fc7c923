// The gateway's Apollo Server: how errors are formatted, what the security settings switch, and
// where the response cache keeps its entries.
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../context.js';
import { mappedError } from '../graphql-errors.js';
import { introspectionRefused } from '../security/introspection.js';
import { tokenLimitError } from '../security/operation-limits.js';
import { compiledExecution, DEFAULT_COMPILATION } from './compiled-execution.js';

/**
 * Upstream failures keep their backend details, and a document over the token limit gets its own
 * code; everything else goes out as Apollo formats it.
 */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const mapped = mappedError(unwrapResolverError(error));
  if (mapped) {
    return { ...formatted, message: mapped.message, extensions: { ...mapped.extensions } };
  }
  const tokens = formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' ? tokenLimitError(formatted.message) : null;
  return tokens ? { ...formatted, ...tokens } : formatted;
}

/** The server over `schema`; `responseCache` undefined keeps Apollo's in-memory cache. */
export function createApolloServer(
  schema: GraphQLSchema,
  config: GatewayConfig,
  plugins: ApolloServerPlugin<GatewayContext>[],
  responseCache: KeyValueCache<string> | undefined,
): ApolloServer<GatewayContext> {
  const security = config.security;
  return new ApolloServer<GatewayContext>({
    // The schema, executed by compiled documents (graphql-jit) rather than interpreted per field.
    gateway: compiledExecution(schema, { ...DEFAULT_COMPILATION, compileOnRun: config.queryCompileOnRun }),
    // The response cache keeps its entries here: shared by every instance when Redis is configured.
    ...(responseCache ? { cache: responseCache } : {}),
    formatError,
    includeStacktraceInErrorResponses: false,
    // `npm start` handles the signals and closes everything; Apollo's own handler would race it.
    stopOnTerminationSignals: false,
    // Apollo's own refusal names its constructor option; ours names GRAPHQL_INTROSPECTION.
    introspection: true,
    validationRules: security.introspection ? [] : [introspectionRefused],
    hideSchemaDetailsFromClientErrors: !security.fieldSuggestions,
    parseOptions: { maxTokens: security.limits.maxTokens },
    // Our own APQ middleware scopes registrations per credential; Apollo's would share them.
    persistedQueries: false,
    plugins,
  });
}
