// A webhook callback receiver on 127.0.0.1 for the webhook rows: it answers verification
// challenges per path (`/echo/...` echoes the challenge, `/wrong/...` does not) and lets a row wait
// for a callback instead of sleeping.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { parseExact, type ExactId } from '../helpers/direct.js';

/**
 * What a callback carries, as the receiver reads it: a verification challenge or work-management
 * events (Document 2, webhook callbacks), or a digital-asset event payload (Document 3, Events).
 */
export interface CallbackBody {
  challenge?: unknown;
  events?: Array<{
    eventType?: unknown;
    userId?: ExactId;
    planId?: ExactId;
    seatType?: unknown;
    provisionalExpirationDate?: unknown;
  }>;
  data?: { webhook_id?: unknown; attributes?: Record<string, unknown> };
}

export interface Callback {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body parsed with exact numbers, read as `CallbackBody` (null when empty). */
  body: CallbackBody | null;
}

export class CallbackReceiver {
  readonly received: Callback[] = [];
  private waiters: Array<{ test: (c: Callback) => boolean; resolve: (c: Callback) => void }> = [];
  private server?: http.Server;
  url = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const callback: Callback = {
          path: req.url ?? '',
          headers: req.headers,
          body: text ? (parseExact(text) as CallbackBody) : null,
        };
        this.received.push(callback);
        const challenge = req.headers['smartsheet-hook-challenge'];
        const echo = callback.path.startsWith('/echo/');
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(echo && typeof challenge === 'string' ? { 'smartsheet-hook-response': challenge } : {}),
        });
        res.end(
          JSON.stringify(
            echo
              ? { smartsheetHookResponse: callback.body?.challenge }
              : { smartsheetHookResponse: 'not the challenge' },
          ),
        );
        this.waiters = this.waiters.filter((w) => (w.test(callback) ? (w.resolve(callback), false) : true));
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** The first callback (received already or later) that passes `test`. */
  waitFor(test: (c: Callback) => boolean): Promise<Callback> {
    const seen = this.received.find(test);
    return seen ? Promise.resolve(seen) : new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** The receiver of the current test file, started before its tests and stopped after them. */
export const receiver = new CallbackReceiver();

export function useCallbackReceiver(): CallbackReceiver {
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  return receiver;
}
