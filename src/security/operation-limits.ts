// What one operation may ask for, checked after validation and before execution: depth, aliases and
// directives (measured by GraphQL Armor's rules) and the static cost (our estimator over @cost/@listSize).
import { validate, type DocumentNode, type GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { gatewayError } from '../graphql-errors.js';
import { estimateCost, type CostOptions } from './cost.js';

export interface OperationLimits {
  /** Deepest field nesting (fragments count as a level, as Armor counts them). */
  maxDepth: number;
  /** Aliases in one operation (`__typename` aliases are free). */
  maxAliases: number;
  /** Directives in one operation. */
  maxDirectives: number;
  /** Tokens in one document: enforced by the parser itself (graphql-js `maxTokens`). */
  maxTokens: number;
  /** Largest static cost one operation may have. */
  maxCost: number;
}

/** What was measured of one operation. */
export interface OperationMeasures {
  depth: number;
  aliases: number;
  directives: number;
  cost: number;
}

/** Stable `extensions.code` of each refusal (docs/errors.md). */
export const LIMIT_CODES = {
  depth: 'DEPTH_LIMIT_EXCEEDED',
  aliases: 'ALIAS_LIMIT_EXCEEDED',
  directives: 'DIRECTIVE_LIMIT_EXCEEDED',
  tokens: 'TOKEN_LIMIT_EXCEEDED',
  cost: 'COST_LIMIT_EXCEEDED',
} as const;

/** Refusals are request errors: HTTP 400, nothing executed. */
const BAD_REQUEST_HTTP = { status: 400 };

/**
 * Armor's rules run with an unreachable limit and report what they counted through `onAccept`:
 * Armor measures, and the refusal (with its own code and numbers) is ours.
 */
function measureStructure(
  schema: GraphQLSchema,
  document: DocumentNode,
): Pick<OperationMeasures, 'depth' | 'aliases' | 'directives'> {
  const found = { depth: 0, aliases: 0, directives: 0 };
  const record = (key: keyof typeof found) => [
    (_context: unknown, details: { n: number }) => void (found[key] = Math.max(found[key], details.n)),
  ];
  const unbounded = Number.MAX_SAFE_INTEGER;
  const rules: ValidationRule[] = [
    maxDepthRule({ n: unbounded, onAccept: record('depth') }),
    maxAliasesRule({ n: unbounded, onAccept: record('aliases') }),
    maxDirectivesRule({ n: unbounded, onAccept: record('directives') }),
  ];
  validate(schema, document, rules);
  return found;
}

function refusal(measure: keyof typeof LIMIT_CODES, message: string, details: Record<string, number>): GraphQLError {
  return gatewayError(LIMIT_CODES[measure], message, { [measure]: details, http: BAD_REQUEST_HTTP });
}

/**
 * What was measured of a document, kept as long as the document: Apollo Server hands out the same
 * DocumentNode for the same query text (its document store), so a repeated query is measured once.
 * Cost also depends on the variables, so it is kept per operation and variables, when they are small.
 */
const measured = new WeakMap<
  DocumentNode,
  { structure: Pick<OperationMeasures, 'depth' | 'aliases' | 'directives'>; costs: Map<string, number> }
>();
const MAX_COSTS_PER_DOCUMENT = 64;
const MAX_VARIABLES_KEY_LENGTH = 2048;

function measuresOf(schema: GraphQLSchema, document: DocumentNode) {
  let entry = measured.get(document);
  if (!entry) {
    entry = { structure: measureStructure(schema, document), costs: new Map() };
    measured.set(document, entry);
  }
  return entry;
}

function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  costs: Map<string, number>,
  costOptions: CostOptions,
  operationName?: string | null,
  variables?: Readonly<Record<string, unknown>>,
): number {
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
  const known = costs.get(key);
  if (known !== undefined) return known;
  const cost = estimateCost(schema, document, costOptions, operationName, variables);
  if (key.length <= MAX_VARIABLES_KEY_LENGTH) {
    if (costs.size >= MAX_COSTS_PER_DOCUMENT) costs.clear();
    costs.set(key, cost);
  }
  return cost;
}

/** Measures an operation; throws the first limit it exceeds (structure first: it is cheap, and cost needs a sane shape). */
export function checkOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: OperationLimits,
  costOptions: CostOptions,
  operationName?: string | null,
  variables?: Readonly<Record<string, unknown>>,
): OperationMeasures {
  const { structure, costs } = measuresOf(schema, document);
  if (structure.depth > limits.maxDepth)
    throw refusal(
      'depth',
      `The operation is nested ${structure.depth} levels deep; at most ${limits.maxDepth} are allowed`,
      { found: structure.depth, limit: limits.maxDepth },
    );
  if (structure.aliases > limits.maxAliases)
    throw refusal(
      'aliases',
      `The operation has ${structure.aliases} aliases; at most ${limits.maxAliases} are allowed`,
      { found: structure.aliases, limit: limits.maxAliases },
    );
  if (structure.directives > limits.maxDirectives)
    throw refusal(
      'directives',
      `The operation has ${structure.directives} directives; at most ${limits.maxDirectives} are allowed`,
      { found: structure.directives, limit: limits.maxDirectives },
    );
  const cost = costOf(schema, document, costs, costOptions, operationName, variables);
  if (cost > limits.maxCost)
    throw refusal(
      'cost',
      `The operation's estimated cost is ${cost}; at most ${limits.maxCost} is allowed (lower first/last, or split it)`,
      { estimated: cost, limit: limits.maxCost },
    );
  return { ...structure, cost };
}

/**
 * The cost options of this graph: lists without a size of their own are a default page long, no
 * page is longer than the largest page, and the two lists of refetched objects are as long as the
 * ids the request names.
 */
export function graphCostOptions(pages: { defaultPageSize: number; maxPageSize: number }): CostOptions {
  return {
    defaultListSize: pages.defaultPageSize,
    maxListSize: pages.maxPageSize,
    sizeFromListArgument: { 'Query.nodes': 'ids', 'Query._entities': 'representations' },
  };
}

/** graphql-js refuses a document beyond `maxTokens` with this message; it becomes our stable code. */
const TOKEN_LIMIT_MESSAGE = /Document contains more that (\d+) tokens/;

/** The token-limit refusal for a parse error graphql-js raised over `maxTokens`, or null for any other error. */
export function tokenLimitError(message: string): { message: string; extensions: Record<string, unknown> } | null {
  const match = TOKEN_LIMIT_MESSAGE.exec(message);
  if (!match) return null;
  const limit = Number(match[1]);
  return {
    message: `The document has more than ${limit} tokens`,
    extensions: { code: LIMIT_CODES.tokens, tokens: { limit } },
  };
}
