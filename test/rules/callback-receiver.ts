// A webhook callback receiver on 127.0.0.1 for the webhook rows: it answers verification
// challenges per path (`/echo/...` echoes the challenge, `/wrong/...` does not) and lets a row wait
// for a callback instead of sleeping.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { parseExact } from './exact-json.js';

export interface Callback {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
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
        const callback: Callback = { path: req.url ?? '', headers: req.headers, body: text ? parseExact(text) : null };
        this.received.push(callback);
        const challenge = req.headers['smartsheet-hook-challenge'] as string | undefined;
        const echo = callback.path.startsWith('/echo/');
        res.writeHead(200, { 'content-type': 'application/json', ...(echo && challenge ? { 'smartsheet-hook-response': challenge } : {}) });
        res.end(JSON.stringify(echo ? { smartsheetHookResponse: callback.body?.challenge } : { smartsheetHookResponse: 'not the challenge' }));
        this.waiters = this.waiters.filter((w) => (w.test(callback) ? (w.resolve(callback), false) : true));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
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
