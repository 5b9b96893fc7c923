// Body readers of the project, phase, assignment, subtask, approval and expense writes: the JSON
// object body, and each field by its type; a missing required field or a bad value is a 400.
import { badRequest } from '../errors.js';

/** The JSON object body of a write (anything else is a 400). */
export function bodyOf(raw: unknown): Record<string, unknown> {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest('the request body must be a JSON object');
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) out[k] = typeof v === 'bigint' ? Number(v) : v;
  return out;
}

export function has(body: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;
}

export function dateOf(body: Record<string, unknown>, key: string, required = false): string | undefined {
  if (!has(body, key)) {
    if (required) throw badRequest(`${key} is required`);
    return undefined;
  }
  const v = body[key];
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    throw badRequest(`${key} must be a date YYYY-MM-DD`);
  return v;
}

export function numberOf(body: Record<string, unknown>, key: string, required = false): number | undefined {
  if (!has(body, key)) {
    if (required) throw badRequest(`${key} is required`);
    return undefined;
  }
  const v = typeof body[key] === 'string' && body[key] !== '' ? Number(body[key]) : body[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw badRequest(`${key} must be a number`);
  return v;
}

export function stringOf(body: Record<string, unknown>, key: string, required = false): string | null | undefined {
  if (!has(body, key)) {
    if (required) throw badRequest(`${key} is required`);
    return undefined;
  }
  const v = body[key];
  if (v === null && !required) return null;
  if (typeof v !== 'string' || (required && v.trim() === ''))
    throw badRequest(`${key} must be a ${required ? 'non-empty ' : ''}string`);
  return v;
}

export function boolOf(body: Record<string, unknown>, key: string): boolean | undefined {
  if (!has(body, key)) return undefined;
  if (typeof body[key] !== 'boolean') throw badRequest(`${key} must be true or false`);
  return body[key];
}
