// The benchmark queries, each with the REST calls a careful engineer would make by hand for the
// same answer (the baseline), run level by level with the calls of one level in parallel.
import type { RunningEmulators } from '../emulators/index.js';
import { DEMO_TOKENS } from '../emulators/index.js';
import { parseUpstreamJson } from '../src/datasources/rest-client.js';

export interface BenchQuery {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  /** Does the same work over REST directly; returns the number of calls made. */
  byHand(emulators: RunningEmulators): Promise<number>;
}

const wm = { authorization: `Bearer ${DEMO_TOKENS.workManagement}` };
const rp = { auth: DEMO_TOKENS.resourcePlanning };
const da = { authorization: `Bearer ${DEMO_TOKENS.digitalAsset}` };

async function get(url: string, headers: Record<string, string>): Promise<any> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return parseUpstreamJson(await response.text());
}

export const BENCH_QUERIES: BenchQuery[] = [
  {
    name: 'me and first sheets',
    query: '{ me { email } sheets(first: 3) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }',
    byHand: async (e) => {
      await Promise.all([get(`${e.workManagement.baseUrl}/users/me`, wm), get(`${e.workManagement.baseUrl}/sheets?page=1&pageSize=3`, wm)]);
      return 2;
    },
  },
  {
    name: '50 events with their users',
    query: '{ events(first: 50, since: "2026-10-01T00:00:00Z") { edges { node { eventType timestamp user { name email } } } } }',
    byHand: async (e) => {
      const page = await get(`${e.workManagement.baseUrl}/events?since=2026-10-01T00:00:00Z&maxCount=50`, wm);
      const ids = [...new Set(page.data.map((ev: any) => String(ev.userId)))];
      await Promise.all(ids.map((id) => get(`${e.workManagement.baseUrl}/users/${id}`, wm)));
      return 1 + ids.length;
    },
  },
  {
    name: '100 people with their work-management users',
    query: '{ people(first: 100) { edges { node { displayName email user { name } } } } }',
    byHand: async (e) => {
      const page = await get(`${e.resourcePlanning.baseUrl}/users?page=1&per_page=100`, rp);
      const emails: string[] = page.data.map((p: any) => p.email).filter(Boolean);
      const chunks: string[][] = [];
      for (let i = 0; i < emails.length; i += 50) chunks.push(emails.slice(i, i + 50));
      await Promise.all(chunks.map((c) => get(`${e.workManagement.baseUrl}/users?page=1&pageSize=${c.length}&email=${encodeURIComponent(c.join(','))}`, wm)));
      return 1 + chunks.length;
    },
  },
  {
    name: '100 users with their people',
    query: '{ users(first: 100) { edges { node { email person { displayName role } } } } }',
    byHand: async (e) => {
      await Promise.all([get(`${e.workManagement.baseUrl}/users?page=1&pageSize=100`, wm), get(`${e.resourcePlanning.baseUrl}/users?page=1&per_page=1000`, rp)]);
      return 2;
    },
  },
  {
    name: 'projects with phases and assignments',
    query: '{ projects(first: 10) { edges { node { name phases(first: 10) { edges { node { name } } } assignments(first: 20) { edges { node { startsAt person { displayName } } } } } } } }',
    byHand: async (e) => {
      const projects = await get(`${e.resourcePlanning.baseUrl}/projects?page=1&per_page=11`, rp);
      const ten = projects.data.slice(0, 10);
      const [, assignmentPages] = await Promise.all([
        Promise.all(ten.map((p: any) => get(`${e.resourcePlanning.baseUrl}/projects/${p.id}/phases?page=1&per_page=11`, rp))),
        Promise.all(ten.map((p: any) => get(`${e.resourcePlanning.baseUrl}/projects/${p.id}/assignments?page=1&per_page=21&with_phases=true`, rp))),
      ]);
      const people = [...new Set(assignmentPages.flatMap((a: any) => a.data.slice(0, 20).map((x: any) => x.user_id)).filter((id: unknown) => id != null))];
      await Promise.all(people.map((id) => get(`${e.resourcePlanning.baseUrl}/users/${id}`, rp)));
      return 1 + 20 + people.length;
    },
  },
  {
    name: 'libraries, sections and assets with attachments',
    query: '{ libraries(first: 5) { edges { node { name sections(first: 5) { edges { node { name assets(first: 10) { edges { node { name attachments { filename } } } } } } } } } } }',
    byHand: async (e) => {
      const libraries = await get(`${e.digitalAsset.baseUrl}/libraries?page=1&per=5&include=organization`, da);
      const sections = await Promise.all(libraries.data.map((l: any) => get(`${e.digitalAsset.baseUrl}/libraries/${l.id}/sections?page=1&per=5`, da)));
      const all = sections.flatMap((s: any) => s.data);
      await Promise.all(all.map((s: any) => get(`${e.digitalAsset.baseUrl}/sections/${s.id}/assets?page=1&per=10&include=attachments`, da)));
      return 1 + libraries.data.length + all.length;
    },
  },
];
