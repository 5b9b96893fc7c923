// The digital-asset vendor's OpenAPI description (test/fixtures/da-openapi.json, extracted by
// scripts/extract-da-openapi.ts) as a check of recorded exchanges: the operation and its server, the
// query parameters and their values, the request body, the answer's status and body (fields, types,
// nullability, nothing undocumented), each judged with ajv against the document's own schemas.
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Exchange } from '../helpers/exchanges.js';

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
}

interface Operation {
  line: number;
  server: string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Json }> }>;
}

interface Reference {
  source: string;
  operations: Record<string, Operation>;
  allowedValues: Record<string, Record<string, string[]>>;
  components: { schemas: Record<string, Json> };
}

export const reference = JSON.parse(
  readFileSync(new URL('../fixtures/da-openapi.json', import.meta.url), 'utf8'),
) as Reference;

/**
 * Where Document 3 speaks and the vendor's reference says otherwise, the document wins (its sentence
 * with each). The check translates the project's side to the vendor's before judging it.
 */
export const DOCUMENT_WINS = [
  {
    difference:
      'A library is a library: path `/libraries`, `{library_id}`, JSON type `libraries`, relationship and include `library`, webhook `resource_type` "library" (the vendor: brandfolder)',
    sentence:
      'Document 3: "Digital-asset API: manages assets (containers of attachments), attachments (files, colors, fonts, external links), organizations, libraries (top level under an organization, called libraries here), ..."; "GET | /libraries?include=organization | List libraries (neutral path for the library resource)"; callback `library_key` "(neutral name of the library identifier field)".',
  },
  {
    difference:
      '`include` on `GET /sections/{section_id}/assets` (the reference documents `page`, `per`, `search`, `fields` there)',
    sentence:
      'Document 3, "Digital-asset API paths shown": "GET | /sections/{section_id}/assets?include=attachments | List assets and their attachments in a section".',
  },
  {
    difference: 'The upload request answers `service_type` (the reference: `service`)',
    sentence:
      'Document 3, binary upload flow: "The upload request returns `upload_url` (signed), `resumable_upload_url`, a storage `service_type` and `object_url`."',
  },
] as const;

/**
 * Where the reference's schema cannot be right and the vendor's own clients show what it means. Not
 * exceptions to the reference: readings of it.
 */
export const READINGS = [
  {
    reading: '`meta.next_page` and `meta.prev_page` are page numbers (or null)',
    why: "PaginationMetadataResponse types them `object` with example `null`; the vendor's PHP client passes `meta->next_page` as the next `page` query parameter (BrandfolderClient::getAll).",
  },
  {
    reading: '`page` and `per` on every list whose answer carries pagination `meta`',
    why: "The reference documents them on the asset lists; the vendor's clients send them on every list (Python ResourceContainer.fetch, PHP getAll on /organizations, /brandfolders, sections, collections, custom field keys).",
  },
  {
    reading:
      'Resources may carry JSON:API `relationships` (`{"<name>": {"data": {id, type} | [{id, type}]}}`), and a request with `include` gets an `included` array of resources',
    why: 'The reference\'s `include` parameters: "Related records are returned in an `included` array in the response"; the vendor\'s clients read `relationships` to link them (PHP processRelationships, Python Resource).',
  },
  {
    reading: "A resumable upload's chunk that is not the last is answered 308 with `Range`",
    why: 'The reference sends resumable uploads to Google Cloud Storage and cites Google\'s documentation of the protocol ("performing-resumable-uploads"), whose intermediate answer is 308.',
  },
  {
    reading: 'Every API request sends `Content-Type: application/json`',
    why: 'The reference makes it a required header of every operation; Document 3, Authentication: "bearer key in header `Authorization: Bearer <API_KEY>` together with `Content-Type: application/json`".',
  },
] as const;

const RELATIONSHIPS: Json = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: {
      data: {
        anyOf: [
          { $ref: '#/$defs/identifier' },
          { type: 'array', items: { $ref: '#/$defs/identifier' } },
          { type: 'null' },
        ],
      },
    },
    required: ['data'],
    additionalProperties: false,
  },
};
const IDENTIFIER: Json = {
  type: 'object',
  properties: { id: { type: 'string' }, type: { type: 'string' } },
  required: ['id', 'type'],
  additionalProperties: false,
};

/** The reading of PaginationMetadataResponse's page links (READINGS above). */
const PAGE_LINK: Json = { type: 'integer', minimum: 1, nullable: true };

/**
 * A schema made strict: objects with `properties` take nothing else, a resource (`id` and
 * `attributes`) may carry `relationships`, and local `$ref`s point into the fixture's components.
 */
function strict(schema: unknown, parent = ''): unknown {
  if (Array.isArray(schema)) return schema.map((item) => strict(item, parent));
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value.replace('#/components/schemas/', 'da#/components/schemas/');
    else if (key === 'properties')
      out.properties = Object.fromEntries(
        Object.entries(value as Json).map(([name, child]) => [name, strict(child, name)]),
      );
    else out[key] = strict(value, key);
  }
  if (parent === 'PaginationMetadataResponse' || out.title === 'Pagination metadata') {
    const properties = out.properties as Json;
    properties.next_page = PAGE_LINK;
    properties.prev_page = PAGE_LINK;
  }
  if (typeof out.properties === 'object' && out.properties !== null && out.additionalProperties === undefined) {
    const properties = out.properties as Json;
    if ('id' in properties && 'attributes' in properties) properties.relationships = RELATIONSHIPS;
    out.additionalProperties = false;
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({
  $id: 'da',
  $defs: { identifier: IDENTIFIER },
  components: { schemas: strict(reference.components.schemas) },
});

const compiled = new Map<string, ValidateFunction>();
function validator(key: string, schema: Json): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $defs: { identifier: IDENTIFIER }, ...(strict(schema) as Json) });
    compiled.set(key, validate);
  }
  return validate;
}

/** The resource schema of each JSON type that may be side-loaded. */
const RESOURCE_BY_TYPE: Record<string, string> = {
  organizations: 'Organization',
  brandfolders: 'Brandfolder',
  sections: 'Section',
  collections: 'Collection',
  generic_files: 'Asset',
  attachments: 'Attachment',
  tags: 'Tag',
  custom_field_values: 'CustomFieldValue',
  custom_field_keys: 'CustomFieldKey',
};

/** The project's names in the vendor's (DOCUMENT_WINS, first entry), deep. */
function toVendorJson(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => toVendorJson(item));
  if (typeof value !== 'object' || value === null) {
    if (key === 'type' && value === 'libraries') return 'brandfolders';
    if (key === 'resource_type' && value === 'library') return 'brandfolder';
    return value;
  }
  return Object.fromEntries(
    Object.entries(value as Json).map(([name, child]) => [
      name === 'library' && key === 'relationships' ? 'brandfolder' : name,
      toVendorJson(child, name),
    ]),
  );
}

const toVendorPath = (template: string): string =>
  template.replace(/^\/libraries/, '/brandfolders').replace('{library_id}', '{brandfolder_id}');

/** The storage bucket's requests, as the reference names them. */
const STORAGE_OPERATIONS: Record<string, string> = {
  'PUT storage /upload/{key}': 'PUT /upload_url',
  'POST storage /resumable/{key}': 'POST /resumable_upload_url',
  'PUT storage /sessions/{session_id}': 'PUT /resumable_upload_url',
};

/** The reference's operation a logged call is, as `METHOD /path` (null: none). */
export function operationOf(call: Exchange): string | null {
  const template = call.template ?? '';
  if (template.startsWith('storage ')) return STORAGE_OPERATIONS[`${call.method} ${template}`] ?? null;
  const key = `${call.method} ${toVendorPath(template)}`;
  return reference.operations[key] ? key : null;
}

const describe = (errors: ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message ?? ''}${e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty?: unknown }).additionalProperty)})` : ''}`,
  );

const isApi = (operation: string): boolean => operation.includes(' /') && !/_url$/.test(operation);

/** The vendor's answer of a paged list carries `meta` (READINGS: `page` and `per` then documented). */
function isPagedList(operation: Operation): boolean {
  const schema = operation.responses['200']?.content?.['application/json']?.schema as { properties?: Json } | undefined;
  return schema?.properties?.meta !== undefined;
}

function checkServer(call: Exchange, key: string, operation: Operation): string[] {
  if (!isApi(key)) return [];
  const expected = new URL(operation.server).pathname;
  const actual = call.basePath ?? '/api/v4';
  return actual === expected ? [] : [`served from ${actual}, the reference serves it from ${expected}`];
}

function checkQuery(call: Exchange, key: string, operation: Operation): string[] {
  // The bucket's URLs are the signed ones the upload request answered, query included: used as given.
  if (!isApi(key)) return [];
  const problems: string[] = [];
  const query = new URL(call.url, 'http://emulator').searchParams;
  const documented = new Map(operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]));
  if (isPagedList(operation)) {
    documented.set(
      'page',
      documented.get('page') ?? { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
    );
    documented.set(
      'per',
      documented.get('per') ?? { name: 'per', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 3000 } },
    );
  }
  // DOCUMENT_WINS, second entry.
  if (key === 'GET /sections/{section_id}/assets')
    documented.set('include', { name: 'include', in: 'query', schema: { type: 'string' } });
  for (const name of new Set(query.keys())) {
    const parameter = documented.get(name);
    if (!parameter) {
      problems.push(`query parameter "${name}" is not documented`);
      continue;
    }
    const raw = query.get(name) ?? '';
    if (parameter.schema?.type === 'integer') {
      const validate = validator(`${key} ?${name}`, parameter.schema);
      if (!/^-?\d+$/.test(raw) || !validate(Number(raw)))
        problems.push(
          `query parameter "${name}=${raw}" is not what the reference allows: ${describe(validate.errors).join('; ') || 'not an integer'}`,
        );
    }
    const allowed =
      key === 'GET /sections/{section_id}/assets' && name === 'include'
        ? reference.allowedValues['GET /collections/{collection_id}/assets']?.include
        : reference.allowedValues[key]?.[name];
    if (allowed) {
      const values = raw.split(',').map((v) => (v === 'library' ? 'brandfolder' : v));
      for (const value of values)
        if (!allowed.includes(value))
          problems.push(
            `query parameter "${name}" value "${value}" is not one the reference allows (${allowed.join(', ')})`,
          );
    }
  }
  for (const parameter of documented.values())
    if (parameter.required && !query.has(parameter.name))
      problems.push(`required query parameter "${parameter.name}" is missing`);
  return problems;
}

function checkRequestBody(call: Exchange, key: string, operation: Operation): string[] {
  if (!isApi(key)) return [];
  const problems: string[] = [];
  const contentType = call.exchange.requestContentType ?? '';
  if (!/^application\/json\b/.test(contentType))
    problems.push(`request Content-Type is "${contentType}", the reference requires application/json`);
  const text = call.exchange.requestBody;
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema)
    return text === null ? problems : [...problems, 'a request body was sent where the reference documents none'];
  if (text === null) return [...problems, 'no request body was sent where the reference requires one'];
  const validate = validator(`${key} request`, schema);
  if (!validate(toVendorJson(JSON.parse(text))))
    problems.push(...describe(validate.errors).map((p) => `request body ${p}`));
  return problems;
}

/** The documented answer of `status`: its own entry, else `default` for an error. */
function documentedAnswer(key: string, operation: Operation, status: number): { schema: Json | null } | null {
  const entry = operation.responses[String(status)];
  if (status === 308 && key === 'PUT /resumable_upload_url') return { schema: null };
  if (entry)
    return {
      schema:
        entry.content?.['application/json']?.schema ??
        (status >= 400 ? (operation.responses.default?.content?.['application/json']?.schema ?? null) : null),
    };
  if (status >= 400 && operation.responses.default)
    return { schema: operation.responses.default.content?.['application/json']?.schema ?? null };
  return null;
}

function checkAnswer(call: Exchange, key: string, operation: Operation): string[] {
  const documented = documentedAnswer(key, operation, call.status);
  if (!documented)
    return [
      `status ${call.status} is not one the reference documents (${Object.keys(operation.responses).join(', ')})`,
    ];
  const text = call.exchange.responseBody;
  if (!documented.schema)
    return text === '' || text === '{}'
      ? []
      : [`status ${call.status} answers a body the reference does not document: ${text.slice(0, 120)}`];
  const problems: string[] = [];
  if (!/^application\/json\b/.test(call.exchange.responseContentType ?? ''))
    problems.push(
      `answer Content-Type is "${call.exchange.responseContentType}", the reference documents application/json`,
    );
  let body: unknown;
  try {
    body = toVendorJson(JSON.parse(text));
  } catch {
    return [...problems, `the answer is not JSON: ${text.slice(0, 120)}`];
  }
  if (key === 'GET /upload_requests' && typeof body === 'object' && body !== null && 'service_type' in body) {
    // DOCUMENT_WINS, third entry.
    const { service_type: service, ...rest } = body as Json;
    body = { ...rest, service };
  }
  const query = new URL(call.url, 'http://emulator').searchParams;
  const fields = new Set((query.get('fields') ?? '').split(',').filter(Boolean));
  let included: unknown[] = [];
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'included' in body) {
    const { included: side, ...rest } = body as Json;
    if (!query.has('include')) problems.push('the answer has `included` though the request asked for none');
    if (!Array.isArray(side)) problems.push('`included` is not an array');
    else included = side;
    body = rest;
  }
  const validate = validator(`${key} ${call.status}`, documented.schema);
  if (!validate(body)) {
    // The attributes a request names in `fields` are added to its resources' attributes (the reference's `fields` parameters).
    const errors = (validate.errors ?? []).filter(
      (e) =>
        !(
          e.keyword === 'additionalProperties' &&
          /^\/data(\/\d+)?\/attributes$/.test(e.instancePath) &&
          fields.has(String((e.params as { additionalProperty?: unknown }).additionalProperty))
        ),
    );
    problems.push(...describe(errors).map((p) => `answer ${p}`));
  }
  included.forEach((resource, i) => {
    const type = typeof resource === 'object' && resource !== null ? (resource as Json).type : undefined;
    const name = RESOURCE_BY_TYPE[String(type)];
    if (!name)
      return problems.push(`answer /included/${i} is of type ${String(type)}, which the reference does not describe`);
    const check = validator(`resource ${name}`, { $ref: `#/components/schemas/${name}` });
    if (!check(resource))
      problems.push(...describe(check.errors).map((p) => `answer /included/${i}${p === '/ ' ? '' : p}`));
  });
  return problems;
}

/** Everything in one exchange that disagrees with the reference, as "METHOD template: problem". */
export function disagreements(call: Exchange): string[] {
  const key = operationOf(call);
  const where = `${call.method} ${call.template ?? call.url}`;
  if (!key) return [`${where}: an operation the reference does not describe`];
  const operation = reference.operations[key] as Operation;
  return [
    ...checkServer(call, key, operation),
    ...checkQuery(call, key, operation),
    ...checkRequestBody(call, key, operation),
    ...checkAnswer(call, key, operation),
  ].map((p) => `${where} ${call.status}: ${p}`);
}
