// The throughput baseline: a bare Apollo Server with the gateway's schema whose only resolver
// answers a query from a fixed snapshot of the gateway's own answer (same shape, no upstream).
// Started as a child process by bench/run.ts: `tsx bench/bare-server.ts <snapshot.json>`.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import express from 'express';
import { parse, type GraphQLFieldResolver } from 'graphql';
import { readSchemaSdl } from '../src/schema.js';
import { scalarResolvers } from '../src/resolvers/scalars.js';

const snapshot = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Record<string, unknown>;
// Root fields answer from the snapshot; below them the field resolver reads the same keys.
const Query = Object.fromEntries(Object.keys(snapshot).map((field) => [field, () => snapshot[field]]));
const schema = buildSubgraphSchema([
  { typeDefs: parse(readSchemaSdl()), resolvers: { Query, ...scalarResolvers } as never },
]);
// The snapshot holds values under the answer's keys (aliases included): read those first.
const fieldResolver: GraphQLFieldResolver<Record<string, unknown>, unknown> = (source, _args, _context, info) =>
  source[info.path.key] ?? source[info.fieldName];
const server = new ApolloServer({ schema, fieldResolver, plugins: [ApolloServerPluginInlineTraceDisabled()] });
await server.start();
const app = express();
app.use('/graphql', express.json(), expressMiddleware(server));
const httpServer = http.createServer(app);
httpServer.listen(0, '127.0.0.1', () =>
  console.log(`bare server at http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/graphql`),
);
