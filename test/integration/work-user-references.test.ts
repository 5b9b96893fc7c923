// The people sheet content names, as User objects: row writers, sheet owners, discussion, comment and
// attachment authors, rule editors and cell history writers, each the organization's user with that
// email (REST ground truth), looked up in one users-by-email call per 50 people and request.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nodesOf, nonEmpty, present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmPage, WmRecord, WmSheet, WmUser } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { globalId } from '../helpers/global-id.js';

const stack = useStack();
const run = gql(stack);

/** A person inside a REST object (`createdBy`, `lastCommentedUser`...). */
interface Contact {
  email?: string;
  name?: string;
}

let usersByEmail: Map<string, WmUser>;
/** A sheet with discussions, attachments and automation rules. */
let busy: { id: string; discussions: WmRecord[]; attachments: WmRecord[]; rules: WmRecord[] };

/** The global id of the organization's user with the contact's email; null when none has it. */
function userIdOf(contact: Contact | undefined): string | null {
  const user = contact?.email ? usersByEmail.get(contact.email.toLowerCase()) : undefined;
  return user ? globalId('User', String(user.id)) : null;
}

/** The users-by-email calls the gateway made since the logs were cleared. */
const userLookups = async (): Promise<number> =>
  (await calls(stack.emulators.workManagement, { method: 'GET', template: '/users' })).length;

beforeAll(async () => {
  usersByEmail = new Map((await wmAll<WmUser>(stack.emulators, '/users')).map((u) => [u.email.toLowerCase(), u]));
  for (const sheet of await wmAll<WmSheet>(stack.emulators, '/sheets')) {
    const [discussions, attachments, rules] = await Promise.all([
      wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.id}/discussions?include=comments`),
      wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.id}/attachments`),
      wmGet<WmPage<WmRecord>>(stack.emulators, `/sheets/${sheet.id}/automationrules`).then(
        (page) => page.data,
        () => [],
      ),
    ]);
    if (discussions.length > 0 && attachments.length > 0 && rules.length > 0) {
      busy = { id: String(sheet.id), discussions, attachments, rules };
      break;
    }
  }
  expect(busy).toBeDefined();
});

describe('people in sheet content are Users', () => {
  it('gives every row its writers as the organization’s users, in one users-by-email call', async () => {
    const rest = await wmGet<{ rows: Array<{ id: string | number; createdBy?: Contact; modifiedBy?: Contact }> }>(
      stack.emulators,
      `/sheets/${busy.id}?include=writerInfo&page=1&pageSize=100`,
    );
    await resetAllLogs(stack.emulators);
    const ROW_WRITERS = graphql(`
      query UserRefsRowWriters($id: ID!) {
        sheet(id: $id) {
          rows(first: 100) {
            edges {
              node {
                id
                createdBy {
                  id
                  email
                  name
                }
                modifiedBy {
                  id
                  email
                }
              }
            }
          }
        }
      }
    `);
    const rows = present(present(dataOf(await run(ROW_WRITERS, { id: busy.id })).sheet).rows).edges.map((e) => e.node);
    const expected = nonEmpty(rest.rows).map((row) => ({
      id: globalId('Row', busy.id, String(row.id)),
      createdBy: userIdOf(row.createdBy),
      modifiedBy: userIdOf(row.modifiedBy),
    }));
    expect(
      rows.map((row) => ({ id: row.id, createdBy: row.createdBy?.id ?? null, modifiedBy: row.modifiedBy?.id ?? null })),
    ).toEqual(expected);
    expect(expected.some((row) => row.createdBy !== null)).toBe(true);
    const people = new Set(
      rest.rows.flatMap((row) => [row.createdBy?.email, row.modifiedBy?.email]).filter((email) => email !== undefined),
    );
    expect(await userLookups()).toBe(Math.ceil(people.size / 50));
  });

  it('answers a selection of only names and emails from the rows themselves, without a lookup', async () => {
    const rest = await wmGet<{ rows: Array<{ createdBy?: Contact; modifiedBy?: Contact }> }>(
      stack.emulators,
      `/sheets/${busy.id}?include=writerInfo&page=1&pageSize=100`,
    );
    await resetAllLogs(stack.emulators);
    const ROW_WRITER_NAMES = graphql(`
      query UserRefsRowWriterNames($id: ID!) {
        sheet(id: $id) {
          rows(first: 100) {
            edges {
              node {
                createdBy {
                  name
                  email
                }
                modifiedBy {
                  email
                }
              }
            }
          }
        }
      }
    `);
    const rows = present(present(dataOf(await run(ROW_WRITER_NAMES, { id: busy.id })).sheet).rows).edges.map(
      (e) => e.node,
    );
    expect(rows).toEqual(
      nonEmpty(rest.rows).map((row) => ({
        createdBy: row.createdBy ? { name: row.createdBy.name, email: row.createdBy.email } : null,
        modifiedBy: row.modifiedBy ? { email: row.modifiedBy.email } : null,
      })),
    );
    expect(await userLookups()).toBe(0);
  });

  it('gives each sheet its owner (include=ownerInfo), all owners in one users-by-email call', async () => {
    const rest = await wmGet<WmPage<{ id: string | number; owner?: string; ownerId?: string | number }>>(
      stack.emulators,
      '/sheets?include=ownerInfo&page=1&pageSize=20',
    );
    await resetAllLogs(stack.emulators);
    const OWNERS = graphql(`query UserRefsOwners { sheets(first: 20) { edges { node { id owner { id email } } } } }`);
    const sheets = present(dataOf(await run(OWNERS, {})).sheets).edges.map((e) => e.node);
    expect(sheets).toEqual(
      nonEmpty(rest.data).map((s) => ({
        id: globalId('Sheet', String(s.id)),
        owner: s.ownerId !== undefined ? { id: globalId('User', String(s.ownerId)), email: s.owner } : null,
      })),
    );
    expect(await calls(stack.emulators.workManagement)).toHaveLength(2);
  });

  it('answers an owner’s email from the sheet read alone', async () => {
    const rest = await wmGet<{ owner?: string }>(
      stack.emulators,
      `/sheets/${busy.id}?include=ownerInfo&page=1&pageSize=1`,
    );
    await resetAllLogs(stack.emulators);
    const OWNER_EMAIL = graphql(`query UserRefsOwnerEmail($id: ID!) { sheet(id: $id) { owner { email } } }`);
    expect(dataOf(await run(OWNER_EMAIL, { id: busy.id })).sheet?.owner).toEqual({ email: present(rest.owner) });
    expect(await userLookups()).toBe(0);
  });

  it('gives discussions, comments, attachments and automation rules their people, all in one users-by-email call', async () => {
    const rules = await Promise.all(
      busy.rules.map((r) =>
        wmGet<{ id: string | number; createdBy?: Contact; modifiedBy?: Contact }>(
          stack.emulators,
          `/sheets/${busy.id}/automationrules/${String(r.id)}`,
        ),
      ),
    );
    await resetAllLogs(stack.emulators);
    const CONTENT_PEOPLE = graphql(`
      query UserRefsContentPeople($id: ID!) {
        sheet(id: $id) {
          discussions(first: 50) {
            edges {
              node {
                id
                lastCommentedUser {
                  id
                }
                createdBy {
                  id
                }
                comments(first: 100) {
                  edges {
                    node {
                      id
                      createdBy {
                        id
                      }
                    }
                  }
                }
              }
            }
          }
          attachments(first: 50) {
            edges {
              node {
                id
                createdBy {
                  id
                }
              }
            }
          }
          automationRules(first: 50) {
            edges {
              node {
                id
                createdBy {
                  id
                }
                modifiedBy {
                  id
                }
              }
            }
          }
        }
      }
    `);
    const sheet = present(dataOf(await run(CONTENT_PEOPLE, { id: busy.id })).sheet);
    const discussions = present(sheet.discussions).edges.map((e) => e.node);
    expect(
      discussions.map((d) => ({
        lastCommentedUser: d.lastCommentedUser?.id ?? null,
        createdBy: d.createdBy?.id ?? null,
        comments: nodesOf(d.comments).map((c) => c.createdBy?.id ?? null),
      })),
    ).toEqual(
      nonEmpty(busy.discussions).map((d) => ({
        lastCommentedUser: userIdOf(d.lastCommentedUser as Contact | undefined),
        createdBy: userIdOf(d.createdBy as Contact | undefined),
        comments: (d.comments as Array<{ createdBy?: Contact }>).map((c) => userIdOf(c.createdBy)),
      })),
    );
    expect(present(sheet.attachments).edges.map((e) => e.node.createdBy?.id ?? null)).toEqual(
      nonEmpty(busy.attachments).map((a) => userIdOf(a.createdBy as Contact | undefined)),
    );
    expect(
      present(sheet.automationRules).edges.map((e) => ({
        createdBy: e.node.createdBy?.id ?? null,
        modifiedBy: e.node.modifiedBy?.id ?? null,
      })),
    ).toEqual(nonEmpty(rules).map((r) => ({ createdBy: userIdOf(r.createdBy), modifiedBy: userIdOf(r.modifiedBy) })));
    expect(await userLookups()).toBe(1);
  });

  it('gives each version of a cell the user who set it', async () => {
    const read = await wmGet<{
      columns: Array<{ id: string | number; primary?: boolean }>;
      rows: Array<{ id: string | number }>;
    }>(stack.emulators, `/sheets/${busy.id}?page=1&pageSize=1`);
    const row = String(present(read.rows[0]).id);
    const column = String(present(read.columns.find((c) => c.primary)).id);
    const history = await wmGet<WmPage<{ modifiedBy?: Contact }>>(
      stack.emulators,
      `/sheets/${busy.id}/rows/${row}/columns/${column}/history?page=1&pageSize=20`,
    );
    const HISTORY = graphql(`
      query UserRefsHistory($id: ID!, $row: ID!, $column: ID!) {
        sheet(id: $id) {
          row(id: $row) {
            cellHistory(columnId: $column, first: 20) {
              edges {
                node {
                  modifiedBy {
                    id
                    email
                  }
                }
              }
            }
          }
        }
      }
    `);
    const versions = present(
      present(present(dataOf(await run(HISTORY, { id: busy.id, row, column })).sheet).row).cellHistory,
    ).edges.map((e) => e.node);
    expect(versions).toEqual(
      nonEmpty(history.data).map((v) => ({
        modifiedBy: userIdOf(v.modifiedBy) ? { id: userIdOf(v.modifiedBy), email: v.modifiedBy?.email } : null,
      })),
    );
  });
});
