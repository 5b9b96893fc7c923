// What the tests call of the vendor's SDK where its declarations give no types (`sheets`, `workspaces`,
// `tokens` are `any` in SmartsheetClient) or the wrong ones (some user calls): the calls as the tests
// make them and the bodies as the service answers them (Document 1), ids as numbers (JSON.parse).
import type { SmartsheetClient } from 'smartsheet';

/** The query parameters of a call, sent as given. */
type Query = Record<string, string | number | boolean>;

/** An offset list (PaginationResponse): the IndexResult. */
export interface SdkIndexResult<T> {
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
  data: T[];
}

/** A token list (TokenPaginationResponse). */
export interface SdkTokenPage<T> {
  data: T[];
  lastKey?: string | null;
}

/** The envelope of every write (BaseResponseStatus) with its result. */
export interface SdkWriteResult<T> {
  message: string;
  resultCode: number;
  result: T;
  version?: number;
}

/** The envelope of a write without a result (deletes, moves). */
export interface SdkStatus {
  message: string;
  resultCode: number;
}

export interface SdkMiniUser {
  email: string;
  name: string;
}

export interface SdkCell {
  columnId: number;
  value?: unknown;
  displayValue?: string;
  image?: { id: string; height?: number; width?: number; altText?: string };
}

export interface SdkRow {
  id: number;
  sheetId: number;
  rowNumber: number;
  cells: SdkCell[];
}

export interface SdkColumn {
  id: number;
  index: number;
  title: string;
  type: string;
  primary?: boolean;
  version?: number;
}

/** A sheet of the list (`GET /sheets`). */
export interface SdkSheetSummary {
  id: number;
  name: string;
  accessLevel?: string;
  permalink?: string;
}

export interface SdkSheet extends SdkSheetSummary {
  version: number;
  totalRowCount: number;
  columns: SdkColumn[];
  rows: SdkRow[];
}

export interface SdkCellHistoryEntry {
  columnId: number;
  value?: unknown;
  modifiedBy: SdkMiniUser;
  modifiedAt: string;
}

export interface SdkAttachment {
  id: number;
  name: string;
  attachmentType: string;
  parentType: string;
  parentId: number;
  url?: string;
  mimeType?: string;
  createdBy: SdkMiniUser;
}

export interface SdkComment {
  id: number;
  discussionId: number;
  text: string;
  createdBy: SdkMiniUser;
}

export interface SdkDiscussion {
  id: number;
  title: string;
  commentCount: number;
  comments?: SdkComment[];
}

export interface SdkAutomationRule {
  id: number;
  name: string;
  enabled: boolean;
  action: { type: string; [field: string]: unknown };
}

/** A workspace, folder, sheet or dashboard as the container calls give it. */
export interface SdkContainer {
  id: number;
  name: string;
  permalink?: string;
  accessLevel?: string;
}

/** Where rows went (`copy` / `move` of rows to another sheet). */
export interface SdkRowMappings {
  destinationSheetId: number;
  rowMappings: Array<{ from: number; to: number }>;
}

/** A file part: a path the SDK reads, or a stream with its size. */
type FilePart = { fileName: string } & ({ path: string } | { fileStream: NodeJS.ReadableStream; fileSize: number });

interface SheetRef {
  sheetId: number;
}
type Link = { name: string; url: string; attachmentType: string };
type RowWrite = {
  id?: number;
  toTop?: boolean;
  toBottom?: boolean;
  cells: Array<{ columnId: number; value: unknown }>;
};

export interface SdkSheets {
  listSheets(options: { queryParameters?: Query }): Promise<SdkIndexResult<SdkSheetSummary>>;
  getSheet(options: { id: number; queryParameters?: Query }): Promise<SdkSheet>;
  getSheetVersion(options: SheetRef): Promise<{ version: number }>;
  moveSheet(
    options: SheetRef & { body: { destinationType?: string; destinationId: number } },
  ): Promise<SdkWriteResult<SdkContainer>>;

  getColumns(options: SheetRef & { queryParameters?: Query }): Promise<SdkIndexResult<SdkColumn>>;
  getColumn(options: SheetRef & { columnId: number }): Promise<SdkColumn>;
  addColumn(
    options: SheetRef & { body: Array<{ title: string; type: string; index: number }> },
  ): Promise<SdkWriteResult<SdkColumn[]>>;
  updateColumn(options: SheetRef & { columnId: number; body: { title: string } }): Promise<SdkWriteResult<SdkColumn>>;
  deleteColumn(options: SheetRef & { columnId: number }): Promise<SdkStatus>;

  addRows(options: SheetRef & { body: RowWrite[] }): Promise<SdkWriteResult<SdkRow[]>>;
  updateRow(options: SheetRef & { body: RowWrite[] }): Promise<SdkWriteResult<SdkRow[]>>;
  getRow(options: SheetRef & { rowId: number }): Promise<SdkRow>;
  getCellHistory(options: SheetRef & { rowId: number; columnId: number }): Promise<SdkIndexResult<SdkCellHistoryEntry>>;
  copyRowToAnotherSheet(
    options: SheetRef & { body: { rowIds: number[]; to: { sheetId: number } } },
  ): Promise<SdkRowMappings>;
  moveRowToAnotherSheet(
    options: SheetRef & { body: { rowIds: number[]; to: { sheetId: number } } },
  ): Promise<SdkRowMappings>;
  addImageToCell(
    options: SheetRef & { rowId: number; columnId: number; path: string; fileName: string },
  ): Promise<SdkWriteResult<SdkRow>>;

  addUrlAttachment(options: SheetRef & { body: Link }): Promise<SdkWriteResult<SdkAttachment>>;
  addFileAttachment(options: SheetRef & FilePart): Promise<SdkWriteResult<SdkAttachment>>;
  attachNewVersion(options: SheetRef & { attachmentId: number } & FilePart): Promise<SdkWriteResult<SdkAttachment>>;
  listAttachmentVersions(options: SheetRef & { attachmentId: number }): Promise<SdkIndexResult<SdkAttachment>>;
  getAttachment(options: SheetRef & { attachmentId: number }): Promise<SdkAttachment>;
  addRowUrlAttachment(options: SheetRef & { rowId: number; body: Link }): Promise<SdkWriteResult<SdkAttachment>>;
  addRowFileAttachment(options: SheetRef & { rowId: number } & FilePart): Promise<SdkWriteResult<SdkAttachment>>;
  getRowAttachments(options: SheetRef & { rowId: number }): Promise<SdkIndexResult<SdkAttachment>>;
  listAttachments(options: SheetRef & { queryParameters?: Query }): Promise<SdkIndexResult<SdkAttachment>>;
  deleteAttachment(options: SheetRef & { attachmentId: number }): Promise<SdkStatus>;
  deleteAllAttachmentVersions(options: SheetRef & { attachmentId: number }): Promise<SdkStatus>;

  createDiscussion(options: SheetRef & { body: { comment: { text: string } } }): Promise<SdkWriteResult<SdkDiscussion>>;
  createRowDiscussion(
    options: SheetRef & { rowId: number; body: { comment: { text: string } } },
  ): Promise<SdkWriteResult<SdkDiscussion>>;
  addDiscussionComment(
    options: SheetRef & { discussionId: number; body: { text: string } },
  ): Promise<SdkWriteResult<SdkComment>>;
  addCommentUrlAttachment(
    options: SheetRef & { commentId: number; body: Link },
  ): Promise<SdkWriteResult<SdkAttachment>>;
  addCommentFileAttachment(
    options: SheetRef & { commentId: number } & FilePart,
  ): Promise<SdkWriteResult<SdkAttachment>>;
  listDiscussionAttachments(options: SheetRef & { discussionId: number }): Promise<SdkIndexResult<SdkAttachment>>;
  getDiscussions(options: SheetRef & { queryParameters?: Query }): Promise<SdkIndexResult<SdkDiscussion>>;
  getDiscussion(options: SheetRef & { discussionId: number }): Promise<SdkDiscussion>;
  getRowDiscussions(options: SheetRef & { rowId: number }): Promise<SdkIndexResult<SdkDiscussion>>;
  deleteDiscussion(options: SheetRef & { discussionId: number }): Promise<SdkStatus>;

  listAutomationRules(options: SheetRef): Promise<SdkIndexResult<SdkAutomationRule>>;
  getAutomationRule(options: SheetRef & { automationRuleId: number }): Promise<SdkAutomationRule>;
  updateAutomationRule(
    options: SheetRef & { automationRuleId: number; body: { enabled: boolean; action?: { type: string } } },
  ): Promise<SdkAutomationRule>;
  deleteAutomationRule(options: SheetRef & { automationRuleId: number }): Promise<SdkStatus>;
}

export interface SdkWorkspaces {
  listWorkspaces(options: { queryParameters?: Query }): Promise<SdkTokenPage<SdkContainer>>;
  getWorkspaceMetadata(options: {
    workspaceId: number;
  }): Promise<SdkContainer & { createdAt: string; modifiedAt: string }>;
  getWorkspaceChildren(options: { workspaceId: number }): Promise<SdkTokenPage<SdkContainer>>;
  createWorkspace(options: { body: { name: string } }): Promise<SdkWriteResult<SdkContainer>>;
  updateWorkspace(options: { workspaceId: number; body: { name: string } }): Promise<SdkWriteResult<SdkContainer>>;
  copyWorkspace(options: { workspaceId: number; body: { newName: string } }): Promise<SdkWriteResult<SdkContainer>>;
  createFolder(options: { workspaceId: number; body: { name: string } }): Promise<SdkWriteResult<SdkContainer>>;
}

/** The OAuth token answer (`POST /token`). */
export interface SdkToken {
  access_token: string;
  token_type: string;
  refresh_token: string;
  expires_in: number;
}

export interface SdkTokens {
  getAccessToken(options: { queryParameters: { client_id: string; code: string; hash: string } }): Promise<SdkToken>;
  refreshAccessToken(options: {
    queryParameters: { client_id: string; refresh_token: string; hash: string };
  }): Promise<SdkToken>;
}

/** A user of the user calls' results. */
export interface SdkUser {
  id: number;
  email: string;
  status?: string;
}

export interface SdkAlternateEmail {
  id: number;
  email: string;
  confirmed: boolean;
}

/** A plan of a user (`GET /users/{userId}/plans`). */
export interface SdkUserPlan {
  planId: number;
  seatType: string;
}

type PlanOptions = { userId: number; planId: number };

/**
 * The user calls whose declarations differ from the service: their results are in `result` (the SDK
 * declares `data` or none), plan changes take `planId` beside `userId` (declared in a body), and a
 * user list filter takes the seat type as text (declared as an enum).
 */
export interface SdkUserFixes {
  addUser(options: {
    body: { email: string; firstName: string; lastName: string; admin: boolean; licensedSheetCreator: boolean };
  }): Promise<SdkWriteResult<SdkUser>>;
  addAlternateEmail(options: {
    userId: number;
    body: Array<{ email: string }>;
  }): Promise<SdkWriteResult<SdkAlternateEmail[]>>;
  makeAlternateEmailPrimary(options: { userId: number; alternateEmailId: number }): Promise<SdkWriteResult<SdkUser>>;
  listUserPlans(options: { userId: number }): Promise<SdkTokenPage<SdkUserPlan>>;
  upgradeUser(options: PlanOptions): Promise<SdkStatus>;
  downgradeUser(options: PlanOptions): Promise<SdkStatus>;
  removeUserFromPlan(options: PlanOptions): Promise<SdkStatus>;
}

/** The parts of the client the facade types. */
export interface SdkFacade {
  sheets: SdkSheets;
  workspaces: SdkWorkspaces;
  tokens: SdkTokens;
  users: Omit<SmartsheetClient['users'], keyof SdkUserFixes> & SdkUserFixes;
}

/** The SDK client as the tests use it. */
export type Sdk = Omit<SmartsheetClient, keyof SdkFacade> & SdkFacade;
