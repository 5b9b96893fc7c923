// The benchmark queries. Each has a hand-written client that makes the optimal REST calls for the same
// answer, level by level with every call of a level in parallel; its call count is the minimum, and
// `minimum` says why.
import { DEMO_TOKENS } from '../emulators/index.js';
import { toGlobalId } from '../src/relay/global-id.js';
import { callBackend, createRowsSheet } from './big-sheet.js';
import { gqlText } from '../test/helpers/gql.js';
import type {
  DaCustomFieldValue,
  DaList,
  DaNamed,
  DaResource,
  RpAssignment,
  RpList,
  RpPerson,
  WmEventsPage,
  WmSheet,
} from './peer/bodies.js';

/**
 * Gateway settings the queries need: the whole-sheet query asks for every row of a 2,172-row sheet
 * in one page, as a grid view does, which the default MAX_PAGE_SIZE (500) refuses. The benchmark
 * client sends no credentials and drives thousands of requests from one address: the gateway serves
 * it with the service credentials and without a per-caller limit.
 */
export const BENCH_GATEWAY_ENV = {
  MAX_PAGE_SIZE: '2500',
  SERVICE_CREDENTIAL_CALLERS: 'anyone',
  CALLER_RATE_LIMIT: '0',
};

/** The emulators as the queries reach them: by their base URLs (in this process or another). */
export type EmulatorUrls = Record<'workManagement' | 'resourcePlanning' | 'digitalAsset', { baseUrl: string }>;

export interface BenchQuery {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  /** Why the hand-written client's calls are the minimum. */
  minimum: string;
  /** Does the same work over REST directly; returns the number of calls made. */
  byHand(emulators: EmulatorUrls): Promise<number>;
  /** For walks: the variables of the next request after `data`, or null at the end. */
  next?: (data: unknown) => Record<string, unknown> | null;
}

const wm = { authorization: `Bearer ${DEMO_TOKENS.workManagement}` };
const rp = { auth: DEMO_TOKENS.resourcePlanning };
const da = { authorization: `Bearer ${DEMO_TOKENS.digitalAsset}` };

/** A GET of a body of type `T` (as the backend's documents describe it). */
const get = <T = unknown>(url: string, headers: Record<string, string>): Promise<T> => callBackend<T>(url, { headers });

/** A list of work-management ids (sheets, users, rows). */
type WmIds = Array<{ id: number | string }>;

/** Where a walk's page leaves off, as the query asks for it. */
interface WalkPage {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Ids the queries need, read (or made) once from the emulators. */
export interface BenchSample {
  bigSheetId: string;
  /** A sheet made for the walk, and its number of rows. */
  walkSheet: { id: string; rows: number };
  mixedReferences: Array<{ __typename: string; id: string }>;
}

/** Reads the ids; then makes the walk's sheet of `walkRows` rows (best with no emulator latency). */
export async function loadSample(e: EmulatorUrls, { walkRows }: { walkRows: number }): Promise<BenchSample> {
  const sheets = (await get<{ data: WmIds }>(`${e.workManagement.baseUrl}/sheets?includeAll=true`, wm)).data;
  const sizes = await Promise.all(
    sheets.map(async (s) => ({
      id: String(s.id),
      rows: (await get<WmSheet>(`${e.workManagement.baseUrl}/sheets/${String(s.id)}?page=1&pageSize=1`, wm))
        .totalRowCount,
    })),
  );
  const big = sizes.reduce((a, b) => (b.rows > a.rows ? b : a));
  const rows = (await get<WmSheet>(`${e.workManagement.baseUrl}/sheets/${big.id}?page=1&pageSize=25`, wm)).rows ?? [];
  const users = (await get<{ data: WmIds }>(`${e.workManagement.baseUrl}/users?page=1&pageSize=25`, wm)).data;
  const people = (await get<RpList<RpPerson>>(`${e.resourcePlanning.baseUrl}/users?page=1&per_page=25`, rp)).data;
  const [library] = (await get<DaList<DaNamed>>(`${e.digitalAsset.baseUrl}/libraries?per=1`, da)).data;
  if (!library) throw new Error('the digital-asset emulator has no library');
  const assetsPath = `/libraries/${library.id}/assets?per=25`;
  const assets = (await get<DaList<DaNamed>>(`${e.digitalAsset.baseUrl}${assetsPath}`, da)).data;
  return {
    bigSheetId: big.id,
    walkSheet: { id: await createRowsSheet(e.workManagement, walkRows), rows: walkRows },
    mixedReferences: [
      ...rows.map((r) => ({ __typename: 'Row', id: toGlobalId('Row', big.id, r.id) })),
      ...users.map((u) => ({ __typename: 'User', id: toGlobalId('User', u.id) })),
      ...people.map((p) => ({ __typename: 'Person', id: toGlobalId('Person', p.id) })),
      ...assets.map((a) => ({ __typename: 'Asset', id: toGlobalId('Asset', a.id) })),
    ],
  };
}

/** Walks a page-numbered list to its end, `size` at a time; returns the number of calls. */
async function walkPages(
  url: (page: number) => string,
  headers: Record<string, string>,
  more: (body: WmSheet, page: number) => boolean,
): Promise<number> {
  for (let page = 1; ; page++) {
    const body = await get<WmSheet>(url(page), headers);
    if (!more(body, page)) return page;
  }
}

/** Runs a benchmark query through a gateway (a walk: every page); throws on GraphQL errors; returns the last data. */
export async function runBenchQuery(url: string, bench: BenchQuery): Promise<unknown> {
  let variables: Record<string, unknown> | null = bench.variables ?? {};
  let data: unknown;
  while (variables) {
    const result = await gqlText(url)(bench.query, variables);
    if (result.errors) throw new Error(`${bench.name}: ${JSON.stringify(result.errors).slice(0, 300)}`);
    data = result.data;
    variables = bench.next ? bench.next(data) : null;
  }
  return data;
}

export function benchQueries(sample: BenchSample): BenchQuery[] {
  return [
    {
      name: 'events with users and objects',
      query: `{ events(first: 50, since: "2026-10-15T00:00:00Z") { edges { node { eventType user { name }
        object { __typename ... on Sheet { sheetName: name } ... on User { userName: name } ... on Workspace { workspaceName: name } } } } } }`,
      minimum:
        'one events page, then in parallel one read per distinct user (no multi-get by id) and per distinct sheet, workspace or user the events are about',
      byHand: async (e) => {
        const page = await get<WmEventsPage>(
          `${e.workManagement.baseUrl}/events?since=2026-10-15T00:00:00Z&maxCount=50`,
          wm,
        );
        const users = new Set<string>();
        const sheets = new Set<string>();
        const workspaces = new Set<string>();
        for (const ev of page.data) {
          if (ev.userId != null) users.add(String(ev.userId));
          const id = String(ev.objectIdStr ?? ev.objectId);
          if (ev.objectType === 'USER') users.add(id);
          if (ev.objectType === 'SHEET') sheets.add(id);
          if (ev.objectType === 'WORKSPACE') workspaces.add(id);
        }
        await Promise.all([
          ...[...users].map((id) => get(`${e.workManagement.baseUrl}/users/${id}`, wm).catch(() => null)),
          ...[...sheets].map((id) =>
            get(`${e.workManagement.baseUrl}/sheets/${id}?page=1&pageSize=1`, wm).catch(() => null),
          ),
          ...[...workspaces].map((id) =>
            get(`${e.workManagement.baseUrl}/workspaces/${id}/metadata`, wm).catch(() => null),
          ),
        ]);
        return 1 + users.size + sheets.size + workspaces.size;
      },
    },
    {
      name: '2,000-row sheet: every row with creators and linked assets',
      query: `query S($id: ID!) { sheet(id: $id) { name rows(first: 2500) { edges { node { rowNumber createdBy { name }
        assets(first: 5) { edges { node { name } } } } } } } }`,
      variables: { id: sample.bigSheetId },
      minimum:
        "one read of the whole sheet (Get Sheet pages only when asked; the sheet itself comes with its rows), and in parallel the asset index: the library list, then one asset page per library (assets name their rows in custom fields; nothing filters by them). The gateway's join index makes that scan once per credential: after the first request, the gateway reads only the sheet (bench/join-index.ts)",
      byHand: async (e) => {
        const [, libraries] = await Promise.all([
          get(`${e.workManagement.baseUrl}/sheets/${sample.bigSheetId}?level=2&include=objectValue,writerInfo`, wm),
          get<DaList<DaNamed>>(`${e.digitalAsset.baseUrl}/libraries?page=1&per=3000&include=organization`, da),
        ]);
        await Promise.all(
          libraries.data.map((l) =>
            get(
              `${e.digitalAsset.baseUrl}/libraries/${l.id}/assets?page=1&per=3000&include=attachments,tags,custom_fields`,
              da,
            ),
          ),
        );
        return 2 + libraries.data.length;
      },
    },
    {
      name: 'projects with assignments, people and their work-management profiles',
      query: `{ projects(first: 10) { edges { node { name assignments(first: 20) { edges { node { startsAt
        person { displayName user { name email } } } } } } } } }`,
      minimum:
        'one project page; one assignment page per project; one scan of the people list, archived people included (any batch of people); one users-by-email call per 50 emails',
      byHand: async (e) => {
        const projects = await get<RpList<{ id: number }>>(
          `${e.resourcePlanning.baseUrl}/projects?page=1&per_page=11&fields=custom_field_values`,
          rp,
        );
        const [pages, people] = await Promise.all([
          Promise.all(
            projects.data
              .slice(0, 10)
              .map((p) =>
                get<RpList<RpAssignment>>(
                  `${e.resourcePlanning.baseUrl}/projects/${p.id}/assignments?page=1&per_page=21&with_phases=true`,
                  rp,
                ),
              ),
          ),
          get<RpList<RpPerson>>(`${e.resourcePlanning.baseUrl}/users?page=1&per_page=1000&with_archived=true`, rp),
        ]);
        const byId = new Map(people.data.map((p) => [p.id, p]));
        const emails = [
          ...new Set(
            pages.flatMap((page) =>
              page.data
                .slice(0, 20)
                .map((a) => byId.get(a.user_id)?.email)
                .filter((email): email is string => Boolean(email)),
            ),
          ),
        ];
        const chunks: string[][] = [];
        for (let i = 0; i < emails.length; i += 50) chunks.push(emails.slice(i, i + 50));
        await Promise.all(
          chunks.map((c) =>
            get(
              `${e.workManagement.baseUrl}/users?page=1&pageSize=${c.length}&email=${encodeURIComponent(c.join(','))}`,
              wm,
            ),
          ),
        );
        return 1 + pages.length + 1 + chunks.length;
      },
    },
    {
      name: 'library -> sections -> assets -> linked sheets and rows',
      query: `{ libraries(first: 3) { edges { node { name sections(first: 3) { edges { node { name assets(first: 10) { edges { node { name
        sheet { name } row { rowNumber } } } } } } } } } } }`,
      minimum:
        'the library page; one section page per library; one asset page per section; then one read per distinct linked sheet and one rows-by-id read per sheet',
      byHand: async (e) => {
        const libraries = await get<DaList<DaNamed>>(
          `${e.digitalAsset.baseUrl}/libraries?page=1&per=3&include=organization`,
          da,
        );
        const sections = (
          await Promise.all(
            libraries.data.map((l) =>
              get<DaList<DaNamed>>(`${e.digitalAsset.baseUrl}/libraries/${l.id}/sections?page=1&per=3`, da),
            ),
          )
        ).flatMap((s) => s.data);
        const assetPages = await Promise.all(
          sections.map((s) =>
            get<DaList<DaResource>>(
              `${e.digitalAsset.baseUrl}/sections/${s.id}/assets?page=1&per=10&include=custom_fields`,
              da,
            ),
          ),
        );
        const rowsBySheet = new Map<string, Set<string>>();
        for (const page of assetPages) {
          const fields = new Map(
            (page.included ?? [])
              .filter((i) => i.attributes.key)
              .map((i) => [i.id, i.attributes as unknown as DaCustomFieldValue]),
          );
          for (const asset of page.data) {
            const refs = asset.relationships?.custom_field_values?.data;
            const values = (Array.isArray(refs) ? refs : [])
              .map((r) => fields.get(r.id))
              .filter((v) => v !== undefined);
            const sheet = values.find((v) => v.key === 'sheet_id')?.value;
            const row = values.find((v) => v.key === 'row_id')?.value;
            if (sheet) rowsBySheet.set(sheet, new Set([...(rowsBySheet.get(sheet) ?? []), ...(row ? [row] : [])]));
          }
        }
        await Promise.all(
          [...rowsBySheet].flatMap(([sheet, rows]) => [
            get(`${e.workManagement.baseUrl}/sheets/${sheet}?page=1&pageSize=1`, wm),
            ...(rows.size
              ? [get(`${e.workManagement.baseUrl}/sheets/${sheet}?rowIds=${[...rows].join(',')}`, wm)]
              : []),
          ]),
        );
        return (
          1 +
          libraries.data.length +
          sections.length +
          [...rowsBySheet.values()].reduce((n, rows) => n + 1 + (rows.size ? 1 : 0), 0)
        );
      },
    },
    {
      name: 'federation _entities: 100 mixed references',
      query: 'query E($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Node { id } } }',
      variables: { r: sample.mixedReferences },
      minimum:
        '25 rows of one sheet: one rows-by-id read; 25 people: one scan of the people list; 25 users and 25 assets: one read each (neither API has a multi-get by id)',
      byHand: async (e) => {
        const parts = (type: string) =>
          sample.mixedReferences
            .filter((r) => r.__typename === type)
            .map((r) => Buffer.from(r.id, 'base64url').toString().split(':').slice(1));
        const rows = parts('Row').map((p) => p[1]);
        await Promise.all([
          get(`${e.workManagement.baseUrl}/sheets/${sample.bigSheetId}?rowIds=${rows.join(',')}`, wm),
          get(`${e.resourcePlanning.baseUrl}/users?page=1&per_page=1000&with_archived=true`, rp),
          ...parts('User').map((p) => get(`${e.workManagement.baseUrl}/users/${p[0]}`, wm)),
          ...parts('Asset').map((p) =>
            get(
              `${e.digitalAsset.baseUrl}/assets/${decodeURIComponent(p[0] as string)}?include=attachments,tags,custom_fields`,
              da,
            ),
          ),
        ]);
        return 2 + parts('User').length + parts('Asset').length;
      },
    },
    {
      name: 'paginated walk: every event of the stream (6,000)',
      query:
        'query W($after: String) { events(first: 500, after: $after, since: "2020-01-01T00:00:00Z") { edges { node { backendId } } pageInfo { hasNextPage endCursor } } }',
      next: (data) => {
        const { events } = data as { events: WalkPage };
        return events.pageInfo.hasNextPage ? { after: events.pageInfo.endCursor } : null;
      },
      minimum: 'one stream page per 500 events',
      byHand: async (e) => {
        let calls = 0;
        let url = `${e.workManagement.baseUrl}/events?since=2020-01-01T00:00:00Z&maxCount=500`;
        for (;;) {
          const page = await get<WmEventsPage>(url, wm);
          calls++;
          if (!page.moreAvailable) return calls;
          url = `${e.workManagement.baseUrl}/events?streamPosition=${encodeURIComponent(page.nextStreamPosition ?? '')}&maxCount=500`;
        }
      },
    },
    {
      name: `paginated walk: every row of a ${sample.walkSheet.rows.toLocaleString('en-US')}-row sheet`,
      query:
        'query W($id: ID!, $after: String) { sheet(id: $id) { rows(first: 500, after: $after) { edges { node { rowNumber } } pageInfo { hasNextPage endCursor } } } }',
      variables: { id: sample.walkSheet.id },
      next: (data) => {
        const { rows } = (data as { sheet: { rows: WalkPage } }).sheet;
        return rows.pageInfo.hasNextPage ? { id: sample.walkSheet.id, after: rows.pageInfo.endCursor } : null;
      },
      minimum:
        'one sheet page per 500 rows (each page carries the sheet itself), one after the other as the client pages',
      byHand: (e) =>
        walkPages(
          (p) => `${e.workManagement.baseUrl}/sheets/${sample.walkSheet.id}?page=${p}&pageSize=500`,
          wm,
          (body, p) => p * 500 < body.totalRowCount,
        ),
    },
  ];
}
