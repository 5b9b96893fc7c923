// Per-request DataLoaders for the work-management backend. Each decides how keys become calls:
// users by email in one filtered list call, rows by id in one sheet read, single gets otherwise.
import DataLoader from 'dataloader';
import type { WorkManagementAttachmentsApi } from '../datasources/work-management/attachments-api.js';
import type { WmAttachment, WmDiscussion } from '../datasources/work-management/types.js';
import type { WorkManagementApi } from '../datasources/work-management/api.js';
import type { WmRow, WmSheet, WmUser, WmWorkspace } from '../datasources/work-management/types.js';
import type { RowModel } from '../models.js';
import { chunk, singleGetLoader, newLoader, type LoaderPlan } from './concurrency.js';
import { nullIfNotFound } from './not-found.js';

/** Emails per `GET /users?email=` call; keeps the URL well under common limits. */
const EMAILS_PER_CALL = 50;
/** Row ids per `GET /sheets/{id}?rowIds=` call. */
const ROWS_PER_CALL = 200;

export interface WorkManagementLoaders {
  userById: DataLoader<string, WmUser | null>;
  userByEmail: DataLoader<string, WmUser | null>;
  /** Sheet metadata and columns (one row at most). */
  sheetById: DataLoader<string, WmSheet | null>;
  /** Rows keyed `sheetId:rowId`. */
  rowByKey: DataLoader<string, RowModel | null>;
  workspaceById: DataLoader<string, WmWorkspace | null>;
}

export function createWorkManagementLoaders(api: WorkManagementApi, plan: LoaderPlan): WorkManagementLoaders {
  const singles = <V>(fetch: (id: string) => Promise<V>) => singleGetLoader(plan.concurrency, fetch);

  const userByEmail = newLoader<string, WmUser | null>(
    async (emails) => {
      const found = new Map<string, WmUser>();
      const pages = await Promise.all(chunk(emails, EMAILS_PER_CALL).map((group) => api.listUsers(1, group.length, group)));
      for (const page of pages) for (const user of page.data) found.set(user.email.toLowerCase(), user);
      return emails.map((email) => found.get(email) ?? null);
    },
    // Emails come from sibling lists that answer a few milliseconds apart: one call once they all have.
    { cacheKeyFn: (email) => email.toLowerCase(), batchScheduleFn: plan.activity.afterEarlierCalls },
  );

  const rowByKey = newLoader<string, RowModel | null>(async (keys) => {
    const bySheet = new Map<string, string[]>();
    for (const key of keys) {
      const [sheetId, rowId] = key.split(':') as [string, string];
      bySheet.set(sheetId, [...(bySheet.get(sheetId) ?? []), rowId]);
    }
    const found = new Map<string, RowModel>();
    const reads = [...bySheet].flatMap(([sheetId, rowIds]) =>
      chunk(rowIds, ROWS_PER_CALL).map(async (group) => {
        const sheet = await nullIfNotFound(() => api.getSheet(sheetId, { rowIds: group }));
        for (const row of sheet?.rows ?? []) found.set(`${sheetId}:${String(row.id)}`, { sheetId, row: row as WmRow, columns: sheet?.columns ?? [] });
      }),
    );
    const outcomes = await Promise.allSettled(reads);
    const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    return keys.map((key) => found.get(key) ?? (failure ? (failure.reason as Error) : null));
  }, { batchScheduleFn: plan.activity.afterEarlierCalls });

  return {
    userById: singles((id) => api.getUser(id)),
    userByEmail,
    sheetById: singles((id) => api.getSheet(id, { page: 1, pageSize: 1 })),
    rowByKey,
    workspaceById: singles((id) => api.getWorkspace(id)),
  };
}

/** Attachments (keyed `sheetId:attachmentId`) and discussions (`sheetId:discussionId`), one GET each. */
export interface WorkAttachmentLoaders {
  attachmentByKey: DataLoader<string, WmAttachment | null>;
  discussionByKey: DataLoader<string, WmDiscussion | null>;
}

export function createAttachmentLoaders(api: WorkManagementAttachmentsApi, concurrency: number): WorkAttachmentLoaders {
  const split = (key: string): [string, string] => key.split(':') as [string, string];
  return {
    attachmentByKey: singleGetLoader(concurrency, (key: string) => api.getAttachment(...split(key))),
    discussionByKey: singleGetLoader(concurrency, (key: string) => api.getDiscussion(...split(key))),
  };
}
