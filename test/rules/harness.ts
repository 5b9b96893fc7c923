// Runs every row of a rule table twice: against the emulators over REST, and through the gateway
// over GraphQL. The expected outcome is the row's; drivers only say how to send and read back.
import { describe, expect, it } from 'vitest';
import { allCalls, resetAllLogs, routes } from '../helpers/calls.js';
import { dataOf, type GraphQLResult } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import type { Stack } from '../helpers/stack.js';
import { stringifyExact } from '../helpers/direct.js';
import type { RuleRow } from './rule-types.js';
import { World } from './world.js';

export type Side = 'rest' | 'graph';

/** What a REST call answered: the status, and the body as the caller reads it (an error body when refused). */
export interface RestAnswer<TBody = unknown> {
  status: number;
  body: TBody;
}

/** What a GraphQL request answered. */
export type GraphAnswer<TData = unknown> = GraphQLResult<TData>;

/**
 * How the rows of one area are sent and read back. `prepare` creates what the row needs (over
 * REST, before the logs are cleared); `rest`/`graph` send the row's input; `readRest`/`readGraph`
 * read the stored outcome of an accepted row as the fields the row's `accepted` names (`readGraph`
 * gets the answer's data, once the harness has seen it carries no errors).
 */
export interface RuleDriver<Input, Context = unknown, RestBody = unknown, GraphData = unknown> {
  /**
   * Whether the graph side's writes answer a refusal of the input as data (for every row, or for
   * the rows it says): in the payload's `userErrors`, with no top-level error (docs/errors.md).
   * A refusal of who asks (401, a 403 but those of REFUSING_FORBIDDEN_CODES) stays a top-level error.
   */
  userErrors?: boolean | ((row: RuleRow<Input>) => boolean);
  prepare?(row: RuleRow<Input>, world: World, side: Side): Promise<Context>;
  rest(row: RuleRow<Input>, world: World, context: Context): Promise<RestAnswer<RestBody>>;
  graph(row: RuleRow<Input>, world: World, context: Context): Promise<GraphAnswer<GraphData>>;
  readRest?(
    row: RuleRow<Input>,
    world: World,
    context: Context,
    answer: RestAnswer<RestBody>,
  ): Promise<Record<string, unknown>>;
  readGraph?(row: RuleRow<Input>, world: World, context: Context, data: GraphData): Promise<Record<string, unknown>>;
}

/** The gateway's `extensions.code` for a backend status (docs/errors.md). */
export function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return 'UPSTREAM_ERROR';
}

/**
 * The work-management 403 codes that refuse what is asked rather than who asks, with the
 * `UserError.code` of each (docs/errors.md); every other 403 is a top-level FORBIDDEN.
 */
const REFUSING_FORBIDDEN_CODES: Readonly<Record<number, string>> = {
  1016: 'CONFLICT',
  1026: 'INVALID',
  1047: 'INVALID',
  1186: 'CONFLICT',
  1188: 'CONFLICT',
};

/** The `UserError.code` of a refusal with this backend status (and document code) when the payload answers it (docs/errors.md); null: a top-level error. */
export function userErrorCodeFor(status: number, errorCode?: number): string | null {
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 403) return (errorCode !== undefined && REFUSING_FORBIDDEN_CODES[errorCode]) || null;
  return [400, 405, 413, 415, 422].includes(status) ? 'INVALID' : null;
}

/** A refusal a mutation payload carries in `userErrors`. */
interface UserErrorSeen {
  code?: unknown;
  errorCode?: unknown;
  field?: unknown;
  message?: unknown;
}

/** The refusals of every payload of an answer (its root fields' `userErrors`). */
function userErrorsOf(data: unknown): UserErrorSeen[] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.values(data).flatMap((payload: unknown) => {
    const userErrors =
      typeof payload === 'object' && payload !== null ? (payload as { userErrors?: unknown }).userErrors : undefined;
    return Array.isArray(userErrors) ? (userErrors as UserErrorSeen[]) : [];
  });
}

/** The `errorCode` of an error body (undefined for a body without one). */
function errorCodeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'errorCode' in body ? body.errorCode : undefined;
}

/** Turns RegExp values of an expected record into string matchers. */
function matcherOf(value: unknown): unknown {
  if (value instanceof RegExp) return expect.stringMatching(value);
  if (Array.isArray(value)) return value.map(matcherOf);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, matcherOf(v)]));
  }
  return value;
}

const describeBody = (body: unknown): string => stringifyExact(body)?.slice(0, 400) ?? String(body);

async function runRest<I, C, R, G>(row: RuleRow<I>, driver: RuleDriver<I, C, R, G>, world: World): Promise<void> {
  const context = (await driver.prepare?.(row, world, 'rest')) as C;
  const answer = await driver.rest(row, world, context);
  if ('refused' in row.outcome) {
    const { status, errorCode } = row.outcome.refused;
    expect({ status: answer.status, errorCode: errorCodeOf(answer.body) }, describeBody(answer.body)).toEqual({
      status,
      errorCode,
    });
    return;
  }
  expect(answer.status, describeBody(answer.body)).toBeLessThan(300);
  const stored = driver.readRest ? await driver.readRest(row, world, context, answer) : {};
  expect(stored, describeBody(stored)).toMatchObject(matcherOf(row.outcome.accepted) as Record<string, unknown>);
}

async function runGraph<I, C, R, G>(row: RuleRow<I>, driver: RuleDriver<I, C, R, G>, world: World): Promise<void> {
  const context = (await driver.prepare?.(row, world, 'graph')) as C;
  await resetAllLogs(world.stack.emulators);
  const answer = await driver.graph(row, world, context);
  const calls = await allCalls(world.stack.emulators);
  const writes = routes(calls.filter((c) => c.method !== 'GET'));
  if ('accepted' in row.outcome || row.graphAccepted) {
    expect(answer.errors, describeBody(answer.errors)).toBeUndefined();
    expect(userErrorsOf(answer.data), describeBody(answer.data)).toEqual([]);
    const stored = driver.readGraph ? await driver.readGraph(row, world, context, dataOf(answer)) : {};
    expect(stored, describeBody(stored)).toMatchObject(
      matcherOf(row.graphAccepted ?? ('accepted' in row.outcome ? row.outcome.accepted : {})) as Record<
        string,
        unknown
      >,
    );
    return;
  }
  const { status, errorCode } = row.outcome.refused;
  // A refusal of the input is data: the payload's userErrors, with the document's code, and for a
  // backend rule the one upstream call that answered the document's status. An operation that
  // answers refusals as data must do so for every refused row but those of the caller (401, 403 1004).
  const refusal = userErrorsOf(answer.data)[0];
  const answersAsData = typeof driver.userErrors === 'function' ? driver.userErrors(row) : driver.userErrors === true;
  const asData =
    row.gateway !== 'typed' &&
    (refusal !== undefined || (answersAsData && userErrorCodeFor(status, errorCode) !== null));
  if (asData) {
    const seen = { code: refusal?.code, errorCode: refusal?.errorCode, errors: answer.errors ?? [] };
    expect(seen, describeBody(answer)).toMatchObject({
      code: userErrorCodeFor(status, errorCode),
      errorCode: errorCode ?? null,
      errors: [],
    });
    if (row.gateway === 'knows') expect(writes, describeBody(answer)).toEqual([]);
    else expect(routes(calls.filter((c) => c.status === status)), describeBody(answer)).toHaveLength(1);
    return;
  }
  expect(answer.errors?.length ?? 0, describeBody(answer)).toBeGreaterThan(0);
  const first = present(answer.errors?.[0], describeBody(answer));
  const extensions = first.extensions ?? {};
  const seen = {
    code: extensions.code,
    errorCode: extensions.errorCode,
    upstream: extensions.upstream ?? null,
    writes,
    message: first.message,
  };
  if (row.gateway === 'knows') {
    expect(seen, describeBody(seen)).toMatchObject({
      code: codeForStatus(status),
      errorCode,
      upstream: null,
      writes: [],
    });
  } else if (row.gateway === 'backend') {
    expect(seen, describeBody(seen)).toMatchObject({
      code: codeForStatus(status),
      upstream: { status, errorCode: errorCode ?? null },
    });
  } else {
    expect(['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'], describeBody(seen)).toContain(extensions.code);
    expect({ upstream: seen.upstream, calls: routes(calls) }).toEqual({ upstream: null, calls: [] });
  }
}

/** Defines two tests per row (REST, then the graph), in order, on one stack for the whole file. */
export function runRuleTable<I, C, R, G>(
  title: string,
  rows: Array<RuleRow<I>>,
  driver: RuleDriver<I, C, R, G>,
  stack: Stack,
): void {
  const world = new World(stack);
  describe(title, () => {
    it('has rows with unique ids', () => {
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    });
    for (const row of rows) {
      const name = `${row.id} (${row.source.section}: ${row.source.quote})`;
      it(`${name} holds against the emulator over REST`, () => runRest(row, driver, world));
      it(`${name} holds through the gateway`, () => runGraph(row, driver, world));
    }
  });
}
