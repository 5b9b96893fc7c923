// Upstream JSON parsed as its bytes arrive, with 64-bit integers kept exact (as parseUpstreamJson
// does) and, on request, whole members left out unread (a sheet's cells when no cell is selected).
//
// The root and the containers that are members of a root object (a page's `data`, a sheet's `rows`)
// are built here, member by member; every deeper value (one row, one user) is cut out of the bytes
// whole and handed to the native JSON.parse as soon as its closing bracket arrives. So the work of
// one chunk is the chunk's bytes plus the values it completes, and no value handed to JSON.parse is
// larger than `maxSliceBytes`: a longer one is built member by member too, like the root.
import { beyondExactLimit } from './upstream-json.js';

/** Members to leave out: `true` drops the member, an object goes on below it (`*`: every item of an array). */
export interface DropTree {
  readonly [key: string]: DropTree | true;
}

/** Compiles dotted paths (`rows.*.cells`) into a drop tree. */
export function dropTree(paths: readonly string[]): DropTree {
  const root: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let node = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = true;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return root as DropTree;
}

/** The body is not JSON; `offset` is the byte at which that became clear. */
export class JsonStreamError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'JsonStreamError';
  }
}

export interface JsonStreamOptions {
  drop?: DropTree;
  /** Longest value handed to JSON.parse at once; longer ones are built member by member. */
  maxSliceBytes?: number;
  /** Deepest nesting of values built member by member (deeper values go to JSON.parse whole). */
  maxBuiltDepth?: number;
}

const DEFAULT_MAX_SLICE_BYTES = 256 * 1024;
const DEFAULT_MAX_BUILT_DEPTH = 64;

// Bytes.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const LOWER_E = 0x65;
const UPPER_E = 0x45;

// What a built container expects next.
const VALUE_OR_CLOSE = 0;
const VALUE = 1;
const KEY_OR_CLOSE = 2;
const KEY = 3;
const COLON_NEXT = 4;
const COMMA_OR_CLOSE = 5;

// What the scanner is inside of.
/** Between tokens of built containers. */
const STRUCTURE = 0;
/** A string token of a built container (a key, or a value). */
const STRING = 1;
/** A number or literal token of a built container. */
const ATOM = 2;
/** A container cut out whole (kept for JSON.parse, or skipped when dropped). */
const NESTED = 3;
/** A dropped string or atom. */
const SKIPPED_TOKEN = 4;

interface Frame {
  container: Record<string, unknown> | unknown[];
  isArray: boolean;
  /** Object frames: the key of the value that comes next. */
  key: string;
  expect: number;
  /** Members left out below this container. */
  drop: DropTree | null;
}

/** The drop tree below `key` (own members only: a member named `constructor` is just a name). */
const below = (drop: DropTree | null, key: string): DropTree | true | null =>
  drop !== null && Object.hasOwn(drop, key) ? (drop[key] as DropTree | true) : null;
const isWhitespace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isAtomByte = (c: number): boolean =>
  (c >= ZERO && c <= NINE) ||
  c === MINUS ||
  c === PLUS ||
  c === DOT ||
  (c >= 0x61 && c <= 0x7a) ||
  (c >= 0x41 && c <= 0x5a);
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Parses one JSON body fed in chunks: `write` each chunk as it arrives, `end` for the value.
 *
 * ```ts
 * const parser = new JsonStream({ drop: dropTree(['rows.*.cells']) });
 * for await (const chunk of body) parser.write(chunk);
 * const sheet = parser.end();
 * ```
 */
export class JsonStream {
  private readonly maxSliceBytes: number;
  private readonly maxBuiltDepth: number;
  private readonly rootDrop: DropTree | null;
  private readonly frames: Frame[] = [];
  private mode = STRUCTURE;
  private rootDone = false;
  private result: unknown = undefined;
  /** Bytes fed before the current chunk (for error offsets). */
  private fed = 0;

  // The open token or cut-out value: where it began in the current chunk, and its bytes from earlier chunks.
  private openStart = 0;
  private carried: Buffer[] = [];
  private carriedBytes = 0;
  /** Whether the open token or value is kept (false: it is dropped, nothing is retained). */
  private keeping = true;

  // Inside strings: whether the next byte is escaped (a backslash ended the previous chunk).
  private escapedCarry = false;
  private inString = false;
  // Cut-out values: bracket depth, and the integer tokens long enough to be beyond 2^53.
  private depth = 0;
  private numberStart = -1;
  private numberIsInteger = false;
  private longIntegers: number[] = [];

  constructor(options: JsonStreamOptions = {}) {
    this.maxSliceBytes = options.maxSliceBytes ?? DEFAULT_MAX_SLICE_BYTES;
    this.maxBuiltDepth = options.maxBuiltDepth ?? DEFAULT_MAX_BUILT_DEPTH;
    this.rootDrop = options.drop ?? null;
  }

  /** Feeds the next bytes of the body; throws a JsonStreamError as soon as they cannot be JSON. */
  write(chunk: Buffer): void {
    this.scan(chunk, 0);
    this.fed += chunk.length;
  }

  /** The parsed value, once the whole body was fed; throws when it ended early. */
  end(): unknown {
    if (this.mode === ATOM || this.mode === SKIPPED_TOKEN) this.finishAtom(Buffer.alloc(0), 0);
    if (!this.rootDone)
      throw new JsonStreamError(
        this.fed === 0 ? 'the body is empty' : 'the body ends in the middle of a value',
        this.fed,
      );
    return this.result;
  }

  private fail(message: string, chunkOffset: number): never {
    throw new JsonStreamError(`${message} at byte ${this.fed + chunkOffset}`, this.fed + chunkOffset);
  }

  /** Scans `chunk` from `from`; at its end, keeps the open token's bytes and builds a value that grew too long. */
  private scan(chunk: Buffer, from: number): void {
    const n = chunk.length;
    let i = from;
    while (i < n) {
      switch (this.mode) {
        case STRUCTURE:
          i = this.structure(chunk, i);
          break;
        case STRING: {
          const close = this.stringEnd(chunk, i);
          if (close < 0) i = n;
          else {
            this.finishString(chunk, close + 1);
            i = close + 1;
          }
          break;
        }
        case ATOM:
        case SKIPPED_TOKEN: {
          let j = i;
          while (j < n && isAtomByte(chunk[j] as number)) j++;
          if (j < n) this.finishAtom(chunk, j);
          i = j;
          break;
        }
        case NESTED:
          i = this.nested(chunk, i);
          break;
      }
    }
    if (this.mode !== STRUCTURE && this.keeping) {
      if (this.openStart < n) {
        const rest = this.openStart === 0 ? chunk : chunk.subarray(this.openStart);
        this.carried.push(rest);
        this.carriedBytes += rest.length;
      }
      this.openStart = 0;
      if (this.mode === NESTED && this.carriedBytes > this.maxSliceBytes) this.buildOpenValue();
    }
    this.openStart = 0;
  }

  /** Between tokens: punctuation, the start of the next key or value, and closing brackets. */
  private structure(chunk: Buffer, from: number): number {
    const n = chunk.length;
    for (let i = from; i < n; i++) {
      const c = chunk[i] as number;
      if (isWhitespace(c)) continue;
      const frame = this.frames[this.frames.length - 1];
      if (!frame) {
        if (this.rootDone) this.fail('unexpected data after the JSON value', i);
        return this.beginValue(chunk, i, c, this.rootDrop, true);
      }
      switch (frame.expect) {
        case VALUE_OR_CLOSE:
          if (c === CLOSE_BRACKET) {
            this.closeFrame();
            continue;
          }
          return this.beginValue(chunk, i, c, below(frame.drop, '*'), false);
        case VALUE:
          return this.beginValue(chunk, i, c, below(frame.drop, frame.isArray ? '*' : frame.key), false);
        case KEY_OR_CLOSE:
        case KEY:
          if (c === CLOSE_BRACE && frame.expect === KEY_OR_CLOSE) {
            this.closeFrame();
            continue;
          }
          if (c !== QUOTE) this.fail('expected a member name', i);
          this.beginToken(i, STRING, true);
          return i + 1;
        case COLON_NEXT:
          if (c !== COLON) this.fail('expected ":"', i);
          frame.expect = VALUE;
          continue;
        case COMMA_OR_CLOSE:
          if (c === COMMA) frame.expect = frame.isArray ? VALUE : KEY;
          else if (c === (frame.isArray ? CLOSE_BRACKET : CLOSE_BRACE)) this.closeFrame();
          else this.fail(`expected "," or "${frame.isArray ? ']' : '}'}"`, i);
          continue;
      }
    }
    return n;
  }

  /** A value starts at `i`: built, cut out, skipped, or a token. Answers where scanning goes on. */
  private beginValue(chunk: Buffer, i: number, c: number, drop: DropTree | true | null, isRoot: boolean): number {
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const parent = this.frames[this.frames.length - 1];
      const built =
        isRoot ||
        (parent !== undefined && this.frames.length === 1 && !parent.isArray) ||
        (drop !== null && drop !== true);
      if (built && drop !== true) {
        this.pushFrame(c === OPEN_BRACKET, drop === null ? null : drop, i);
        return i + 1;
      }
      this.beginToken(i, NESTED, drop !== true);
      this.depth = 1;
      this.inString = false;
      this.numberStart = -1;
      this.longIntegers = [];
      return i + 1;
    }
    if (c === QUOTE) {
      this.beginToken(i, STRING, drop !== true);
      return i + 1;
    }
    if (!isAtomByte(c)) this.fail(`unexpected "${String.fromCharCode(c)}"`, i);
    // A dropped atom is still read whole (it is short): a misspelt literal is refused all the same.
    this.beginToken(i, drop === true ? SKIPPED_TOKEN : ATOM, true);
    return i;
  }

  private beginToken(i: number, mode: number, keeping: boolean): void {
    this.mode = mode;
    this.keeping = keeping;
    this.openStart = i;
    this.carried = [];
    this.carriedBytes = 0;
    this.escapedCarry = false;
  }

  private pushFrame(isArray: boolean, drop: DropTree | null, at: number): void {
    if (this.frames.length >= this.maxBuiltDepth)
      this.fail(`values nested deeper than ${this.maxBuiltDepth} levels`, at);
    this.frames.push({
      container: isArray ? [] : {},
      isArray,
      key: '',
      expect: isArray ? VALUE_OR_CLOSE : KEY_OR_CLOSE,
      drop,
    });
  }

  private closeFrame(): void {
    const frame = this.frames.pop() as Frame;
    this.assign(frame.container);
  }

  /** Puts a finished value into its container (or makes it the result). */
  private assign(value: unknown): void {
    const frame = this.frames[this.frames.length - 1];
    if (!frame) {
      this.result = value;
      this.rootDone = true;
      return;
    }
    if (frame.isArray) (frame.container as unknown[]).push(value);
    else if (frame.key === '__proto__')
      Object.defineProperty(frame.container, '__proto__', {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    else (frame.container as Record<string, unknown>)[frame.key] = value;
    frame.expect = COMMA_OR_CLOSE;
  }

  /** A dropped value ends: its container goes on as if it had not been there. */
  private skipped(): void {
    const frame = this.frames[this.frames.length - 1];
    if (frame) frame.expect = COMMA_OR_CLOSE;
    else this.rootDone = true;
  }

  /**
   * The index of the quote that closes the open string, or -1 when it does not close in this chunk
   * (then whether a backslash escapes the next chunk's first byte is carried over).
   */
  private stringEnd(chunk: Buffer, from: number): number {
    let start = from;
    if (this.escapedCarry) {
      this.escapedCarry = false;
      start++;
    }
    for (let at = start; ;) {
      const quote = chunk.indexOf(QUOTE, at);
      const end = quote < 0 ? chunk.length : quote;
      let backslashes = 0;
      while (end - 1 - backslashes >= start && chunk[end - 1 - backslashes] === BACKSLASH) backslashes++;
      if (quote < 0) {
        this.escapedCarry = backslashes % 2 === 1;
        return -1;
      }
      if (backslashes % 2 === 0) return quote;
      at = quote + 1;
    }
  }

  /** The open token's bytes, from its start to `end` of the current chunk. */
  private tokenBytes(chunk: Buffer, end: number): Buffer {
    const tail = chunk.subarray(this.openStart, end);
    if (this.carried.length === 0) return tail;
    return Buffer.concat([...this.carried, tail], this.carriedBytes + tail.length);
  }

  private finishString(chunk: Buffer, end: number): void {
    this.mode = STRUCTURE;
    if (!this.keeping) return this.skipped();
    const bytes = this.tokenBytes(chunk, end);
    const quoted = bytes.toString('utf8');
    let text = quoted.slice(1, -1);
    if (text.includes('\\')) {
      try {
        text = JSON.parse(quoted) as string;
      } catch (error) {
        this.fail((error as Error).message, end);
      }
    }
    const frame = this.frames[this.frames.length - 1];
    if (frame && !frame.isArray && (frame.expect === KEY || frame.expect === KEY_OR_CLOSE)) {
      frame.key = text;
      frame.expect = COLON_NEXT;
      return;
    }
    this.assign(text);
  }

  private finishAtom(chunk: Buffer, end: number): void {
    const keeping = this.mode === ATOM;
    this.mode = STRUCTURE;
    const text = this.tokenBytes(chunk, end).toString('latin1');
    let value: unknown;
    if (text === 'true') value = true;
    else if (text === 'false') value = false;
    else if (text === 'null') value = null;
    else if (NUMBER.test(text)) value = numberValue(text);
    else this.fail(`"${text.slice(0, 20)}" is not a JSON value`, end);
    if (keeping) this.assign(value);
    else this.skipped();
  }

  /**
   * Inside a value cut out whole: brackets and strings, and (when kept) the integers too long for a
   * double. Strings are jumped over with the native search for their closing quote (most bytes of a
   * body are in strings); the rest is one pass with the state in locals.
   */
  private nested(chunk: Buffer, from: number): number {
    const n = chunk.length;
    const keeping = this.keeping;
    // Offsets of kept values count from the value's first byte.
    const base = this.carriedBytes - this.openStart;
    let i = from;
    if (this.inString) {
      const close = this.stringEnd(chunk, i);
      if (close < 0) return n;
      this.inString = false;
      i = close + 1;
    }
    let depth = this.depth;
    let numberStart = this.numberStart;
    let numberIsInteger = this.numberIsInteger;
    for (; i < n; i++) {
      const c = chunk[i] as number;
      if (numberStart >= 0) {
        if (c >= ZERO && c <= NINE) continue;
        if (c === DOT || c === LOWER_E || c === UPPER_E || c === PLUS || c === MINUS) {
          numberIsInteger = false;
          continue;
        }
        if (numberIsInteger && base + i - numberStart >= 16) this.longIntegers.push(numberStart, base + i);
        numberStart = -1;
      }
      if (c === QUOTE) {
        const close = this.stringEnd(chunk, i + 1);
        if (close < 0) {
          this.inString = true;
          i = n;
          break;
        }
        i = close;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (--depth === 0) {
          this.depth = 0;
          this.numberStart = -1;
          this.finishNested(chunk, i + 1);
          return i + 1;
        }
      } else if (keeping && ((c >= ZERO && c <= NINE) || c === MINUS)) {
        numberStart = base + i;
        numberIsInteger = true;
      }
    }
    this.depth = depth;
    this.numberStart = numberStart;
    this.numberIsInteger = numberIsInteger;
    return n;
  }

  private finishNested(chunk: Buffer, end: number): void {
    this.mode = STRUCTURE;
    if (!this.keeping) return this.skipped();
    const bytes = this.tokenBytes(chunk, end);
    let value: unknown;
    try {
      value = JSON.parse(exactText(bytes, this.longIntegers));
    } catch (error) {
      this.fail((error as Error).message, end);
    }
    this.assign(value);
  }

  /**
   * The value being cut out grew beyond `maxSliceBytes`: it becomes a built container, and its bytes
   * so far are scanned again as such (its members are cut out in turn, each bounded the same way).
   */
  private buildOpenValue(): void {
    const bytes = Buffer.concat(this.carried, this.carriedBytes);
    this.carried = [];
    this.carriedBytes = 0;
    this.mode = STRUCTURE;
    this.keeping = true;
    this.inString = false;
    this.escapedCarry = false;
    this.pushFrame(bytes[0] === OPEN_BRACKET, null, 0);
    // Scanned again, these bytes are not new input: error offsets stay those of the chunk.
    this.fed -= bytes.length;
    this.scan(bytes, 1);
    this.fed += bytes.length;
  }
}

/** The text of a cut-out value with its integers beyond 2^53 in quotes (`positions`: start, end pairs). */
function exactText(bytes: Buffer, positions: number[]): string {
  let parts: string[] | null = null;
  let copied = 0;
  for (let k = 0; k < positions.length; k += 2) {
    const start = positions[k] as number;
    const end = positions[k + 1] as number;
    const digits = bytes[start] === MINUS ? start + 1 : start;
    if (bytes[digits] === ZERO || !beyondExactLimit(bytes.toString('latin1', digits, end), 0, end - digits)) continue;
    parts ??= [];
    parts.push(bytes.toString('utf8', copied, start), '"', bytes.toString('latin1', start, end), '"');
    copied = end;
  }
  if (!parts) return bytes.toString('utf8');
  parts.push(bytes.toString('utf8', copied));
  return parts.join('');
}

/** A number token's value: a decimal string when it is an integer beyond 2^53, as parseUpstreamJson answers. */
function numberValue(text: string): number | string {
  const digits = text.charCodeAt(0) === MINUS ? 1 : 0;
  if (
    text.length - digits >= 16 &&
    !/[.eE]/.test(text) &&
    text.charCodeAt(digits) !== ZERO &&
    beyondExactLimit(text, digits, text.length)
  )
    return text;
  return Number(text);
}
