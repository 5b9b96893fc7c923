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
  WmSheet,
  WmUser,
  WmWorkspace,
} from '../datasources/work-management/types.js';
import type { RowModel } from '../models.js';
import type { WorkManagementApi } from '../datasources/work-management/api.js';
import { chunk } from '../concurrency.js';
import {
  commentKey,
  parseSheetChildKey,
  rowKey,
  type AttachmentKey,
  type AutomationRuleKey,
  type CommentKey,
  type DiscussionKey,
  type EventKey,
  type RowKey,
  type SheetChildKey,
} from '../composite-keys.js';
import { singleGetLoader, newLoader, type LoaderPlan } from './loader-kit.js';
import { createEventLoader } from './events.js';
import { nullIfNotFound } from './not-found.js';
import { SheetReadPlan } from './sheet-read-plan.js';
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
  /** Every Get Sheet of the run, in the shape its operation decided, and the rows pages read ahead. */
  sheetReads: SheetReadPlan;
  userById: DataLoader<string, WmUser | null>;
  userByEmail: DataLoader<string, WmUser | null>;
  /** Sheet metadata and columns (one row at most). */
  sheetById: DataLoader<string, WmSheet | null>;
  /** Rows keyed `sheetId:rowId`. */
  rowByKey: DataLoader<RowKey, RowModel | null>;
  workspaceById: DataLoader<string, WmWorkspace | null>;
  /** Attachments keyed `sheetId:attachmentId` (one GET each, with a temporary download URL). */
  attachmentByKey: DataLoader<AttachmentKey, WmAttachment | null>;
  /** Discussions keyed `sheetId:discussionId` (one GET each). */
  discussionByKey: DataLoader<DiscussionKey, WmDiscussion | null>;
  /**
   * Comments keyed `sheetId:commentId`, with their discussion: the service reads a comment only with
   * its discussion, so each sheet's discussions are walked (`include=comments`) until all are found.
   */
  commentByKey: DataLoader<CommentKey, WmCommentRef | null>;
  /** Automation rules keyed `sheetId:ruleId` (one GET each). */
  automationRuleByKey: DataLoader<AutomationRuleKey, WmAutomationRule | null>;
  /** Cell image URLs by image id: every id asked for together in one `POST /imageurls`. */
  imageUrlById: DataLoader<string, string | null>;
  /** Events keyed `eventId@timestamp`, from the event stream. */
  eventByKey: DataLoader<EventKey, WmEvent | null>;
  /** Dashboards (sights) by id: the service has no single read in scope, so the list is walked. */
  dashboardById: DataLoader<string, WmSight | null>;
  /** A user's alternate emails from the list endpoint, read at each call (account writes change them). */
  alternateEmails(userId: WmId): Promise<WmAlternateEmail[]>;
}

export function createWorkManagementLoaders(areas: WorkManagementLoaderAreas, plan: LoaderPlan): WorkManagementLoaders {
  const api = areas.workManagement;
  const singles = <K, V>(fetch: (key: K) => Promise<V>): DataLoader<K, V | null> => singleGetLoader(plan, fetch);
  const { workManagementAttachments: attachments, workManagementContent: content } = areas;
  const sheetReads = new SheetReadPlan(api);
  return {
    sheetReads,
    userById: singles((id: string) => api.getUser(id)),
    userByEmail: userByEmailLoader(api, plan),
    sheetById: singles((id: string) => sheetReads.read(id, { page: 1, pageSize: 1 })),
    rowByKey: rowByKeyLoader(sheetReads, plan),
    workspaceById: singles((id: string) => api.getWorkspace(id)),
    attachmentByKey: singles((key: AttachmentKey) => attachments.getAttachment(...parseSheetChildKey(key))),
    discussionByKey: singles((key: DiscussionKey) => attachments.getDiscussion(...parseSheetChildKey(key))),
    commentByKey: commentByKeyLoader(attachments, plan),
    automationRuleByKey: singles((key: AutomationRuleKey) => content.getAutomationRule(...parseSheetChildKey(key))),
    imageUrlById: newLoader<string, string | null>(plan, async (ids) => {
      const answer = await content.imageUrls(ids.map((imageId) => ({ imageId })));
      const urls = new Map(answer.imageUrls.map((u) => [u.imageId, u.url ?? null]));
      return ids.map((id) => urls.get(id) ?? null);
    }),
    eventByKey: createEventLoader(api, plan),
    dashboardById: newLoader<string, WmSight | null>(plan, async (ids) => {
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

/** Users by email (any case), every email of a batch in `GET /users?email=` calls of EMAILS_PER_CALL. */
function userByEmailLoader(api: WorkManagementApi, plan: LoaderPlan): DataLoader<string, WmUser | null> {
  return newLoader<string, WmUser | null>(
    plan,
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
}

/** The child ids of each sheet among `keys`. */
function bySheet(keys: readonly SheetChildKey<string>[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const [sheetId, childId] = parseSheetChildKey(key);
    groups.set(sheetId, [...(groups.get(sheetId) ?? []), childId]);
  }
  return groups;
}

/** Rows by key: each sheet's rows of a batch in `GET /sheets/{id}?rowIds=` reads of ROWS_PER_CALL. */
function rowByKeyLoader(sheetReads: SheetReadPlan, plan: LoaderPlan): DataLoader<RowKey, RowModel | null> {
  return newLoader<RowKey, RowModel | null>(
    plan,
    async (keys) => {
      const found = new Map<RowKey, RowModel>();
      const reads = [...bySheet(keys)].flatMap(([sheetId, rowIds]) =>
        chunk(rowIds, ROWS_PER_CALL).map(async (group) => {
          const sheet = await nullIfNotFound(() => sheetReads.read(sheetId, { rowIds: group }));
          for (const row of sheet?.rows ?? [])
            found.set(rowKey(sheetId, row.id), { sheetId, row, columns: sheet?.columns ?? [] });
        }),
      );
      const outcomes = await Promise.allSettled(reads);
      const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      return keys.map((key) => found.get(key) ?? (failure ? (failure.reason as Error) : null));
    },
    { batchScheduleFn: plan.activity.afterEarlierCalls },
  );
}

/** Comments by key, found by walking each sheet's discussions with their threads until all are found. */
function commentByKeyLoader(
  attachments: WorkManagementLoaderAreas['workManagementAttachments'],
  plan: LoaderPlan,
): DataLoader<CommentKey, WmCommentRef | null> {
  return newLoader<CommentKey, WmCommentRef | null>(plan, async (keys) => {
    const found = new Map<CommentKey, WmCommentRef | Error>();
    await Promise.all(
      [...bySheet(keys)].map(async ([sheetId, commentIds]) => {
        const discussions = walkIndexPages((page) =>
          attachments.listSheetDiscussions(sheetId, page, DISCUSSION_PAGE, true),
        );
        try {
          const comments = await findKeysInPages(commentsOf(sheetId, discussions), commentIds, (ref) =>
            String(ref.comment.id),
          );
          for (const [commentId, ref] of comments) found.set(commentKey(sheetId, commentId), ref);
        } catch (error) {
          // A sheet that cannot be read fails its own comments only.
          if (!(error instanceof UpstreamError && error.status === 404))
            for (const commentId of commentIds) found.set(commentKey(sheetId, commentId), error as Error);
        }
      }),
    );
    return keys.map((key) => found.get(key) ?? null);
  });
}

/** The comments of each page of a sheet's discussions (read with their threads), with their discussion. */
async function* commentsOf(sheetId: string, discussions: PageWalk<WmDiscussion>): PageWalk<WmCommentRef> {
  for await (const page of discussions) {
    yield page.flatMap((discussion) =>
      (discussion.comments ?? []).map((comment) => ({ sheetId, discussionId: String(discussion.id), comment })),
    );
  }
}
