// Relay server specification, checked by introspection over HTTP and generically over the whole schema
// (new types are covered automatically): Node/node/nodes, every *Connection, *Edge, PageInfo and the
// connection arguments; then a sample of every Node type, found by crawling the graph, refetched by global id.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  type IntrospectionQuery,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
// The crawl builds its selections from the introspected schema at run time: those documents are text.
const runText = gqlText(stack);
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = buildClientSchema(dataOf(await runText<IntrospectionQuery>(getIntrospectionQuery())));
});

const show = (type: GraphQLType) => String(type);
const objectTypes = () =>
  Object.values(schema.getTypeMap()).filter((t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__'));
const connectionTypes = () => objectTypes().filter((t) => t.name.endsWith('Connection'));
const edgeTypes = () => objectTypes().filter((t) => t.name.endsWith('Edge'));
const nodeTypes = () =>
  schema
    .getPossibleTypes(schema.getType('Node') as never)
    .map((t) => t.name)
    .sort();
/** Every field of every object type whose (unwrapped) type is a connection. */
const connectionFields = () =>
  objectTypes().flatMap((owner) =>
    Object.values(owner.getFields())
      .filter((f) => getNamedType(f.type).name.endsWith('Connection'))
      .map((field) => ({ owner, field })),
  );

describe('Relay server specification (by introspection)', () => {
  it('has the Node interface with a non-null ID, and node(id:) / nodes(ids:) on Query', () => {
    const node = schema.getType('Node');
    expect(isInterfaceType(node)).toBe(true);
    if (!isInterfaceType(node)) return;
    expect(show(node.getFields().id!.type)).toBe('ID!');
    const query = schema.getQueryType()!.getFields();
    expect(show(query.node!.type)).toBe('Node');
    expect(query.node!.args.map((a) => `${a.name}: ${show(a.type)}`)).toEqual(['id: ID!']);
    expect(show(query.nodes!.type)).toBe('[Node]!');
    expect(query.nodes!.args.map((a) => `${a.name}: ${show(a.type)}`)).toEqual(['ids: [ID!]!']);
    expect(nodeTypes().length).toBeGreaterThanOrEqual(16);
  });

  it('has PageInfo with non-null hasNextPage/hasPreviousPage and nullable startCursor/endCursor', () => {
    const pageInfo = schema.getType('PageInfo') as GraphQLObjectType;
    const fields = pageInfo.getFields();
    expect(show(fields.hasNextPage!.type)).toBe('Boolean!');
    expect(show(fields.hasPreviousPage!.type)).toBe('Boolean!');
    expect(show(fields.startCursor!.type)).toBe('String');
    expect(show(fields.endCursor!.type)).toBe('String');
  });

  it('gives every *Connection a list of *Edge edges and a non-null pageInfo', () => {
    const problems: string[] = [];
    for (const connection of connectionTypes()) {
      const fields = connection.getFields();
      const edges = fields.edges;
      if (!edges) problems.push(`${connection.name} has no edges`);
      else {
        const listType = isNonNullType(edges.type) ? edges.type.ofType : edges.type;
        if (!isListType(listType)) problems.push(`${connection.name}.edges is not a list`);
        const edge = getNamedType(edges.type);
        if (!isObjectType(edge) || !edge.name.endsWith('Edge'))
          problems.push(`${connection.name}.edges holds ${edge.name}, not an *Edge type`);
      }
      if (!fields.pageInfo || show(fields.pageInfo.type) !== 'PageInfo!')
        problems.push(
          `${connection.name}.pageInfo is ${fields.pageInfo ? show(fields.pageInfo.type) : 'missing'}, not PageInfo!`,
        );
    }
    expect(connectionTypes().length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it('gives every *Edge a string cursor and a node that is not a list', () => {
    const problems: string[] = [];
    for (const edge of edgeTypes()) {
      const fields = edge.getFields();
      if (
        !fields.cursor ||
        getNamedType(fields.cursor.type).name !== 'String' ||
        isListType(isNonNullType(fields.cursor.type) ? fields.cursor.type.ofType : fields.cursor.type)
      )
        problems.push(`${edge.name}.cursor is not a String`);
      const node = fields.node;
      if (!node) problems.push(`${edge.name} has no node`);
      else if (isListType(isNonNullType(node.type) ? node.type.ofType : node.type))
        problems.push(`${edge.name}.node is a list`);
    }
    expect(edgeTypes().length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it('gives every connection field first/after, and last with before (never one without the other)', () => {
    const problems: string[] = [];
    for (const { owner, field } of connectionFields()) {
      const args = Object.fromEntries(field.args.map((a) => [a.name, show(a.type)]));
      const where = `${owner.name}.${field.name}`;
      if (args.first !== 'Int' || args.after !== 'String')
        problems.push(`${where} needs first: Int and after: String (has ${JSON.stringify(args)})`);
      if ('last' in args !== 'before' in args) problems.push(`${where} has only one of last/before`);
      if ('last' in args && (args.last !== 'Int' || args.before !== 'String'))
        problems.push(`${where} needs last: Int and before: String`);
    }
    expect(connectionFields().length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});

// ---- Crawling the graph for one object of each Node type ----

/** True when a value of this type can be a Node object (so `... on Node { id }` may be spread on it). */
function canBeNode(type: GraphQLNamedType): boolean {
  if (type.name === 'Node') return true;
  if (isObjectType(type)) return type.getInterfaces().some((i) => i.name === 'Node');
  if (isUnionType(type) || isInterfaceType(type))
    return schema.getPossibleTypes(type).some((t) => t.getInterfaces().some((i) => i.name === 'Node'));
  return false;
}

/** What a field holds: the edges' node type for a connection, otherwise the field's own named type. */
function itemOf(type: GraphQLNamedType): GraphQLNamedType {
  if (!isObjectType(type) || !type.name.endsWith('Connection')) return type;
  const edge = type.getFields().edges && getNamedType(type.getFields().edges!.type);
  return edge && isObjectType(edge) && edge.getFields().node ? getNamedType(edge.getFields().node!.type) : type;
}

/** Sample values for arguments a field asks for by name in a BAD_USER_INPUT error (`extensions.field`). */
const SAMPLE_ARGUMENT: Record<string, string> = {
  DateTime: '"2026-10-01T00:00:00Z"',
  Date: '"2026-10-01"',
  Int: '1',
  Boolean: 'false',
};
/** Connections are crawled this many edges at a time, and this many objects of each Node type are visited. */
const ROOT_PAGE = 10;
const PAGE = 3;
const VISITS_PER_TYPE = 3;

/** Node types of which the demo data holds no object reachable by reads alone, and why. */
const NOT_REACHABLE_BY_READS: Record<string, string> = {
  Webhook: 'the demo data has no webhooks until createWebhook runs',
  AssetWebhook: 'the demo data has no asset webhooks until one is created',
  Share: 'only reachable through shares(targetId:), whose required argument the crawl cannot make up',
  SheetChangeEvent: 'delivered by subscriptions only (refetched in test/integration/subscriptions.test.ts)',
  AssetChange: 'delivered by subscriptions only (refetched in test/integration/subscriptions.test.ts)',
  SeatTypeChange: 'delivered by subscriptions only (refetched in test/integration/webhooks-e2e.test.ts)',
};

const requiresArgs = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined);

/** Node types reachable from a type through fields that need no arguments (memoized): what a field can lead to. */
const reachCache = new Map<string, Set<string>>();
function reachable(start: GraphQLNamedType): Set<string> {
  const cached = reachCache.get(start.name);
  if (cached) return cached;
  const out = new Set<string>();
  const seen = new Set<string>();
  const queue: GraphQLNamedType[] = [start];
  while (queue.length > 0) {
    const type = queue.pop()!;
    if (seen.has(type.name)) continue;
    seen.add(type.name);
    if (isObjectType(type) && canBeNode(type)) out.add(type.name);
    if (isUnionType(type) || isInterfaceType(type)) queue.push(...schema.getPossibleTypes(type));
    if (isObjectType(type) || isInterfaceType(type))
      for (const f of Object.values(type.getFields())) if (!requiresArgs(f)) queue.push(getNamedType(f.type));
  }
  reachCache.set(start.name, out);
  return out;
}

/** The Node object types a value of this type can be. */
function nodeTypesOf(type: GraphQLNamedType): string[] {
  const candidates =
    isUnionType(type) || isInterfaceType(type) ? schema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
  return candidates.filter((t) => canBeNode(t)).map((t) => t.name);
}

/**
 * A selection of `field` that yields Node ids (and, `depth` levels down, those of the objects it holds),
 * or null when it needs arguments we cannot make up or cannot lead to any `wanted` type. `near`: only
 * fields whose selection itself can return a wanted type; otherwise any field from which one is reachable.
 */
function selectionFor(
  field: GraphQLField<unknown, unknown>,
  wanted: Set<string>,
  extraArgs: string[] = [],
  depth = 1,
  page = PAGE,
  near = false,
): string | null {
  if (requiresArgs(field)) return null;
  const named = getNamedType(field.type);
  if (![...reachable(named)].some((t) => wanted.has(t))) return null;
  const item = itemOf(named);
  const nested =
    depth > 0 && isObjectType(item)
      ? Object.values(item.getFields())
          .map((f) => selectionFor(f, wanted, [], depth - 1, PAGE, near))
          .filter((x): x is string => x !== null)
      : [];
  if (!canBeNode(item) && nested.length === 0) return null;
  if (near && nested.length === 0 && !nodeTypesOf(item).some((t) => wanted.has(t))) return null;
  const ids = ['__typename', ...(canBeNode(item) ? ['... on Node { id }'] : []), ...nested].join(' ');
  if (named.name.endsWith('Connection'))
    return `${field.name}(${[`first: ${page}`, ...extraArgs].join(', ')}) { edges { node { ${ids} } } }`;
  return `${field.name}${extraArgs.length ? `(${extraArgs.join(', ')})` : ''} { ${ids} }`;
}

/**
 * Crawls from Query: every root field, then, while some Node type is still missing, the fields that can
 * lead to a missing type on a few objects of each type met.
 */
async function sampleEveryNodeType(): Promise<Map<string, string>> {
  const found = new Map<string, string[]>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(collect);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.__typename === 'string' && typeof record.id === 'string') {
        const ids = found.get(record.__typename) ?? [];
        if (!ids.includes(record.id)) found.set(record.__typename, [...ids, record.id]);
      }
      Object.values(record).forEach(collect);
    }
  };
  // Types no read can reach are not looked for: every visit would otherwise chase them through the whole graph.
  const everything = new Set(nodeTypes().filter((t) => !(t in NOT_REACHABLE_BY_READS)));
  const rootFields = Object.values(schema.getQueryType()!.getFields()).filter((f) => !f.name.startsWith('_'));
  await Promise.all(
    rootFields.map(async (field) => {
      const selection = selectionFor(field, everything, [], 1, ROOT_PAGE);
      if (!selection) return;
      const result = await runText(`{ ${selection} }`);
      collect(result.data);
      // A field that names the argument it misses gets one retry with a sample value of that argument's type.
      const missing = result.errors?.find(
        (e) => e.extensions?.code === 'BAD_USER_INPUT' && typeof e.extensions.field === 'string',
      );
      const arg = missing && field.args.find((a) => a.name === missing.extensions!.field);
      const value = arg && SAMPLE_ARGUMENT[getNamedType(arg.type).name];
      if (arg && value)
        collect(
          (await runText(`{ ${selectionFor(field, everything, [`${arg.name}: ${value}`], 1, ROOT_PAGE)} }`)).data,
        );
    }),
  );
  const visited = new Set<string>();
  for (let round = 0; round < 6; round++) {
    const wanted = new Set([...everything].filter((t) => !found.has(t)));
    if (wanted.size === 0) break;
    // Objects whose own selection can return a missing type first; only when there are none, anything that leads to one.
    const plan = (near: boolean) =>
      [...found]
        .flatMap(([typeName, ids]) => ids.slice(0, VISITS_PER_TYPE).map((id) => ({ typeName, id })))
        .filter(({ id }) => !visited.has(id))
        .map(({ typeName, id }) => {
          const type = schema.getType(typeName) as GraphQLObjectType;
          return {
            typeName,
            id,
            selections: Object.values(type.getFields())
              .map((f) => selectionFor(f, wanted, [], 1, PAGE, near))
              .filter((x): x is string => x !== null),
          };
        })
        .filter((visit) => visit.selections.length > 0);
    const nearVisits = plan(true);
    const visits = nearVisits.length > 0 ? nearVisits : plan(false);
    if (visits.length === 0) break;
    // The objects of one round are visited in parallel.
    await Promise.all(
      visits.map(async ({ typeName, id, selections }) => {
        visited.add(id);
        const result = await runText(
          `query N($id: ID!) { node(id: $id) { ... on ${typeName} { ${selections.join(' ')} } } }`,
          { id },
        );
        collect(result.data);
      }),
    );
  }
  return new Map([...found].map(([type, ids]) => [type, ids[0]!]));
}

describe('Relay refetching', () => {
  it('finds an object of every Node type by crawling the graph and refetches each by its global id (node, nodes, _entities)', async () => {
    const samples = await sampleEveryNodeType();
    // Exactly the types with no object a read-only crawl can reach are missing (a type that becomes reachable must leave the list).
    expect(nodeTypes().filter((t) => !samples.has(t))).toEqual(nodeTypes().filter((t) => t in NOT_REACHABLE_BY_READS));
    const entries = [...samples];
    const NODE = graphql(`query RelayRefetchNode($id: ID!) { node(id: $id) { __typename id } }`);
    const singles = await Promise.all(entries.map(([, id]) => run(NODE, { id })));
    entries.forEach(([typeName, id], i) => {
      expect(dataOf(singles[i]!, typeName).node, typeName).toEqual({ __typename: typeName, id });
    });
    const all = dataOf(
      await run(graphql(`query RelayRefetchNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`), {
        ids: entries.map(([, id]) => id),
      }),
    );
    expect(all.nodes).toEqual(entries.map(([__typename, id]) => ({ __typename, id })));
    // Every Node type is a federation entity too: one mixed `_entities` batch resolves a sample of each
    // (`_entities` comes from the subgraph library, not schema/: a text document).
    const entities = dataOf(
      await runText<{ _entities: unknown[] }>(
        'query E($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Node { id } } }',
        {
          r: entries.map(([__typename, id]) => ({ __typename, id })),
        },
      ),
    );
    expect(entities._entities).toEqual(entries.map(([__typename, id]) => ({ __typename, id })));
    // The crawl makes a few hundred upstream reads; on a loaded 2-core machine that can take a while.
  }, 120_000);
});
