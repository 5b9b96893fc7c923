// The resource-planning reference as the contract test reads it (test/fixtures/rp-reference.json,
// written by scripts/extract-rp-reference.ts), and the check of one recorded exchange against it:
// the request's path, method, query and body parameters, the answer's status, envelope and fields.
import { readFileSync } from 'node:fs';
import type { FieldSpec, FieldType } from '../../scripts/rp-reference/objects.js';
import type { Exchange } from '../helpers/exchanges.js';

export type { FieldSpec } from '../../scripts/rp-reference/objects.js';

export interface Endpoint {
  method: string;
  path: string;
  writtenAs?: string;
  at: string[];
  query: Record<string, { required: boolean; at: string }>;
  body: Record<string, { required: boolean; at: string }>;
  answer?: 'list' | 'array' | 'object' | 'none';
  object?: string;
}

export interface Reference {
  commit: string;
  rules: Record<string, string>;
  endpoints: Endpoint[];
  /** The curl examples: path and query below the host, and the form body, as written. */
  examples: Array<{ method: string; url: string; form: string | null; at: string }>;
  objects: Record<
    string,
    {
      at: string[];
      optionalFields: Record<string, string>;
      samples: Array<{ at: string; value: unknown }>;
      fields: Record<string, FieldSpec> | null;
    }
  >;
}

export const reference = JSON.parse(
  readFileSync(new URL('../fixtures/rp-reference.json', import.meta.url), 'utf8'),
) as Reference;

/**
 * Where Document 3 and the reference disagree, the document wins (docs/design.md); each difference
 * with the document's sentence. The emulator's README lists the same.
 */
export interface DocumentWins {
  /** Paths the document writes otherwise: the document's endpoint -> the reference's. */
  paths: Record<string, { reference: string; sentence: string }>;
  /** Endpoints the reference writes under `/api` rather than `/api/v1`. */
  prefix: { sentence: string };
  /** Answer fields the document adds to an object, with the field's description. */
  fields: Record<string, Record<string, { spec: FieldSpec; sentence: string }>>;
  /** Body parameters the document adds to writes. */
  body: Record<string, Record<string, string>>;
  /** `fields=` names the document spells otherwise: object -> the reference's name -> the document's name and sentence. */
  fieldsNames: Record<string, Record<string, { document: string; sentence: string }>>;
  /** Members the document describes in another shape: object.field -> the shape it gives. */
  shapes: Record<string, { types: FieldType[]; of?: string; sentence: string }>;
}

/** The resource-planning operations the gateway calls: operations.json's, and the placeholder routes (backends.md 2). */
export const GATEWAY_OPERATIONS: readonly string[] = [
  ...(
    JSON.parse(readFileSync(new URL('../../operations.json', import.meta.url), 'utf8')) as {
      operations: Array<{ backend: string; method: string; path: string }>;
    }
  ).operations
    .filter((op) => op.backend === 'resource-planning')
    .map((op) => `${op.method} ${op.path.replace(/\{[^}]+\}/g, '{}')}`),
  ...[
    'GET /placeholder_resources',
    'POST /placeholder_resources',
    'GET /placeholder_resources/{}',
    'PUT /placeholder_resources/{}',
    'DELETE /placeholder_resources/{}',
  ],
];

const endpointsByKey = new Map(reference.endpoints.map((e) => [`${e.method} ${e.path}`, e]));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `METHOD path` of a logged call in the reference's form (`{}` for each id). */
export const endpointKeyOf = (call: { method: string; template: string | null }): string =>
  `${call.method} ${(call.template ?? '?').replace(/\{[^}]+\}/g, '{}')}`;

/** Checks answers against the reference, collecting disagreements as sentences. */
export class ContractCheck {
  readonly problems: string[] = [];
  /** The exchange being checked, named in each problem. */
  private exchange = '';

  constructor(private readonly wins: DocumentWins) {}

  /** The problems without repeats: ids as N, list positions as [], in order of first appearance. */
  disagreements(): string[] {
    const normal = (problem: string) =>
      problem
        .replace(/\/\d+/g, '/N')
        .replace(/\[\d+\]/g, '[]')
        .replace(/=\d+/g, '=N')
        .replace(/\?[^ ]*/, (query) => query.replace(/(page|per_page)=\d+&?/g, ''));
    return [...new Set(this.problems.map(normal))];
  }

  private problem(where: string, what: string): void {
    this.problems.push(`${this.exchange} ${where === this.exchange ? '' : `${where} `}- ${what}`);
  }

  /** Whether a value has one of a field's types. */
  private typeMatches(value: unknown, types: FieldType[]): boolean {
    return types.some((type) => {
      if (type === 'string') return typeof value === 'string';
      if (type === 'date') return typeof value === 'string' && DATE.test(value);
      if (type === 'date-time') return typeof value === 'string' && DATE_TIME.test(value);
      if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
      if (type === 'boolean') return typeof value === 'boolean';
      if (type === 'array') return Array.isArray(value);
      if (type === 'collection') return isObject(value) && Array.isArray(value.data) && isObject(value.paging);
      if (type === 'object') return isObject(value);
      return value === null;
    });
  }

  private fieldsOf(object: string): Record<string, FieldSpec> | null {
    const base = reference.objects[object]?.fields;
    if (base === undefined) throw new Error(`the reference has no object ${object}`);
    if (base === null) return null;
    const added = Object.fromEntries(
      Object.entries(this.wins.fields[object] ?? {}).map(([name, win]) => [name, win.spec]),
    );
    return { ...base, ...added };
  }

  /** The `fields=` names of an object, spelled as Document 3 spells them where it does. */
  private optionalNames(object: string): Record<string, string> {
    const names = { ...reference.objects[object]!.optionalFields };
    for (const [name, win] of Object.entries(this.wins.fieldsNames[object] ?? {})) {
      names[win.document] = names[name]!;
      delete names[name];
    }
    return names;
  }

  /** Checks one object of an answer; `asked` holds the `fields=` names the request gave (null: a nested object). */
  checkObject(object: string, value: unknown, where: string, asked: Set<string> | null): void {
    if (object === 'Assignable') {
      const type = isObject(value) ? value.type : undefined;
      if (type !== 'Project' && type !== 'LeaveType')
        return this.problem(
          where,
          `an assignable's type must be Project or LeaveType (${reference.rules.list}), got ${JSON.stringify(type)}`,
        );
      return this.checkObject(type, value, where, asked);
    }
    if (!isObject(value))
      return this.problem(where, `expected a ${object} object, got ${JSON.stringify(value)?.slice(0, 80)}`);
    const fields = this.fieldsOf(object);
    if (fields === null) return; // The reference shows no answer of it (placeholders): the envelope was checked.
    // The `fields=` names asked, in the reference's spelling (a document spelling maps back to it).
    const spelled = Object.fromEntries(
      Object.entries(this.wins.fieldsNames[object] ?? {}).map(([name, win]) => [win.document, name]),
    );
    const askedNames = asked === null ? null : new Set([...asked].map((name) => spelled[name] ?? name));
    for (const [key, member] of Object.entries(value)) {
      const spec = fields[key];
      if (!spec) {
        this.problem(
          `${where}.${key}`,
          `${object} has no field ${key} in the reference (${reference.objects[object]!.at.join(', ')})`,
        );
        continue;
      }
      const shape = this.wins.shapes[`${object}.${key}`];
      const types = shape?.types ?? spec.types;
      const of = shape ? shape.of : spec.of;
      if (member === null) {
        if (spec.nullable === false)
          this.problem(`${where}.${key}`, `null, where the reference gives ${types.join('|')} (${spec.at[0]})`);
      } else if (!this.typeMatches(member, types)) {
        this.problem(
          `${where}.${key}`,
          `${JSON.stringify(member)?.slice(0, 60)} is not ${types.join('|')} (${spec.at[0]})`,
        );
      } else if (of && Array.isArray(member)) {
        member.forEach((item, i) => this.checkObject(of, item, `${where}.${key}[${i}]`, null));
      } else if (of && isObject(member)) {
        if (types.includes('collection') && Array.isArray(member.data))
          this.checkList(of, member, `${where}.${key}`, null);
        else this.checkObject(of, member, `${where}.${key}`, null);
      }
      if (
        spec.presence === 'optional' &&
        askedNames !== null &&
        ![...askedNames].some((name) => spec.note === `with fields=${name}`)
      ) {
        this.problem(
          `${where}.${key}`,
          `${key} comes only with fields= (${spec.note}), which the request did not ask for`,
        );
      }
    }
    for (const [key, spec] of Object.entries(fields)) {
      if (spec.presence === 'always' && !(key in value))
        this.problem(`${where}.${key}`, `missing; the reference always has it (${spec.at[0]})`);
    }
  }

  /** Checks a list envelope `{data, paging}` and its items. */
  checkList(object: string, body: unknown, where: string, asked: Set<string> | null): void {
    if (!isObject(body) || !Array.isArray(body.data) || !('paging' in body)) {
      return this.problem(
        where,
        `expected the list envelope {data, paging} (${reference.rules.list}), got ${JSON.stringify(body)?.slice(0, 80)}`,
      );
    }
    for (const key of Object.keys(body))
      if (key !== 'data' && key !== 'paging')
        this.problem(`${where}.${key}`, 'the list envelope has only data and paging');
    this.checkObject('Paging', body.paging, `${where}.paging`, null);
    body.data.forEach((item, i) => this.checkObject(object, item, `${where}.data[${i}]`, asked));
  }

  /** Checks one recorded exchange: the request against the endpoint, then the answer. */
  checkExchange(call: Exchange): void {
    let key = endpointKeyOf(call);
    const where = `${call.method} ${call.url}`;
    this.exchange = where;
    const moved = this.wins.paths[key];
    if (moved) key = moved.reference;
    const endpoint = endpointsByKey.get(key);
    if (!endpoint) return this.problem(where, `the reference documents no ${key}`);
    if (endpoint.writtenAs && !this.wins.prefix)
      this.problem(where, `the reference writes this endpoint as ${endpoint.writtenAs}`);
    const url = new URL(call.url, 'http://emulator');
    const asked = new Set((url.searchParams.get('fields') ?? '').split(',').filter((f) => f !== ''));
    this.checkQuery(endpoint, url.searchParams, asked, where);
    this.checkBody(endpoint, call, where);
    this.checkAnswer(endpoint, call, asked, where);
  }

  private checkQuery(endpoint: Endpoint, query: URLSearchParams, asked: Set<string>, where: string): void {
    const object = endpoint.object ? (endpoint.object === 'Assignable' ? 'Project' : endpoint.object) : null;
    const optionalNames = object ? this.optionalNames(object) : {};
    for (const name of new Set(query.keys())) {
      const documented =
        name in endpoint.query ||
        name === 'auth' ||
        (endpoint.method === 'GET' && endpoint.answer === 'list' && (name === 'page' || name === 'per_page')) ||
        (endpoint.method === 'GET' && name === 'fields');
      if (!documented)
        this.problem(where, `query parameter ${name} is not documented for ${endpoint.method} ${endpoint.path}`);
    }
    for (const name of asked)
      if (!(name in optionalNames))
        this.problem(where, `fields=${name} is not an optional field of ${object ?? 'this answer'}`);
    for (const [name, spec] of Object.entries(endpoint.query))
      if (spec.required && !query.has(name)) this.problem(where, `query parameter ${name} is required (${spec.at})`);
  }

  private checkBody(endpoint: Endpoint, call: Exchange, where: string): void {
    const text = call.exchange.requestBody;
    if (text === null || text === '') {
      for (const [name, spec] of Object.entries(endpoint.body))
        if (spec.required) this.problem(where, `body parameter ${name} is required (${spec.at})`);
      return;
    }
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE')
      return this.problem(where, `a ${endpoint.method} carries no body`);
    // A form (the reference's curl examples) carries text only: its values' types are not checked.
    const json = call.exchange.requestContentType?.includes('json') ?? false;
    const body: unknown = json ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
    if (!isObject(body)) return this.problem(where, 'the body is not an object of parameters');
    const fields = endpoint.object
      ? this.fieldsOf(endpoint.object === 'Assignable' ? 'Project' : endpoint.object)
      : null;
    const added = this.wins.body[`${endpoint.method} ${endpoint.path}`] ?? {};
    for (const [name, value] of Object.entries(body)) {
      const field = fields?.[name];
      if (name in endpoint.query && !(name in endpoint.body)) {
        this.problem(
          where,
          `${name} goes in the query of ${endpoint.method} ${endpoint.path} (${endpoint.query[name]!.at}), not in the body`,
        );
      } else if (!(name in endpoint.body) && !(field?.writable ?? false) && !(name in added)) {
        this.problem(where, `body parameter ${name} is not documented for ${endpoint.method} ${endpoint.path}`);
      } else if (field && field.types.includes('collection') && Array.isArray(value)) {
        // A nested collection is written as an array of its items (_assignments.md's request sample).
      } else if (json && field && value !== null && !this.typeMatches(value, field.types)) {
        this.problem(
          where,
          `body parameter ${name}=${JSON.stringify(value)} is not ${field.types.join('|')} (${field.at[0]})`,
        );
      }
    }
    for (const [name, spec] of Object.entries(endpoint.body))
      if (spec.required && !(name in body)) this.problem(where, `body parameter ${name} is required (${spec.at})`);
  }

  private checkAnswer(endpoint: Endpoint, call: Exchange, asked: Set<string>, where: string): void {
    const text = call.exchange.responseBody;
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    if (call.status >= 400) {
      const valid =
        body === undefined ||
        (isObject(body) && Object.keys(body).every((k) => k === 'message') && typeof body.message === 'string');
      if (!valid)
        this.problem(
          where,
          `an error body is empty or {"message": "..."} (${reference.rules.error}), got ${text.slice(0, 80)}`,
        );
      return;
    }
    if (call.status < 200 || call.status > 299) return this.problem(where, `status ${call.status}`);
    if (body !== undefined && !call.exchange.responseContentType?.includes('application/json'))
      this.problem(where, `the answer is not JSON (${call.exchange.responseContentType})`);
    if (endpoint.answer === 'none' || endpoint.answer === undefined) return;
    if (endpoint.method !== 'DELETE' && call.status !== 200)
      this.problem(where, `status ${call.status}: the reference's answers are 200 with the object`);
    const object = endpoint.object!;
    if (endpoint.answer === 'list') this.checkList(object, body, 'answer', asked);
    else if (endpoint.answer === 'array') {
      if (!Array.isArray(body))
        return this.problem(where, `expected a bare array (${reference.rules.array}), got ${text.slice(0, 80)}`);
      body.forEach((item, i) => this.checkObject(object, item, `answer[${i}]`, asked));
    } else this.checkObject(object, body, 'answer', asked);
  }
}
