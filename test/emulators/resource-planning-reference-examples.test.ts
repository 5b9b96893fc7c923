// The resource-planning emulator answers the requests the vendor's reference shows as curl examples
// (test/fixtures/rp-reference.json, `examples`), sent as curl sends them: the token as the `auth`
// query parameter, bodies as forms. Each of the operations the gateway calls is accepted, and its
// answer agrees with the reference (the contract test's check, the document winning where it speaks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { RESOURCE_PLANNING_TOKEN, startResourcePlanningEmulator } from '../../emulators/resource-planning/index.js';
import { DOCUMENT_WINS } from '../contract/rp-document-wins.js';
import { ContractCheck, GATEWAY_OPERATIONS, reference } from '../contract/rp-reference.js';
import { exchanges, recordExchanges } from '../helpers/exchanges.js';
import { nonEmpty, present } from '../helpers/present.js';
import type { RpPage, RpRecord } from '../helpers/rest-shapes.js';

let emulator: RunningEmulator;
/**
 * Demo ids by the collection a path segment names. A create replaces the id of a collection whose
 * later examples change or delete a record (a phase can be deleted only without assignments); the
 * assignment examples act on a demo assignment whose mode is percent, as the update example's
 * `percent` alone asks (Document 3 pairs each allocation mode with its value property).
 */
const ids = new Map<string, number>();

const get = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${emulator.baseUrl}${path}`, { headers: { auth: RESOURCE_PLANNING_TOKEN } })).json()) as T;

beforeAll(async () => {
  emulator = await startResourcePlanningEmulator();
  // A project with phases, one of its assignments with a person, and that person.
  const projects = (await get<RpPage>('/projects?with_phases=true&per_page=1000')).data;
  const withPhases = (id: unknown) =>
    projects.some((p) => p.id === id && p.parent_id === null && !p.archived) &&
    projects.some((p) => p.parent_id === id);
  const assignment = present(
    (await get<RpPage>('/assignments?per_page=1000')).data.find(
      (a) => a.user_id !== null && a.allocation_mode === 'percent' && withPhases(a.assignable_id),
    ),
  );
  const project = Number(assignment.assignable_id);
  const leave = present((await get<RpPage>('/leave_types')).data[0]).id;
  ids.set('users', Number(assignment.user_id));
  ids.set('projects', project);
  ids.set('assignments', assignment.id);
  ids.set('phases', present(projects.find((p) => p.parent_id === project)).id);
  ids.set(
    'budget_items',
    present((await get<RpPage>(`/projects/${project}/budget_items?item_type=TimeFees`)).data[0]).id,
  );
  ids.set('placeholder_resources', present((await get<RpPage>('/placeholder_resources')).data[0]).id);
  ids.set('leave_types', leave);
  ids.set('assignables', leave);
  await recordExchanges(emulator, true);
});
afterAll(async () => {
  await emulator?.close();
});

const REPLACED_BY_CREATES = ['phases', 'budget_items', 'placeholder_resources'];

/** What the reference's placeholders stand for, in bodies and queries. */
const VALUES: Record<string, string> = {
  '<leave_id>': 'leave_types',
  '<YEAR-MO-DAY>': '2025-01-06',
  '<hours>': '4',
  '<DECIMAL>': '0.5',
  '<description>': 'Reviewed',
};

/** The example's URL with demo ids for its id segments and the demo token for `auth`. */
function urlOf(written: string): string {
  const [path, query = ''] = written.replace(/^\/api\/v1/, '').split('?') as [string, string?];
  const segments = path.split('/');
  const filled = segments.map((segment, i) => {
    if (!/^(<[^>]*>|\[[^\]]*\]|:[a-z_]+|\d+|[a-z_]*_id)$/.test(segment)) return segment;
    return String(present(ids.get(present(segments[i - 1])), `a demo id for ${segments[i - 1]}`));
  });
  const params = new URLSearchParams(query);
  if (params.has('auth')) params.set('auth', RESOURCE_PLANNING_TOKEN);
  const search = params.toString();
  return `${filled.join('/')}${search ? `?${search}` : ''}`;
}

function formOf(written: string): string {
  return written
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [key, value = ''] = pair.split('=') as [string, string?];
      const demo = VALUES[value];
      return `${key}=${demo === undefined ? value : (ids.get(demo)?.toString() ?? demo)}`;
    })
    .join('&');
}

/** The examples of operations the gateway calls, in the order the reference shows them. */
const examples = reference.examples.filter((e) => {
  const path = e.url.split('?')[0]!.replace(/^\/api\/v1/, '');
  const key = `${e.method} ${path.replace(/\/(<[^>]*>|\[[^\]]*\]|\d+|[a-z_]*_id)(?=\/|$)/g, '/{}')}`;
  return GATEWAY_OPERATIONS.includes(key);
});

describe("the reference's curl examples, sent to the emulator", () => {
  it('covers examples of reads and writes', () => {
    expect(examples.length).toBeGreaterThan(30);
    expect(new Set(examples.map((e) => e.method))).toEqual(new Set(['GET', 'POST', 'PUT', 'DELETE']));
  });

  it('accepts each one and answers as the reference documents', async () => {
    const statuses: string[] = [];
    for (const example of nonEmpty(examples)) {
      const url = urlOf(example.url);
      const form = example.form === null ? undefined : formOf(example.form);
      // curl sends the token where the example puts it: in the query when it has `auth=`, else the header.
      const headers: Record<string, string> = {
        ...(url.includes('auth=') ? {} : { auth: RESOURCE_PLANNING_TOKEN }),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      };
      const response = await fetch(`${emulator.baseUrl}${url}`, { method: example.method, headers, body: form });
      const text = await response.text();
      const collection = url.split('?')[0]!.split('/').at(-1)!;
      if (example.method === 'POST' && response.ok && REPLACED_BY_CREATES.includes(collection))
        ids.set(collection, (JSON.parse(text) as RpRecord).id);
      statuses.push(
        `${example.at} ${example.method} ${url.replace(RESOURCE_PLANNING_TOKEN, 'TOKEN')} ${response.status}`,
      );
    }
    expect(statuses.filter((s) => !/ 20[04]$/.test(s))).toEqual([]);
    const check = new ContractCheck(DOCUMENT_WINS);
    for (const exchange of await exchanges(emulator)) check.checkExchange(exchange);
    expect(check.disagreements()).toEqual([]);
  });
});
