// One object, one value: a normalized client cache (Apollo Client, Relay) keeps one record per id, so
// every field of a Node must have the same value whichever way the object was read (checked here for
// its scalar and enum fields and its value objects).
// For every Node type reachable from a root list (found by introspection), a few objects are read
// through lists (root lists, and nested lists and objects one or two levels down; plus the lists of
// one sheet that has attachments and discussions), then by node(id:) and by _entities, and compared
// field by field.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmRecord, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

// Every field under an alias of its own, several lists deep: far past the limits a production caller gets.
const stack = useStack({
  env: {
    MAX_OPERATION_ALIASES: '10000',
    MAX_OPERATION_COST: '100000000',
    MAX_DOCUMENT_TOKENS: '1000000',
    MAX_UPSTREAM_CALLS_PER_REQUEST: '100000',
  },
});
const run = gql(stack);
// Selections are built from the introspected schema at run time: those documents are text.
const runText = gqlText(stack);
let schema: GraphQLSchema;
let sheetId: string;
/** A sheet with attachments and discussions (the first two sheets of the list have none). */
let busySheetId: string;

/** Fields whose value legitimately differs between two reads of the same object, and why. */
const DIFFERS_BY_NATURE: Record<string, string> = {
  'Attachment.url': 'a temporary download URL, minted anew (with its own expiry) by every read',
  'Attachment.urlExpiresInMillis': 'the remaining validity of that temporary URL',
};

/** Node types that no list holds, and why (their ids are refetched in the tests named). */
const DELIVERED_ONLY: Record<string, string> = {
  SheetChangeEvent: 'delivered by subscriptions only (test/integration/subscriptions.test.ts)',
  AssetChange: 'delivered by subscriptions only (test/integration/subscriptions.test.ts)',
  SeatTypeChange: 'delivered by subscriptions only (test/integration/webhooks-e2e.test.ts)',
};

/** Values for the arguments of list fields that need one (required, or where the list starts), by `Type.field.argument`. */
const LIST_ARGUMENTS: Record<string, () => string> = {
  'Query.shares.targetType': () => 'SHEET',
  'Query.shares.targetId': () => `"${sheetId}"`,
  'Query.events.since': () => '"2020-01-01T00:00:00Z"',
  'Query.filteredEvents.since': () => '"2020-01-01T00:00:00Z"',
  'Sheet.events.since': () => '"2020-01-01T00:00:00Z"',
  'Workspace.events.since': () => '"2020-01-01T00:00:00Z"',
};

/** Objects read per list, and objects of each type compared (at least one per path that met the type). */
const PAGE = 2;
const COMPARED_PER_TYPE = 4;

beforeAll(async () => {
  schema = buildClientSchema(dataOf(await runText<IntrospectionQuery>(getIntrospectionQuery())));
  const sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
  sheetId = String(present(sheets[0]).id);
  for (const sheet of sheets) {
    if (
      (await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.id}/discussions`)).length > 0 &&
      (await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.id}/attachments`)).length > 0
    ) {
      busySheetId = String(sheet.id);
      break;
    }
  }
  expect(busySheetId).toBeDefined();
  // The demo data has no webhooks: one of each kind gives their lists something to hold (a plan
  // webhook's scope object is how a list meets a Plan).
  const libraries = dataOf(
    await run(graphql(`query ParityLibrary { libraries(first: 1) { edges { node { id } } } }`)),
  ).libraries;
  const libraryId = present(libraries?.edges[0]).node.id;
  const users = await wmAll<WmRecord>(stack.emulators, '/users');
  const planId = String(
    present(
      (await wmGet<{ data: Array<{ planId: unknown }> }>(stack.emulators, `/users/${present(users[0]).id}/plans`))
        .data[0],
    ).planId,
  );
  const CREATE_WEBHOOK = graphql(`
    mutation ParityWebhook($i: CreateWebhookInput!) {
      createWebhook(input: $i) {
        webhook {
          id
        }
        userErrors {
          message
        }
      }
    }
  `);
  const created = await Promise.all([
    run(CREATE_WEBHOOK, {
      i: {
        name: 'parity',
        callbackUrl: 'https://hooks.example.com/parity',
        scope: 'SHEET',
        scopeObjectId: sheetId,
        events: ['*.*'],
      },
    }),
    run(CREATE_WEBHOOK, {
      i: {
        name: 'parity plan',
        callbackUrl: 'https://hooks.example.com/parity',
        scope: 'PLAN',
        scopeObjectId: planId,
        events: ['*.*'],
      },
    }),
    run(
      graphql(`
        mutation ParityAssetWebhook($i: CreateAssetWebhookInput!) {
          createAssetWebhook(input: $i) {
            webhook {
              id
            }
          }
        }
      `),
      {
        i: { libraryId, changeKind: 'CREATED', callbackUrl: 'https://hooks.example.com/parity' },
      },
    ),
  ]);
  for (const answer of created) expect(answer.errors).toBeUndefined();
});

const isNodeType = (type: GraphQLNamedType): type is GraphQLObjectType =>
  isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node');
const nodeTypeNames = (): string[] =>
  schema
    .getPossibleTypes(schema.getType('Node') as never)
    .map((t) => t.name)
    .sort();

/** The Node object types a value of this type can be. */
function nodeTargets(type: GraphQLNamedType): GraphQLObjectType[] {
  if (isNodeType(type)) return [type];
  if (isUnionType(type) || isInterfaceType(type)) return schema.getPossibleTypes(type).filter(isNodeType);
  return [];
}

/** What a field holds: the edges' node type for a connection, otherwise its own named type. */
function itemOf(field: GraphQLField<unknown, unknown>): { item: GraphQLNamedType; connection: boolean } {
  const named = getNamedType(field.type);
  const edges = isObjectType(named) && named.name.endsWith('Connection') ? named.getFields().edges : undefined;
  const edge = edges ? getNamedType(edges.type) : undefined;
  if (edge && isObjectType(edge) && edge.getFields().node)
    return { item: getNamedType(edge.getFields().node!.type), connection: true };
  return { item: named, connection: false };
}

/** The arguments of a field read as a list: those of LIST_ARGUMENTS, `first` for connections; null when a required one cannot be given. */
function argumentsOf(owner: string, field: GraphQLField<unknown, unknown>, connection: boolean): string | null {
  const given: string[] = connection && field.args.some((a) => a.name === 'first') ? [`first: ${PAGE}`] : [];
  for (const arg of field.args) {
    const value = LIST_ARGUMENTS[`${owner}.${field.name}.${arg.name}`];
    if (value) given.push(`${arg.name}: ${value()}`);
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined) return null;
  }
  return given.length > 0 ? `(${given.join(', ')})` : '';
}

const needsArguments = (field: GraphQLField<unknown, unknown>): boolean =>
  field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined);
const isLeaf = (field: GraphQLField<unknown, unknown>): boolean =>
  isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type));

/**
 * The fields compared, each with its selection: every scalar and enum field that needs no argument,
 * and every value object (an object type that is neither a Node nor a connection) with its scalars.
 */
function comparedFields(type: GraphQLObjectType): Array<{ name: string; selection: string }> {
  return Object.values(type.getFields()).flatMap((field) => {
    if (needsArguments(field)) return [];
    if (isLeaf(field)) return [{ name: field.name, selection: field.name }];
    const value = getNamedType(field.type);
    if (
      !isObjectType(value) ||
      value.getInterfaces().some((i) => i.name === 'Node') ||
      value.name.endsWith('Connection')
    )
      return [];
    const leaves = Object.values(value.getFields())
      .filter((f) => isLeaf(f) && !needsArguments(f))
      .map((f) => f.name);
    return leaves.length > 0 ? [{ name: field.name, selection: `${field.name} { ${leaves.join(' ')} }` }] : [];
  });
}

/** The selection of the compared fields of a type, each under an alias of its own (members of a union may share a field name with another type). */
const aliased = (type: GraphQLObjectType): string =>
  comparedFields(type)
    .map((f) => `${type.name}__${f.selection}`.replace(`__${f.name}`, `__${f.name}: ${f.name}`))
    .join(' ');

const scalarFields = (type: GraphQLObjectType): string[] => comparedFields(type).map((f) => f.name);

/** One step of a path: a field of `owner` that leads to Node objects. */
interface Step {
  owner: string;
  field: string;
  args: string;
  connection: boolean;
  item: GraphQLNamedType;
}

/** The fields of `owner` that hold Node objects and can be read with the arguments we know. */
function stepsFrom(owner: GraphQLObjectType, onlyLists: boolean): Step[] {
  return Object.values(owner.getFields()).flatMap((field) => {
    const { item, connection } = itemOf(field);
    if (nodeTargets(item).length === 0 || field.name.startsWith('_') || field.name === 'node' || field.name === 'nodes')
      return [];
    const list = connection || String(field.type).includes('[');
    if (onlyLists && !list) return [];
    const args = argumentsOf(owner.name, field, connection);
    return args === null ? [] : [{ owner: owner.name, field: field.name, args, connection, item }];
  });
}

/** The selection on a value of `type` that reads every scalar of each Node type it can be, and follows `rest`. */
function selectionOn(type: GraphQLNamedType, rest: Step[]): string {
  const parts = ['__typename'];
  for (const target of nodeTargets(type)) {
    const next = rest[0]?.owner === target.name ? `${rest[0].field}: ${readStep(rest[0], rest.slice(1))}` : '';
    parts.push(`... on ${target.name} { id ${aliased(target)} ${next} }`);
  }
  return parts.join(' ');
}

function readStep(step: Step, rest: Step[]): string {
  const inner = selectionOn(step.item, rest);
  return `${step.field}${step.args} ${step.connection ? `{ edges { node { ${inner} } } }` : `{ ${inner} }`}`;
}

/** One object as one read saw it. */
interface Sighting {
  typeName: string;
  id: string;
  fields: Record<string, unknown>;
  via: string;
}

/** The scalar fields of one object of `type`, read under their aliases. */
const valuesOf = (type: GraphQLObjectType, record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(scalarFields(type).map((f) => [f, record[`${type.name}__${f}`]]));

/** Gathers every Node object of an answer; `via` says where it sat (the path's fields down to it). */
function collect(value: unknown, path: string, out: Sighting[], via = ''): void {
  if (Array.isArray(value)) return value.forEach((v) => collect(v, path, out, via));
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const type = typeof record.__typename === 'string' ? schema.getType(record.__typename) : undefined;
  if (type && isNodeType(type) && typeof record.id === 'string') {
    out.push({
      typeName: type.name,
      id: record.id,
      via: `${via || path} (read by ${path})`,
      fields: valuesOf(type, record),
    });
  }
  for (const [key, nested] of Object.entries(record)) {
    if (key === '__typename' || key.includes('__')) continue;
    collect(nested, path, out, key === 'edges' || key === 'node' ? via : `${via}${via ? ' > ' : ''}${key}`);
  }
}

const describePath = (steps: Step[]): string => steps.map((s) => `${s.owner}.${s.field}`).join(' > ');

/** Reads every root list, the lists and objects one level down, and the lists two levels down. */
async function readThroughLists(): Promise<{ sightings: Sighting[]; errors: string[] }> {
  const query = schema.getQueryType()!;
  const busySheet: Step = {
    owner: 'Query',
    field: 'sheet',
    args: `(id: "${busySheetId}")`,
    connection: false,
    item: schema.getType('Sheet') as GraphQLObjectType,
  };
  const roots = [...stepsFrom(query, true).filter((s) => s.field !== 'search'), busySheet];
  const paths: Step[][] = roots.map((root) => [root]);
  for (const root of roots)
    for (const target of nodeTargets(root.item)) for (const next of stepsFrom(target, false)) paths.push([root, next]);
  // Two levels of nested lists below a root list: lists of lists (a folder's children in a workspace's) hold partial objects too.
  const deeper: Step[][] = [];
  for (const path of paths.filter((p) => p.length === 2)) {
    for (const target of nodeTargets(path[1]!.item))
      for (const next of stepsFrom(target, true)) deeper.push([...path, next]);
  }
  const sightings: Sighting[] = [];
  const errors: string[] = [];
  for (const path of [...paths, ...deeper]) {
    const [first, ...rest] = path as [Step, ...Step[]];
    const answer = await runText(`{ ${readStep(first, rest)} }`);
    for (const error of answer.errors ?? []) errors.push(`${describePath(path)}: ${error.message}`);
    collect(answer.data, describePath(path), sightings);
  }
  return { sightings, errors };
}

/** Each object's fields by node(id:) and by _entities, with the same selection. */
async function readById(
  typeName: string,
  ids: string[],
): Promise<{ node: Map<string, Record<string, unknown>>; entities: Map<string, Record<string, unknown>> }> {
  const type = schema.getType(typeName) as GraphQLObjectType;
  const fields = aliased(type);
  // Each object under its alias n0, n1, ...; _entities answers them in order.
  const byNode = dataOf(
    await runText<Record<string, Record<string, unknown> | null>>(
      `{ ${ids.map((id, i) => `n${i}: node(id: ${JSON.stringify(id)}) { ... on ${typeName} { ${fields} } }`).join(' ')} }`,
    ),
    `${typeName} by node`,
  );
  const byEntities = dataOf(
    await runText<{ _entities: Array<Record<string, unknown> | null> }>(
      `query E($r: [_Any!]!) { _entities(representations: $r) { ... on ${typeName} { ${fields} } } }`,
      {
        r: ids.map((id) => ({ __typename: typeName, id })),
      },
    ),
    `${typeName} by _entities`,
  );
  return {
    node: new Map(ids.map((id, i) => [id, valuesOf(type, byNode[`n${i}`] ?? {})])),
    entities: new Map(ids.map((id, i) => [id, valuesOf(type, byEntities._entities[i] ?? {})])),
  };
}

describe('the same object has the same field values whichever read loaded it', () => {
  it('reads every Node type through lists, node(id:) and _entities, and finds no field that differs', async () => {
    const { sightings, errors } = await readThroughLists();
    expect(errors).toEqual([]);
    // Every Node type is met in some list (a type that cannot be must be made reachable, not skipped).
    expect([...new Set(sightings.map((s) => s.typeName))].sort()).toEqual(
      nodeTypeNames().filter((t) => !(t in DELIVERED_ONLY)),
    );
    const differences: string[] = [];
    for (const typeName of nodeTypeNames().filter((t) => !(t in DELIVERED_ONLY))) {
      const ofType = sightings.filter((s) => s.typeName === typeName);
      // The first object of every path that met the type, then others up to COMPARED_PER_TYPE.
      const firstOfEachPath = [...new Map(ofType.map((s) => [s.via, s.id] as const).reverse()).values()];
      const ids = [...new Set([...firstOfEachPath, ...ofType.map((s) => s.id)])].slice(
        0,
        Math.max(COMPARED_PER_TYPE, new Set(firstOfEachPath).size),
      );
      const { node, entities } = await readById(typeName, ids);
      for (const id of ids) {
        const reference = node.get(id);
        expect(reference, `${typeName} ${id} by node(id:)`).toBeTruthy();
        const reads = [
          ...ofType.filter((s) => s.id === id).map((s) => ({ via: s.via, fields: s.fields })),
          { via: '_entities', fields: entities.get(id)! },
        ];
        for (const read of reads) {
          for (const [field, value] of Object.entries(read.fields)) {
            if (`${typeName}.${field}` in DIFFERS_BY_NATURE) continue;
            if (JSON.stringify(value) !== JSON.stringify(reference![field])) {
              differences.push(
                `${typeName}.${field}: ${JSON.stringify(value)} through ${read.via}, ${JSON.stringify(reference![field])} by node(id:)`,
              );
            }
          }
        }
      }
    }
    // One line per type and field is enough to say what to fix.
    const byField = new Map<string, string>();
    for (const line of differences) if (!byField.has(line.split(':')[0]!)) byField.set(line.split(':')[0]!, line);
    expect([...byField.values()]).toEqual([]);
  }, 180_000);
});
