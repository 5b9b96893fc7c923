// The vendor's JavaScript SDK drives the work-management emulator through Document 1's account,
// sharing and container operations and Document 2's events and webhooks: users, plans, alternate
// emails, shares, workspaces, folders, dashboards, webhooks, the event stream and the token
// endpoint. Writes are read back over plain REST. Coverage table: smartsheet-sdk-coverage.md.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_MANAGEMENT_TOKENS } from '../../emulators/index.js';
import { match } from '../helpers/matchers.js';
import { wmAll, wmAllTokens, wmEvents, wmGet } from '../helpers/reference.js';
import type { WmRecord, WmUser } from '../helpers/rest-shapes.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';
import {
  expectApiError,
  expectIndexResult,
  expectSuccess,
  expectTokenPage,
  firstSafe,
  rejectionOf,
  sdkClient,
  shapes,
  type Sdk,
} from './smartsheet-sdk.js';

const stack = useStack();
let sdk: Sdk;
/** The demo OAuth app of the emulator's README. */
const OAUTH_APP = { clientId: 'wm-demo-client', secret: 'wm-demo-app-secret' };
const oauthHash = (value: string): string => createHash('sha256').update(`${OAUTH_APP.secret}|${value}`).digest('hex');

beforeAll(() => {
  sdk = sdkClient(stack.emulators.workManagement.baseUrl);
});

describe('the vendor SDK on users and plans', () => {
  it('lists users as an IndexResult page by page, and reads the caller and one user', async () => {
    const reference = await wmAll<WmUser>(stack.emulators, '/users');
    const first = await sdk.users.listAllUsers({ queryParameters: { pageSize: 100, page: 1 } });
    const second = await sdk.users.listAllUsers({ queryParameters: { pageSize: 100, page: 2 } });
    for (const page of [first, second]) expectIndexResult(page);
    expect(first).toMatchObject({
      pageNumber: 1,
      pageSize: 100,
      totalCount: reference.length,
      totalPages: Math.ceil(reference.length / 100),
    });
    expect([...first.data, ...second.data].map((u) => u.email)).toEqual(reference.slice(0, 200).map((u) => u.email));
    for (const user of first.data) expect(user).toMatchObject(shapes.user);

    const me = await sdk.users.getCurrentUser({});
    expect(me).toMatchObject({
      ...shapes.user,
      email: reference[0]?.email,
      account: { id: match.any(Number), name: match.any(String) },
    });
    const someone = firstSafe(first.data, (u) => u.email !== me.email);
    const profile = await sdk.users.getUser({ userId: someone.id });
    const exact = await wmGet<WmUser>(stack.emulators, `/users/${someone.id}`);
    expect(profile).toMatchObject({
      id: someone.id,
      email: exact.email,
      locale: exact.locale,
      timeZone: exact.timeZone,
      title: exact.title,
      department: exact.department,
    });
  });

  it('adds a user, deactivates and reactivates one, and removes the added user', async () => {
    const added = await sdk.users.addUser({
      body: {
        email: 'sdk.integrator@example.com',
        firstName: 'Sdk',
        lastName: 'Integrator',
        admin: false,
        licensedSheetCreator: false,
      },
    });
    expectSuccess(added);
    const user = added.result;
    expect(user).toMatchObject({
      ...shapes.user,
      email: 'sdk.integrator@example.com',
      status: 'PENDING',
      licensedSheetCreator: true,
    });
    expect((await wmGet<WmUser>(stack.emulators, `/users/${user.id}`)).email).toBe('sdk.integrator@example.com');

    const active = firstSafe(
      (await sdk.users.listAllUsers({ queryParameters: { pageSize: 20 } })).data,
      (u) => u.status === 'ACTIVE' && !u.admin,
    );
    expectSuccess(await sdk.users.deactivateUser({ userId: active.id }));
    expect((await wmGet<WmUser>(stack.emulators, `/users/${active.id}`)).status).toBe('DEACTIVATED');
    expectSuccess(await sdk.users.reactivateUser({ userId: active.id }));
    expect((await wmGet<WmUser>(stack.emulators, `/users/${active.id}`)).status).toBe('ACTIVE');

    expectSuccess(await sdk.users.removeUser({ userId: user.id }));
    expectApiError(await rejectionOf(sdk.users.getUser({ userId: user.id })), 404, 1020);
  });

  it("lists a user's plans, moves the seat up and down a tier, and removes the user from a plan", async () => {
    const viewers = await sdk.users.listAllUsers({ queryParameters: { seatType: 'VIEWER', pageSize: 50 } as never });
    const viewer = firstSafe(viewers.data);
    const plans = await sdk.users.listUserPlans({ userId: viewer.id });
    expectTokenPage(plans);
    expect(plans.data.length).toBeGreaterThan(0);
    const plan = present(
      plans.data.find((p) => p.seatType === 'VIEWER' && Number.isSafeInteger(p.planId)),
      'a VIEWER plan',
    );
    expect(plan).toMatchObject({ planId: match.any(Number), seatType: 'VIEWER' });
    await sdk.users.upgradeUser({ userId: viewer.id, planId: plan.planId });
    const seatOf = async (): Promise<string> =>
      (await wmAllTokens<WmRecord>(stack.emulators, `/users/${viewer.id}/plans`)).find(
        (p) => Number(p.planId) === plan.planId,
      )?.seatType as string;
    expect(await seatOf()).toBe('MEMBER');
    await sdk.users.downgradeUser({ userId: viewer.id, planId: plan.planId });
    expect(await seatOf()).toBe('VIEWER');
    expectSuccess(await sdk.users.removeUserFromPlan({ userId: viewer.id, planId: plan.planId }));
    expect(await seatOf()).toBeUndefined();
  });

  it('rejects a bad token with 401 1002 and an unknown user with 404 1020', async () => {
    const stranger = sdkClient(stack.emulators.workManagement.baseUrl, 'not-a-token');
    expectApiError(await rejectionOf(stranger.sheets.listSheets({})), 401, 1002);
    expectApiError(await rejectionOf(sdk.users.getUser({ userId: 1234 })), 404, 1020);
  });
});

describe('the vendor SDK on alternate emails', () => {
  it('adds, lists, reads, promotes and deletes alternate addresses; a user who is not an admin is refused', async () => {
    const users = (await sdk.users.listAllUsers({ queryParameters: { pageSize: 30 } })).data;
    const caller = present(users[0]);
    const user = firstSafe(
      users,
      (u) => u.status === 'ACTIVE' && u.email.endsWith('@example.com') && u.id !== caller.id,
    );
    const added = await sdk.users.addAlternateEmail({
      userId: user.id,
      body: [{ email: `${user.email.split('@')[0]}.alias@example.com` }],
    });
    expectSuccess(added);
    const alternate = present(added.result[0]);
    // example.com is a validated domain of the demo account, so the new address is confirmed at once.
    expect(alternate).toMatchObject({ ...shapes.alternateEmail, confirmed: true });
    const listed = await sdk.users.listAlternateEmails({ userId: user.id });
    expect(listed.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: alternate.id })]));
    expect(await sdk.users.getAlternateEmail({ userId: user.id, alternateEmailId: alternate.id })).toEqual(alternate);

    const promoted = await sdk.users.makeAlternateEmailPrimary({ userId: user.id, alternateEmailId: alternate.id });
    expectSuccess(promoted);
    expect(promoted.result).toMatchObject({ id: user.id, email: alternate.email });
    const profile = await wmGet<WmUser>(stack.emulators, `/users/${user.id}`);
    expect(profile.email).toBe(alternate.email);
    const demoted = present(
      profile.alternateEmails?.find((a) => a.email === user.email),
      'the former primary address',
    );
    expect(demoted).toMatchObject({ confirmed: true });

    expectSuccess(await sdk.users.deleteAlternateEmail({ userId: user.id, alternateEmailId: Number(demoted.id) }));
    expect((await wmGet<WmUser>(stack.emulators, `/users/${user.id}`)).alternateEmails ?? []).not.toContainEqual(
      expect.objectContaining({ email: user.email }),
    );

    const notAdmin = sdkClient(stack.emulators.workManagement.baseUrl, WORK_MANAGEMENT_TOKENS.user);
    expectApiError(await rejectionOf(notAdmin.users.listAlternateEmails({ userId: user.id })), 403, 1004);
  });
});

describe('the vendor SDK on shares', () => {
  it("lists a sheet's shares in an items envelope, shares it, changes the level and deletes the share", async () => {
    const sheet = firstSafe(
      (await sdk.sheets.listSheets({ queryParameters: { includeAll: true } })).data,
      (s) => s.name !== 'Programme Plan',
    );
    const asset = { assetType: 'sheet', assetId: sheet.id } as never;
    const before = await sdk.sharing.listAssetShares({ queryParameters: asset });
    expect(before.items).toEqual(expect.any(Array));
    for (const share of before.items) expect(share).toMatchObject(shapes.share);
    const sharedWith = new Set(before.items.map((s) => s.email));
    const users = (await sdk.users.listAllUsers({ queryParameters: { pageSize: 60 } })).data;
    const caller = present(users[0]);
    const newcomer = present(
      users.find((u) => u.status === 'ACTIVE' && !sharedWith.has(u.email) && u.id !== caller.id),
      'a user the sheet is not shared with',
    );

    const created = await sdk.sharing.shareAsset({
      queryParameters: asset,
      body: [{ email: newcomer.email, accessLevel: 'VIEWER' as never }],
    });
    expectSuccess(created);
    const share = present(created.result[0]);
    expect(share).toMatchObject({
      ...shapes.share,
      email: newcomer.email,
      accessLevel: 'VIEWER',
      type: 'USER',
      scope: 'ITEM',
    });
    expect(await sdk.sharing.getAssetShare({ shareId: share.id, queryParameters: asset })).toMatchObject({
      id: share.id,
      accessLevel: 'VIEWER',
    });
    const changed = await sdk.sharing.updateAssetShare({
      shareId: share.id,
      queryParameters: asset,
      body: { accessLevel: 'EDITOR' as never },
    });
    // The SDK declares the share itself; the service answers with the write envelope (Document 1).
    expect('result' in changed ? changed.result : changed).toMatchObject({ id: share.id, accessLevel: 'EDITOR' });
    const listed = (await wmGet<WmRecord>(stack.emulators, `/shares?assetType=sheet&assetId=${sheet.id}&maxItems=1000`))
      .items;
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: share.id, accessLevel: 'EDITOR' })]));
    expectSuccess(await sdk.sharing.deleteAssetShare({ shareId: share.id, queryParameters: asset }));
    expectApiError(
      await rejectionOf(sdk.sharing.getAssetShare({ shareId: share.id, queryParameters: asset })),
      404,
      1027,
    );
  });
});

describe('the vendor SDK on workspaces, folders and dashboards', () => {
  it('walks the workspaces by token pages and reads metadata and children', async () => {
    const reference = await wmAllTokens<WmRecord>(stack.emulators, '/workspaces');
    const names: string[] = [];
    let lastKey: string | undefined;
    for (let page = 0; page < 10; page++) {
      const result = await sdk.workspaces.listWorkspaces({
        queryParameters: { maxItems: 2, ...(lastKey ? { lastKey } : {}) },
      });
      expectTokenPage(result);
      names.push(...result.data.map((w) => w.name));
      lastKey = result.lastKey ?? undefined;
      if (!lastKey) break;
    }
    expect(names).toEqual(reference.map((w) => w.name));
    const workspace = firstSafe(reference.map((w) => ({ ...w, id: Number(w.id) })));
    expect(await sdk.workspaces.getWorkspaceMetadata({ workspaceId: workspace.id })).toMatchObject({
      ...shapes.container,
      id: workspace.id,
      createdAt: match.any(String),
      modifiedAt: match.any(String),
    });
    const children = await sdk.workspaces.getWorkspaceChildren({ workspaceId: workspace.id });
    expectTokenPage(children);
    const exact = await wmAllTokens<WmRecord>(stack.emulators, `/workspaces/${workspace.id}/children`);
    expect(children.data.map((c) => c.name)).toEqual(exact.map((c) => c.name));
  });

  it('creates, renames and copies a workspace; creates, renames, copies and moves folders; moves a sheet and a dashboard', async () => {
    const created = await sdk.workspaces.createWorkspace({ body: { name: 'SDK Workspace' } });
    expectSuccess(created);
    const workspaceId: number = created.result.id;
    expect(created.result).toMatchObject({ ...shapes.container, name: 'SDK Workspace', accessLevel: 'OWNER' });
    expect(
      (await sdk.workspaces.updateWorkspace({ workspaceId, body: { name: 'SDK Workspace Renamed' } })).result.name,
    ).toBe('SDK Workspace Renamed');
    const copy = await sdk.workspaces.copyWorkspace({ workspaceId, body: { newName: 'SDK Workspace Copy' } });
    expect(copy.result).toMatchObject({ ...shapes.container, name: 'SDK Workspace Copy' });

    const folder = (await sdk.workspaces.createFolder({ workspaceId, body: { name: 'Plans' } })).result;
    expect(folder).toMatchObject({ ...shapes.container, name: 'Plans' });
    const child = await sdk.folders.createChildFolder({ folderId: folder.id, body: { name: 'Drafts' } });
    expect(child.result).toMatchObject({ ...shapes.container, name: 'Drafts' });
    const childId = present(child.result.id);
    const renamed = await sdk.folders.updateFolder({ folderId: childId, body: { name: 'Final' } });
    expect(renamed.result).toMatchObject({ id: child.result.id, name: 'Final' });
    expect(await sdk.folders.getFolderMetadata({ folderId: childId })).toMatchObject({
      ...shapes.container,
      name: 'Final',
    });
    const children = await sdk.folders.getFolderChildren({ folderId: folder.id });
    expect(children.data.map((c) => c.name)).toEqual(['Final']);
    const copied = await sdk.folders.copyFolder({
      folderId: childId,
      body: { newName: 'Final Copy', destinationType: 'workspace' as never, destinationId: workspaceId },
    });
    expect(copied.result).toMatchObject({ ...shapes.container, name: 'Final Copy' });
    const moved = await sdk.folders.moveFolder({
      folderId: childId,
      body: { destinationType: 'workspace' as never, destinationId: workspaceId },
    });
    expectSuccess(moved);
    const top = (await wmAllTokens<WmRecord>(stack.emulators, `/workspaces/${workspaceId}/children`)).map(
      (c) => c.name,
    );
    expect(top).toEqual(expect.arrayContaining(['Plans', 'Final', 'Final Copy']));

    const sheet = firstSafe(
      (await sdk.sheets.listSheets({ queryParameters: { includeAll: true } })).data,
      (s) => s.name !== 'Programme Plan',
    );
    expectSuccess(
      await sdk.sheets.moveSheet({ sheetId: sheet.id, body: { destinationType: 'folder', destinationId: folder.id } }),
    );
    const dashboards = await sdk.sights.listSights({});
    expect(dashboards.data.length).toBeGreaterThan(0);
    const dashboard = firstSafe(dashboards.data);
    expect(dashboard).toMatchObject({ ...shapes.container, accessLevel: match.any(String) });
    expectSuccess(
      await sdk.sights.moveSight({
        sightId: dashboard.id,
        body: { destinationType: 'folder' as never, destinationId: folder.id },
      }),
    );
    const inFolder = (await wmAllTokens<WmRecord>(stack.emulators, `/folders/${folder.id}/children`)).map(
      (c) => c.name,
    );
    expect(inFolder).toEqual(expect.arrayContaining([sheet.name, dashboard.name]));
    expectApiError(
      await rejectionOf(sdk.sheets.moveSheet({ sheetId: sheet.id, body: { destinationId: workspaceId } })),
      400,
      1012,
    );
  });
});

describe('the vendor SDK on webhooks, events and tokens', () => {
  let receiver: Server | undefined;
  afterAll(async () => {
    receiver?.closeAllConnections();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  it('creates a sheet webhook, enables it against a callback that answers the challenge, reads and lists it', async () => {
    // The callback side of Document 2's verification: echo the challenge header.
    const server = createServer((req, res) => {
      res.writeHead(200, { 'smartsheet-hook-response': String(req.headers['smartsheet-hook-challenge'] ?? '') });
      res.end();
    });
    receiver = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const callbackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const sheet = firstSafe((await sdk.sheets.listSheets({ queryParameters: { includeAll: true } })).data);
    const created = await sdk.webhooks.createWebhook({
      body: {
        name: 'SDK hook',
        callbackUrl,
        scope: 'sheet' as never,
        scopeObjectId: sheet.id,
        events: ['*.*'],
        version: 1,
      },
    });
    expectSuccess(created);
    const webhook = created.result;
    const webhookId = present(webhook.id);
    expect(webhook).toMatchObject({
      ...shapes.webhook,
      enabled: false,
      status: 'NEW_NOT_VERIFIED',
      sharedSecret: match.any(String),
    });
    const enabled = await sdk.webhooks.updateWebhook({ webhookId, body: { enabled: true } });
    expect(enabled.result).toMatchObject({ id: webhook.id, enabled: true, status: 'ENABLED' });
    expect(await sdk.webhooks.getWebhook({ webhookId })).toMatchObject({ ...shapes.webhook, status: 'ENABLED' });
    const listed = await sdk.webhooks.listWebhooks({});
    expect(listed.data.map((w) => w.id)).toContain(webhook.id);
    expectApiError(await rejectionOf(sdk.webhooks.getWebhook({ webhookId: 1234 })), 404, 1006);
  });

  it('reads the event stream with since and maxCount, then by stream position', async () => {
    const since = '2026-10-01T00:00:00Z';
    const reference = (await wmEvents(stack.emulators, since)).slice(0, 40);
    const first = await sdk.events.getEvents({ queryParameters: { since, maxCount: 25 } });
    expect(first).toMatchObject({ nextStreamPosition: match.any(String), moreAvailable: true });
    expect(first.data).toHaveLength(25);
    const next = await sdk.events.getEvents({
      queryParameters: { streamPosition: first.nextStreamPosition, maxCount: 15 },
    });
    const events = [...first.data, ...next.data];
    for (const event of events) expect(event).toMatchObject(shapes.event);
    expect(events.map((e) => e.eventId)).toEqual(reference.map((e) => e.eventId));
    // The SDK's Event type names the time `eventTimeStamp`; the documents (and the service) say eventTimestamp.
    expect(events.map((e) => ('eventTimestamp' in e ? e.eventTimestamp : undefined))).toEqual(
      reference.map((e) => e.eventTimestamp),
    );
  });

  it('exchanges an authorization code for tokens and refreshes them, without a bearer token', async () => {
    const code = 'wm-demo-code-sdk';
    const issued = await sdk.tokens.getAccessToken({
      queryParameters: { client_id: OAUTH_APP.clientId, code, hash: oauthHash(code) },
    });
    expect(issued).toMatchObject({
      access_token: match.any(String),
      token_type: 'bearer',
      refresh_token: match.any(String),
      expires_in: match.any(Number),
    });
    const refreshed = await sdk.tokens.refreshAccessToken({
      queryParameters: {
        client_id: OAUTH_APP.clientId,
        refresh_token: issued.refresh_token,
        hash: oauthHash(issued.refresh_token),
      },
    });
    expect(refreshed.refresh_token).not.toBe(issued.refresh_token);
    const reused = await rejectionOf(
      sdk.tokens.getAccessToken({ queryParameters: { client_id: OAUTH_APP.clientId, code, hash: oauthHash(code) } }),
    );
    expectApiError(reused, 400, 1018);
    const log = await fetch(`${stack.emulators.workManagement.controlUrl}/requests`).then(
      async (r) => ((await r.json()) as { requests: Array<{ template: string | null; status: number }> }).requests,
    );
    expect(log.filter((entry) => entry.template === '/token').map((entry) => entry.status)).toEqual([200, 200, 400]);
  });
});
