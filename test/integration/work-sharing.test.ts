// Sharing through /shares: list (token pages, `items` envelope), get, create (batch checked first:
// no OWNER (403 1026), no alternate address (1159)), update (never OWNER) and delete, with the emulator enforcing too.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { WorkSharingListQuery } from '../generated/graphql.js';
import { calls, resetAllLogs, writes } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { ofType, present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmShare, WmSheet, WmUser } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
let users: WmUser[];
let sheetId: string;
beforeAll(async () => {
  users = await wmAll<WmUser>(stack.emulators, '/users');
  sheetId = String(
    present((await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Plan')).id,
  );
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

/** The demo user at that position of the user list. */
const user = (index: number): WmUser => present(users[index], `user ${index}`);
const wmCalls = () => calls(stack.emulators.workManagement);
const wmWrites = () => writes(stack.emulators.workManagement);
/** A refusal body of the work-management service. */
interface WmError {
  errorCode: number;
}
const SHARES = graphql(`
  query WorkSharingList($t: ShareTargetType, $a: ID!, $first: Int, $after: String) {
    shares(targetType: $t, targetId: $a, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          backendId
          grantee {
            __typename
            ... on User {
              id
              email
            }
            ... on SharingGroup {
              backendId
              name
            }
          }
          accessLevel
          scope
          type
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const EXISTS = graphql(`query WorkSharingExists($id: ID!) { share(id: $id) { id } }`);
const CREATE = graphql(`
  mutation WorkSharingCreate($i: CreateShareInput!) {
    createShare(input: $i) {
      shares {
        id
        grantee {
          ... on User {
            email
          }
        }
        accessLevel
        scope
        createdAt
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation WorkSharingUpdate($i: UpdateShareInput!) {
    updateShare(input: $i) {
      share {
        id
        accessLevel
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);

type SharePage = NonNullable<WorkSharingListQuery['shares']>;
type ShareNode = SharePage['edges'][number]['node'];

/** The first share of the sheet, as the graph lists it. */
async function firstShare(): Promise<ShareNode> {
  const list = dataOf(await run(SHARES, { t: 'SHEET', a: sheetId, first: 1 }));
  return present(present(list.shares).edges[0]).node;
}

describe('listing and reading shares', () => {
  it('lists the shares of a sheet page by page, reading the `items` envelope', async () => {
    const raw = await wmGet<{ items: WmShare[]; data?: unknown }>(
      stack.emulators,
      `/shares?assetType=sheet&assetId=${sheetId}`,
    );
    expect(raw.items.length).toBeGreaterThan(0);
    expect(raw.data).toBeUndefined();
    const seen: ShareNode[] = [];
    let after: string | null = null;
    do {
      const shares: SharePage = present(
        dataOf(await run(SHARES, { a: globalId('Sheet', sheetId), first: 1, after })).shares,
      );
      seen.push(...shares.edges.map((e) => e.node));
      after = shares.pageInfo.hasNextPage ? (shares.pageInfo.endCursor ?? null) : null;
    } while (after);
    expect(seen.map((s) => s.backendId)).toEqual(raw.items.map((s) => s.id));
    // The grantee is the user, found by the share's email (one filtered list call for the page).
    expect(
      seen.find((s) => s.grantee?.__typename === 'User' && s.grantee.id === globalId('User', String(user(1).id))),
    ).toMatchObject({ grantee: { email: user(1).email }, accessLevel: 'EDITOR', scope: 'ITEM', type: 'USER' });
    if (raw.items.length > 1) expect((await wmCalls()).some((c) => c.url.includes('lastKey='))).toBe(true);
  });

  it('reads a share and a workspace share by global id; a missing one is null', async () => {
    const share = await firstShare();
    const READ = graphql(`
      query WorkSharingRead($id: ID!) {
        share(id: $id) {
          backendId
          grantee {
            ... on User {
              email
            }
          }
          targetType
          target {
            __typename
            ... on Sheet {
              id
              name
            }
          }
        }
        node(id: $id) {
          __typename
          ... on Share {
            accessLevel
          }
        }
      }
    `);
    const one = dataOf(await run(READ, { id: share.id }));
    expect(one.share).toEqual({
      backendId: share.backendId,
      grantee: { email: share.grantee?.__typename === 'User' ? share.grantee.email : undefined },
      targetType: 'SHEET',
      target: { __typename: 'Sheet', id: globalId('Sheet', sheetId), name: 'Programme Plan' },
    });
    expect(ofType(one.node, 'Share').accessLevel).toBe(share.accessLevel);
    const missing = await run(EXISTS, { id: globalId('Share', 'sheet', sheetId, 'dTE') });
    expect(present(missing.data).share).toBeNull();
    const WORKSPACES = graphql(`query WorkSharingWorkspaces { workspaces(first: 1) { edges { node { id } } } }`);
    const workspaces = dataOf(await run(WORKSPACES));
    const workspaceId = present(present(workspaces.workspaces).edges[0]).node.id;
    const ws = present(dataOf(await run(SHARES, { a: workspaceId, first: 3 })).shares);
    expect(ws.edges.every((e) => e.node.scope === 'WORKSPACE')).toBe(true);
  });
});

describe('changing shares', () => {
  it('creates, updates and deletes a share; the shared user then sees the sheet', async () => {
    const existing = new Set(
      (
        await wmGet<{ items: WmShare[] }>(stack.emulators, `/shares?assetType=sheet&assetId=${sheetId}&maxItems=1000`)
      ).items.map((s) => String(s.userId)),
    );
    const target = present(users.slice(40).find((u) => u.status === 'ACTIVE' && !existing.has(String(u.id))));
    const created = dataOf(
      await run(CREATE, {
        i: {
          targetType: 'SHEET',
          targetId: sheetId,
          recipients: [{ email: target.email, accessLevel: 'EDITOR' }],
          subject: 'Plan',
          message: 'Please review',
        },
      }),
    );
    const share = present(present(created.createShare).shares?.[0]);
    expect(share).toMatchObject({ grantee: { email: target.email }, accessLevel: 'EDITOR', scope: 'ITEM' });
    const posted = present((await wmWrites())[0]);
    expect(posted.url).toBe(`/shares?assetType=sheet&assetId=${sheetId}&sendEmail=false`);

    const SHEET_ACCESS = graphql(`query WorkSharingSheetAccess($id: ID!) { sheet(id: $id) { accessLevel } }`);
    const assumed = await run(SHEET_ACCESS, { id: sheetId }, { 'assume-user': target.email });
    expect(assumed.data?.sheet?.accessLevel).toBe('EDITOR');

    const updated = await run(UPDATE, { i: { shareId: share.id, accessLevel: 'VIEWER' } });
    expect(updated.data?.updateShare).toEqual({ share: { id: share.id, accessLevel: 'VIEWER' }, userErrors: [] });
    const DELETE = graphql(
      `mutation WorkSharingDelete($i: DeleteShareInput!) { deleteShare(input: $i) { deletedShareId } }`,
    );
    const deleted = await run(DELETE, { i: { shareId: share.id } });
    expect(deleted.data?.deleteShare?.deletedShareId).toBe(share.id);
    expect(present((await run(EXISTS, { id: share.id })).data).share).toBeNull();
    expect((await wmWrites()).map((c) => c.method)).toEqual(['POST', 'PATCH', 'DELETE']);
  });

  it('refuses OWNER on update and create before sending; the emulator refuses it too', async () => {
    const share = await firstShare();
    await resetAllLogs(stack.emulators);
    const update = await run(UPDATE, { i: { shareId: share.id, accessLevel: 'OWNER' } });
    expect(dataOf(update).updateShare).toEqual({
      share: null,
      userErrors: [{ field: ['input', 'accessLevel'], code: 'INVALID', errorCode: 1026 }],
    });
    const create = await run(CREATE, {
      i: { targetType: 'SHEET', targetId: sheetId, recipients: [{ email: user(50).email, accessLevel: 'OWNER' }] },
    });
    expect(dataOf(create).createShare).toEqual({
      shares: null,
      userErrors: [{ field: ['input', 'recipients', '0', 'accessLevel'], code: 'INVALID', errorCode: 1026 }],
    });
    expect(await wmCalls()).toHaveLength(0);
    const refused = await direct<WmError>(
      stack.emulators.workManagement,
      'PATCH',
      `/shares/${share.backendId}?assetType=sheet&assetId=${sheetId}`,
      { accessLevel: 'OWNER' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(1026);
    expect(
      (await wmGet<WmShare>(stack.emulators, `/shares/${share.backendId}?assetType=sheet&assetId=${sheetId}`))
        .accessLevel,
    ).toBe(share.accessLevel);
  });

  it('refuses an alternate address before sending, and the emulator refuses it too', async () => {
    const owner = user(61);
    const setup = await direct(stack.emulators.workManagement, 'POST', `/users/${owner.id}/alternateemails`, [
      { email: 'sixty.one@partner.example' },
    ]);
    expect(setup.status).toBe(200);
    await resetAllLogs(stack.emulators);
    const result = await run(CREATE, {
      i: {
        targetId: globalId('Sheet', sheetId),
        recipients: [
          { email: user(62).email, accessLevel: 'VIEWER' },
          { email: 'sixty.one@partner.example', accessLevel: 'VIEWER' },
        ],
      },
    });
    expect(dataOf(result).createShare?.userErrors).toEqual([
      { field: ['input', 'recipients', '1', 'email'], code: 'INVALID', errorCode: 1159 },
    ]);
    expect(await wmWrites()).toHaveLength(0);
    const refused = await direct<WmError>(
      stack.emulators.workManagement,
      'POST',
      `/shares?assetType=sheet&assetId=${sheetId}`,
      [{ email: 'sixty.one@partner.example', accessLevel: 'VIEWER' }],
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(1159);
  });

  it('passes the service refusal through when the caller may not share', async () => {
    const result = await run(
      CREATE,
      { i: { targetType: 'SHEET', targetId: sheetId, recipients: [{ email: user(70).email, accessLevel: 'VIEWER' }] } },
      { authorization: 'Bearer wm-demo-user-token' },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      upstream: { status: 403, errorCode: 1004 },
    });
    expect(result.data?.createShare).toBeNull();
  });

  it('refuses a target named by a work-management id without its kind, or a kind that contradicts the global id', async () => {
    const bare = await run(CREATE, {
      i: { targetId: sheetId, recipients: [{ email: user(71).email, accessLevel: 'VIEWER' }] },
    });
    expect(dataOf(bare).createShare?.userErrors).toEqual([
      { field: ['input', 'targetType'], code: 'INVALID', errorCode: null },
    ]);
    const contradicting = await run(CREATE, {
      i: {
        targetType: 'WORKSPACE',
        targetId: globalId('Sheet', sheetId),
        recipients: [{ email: user(71).email, accessLevel: 'VIEWER' }],
      },
    });
    expect(dataOf(contradicting).createShare?.userErrors).toEqual([
      { field: ['input', 'targetType'], code: 'INVALID', errorCode: null },
    ]);
    expect(await wmCalls()).toHaveLength(0);
  });
});
