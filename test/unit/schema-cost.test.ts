// The graph's cost annotations: every connection sized by first/last down its edges, every list of
// objects with an assumed size, and the tour and benchmark queries within the default limits.
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  type GraphQLField,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../../src/schema.js';
import { costDirectivesOf } from '../../src/security/cost-directives.js';
import { measureQueries } from '../../scripts/query-costs.js';

const schema = buildGatewaySchema();
const directives = costDirectivesOf(schema);

function fields(): Array<{ parent: string; field: GraphQLField<unknown, unknown> }> {
  return Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && (isObjectType(t) || isInterfaceType(t)))
    .flatMap((t) =>
      Object.values((t as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()).map(
        (field) => ({ parent: t.name, field }),
      ),
    );
}

const isConnectionType = (name: string): boolean => name.endsWith('Connection');

describe('cost annotations of the graph', () => {
  it('sizes every connection field by its first/last, passed down to edges, with neither required', () => {
    const connections = fields().filter(
      ({ parent, field }) => isConnectionType(getNamedType(field.type).name) && !isConnectionType(parent),
    );
    expect(connections.length).toBeGreaterThan(60);
    for (const { parent, field } of connections) {
      const listSize = directives.listSize.get(`${parent}.${field.name}`);
      const pagination = field.args.map((a) => a.name).filter((n) => n === 'first' || n === 'last');
      expect({ field: `${parent}.${field.name}`, listSize }).toEqual({
        field: `${parent}.${field.name}`,
        listSize: {
          assumedSize: undefined,
          slicingArguments: pagination,
          sizedFields: ['edges'],
          requireOneSlicingArgument: false,
        },
      });
    }
  });

  it('gives every other list of objects an assumed size (connection edges take theirs from the connection)', () => {
    const lists = fields().filter(
      ({ parent, field }) =>
        isListType(getNullableType(field.type)) &&
        isCompositeType(getNamedType(field.type)) &&
        !isConnectionType(parent) &&
        field.name !== '_entities',
    );
    expect(lists.length).toBeGreaterThan(20);
    const unsized = lists
      .filter(({ parent, field }) => directives.listSize.get(`${parent}.${field.name}`)?.assumedSize === undefined)
      .map(({ parent, field }) => `${parent}.${field.name}`);
    expect(unsized).toEqual([]);
  });

  it('weighs the nested connections that cost an upstream call per parent object', () => {
    expect(directives.fieldCost.get('Sheet.rows')).toBe(100);
    expect(directives.fieldCost.get('Library.sections')).toBe(100);
    expect(directives.fieldCost.get('Query.sheets')).toBeUndefined();
    // Assets of rows, sheets and projects come from one index per request, not one call per parent.
    expect(directives.fieldCost.get('Row.assets')).toBeUndefined();
  });
});

describe('the tour and benchmark queries', () => {
  it('are all within the default limits', () => {
    const measured = measureQueries({});
    expect(measured.filter((q) => q.source === 'tour').length).toBeGreaterThanOrEqual(14);
    expect(measured.filter((q) => q.source === 'bench').length).toBeGreaterThanOrEqual(7);
    for (const q of measured) {
      expect({
        name: q.name,
        within:
          q.depth <= q.limits.maxDepth &&
          q.aliases <= q.limits.maxAliases &&
          q.directives <= q.limits.maxDirectives &&
          q.tokens <= q.limits.maxTokens &&
          q.cost <= q.limits.maxCost,
      }).toEqual({ name: q.name, within: true });
    }
  });
});
