// Error answers of the digital-asset API. The documents leave the body unspecified; the emulator
// answers `{"errors":[{"status":"404","title":"Not Found","detail":"..."}]}` (JSON:API style).
import { EmulatorHttpError } from '../kit/http-emulator.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  500: 'Internal Server Error',
};

export function errorBody(status: number, detail: string): { errors: { status: string; title: string; detail: string }[] } {
  return { errors: [{ status: String(status), title: TITLES[status] ?? 'Error', detail }] };
}

export function daError(status: number, detail: string): EmulatorHttpError {
  return new EmulatorHttpError(status, errorBody(status, detail));
}

export const badRequest = (detail: string): EmulatorHttpError => daError(400, detail);
export const notFound = (what: string, id: string): EmulatorHttpError => daError(404, `${what} ${id} not found`);
