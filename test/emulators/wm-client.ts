// A small REST client for the work-management emulator tests: raw JSON bodies as written (so no
// number is rounded on the way), replies parsed with lossless-json (ids beyond 2^53 stay exact),
// and the ids of a demo sheet's columns and rows by title.
import { isSafeNumber, parse as parseLossless } from 'lossless-json';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';

export const ADMIN = 'wm-demo-admin-token';
export const USER = 'wm-demo-user-token';

export interface Reply {
  status: number;
  /** The body as received. */
  text: string;
  /** Parsed: integers beyond 2^53 - 1 as bigint, other numbers a double cannot hold as their text. */
  json: any;
}

export function parseExact(text: string): unknown {
  return parseLossless(text, null, (value: string) => (isSafeNumber(value) ? Number(value) : /^-?\d+$/.test(value) ? BigInt(value) : value));
}

export interface SheetIds {
  id: string;
  /** Column id (decimal text) by title. */
  col: Record<string, string>;
  /** Row ids (decimal text) in sheet order. */
  rows: string[];
}

/** A sheet's ids and the sheet as read. */
export type LoadedSheet = SheetIds & { json: any };

export class WmClient {
  constructor(private readonly emulator: RunningEmulator) {}

  /** Sends a request; a string body is sent exactly as written. */
  async send(method: string, path: string, body?: string | object, token = ADMIN): Promise<Reply> {
    const response = await fetch(`${this.emulator.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: text ? parseExact(text) : undefined };
  }

  async sheet(name: string, query = 'level=2&includeAll=true'): Promise<LoadedSheet> {
    const list = await this.send('GET', '/sheets?includeAll=true');
    const summary = list.json.data.find((s: any) => s.name === name);
    if (!summary) throw new Error(`no demo sheet named ${name}`);
    const id = String(summary.id);
    const sheet = (await this.send('GET', `/sheets/${id}?${query}`)).json;
    return {
      id,
      col: Object.fromEntries(sheet.columns.map((c: any) => [c.title, String(c.id)])),
      rows: sheet.rows.map((r: any) => String(r.id)),
      json: sheet,
    };
  }

  async row(sheetId: string, rowId: string, query = 'level=2&include=objectValue'): Promise<any> {
    const reply = await this.send('GET', `/sheets/${sheetId}/rows/${rowId}?${query}`);
    if (reply.status !== 200) throw new Error(`GET row: ${reply.status} ${reply.text}`);
    return reply.json;
  }

  async rowCount(sheetId: string): Promise<number> {
    return (await this.send('GET', `/sheets/${sheetId}?pageSize=1&page=1`)).json.totalRowCount;
  }
}

/** The cell of a row for a column id (decimal text). */
export function cellOf(row: any, columnId: string): any {
  return row.cells.find((c: any) => String(c.columnId) === columnId);
}
