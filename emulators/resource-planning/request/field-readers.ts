// Request-body readers for the resource-planning write routes (bill rates, budgets, custom fields,
// availabilities, API tokens): each bad value is a 400 with a message naming the field.
import type { EmulatorRequest } from '../../kit/http-emulator.js';
import { badRequest } from '../errors.js';

/** The JSON body as an object (400 when it is not one). */
export function bodyOf(req: EmulatorRequest): Record<string, unknown> {
  const body = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('the request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** A finite number ≥ 0, or undefined when absent. */
export function optionalAmount(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  const n = typeof value === 'bigint' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw badRequest(`${name} must be a number >= 0`);
  return n;
}

export function requiredAmount(body: Record<string, unknown>, name: string): number {
  const n = optionalAmount(body, name);
  if (n === undefined) throw badRequest(`${name} is required`);
  return n;
}

/** A string (any, possibly empty), or undefined when absent. */
export function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  return value;
}

/** A non-blank string. */
export function requiredString(body: Record<string, unknown>, name: string): string {
  const value = optionalString(body, name);
  if (value === undefined || value.trim() === '') throw badRequest(`${name} is required`);
  return value;
}

export function optionalBoolean(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${name} must be true or false`);
  return value;
}

/** A `YYYY-MM-DD` date, or undefined when absent. */
export function optionalDate(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  ) {
    throw badRequest(`${name} must be a date YYYY-MM-DD`);
  }
  return value;
}

/** A positive integer id (numbers or decimal strings), or undefined when absent. */
export function optionalId(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  const n =
    typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : typeof value === 'bigint'
        ? Number(value)
        : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) throw badRequest(`${name} must be an id`);
  return n;
}

/** The emulator clock as the API writes timestamps (`YYYY-MM-DDTHH:MM:SSZ`). */
export function nowStamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
