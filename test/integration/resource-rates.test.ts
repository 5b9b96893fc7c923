// Bill rates through the graph: account defaults (read-only), project and phase rates with the copy
// rules (projects copy the account's, members get rates matched by role and discipline, a phase uses
// its parent's or has its own copy), and updateProjectBillRate with its refusals.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addUserRatesToProject,
  accountRates,
  copyAccountRatesToProject,
  ratesForProject,
  removeProjectRates,
} from '../../emulators/resource-planning/store/rates.js';
import { buildResourcePlanningData } from '../../emulators/resource-planning/data/data.js';
import { ResourcePlanningStore } from '../../emulators/resource-planning/store/store.js';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { BillRatesFieldsFragment, UpdateProjectBillRateInput } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs, routes, writes as writesOf } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { nonEmpty, ofType, present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import type { RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalIn } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
let projects: RpProject[];
beforeAll(async () => {
  projects = await rpAll<RpProject>(stack.emulators, '/projects?with_phases=true&with_archived=true');
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const calls = () => callsOf(stack.emulators.resourcePlanning);
const writes = () => writesOf(stack.emulators.resourcePlanning);

graphql(`
  fragment BillRatesFields on BillRate {
    id
    billRateId: backendId
    rate {
      amount
      currencyCode
    }
    level
    roleId
    person {
      personId: backendId
    }
    discipline {
      name
    }
    project {
      projectId: backendId
    }
    phase {
      phaseId: backendId
    }
  }
`);
const PROJECT_AND_ACCOUNT = graphql(`
  query BillRatesProjectAndAccount($id: ID!) {
    project(id: $id) {
      billRates(first: 500) {
        edges {
          node {
            ...BillRatesFields
          }
        }
      }
    }
    billRates(first: 100) {
      edges {
        node {
          ...BillRatesFields
        }
      }
    }
  }
`);
const PHASE = graphql(`
  query BillRatesPhase($id: ID!) {
    node(id: $id) {
      __typename
      ... on Phase {
        useParentBillRates
        billRates(first: 500) {
          edges {
            node {
              ...BillRatesFields
            }
          }
        }
        project {
          billRates(first: 500) {
            edges {
              node {
                ...BillRatesFields
              }
            }
          }
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation BillRatesUpdate($input: UpdateProjectBillRateInput!) {
    updateProjectBillRate(input: $input) {
      billRate {
        billRateId: backendId
        rate {
          amount
          currencyCode
        }
        level
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

type Rate = BillRatesFieldsFragment;
const nodes = (connection: { edges: Array<{ node: Rate }> } | null | undefined): Rate[] =>
  present(connection, 'the connection').edges.map((e) => e.node);
/** A record the test needs from the reference data. */
const find = <T>(list: readonly T[], accept: (item: T) => boolean, label: string): T =>
  present(list.find(accept), label);

/** The best non-person rate for a role and discipline, as the service matches them. */
function expectedRate(
  rates: readonly Rate[],
  roleId: string | null | undefined,
  discipline: string | null,
): Rate['rate'] | undefined {
  const score = (r: Rate): number => (r.roleId ? 2 : 0) + (r.discipline ? 1 : 0);
  const fits = rates.filter(
    (r) => !r.person && (!r.roleId || r.roleId === roleId) && (!r.discipline || r.discipline.name === discipline),
  );
  return fits.sort((a, b) => score(b) - score(a))[0]?.rate;
}

describe('reads', () => {
  it('lists the account rates, resolving disciplines, and reads any rate by id', async () => {
    const ACCOUNT = graphql(`
      query BillRatesAccount {
        billRates(first: 100) {
          edges {
            node {
              ...BillRatesFields
            }
          }
          pageInfo {
            hasNextPage
          }
        }
      }
    `);
    const rates = nodes(dataOf(await run(ACCOUNT)).billRates);
    const direct = await rpAll<RpRecord>(stack.emulators, '/bill_rates');
    expect(rates.map((r) => r.billRateId)).toEqual(direct.map((r) => String(r.id)));
    expect(rates.every((r) => r.level === 'ACCOUNT' && r.project === null && r.person === null)).toBe(true);
    expect(rates.filter((r) => r.discipline).map((r) => r.discipline?.name)).toEqual([
      'Delivery',
      'Design',
      'Engineering',
      'Finance',
      'Marketing',
      'Operations',
    ]);
    const first = present(rates[0]);
    const ONE = graphql(`
      query BillRatesOne($id: ID!, $missing: ID!) {
        billRate(id: $id) {
          rate {
            amount
            currencyCode
          }
          level
        }
        missing: billRate(id: $missing) {
          rate {
            amount
            currencyCode
          }
        }
      }
    `);
    const one = await run(ONE, { id: first.id, missing: '999' });
    expect(one.data).toEqual({ billRate: { rate: first.rate, level: 'ACCOUNT' }, missing: null });
    expect((await calls()).filter((c) => c.template === '/bill_rates/{bill_rate_id}')).toHaveLength(2);
  });

  it("a project's rates copy the account's, and each member's rate matches role and discipline", async () => {
    const data = dataOf(await run(PROJECT_AND_ACCOUNT, { id: '500001' }));
    const rates = nodes(present(data.project).billRates);
    const account = nodes(data.billRates);
    const copies = rates.filter((r) => !r.person);
    const shape = (r: Rate): string => `${JSON.stringify(r.rate)}/${r.roleId}/${r.discipline?.name ?? null}`;
    expect(copies.map(shape)).toEqual(account.map(shape));
    expect(copies.every((r) => r.level === 'PROJECT' && r.project?.projectId === '500001')).toBe(true);
    expect(new Set(copies.map((r) => r.billRateId)).size).toBe(copies.length);
    const personal = rates.filter((r) => r.person);
    for (const rate of nonEmpty(personal))
      expect(rate.rate).toEqual(expectedRate(copies, rate.roleId, rate.discipline?.name ?? null));
    const copy = present(copies[0]);
    const PROJECT_RATE = graphql(`
      query BillRatesProjectRate($id: ID!, $rate: ID!, $foreign: ID!) {
        project(id: $id) {
          billRate(id: $rate) {
            billRateId: backendId
          }
          other: billRate(id: $foreign) {
            billRateId: backendId
          }
        }
      }
    `);
    const one = await run(PROJECT_RATE, { id: '500001', rate: copy.id, foreign: present(account[0]).id });
    expect(one.data?.project).toEqual({ billRate: { billRateId: copy.billRateId }, other: null });
    expect(
      (await calls())
        .filter((c) => c.template === '/projects/{project_id}/bill_rates/{bill_rate_id}')
        .map((c) => c.status),
    ).toEqual([200, 404]);
  });

  it("a phase shows its parent's rates when it uses them, and its own copy otherwise", async () => {
    const sharing = find(
      projects,
      (p) => p.parent_id !== null && p.use_parent_bill_rates === true && !p.archived,
      "a phase using its project's rates",
    );
    const own = find(
      projects,
      (p) => p.parent_id !== null && !p.use_parent_bill_rates && !p.archived,
      'a phase with its own rates',
    );
    const a = ofType(dataOf(await run(PHASE, { id: globalId('Phase', sharing.id) })).node, 'Phase');
    expect(a.useParentBillRates).toBe(true);
    expect(nodes(a.billRates).map((r) => r.billRateId)).toEqual(
      nodes(present(a.project).billRates).map((r) => r.billRateId),
    );
    const b = ofType(dataOf(await run(PHASE, { id: globalId('Phase', own.id) })).node, 'Phase');
    const phaseRates = nodes(b.billRates);
    const parentRates = nodes(present(b.project).billRates);
    expect(
      phaseRates.every(
        (r) =>
          r.level === 'PHASE' && r.phase?.phaseId === String(own.id) && r.project?.projectId === String(own.parent_id),
      ),
    ).toBe(true);
    expect(phaseRates.map((r) => `${JSON.stringify(r.rate)}/${r.roleId}/${r.person?.personId}`)).toEqual(
      parentRates.map((r) => `${JSON.stringify(r.rate)}/${r.roleId}/${r.person?.personId}`),
    );
    expect(phaseRates.some((r) => parentRates.some((p) => p.billRateId === r.billRateId))).toBe(false);
  });
});

describe('copy rules on projects created through the graph', () => {
  it('a new project has the account rates and a rate for its owner, matched by role and discipline', async () => {
    const CREATE_PROJECT = graphql(`
      mutation BillRatesCreateProject($input: CreateProjectInput!) {
        createProject(input: $input) {
          project {
            projectId: backendId
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const created = dataOf(
      await run(CREATE_PROJECT, {
        input: {
          name: 'Rate Check',
          startsAt: '2027-01-04',
          endsAt: '2027-03-26',
          ownerId: globalId('Person', 300105),
        },
      }),
    );
    const id = present(created.createProject?.project).projectId;
    const result = dataOf(await run(PROJECT_AND_ACCOUNT, { id }));
    const rates = nodes(present(result.project).billRates);
    const shape = (r: Rate): string => `${JSON.stringify(r.rate)}/${r.roleId}/${r.discipline?.name ?? null}`;
    const copies = rates.filter((r) => !r.person);
    expect(copies.map(shape)).toEqual(nodes(result.billRates).map(shape));
    const owner = rates.filter((r) => r.person);
    expect(owner.map((r) => r.person?.personId)).toEqual(['300105']);
    const ownerRate = present(owner[0]);
    expect(ownerRate.rate).toEqual(expectedRate(copies, ownerRate.roleId, ownerRate.discipline?.name ?? null));
  });
});

describe('updateProjectBillRate', () => {
  const update = (input: UpdateProjectBillRateInput) => run(UPDATE, { input });

  it("changes a project rate only: the account default and the phases' copies keep theirs", async () => {
    const project = find(
      projects,
      (p) =>
        p.parent_id === null && !p.archived && projects.some((x) => x.parent_id === p.id && !x.use_parent_bill_rates),
      'a project with a phase of its own rates',
    );
    const phase = find(
      projects,
      (p) => p.parent_id === project.id && !p.use_parent_bill_rates,
      'its phase with its own rates',
    );
    const [rates, phaseRates, account] = await Promise.all([
      rpAll<RpRecord>(stack.emulators, `/projects/${project.id}/bill_rates`),
      rpAll<RpRecord>(stack.emulators, `/projects/${phase.id}/bill_rates`),
      rpAll<RpRecord>(stack.emulators, '/bill_rates'),
    ]);
    const target = find(
      rates,
      (r) => r.user_id === null && r.role_id === null && r.discipline_id === null,
      "the project's general rate",
    );
    await resetAllLogs(stack.emulators);
    const result = dataOf(
      await update({ projectId: globalId('Project', project.id), billRateId: String(target.id), rate: 155.5 }),
    );
    expect(result.updateProjectBillRate?.billRate).toEqual({
      billRateId: String(target.id),
      rate: match.objectContaining({ amount: 155.5 }),
      level: 'PROJECT',
    });
    expect(routes(await writes())).toEqual(['PUT /projects/{project_id}/bill_rates/{bill_rate_id}']);
    expect((await rpAll<RpRecord>(stack.emulators, '/bill_rates')).map((r) => r.rate)).toEqual(
      account.map((r) => r.rate),
    );
    expect((await rpAll<RpRecord>(stack.emulators, `/projects/${phase.id}/bill_rates`)).map((r) => r.rate)).toEqual(
      phaseRates.map((r) => r.rate),
    );
  });

  it("refuses a phase that uses its parent's rates, before any write", async () => {
    const phase = find(
      projects,
      (p) => p.parent_id !== null && p.use_parent_bill_rates === true && !p.archived,
      "a phase using its project's rates",
    );
    const rate = present((await rpAll<RpRecord>(stack.emulators, `/projects/${phase.id}/bill_rates`))[0]);
    await resetAllLogs(stack.emulators);
    const result = await update({ projectId: globalId('Phase', phase.id), billRateId: String(rate.id), rate: 1 });
    refusalIn(result, { code: 'INVALID', field: ['input', 'projectId'] });
    expect(refusalIn(result, {}).message).toMatch(/uses its project's bill rates/);
    expect(await writes()).toHaveLength(0);
    expect(present((await rpAll<RpRecord>(stack.emulators, `/projects/${phase.id}/bill_rates`))[0]).rate).toBe(
      rate.rate,
    );
  });

  it('refuses an archived project and a negative rate before any write', async () => {
    const archived = find(projects, (p) => p.parent_id === null && p.archived, 'an archived project');
    const rate = present((await rpAll<RpRecord>(stack.emulators, `/projects/${archived.id}/bill_rates`))[0]);
    await resetAllLogs(stack.emulators);
    const a = await update({ projectId: String(archived.id), billRateId: String(rate.id), rate: 99 });
    refusalIn(a, { code: 'CONFLICT', field: ['input', 'projectId'] });
    const b = await update({ projectId: '500001', billRateId: String(rate.id), rate: -5 });
    refusalIn(b, { code: 'INVALID', field: ['input', 'rate'] });
    expect(await writes()).toHaveLength(0);
    expect((await calls()).filter((c) => c.template !== '/projects/{project_id}')).toHaveLength(0);
  });

  it('account rates cannot be changed: the graph has no such mutation and a project path refuses them', async () => {
    const MUTATION_FIELDS = graphql(`query BillRatesMutationFields { __type(name: "Mutation") { fields { name } } }`);
    const fields = present(present(dataOf(await run(MUTATION_FIELDS)).__type, 'the Mutation type').fields);
    const names = fields.map((f) => f.name).filter((n) => /billrate/i.test(n));
    expect(names).toEqual(['updateProjectBillRate']);
    const account = present((await rpAll<RpRecord>(stack.emulators, '/bill_rates'))[0]);
    await resetAllLogs(stack.emulators);
    const result = await update({ projectId: '500001', billRateId: String(account.id), rate: 1 });
    refusalIn(result, { code: 'NOT_FOUND' });
    expect(present((await rpAll<RpRecord>(stack.emulators, '/bill_rates'))[0]).rate).toBe(account.rate);
  });
});

describe('copy rules the project and assignment writes call (emulator module)', () => {
  it('a new project copies the account rates; a joining user gets one matched rate per rate holder', () => {
    const store = new ResourcePlanningStore(buildResourcePlanningData());
    const project = find(
      store.projects,
      (p) => p.parent_id === null && store.phases(p.id).some((ph) => !ph.use_parent_bill_rates),
      'a project with a phase of its own rates',
    );
    removeProjectRates(store, project.id);
    for (const phase of store.phases(project.id)) removeProjectRates(store, phase.id);
    const copied = copyAccountRatesToProject(store, project.id);
    expect(copied.map((r) => [r.rate, r.role_id, r.discipline_id])).toEqual(
      accountRates(store).map((r) => [r.rate, r.role_id, r.discipline_id]),
    );
    expect(copyAccountRatesToProject(store, project.id)).toHaveLength(0);
    const ownPhases = store.phases(project.id).filter((p) => !p.use_parent_bill_rates);
    for (const phase of ownPhases) expect(copyAccountRatesToProject(store, phase.id)).toHaveLength(copied.length);
    const user = find(
      store.users,
      (u) => !ratesForProject(store, project.id).some((r) => r.user_id === u.id),
      'a user without rates on the project',
    );
    const created = addUserRatesToProject(store, project.id, user.id);
    expect(created.map((r) => r.assignable_id)).toEqual([project.id, ...ownPhases.map((p) => p.id)]);
    const joined = present(created[0]);
    const disciplineRate = find(
      copied,
      (r) => r.discipline_id === joined.discipline_id && r.role_id === null,
      "the discipline's rate",
    ).rate;
    const roleRate = copied.find((r) => r.role_id !== null && r.role_id === joined.role_id)?.rate;
    expect(joined.rate).toBe(roleRate ?? disciplineRate);
    expect(addUserRatesToProject(store, project.id, user.id)).toHaveLength(0);
  });
});
