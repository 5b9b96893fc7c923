// Error answers of the digital-asset API. Document 3 leaves them unspecified; the vendor's OpenAPI
// description gives every operation a "Generic error payload": `application/json` whose schema is a
// string. The emulator answers each error so: a JSON string saying what is wrong.
import { EmulatorHttpError, JsonValue } from '../kit/http-emulator.js';

/** The generic error payload: the message as a JSON string. */
export function errorBody(detail: string): JsonValue {
  return new JsonValue(detail);
}

export function daError(status: number, detail: string): EmulatorHttpError {
  return new EmulatorHttpError(status, errorBody(detail));
}

export const badRequest = (detail: string): EmulatorHttpError => daError(400, detail);
export const notFound = (what: string, id: string): EmulatorHttpError => daError(404, `${what} ${id} not found`);
