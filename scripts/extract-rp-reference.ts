// `tsx scripts/extract-rp-reference.ts <checkout of 10Kft/10kft-api>`: reads the resource-planning
// vendor's API documentation sources (source/includes/*.md) and writes what the contract test holds
// the emulator and the gateway to, test/fixtures/rp-reference.json: endpoints, their parameters and
// where they go, the answer of each, and every object's fields with types and nullability, each
// with the file and line it comes from.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePath, readMarkdown, type MarkdownFile } from './rp-reference/markdown.js';
import { describeObject, lineOf, tableUnder, type ObjectSpec } from './rp-reference/objects.js';
import { parseSamples } from './rp-reference/sample-json.js';
import {
  GENERAL_RULES,
  OBJECT_SOURCES,
  PARAMETER_SOURCES,
  type AnswerKind,
  type ParameterSource,
} from './rp-reference/sources.js';

const checkout = process.argv[2];
if (!checkout) throw new Error('usage: tsx scripts/extract-rp-reference.ts <path of a 10Kft/10kft-api checkout>');
const includes = join(checkout, 'source', 'includes');

const files = new Map<string, MarkdownFile>();
for (const name of readdirSync(includes)
  .filter((n) => n.endsWith('.md'))
  .sort())
  files.set(name, readMarkdown(name, readFileSync(join(includes, name), 'utf8')));
const file = (name: string): MarkdownFile => {
  const found = files.get(name);
  if (!found) throw new Error(`no ${name} in ${includes}`);
  return found;
};

interface Parameter {
  required: boolean;
  at: string;
}

interface Endpoint {
  method: string;
  path: string;
  /** The path as the reference writes it where it differs from `/api/v1` + path. */
  writtenAs?: string;
  at: string[];
  query: Record<string, Parameter>;
  body: Record<string, Parameter>;
  answer?: AnswerKind;
  object?: string;
}

/** A request the reference shows as a curl example, to send as real clients would. */
interface Example {
  method: string;
  /** Path and query below the host, as written (placeholders such as `<user_id>` and `auth=...` kept). */
  url: string;
  /** The `-d` form body, as written. */
  form: string | null;
  at: string;
}

const endpoints = new Map<string, Endpoint>();
const examples: Example[] = [];
/** An endpoint by `METHOD path`; one Document 3 lists and the reference only implies (`at` empty) is added. */
const endpointOf = (key: string): Endpoint => {
  const [method, path] = key.split(' ') as [string, string];
  if (!/^(GET|POST|PUT|DELETE) \/[a-z_{}/]+$/.test(key)) throw new Error(`not an endpoint: ${key}`);
  const found = endpoints.get(key) ?? { method, path, at: [], query: {}, body: {} };
  endpoints.set(key, found);
  return found;
};
const addParameter = (list: Record<string, Parameter>, name: string, at: string, required = false) => {
  const known = list[name];
  if (!known) list[name] = { required, at };
  else if (required) known.required = true;
};

for (const md of files.values()) {
  for (const mention of md.endpoints) {
    const path = normalizePath(mention.rawPath);
    const key = `${mention.method} ${path}`;
    const endpoint = endpoints.get(key) ?? { method: mention.method, path, at: [], query: {}, body: {} };
    endpoints.set(key, endpoint);
    const at = `${md.name}:${mention.line}`;
    if (!endpoint.at.includes(at)) endpoint.at.push(at);
    if (!mention.rawPath.startsWith('/api/v1/')) endpoint.writtenAs = mention.rawPath;
    for (const name of mention.query) addParameter(endpoint.query, name, at);
    for (const name of mention.body) addParameter(endpoint.body, name, at);
    if (mention.curl) examples.push({ method: mention.method, url: mention.curl.url, form: mention.curl.form, at });
  }
}

/** The parameter names and their lines that one source gives. */
function parametersOf(source: ParameterSource): Array<[string, string]> {
  const md = file(source.file);
  if (source.table) {
    const table = tableUnder(md, source.table, source.nth);
    return table.rows
      .flatMap((row) =>
        row.cells[0]!.split(/`?\s*(?:,|\bor\b)\s*`?/).map((name) => [name.trim(), row.cells[0]!, row.line] as const),
      )
      .filter(
        ([name, cell]) =>
          /^[a-z_]+$/.test(name) && !(source.except ?? []).includes(cell) && !(source.except ?? []).includes(name),
      )
      .map(([name, , line]) => [name, `${md.name}:${line}`]);
  }
  if (source.sample) {
    const block = md.blocks.find(
      (b) => b.heading === source.sample!.heading && parseSamples(b.lines, b.line).length > 0,
    );
    if (!block) throw new Error(`${md.name}: no request sample under "${source.sample.heading}"`);
    const [value] = parseSamples(block.lines, block.line);
    return (value!.fields ?? []).map((f) => [f.key, `${md.name}:${f.line}`]);
  }
  const from = source.after ? Number(lineOf(md, source.after).split(':')[1]) : 0;
  const at = lineOf(md, source.find!, from);
  const line = md.lines[Number(at.split(':')[1]) - 1]!;
  const names = source.names ?? [...line.matchAll(/`([a-z_]+)/g)].map((m) => m[1]!);
  if (names.length === 0) throw new Error(`${at}: no parameter names`);
  return names.map((name) => [name, at]);
}

for (const source of PARAMETER_SOURCES) {
  for (const [name, at] of parametersOf(source)) {
    for (const key of source.endpoints) addParameter(endpointOf(key)[source.where], name, at, source.required ?? false);
  }
}

/** The object each endpoint answers with, and in which envelope (the reference's samples and words). */
const ANSWERS: Array<[string, AnswerKind, string]> = [
  ['GET /users', 'list', 'User'],
  ['GET /users/{}', 'object', 'User'],
  ['GET /projects', 'list', 'Project'],
  ['POST /projects', 'object', 'Project'],
  ['GET /projects/{}', 'object', 'Project'],
  ['PUT /projects/{}', 'object', 'Project'],
  ['DELETE /projects/{}', 'none', ''],
  ['GET /projects/{}/phases', 'list', 'Project'],
  ['POST /projects/{}/phases', 'object', 'Project'],
  ['PUT /projects/{}/phases/{}', 'object', 'Project'],
  ['DELETE /projects/{}/phases/{}', 'none', ''],
  ['GET /assignables', 'list', 'Assignable'],
  ['GET /assignables/{}', 'object', 'Assignable'],
  ['GET /leave_types', 'list', 'LeaveType'],
  ['GET /leave_types/{}', 'object', 'LeaveType'],
  ...['/assignments', '/users/{}/assignments', '/projects/{}/assignments'].flatMap(
    (list): Array<[string, AnswerKind, string]> => [
      [`GET ${list}`, 'list', 'Assignment'],
      [`POST ${list}`, 'object', 'Assignment'],
      [`GET ${list}/{}`, 'object', 'Assignment'],
      [`PUT ${list}/{}`, 'object', 'Assignment'],
      [`DELETE ${list}/{}`, 'none', ''],
    ],
  ),
  ['GET /projects/{}/assignments/{}/subtasks', 'list', 'Subtask'],
  ['POST /projects/{}/assignments/{}/subtasks', 'object', 'Subtask'],
  ['GET /projects/{}/assignments/{}/subtasks/{}', 'object', 'Subtask'],
  ['PUT /projects/{}/assignments/{}/subtasks/{}', 'object', 'Subtask'],
  ['DELETE /projects/{}/assignments/{}/subtasks/{}', 'none', ''],
  ['GET /bill_rates', 'list', 'BillRate'],
  ['GET /bill_rates/{}', 'object', 'BillRate'],
  ['GET /projects/{}/bill_rates', 'list', 'BillRate'],
  ['GET /projects/{}/bill_rates/{}', 'object', 'BillRate'],
  ['PUT /projects/{}/bill_rates/{}', 'object', 'BillRate'],
  ['GET /time_entry_categories', 'list', 'Category'],
  ['GET /expense_item_categories', 'list', 'Category'],
  ['GET /projects/{}/time_entry_categories', 'list', 'BudgetItem'],
  ['GET /projects/{}/expense_item_categories', 'list', 'BudgetItem'],
  ['GET /budget_items/{}', 'object', 'BudgetItem'],
  ['PUT /budget_items/{}', 'object', 'BudgetItem'],
  ['DELETE /budget_items/{}', 'none', ''],
  ['GET /projects/{}/budget_items', 'list', 'BudgetItem'],
  ['POST /projects/{}/budget_items', 'object', 'BudgetItem'],
  ['GET /projects/{}/budget_items/{}', 'object', 'BudgetItem'],
  ['PUT /projects/{}/budget_items/{}', 'object', 'BudgetItem'],
  ['GET /custom_fields', 'list', 'CustomField'],
  ['POST /custom_fields', 'object', 'CustomField'],
  ['GET /custom_fields/{}', 'object', 'CustomField'],
  ['PUT /custom_fields/{}', 'object', 'CustomField'],
  ['DELETE /custom_fields/{}', 'none', ''],
  ...['/projects/{}/custom_field_values', '/users/{}/custom_field_values'].flatMap(
    (list): Array<[string, AnswerKind, string]> => [
      [`GET ${list}`, 'list', 'CustomFieldValue'],
      [`POST ${list}`, 'object', 'CustomFieldValue'],
      [`GET ${list}/{}`, 'object', 'CustomFieldValue'],
      [`PUT ${list}/{}`, 'object', 'CustomFieldValue'],
    ],
  ),
  ['GET /disciplines', 'list', 'Discipline'],
  ['GET /disciplines/{}', 'object', 'Discipline'],
  ['GET /holidays', 'list', 'Holiday'],
  ['GET /approvals', 'list', 'Approval'],
  ['POST /approvals', 'list', 'Approval'],
  ['DELETE /approvals/{}', 'none', ''],
  ['GET /users/{}/expense_items', 'list', 'ExpenseItem'],
  ['GET /users/{}/expense_items/{}', 'object', 'ExpenseItem'],
  ['POST /users/{}/expense_items', 'object', 'ExpenseItem'],
  ['DELETE /users/{}/expense_items/{}', 'none', ''],
  ['GET /projects/{}/expense_items', 'list', 'ExpenseItem'],
  ['GET /projects/{}/expense_items/{}', 'object', 'ExpenseItem'],
  ['PUT /projects/{}/users/{}/expense_items/{}', 'object', 'ExpenseItem'],
  ['GET /users/{}/availabilities', 'list', 'Availability'],
  ['POST /users/{}/availabilities', 'object', 'Availability'],
  ['GET /users/{}/availabilities/{}', 'object', 'Availability'],
  ['PUT /users/{}/availabilities/{}', 'object', 'Availability'],
  ['DELETE /users/{}/availabilities/{}', 'none', ''],
  ['GET /placeholder_resources', 'list', 'Placeholder'],
  ['POST /placeholder_resources', 'object', 'Placeholder'],
  ['GET /placeholder_resources/{}', 'object', 'Placeholder'],
  ['PUT /placeholder_resources/{}', 'object', 'Placeholder'],
  ['DELETE /placeholder_resources/{}', 'none', ''],
  ['GET /api_tokens', 'array', 'ApiToken'],
  ['POST /api_tokens', 'object', 'ApiToken'],
  ['PUT /api_tokens/{}', 'object', 'ApiToken'],
  ['DELETE /api_tokens/{}', 'none', ''],
  ['POST /api_tokens/renew/{}', 'object', 'ApiToken'],
];
for (const [key, answer, object] of ANSWERS) {
  // Document 3 lists a few reads the reference does not (one bill rate, one value, one subtask...): known by their answer only.
  Object.assign(endpointOf(key), { answer, ...(object ? { object } : {}) });
}

const objects: Record<string, ObjectSpec> = {};
for (const [name, source] of Object.entries(OBJECT_SOURCES)) objects[name] = describeObject(files, source);

const commit = (() => {
  try {
    return execFileSync('git', ['-C', checkout, 'rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return process.env.RP_REFERENCE_COMMIT ?? 'unknown';
  }
})();
const rules = Object.fromEntries(
  Object.entries(GENERAL_RULES).map(([name, rule]) => [name, lineOf(file(rule.file), rule.find)]),
);
const reference = {
  source:
    "The resource-planning vendor's API documentation sources: github 10Kft/10kft-api, source/includes/*.md (extracted by scripts/extract-rp-reference.ts).",
  commit,
  license: readFileSync(join(checkout, 'LICENSE'), 'utf8').trim(),
  rules,
  endpoints: [...endpoints.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`)),
  examples,
  objects,
};
/** The fixture with one endpoint and one field per line, so that a review reads it as a table. */
function format(value: typeof reference): string {
  const j = (v: unknown) => JSON.stringify(v);
  const objectLines = Object.entries(value.objects).map(([name, o]) => {
    const fields = o.fields
      ? `{\n${Object.entries(o.fields)
          .map(([f, spec]) => `      ${j(f)}: ${j(spec)}`)
          .join(',\n')}\n    }`
      : 'null';
    const samples = o.samples.map((sample) => `        ${j(sample)}`).join(',\n');
    return `    ${j(name)}: {\n      "at": ${j(o.at)},\n      "optionalFields": ${j(o.optionalFields)},\n      "samples": [\n${samples}\n      ],\n      "fields": ${fields.replace(/\n {6}/g, '\n        ').replace(/\n {4}}$/, '\n      }')}\n    }`;
  });
  return [
    '{',
    ...(['source', 'commit', 'license', 'rules'] as const).map((key) => `  ${j(key)}: ${j(value[key])},`),
    '  "endpoints": [',
    value.endpoints.map((e) => `    ${j(e)}`).join(',\n'),
    '  ],',
    '  "examples": [',
    value.examples.map((e) => `    ${j(e)}`).join(',\n'),
    '  ],',
    '  "objects": {',
    objectLines.join(',\n'),
    '  }',
    '}',
    '',
  ].join('\n');
}
const target = new URL('../test/fixtures/rp-reference.json', import.meta.url);
writeFileSync(target, format(reference));
JSON.parse(readFileSync(target, 'utf8'));
console.log(
  `${reference.endpoints.length} endpoints and ${Object.keys(objects).length} objects written to ${target.pathname}`,
);
