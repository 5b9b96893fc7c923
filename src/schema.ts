// Builds the Federation 2 subgraph schema from the SDL files in schema/ and the resolvers.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse, type GraphQLSchema } from 'graphql';
import { buildResolvers } from './resolvers/index.js';

const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url));
/** common first: it holds the `@link` and the types the others extend. */
const ORDER = [
  'common.graphql',
  'work.graphql',
  'events.graphql',
  'resource.graphql',
  'assets.graphql',
  'joins.graphql',
];

/** The SDL of every domain file, concatenated in a stable order. */
export function readSchemaSdl(): string {
  const files = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.graphql'));
  const ordered = [...ORDER.filter((f) => files.includes(f)), ...files.filter((f) => !ORDER.includes(f)).sort()];
  return ordered.map((f) => readFileSync(SCHEMA_DIR + f, 'utf8')).join('\n');
}

export function buildGatewaySchema(): GraphQLSchema {
  // The resolver map is typed by codegen; Apollo's own map type is looser, hence the cast.
  return buildSubgraphSchema([{ typeDefs: parse(readSchemaSdl()), resolvers: buildResolvers() as never }]);
}
