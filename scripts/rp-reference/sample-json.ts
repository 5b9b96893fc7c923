// A lenient reader of the reference's sample bodies, which are JSON as people write it in docs:
// comments, `...` for "more", missing or extra commas, curly and single quotes, `<token_string>`.
// It keeps every key with the kind of its value, the line it is on and a comment after it.

export type SampleKind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export interface SampleValue {
  kind: SampleKind;
  line: number;
  /** Object members, in order (an object only). */
  fields?: SampleField[];
  /** Array items (an array only). */
  items?: SampleValue[];
  /** The text of a string. */
  text?: string;
}

export interface SampleField {
  key: string;
  value: SampleValue;
  line: number;
  /** A comment written after the value on its line (`/* only present when ... *\/`). */
  note?: string;
}

interface Token {
  type: 'punct' | 'string' | 'number' | 'word' | 'placeholder';
  text: string;
  line: number;
  /** A comment that followed the token on its line. */
  note?: string;
}

const OPENING_QUOTES = new Set(['"', '\u201c', '\u201d', "'"]);
const closingOf = (quote: string): string[] => (quote === "'" ? ["'"] : ['"', '\u201c', '\u201d']);

function tokenize(text: string, firstLine: number): Token[] {
  const tokens: Token[] = [];
  let line = firstLine;
  let i = 0;
  const attachNote = (note: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.line === line) last.note = note.trim();
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      attachNote(text.slice(i + 2, end < 0 ? text.length : end));
      for (const ch of text.slice(i, stop)) if (ch === '\n') line++;
      i = stop;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      attachNote(text.slice(i + 2, end < 0 ? text.length : end));
      i = end < 0 ? text.length : end;
    } else if ('{}[]:,'.includes(c)) {
      tokens.push({ type: 'punct', text: c, line });
      i++;
    } else if (OPENING_QUOTES.has(c)) {
      const closers = closingOf(c);
      let j = i + 1;
      while (j < text.length && !closers.includes(text[j]!) && text[j] !== '\n') j++;
      tokens.push({ type: 'string', text: text.slice(i + 1, j), line });
      i = j + 1;
    } else if (c === '<') {
      const j = text.indexOf('>', i);
      tokens.push({ type: 'placeholder', text: text.slice(i, j + 1), line });
      i = j < 0 ? text.length : j + 1;
    } else if (/[-\d]/.test(c)) {
      const m = /^-?\d+(\.\d+)?([eE][-+]?\d+)?/.exec(text.slice(i));
      if (m) {
        tokens.push({ type: 'number', text: m[0], line });
        i += m[0].length;
      } else i++;
    } else {
      const m = /^[A-Za-z_.][A-Za-z0-9_.]*/.exec(text.slice(i));
      if (m) {
        if (!/^\.+$/.test(m[0])) tokens.push({ type: 'word', text: m[0], line });
        i += m[0].length;
      } else i++;
    }
  }
  return tokens;
}

class Reader {
  private at = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isPunct(text: string): boolean {
    const t = this.peek();
    return t?.type === 'punct' && t.text === text;
  }

  value(): SampleValue | null {
    const t = this.peek();
    if (!t) return null;
    if (t.type === 'punct' && t.text === '{') return this.object();
    if (t.type === 'punct' && t.text === '[') return this.array();
    this.at++;
    if (t.type === 'string' || t.type === 'placeholder') return { kind: 'string', line: t.line, text: t.text };
    if (t.type === 'number') return { kind: 'number', line: t.line, text: t.text };
    if (t.type === 'word' && (t.text === 'true' || t.text === 'false'))
      return { kind: 'boolean', line: t.line, text: t.text };
    if (t.type === 'word' && t.text === 'null') return { kind: 'null', line: t.line };
    return null;
  }

  /** The next object or array of the text, anything before it skipped; null at the end. */
  nextTopLevel(): SampleValue | null {
    while (this.peek() && !(this.peek()!.type === 'punct' && (this.peek()!.text === '{' || this.peek()!.text === '[')))
      this.at++;
    return this.value();
  }

  /** The note of the last token read (a comment after a value). */
  private lastNote(): string | undefined {
    return this.tokens[this.at - 1]?.note;
  }

  private object(): SampleValue {
    const open = this.tokens[this.at++]!;
    const fields: SampleField[] = [];
    while (this.peek() && !this.isPunct('}')) {
      const t = this.peek()!;
      if (t.type === 'punct' && t.text === ',') {
        this.at++;
      } else if (t.type === 'punct' && t.text === '{') {
        // A stray object where a key belongs (`] { "paging": ... }`): its members count as this one's.
        fields.push(...(this.object().fields ?? []));
      } else if (t.type === 'string') {
        this.at++;
        // `"repetition_id:" 886`: the colon slipped inside the quotes.
        const key = t.text.replace(/:$/, '');
        if (this.isPunct(':')) this.at++;
        const value = this.value();
        if (value) fields.push({ key, value, line: t.line, note: this.lastNote() ?? t.note });
      } else {
        this.at++;
      }
    }
    if (this.isPunct('}')) this.at++;
    return { kind: 'object', line: open.line, fields };
  }

  private array(): SampleValue {
    const open = this.tokens[this.at++]!;
    const items: SampleValue[] = [];
    while (this.peek() && !this.isPunct(']')) {
      if (this.isPunct(',')) {
        this.at++;
        continue;
      }
      // `{ ... }` items until the closer; anything that does not start a value is skipped.
      const before = this.at;
      const value = this.value();
      if (value) items.push(value);
      if (this.at === before) this.at++;
      // An object closed where the array should have been (`]` forgotten): stop at the next key.
      if (this.peek()?.type === 'punct' && this.peek()!.text === '}') break;
    }
    if (this.isPunct(']')) this.at++;
    return { kind: 'array', line: open.line, items };
  }
}

/** Reads the JSON-like values of a sample block, from its first `{` or `[` on (several objects may follow each other). */
export function parseSamples(lines: string[], firstLine: number): SampleValue[] {
  const text = lines.join('\n');
  const start = text.search(/[{[]/);
  if (start < 0) return [];
  const skipped = text.slice(0, start).split('\n').length - 1;
  const reader = new Reader(tokenize(text.slice(start), firstLine + skipped));
  const values: SampleValue[] = [];
  for (let value = reader.nextTopLevel(); value; value = reader.nextTopLevel()) values.push(value);
  return values;
}

/** A sample value as plain JSON (what the service would have sent where the sample elides nothing). */
export function sampleJson(value: SampleValue): unknown {
  switch (value.kind) {
    case 'object':
      return Object.fromEntries((value.fields ?? []).map((f) => [f.key, sampleJson(f.value)]));
    case 'array':
      return (value.items ?? []).map(sampleJson);
    case 'number':
      return Number(value.text);
    case 'boolean':
      return value.text === 'true';
    case 'null':
      return null;
    default:
      return value.text ?? '';
  }
}
