// Credentials: per-backend headers forwarded as each backend's own auth header; missing or invalid
// tokens give UNAUTHENTICATED with the upstream errorCode; nothing crosses from one token to another.
import { describe, expect, it } from 'vitest';
import { DEMO_TOKENS, WORK_MANAGEMENT_TOKENS } from '../../emulators/index.js';
import { graphql, useStack } from '../helpers/stack.js';

const stack = useStack({ fallbackTokens: false });

const admin = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.admin}` };
const user = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.user}` };

describe('credentials', () => {
  it('gives UNAUTHENTICATED with errorCode 1001 when no work-management token is sent', async () => {
    const result = await graphql(stack.gateway.graphqlUrl, '{ me { email } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstream: { backend: 'work-management', status: 401, errorCode: 1001 } });
  });

  it('gives UNAUTHENTICATED with the upstream errorCode 1002 and refId for an invalid token', async () => {
    const result = await graphql(stack.gateway.graphqlUrl, '{ me { email } }', {}, { authorization: 'Bearer not-a-token' });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstream: { backend: 'work-management', status: 401, errorCode: 1002 } });
    expect((result.errors?.[0]?.extensions?.upstream as { refId?: string }).refId).toBeTruthy();
  });

  it('gives UNAUTHENTICATED for a bad resource-planning token, and still answers the other backend', async () => {
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ me { email } people(first: 1) { edges { node { id } } } }', {}, { ...admin, 'x-resource-planning-token': 'wrong' });
    expect(result.data?.me?.email).toBeTruthy();
    expect(result.errors?.[0]).toMatchObject({ path: ['people'], extensions: { code: 'UNAUTHENTICATED', upstream: { backend: 'resource-planning', status: 401 } } });
  });

  it('forwards each backend token as that backend\'s own header', async () => {
    const result = await graphql<any>(
      stack.gateway.graphqlUrl,
      '{ me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }',
      {},
      { ...admin, 'x-resource-planning-token': DEMO_TOKENS.resourcePlanning, 'x-digital-asset-token': DEMO_TOKENS.digitalAsset },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.people.edges).toHaveLength(1);
    expect(result.data.libraries.edges).toHaveLength(1);
  });

  it('never serves one token\'s data to another, even when requests interleave', async () => {
    const query = '{ me { email } sheets(first: 500) { totalCount edges { node { id } } } }';
    const [asAdmin, asUser, asAdminAgain, asUserAgain] = await Promise.all([
      graphql<any>(stack.gateway.graphqlUrl, query, {}, admin),
      graphql<any>(stack.gateway.graphqlUrl, query, {}, user),
      graphql<any>(stack.gateway.graphqlUrl, query, {}, admin),
      graphql<any>(stack.gateway.graphqlUrl, query, {}, user),
    ]);
    expect(asAdmin.data.me.email).not.toBe(asUser.data.me.email);
    expect(asUser.data.sheets.totalCount).toBeLessThan(asAdmin.data.sheets.totalCount);
    expect(asAdminAgain.data).toEqual(asAdmin.data);
    expect(asUserAgain.data).toEqual(asUser.data);
    const visibleToUser = new Set(asUser.data.sheets.edges.map((e: any) => e.node.id));
    const hidden = asAdmin.data.sheets.edges.map((e: any) => e.node.id).find((id: string) => !visibleToUser.has(id));
    // A sheet the admin loaded is not served to the user from any cache.
    const [adminRead, userRead] = await Promise.all([
      graphql<any>(stack.gateway.graphqlUrl, 'query S($id: ID!) { sheet(id: $id) { name } }', { id: hidden }, admin),
      graphql<any>(stack.gateway.graphqlUrl, 'query S($id: ID!) { sheet(id: $id) { name } }', { id: hidden }, user),
    ]);
    expect(adminRead.data.sheet.name).toBeTruthy();
    expect(userRead.data?.sheet ?? null).toBeNull();
    expect(userRead.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('forwards Assume-User for a System Admin', async () => {
    const other = await graphql<any>(stack.gateway.graphqlUrl, '{ users(first: 5) { edges { node { email } } } }', {}, admin);
    const email = other.data.users.edges[4].node.email;
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ me { email } }', {}, { ...admin, 'assume-user': encodeURIComponent(email) });
    expect(result.data.me.email).toBe(email);
  });
});
