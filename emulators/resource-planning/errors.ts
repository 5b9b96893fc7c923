// Error answers of the resource-planning API: an HTTP status with the body `{"message": "..."}`.
import { EmulatorHttpError } from '../kit/http-emulator.js';

export function rpError(status: number, message: string): EmulatorHttpError {
  return new EmulatorHttpError(status, { message });
}

export const badRequest = (message: string): EmulatorHttpError => rpError(400, message);
export const notFound = (what: string, id: string): EmulatorHttpError => rpError(404, `${what} ${id} not found`);

/** A state rule the record's current state breaks (409). */
export const conflict = (message: string): EmulatorHttpError => rpError(409, message);
