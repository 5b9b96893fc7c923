// The compiled executor against graphql-js, the reference implementation: every document here must
// get the same answer (data and errors) from both, including the corners where graphql-jit differs on
// its own (defaults of non-null variables, input objects, errors' extensions).
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecutor, compiledOperations } from '../../src/server/compiled-execution.js';
import { present } from '../helpers/present.js';

class CodedError extends Error {
  readonly extensions = { code: 'UPSTREAM_ERROR', upstream: { status: 500 } };
}

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    interface Node {
      id: ID!
    }
    type Sheet implements Node {
      id: ID!
      name: String!
      rows(first: Int = 2, level: Level = SUMMARY): [Row!]!
      failing: String
      failingPlain: String
      failingRequired: String!
    }
    type Row implements Node {
      id: ID!
      rowNumber: Int!
      level: Level!
    }
    enum Level {
      SUMMARY
      DETAIL
    }
    input RowsInput {
      sheetId: ID!
      level: Level! = DETAIL
    }
    type Query {
      node(id: ID!): Node
      sheet(id: ID! = "s1"): Sheet
      sheets(ids: [ID!]!): [Sheet]
    }
    type Mutation {
      addRows(input: RowsInput!): [Row!]!
    }
  `,
  resolvers: {
    // Internal enum values unlike their names: a compiled document must still take and give names.
    Level: { SUMMARY: 1, DETAIL: 2 },
    Node: { __resolveType: (node: { rowNumber?: number }) => (node.rowNumber === undefined ? 'Sheet' : 'Row') },
    Query: {
      node: (_: unknown, { id }: { id: string }) => (id.startsWith('r') ? row(id, 1) : sheet(id)),
      sheet: (_: unknown, { id }: { id: string }) => sheet(id),
      sheets: (_: unknown, { ids }: { ids: string[] }) => ids.map((id) => (id === 'gone' ? null : sheet(id))),
    },
    Sheet: {
      rows: (s: { id: string }, { first, level }: { first: number; level: number }) =>
        Array.from({ length: first }, (_, i) => row(`${s.id}-r${i}`, level)),
      failing: () => Promise.reject(new CodedError('the attachments read failed')),
      failingPlain: () => {
        throw new Error('a plain failure');
      },
      failingRequired: () => {
        throw new CodedError('the name read failed');
      },
    },
    Mutation: {
      addRows: (_: unknown, { input }: { input: { sheetId: string; level: number } }) => [
        row(`${input.sheetId}-new`, input.level),
      ],
    },
  },
});

function sheet(id: string) {
  return { id, name: `Sheet ${id}` };
}

function row(id: string, level: number) {
  return { id, rowNumber: Number(id.length), level };
}

/** What a client sees of an answer: data, and each error's message, path, locations and extensions. */
function seen(result: ExecutionResult): { data: unknown; errors?: GraphQLFormattedError[] } {
  return {
    data: result.data,
    ...(result.errors ? { errors: result.errors.map((e) => ({ ...e.toJSON() })) } : {}),
  };
}

/** graphql-js's answer, the reference. */
async function byGraphqlJs(query: string, variables: Record<string, unknown>): Promise<ExecutionResult> {
  return execute({ schema, document: parse(query), variableValues: variables, contextValue: {} });
}

async function byCompiled(query: string, variables: Record<string, unknown>): Promise<ExecutionResult> {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('one operation per document here');
  const request = {
    document,
    operation,
    operationName: operation.name?.value ?? null,
    request: { query, variables },
    context: {},
  } as unknown as GatewayGraphQLRequestContext;
  // Compiled on the first run: the answer compared is the compiled function's.
  return compiledExecutor(schema, { compileOnRun: 1, maxCompiledDocuments: 10 })(request);
}

const DOCUMENTS: Array<[string, string, Record<string, unknown>]> = [
  ['a default of a non-null variable', 'query A($id: ID! = "s9") { sheet(id: $id) { id name } }', {}],
  ['a given variable over its default', 'query A($id: ID! = "s9") { sheet(id: $id) { id } }', { id: 's3' }],
  ['argument defaults and enum values', '{ sheet { rows { id level } } }', {}],
  [
    'an enum variable',
    'query A($level: Level) { sheet { rows(first: 3, level: $level) { level rowNumber } } }',
    { level: 'DETAIL' },
  ],
  [
    'abstract types',
    '{ a: node(id: "r12") { __typename id ... on Row { rowNumber } } b: node(id: "s2") { __typename } }',
    {},
  ],
  ['a nullable field that fails', '{ sheet { id failing } }', {}],
  ['a non-null field that fails nulls its parent', '{ sheet { id failingRequired } }', {}],
  [
    'a list with a null item and a failure in each item',
    'query L($ids: [ID!]!) { sheets(ids: $ids) { id failing } }',
    { ids: ['s1', 'gone', 's2'] },
  ],
  ['a list variable given as one value', 'query L($ids: [ID!]!) { sheets(ids: $ids) { id } }', { ids: 's1' }],
  [
    'a mutation with an input default',
    'mutation M($input: RowsInput!) { addRows(input: $input) { id level } }',
    { input: { sheetId: 's1' } },
  ],
];

describe('the compiled executor answers as graphql-js does', () => {
  for (const [name, query, variables] of DOCUMENTS) {
    it(name, async () => {
      expect(seen(await byCompiled(query, variables))).toEqual(seen(await byGraphqlJs(query, variables)));
    });
  }

  it('refuses bad variables with graphql-js’s errors, which Apollo reports as BAD_USER_INPUT', async () => {
    const query = 'query A($id: ID!, $level: Level) { sheet(id: $id) { rows(level: $level) { id } } }';
    const result = await byCompiled(query, { level: 'NONE' });
    const operation = getOperationAST(parse(query));
    const expected = getVariableValues(schema, operation?.variableDefinitions ?? [], { level: 'NONE' }).errors;
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((e) => e.message)).toEqual(expected?.map((e) => e.message));
    expect(result.errors?.every((e) => e.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION)).toBe(true);
  });

  it('keeps a resolver’s error as the original error of a graphql-js GraphQLError', async () => {
    const result = await byCompiled('{ sheet { failing } }', {});
    const [error] = result.errors ?? [];
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error?.originalError).toBeInstanceOf(CodedError);
    expect(error?.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstream: { status: 500 } });
  });

  it('gives an error without extensions an empty extensions object, as graphql-js does (Apollo reads its code)', async () => {
    const [error] = (await byCompiled('{ sheet { failingPlain } }', {})).errors ?? [];
    const [reference] = (await byGraphqlJs('{ sheet { failingPlain } }', {})).errors ?? [];
    expect(reference?.extensions).toEqual({});
    expect(error?.extensions).toEqual({});
  });
});

describe('which operations are compiled, and when', () => {
  /** Whether the next run of `document` is compiled, by `compiledFor`. */
  const compiledRun = (compiledFor: ReturnType<typeof compiledOperations>, document: DocumentNode): boolean => {
    const operation = getOperationAST(document);
    if (!operation) throw new Error('one operation per document here');
    return compiledFor(document, operation, operation.name?.value ?? null) !== null;
  };
  const compiled = (query: string): boolean =>
    compiledRun(compiledOperations(schema, { compileOnRun: 1, maxCompiledDocuments: 10 }), parse(query));

  it('compiles queries, with variables of scalar, enum and list types', () => {
    expect(compiled('{ sheet { id } }')).toBe(true);
    expect(
      compiled(
        'query A($id: ID!, $l: Level, $ids: [ID!]) { sheet(id: $id) { rows(level: $l) { id } } sheets(ids: $ids) { id } }',
      ),
    ).toBe(true);
  });

  it('leaves mutations and input-object variables to graphql-js', () => {
    expect(compiled('mutation M { addRows(input: { sheetId: "s1" }) { id } }')).toBe(false);
    expect(compiled('query A($i: RowsInput) { sheet { id } }')).toBe(false);
  });

  it('by default interprets a document’s first run and compiles it on its second', () => {
    const compiledFor = compiledOperations(schema);
    const document = parse('{ sheet { id } }');
    expect([compiledRun(compiledFor, document), compiledRun(compiledFor, document)]).toEqual([false, true]);
    // A new document each time is never compiled.
    expect(compiledRun(compiledFor, parse('{ sheet { name } }'))).toBe(false);
  });

  it('compiles nothing with compileOnRun 0 (QUERY_COMPILE_ON_RUN=0)', () => {
    const compiledFor = compiledOperations(schema, { compileOnRun: 0, maxCompiledDocuments: 10 });
    const document = parse('{ sheet { id } }');
    expect([1, 2, 3].map(() => compiledRun(compiledFor, document))).toEqual([false, false, false]);
  });

  it('holds at most maxCompiledDocuments compiled, dropping the one run least recently', () => {
    const compiledFor = compiledOperations(schema, { compileOnRun: 2, maxCompiledDocuments: 2 });
    const [a, b, c] = ['{ sheet { id } }', '{ sheet { name } }', '{ node(id: "s1") { id } }'].map((q) => parse(q));
    for (const document of [a, a, b, b, a, c, c]) compiledRun(compiledFor, present(document));
    // a was run after b, so c took b's place: a and c are still compiled, b starts over (interpreted).
    expect([a, c, b].map((document) => compiledRun(compiledFor, present(document)))).toEqual([true, true, false]);
  });
});
