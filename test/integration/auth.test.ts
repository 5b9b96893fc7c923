// Credentials: per-backend headers forwarded as each backend's own auth header; missing or invalid
// tokens give UNAUTHENTICATED with the upstream errorCode (an unknown digital-asset key: FORBIDDEN,
// the service's 403); nothing crosses from one token to another.
import { describe, expect, it } from 'vitest';
import { DEMO_TOKENS, WORK_MANAGEMENT_TOKENS } from '../../emulators/index.js';
import { graphql } from '../generated/index.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack({ fallbackTokens: false });
const run = gql(stack);

const admin = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.admin}` };
const user = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.user}` };

const ME = graphql(`query AuthMe { me { email } }`);
const SHEETS = graphql(`query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }`);
const SHEET = graphql(`query AuthSheet($id: ID!) { sheet(id: $id) { name } }`);

describe('credentials', () => {
  it('gives UNAUTHENTICATED with errorCode 1001 when no work-management token is sent', async () => {
    const result = await run(ME);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      upstream: { backend: 'work-management', status: 401, errorCode: 1001 },
    });
  });

  it('gives UNAUTHENTICATED with the upstream errorCode 1002 and refId for an invalid token', async () => {
    const result = await run(ME, {}, { authorization: 'Bearer not-a-token' });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      upstream: { backend: 'work-management', status: 401, errorCode: 1002 },
    });
    expect((result.errors?.[0]?.extensions?.upstream as { refId?: string }).refId).toBeTruthy();
  });

  it('gives UNAUTHENTICATED for a bad resource-planning token, and still answers the other backend', async () => {
    const result = await run(
      graphql(`query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }`),
      {},
      { ...admin, 'x-resource-planning-token': 'wrong' },
    );
    expect(result.data?.me?.email).toBeTruthy();
    expect(result.errors?.[0]).toMatchObject({
      path: ['people'],
      extensions: { code: 'UNAUTHENTICATED', upstream: { backend: 'resource-planning', status: 401 } },
    });
  });

  it('gives FORBIDDEN for a digital-asset key the service does not know (its 403 for a bad key), UNAUTHENTICATED for none', async () => {
    const LIBRARIES = graphql(`query AuthLibraries { me { email } libraries(first: 1) { edges { node { id } } } }`);
    const unknown = await run(LIBRARIES, {}, { ...admin, 'x-digital-asset-token': 'not-a-key' });
    expect(unknown.data?.me?.email).toBeTruthy();
    expect(unknown.errors?.[0]).toMatchObject({
      path: ['libraries'],
      extensions: { code: 'FORBIDDEN', upstream: { backend: 'digital-asset', status: 403 } },
    });
    const none = await run(LIBRARIES, {}, admin);
    expect(none.errors?.[0]).toMatchObject({ path: ['libraries'], extensions: { code: 'UNAUTHENTICATED' } });
  });

  it("forwards each backend token as that backend's own header", async () => {
    const data = dataOf(
      await run(
        graphql(`
          query AuthEveryBackend {
            me {
              email
            }
            people(first: 1) {
              edges {
                node {
                  id
                }
              }
            }
            libraries(first: 1) {
              edges {
                node {
                  id
                }
              }
            }
          }
        `),
        {},
        {
          ...admin,
          'x-resource-planning-token': DEMO_TOKENS.resourcePlanning,
          'x-digital-asset-token': DEMO_TOKENS.digitalAsset,
        },
      ),
    );
    expect(data.people?.edges).toHaveLength(1);
    expect(data.libraries?.edges).toHaveLength(1);
  });

  it("never serves one token's data to another, even when requests interleave", async () => {
    const [asAdmin, asUser, asAdminAgain, asUserAgain] = (
      await Promise.all([run(SHEETS, {}, admin), run(SHEETS, {}, user), run(SHEETS, {}, admin), run(SHEETS, {}, user)])
    ).map((r) => dataOf(r));
    const [adminSheets, userSheets] = [present(asAdmin?.sheets), present(asUser?.sheets)];
    expect(asAdmin?.me?.email).not.toBe(asUser?.me?.email);
    expect(userSheets.totalCount).toBeLessThan(present(adminSheets.totalCount));
    expect(asAdminAgain).toEqual(asAdmin);
    expect(asUserAgain).toEqual(asUser);
    const visibleToUser = new Set(userSheets.edges.map((e) => e.node.id));
    const hidden = present(adminSheets.edges.map((e) => e.node.id).find((id) => !visibleToUser.has(id)));
    // A sheet the admin loaded is not served to the user from any cache.
    const [adminRead, userRead] = await Promise.all([
      run(SHEET, { id: hidden }, admin),
      run(SHEET, { id: hidden }, user),
    ]);
    expect(adminRead.data?.sheet?.name).toBeTruthy();
    expect(userRead.data?.sheet ?? null).toBeNull();
    expect(userRead.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('forwards Assume-User for a System Admin', async () => {
    const other = dataOf(
      await run(graphql(`query AuthUsers { users(first: 5) { edges { node { email } } } }`), {}, admin),
    );
    const email = present(other.users?.edges[4]).node.email;
    const result = await run(ME, {}, { ...admin, 'assume-user': encodeURIComponent(email) });
    expect(result.data?.me?.email).toBe(email);
  });
});
