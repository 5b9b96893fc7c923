// Key check of the digital-asset API: `Authorization: Bearer <key>`. No usable header is a 401,
// a key the emulator does not know is a 403 (the real service's "bad key" answer).
import type http from 'node:http';
import type { AuthOutcome } from '../kit/http-emulator.js';
import { errorBody } from './errors.js';

export function bearerAuthenticator(keys: { has(key: string): boolean }) {
  return (headers: http.IncomingHttpHeaders): AuthOutcome => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
    if (!match) {
      return {
        token: null,
        error: { status: 401, body: errorBody('Missing API key: send Authorization: Bearer <API key>') },
      };
    }
    const key = match[1]!;
    if (!keys.has(key)) return { token: null, error: { status: 403, body: errorBody('Invalid API key') } };
    return { token: key };
  };
}
