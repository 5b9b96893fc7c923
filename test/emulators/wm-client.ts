// A small REST client for the work-management emulator tests: raw JSON bodies as written (so no
// number is rounded on the way), replies parsed with lossless-json (ids beyond 2^53 stay exact),
// and the ids of a demo sheet's columns and rows by title.
import { isSafeNumber, parse as parseLossless } from 'lossless-json';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import type { WmAnswer, WmCell, WmRow, WmSheet, WmIndexPage } from '../helpers/rest-shapes.js';

export const ADMIN = 'wm-demo-admin-token';
export const USER = 'wm-demo-user-token';

export interface Reply<TBody = WmAnswer> {
  status: number;
  /** The body as received. */
  text: string;
  /** Parsed: integers beyond 2^53 - 1 as bigint, other numbers a double cannot hold as their text; undefined when empty. */
  json: TBody | undefined;
}

export function parseExact(text: string): unknown {
  return parseLossless(text, null, (value: string) =>
    isSafeNumber(value) ? Number(value) : /^-?\d+$/.test(value) ? BigInt(value) : value,
  );
}

export interface SheetIds {
  id: string;
  /** Column id (decimal text) by title. */
  col: Record<string, string>;
  /** Row ids (decimal text) in sheet order. */
  rows: string[];
}

/** A sheet's ids and the sheet as read. */
export type LoadedSheet = SheetIds & { json: WmSheet };

/** A reply whose body a test must have (every answer of the API has one). */
function bodyOf<TBody>(reply: Reply<TBody>, what: string): TBody {
  if (reply.json === undefined) throw new Error(`${what}: ${reply.status} with an empty body`);
  return reply.json;
}

export class WmClient {
  constructor(private readonly emulator: RunningEmulator) {}

  /** Sends a request; a string body is sent exactly as written. The body type is the caller's reading of the answer. */
  async send<TBody = WmAnswer>(
    method: string,
    path: string,
    body?: string | object,
    token = ADMIN,
  ): Promise<Reply<TBody>> {
    const response = await fetch(`${this.emulator.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: text ? (parseExact(text) as TBody) : undefined };
  }

  async sheet(name: string, query = 'level=2&includeAll=true'): Promise<LoadedSheet> {
    const list = bodyOf(
      await this.send<WmIndexPage<{ id: bigint | number; name: string }>>('GET', '/sheets?includeAll=true'),
      'GET /sheets',
    );
    const summary = list.data.find((s) => s.name === name);
    if (!summary) throw new Error(`no demo sheet named ${name}`);
    const id = String(summary.id);
    const sheet = bodyOf(await this.send<WmSheet>('GET', `/sheets/${id}?${query}`), `GET sheet ${name}`);
    return {
      id,
      col: Object.fromEntries(sheet.columns.map((c) => [c.title, String(c.id)])),
      rows: sheet.rows.map((r) => String(r.id)),
      json: sheet,
    };
  }

  async row(sheetId: string, rowId: string, query = 'level=2&include=objectValue'): Promise<WmRow> {
    const reply = await this.send<WmRow>('GET', `/sheets/${sheetId}/rows/${rowId}?${query}`);
    if (reply.status !== 200) throw new Error(`GET row: ${reply.status} ${reply.text}`);
    return bodyOf(reply, 'GET row');
  }

  async rowCount(sheetId: string): Promise<number> {
    const sheet = bodyOf(await this.send<WmSheet>('GET', `/sheets/${sheetId}?pageSize=1&page=1`), 'GET sheet');
    if (sheet.totalRowCount === undefined) throw new Error(`sheet ${sheetId} without totalRowCount`);
    return sheet.totalRowCount;
  }
}

/** The id (decimal text) of a sheet's column by title; a title the sheet lacks is a broken test. */
export function columnId(sheet: SheetIds, title: string): string {
  const id = sheet.col[title];
  if (id === undefined) throw new Error(`no column titled ${title}`);
  return id;
}

/** The id (decimal text) of a sheet's row by position. */
export function rowId(sheet: SheetIds, index: number): string {
  const id = sheet.rows[index];
  if (id === undefined) throw new Error(`no row at ${index} (${sheet.rows.length} read)`);
  return id;
}

/** The cell of a row for a column id (decimal text); undefined when the row (or its cell) is missing. */
export function cellOf(row: { cells: readonly WmCell[] } | undefined, columnId: string): WmCell | undefined {
  return row?.cells.find((c) => String(c.columnId) === columnId);
}

/** The row at `index` of a write's result (`result` of the envelope), for a test to read cells of. */
export function resultRow(reply: Reply<WmAnswer<WmRow[]>>, index = 0): WmRow | undefined {
  return reply.json?.result?.[index];
}

/** A refusal as [HTTP status, errorCode]. */
export function refusal(reply: Reply<{ errorCode?: number }>): [number, number | undefined] {
  return [reply.status, reply.json?.errorCode];
}
