// Per-request DataLoaders for the work-management backend. Each decides how keys become calls:
// users by email in one filtered list call, rows by id in one sheet read, image URLs in one POST,
// events from one read of the stream, dashboards from one walk of their list, single gets otherwise.
import type DataLoader from 'dataloader';
import {
  collectPages,
  findKeysInPages,
  walkIndexPages,
  walkTokenPages,
  type PageWalk,
} from '../datasources/page-walks.js';
import type { Datasources } from '../datasources/index.js';
import type { WmSight } from '../datasources/work-management/containers-api.js';
import type { WmAutomationRule } from '../datasources/work-management/sheet-content-api.js';
import type {
  WmAlternateEmail,
  WmAttachment,
  WmCommentRef,
  WmDiscussion,
  WmEvent,
  WmId,
  WmRow,
  WmSheet,
  WmUser,
  WmWorkspace,
} from '../datasources/work-management/types.js';
import type { RowModel } from '../models.js';
import { chunk, singleGetLoader, newLoader, type LoaderPlan } from './concurrency.js';
import { createEventLoader } from './events.js';
import { nullIfNotFound } from './not-found.js';
import { UpstreamError } from '../errors.js';

/** Emails per `GET /users?email=` call; keeps the URL well under common limits. */
const EMAILS_PER_CALL = 50;
/** Row ids per `GET /sheets/{id}?rowIds=` call. */
const ROWS_PER_CALL = 200;
/** Dashboards per page of the list walk that finds them. */
const DASHBOARD_PAGE = 1000;
/** Discussions (with their threads) per page of the walk that finds comments. */
const DISCUSSION_PAGE = 100;

/** The work-management datasources the loaders read through. */
export type WorkManagementLoaderAreas = Pick<
  Datasources,
  | 'workManagement'
  | 'workManagementAttachments'
  | 'workManagementContent'
  | 'workManagementContainers'
  | 'workManagementAccount'
>;

export interface WorkManagementLoaders {
  userById: DataLoader<string, WmUser | null>;
  userByEmail: DataLoader<string, WmUser | null>;
  /** Sheet metadata and columns (one row at most). */
  sheetById: DataLoader<string, WmSheet | null>;
  /** Rows keyed `sheetId:rowId`. */
  rowByKey: DataLoader<string, RowModel | null>;
  workspaceById: DataLoader<string, WmWorkspace | null>;
  /** Attachments keyed `sheetId:attachmentId` (one GET each, with a temporary download URL). */
  attachmentByKey: DataLoader<string, WmAttachment | null>;
  /** Discussions keyed `sheetId:discussionId` (one GET each). */
  discussionByKey: DataLoader<string, WmDiscussion | null>;
  /**
   * Comments keyed `sheetId:commentId`, with their discussion: the service reads a comment only with
   * its discussion, so each sheet's discussions are walked (`include=comments`) until all are found.
   */
  commentByKey: DataLoader<string, WmCommentRef | null>;
  /** Automation rules keyed `sheetId:ruleId` (one GET each). */
  automationRuleByKey: DataLoader<string, WmAutomationRule | null>;
  /** Cell image URLs by image id: every id asked for together in one `POST /imageurls`. */
  imageUrlById: DataLoader<string, string | null>;
  /** Events keyed `eventId@timestamp`, from the event stream. */
  eventByKey: DataLoader<string, WmEvent | null>;
  /** Dashboards (sights) by id: the service has no single read in scope, so the list is walked. */
  dashboardById: DataLoader<string, WmSight | null>;
  /** A user's alternate emails from the list endpoint, read at each call (account writes change them). */
  alternateEmails(userId: WmId): Promise<WmAlternateEmail[]>;
}

export function createWorkManagementLoaders(areas: WorkManagementLoaderAreas, plan: LoaderPlan): WorkManagementLoaders {
  const api = areas.workManagement;
  const singles = <V>(fetch: (id: string) => Promise<V>) => singleGetLoader(plan.concurrency, fetch);
  const inSheet = (key: string): [string, string] => key.split(':') as [string, string];

  const userByEmail = newLoader<string, WmUser | null>(
    async (emails) => {
      const found = new Map<string, WmUser>();
      const pages = await Promise.all(
        chunk(emails, EMAILS_PER_CALL).map((group) => api.listUsers(1, group.length, group)),
      );
      for (const page of pages) for (const user of page.data) found.set(user.email.toLowerCase(), user);
      return emails.map((email) => found.get(email) ?? null);
    },
    // Emails come from sibling lists that answer a few milliseconds apart: one call once they all have.
    { cacheKeyFn: (email) => email.toLowerCase(), batchScheduleFn: plan.activity.afterEarlierCalls },
  );

  const rowByKey = newLoader<string, RowModel | null>(
    async (keys) => {
      const bySheet = new Map<string, string[]>();
      for (const key of keys) {
        const [sheetId, rowId] = key.split(':') as [string, string];
        bySheet.set(sheetId, [...(bySheet.get(sheetId) ?? []), rowId]);
      }
      const found = new Map<string, RowModel>();
      const reads = [...bySheet].flatMap(([sheetId, rowIds]) =>
        chunk(rowIds, ROWS_PER_CALL).map(async (group) => {
          const sheet = await nullIfNotFound(() => api.getSheet(sheetId, { rowIds: group }));
          for (const row of sheet?.rows ?? [])
            found.set(`${sheetId}:${String(row.id)}`, { sheetId, row: row as WmRow, columns: sheet?.columns ?? [] });
        }),
      );
      const outcomes = await Promise.allSettled(reads);
      const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      return keys.map((key) => found.get(key) ?? (failure ? (failure.reason as Error) : null));
    },
    { batchScheduleFn: plan.activity.afterEarlierCalls },
  );

  return {
    userById: singles((id) => api.getUser(id)),
    userByEmail,
    sheetById: singles((id) => api.getSheet(id, { page: 1, pageSize: 1 })),
    rowByKey,
    workspaceById: singles((id) => api.getWorkspace(id)),
    attachmentByKey: singles((key) => areas.workManagementAttachments.getAttachment(...inSheet(key))),
    discussionByKey: singles((key) => areas.workManagementAttachments.getDiscussion(...inSheet(key))),
    commentByKey: newLoader<string, WmCommentRef | null>(async (keys) => {
      const bySheet = new Map<string, string[]>();
      for (const key of keys) {
        const [sheetId, commentId] = inSheet(key);
        bySheet.set(sheetId, [...(bySheet.get(sheetId) ?? []), commentId]);
      }
      const found = new Map<string, WmCommentRef | Error>();
      await Promise.all(
        [...bySheet].map(async ([sheetId, commentIds]) => {
          const discussions = walkIndexPages((page) =>
            areas.workManagementAttachments.listSheetDiscussions(sheetId, page, DISCUSSION_PAGE, true),
          );
          try {
            const comments = await findKeysInPages(commentsOf(sheetId, discussions), commentIds, (ref) =>
              String(ref.comment.id),
            );
            for (const [commentId, ref] of comments) found.set(`${sheetId}:${commentId}`, ref);
          } catch (error) {
            // A sheet that cannot be read fails its own comments only.
            if (!(error instanceof UpstreamError && error.status === 404))
              for (const commentId of commentIds) found.set(`${sheetId}:${commentId}`, error as Error);
          }
        }),
      );
      return keys.map((key) => found.get(key) ?? null);
    }),
    automationRuleByKey: singles((key) => areas.workManagementContent.getAutomationRule(...inSheet(key))),
    imageUrlById: newLoader<string, string | null>(async (ids) => {
      const answer = await areas.workManagementContent.imageUrls(ids.map((imageId) => ({ imageId })));
      const urls = new Map(answer.imageUrls.map((u) => [u.imageId, u.url ?? null]));
      return ids.map((id) => urls.get(id) ?? null);
    }),
    eventByKey: createEventLoader(api),
    dashboardById: newLoader<string, WmSight | null>(async (ids) => {
      const sights = walkTokenPages((lastKey) => areas.workManagementContainers.listSights(lastKey, DASHBOARD_PAGE));
      const found = await findKeysInPages(sights, ids, (sight) => String(sight.id));
      return ids.map((id) => found.get(id) ?? null);
    }),
    alternateEmails: async (userId) =>
      (
        await collectPages(
          walkTokenPages((lastKey) => areas.workManagementAccount.listAlternateEmails(userId, lastKey)),
        )
      ).items,
  };
}

/** The comments of each page of a sheet's discussions (read with their threads), with their discussion. */
async function* commentsOf(sheetId: string, discussions: PageWalk<WmDiscussion>): PageWalk<WmCommentRef> {
  for await (const page of discussions) {
    yield page.flatMap((discussion) =>
      (discussion.comments ?? []).map((comment) => ({ sheetId, discussionId: String(discussion.id), comment })),
    );
  }
}
