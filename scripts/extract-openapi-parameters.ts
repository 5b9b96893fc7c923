// `tsx scripts/extract-openapi-parameters.ts <smartsheet-openapi-v2.json>`: writes the query parameters
// the vendor's OpenAPI document gives each work-management operation (following `$ref`s into
// components.parameters) to test/fixtures/wm-documented-parameters.json, which the parameter test reads.
import { readFileSync, writeFileSync } from 'node:fs';

type Json = Record<string, unknown>;
const source = process.argv[2];
if (!source) throw new Error('usage: tsx scripts/extract-openapi-parameters.ts <path of the OpenAPI JSON>');
const document = JSON.parse(readFileSync(source, 'utf8')) as Json;

/** Follows a JSON pointer such as `#/paths/~1users/get/parameters/0` (URL-encoded segments). */
function resolve(ref: string): Json {
  let node: unknown = document;
  for (const raw of ref.replace(/^#\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = Array.isArray(node) ? node[Number(key)] : (node as Json)[key];
  }
  return node as Json;
}

const queryNames = (parameters: unknown): string[] =>
  ((parameters as Json[] | undefined) ?? [])
    .map((p) => {
      let parameter = p;
      while (typeof parameter.$ref === 'string') parameter = resolve(parameter.$ref);
      return parameter;
    })
    .filter((p) => p.in === 'query')
    .map((p) => String(p.name));

const operations: Record<string, string[]> = {};
for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
    const operation = item[method] as Json | undefined;
    if (!operation) continue;
    const names = [...new Set([...queryNames(item.parameters), ...queryNames(operation.parameters)])].sort();
    operations[`${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`] = names;
  }
}
const target = new URL('../test/fixtures/wm-documented-parameters.json', import.meta.url);
const out = {
  source:
    'The vendor OpenAPI document (github ronreynolds/smartsheet-openapi, src/main/resources/smartsheet-openapi-v2.json @ 00cdf68): the query parameters of each operation.',
  operations,
};
// One operation per line, so that a review reads it as a table.
const lines = Object.entries(operations).map(([key, names]) => `    ${JSON.stringify(key)}: ${JSON.stringify(names)}`);
writeFileSync(
  target,
  `{\n  "source": ${JSON.stringify(out.source)},\n  "operations": {\n${lines.join(',\n')}\n  }\n}\n`,
);
console.log(`${Object.keys(operations).length} operations written to ${target.pathname}`);
