// Replays the vendor's 80 work-management mock scenarios (test/fixtures/wm-scenarios) against the
// emulator: ids mapped onto demo data, then status, key sets and value types compared, and
// errorCode/detail for the 400 cases. Prints which pass; the sheet-content scenarios must all pass.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkManagementEmulator } from '../../emulators/work-management/index.js';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { LosslessNumber } from 'lossless-json';
import { direct, directUrl, type DirectReply } from '../helpers/direct.js';
import { present } from '../helpers/present.js';
import type {
  WmAnswer,
  WmAutomationRule,
  WmColumn,
  WmRow,
  WmSheet,
  ExactId,
  WmIndexPage,
} from '../helpers/rest-shapes.js';

/** A parsed JSON value (integers beyond 2^53 as their decimal text). */
type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

const isRecord = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path of object keys, undefined where the path leaves the objects. */
function field(value: JsonValue | undefined, ...path: string[]): JsonValue | undefined {
  let at = value;
  for (const key of path) at = isRecord(at) ? at[key] : undefined;
  return at;
}

/** A JSON scalar as text (an id, a code); a structure as its JSON. */
const textOf = (value: JsonValue | undefined): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** Scenario id (as text) -> demo id; an id a lookup did not find stays unmapped. */
type IdMap = Record<string, string | undefined>;

interface Scenario {
  scenario: string;
  request: {
    method: string;
    urlPath: string;
    queryParameters?: Record<string, string>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  response: { status: number; jsonBody?: JsonValue };
}

const scenarios = JSON.parse(
  readFileSync(new URL('../fixtures/wm-scenarios/scenarios.json', import.meta.url), 'utf8'),
) as Scenario[];

/** The scenarios of the sheet-content area (rows, row move/copy, cells, columns, automation, images): all must pass. */
const CONTENT_AREA = new Set(
  scenarios
    .map((s) => s.scenario)
    .filter(
      (name) =>
        /^(Add Rows|Update Rows|Update Column|.*Automation Rule|(Move|Copy) row to another sheet)/.test(name) ||
        [
          'Serialization - Column',
          'Serialization - Predecessor',
          'Serialization - Image',
          'Serialization - Image Urls',
          'Serialization - BulkFailure',
          'Serialization - Rows',
          'Serialization - Cell Link',
        ].includes(name),
    ),
);

let wm: RunningEmulator;
/** Scenario id (as text) -> demo id, per scenario. */
let maps: Map<string, IdMap>;

/**
 * An answer as the comparison reads it: ids beyond 2^53 as their exact decimal text (which `kind`
 * counts as numbers), an empty body as undefined.
 */
function comparable(reply: DirectReply): JsonValue | undefined {
  return reply.text === '' ? undefined : decimalText(reply.body);
}

function decimalText(value: unknown): JsonValue {
  if (value instanceof LosslessNumber) return value.toString();
  if (Array.isArray(value)) return value.map(decimalText);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decimalText(item)]));
  return value as JsonValue;
}

/** Ids of the search results of one object type. */
type SearchResults = { results: Array<{ objectType: string; objectId: ExactId }> };
const resultIds = (search: SearchResults | undefined, objectType: string): string[] =>
  present(search)
    .results.filter((r) => r.objectType === objectType)
    .map((r) => String(r.objectId));

async function setup(): Promise<Map<string, IdMap>> {
  await directUrl('PUT', `${wm.controlUrl}/config`, Buffer.from(JSON.stringify({ rateLimits: { general: 0 } })));
  const sheets = present(
    (await direct<WmIndexPage<{ id: ExactId; name: string }>>(wm, 'GET', '/sheets?includeAll=true')).body,
  ).data;
  const sheetNamed = (name: string): { id: ExactId; name: string } =>
    present(
      sheets.find((s) => s.name === name),
      name,
    );
  const read = async (name: string): Promise<{ id: string; col: Record<string, string>; rows: string[] }> => {
    const sheet = present((await direct<WmSheet>(wm, 'GET', `/sheets/${sheetNamed(name).id}?level=2`)).body);
    const col = Object.fromEntries(sheet.columns.map((c) => [c.title, String(c.id)]));
    return { id: String(sheet.id), col, rows: sheet.rows.map((r) => String(r.id)) };
  };
  const R = await read('Programme Risks');
  const P = await read('Programme Plan');
  const other = String(sheetNamed('Incident Log').id);
  const allReports = resultIds((await direct<SearchResults>(wm, 'GET', '/search?query=report')).body, 'report');
  // Seeds: a numeric "Column2" for the formula scenarios, a scratch column for the column updates, an image.
  const added = present(
    (
      await direct<WmAnswer<Array<WmColumn>>>(wm, 'POST', `/sheets/${R.id}/columns`, [
        { title: 'Column2', type: 'TEXT_NUMBER', index: 2 },
        { title: 'Scratch', type: 'TEXT_NUMBER', index: 3 },
      ])
    ).body?.result,
  );
  const [column2, scratch] = added.map((c) => String(c.id));
  await direct(
    wm,
    'PUT',
    `/sheets/${R.id}/rows`,
    [3, 4].map((n) => ({ id: R.rows[n - 1], cells: [{ columnId: column2, value: n + 2 }] })),
  );
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DwHw4YGBgYAEf5BfubV6N5AAAAAElFTkSuQmCC',
    'base64',
  );
  const image = await direct<WmAnswer<WmRow>>(
    wm,
    'POST',
    `/sheets/${R.id}/rows/${R.rows[0]}/columns/${column2}/cellimages`,
    png,
    { headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="puppy.png"' } },
  );
  const imageRow = present(image.body.result);
  const imageId = String(present(imageRow.cells.find((c) => String(c.columnId) === column2)?.image).id);
  const rules = present(
    (
      await Promise.all(
        sheets.map(async (s) => ({
          s,
          rules:
            (await direct<WmIndexPage<WmAutomationRule>>(wm, 'GET', `/sheets/${s.id}/automationrules`)).body?.data ??
            [],
        })),
      )
    ).find((x) => x.rules[0]?.action.type === 'NOTIFICATION_ACTION' && x.rules[0].enabled),
  );
  const text: IdMap = { 1: R.id, 101: R.col.Risk, 102: R.col.Mitigation, 10: R.rows[0], 11: R.rows[1] };
  const m = new Map<string, IdMap>();
  for (const s of scenarios) if (/^(Add|Update) Rows/.test(s.scenario)) m.set(s.scenario, text);
  m.set('Add Rows - Assign Values - Hyperlink SheetID', { ...text, 2: P.id, 3: other });
  m.set('Update Rows - Assign Values - Hyperlink SheetID', { ...text, 2: P.id, 3: other });
  m.set('Add Rows - Assign Values - Hyperlink ReportID', { ...text, 9: allReports[0], 8: allReports.at(-1) });
  m.set('Update Rows - Assign Values - Hyperlink ReportID', { ...text, 9: allReports[0], 8: allReports.at(-1) });
  m.set('Add Rows - Invalid - Assign Hyperlink URL and SheetId', { ...text, 2: P.id });
  m.set('Update Rows - Invalid - Assign Hyperlink URL and SheetId', { ...text, 2: P.id });
  // The clear scenarios empty row 10's first cell before the move scenarios run: those move a row with values.
  m.set('Update Rows - Location - Top', { ...text, 10: R.rows[2] });
  m.set('Update Rows - Location - Bottom', { ...text, 10: R.rows[2] });
  m.set('Update Rows - Clear Value - Checkbox', { 1: R.id, 101: R.col.Mitigated, 10: R.rows[0] });
  m.set('Update Rows - Clear Value - Predecessor List', { 1: P.id, 123: P.col.Predecessors, 10: P.rows[5] });
  m.set('Update Rows - Invalid - Assign Hyperlink and Cell Link', {
    ...text,
    2: P.id,
    20: P.rows[0],
    201: P.col['Task Name'],
  });
  m.set('Add Rows - Assign Object Value - Predecessor List', { 1: P.id, 101: P.col.Predecessors, 10: P.rows[0] });
  m.set('Add Rows - Assign Object Value - Predecessor List (using floats)', {
    1: P.id,
    101: P.col.Predecessors,
    10: P.rows[0],
  });
  m.set('Serialization - Predecessor', { 1: P.id, 2: P.col.Predecessors, 3: P.rows[0] });
  m.set('Serialization - BulkFailure', { 1: R.id, 2: R.col.Risk });
  m.set('Serialization - Rows', {
    1: P.id,
    2: P.col['Task Name'],
    3: P.col.Notes,
    5: P.col.Budget,
    4: R.id,
    6: allReports[0],
  });
  m.set('Serialization - Cell Link', {
    1: R.id,
    2: R.rows[1],
    3: R.col.Mitigation,
    4: P.id,
    5: P.rows[0],
    6: P.col['Task Name'],
  });
  m.set('Serialization - Image', { 1: R.id, 2: R.rows[0], 6: column2 });
  m.set('Serialization - Image Urls', { abc: imageId });
  m.set('Serialization - Column', { 1: R.id });
  m.set('Update Column - Change Type - Picklist', { 123: R.id, 234: scratch });
  m.set('Update Column - Change Type - Contact List', { 123: R.id, 234: scratch });
  for (const name of [
    'List Automation Rules',
    'Get Automation Rule',
    'Update Automation Rule',
    'Delete Automation Rule',
  ])
    m.set(name, { 324: String(rules.s.id), 284: String(present(rules.rules[0]).id) });
  const ops = await read('Steering Decisions');
  m.set('Move row to another sheet', {
    1228520367122308: R.id,
    1765250516182916: R.rows.at(-1),
    799249123305348: ops.id,
  });
  m.set('Copy row to another sheet', {
    1228520367122308: R.id,
    2891150423025540: R.rows.at(-2),
    799249123305348: ops.id,
  });
  // Ids for the other areas' scenarios, so that they resolve once those routes exist.
  const me = present((await direct<{ id: ExactId }>(wm, 'GET', '/users/me')).body);
  const sights = resultIds((await direct<SearchResults>(wm, 'GET', '/search?query=dashboard')).body, 'sight');
  const folders = resultIds((await direct<SearchResults>(wm, 'GET', '/search?query=a')).body, 'folder');
  for (const name of [
    'Serialization - Attachment',
    'Serialization - Share',
    'Serialization - Send via Email',
    'Serialization - Row Email',
    'Serialization - Update Request',
    'Serialization - Sheet Settings',
    'Serialization - Cross Sheet Reference',
  ])
    m.set(name, { 1: R.id, 2: R.rows[0] });
  m.set('Serialization - Discussion', { 1: R.id, 2: R.rows[0] });
  m.set('Serialization - Sent Update Requests', { 1: R.id });
  m.set('Serialization - AlternateEmail', { 1: String(me.id) });
  m.set('Serialization - Container Destination', { 1: folders[0] });
  m.set('Serialization - Report', { 1: allReports[0] });
  for (const name of ['Get Sight', 'Copy Sight']) m.set(name, { 52: sights[0], 484: folders[0] });
  for (const name of ['Update Sight', 'Set Sight Publish Status', 'Get Sight Publish Status'])
    m.set(name, { 812: sights[1] ?? sights[0] });
  m.set('Delete Sight', { 700: sights.at(-1) });
  m.set('Assume User - Can Be Set', {
    123: R.id,
    'john.doe%40smartsheet.com': encodeURIComponent('ada.adler@example.com'),
  });
  return m;
}

const ID_KEYS = new Set([
  'rowIds',
  'id',
  'columnId',
  'rowId',
  'sheetId',
  'reportId',
  'sightId',
  'siblingId',
  'parentId',
  'imageId',
  'destinationId',
]);

/** The request body with ids replaced through the map (only keys that hold ids). */
function mapBody(value: unknown, map: IdMap, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => mapBody(v, map, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapBody(v, map, k)]));
  if (ID_KEYS.has(key) && (typeof value === 'number' || typeof value === 'string') && map[String(value)] !== undefined)
    return `@@${map[String(value)]}@@`;
  return value;
}

const kind = (v: unknown) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'string' && /^-?\d{16,19}$/.test(v)
        ? 'number'
        : typeof v;

/** Key sets and value types of `expected` found in `actual`; array items matched by mapped columnId, else by position. */
function compare(
  expected: JsonValue | undefined,
  actual: JsonValue | undefined,
  map: IdMap,
  path: string,
  problems: string[],
): void {
  if (expected === null) return;
  if (kind(expected) !== kind(actual)) {
    problems.push(`${path}: expected ${kind(expected)}, got ${kind(actual)}`);
    return;
  }
  if (Array.isArray(expected)) {
    // Same kind: actual is an array too.
    const items = Array.isArray(actual) ? actual : [];
    if (expected.length > 0 && items.length === 0) problems.push(`${path}: expected items, got none`);
    expected.forEach((item, i) => {
      if (isRecord(item) && 'columnId' in item) {
        const mapped = map[textOf(item.columnId)];
        if (mapped === undefined) return;
        const match = items.find((a) => textOf(field(a, 'columnId')) === mapped);
        if (!match) problems.push(`${path}: no cell for column ${textOf(item.columnId)}`);
        else compare(item, match, map, `${path}[col ${textOf(item.columnId)}]`, problems);
      } else if (i < items.length) compare(item, items[i], map, `${path}[${i}]`, problems);
    });
    return;
  }
  if (isRecord(expected) && isRecord(actual)) {
    for (const [key, value] of Object.entries(expected)) {
      if (!(key in actual)) problems.push(`${path}.${key}: missing`);
      else compare(value, actual[key], map, `${path}.${key}`, problems);
    }
  }
}

async function replay(s: Scenario): Promise<string[]> {
  const map = maps.get(s.scenario) ?? {};
  const path = s.request.urlPath
    .split('/')
    .map((part) => map[part] ?? part)
    .join('/');
  const query = new URLSearchParams(s.request.queryParameters ?? {}).toString();
  const headers = Object.fromEntries(
    Object.entries(s.request.headers ?? {})
      .filter(([k]) => k.toLowerCase() !== 'content-type')
      .map(([k, v]) => [k, map[v] ?? v]),
  );
  const body =
    s.request.body === undefined
      ? undefined
      : JSON.stringify(mapBody(s.request.body, map))
          .replace(/"@@(\d+)@@"/g, '$1')
          .replace(/@@([^@]+)@@/g, '$1');
  const reply = await direct(wm, s.request.method, `${path}${query ? `?${query}` : ''}`, body, { headers });
  const [status, json] = [reply.status, comparable(reply)];
  const problems: string[] = [];
  if (status !== s.response.status)
    return [`status ${status} (${JSON.stringify(json)?.slice(0, 160)}), expected ${s.response.status}`];
  const expected = s.response.jsonBody;
  if (status === 400) {
    const [code, expectedCode] = [field(json, 'errorCode'), field(expected, 'errorCode')];
    if (code !== expectedCode) problems.push(`errorCode ${textOf(code)}, expected ${textOf(expectedCode)}`);
    if (field(expected, 'detail')) {
      const [index, expectedIndex] = [field(json, 'detail', 'index'), field(expected, 'detail', 'index')];
      if (index !== expectedIndex) problems.push(`detail.index ${textOf(index)}, expected ${textOf(expectedIndex)}`);
      // New rows have no id yet: a POST's detail names only the index.
      const [rowId, expectedRowId] = [field(json, 'detail', 'rowId'), field(expected, 'detail', 'rowId')];
      if (expectedRowId !== undefined && s.request.method !== 'POST' && textOf(rowId) !== map[textOf(expectedRowId)])
        problems.push(`detail.rowId ${textOf(rowId)}`);
    }
    return problems;
  }
  compare(expected, json, map, '$', problems);
  return problems;
}

describe('vendor scenario replay', () => {
  const results = new Map<string, string[]>();
  beforeAll(async () => {
    wm = await startWorkManagementEmulator();
    maps = await setup();
    for (const s of scenarios) results.set(s.scenario, await replay(s));
    const passed = [...results].filter(([, p]) => p.length === 0);
    console.log(`wm-scenarios: ${passed.length}/${scenarios.length} pass`);
    for (const [name, problems] of results)
      if (problems.length > 0) console.log(`  gap: ${name}: ${problems.slice(0, 3).join('; ')}`);
  }, 60_000);
  afterAll(async () => {
    await wm?.close();
  });

  it('holds all 80 scenarios', () => {
    expect(scenarios).toHaveLength(80);
  });

  it('passes every scenario of the sheet-content area (rows, cells, columns, automation rules, images)', () => {
    expect(CONTENT_AREA.size).toBe(45);
    const failing = [...CONTENT_AREA]
      .filter((name) => present(results.get(name), name).length > 0)
      .map((name) => `${name}: ${results.get(name)?.join('; ')}`);
    expect(failing).toEqual([]);
  });
});
