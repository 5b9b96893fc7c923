// Availabilities through the graph: a person's blocks, refetch by global id, create/update/delete,
// the checks (dates, hours 0-24, no overlap) and that assignments never change with them.
import { beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { CreateAvailabilityInput, UpdateAvailabilityInput } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs, routes, writes as writesOf } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import type { RpRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalIn } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

graphql(`
  fragment AvailabilitiesBlock on Availability {
    id
    availabilityId: backendId
    startsAt
    endsAt
    person {
      personId: backendId
    }
    hours {
      sunday
      monday
      tuesday
      wednesday
      thursday
      friday
      saturday
    }
  }
`);
const NODE = graphql(`
  query AvailabilitiesNode($id: ID!) {
    node(id: $id) {
      ... on Availability {
        availabilityId: backendId
        person {
          personId: backendId
        }
      }
    }
  }
`);
const CREATE = graphql(`
  mutation AvailabilitiesCreate($input: CreateAvailabilityInput!) {
    createAvailability(input: $input) {
      availability {
        ...AvailabilitiesBlock
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation AvailabilitiesUpdate($input: UpdateAvailabilityInput!) {
    updateAvailability(input: $input) {
      availability {
        ...AvailabilitiesBlock
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const ASSIGNMENTS = graphql(`
  query AvailabilitiesPersonAssignments($id: ID!) {
    person(id: $id) {
      assignments(first: 500) {
        edges {
          node {
            id
            startsAt
            endsAt
            allocationMode
            percent
            hoursPerDay
            fixedHours
          }
        }
      }
    }
  }
`);

const calls = () => callsOf(stack.emulators.resourcePlanning);
const writes = () => writesOf(stack.emulators.resourcePlanning);
const WEEK = { sunday: 0, monday: 6, tuesday: 6, wednesday: 6, thursday: 6, friday: 0, saturday: 0 };
const create = (input: CreateAvailabilityInput) => run(CREATE, { input });
const update = (input: UpdateAvailabilityInput) => run(UPDATE, { input });
/** Everything about a person's assignments, to show that availabilities leave them alone. */
const assignments = async (person: number) =>
  present(dataOf(await run(ASSIGNMENTS, { id: String(person) })).person?.assignments);

describe('availabilities', () => {
  it("lists a person's blocks with their weekday hours and refetches one by global id", async () => {
    const BLOCKS = graphql(`
      query AvailabilitiesOfPerson($id: ID!) {
        person(id: $id) {
          availabilities(first: 10) {
            edges {
              node {
                ...AvailabilitiesBlock
              }
            }
            pageInfo {
              hasNextPage
            }
          }
        }
      }
    `);
    const blocks = present(dataOf(await run(BLOCKS, { id: '300101' })).person?.availabilities).edges.map((e) => e.node);
    const expected = await rpAll<RpRecord>(stack.emulators, '/users/300101/availabilities');
    expect(expected.length).toBeGreaterThan(0);
    expect(blocks.map((b) => [b.availabilityId, b.startsAt, b.endsAt, b.hours?.monday, b.hours?.friday])).toEqual(
      expected.map((e) => [String(e.id), e.starts_at, e.ends_at, e.day1, e.day5]),
    );
    const first = present(blocks[0]);
    expect(dataOf(await run(NODE, { id: first.id })).node).toEqual({
      availabilityId: first.availabilityId,
      person: { personId: '300101' },
    });
    expect((await calls()).some((c) => c.template === '/users/{user_id}/availabilities/{id}')).toBe(true);
  });

  it('creates, updates and deletes a block; the assignments stay exactly as they were', async () => {
    const person = 300103;
    const before = await assignments(person);
    expect(before.edges.length).toBeGreaterThan(0);
    await resetAllLogs(stack.emulators);
    const block = present(
      present(
        dataOf(
          await create({
            personId: globalId('Person', person),
            startsAt: '2027-02-01',
            endsAt: '2027-02-26',
            hours: WEEK,
          }),
        ).createAvailability,
      ).availability,
    );
    expect(block).toMatchObject({
      startsAt: '2027-02-01',
      endsAt: '2027-02-26',
      person: { personId: String(person) },
      hours: WEEK,
    });
    const changed = await update({ id: block.id, endsAt: '2027-03-12', hours: { ...WEEK, friday: 4 } });
    expect(dataOf(changed).updateAvailability?.availability).toMatchObject({
      startsAt: '2027-02-01',
      endsAt: '2027-03-12',
      hours: { friday: 4, monday: 6 },
    });
    expect(await assignments(person)).toEqual(before);
    const DELETE = graphql(`
      mutation AvailabilitiesDelete($id: ID!) {
        deleteAvailability(input: {id: $id}) {
          deletedAvailabilityId
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    expect(dataOf(await run(DELETE, { id: block.id })).deleteAvailability?.deletedAvailabilityId).toBe(block.id);
    expect(dataOf(await run(NODE, { id: block.id })).node).toBeNull();
    expect(routes(await writes())).toEqual([
      'POST /users/{user_id}/availabilities',
      'PUT /users/{user_id}/availabilities/{id}',
      'DELETE /users/{user_id}/availabilities/{id}',
    ]);
    expect(await assignments(person)).toEqual(before);
  });

  it('refuses reversed dates, hours beyond 24 and an empty change before any call', async () => {
    const a = await create({ personId: '300104', startsAt: '2027-05-10', endsAt: '2027-05-01', hours: WEEK });
    refusalIn(a, { code: 'INVALID', field: ['input', 'endsAt'] });
    const b = await create({
      personId: '300104',
      startsAt: '2027-05-01',
      endsAt: '2027-05-10',
      hours: { ...WEEK, monday: 25 },
    });
    refusalIn(b, { code: 'INVALID', field: ['input', 'hours', 'monday'] });
    const c = await update({ id: globalId('Availability', 300101, 1400001) });
    refusalIn(c, { code: 'INVALID', field: ['input'] });
    expect(await calls()).toHaveLength(0);
  });

  it('an overlapping block is refused by the service, and nothing changes', async () => {
    const before = await rpAll<RpRecord>(stack.emulators, '/users/300101/availabilities');
    await resetAllLogs(stack.emulators);
    const result = await create({ personId: '300101', startsAt: '2026-03-01', endsAt: '2026-04-30', hours: WEEK });
    refusalIn(result, { code: 'INVALID' });
    expect(refusalIn(result, {}).message).toMatch(/overlaps/);
    expect(await rpAll<RpRecord>(stack.emulators, '/users/300101/availabilities')).toEqual(before);
  });
});
