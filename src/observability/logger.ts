// Structured JSON logs (pino) with request ids; credentials are redacted wherever they could appear.
import { pino, type Logger } from 'pino';

/** Paths pino blanks out: every header or field that can carry a credential. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-resource-planning-token"]',
  'req.headers["x-digital-asset-token"]',
  'req.headers.auth',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-caller-token"]',
  'headers.authorization',
  'headers.auth',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.sharedSecret',
  '*.password',
];

export type { Logger };

/** The gateway's logger; `destination` lets tests capture the output. */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'workgraph' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination ?? process.stdout,
  );
}
