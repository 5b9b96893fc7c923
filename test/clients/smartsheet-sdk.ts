// The vendor's JavaScript SDK (`smartsheet` on npm) pointed at the work-management emulator, and the
// shapes its own type declarations give (IndexResult, token pages, mutation results, the error
// object it rejects with), written as vitest expectations.
import { createClient } from 'smartsheet';
import { expect } from 'vitest';
import { WORK_MANAGEMENT_TOKENS } from '../../emulators/index.js';
import { match } from '../helpers/matchers.js';
import type { Sdk } from './smartsheet-sdk-facade.js';

export type { Sdk } from './smartsheet-sdk-facade.js';

/** A client as an integrator creates one, with the base URL pointed at the emulator. */
export function sdkClient(emulatorBaseUrl: string, accessToken: string = WORK_MANAGEMENT_TOKENS.admin): Sdk {
  // A negative backoff turns the SDK's retries (on 4001-4004) off: a test wants the first answer, without sleeps.
  const client = createClient({ accessToken, baseUrl: `${emulatorBaseUrl}/`, calcRetryBackoff: () => -1 });
  // The SDK declares `sheets`, `workspaces` and `tokens` as untyped and some user calls with shapes the
  // service does not answer (see SdkUsers): the facade below says what the tests call and read.
  return client as unknown as Sdk;
}

/** What the SDK rejects with: the status plus the service's error body (lib/types/ApiError.ts). */
export interface SdkError {
  statusCode: number;
  errorCode?: number;
  message: string;
  refId?: string;
  detail?: Record<string, unknown>;
}

/** Awaits a call that must reject, and returns the SDK's error object. */
export async function rejectionOf(call: Promise<unknown>): Promise<SdkError> {
  try {
    await call;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error('the SDK call resolved, but a rejection was expected');
}

/** The SDK's ApiError: `errorCode`, `message` and `refId` from the JSON error body, with the HTTP status. */
export function expectApiError(error: SdkError, statusCode: number, errorCode: number): void {
  expect(error).toMatchObject({ statusCode, errorCode, message: match.any(String), refId: match.any(String) });
}

/** PaginationResponse<T> (lib/types/PaginationResponse.d.ts): the offset IndexResult. */
export function expectIndexResult(page: unknown): void {
  expect(page).toMatchObject({
    pageNumber: match.any(Number),
    pageSize: match.any(Number),
    totalPages: match.any(Number),
    totalCount: match.any(Number),
    data: match.any(Array),
  });
}

/** TokenPaginationResponse<T>: `data` and an optional `lastKey`. */
export function expectTokenPage(page: { data: unknown; lastKey?: unknown }): void {
  expect(page.data).toEqual(expect.any(Array));
  if (page.lastKey !== undefined && page.lastKey !== null) expect(page.lastKey).toEqual(expect.any(String));
}

/** BaseResponseStatus: the envelope of every write; the SDK resolves with the whole body. */
export function expectSuccess(body: unknown): void {
  expect(body).toMatchObject({ message: 'SUCCESS', resultCode: 0 });
}

const miniUser = { email: match.any(String), name: match.any(String) };

/** The core of each SDK model type the tests read back (the fields the service always sends). */
export const shapes = {
  row: { id: match.any(Number), sheetId: match.any(Number), rowNumber: match.any(Number), cells: match.any(Array) },
  column: {
    id: match.any(Number),
    index: match.any(Number),
    title: match.any(String),
    type: match.any(String),
    version: match.any(Number),
  },
  attachment: {
    id: match.any(Number),
    name: match.any(String),
    attachmentType: match.any(String),
    parentType: match.any(String),
    parentId: match.any(Number),
    createdBy: miniUser,
  },
  discussion: {
    id: match.any(Number),
    title: match.any(String),
    commentCount: match.any(Number),
    createdBy: miniUser,
  },
  comment: { id: match.any(Number), discussionId: match.any(Number), text: match.any(String), createdBy: miniUser },
  user: { id: match.any(Number), email: match.any(String), status: match.any(String) },
  alternateEmail: { id: match.any(Number), email: match.any(String), confirmed: match.any(Boolean) },
  share: {
    id: match.any(String),
    type: match.stringMatching(/^(USER|GROUP)$/),
    accessLevel: match.any(String),
    scope: match.stringMatching(/^(ITEM|WORKSPACE)$/),
  },
  webhook: {
    id: match.any(Number),
    name: match.any(String),
    callbackUrl: match.any(String),
    scope: match.any(String),
    scopeObjectId: match.any(Number),
    events: match.any(Array),
    version: 1,
  },
  container: { id: match.any(Number), name: match.any(String), permalink: match.any(String) },
  event: {
    eventId: match.any(String),
    objectType: match.any(String),
    action: match.any(String),
    source: match.any(String),
  },
};

/** The first item whose id a JSON.parse client (the SDK) holds exactly: ids above 2^53 come back rounded. */
export function firstSafe<T extends { id: number }>(items: T[], predicate: (item: T) => boolean = () => true): T {
  const found = items.find((item) => Number.isSafeInteger(item.id) && predicate(item));
  if (!found) throw new Error('no item with an id below 2^53');
  return found;
}
