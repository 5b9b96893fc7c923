// Rows of the "operation" kind: each names an operation (how it is sent over REST and through the
// graph, and how its outcome is read back) and gives the operation's arguments.
import type { GraphAnswer, RestAnswer, RuleDriver, Side } from './harness.js';
import type { DocumentName, GatewayKnowledge, RuleOutcome, RuleRow } from './rule-types.js';
import type { World } from './world.js';

/** A row's input: the operation's name and its arguments (of the type the operation declares). */
export interface OpInput {
  op: string;
  args: unknown;
}

/**
 * One operation: `prepare` creates what it needs (the context the other steps get), `rest` and
 * `graph` send the row's arguments, the reads answer the fields rows name (`readGraph` from the
 * answer's data). Methods, so a table of operations of different types is one `OperationTable`.
 */
export interface Operation<Args, Context, RestBody, GraphData> {
  /** Whether the graph answers a refusal of this operation, with these arguments, in its payload's `userErrors` (`RuleDriver.userErrors`). */
  userErrors?(args: Args): boolean;
  prepare?(world: World, args: Args, side: Side, row: RuleRow<OpInput>): Context | Promise<Context>;
  rest(world: World, args: Args, context: Context): Promise<RestAnswer<RestBody>>;
  graph(world: World, args: Args, context: Context): Promise<GraphAnswer<GraphData>>;
  // Reads may answer at once: most only pick fields of what they are given.
  readRest?(
    world: World,
    args: Args,
    context: Context,
    answer: RestAnswer<RestBody>,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  readGraph?(
    world: World,
    args: Args,
    context: Context,
    data: GraphData,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** Operations by name, whatever their types (a row's arguments are checked when the row is built). */
export type OperationTable = Record<string, Operation<unknown, unknown, unknown, unknown>>;

/** The arguments an operation takes. */
export type ArgsOf<O> = O extends Operation<infer Args, unknown, unknown, unknown> ? Args : never;

/**
 * Declares an operation taking `Args`: `operation<{ kind: string }>()({ prepare, rest, graph, ... })`.
 * Its context, REST body and graph data are inferred from `prepare`, `rest` and `graph`.
 */
export function operation<Args = Record<string, never>>(): <
  Context = undefined,
  RestBody = unknown,
  GraphData = unknown,
>(
  op: Operation<Args, Context, RestBody, GraphData>,
) => Operation<Args, Context, RestBody, GraphData> {
  return (op) => op;
}

/** A graph answer that failed, passed on with its errors (from a walk of several requests). */
export const failed = (answer: GraphAnswer<unknown>): GraphAnswer<never> => ({ errors: answer.errors });

/** A driver that sends each row through the operation its input names. */
export function opDriver(operations: OperationTable): RuleDriver<OpInput, unknown, unknown, unknown> {
  // Rows are built with the arguments their operation declares (`opRows`); each step gets what `prepare` made.
  const find = (row: RuleRow<OpInput>): Operation<unknown, unknown, unknown, unknown> => {
    const found = operations[row.input.op];
    if (!found) throw new Error(`${row.id}: no operation ${row.input.op}`);
    return found;
  };
  return {
    userErrors: (row) => find(row).userErrors?.(row.input.args) === true,
    prepare: async (row, world, side) => await find(row).prepare?.(world, row.input.args, side, row),
    rest: (row, world, context) => find(row).rest(world, row.input.args, context),
    graph: (row, world, context) => find(row).graph(world, row.input.args, context),
    readRest: async (row, world, context, answer) =>
      (await find(row).readRest?.(world, row.input.args, context, answer)) ?? {},
    readGraph: async (row, world, context, data) =>
      (await find(row).readGraph?.(world, row.input.args, context, data)) ?? {},
  };
}

/** What a row adds to an operation's name and arguments. */
export type RowExtra = Partial<Pick<RuleRow<OpInput>, 'graphAccepted' | 'graphNote'>>;

/**
 * The row builder of a document's rows over a table of operations: `row(id, section, quote, setup,
 * op, args, outcome, gateway, extra)`, with `args` of the type operation `op` takes.
 */
export function opRows<Table>(
  document: DocumentName,
): <Name extends keyof Table & string>(
  id: string,
  section: string,
  quote: string,
  setup: string,
  op: Name,
  args: ArgsOf<Table[Name]>,
  outcome: RuleOutcome,
  gateway: GatewayKnowledge,
  extra?: RowExtra,
) => RuleRow<OpInput> {
  return (id, section, quote, setup, op, args, outcome, gateway, extra = {}) => ({
    id,
    source: { document, section, quote },
    setup,
    input: { op, args },
    outcome,
    gateway,
    ...extra,
  });
}
