// Federation in a real supergraph: compose our `_service { sdl }` with a second subgraph using
// @apollo/composition, serve the supergraph with two routers (@apollo/gateway and the Hive Gateway
// runtime), and answer queries that cross the two subgraphs the same way through both; list fetches
// of entities must reach each subgraph as one `_entities` request carrying every representation.
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
import { REVIEWS_SDL, scoreOf, startReviewsSubgraph, type ReviewsSubgraph } from '../fixtures/supergraph/reviews-subgraph.js';
import { graphql } from '../generated/index.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
/** How many users and assets the list queries ask for: enough that one request per entity would show. */
const LIST_SIZE = 25;

const stack = useStack();
let reviews: ReviewsSubgraph;
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
  const users = present(dataOf(await run(graphql(`query SupergraphUsers($first: Int) { users(first: $first) { edges { node { id email } } } }`), { first: LIST_SIZE })).users);
  userIds = users.edges.map((e) => e.node.id);
  emails = Object.fromEntries(users.edges.map((e) => [e.node.id, e.node.email]));
  const libraries = dataOf(await run(graphql(`query SupergraphAssets($first: Int) { libraries(first: 1) { edges { node { assets(first: $first) { edges { node { id name } } } } } } }`), { first: LIST_SIZE }));
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
  const composed = composeServices([
    { name: 'workgraph', url: workgraphProxy.url, typeDefs: parse(service._service.sdl) },
    { name: 'reviews', url: reviews.url, typeDefs: parse(REVIEWS_SDL) },
  ]);
  if (composed.errors) throw new Error(`composition failed:\n${composed.errors.map((e) => e.message).join('\n')}`);
  supergraphSdl = composed.supergraphSdl;

  apolloRouter = new ApolloServer({ gateway: new ApolloGateway({ supergraphSdl, logger: silent }), logger: silent });
  ({ url: routerUrls['Apollo Gateway'] } = await startStandaloneServer(apolloRouter, { listen: { port: 0, host: '127.0.0.1' } }));

  // The same supergraph SDL served by the Hive Gateway runtime.
  hiveRuntime = createGatewayRuntime({ supergraph: () => supergraphSdl, logging: false, transports: { http: httpTransport } });
  hiveServer = createServer(hiveRuntime);
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
  libraries?: { edges: Array<{ node: { sections?: { edges: Array<{ node: { assets: { edges: Array<{ node: SupergraphAsset }> } } }> } } }> };
  featuredReviewers?: SupergraphUser[];
  featuredAssets?: SupergraphAsset[];
}

/** Clears what the subgraphs recorded, so a test counts only its own fetches. */
function resetSubgraphCounters(): void {
  workgraphProxy.requests.length = 0;
  reviews.entityRequests.length = 0;
  reviews.references.length = 0;
}

describe('workgraph in a composed supergraph', () => {
  it('composes: every entity of ours is joined, and User and Asset are shared with the reviews subgraph', () => {
    expect(supergraphSdl).toContain('join__graph(name: "workgraph"');
    expect(supergraphSdl).toMatch(/type User implements Node\s+@join__implements\(graph: WORKGRAPH, interface: "Node"\)\s+@join__type\(graph: REVIEWS, key: "id"\)\s+@join__type\(graph: WORKGRAPH, key: "id"\)/);
    expect(supergraphSdl).toMatch(/type Asset implements Node[^{]*@join__type\(graph: REVIEWS, key: "id"\)/);
    expect(supergraphSdl).toContain('reviewScore: Int! @join__field(graph: REVIEWS)');
    // Every Node type of ours (including types added later) is an entity keyed by its global id.
    const nodeTypes = [...supergraphSdl.matchAll(/^type (\w+) implements [^{]*\bNode\b[^{]*\{/gm)].map((m) => ({ name: m[1], head: m[0] }));
    expect(nodeTypes.length).toBeGreaterThanOrEqual(16);
    for (const { name, head } of nodeTypes) expect(head, name).toMatch(/@join__type\(graph: WORKGRAPH, key: "id"(, extension: true)?\)/);
  });
});

describe.each(['Apollo Gateway', 'Hive Gateway'])('through %s', (router) => {
  // The supergraph has the reviews subgraph's fields too, which schema/ does not: text documents,
  // whose answers are read through `SupergraphData`.
  const ask = (query: string) => gqlText(present(routerUrls[router]))<SupergraphData>(query);
  beforeEach(resetSubgraphCounters);

  it('answers a query that starts in workgraph and fetches fields from the reviews subgraph', async () => {
    const result = await ask(
      `{ users(first: 3) { edges { node { id email reviewCount } } }
         libraries(first: 1) { edges { node { sections(first: 1) { edges { node {
           assets(first: 3) { edges { node { id name reviewScore } } } } } } } } } }`,
    );
    const data = dataOf(result);
    const users = present(data.users).edges.map((e) => e.node);
    expect(users.map((u) => u.id)).toEqual(userIds.slice(0, 3));
    for (const user of users) {
      expect(user.email).toBe(emails[user.id]);
      expect(user.reviewCount).toBe(scoreOf(user.id, 50));
    }
    const assets = present(present(present(data.libraries).edges[0]).node.sections?.edges[0]).node.assets.edges.map((e) => e.node);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.name).toEqual(expect.any(String));
      expect(asset.reviewScore).toBe(1 + scoreOf(asset.id, 5));
    }
    // The router asked the reviews subgraph for exactly these entities, with our global ids as keys.
    expect(reviews.references).toEqual(expect.arrayContaining([...users.map((u) => ({ __typename: 'User', id: u.id })), ...assets.map((a) => ({ __typename: 'Asset', id: a.id }))]));
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
    expect(users.map((u) => [u.id, u.email, u.reviewCount])).toEqual(userIds.map((id) => [id, emails[id], scoreOf(id, 50)]));
    expect(reviews.entityRequests).toEqual([[LIST_SIZE]]);
    expect(workgraphProxy.entityRequests()).toEqual([]);
    expect(workgraphProxy.requests).toHaveLength(1);
  });

  it(`resolves ${LIST_SIZE} featured users and ${LIST_SIZE} featured assets with one _entities fetch per type to workgraph`, async () => {
    const result = await ask('{ featuredReviewers { id email } featuredAssets { id name reviewScore } }');
    const data = dataOf(result);
    expect(present(data.featuredReviewers).map((u) => [u.id, u.email])).toEqual([...userIds].reverse().map((id) => [id, emails[id]]));
    expect(present(data.featuredAssets).map((a) => [a.id, a.name, a.reviewScore])).toEqual([...assetIds].reverse().map((id) => [id, assetNames[id], 1 + scoreOf(id, 5)]));
    // One _entities field per type, each with every representation. Apollo Gateway sends the two
    // fields in two requests, Hive Gateway aliases both into one request; never one per entity.
    const fetches = workgraphProxy.entityRequests();
    expect(fetches.flat()).toEqual([LIST_SIZE, LIST_SIZE]);
    expect(fetches.length).toBe(router === 'Hive Gateway' ? 1 : 2);
    expect(reviews.entityRequests).toEqual([]);
  });

  it('passes our errors through the router with their codes', async () => {
    const result = await ask('{ sheets(first: 1, after: "forged-cursor") { edges { cursor } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the two routers agree', () => {
  it('gives the same answers to the same cross-subgraph queries', async () => {
    const queries = [
      `{ users(first: ${LIST_SIZE}) { totalCount edges { cursor node { id email name reviewCount } } pageInfo { hasNextPage endCursor } } }`,
      '{ featuredReviewers { id email name reviewCount } featuredAssets { id name reviewScore library { name } } }',
      `{ libraries(first: 2) { edges { node { name sections(first: 2) { edges { node { name assets(first: 5) { edges { node { id name reviewScore } } } } } } } } } }`,
    ];
    for (const query of queries) {
      const [apollo, hive] = await Promise.all([gqlText(present(routerUrls['Apollo Gateway']))(query), gqlText(present(routerUrls['Hive Gateway']))(query)]);
      expect(apollo.errors, query).toBeUndefined();
      expect(hive, query).toEqual(apollo);
    }
  });
});
