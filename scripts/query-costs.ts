// Measures what the tour's operations (src/tour.ts) and the benchmark queries ask for (depth, aliases,
// directives, tokens, static cost) against the limits of a configuration; `npm run costs` prints it.
import { pathToFileURL } from 'node:url';
import { Kind, Lexer, Source, TokenKind, parse, type DocumentNode } from 'graphql';
import { BENCH_GATEWAY_ENV, benchQueries, type BenchSample } from '../bench/queries.js';
import { loadConfig, type GatewayConfig } from '../src/config.js';
import { toGlobalId } from '../src/relay/global-id.js';
import { buildGatewaySchema } from '../src/schema.js';
import { TOUR } from '../src/tour.js';
import { checkOperation, graphCostOptions, type OperationMeasures } from '../src/security/operation-limits.js';

export interface MeasuredQuery extends OperationMeasures {
  source: 'tour' | 'bench';
  name: string;
  tokens: number;
  limits: GatewayConfig['security']['limits'];
}

/** Stand-in ids: costs depend on the shape and the list sizes, not on which objects are named. */
const SAMPLE: BenchSample = {
  bigSheetId: '1',
  walkSheet: { id: '2', rows: 20_000 },
  mixedReferences: ['Row', 'User', 'Person', 'Asset'].flatMap((type) =>
    Array.from({ length: 25 }, (_, i) => ({ __typename: type, id: toGlobalId(type, String(i + 1)) })),
  ),
};

/** Stand-in values for the variables an operation has no default for (ids of objects made earlier). */
function standInVariables(document: DocumentNode): Record<string, unknown> {
  return Object.fromEntries(
    document.definitions
      .flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? (d.variableDefinitions ?? []) : []))
      .flatMap((v) => (v.defaultValue ? [] : [[v.variable.name.value, 'x']])),
  );
}

function countTokens(query: string): number {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens++;
  return tokens;
}

/** Every tour operation and benchmark query, measured under the defaults (the benchmark under its own settings). */
export function measureQueries(env: Record<string, string | undefined> = {}): MeasuredQuery[] {
  const schema = buildGatewaySchema();
  const measure = (
    source: MeasuredQuery['source'],
    name: string,
    query: string,
    variables: Record<string, unknown>,
    config: GatewayConfig,
  ): MeasuredQuery => {
    const unbounded = {
      maxDepth: Infinity,
      maxAliases: Infinity,
      maxDirectives: Infinity,
      maxTokens: Infinity,
      maxCost: Infinity,
    };
    const measures = checkOperation(schema, parse(query), unbounded, graphCostOptions(config), undefined, variables);
    return { source, name, ...measures, tokens: countTokens(query), limits: config.security.limits };
  };
  const tourConfig = loadConfig(env);
  const benchConfig = loadConfig({ ...env, ...BENCH_GATEWAY_ENV });
  return [
    ...TOUR.filter((step) => step.query).map((step) =>
      measure('tour', step.name, step.query, standInVariables(parse(step.query)), tourConfig),
    ),
    ...benchQueries(SAMPLE).map((q) => measure('bench', q.name, q.query, q.variables ?? {}, benchConfig)),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = measureQueries(process.env);
  const limits = rows[0]?.limits;
  console.log(
    `limits: depth ${limits?.maxDepth}, aliases ${limits?.maxAliases}, directives ${limits?.maxDirectives}, tokens ${limits?.maxTokens}, cost ${limits?.maxCost}\n`,
  );
  console.log('| source | query | depth | aliases | directives | tokens | cost |\n|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.source} | ${r.name} | ${r.depth} | ${r.aliases} | ${r.directives} | ${r.tokens} | ${r.cost} |`);
}
