// The benchmark's peer: the benchmark queries served the way most teams would write them, Apollo
// Server with @apollo/datasource-rest and DataLoader, over the gateway's SDL with only the resolvers
// those queries need. Started by bench/run.ts in its own process; prints `peer at <url>`.
import { readFileSync, readdirSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import { DigitalAssetAPI, ResourcePlanningAPI, WorkManagementAPI, type PeerDataSources } from './datasources.js';
import { createLoaders, type PeerLoaders } from './loaders.js';
import { resolvers } from './resolvers.js';

export interface PeerContext {
  api: PeerDataSources;
  loaders: PeerLoaders;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The gateway's SDL files, the one with the `@link` first. */
function readSdl(dir: string): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort();
  return ['common.graphql', ...files.filter((f) => f !== 'common.graphql')]
    .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
    .join('\n');
}

const schema = buildSubgraphSchema([
  { typeDefs: parse(readSdl(env('PEER_SCHEMA_DIR'))), resolvers: resolvers as never },
]);
const server = new ApolloServer<PeerContext>({ schema, plugins: [ApolloServerPluginInlineTraceDisabled()] });
const { url } = await startStandaloneServer(server, {
  listen: { port: Number(process.env.PORT ?? 0), host: '127.0.0.1' },
  context: () => {
    const api = {
      workManagement: new WorkManagementAPI(env('WORK_MANAGEMENT_BASE_URL'), env('WORK_MANAGEMENT_TOKEN')),
      resourcePlanning: new ResourcePlanningAPI(env('RESOURCE_PLANNING_BASE_URL'), env('RESOURCE_PLANNING_TOKEN')),
      digitalAsset: new DigitalAssetAPI(env('DIGITAL_ASSET_BASE_URL'), env('DIGITAL_ASSET_TOKEN')),
    };
    return Promise.resolve({ api, loaders: createLoaders(api) });
  },
});
console.log(`peer at ${url.replace(/\/$/, '')}/graphql`);
