// The static cost estimate against the worked examples of Apollo Router's demand-control
// documentation and the rules of its static estimate (lists multiply, mutations add 10, inputs count).
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { estimateCost } from '../../src/security/cost.js';

// The bookstore of the demand-control documentation ("Calculating cost", "Customizing cost", "Handling list fields").
const bookstoreSdl = `
  directive @cost(weight: Int!) on ARGUMENT_DEFINITION | ENUM | FIELD_DEFINITION | INPUT_FIELD_DEFINITION | OBJECT | SCALAR
  directive @listSize(assumedSize: Int, slicingArguments: [String!], sizedFields: [String!], requireOneSlicingArgument: Boolean = true) on FIELD_DEFINITION
  type Query {
    book(id: ID): Book
    bestsellers: [Book] @listSize(assumedSize: 5)
    newestAdditions(after: ID, limit: Int!): [Book] @listSize(slicingArguments: ["limit"])
    unsized: [Book]
  }
  type Book { title: String author: Author publisher: Publisher }
  type Author { name: String }
  type Publisher { name: String address: Address }
  type Address @cost(weight: 5) { zipCode: Int! }
`;
const bookstore = buildSchema(bookstoreSdl);

const book = 'title author { name } publisher { name address { zipCode } }';
const cost = (query: string, variables: Record<string, unknown> = {}, defaultListSize = 10): number =>
  estimateCost(bookstore, parse(query), { defaultListSize }, undefined, variables);

describe('the documented examples', () => {
  it('costs 4 for one book with its author, publisher and address, and 8 once the address weighs 5', () => {
    const unweighted = buildSchema(bookstoreSdl.replace('type Address @cost(weight: 5)', 'type Address'));
    expect(estimateCost(unweighted, parse(`{ book(id: 1) { ${book} } }`), { defaultListSize: 10 })).toBe(4);
    expect(cost(`{ book(id: 1) { ${book} } }`)).toBe(8);
  });

  it('costs 40 for the bestsellers: 5 books (assumedSize) of 8 each', () => {
    expect(cost(`{ bestsellers { ${book} } }`)).toBe(40);
  });

  it('costs 24 for newestAdditions(limit: 3) and 56 for limit 7, also when the limit is a variable', () => {
    expect(cost(`{ newestAdditions(limit: 3) { ${book} } }`)).toBe(24);
    expect(cost(`{ newestAdditions(limit: 7) { ${book} } }`)).toBe(56);
    expect(cost(`query N($n: Int!) { newestAdditions(limit: $n) { ${book} } }`, { n: 7 })).toBe(56);
  });

  it('sizes a list without @listSize by the configured default list size', () => {
    expect(cost(`{ unsized { ${book} } }`, {}, 10)).toBe(80);
    expect(cost(`{ unsized { ${book} } }`, {}, 3)).toBe(24);
  });
});

const graph = buildSchema(`
  directive @cost(weight: Int!) on ARGUMENT_DEFINITION | ENUM | FIELD_DEFINITION | INPUT_FIELD_DEFINITION | OBJECT | SCALAR
  directive @listSize(assumedSize: Int, slicingArguments: [String!], sizedFields: [String!], requireOneSlicingArgument: Boolean = true) on FIELD_DEFINITION
  type Query {
    things(first: Int, last: Int, after: String): ThingConnection @listSize(slicingArguments: ["first", "last"], sizedFields: ["edges"], requireOneSlicingArgument: false)
    strict(first: Int, last: Int): ThingConnection @listSize(slicingArguments: ["first", "last"], sizedFields: ["edges"])
    nodes(ids: [ID!]!): [Thing]! @listSize(assumedSize: 100)
    tags: [String!]!
  }
  type Mutation { createThing(input: CreateThingInput!): CreateThingPayload }
  input CreateThingInput { name: String parts: [PartInput!] }
  input PartInput { label: String }
  type CreateThingPayload { thing: Thing }
  type ThingConnection { edges: [ThingEdge!]! totalCount: Int }
  type ThingEdge { cursor: String! node: Thing! }
  type Thing {
    id: ID!
    name: String
    children(first: Int, last: Int): ThingConnection @listSize(slicingArguments: ["first", "last"], sizedFields: ["edges"], requireOneSlicingArgument: false) @cost(weight: 100)
  }
`);

const graphCost = (
  query: string,
  variables: Record<string, unknown> = {},
  options: { maxListSize?: number } = {},
): number =>
  estimateCost(
    graph,
    parse(query),
    { defaultListSize: 20, ...options, sizeFromListArgument: { 'Query.nodes': 'ids' } },
    undefined,
    variables,
  );

describe('connections', () => {
  it('passes first down to the edges: the connection 1, each edge and node 1', () => {
    expect(graphCost('{ things(first: 3) { totalCount edges { cursor node { id name } } } }')).toBe(1 + 3 * 2);
  });

  it('takes the default page size without first or last, and the larger of the two when both are given', () => {
    expect(graphCost('{ things { edges { node { id } } } }')).toBe(1 + 20 * 2);
    expect(graphCost('{ things(first: 2, last: 9) { edges { node { id } } } }')).toBe(1 + 9 * 2);
  });

  it('never takes a page longer than the largest page allowed', () => {
    expect(graphCost('{ things(first: 100000) { edges { node { id } } } }', {}, { maxListSize: 500 })).toBe(
      1 + 500 * 2,
    );
  });

  it('multiplies down nested connections, with the @cost of a connection fetched per parent', () => {
    // 1 + 500 × (edge 1 + node 1 + children 100 + 500 × (edge 1 + node 1))
    expect(
      graphCost('{ things(first: 500) { edges { node { children(first: 500) { edges { node { id } } } } } } }'),
    ).toBe(1 + 500 * (2 + 100 + 500 * 2));
    expect(
      graphCost(
        `
          query Q($n: Int) {
            things(first: $n) {
              edges {
                node {
                  children(first: $n) {
                    edges {
                      node {
                        id
                      }
                    }
                  }
                }
              }
            }
          }
        `,
        { n: 3 },
      ),
    ).toBe(1 + 3 * (2 + 100 + 3 * 2));
  });

  it('refuses a field that requires exactly one slicing argument when it has none', () => {
    expect(() => graphCost('{ strict { edges { node { id } } } }')).toThrow(/exactly one of first, last/);
    expect(graphCost('{ strict(first: 4) { edges { node { id } } } }')).toBe(1 + 4 * 2);
  });
});

describe('everything else the router counts', () => {
  it('adds 10 for a mutation and 1 for each input object it is given, literal or variable', () => {
    // 10 + payload 1 + thing 1 + input 1 + 2 parts
    expect(
      graphCost(`
        mutation {
          createThing(input: {name: "a", parts: [{label: "x"}, {label: "y"}]}) {
            thing {
              id
            }
          }
        }
      `),
    ).toBe(15);
    expect(
      graphCost('mutation M($i: CreateThingInput!) { createThing(input: $i) { thing { id } } }', {
        i: { name: 'a', parts: [{ label: 'x' }, { label: 'y' }] },
      }),
    ).toBe(15);
  });

  it('costs nothing for scalars, lists of scalars, __typename and skipped or excluded fields', () => {
    expect(graphCost('{ tags __typename }')).toBe(0);
    expect(
      graphCost(
        `
          query Q($no: Boolean!) {
            a: things(first: 5) @skip(if: true) {
              totalCount
            }
            b: things(first: 5) @include(if: $no) {
              totalCount
            }
          }
        `,
        { no: false },
      ),
    ).toBe(0);
  });

  it('counts fragments and inline fragments like the selections they stand for', () => {
    const plain = graphCost('{ things(first: 2) { edges { node { id children(first: 3) { totalCount } } } } }');
    expect(
      graphCost(`
        {
          things(first: 2) {
            edges {
              ...E
            }
          }
        }

        fragment E on ThingEdge {
          node {
            ... on Thing {
              id
              children(first: 3) {
                totalCount
              }
            }
          }
        }
      `),
    ).toBe(plain);
  });

  it('sizes the refetch list by the ids the request names', () => {
    expect(graphCost('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3);
    expect(graphCost('query N($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ['a', 'b'] })).toBe(2);
  });
});
