// The objects of the resource-planning reference: field tables and sample answers merged into one
// description per object (field, types, nullability, presence, writability, with file and line).
import type { MarkdownFile, Table } from './markdown.js';
import { parseSamples, sampleJson, type SampleValue } from './sample-json.js';

export type FieldType =
  'string' | 'number' | 'boolean' | 'date' | 'date-time' | 'array' | 'object' | 'collection' | 'null';

/** One field of an object as the reference gives it. */
export interface FieldSpec {
  /** The JSON types the reference shows (several when its table and samples differ). */
  types: FieldType[];
  /** true: shown null or optional; false: its table says it is always set; "not shown": only values appear in samples. */
  nullable: boolean | 'not shown';
  /** always: in every answer; optional: only when `fields=` asks; conditional: present in some answers (see `note`). */
  presence: 'always' | 'optional' | 'conditional';
  /** Whether a write may set it (the table's Readonly column, or the object's read-only list). */
  writable: boolean;
  /** The object the items of a collection, array or object are. */
  of?: string;
  /** Where it is documented: `file:line`, first place first. */
  at: string[];
  note?: string;
}

export interface ObjectSpec {
  at: string[];
  /** The reference's sample answers of the object, as JSON, each with where it is. */
  samples: Array<{ at: string; value: unknown }>;
  /** Null when the reference shows no answer of the object (only its parameters). */
  fields: Record<string, FieldSpec> | null;
  /** Names `fields=` accepts for the object, with where each is documented. */
  optionalFields: Record<string, string>;
}

/**
 * Sample answers of an object: the code blocks under a heading (of `file`, else the object's), each
 * value or the items of its `data` list (`top`: the value itself); `path` descends into a member
 * (a nested collection's items, or an object); `has` keeps only objects with that member.
 */
export interface SampleSource {
  file?: string;
  heading: string;
  top?: boolean;
  path?: string;
  has?: string;
  /** Keeps only objects whose member has this string value (`["type", "Project"]`). */
  only?: [string, string];
}

/** Where an object's description comes from, and what the script is told about it. */
export interface ObjectSource {
  file: string;
  /** Field tables: the heading, and which of the tables under headings of that text (0: the first). */
  tables?: Array<{ heading: string; nth?: number }>;
  /** Headings whose code blocks hold sample answers of the object (a list answer's `data` items count). */
  samples?: SampleSource[];
  /** Nested members: the object each names (collections, arrays, objects). */
  nested?: Record<string, string>;
  /** Fields only present when `fields=` names them: field -> the `fields=` name. */
  optional?: Record<string, string>;
  /** Where `fields=` names are listed: a parameter table's row (names in quotes), or a line (`find`) with `names`. */
  optionalList?: { file: string; heading?: string; row?: string; find?: string; names?: string[] };
  /** Fields present in some answers only, with the reference's words on when. */
  conditional?: Record<string, { file: string; find: string }>;
  /** What the reference's prose says of a field beyond its samples (a type, nullability; a field only `fields=` adds), and the words. */
  prose?: Record<string, { types?: FieldType[]; nullable?: boolean; file: string; find: string }>;
  /** Fields a write cannot set, beyond the table's Readonly column. */
  readonly?: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The file:line where a text first appears in a file, from a line on; fails loudly when the reference changed. */
export function lineOf(file: MarkdownFile, find: string, from = 0): string {
  const index = file.lines.findIndex((line, i) => i >= from && line.includes(find));
  if (index < 0) throw new Error(`${file.name}: "${find}" not found (did the reference change?)`);
  return `${file.name}:${index + 1}`;
}

export function tableUnder(file: MarkdownFile, heading: string, nth = 0): Table {
  const table = file.tables.filter((t) => t.heading === heading)[nth];
  if (!table) throw new Error(`${file.name}: no table under "${heading}"`);
  return table;
}

function tableType(text: string): FieldType[] {
  const t = text.toLowerCase();
  if (t === 'string or array') return ['string', 'array'];
  if (t.startsWith('array')) return ['array'];
  if (t === 'number' || t === 'float') return ['number'];
  if (t === 'date' || t === 'date-time' || t === 'string' || t === 'boolean') return [t];
  throw new Error(`unknown table type "${text}"`);
}

function sampleType(value: SampleValue, nested: string | undefined): FieldType {
  if (value.kind === 'string')
    return DATE.test(value.text ?? '') ? 'date' : DATE_TIME.test(value.text ?? '') ? 'date-time' : 'string';
  if (value.kind === 'object')
    return value.fields?.some((f) => f.key === 'paging') ? 'collection' : nested ? 'object' : 'object';
  return value.kind;
}

const member = (value: SampleValue, key: string): SampleValue | undefined =>
  value.fields?.find((f) => f.key === key)?.value;

/** The items of a list answer (`{data: [...]}` or a bare array), or the value itself. */
function itemsOf(value: SampleValue): SampleValue[] {
  if (value.kind === 'array') return value.items ?? [];
  const data = member(value, 'data');
  return data?.kind === 'array' ? (data.items ?? []) : [value];
}

/** The sample objects a source names. */
function samplesOf(file: MarkdownFile, source: SampleSource): SampleValue[] {
  const found: SampleValue[] = [];
  for (const block of file.blocks.filter((b) => b.heading === source.heading)) {
    for (const value of parseSamples(block.lines, block.line)) {
      let objects = source.top ? [value] : itemsOf(value);
      if (source.path)
        objects = objects.flatMap((o) => {
          const inner = member(o, source.path!);
          return inner ? (inner.kind === 'object' && !member(inner, 'paging') ? [inner] : itemsOf(inner)) : [];
        });
      found.push(
        ...objects.filter(
          (o) =>
            o.kind === 'object' &&
            (!source.has || member(o, source.has)) &&
            (!source.only || member(o, source.only[0])?.text === source.only[1]),
        ),
      );
    }
  }
  if (found.length === 0) throw new Error(`${file.name}: no sample under "${source.heading}"`);
  return found;
}

/** Merges an object's tables and samples into one description. */
export function describeObject(files: Map<string, MarkdownFile>, source: ObjectSource): ObjectSpec {
  const file = files.get(source.file)!;
  const fields: Record<string, FieldSpec> = {};
  const at: string[] = [];
  const samples: ObjectSpec['samples'] = [];
  for (const { heading, nth } of source.tables ?? []) {
    const table = tableUnder(file, heading, nth);
    at.push(`${file.name}:${table.line}`);
    const col = (name: string) => table.header.findIndex((h) => h.toLowerCase() === name);
    for (const row of table.rows) {
      const description = row.cells[col('description')] ?? '';
      const optional = /^(yes|optional)$/i.test(row.cells[col('optional')] ?? '');
      const readonly = /^(yes|readonly)$/i.test(row.cells[col('readonly')] ?? '');
      // `user_id` or `project_id`: one of the two, by the value's owner.
      const names = row.cells[0]!.split(/`\s*or\s*`/);
      for (const name of names) {
        fields[name] = {
          types: tableType(row.cells[col('type')]!),
          nullable: optional && !/defaults? to/i.test(description),
          presence: names.length > 1 ? 'conditional' : 'always',
          writable: !readonly,
          at: [`${file.name}:${row.line}`],
          ...(names.length > 1 ? { note: 'one of the two, by the owner of the value' } : {}),
        };
      }
    }
  }
  for (const sample of source.samples ?? []) {
    const sampleFile = files.get(sample.file ?? source.file)!;
    for (const object of samplesOf(sampleFile, sample)) {
      at.push(`${sampleFile.name}:${object.line}`);
      samples.push({ at: `${sampleFile.name}:${object.line}`, value: sampleJson(object) });
      for (const member of object.fields ?? []) {
        const type = sampleType(member.value, source.nested?.[member.key]);
        const where = `${sampleFile.name}:${member.line}`;
        const known = fields[member.key];
        if (!known) {
          fields[member.key] = {
            types: [type],
            nullable: type === 'null' ? true : 'not shown',
            presence: 'always',
            writable: !(source.readonly ?? []).includes(member.key),
            at: [where],
          };
        } else {
          if (type === 'null') known.nullable = true;
          else if (!known.types.includes(type) && !(type === 'object' && known.types.includes('collection')))
            known.types.push(type);
          if (!known.at.includes(where)) known.at.push(where);
        }
        if (member.note && /only present when/.test(member.note)) {
          fields[member.key]!.presence = 'conditional';
          fields[member.key]!.note = member.note;
        }
      }
    }
  }
  for (const [name, spec] of Object.entries(fields)) {
    // A field shown only as null has no type of its own beyond null.
    if (spec.types.length > 1) spec.types = spec.types.filter((t) => t !== 'null');
    if (spec.types.includes('null')) spec.nullable = true;
    if (source.nested?.[name]) spec.of = source.nested[name];
  }
  for (const [name, rule] of Object.entries(source.conditional ?? {})) {
    const spec = fields[name];
    if (!spec) throw new Error(`${source.file}: no field ${name} to mark conditional`);
    spec.presence = 'conditional';
    spec.at.push(lineOf(files.get(rule.file)!, rule.find));
    spec.note = rule.find;
  }
  for (const [name, rule] of Object.entries(source.prose ?? {})) {
    // A field the prose names that no table or sample shows (one `fields=` adds) is added by it.
    const spec = (fields[name] ??= {
      types: [],
      nullable: 'not shown',
      presence: 'always',
      writable: !(source.readonly ?? []).includes(name),
      at: [],
    });
    if (source.nested?.[name]) spec.of = source.nested[name];
    if (rule.types) spec.types = rule.types;
    if (rule.nullable !== undefined) spec.nullable = rule.nullable;
    spec.at.push(lineOf(files.get(rule.file)!, rule.find));
  }
  const optionalFields: Record<string, string> = {};
  const list = source.optionalList;
  if (list?.find) {
    for (const name of list.names ?? []) optionalFields[name] = lineOf(files.get(list.file)!, list.find);
  } else if (list?.heading) {
    const listFile = files.get(list.file)!;
    const row = tableUnder(listFile, list.heading).rows.find((r) => r.cells[0] === list.row);
    if (!row) throw new Error(`${list.file}: no row ${list.row} under "${list.heading}"`);
    const names = list.names ?? [...(row.cells[1] ?? '').matchAll(/"([a-z_]+)"/g)].map((m) => m[1]!);
    for (const name of names) optionalFields[name] = `${listFile.name}:${row.line}`;
  }
  for (const [field, option] of Object.entries(source.optional ?? {})) {
    const spec = fields[field];
    if (!spec) throw new Error(`${source.file}: no field ${field} to mark optional`);
    spec.presence = 'optional';
    spec.writable = false;
    if (!optionalFields[option]) throw new Error(`${source.file}: fields=${option} is not listed`);
    spec.note = `with fields=${option}`;
  }
  return { at, samples, fields: Object.keys(fields).length ? fields : null, optionalFields };
}
