// Opaque, versioned, signed cursors bound to one list and its arguments. A cursor from another
// list, with other arguments, truncated or forged is refused before any upstream call.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { badUserInput } from '../graphql-errors.js';

const VERSION = 'c1';

/** Where in a list a cursor points; the shape depends on the pagination style. */
export type CursorPosition =
  /** Absolute offset in a random-access list. */
  | { o: number }
  /** Item `i` of the page fetched with token `k` (null: the first page) and page size `s`. */
  | { k: string | null; s: number; i: number };

/** Signs and checks cursors with a secret shared by every gateway instance. */
export class CursorCodec {
  constructor(private readonly secret: string) {}

  /** Encodes a position for the list identified by `binding` (list name plus its arguments). */
  encode(binding: string, position: CursorPosition): string {
    return this.encoder(binding)(position);
  }

  /** The encoder of one list's cursors: its binding is hashed once (when first needed), not once per cursor. */
  encoder(binding: string): (position: CursorPosition) => string {
    let b: string | undefined;
    return (position) => {
      b ??= bindingHash(binding);
      const payload = Buffer.from(JSON.stringify({ b, p: position }), 'utf8').toString('base64url');
      return `${VERSION}.${payload}.${this.sign(payload)}`;
    };
  }

  /** Decodes a cursor for `binding`; throws BAD_USER_INPUT naming `argument` when it is not valid here. */
  decode(cursor: string, binding: string, argument: string): CursorPosition {
    const invalid = (why: string) => badUserInput(`Invalid cursor in "${argument}": ${why}`, argument);
    const [version, payload, signature, ...rest] = cursor.split('.');
    if (version !== VERSION || !payload || !signature || rest.length > 0) throw invalid('not a cursor of this API');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw invalid('the cursor was altered or truncated');
    let decoded: { b?: unknown; p?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { b?: unknown; p?: unknown };
    } catch {
      throw invalid('the cursor was altered or truncated');
    }
    if (decoded.b !== bindingHash(binding)) throw invalid('the cursor belongs to another list or other arguments');
    if (!isPosition(decoded.p)) throw invalid('not a cursor of this API');
    return decoded.p;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`${VERSION}.${payload}`).digest('base64url').slice(0, 22);
  }
}

function bindingHash(binding: string): string {
  return createHash('sha256').update(binding).digest('base64url').slice(0, 16);
}

function isPosition(value: unknown): value is CursorPosition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if ('o' in v) return Number.isInteger(v.o) && (v.o as number) >= 0;
  return (
    (v.k === null || typeof v.k === 'string') && Number.isInteger(v.s) && Number.isInteger(v.i) && (v.i as number) >= -1
  );
}

/** A stable binding string for a list and the arguments that shape it (not the paging ones). */
export function listBinding(list: string, args: Record<string, unknown> = {}): string {
  const keys = Object.keys(args)
    .filter((k) => args[k] !== undefined && args[k] !== null)
    .sort();
  return `${list}?${keys.map((k) => `${k}=${JSON.stringify(args[k])}`).join('&')}`;
}
