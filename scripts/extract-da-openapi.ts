// `tsx scripts/extract-da-openapi.ts <brandfolder-openapi-original.yml>`: copies what the digital-asset
// contract test needs from the vendor's OpenAPI 3.0 description to test/fixtures/da-openapi.json: the
// operations the gateway and the emulator use (verbatim, with their line), the component schemas, and
// the values each `include` / `fields` parameter allows (its enum, or the list in its description).
import { readFileSync, writeFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';

type Json = Record<string, unknown>;

const SOURCE =
  "github api-evangelist/brandfolder @ 6f1edaa, openapi/brandfolder-openapi-original.yml (a copy of the vendor's official OpenAPI bundle)";

/** The operations the project relies on, as the vendor writes them (a library is a `brandfolder`). */
const OPERATIONS = [
  'GET /organizations',
  'GET /organizations/{organization_id}',
  'GET /brandfolders',
  'GET /brandfolders/{brandfolder_id}',
  'GET /brandfolders/{brandfolder_id}/sections',
  'GET /brandfolders/{brandfolder_id}/collections',
  'GET /brandfolders/{brandfolder_id}/assets',
  'POST /brandfolders/{brandfolder_id}/assets',
  'GET /brandfolders/{brandfolder_id}/custom_field_keys',
  'GET /collections/{collection_id}',
  'GET /collections/{collection_id}/assets',
  'GET /sections/{section_id}',
  'GET /sections/{section_id}/assets',
  'GET /assets/{asset_id}',
  'PUT /assets/{asset_id}',
  'DELETE /assets/{asset_id}',
  'GET /assets/{asset_id}/custom_field_values',
  'GET /attachments/{attachment_id}',
  'POST /custom_field_keys/{custom_field_key_id}/custom_field_values',
  'PUT /custom_field_values/{custom_field_value_id}',
  'DELETE /custom_field_values/{custom_field_value_id}',
  'GET /upload_requests',
  'PUT /upload_url',
  'POST /resumable_upload_url',
  'PUT /resumable_upload_url',
  'POST /webhooks',
  'GET /webhooks',
  'GET /webhooks/{webhook_id}',
  'DELETE /webhooks/{webhook_id}',
];

const source = process.argv[2];
if (!source) throw new Error('usage: tsx scripts/extract-da-openapi.ts <path of brandfolder-openapi-original.yml>');
const lineCounter = new LineCounter();
const parsed = parseDocument(readFileSync(source, 'utf8'), { lineCounter });
const document = parsed.toJS() as Json;

/** Follows a local `$ref` such as `#/components/parameters/Authorization`. */
function resolve(ref: string): Json {
  let node: unknown = document;
  for (const key of ref.replace(/^#\//, '').split('/'))
    node = (node as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as Json;
}

const resolved = (parameters: unknown): Json[] =>
  ((parameters as Json[] | undefined) ?? []).map((p) => (typeof p.$ref === 'string' ? resolve(p.$ref) : p));

/** The line of `paths./x.get` in the YAML file. */
function lineOf(path: string, method: string): number {
  const node = parsed.getIn(['paths', path, method], true) as { range?: [number, number, number] } | undefined;
  return node?.range ? lineCounter.linePos(node.range[0]).line : 0;
}

/** The values a parameter allows: its enum, else the list that follows "Allowed value(s):" in its description. */
function allowedValues(parameter: Json): string[] | null {
  const schema = parameter.schema as Json | undefined;
  if (Array.isArray(schema?.enum)) return schema.enum.map(String);
  const description = typeof parameter.description === 'string' ? parameter.description : '';
  const single = /Allowed value: `([^`]+)`/.exec(description);
  if (single?.[1]) return [single[1]];
  const at = description.search(/Allowed values:/);
  if (at < 0) return null;
  const values: string[] = [];
  for (const line of description.slice(at).split('\n').slice(1)) {
    const item = /^\s*-\s+`?([A-Za-z_]+)`?/.exec(line);
    if (item?.[1]) values.push(item[1]);
    else if (line.trim() !== '' && values.length > 0) break;
  }
  return values;
}

const operations: Record<string, Json> = {};
const allowed: Record<string, Record<string, string[]>> = {};
const paths = document.paths as Record<string, Json>;
for (const key of OPERATIONS) {
  const [method, path] = key.split(' ') as [string, string];
  const item = paths[path];
  const operation = item?.[method.toLowerCase()] as Json | undefined;
  if (!item || !operation) throw new Error(`the document has no ${key}`);
  const parameters = [...resolved(item.parameters), ...resolved(operation.parameters)];
  const servers = (operation.servers ?? item.servers ?? document.servers) as Json[];
  operations[key] = {
    line: lineOf(path, method.toLowerCase()),
    server: servers[0]?.url,
    parameters,
    ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
    responses: operation.responses,
  };
  for (const parameter of parameters) {
    if (parameter.in !== 'query') continue;
    const values = allowedValues(parameter);
    if (values) (allowed[key] ??= {})[String(parameter.name)] = values;
  }
}

const out = {
  source: SOURCE,
  operations,
  allowedValues: allowed,
  components: { schemas: (document.components as Json).schemas },
};
const target = new URL('../test/fixtures/da-openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${Object.keys(operations).length} operations written to ${target.pathname}`);
