// Error answers of the resource-planning API: an HTTP status with the body `{"message": "..."}`.
import { EmulatorHttpError } from '../kit/http-emulator.js';

export function rpError(status: number, message: string): EmulatorHttpError {
  return new EmulatorHttpError(status, { message });
}

export const badRequest = (message: string): EmulatorHttpError => rpError(400, message);
export const notFound = (what: string, id: string): EmulatorHttpError => rpError(404, `${what} ${id} not found`);

/** Parses a path id; anything but a positive integer is an unknown record (404). */
export function pathId(raw: string | undefined, what: string): number {
  const text = raw ?? '';
  if (!/^\d+$/.test(text)) throw notFound(what, text);
  return Number(text);
}
