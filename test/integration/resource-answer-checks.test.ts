// Resource-planning answers are checked before use (src/datasources/resource-planning/types.ts): an
// answer with a member of the wrong type, a list without its items or an id a double cannot hold is
// an UPSTREAM_ERROR on the field that needed it, never a TypeError, "[object Object]" or a wrong id.
// The emulator's reshapeNext knob changes one member of one answer.
import { afterEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { configureEmulator, useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
const reshape = (method: string, template: string, path: string, value: unknown) =>
  configureEmulator(stack.emulators.resourcePlanning, { reshapeNext: { method, template, path, value } });
afterEach(async () => {
  await configureEmulator(stack.emulators.resourcePlanning, { reshapeNext: null });
});

const PEOPLE = graphql(`
  query AnswerChecksPeople {
    people(first: 2) {
      edges {
        node {
          id
        }
      }
    }
    holidays(first: 1) {
      edges {
        node {
          name
        }
      }
    }
  }
`);

describe('resource-planning answers checked before use', () => {
  it('nulls only the field whose answer has a member of the wrong type', async () => {
    await reshape('GET', '/projects/{project_id}/phases', 'data/0/phase_name', { name: 'not text' });
    const PHASES = graphql(`
      query AnswerChecksPhases {
        projects(first: 2) {
          edges {
            node {
              name
              phases(first: 3) {
                edges {
                  node {
                    phaseName: name
                  }
                }
              }
            }
          }
        }
      }
    `);
    const result = await run(PHASES);
    const projects = present(present(result.data?.projects).edges);
    expect(projects).toHaveLength(2);
    // One project's phases failed; its name, and the other project's phases, are there.
    const failed = projects.filter((e) => e.node.phases === null);
    expect(failed).toHaveLength(1);
    expect(projects.every((e) => typeof e.node.name === 'string')).toBe(true);
    expect(result.errors).toHaveLength(1);
    const [error] = present(result.errors);
    expect(error?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstream: { backend: 'resource-planning' } });
    expect(error?.path).toEqual(['projects', 'edges', projects.indexOf(present(failed[0])), 'node', 'phases']);
    expect(error?.message).toMatch(/a page of projects.*\/data\/0\/phase_name/);
  });

  it('never serves an object where text belongs: the read fails as UPSTREAM_ERROR and its sibling stands', async () => {
    await reshape('GET', '/users/{user_id}', 'email', { address: 'ada@example.com' });
    const PERSON = graphql(`
      query AnswerChecksPerson($id: ID!) {
        person(id: $id) {
          email
        }
        leaveTypes(first: 1) {
          edges {
            node {
              name
            }
          }
        }
      }
    `);
    const result = await run(PERSON, { id: globalId('Person', 300101) });
    expect(result.data?.person).toBeNull();
    expect(result.data?.leaveTypes?.edges).toHaveLength(1);
    expect(JSON.stringify(result)).not.toContain('[object Object]');
    expect(result.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['person'], 'UPSTREAM_ERROR']]);
  });

  it('refuses a list without its items, and an id beyond what a double holds, on their own fields', async () => {
    await reshape('GET', '/users', 'data', null);
    const lists = await run(PEOPLE);
    expect(lists.data?.people).toBeNull();
    expect(lists.data?.holidays?.edges).toHaveLength(1);
    expect(lists.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['people'], 'UPSTREAM_ERROR']]);

    // 2^53 + 1 (written as text here: JSON.stringify would round it) arrives as decimal text, which the
    // JSON reader keeps exact: not an id the graph can hand out.
    const rule =
      '{"reshapeNext": {"method": "GET", "template": "/users", "path": "data/1/id", "value": 9007199254740993}}';
    const configured = await fetch(`${stack.emulators.resourcePlanning.controlUrl}/config`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: rule,
    });
    expect(configured.status).toBe(200);
    const ids = await run(PEOPLE);
    expect(ids.data?.people).toBeNull();
    expect(ids.errors?.[0]?.message).toMatch(/\/data\/1\/id/);
  });
});
