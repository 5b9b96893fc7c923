// The Relay compiler (relay-compiler from npm, its own binary) compiles a small Relay app against the
// schema the running gateway prints by introspection; every generated operation text, refetch queries
// through node(id:) included, is then sent as a Relay client sends it and must answer in the shape of
// the artifact's selections; the pagination queries walk their connections to the end.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  buildClientSchema,
  getIntrospectionQuery,
  printSchema,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { match } from '../helpers/matchers.js';
import { daAll, rpAll, wmAll, wmGet } from '../helpers/reference.js';
import type { DaAsset, RpProject, RpRecord, WmSheet } from '../helpers/rest-shapes.js';
import { gqlText } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';
import { checkShape, type NormalizationSelection } from './relay-shape.js';

const stack = useStack();
const fixture = fileURLToPath(new URL('../fixtures/relay-app/', import.meta.url));
const relayBinary = createRequire(import.meta.url)('relay-compiler') as string | null;
/** Relay's generated texts and the introspection query: documents given as text. */
const runText = gqlText(stack);

/** The parts of relay-runtime's ConcreteRequest and ReaderFragment the test reads. */
interface RequestArtifact {
  kind: 'Request';
  fragment: { argumentDefinitions: Array<{ name: string; defaultValue?: unknown }> };
  operation: { selections: NormalizationSelection[] };
  params: { name: string; operationKind: string; text: string };
}
interface FragmentArtifact {
  kind: 'Fragment';
  name: string;
  type: string;
  metadata?: {
    refetch?: {
      operation: RequestArtifact;
      fragmentPathInResult: string[];
      identifierInfo?: { identifierQueryVariableName: string };
      connection?: {
        forward: { count: string; cursor: string } | null;
        backward: { count: string; cursor: string } | null;
        path: string[];
      };
    };
  };
}

let workDir: string;
let schema: GraphQLSchema;

beforeAll(async () => {
  const introspection = await runText<IntrospectionQuery>(getIntrospectionQuery());
  expect(introspection.errors).toBeUndefined();
  schema = buildClientSchema(present(introspection.data));
  // The app is compiled in a scratch copy, against the schema of this very gateway.
  workDir = mkdtempSync(join(tmpdir(), 'relay-app-'));
  cpSync(fixture, workDir, { recursive: true });
  mkdirSync(join(workDir, 'src', '__generated__'), { recursive: true });
  writeFileSync(join(workDir, 'schema.graphql'), printSchema(schema));
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

function runCompiler(...args: string[]): { status: number | null; output: string } {
  if (!relayBinary) throw new Error(`relay-compiler has no binary for ${process.platform} ${process.arch}`);
  const run = spawnSync(relayBinary, args, { cwd: workDir, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}${run.error ? String(run.error) : ''}` };
}

async function loadArtifacts(): Promise<{ requests: RequestArtifact[]; fragments: FragmentArtifact[] }> {
  const dir = join(workDir, 'src', '__generated__');
  const load = async (file: string): Promise<RequestArtifact | FragmentArtifact> =>
    ((await import(pathToFileURL(join(dir, file)).href)) as { default: RequestArtifact | FragmentArtifact }).default;
  const modules = await Promise.all(
    readdirSync(dir)
      .filter((f) => f.endsWith('.graphql.ts'))
      .map(load),
  );
  return {
    requests: modules.filter((m): m is RequestArtifact => m.kind === 'Request'),
    fragments: modules.filter((m): m is FragmentArtifact => m.kind === 'Fragment'),
  };
}

/** The variables Relay sends: the operation's defaults, then the caller's values. */
function relayVariables(request: RequestArtifact, given: Record<string, unknown>): Record<string, unknown> {
  const defaults = Object.fromEntries(
    request.fragment.argumentDefinitions.map((arg) => [arg.name, arg.defaultValue ?? null]),
  );
  return { ...defaults, ...given };
}

/** Sends a generated operation's text and checks the answer against the artifact's selections. */
async function sendAndCheck(request: RequestArtifact, variables: Record<string, unknown>): Promise<unknown> {
  const result = await runText(request.params.text, variables);
  expect(result.errors, `${request.params.name} ${JSON.stringify(variables)}`).toBeUndefined();
  const report = checkShape(schema, 'Query', request.operation.selections, result.data, variables);
  expect(report.problems, request.params.name).toEqual([]);
  expect(report.checkedFields).toBeGreaterThan(3);
  return result.data;
}

/** The value at a path of object keys in an answer, undefined where the path leaves the objects. */
function at(data: unknown, path: string[]): unknown {
  let value = data;
  for (const key of path)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The text at a path (an id), which must be there. */
function textAt(data: unknown, path: string[]): string {
  const value = at(data, path);
  if (typeof value !== 'string') throw new Error(`no text at ${path.join('.')}: ${JSON.stringify(value)}`);
  return value;
}

/** A node of a walked connection: the fields its fragment selects. */
type RelayNode = Record<string, unknown>;

/** A connection of an answer (its shape checked against the schema by sendAndCheck). */
interface RelayConnection {
  edges: Array<{ node: RelayNode }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

function connectionAt(data: unknown, path: string[]): RelayConnection {
  const connection = at(data, path);
  expect(connection, path.join('.')).toMatchObject({ edges: match.any(Array), pageInfo: match.any(Object) });
  return connection as RelayConnection;
}

/** The objects the page query is about, read straight from the backends. */
async function pageQueryVariables(): Promise<{
  sheetId: string;
  projectId: string;
  assetId: string;
  assignmentCount: number;
}> {
  const sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
  const counts = await Promise.all(
    sheets.map(async (s) => ({
      id: String(s.id),
      rows: (await wmGet<WmSheet>(stack.emulators, `/sheets/${s.id}?pageSize=1&page=1`)).totalRowCount as number,
    })),
  );
  const sheet = present(
    counts.find((s) => s.rows >= 60 && s.rows <= 400),
    'a sheet of 60 to 400 rows',
  );
  const project = present((await rpAll<RpProject>(stack.emulators, '/projects'))[0]);
  const assignments = await rpAll<RpRecord>(stack.emulators, `/projects/${project.id}/assignments?with_phases=true`);
  const library = present((await daAll(stack.emulators, '/libraries'))[0]);
  const section = present((await daAll(stack.emulators, `/libraries/${library.id}/sections`))[0]);
  const asset = present((await daAll<DaAsset>(stack.emulators, `/sections/${section.id}/assets`))[0]);
  return {
    sheetId: sheet.id,
    projectId: String(project.id),
    assetId: String(asset.id),
    assignmentCount: assignments.length,
  };
}

describe('a Relay app compiled against the gateway', () => {
  it('compiles without errors, and --validate finds the generated artifacts current', () => {
    const compiled = runCompiler();
    expect(compiled.status, compiled.output).toBe(0);
    const generated = readdirSync(join(workDir, 'src', '__generated__')).sort();
    expect(generated).toEqual(
      expect.arrayContaining([
        'HomePageQuery.graphql.ts',
        'UserCardRefetchQuery.graphql.ts',
        'SheetRowsPaginationQuery.graphql.ts',
        'SheetHistoryPaginationQuery.graphql.ts',
        'SheetListPaginationQuery.graphql.ts',
        'ProjectCardPaginationQuery.graphql.ts',
        'AssetCardRefetchQuery.graphql.ts',
      ]),
    );
    const validated = runCompiler('--validate');
    expect(validated.status, validated.output).toBe(0);
  });

  it('answers every generated query, refetch queries by node(id:) included, in the shape of its selections', async () => {
    const { requests, fragments } = await loadArtifacts();
    expect(requests.map((r) => r.params.name).sort()).toEqual([
      'AssetCardRefetchQuery',
      'HomePageQuery',
      'ProjectCardPaginationQuery',
      'SheetHistoryPaginationQuery',
      'SheetListPaginationQuery',
      'SheetRowsPaginationQuery',
      'UserCardRefetchQuery',
    ]);
    const vars = await pageQueryVariables();
    const home = present(requests.find((r) => r.params.name === 'HomePageQuery'));
    const data = await sendAndCheck(
      home,
      relayVariables(home, { sheetId: vars.sheetId, projectId: vars.projectId, assetId: vars.assetId }),
    );
    // Where each fragment sits in the page query: the object its refetch query asks node(id:) for.
    const idOfType: Record<string, string> = {
      User: textAt(data, ['me', 'id']),
      Sheet: textAt(data, ['sheet', 'id']),
      Project: textAt(data, ['project', 'id']),
      Asset: textAt(data, ['asset', 'id']),
    };
    const refetchable = fragments.filter((f) => f.metadata?.refetch);
    expect(refetchable.map((f) => f.name).sort()).toEqual([
      'AssetCard_asset',
      'ProjectCard_project',
      'SheetHistory_sheet',
      'SheetList_query',
      'SheetRows_sheet',
      'UserCard_user',
    ]);
    for (const fragment of nonEmpty(refetchable)) {
      const refetch = present(fragment.metadata?.refetch);
      const variables = refetch.identifierInfo
        ? { [refetch.identifierInfo.identifierQueryVariableName]: idOfType[fragment.type] }
        : {};
      if (refetch.identifierInfo) expect(refetch.operation.params.text, fragment.name).toMatch(/node\(id: \$id\)/);
      const answer = await sendAndCheck(refetch.operation, relayVariables(refetch.operation, variables));
      if (refetch.identifierInfo) {
        expect(at(answer, ['node', 'id'])).toBe(idOfType[fragment.type]);
        expect(at(answer, ['node', '__typename'])).toBe(fragment.type);
      }
    }
  });

  it('walks each @connection to its end with the generated pagination queries, forwards and backwards', async () => {
    const { requests, fragments } = await loadArtifacts();
    const vars = await pageQueryVariables();
    const home = present(requests.find((r) => r.params.name === 'HomePageQuery'));
    const data = await sendAndCheck(
      home,
      relayVariables(home, { sheetId: vars.sheetId, projectId: vars.projectId, assetId: vars.assetId }),
    );
    const idOfType: Record<string, string> = {
      Sheet: textAt(data, ['sheet', 'id']),
      Project: textAt(data, ['project', 'id']),
    };
    const paginated = fragments.filter((f) => f.metadata?.refetch?.connection);
    expect(paginated.map((f) => f.name).sort()).toEqual([
      'ProjectCard_project',
      'SheetHistory_sheet',
      'SheetList_query',
      'SheetRows_sheet',
    ]);
    const walks: Record<string, RelayNode[]> = {};
    for (const fragment of nonEmpty(paginated)) {
      const refetch = present(fragment.metadata?.refetch);
      const { forward, backward, path } = present(refetch.connection);
      const direction = present(forward ?? backward, `${fragment.name}: a direction`);
      const base = refetch.identifierInfo
        ? { [refetch.identifierInfo.identifierQueryVariableName]: idOfType[fragment.type] }
        : {};
      const nodes: RelayNode[] = [];
      let cursor: string | null = null;
      for (let page = 0; ; page++) {
        expect(page, `${fragment.name} does not end`).toBeLessThan(200);
        // What Relay's loadNext / loadPrevious send: the same variables with the cursor moved on.
        const answer = await sendAndCheck(
          refetch.operation,
          relayVariables(refetch.operation, { ...base, [direction.cursor]: cursor }),
        );
        const connection = connectionAt(answer, [...refetch.fragmentPathInResult, ...path]);
        const pageNodes = connection.edges.map((edge) => edge.node);
        if (forward) nodes.push(...pageNodes);
        else nodes.unshift(...pageNodes);
        const more = forward ? connection.pageInfo.hasNextPage : connection.pageInfo.hasPreviousPage;
        if (!more) break;
        expect(pageNodes.length, fragment.name).toBeGreaterThan(0);
        cursor = forward ? connection.pageInfo.endCursor : connection.pageInfo.startCursor;
      }
      expect(new Set(nodes.map((n) => n.id)).size, fragment.name).toBe(nodes.length);
      walks[fragment.name] = nodes;
    }
    const rows = (await wmGet<WmSheet>(stack.emulators, `/sheets/${vars.sheetId}`)).rows.map((r) => String(r.id));
    const sheetRows = present(walks.SheetRows_sheet);
    expect(sheetRows.map((n) => n.backendId)).toEqual(rows);
    expect(walks.SheetHistory_sheet?.map((n) => n.id)).toEqual(sheetRows.map((n) => n.id));
    expect(walks.SheetList_query).toHaveLength((await wmAll<WmSheet>(stack.emulators, '/sheets')).length);
    expect(walks.ProjectCard_project).toHaveLength(vars.assignmentCount);
  });
});
