// Federation in a real supergraph: compose our `_service { sdl }` with a second subgraph using
// @apollo/composition, run @apollo/gateway over both, and answer queries that cross the two.
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { composeServices } from '@apollo/composition';
import { ApolloGateway } from '@apollo/gateway';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWS_SDL, scoreOf, startReviewsSubgraph, type ReviewsSubgraph } from '../fixtures/supergraph/reviews-subgraph.js';
import { graphql, startStack, type Stack } from '../helpers/stack.js';

const silent = { debug() {}, info() {}, warn() {}, error() {} };

let stack: Stack;
let reviews: ReviewsSubgraph;
let router: ApolloServer | undefined;
let routerUrl: string;
let supergraphSdl: string;
let userIds: string[];
let emails: Record<string, string>;

beforeAll(async () => {
  stack = await startStack();
  const users = await graphql<any>(stack.gateway.graphqlUrl, '{ users(first: 3) { edges { node { id email } } } }');
  expect(users.errors).toBeUndefined();
  userIds = users.data.users.edges.map((e: any) => e.node.id);
  emails = Object.fromEntries(users.data.users.edges.map((e: any) => [e.node.id, e.node.email]));
  reviews = await startReviewsSubgraph([...userIds].reverse());

  // Our SDL exactly as a router sees it: fetched over HTTP from the running gateway.
  const service = await graphql<any>(stack.gateway.graphqlUrl, '{ _service { sdl } }');
  expect(service.errors).toBeUndefined();
  const composed = composeServices([
    { name: 'workgraph', url: stack.gateway.graphqlUrl, typeDefs: parse(service.data._service.sdl) },
    { name: 'reviews', url: reviews.url, typeDefs: parse(REVIEWS_SDL) },
  ]);
  if (composed.errors) throw new Error(`composition failed:\n${composed.errors.map((e) => e.message).join('\n')}`);
  supergraphSdl = composed.supergraphSdl;

  router = new ApolloServer({ gateway: new ApolloGateway({ supergraphSdl, logger: silent }), logger: silent });
  ({ url: routerUrl } = await startStandaloneServer(router, { listen: { port: 0, host: '127.0.0.1' } }));
});

afterAll(async () => {
  await router?.stop();
  await reviews?.close();
  await stack?.close();
});

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

  it('answers a query that starts in workgraph and fetches fields from the reviews subgraph', async () => {
    const result = await graphql<any>(
      routerUrl,
      `{ users(first: 3) { edges { node { id email reviewCount } } }
         libraries(first: 1) { edges { node { sections(first: 1) { edges { node {
           assets(first: 3) { edges { node { id name reviewScore } } } } } } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const users = result.data.users.edges.map((e: any) => e.node);
    expect(users.map((u: any) => u.id)).toEqual(userIds);
    for (const user of users) {
      expect(user.email).toBe(emails[user.id]);
      expect(user.reviewCount).toBe(scoreOf(user.id, 50));
    }
    const assets = result.data.libraries.edges[0].node.sections.edges[0].node.assets.edges.map((e: any) => e.node);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.name).toEqual(expect.any(String));
      expect(asset.reviewScore).toBe(1 + scoreOf(asset.id, 5));
    }
    // The router asked the reviews subgraph for exactly these entities, with our global ids as keys.
    expect(reviews.references).toEqual(expect.arrayContaining([...userIds.map((id) => ({ __typename: 'User', id })), ...assets.map((a: any) => ({ __typename: 'Asset', id: a.id }))]));
  });

  it('answers a query that starts in the reviews subgraph and resolves our fields through _entities', async () => {
    const result = await graphql<any>(routerUrl, '{ featuredReviewers { id email name reviewCount } }');
    expect(result.errors).toBeUndefined();
    const reviewers = result.data.featuredReviewers;
    expect(reviewers.map((u: any) => u.id)).toEqual([...userIds].reverse());
    for (const reviewer of reviewers) {
      expect(reviewer.email).toBe(emails[reviewer.id]);
      expect(reviewer.name).toEqual(expect.any(String));
    }
  });

  it('passes our errors through the router with their codes', async () => {
    const result = await graphql<any>(routerUrl, '{ sheets(first: 1, after: "forged-cursor") { edges { cursor } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
