// Rows of the "operation" kind: each names an operation (how it is sent over REST and through the
// graph, and how its outcome is read back) and gives the operation's arguments.
import type { GraphAnswer, RestAnswer, RuleDriver, Side } from './harness.js';
import type { RuleRow } from './rule-types.js';
import type { World } from './world.js';

export interface OpInput {
  op: string;
  args?: Record<string, any>;
}

/**
 * One operation: `prepare` creates what it needs (its context always carries `suffix`, unique per
 * row and side, for names); the reads answer the fields rows name.
 */
export interface Operation {
  prepare?(world: World, args: Record<string, any>, side: Side, row: RuleRow<OpInput>): Promise<any>;
  rest(world: World, args: Record<string, any>, context: any): Promise<RestAnswer>;
  graph(world: World, args: Record<string, any>, context: any): Promise<GraphAnswer>;
  readRest?(world: World, args: Record<string, any>, context: any, answer: RestAnswer): Promise<Record<string, unknown>>;
  readGraph?(world: World, args: Record<string, any>, context: any, answer: GraphAnswer): Promise<Record<string, unknown>>;
}

/** A name part unique per row and side. */
export const suffixOf = (row: RuleRow<OpInput>, side: Side): string => `${row.id}-${side}`.toLowerCase();

/** A driver that sends each row through the operation its input names. */
export function opDriver(operations: Record<string, Operation>): RuleDriver<OpInput, any> {
  const find = (row: RuleRow<OpInput>): Operation => {
    const found = operations[row.input.op];
    if (!found) throw new Error(`${row.id}: no operation ${row.input.op}`);
    return found;
  };
  const args = (row: RuleRow<OpInput>) => row.input.args ?? {};
  return {
    prepare: async (row, world, side) => ({ suffix: `${row.id}-${side}`.toLowerCase(), ...((await find(row).prepare?.(world, args(row), side, row)) ?? {}) }),
    rest: (row, world, context) => find(row).rest(world, args(row), context),
    graph: (row, world, context) => find(row).graph(world, args(row), context),
    readRest: async (row, world, context, answer) => (await find(row).readRest?.(world, args(row), context, answer)) ?? {},
    readGraph: async (row, world, context, answer) => (await find(row).readGraph?.(world, args(row), context, answer)) ?? {},
  };
}

/** Builds an operation row. */
export function opRow(id: string, document: RuleRow<OpInput>['source']['document'], section: string, quote: string, setup: string, op: string, args: Record<string, any>, outcome: RuleRow<OpInput>['outcome'], gateway: RuleRow<OpInput>['gateway'], extra: Partial<RuleRow<OpInput>> = {}): RuleRow<OpInput> {
  return { id, source: { document, section, quote }, setup, input: { op, args }, outcome, gateway, ...extra };
}
