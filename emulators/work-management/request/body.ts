// Readers for JSON request bodies of the work-management emulator's write routes: 1008 when the
// body is not the expected JSON, 1012 for a missing attribute, 1031 for a bad attribute value.
import { toJson, type EmulatorRequest } from '../../kit/http-emulator.js';
import type { WmErrors } from '../errors.js';
import { idOf } from '../ids.js';

/** A request value as an error message quotes it: a string as it is, anything else as its JSON text. */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined ? 'undefined' : toJson(value);
}

export class BodyReader {
  constructor(
    readonly body: Record<string, unknown>,
    private readonly errors: WmErrors,
  ) {}

  /** The request's JSON object body (an empty object when there is none). */
  static of(req: EmulatorRequest, errors: WmErrors): BodyReader {
    const body = req.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body) || body === null)
      throw errors.error(400, 1008, 'Unable to parse request.');
    return new BodyReader(body as Record<string, unknown>, errors);
  }

  missing(name: string): Error {
    return this.errors.error(400, 1012, `Required object attribute(s) are missing from your request: ${name}.`);
  }

  invalid(name: string, value: unknown): Error {
    return this.errors.error(400, 1031, `The value '${String(value)}' was not valid for the attribute ${name}.`);
  }

  has(name: string): boolean {
    return this.body[name] !== undefined && this.body[name] !== null;
  }

  string(name: string, required: true): string;
  string(name: string, required?: false): string | undefined;
  string(name: string, required = false): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) {
      if (required) throw this.missing(name);
      return undefined;
    }
    if (typeof value !== 'string' || value.trim() === '') throw this.invalid(name, value);
    return value;
  }

  bool(name: string): boolean | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') throw this.invalid(name, value);
    return value;
  }

  /** An int64 id given as a JSON number (or bigint from the lossless parser). */
  id(name: string, required: true): bigint;
  id(name: string, required?: false): bigint | undefined;
  id(name: string, required = false): bigint | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) {
      if (required) throw this.missing(name);
      return undefined;
    }
    const id = idOf(value);
    if (id === undefined || id <= 0n) throw this.invalid(name, value);
    return id;
  }

  /** One of the allowed words. */
  oneOf<T extends string>(name: string, allowed: readonly T[], required: true): T;
  oneOf<T extends string>(name: string, allowed: readonly T[], required?: false): T | undefined;
  oneOf<T extends string>(name: string, allowed: readonly T[], required = false): T | undefined {
    const value = this.string(name, required as false);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) throw this.invalid(name, value);
    return value as T;
  }
}

/** The body as a list of objects: a JSON array, or a single object taken as a list of one. */
export function objectList(req: EmulatorRequest, errors: WmErrors): BodyReader[] {
  const body = req.body;
  const items = Array.isArray(body) ? body : body === undefined ? [] : [body];
  if (items.length === 0)
    throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: the request body.');
  return items.map((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw errors.error(400, 1008, 'Unable to parse request.');
    return new BodyReader(item as Record<string, unknown>, errors);
  });
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
