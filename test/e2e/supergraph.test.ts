// Federation in a real supergraph: compose our `_service { sdl }` with two other subgraphs using
// @apollo/composition (a reviews subgraph that extends our entities by id, and an office directory
// with its own Relay `node`, a `User` keyed by email and the generic value types), serve the
// supergraph with two routers (@apollo/gateway and the Hive Gateway runtime), and answer queries that
// cross the subgraphs the same way through both; list fetches of entities must reach each subgraph as
// one `_entities` request carrying every representation.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { composeServices } from '@apollo/composition';
import { ApolloGateway } from '@apollo/gateway';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import * as httpTransport from '@graphql-mesh/transport-http';
import { parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCountingProxy, type CountingProxy } from '../fixtures/supergraph/counting-proxy.js';
import {
  directorySdl,
  officeOf,
  startDirectorySubgraph,
  type DirectorySubgraph,
} from '../fixtures/supergraph/directory-subgraph.js';
import {
  REVIEWS_SDL,
  scoreOf,
  startReviewsSubgraph,
  type ReviewsSubgraph,
} from '../fixtures/supergraph/reviews-subgraph.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
/** How many users and assets the list queries ask for: enough that one request per entity would show. */
const LIST_SIZE = 25;

const stack = useStack();
let reviews: ReviewsSubgraph;
let directory: DirectorySubgraph;
/** Whether workgraph keys Person by email too (then the directory has a Person, and its case runs). */
let personByEmail: boolean;
let workgraphProxy: CountingProxy;
let apolloRouter: ApolloServer | undefined;
let hiveServer: Server | undefined;
let hiveRuntime: ReturnType<typeof createGatewayRuntime> | undefined;
const routerUrls: Record<string, string> = {};
let supergraphSdl: string;
let userIds: string[];
let emails: Record<string, string>;
let assetIds: string[];
let assetNames: Record<string, string>;

beforeAll(async () => {
  const run = gql(stack);
  const users = present(
    dataOf(
      await run(
        graphql(`query SupergraphUsers($first: Int) { users(first: $first) { edges { node { id email } } } }`),
        { first: LIST_SIZE },
      ),
    ).users,
  );
  userIds = users.edges.map((e) => e.node.id);
  emails = Object.fromEntries(users.edges.map((e) => [e.node.id, e.node.email]));
  const libraries = dataOf(
    await run(
      graphql(`
        query SupergraphAssets($first: Int) {
          libraries(first: 1) {
            edges {
              node {
                assets(first: $first) {
                  edges {
                    node {
                      id
                      name
                    }
                  }
                }
              }
            }
          }
        }
      `),
      { first: LIST_SIZE },
    ),
  );
  const assetNodes = present(present(libraries.libraries?.edges[0]).node.assets).edges.map((e) => e.node);
  assetIds = assetNodes.map((a) => a.id);
  assetNames = Object.fromEntries(assetNodes.map((a) => [a.id, a.name]));
  expect(userIds).toHaveLength(LIST_SIZE);
  expect(assetIds).toHaveLength(LIST_SIZE);
  reviews = await startReviewsSubgraph([...userIds].reverse(), [...assetIds].reverse());
  // The routers reach workgraph through a proxy that records what they send it.
  workgraphProxy = await startCountingProxy(stack.gateway.graphqlUrl);

  // Our SDL exactly as a router sees it: fetched over HTTP from the running gateway.
  const service = dataOf(await gqlText(stack)<{ _service: { sdl: string } }>('{ _service { sdl } }'));
  personByEmail = /type Person\b[^{]*@key\(fields: "email"\)/.test(service._service.sdl);
  directory = await startDirectorySubgraph(
    userIds.map((id) => present(emails[id])),
    present(assetIds[0]),
    personByEmail,
  );
  const composed = composeServices([
    { name: 'workgraph', url: workgraphProxy.url, typeDefs: parse(service._service.sdl) },
    { name: 'reviews', url: reviews.url, typeDefs: parse(REVIEWS_SDL) },
    { name: 'directory', url: directory.url, typeDefs: parse(directorySdl(personByEmail)) },
  ]);
  if (composed.errors) throw new Error(`composition failed:\n${composed.errors.map((e) => e.message).join('\n')}`);
  supergraphSdl = composed.supergraphSdl;

  apolloRouter = new ApolloServer({ gateway: new ApolloGateway({ supergraphSdl, logger: silent }), logger: silent });
  ({ url: routerUrls['Apollo Gateway'] } = await startStandaloneServer(apolloRouter, {
    listen: { port: 0, host: '127.0.0.1' },
  }));

  // The same supergraph SDL served by the Hive Gateway runtime.
  hiveRuntime = createGatewayRuntime({
    supergraph: () => supergraphSdl,
    logging: false,
    transports: { http: httpTransport },
  });
  hiveServer = createServer(hiveRuntime.requestListener);
  await new Promise<void>((resolve) => hiveServer!.listen(0, '127.0.0.1', resolve));
  routerUrls['Hive Gateway'] = `http://127.0.0.1:${(hiveServer.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  if (hiveServer) {
    hiveServer.closeAllConnections();
    await new Promise<void>((resolve) => hiveServer!.close(() => resolve()));
  }
  await hiveRuntime?.dispose();
  await apolloRouter?.stop();
  await workgraphProxy?.close();
  await reviews?.close();
  await directory?.close();
});

/** What the tests read of the supergraph's answers (the reviews subgraph adds reviewCount, reviewScore, featured*). */
interface SupergraphUser {
  id: string;
  email: string;
  name?: string;
  reviewCount: number;
}
interface SupergraphAsset {
  id: string;
  name: string;
  reviewScore: number;
}
interface SupergraphData {
  users?: { edges: Array<{ node: SupergraphUser }> };
  libraries?: {
    edges: Array<{
      node: { sections?: { edges: Array<{ node: { assets: { edges: Array<{ node: SupergraphAsset }> } } }> } };
    }>;
  };
  featuredReviewers?: SupergraphUser[];
  featuredAssets?: SupergraphAsset[];
}

/** What the directory tests read of the supergraph's answers. */
interface DirectoryOffice {
  name: string;
  rent: { amount: number; currencyCode: string | null };
  access: string;
  account: { holder: string };
}
interface DirectoryUsers {
  users?: {
    edges: Array<{ node: { id: string; email: string; office: DirectoryOffice | null; desk: string | null } }>;
  };
}
interface DirectoryOffices {
  offices?: Array<{
    name: string;
    occupants: Array<{ email: string; name: string | null; backendId: string; reviewCount: number }>;
  }>;
}
interface DirectoryPeople {
  people?: { edges: Array<{ node: { id: string; email: string; office: { name: string } | null } }> };
}

/** Clears what the subgraphs recorded, so a test counts only its own fetches. */
function resetSubgraphCounters(): void {
  workgraphProxy.requests.length = 0;
  reviews.entityRequests.length = 0;
  reviews.references.length = 0;
  directory.references.length = 0;
  directory.nodeIds.length = 0;
}

describe('workgraph in a composed supergraph', () => {
  it('composes: every entity of ours is joined, User and Asset are shared with the reviews subgraph, User by email with the directory', () => {
    expect(supergraphSdl).toContain('join__graph(name: "workgraph"');
    const userHead = present(/type User implements Node[^{]*\{/.exec(supergraphSdl), 'the User type')[0];
    for (const key of [
      'graph: REVIEWS, key: "id"',
      'graph: WORKGRAPH, key: "id"',
      'graph: WORKGRAPH, key: "email"',
      'graph: DIRECTORY, key: "email"',
    ])
      expect(userHead).toContain(`@join__type(${key}`);
    // Both subgraphs serve a Relay node field; the generic value types are one type; ours that could clash were named apart.
    expect(supergraphSdl).toMatch(
      /\bnode\([^)]*\bid: ID!\s*\): Node @join__field\(graph: DIRECTORY\) @join__field\(graph: WORKGRAPH\)/,
    );
    for (const shared of ['PageInfo', 'UserError', 'Money'])
      expect(supergraphSdl).toMatch(
        new RegExp(`type ${shared}\\s+@join__type\\(graph: DIRECTORY\\)\\s+@join__type\\(graph: WORKGRAPH\\)`),
      );
    expect(supergraphSdl).toMatch(/type Account\s+@join__type\(graph: DIRECTORY\)\s*\{/);
    expect(supergraphSdl).toMatch(/enum AccessLevel\s+@join__type\(graph: DIRECTORY\)\s*\{/);
    expect(supergraphSdl).toMatch(/type Asset implements Node[^{]*@join__type\(graph: REVIEWS, key: "id"\)/);
    expect(supergraphSdl).toContain('reviewScore: Int! @join__field(graph: REVIEWS)');
    // Every Node type of ours (including types added later) is an entity keyed by its global id.
    const nodeTypes = [...supergraphSdl.matchAll(/^type (\w+) implements [^{]*\bNode\b[^{]*\{/gm)]
      .map((m) => ({ name: m[1], head: m[0] }))
      .filter((t) => t.head.includes('graph: WORKGRAPH'));
    expect(nodeTypes.length).toBeGreaterThanOrEqual(16);
    for (const { name, head } of nodeTypes)
      expect(head, name).toMatch(/@join__type\(graph: WORKGRAPH, key: "id"(, extension: true)?\)/);
  });
});

describe.each(['Apollo Gateway', 'Hive Gateway'])('through %s', (router) => {
  // The supergraph has the reviews subgraph's fields too, which schema/ does not: text documents,
  // whose answers are read through `SupergraphData`.
  const ask = (query: string) => gqlText(present(routerUrls[router]))<SupergraphData>(query);
  /** A query whose answer the test reads through its own shape. */
  const askFor = <TData>(query: string) => gqlText(present(routerUrls[router]))<TData>(query);
  beforeEach(resetSubgraphCounters);

  it('answers a query that starts in workgraph and fetches fields from the reviews subgraph', async () => {
    const result = await ask(`
      {
        users(first: 3) {
          edges {
            node {
              id
              email
              reviewCount
            }
          }
        }
        libraries(first: 1) {
          edges {
            node {
              sections(first: 1) {
                edges {
                  node {
                    assets(first: 3) {
                      edges {
                        node {
                          id
                          name
                          reviewScore
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    const data = dataOf(result);
    const users = present(data.users).edges.map((e) => e.node);
    expect(users.map((u) => u.id)).toEqual(userIds.slice(0, 3));
    for (const user of users) {
      expect(user.email).toBe(emails[user.id]);
      expect(user.reviewCount).toBe(scoreOf(user.id, 50));
    }
    const assets = present(present(present(data.libraries).edges[0]).node.sections?.edges[0]).node.assets.edges.map(
      (e) => e.node,
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.name).toEqual(expect.any(String));
      expect(asset.reviewScore).toBe(1 + scoreOf(asset.id, 5));
    }
    // The router asked the reviews subgraph for exactly these entities, with our global ids as keys.
    expect(reviews.references).toEqual(
      expect.arrayContaining([
        ...users.map((u) => ({ __typename: 'User', id: u.id })),
        ...assets.map((a) => ({ __typename: 'Asset', id: a.id })),
      ]),
    );
  });

  it('answers a query that starts in the reviews subgraph and resolves our fields through _entities', async () => {
    const result = await ask('{ featuredReviewers { id email name reviewCount } }');
    const reviewers = present(dataOf(result).featuredReviewers);
    expect(reviewers.map((u) => u.id)).toEqual([...userIds].reverse());
    for (const reviewer of reviewers) {
      expect(reviewer.email).toBe(emails[reviewer.id]);
      expect(reviewer.name).toEqual(expect.any(String));
      expect(reviewer.reviewCount).toBe(scoreOf(reviewer.id, 50));
    }
  });

  it(`fetches a list of ${LIST_SIZE} of our users' review counts with one _entities request to the reviews subgraph`, async () => {
    const result = await ask(`{ users(first: ${LIST_SIZE}) { edges { node { id email reviewCount } } } }`);
    const users = present(dataOf(result).users).edges.map((e) => e.node);
    expect(users.map((u) => [u.id, u.email, u.reviewCount])).toEqual(
      userIds.map((id) => [id, emails[id], scoreOf(id, 50)]),
    );
    expect(reviews.entityRequests).toEqual([[LIST_SIZE]]);
    expect(workgraphProxy.entityRequests()).toEqual([]);
    expect(workgraphProxy.requests).toHaveLength(1);
  });

  it(`resolves ${LIST_SIZE} featured users and ${LIST_SIZE} featured assets with one _entities fetch per type to workgraph`, async () => {
    const result = await ask('{ featuredReviewers { id email } featuredAssets { id name reviewScore } }');
    const data = dataOf(result);
    expect(present(data.featuredReviewers).map((u) => [u.id, u.email])).toEqual(
      [...userIds].reverse().map((id) => [id, emails[id]]),
    );
    expect(present(data.featuredAssets).map((a) => [a.id, a.name, a.reviewScore])).toEqual(
      [...assetIds].reverse().map((id) => [id, assetNames[id], 1 + scoreOf(id, 5)]),
    );
    // One _entities field per type, each with every representation. Apollo Gateway sends the two
    // fields in two requests, Hive Gateway aliases both into one request; never one per entity.
    const fetches = workgraphProxy.entityRequests();
    expect(fetches.flat()).toEqual([LIST_SIZE, LIST_SIZE]);
    expect(fetches.length).toBe(router === 'Hive Gateway' ? 1 : 2);
    expect(reviews.entityRequests).toEqual([]);
  });

  it("joins the directory's User to ours by email: the directory's fields on our users", async () => {
    const result = await askFor<DirectoryUsers>(`
      {
        users(first: 4) {
          edges {
            node {
              id
              email
              office {
                name
                rent {
                  amount
                  currencyCode
                }
                access
                account {
                  holder
                }
              }
              desk
            }
          }
        }
      }
    `);
    const users = present(dataOf(result).users).edges.map((e) => e.node);
    expect(users.map((u) => u.id)).toEqual(userIds.slice(0, 4));
    for (const user of users)
      expect(user.office).toEqual({
        name: present(officeOf(directory.offices, user.email)).name,
        rent: { amount: 1200.5, currencyCode: 'EUR' },
        access: 'WRITE',
        account: { holder: 'Facilities' },
      });
    // The router asked the directory for our users by their email key.
    expect(directory.references).toEqual(
      expect.arrayContaining(users.map((u) => ({ __typename: 'User', email: u.email }))),
    );
  });

  it("resolves our User fields for the directory's users by email: one _entities request, one users-by-email call", async () => {
    await resetAllLogs(stack.emulators);
    const result = await askFor<DirectoryOffices>(
      '{ offices { name occupants { email name backendId reviewCount } } }',
    );
    const offices = present(dataOf(result).offices);
    for (const office of offices) {
      const expected = present(directory.offices.find((o) => o.name === office.name));
      expect(office.occupants.map((u) => u.email.toLowerCase())).toEqual(expected.occupants);
      for (const user of office.occupants) {
        const id = present(
          Object.entries(emails).find(([, email]) => email === user.email),
          user.email,
        )[0];
        expect(user.name).toEqual(expect.any(String));
        expect(user.reviewCount).toBe(scoreOf(id, 50));
      }
    }
    // Every occupant of every office went to workgraph in one _entities field, and cost one filtered list call.
    expect(workgraphProxy.entityRequests().flat()).toEqual([LIST_SIZE]);
    expect((await calls(stack.emulators.workManagement)).map((c) => c.template)).toEqual(['/users']);
  });

  it('refetches by id across the subgraphs: node(id:) for what both subgraphs serve, nodes(ids:) and single reads for ours', async () => {
    const assetId = present(assetIds[0]);
    const userId = present(userIds[1]);
    const email = present(emails[userId]);
    const office = present(officeOf(directory.offices, email)).name;
    const result =
      await ask(`{ asset: node(id: "${assetId}") { __typename id ... on Asset { name reviewScore floorPlanOf { name } } }
      ours: nodes(ids: ["${userId}"]) { __typename id ... on User { email office { name } } }
      user: user(id: "${userId}") { id email office { name } } }`);
    // An Asset is a Node of both subgraphs: whichever the router asks for it, the other two add their fields.
    expect(dataOf(result)).toEqual({
      asset: {
        __typename: 'Asset',
        id: assetId,
        name: assetNames[assetId],
        reviewScore: 1 + scoreOf(assetId, 5),
        floorPlanOf: { name: present(directory.offices[0]).name },
      },
      ours: [{ __typename: 'User', id: userId, email, office: { name: office } }],
      user: { id: userId, email, office: { name: office } },
    });
  });

  it("carries both subgraphs' refusals as the one shared UserError type in one document", async () => {
    const office = present(directory.offices[0]);
    const result =
      await ask(`mutation { bookDesk(input: { officeId: "${office.id}", desk: "taken" }) { office { name } userErrors { code field } }
      createFolder(input: { parentType: FOLDER, parentId: "${present(userIds[0])}", name: "x" }) { folder { id } userErrors { code field } } }`);
    expect(dataOf(result)).toEqual({
      bookDesk: { office: null, userErrors: [{ code: 'CONFLICT', field: ['input', 'desk'] }] },
      createFolder: { folder: null, userErrors: [{ code: 'INVALID', field: ['input', 'parentId'] }] },
    });
  });

  it("joins the directory's Person to resource planning's by email", async () => {
    // Person is keyed by email beside its id, as the directory's User and Person are.
    expect(personByEmail).toBe(true);
    const result = await askFor<DirectoryPeople>(
      '{ people(first: 3) { edges { node { id email office { name } } } } }',
    );
    const people = present(dataOf(result).people).edges.map((e) => e.node);
    expect(people).toHaveLength(3);
    for (const person of people)
      expect(person.office?.name ?? null).toBe(officeOf(directory.offices, person.email)?.name ?? null);
  });

  it('passes our errors through the router with their codes', async () => {
    const result = await ask('{ sheets(first: 1, after: "forged-cursor") { edges { cursor } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the two routers agree', () => {
  it('gives the same answers to the same cross-subgraph queries', async () => {
    const queries = [
      `{ users(first: ${LIST_SIZE}) { totalCount edges { cursor node { id email name reviewCount office { name } desk } } pageInfo { hasNextPage endCursor } } }`,
      '{ offices { id name rent { amount currencyCode } occupants { email name reviewCount } } }',
      `
        {
          featuredReviewers {
            id
            email
            name
            reviewCount
          }
          featuredAssets {
            id
            name
            reviewScore
            library {
              name
            }
          }
        }
      `,
      `
        {
          libraries(first: 2) {
            edges {
              node {
                name
                sections(first: 2) {
                  edges {
                    node {
                      name
                      assets(first: 5) {
                        edges {
                          node {
                            id
                            name
                            reviewScore
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    ];
    for (const query of queries) {
      const [apollo, hive] = await Promise.all([
        gqlText(present(routerUrls['Apollo Gateway']))(query),
        gqlText(present(routerUrls['Hive Gateway']))(query),
      ]);
      expect(apollo.errors, query).toBeUndefined();
      expect(hive, query).toEqual(apollo);
    }
  });
});
