/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Access level of the caller, or of a share, on an item. */
export type AccessLevel =
  /** Can edit, share and manage the item. */
  | 'ADMIN'
  /** Can view and comment. */
  | 'COMMENTER'
  /** Can edit. */
  | 'EDITOR'
  /** Can edit and share. */
  | 'EDITOR_SHARE'
  /** Owns the item. */
  | 'OWNER'
  /** Can view. */
  | 'VIEWER';

/** Input of addAlternateEmails. */
export type AddAlternateEmailsInput = {
  /** Addresses to add (none may be used by any user yet). */
  emails: Array<string>;
  /** Global id or work-management id of the user. */
  userId: string;
};

/** A column to insert. The API cannot create ABSTRACT_DATETIME or DURATION columns; DATETIME only as CREATED_DATE/MODIFIED_DATE. */
export type AddColumnInput = {
  /** Mask of an AUTO_NUMBER column. */
  autoNumberFormat?: AutoNumberFormatInput | null | undefined;
  /** Predefined contacts (CONTACT_LIST, MULTI_CONTACT_LIST). */
  contactOptions?: Array<ContactOptionInput> | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** Position from the left, starting at 0. */
  index: number;
  /** Dropdown options (PICKLIST, MULTI_PICKLIST). */
  options?: Array<string> | null | undefined;
  /** Symbol (CHECKBOX: FLAG, STAR; PICKLIST: the others). */
  symbol?: ColumnSymbol | null | undefined;
  /** Makes it a system column (its type must match: AUTO_NUMBER is TEXT_NUMBER, ...). */
  systemColumnType?: SystemColumnType | null | undefined;
  /** Title, unique in the sheet. */
  title: string;
  /** Type. */
  type: ColumnType;
  /** Whether validation is on. */
  validation?: boolean | null | undefined;
  /** Width in pixels. */
  width?: number | null | undefined;
};

/** Input of addColumns. */
export type AddColumnsInput = {
  /** The columns to insert. */
  columns: Array<AddColumnInput>;
  /** Global id or work-management id of the sheet. */
  sheetId: string;
};

/** Add a comment to an existing discussion, optionally with a file. */
export type AddCommentInput = {
  /** Global id of the discussion (comments can only be added to an existing one). */
  discussionId: string;
  /** A file to attach to the comment (at most 30 MB). */
  file?: null | null | undefined;
  /** Text of the comment. */
  text: string;
};

/** A row to add. Location: toTop, toBottom, parentId (first or last child), or siblingId (after it, or before it with `above`). */
export type AddRowInput = {
  /** With siblingId: put the row above the sibling. */
  above?: boolean | null | undefined;
  /** The cells. */
  cells?: Array<CellInput> | null | undefined;
  /** Whether the row's children are shown. */
  expanded?: boolean | null | undefined;
  /** Whether the row is locked. */
  locked?: boolean | null | undefined;
  /** Make the row a child of this row. */
  parentId?: string | null | undefined;
  /** Put the row next to this row. */
  siblingId?: string | null | undefined;
  /** Put the row at the bottom (the default). */
  toBottom?: boolean | null | undefined;
  /** Put the row at the top (of the sheet, or of its parent's children). */
  toTop?: boolean | null | undefined;
};

/** Input of addRows. */
export type AddRowsInput = {
  /** Let the service write the valid rows and report the others in failedItems (PARTIAL_SUCCESS). */
  allowPartialSuccess?: boolean | null | undefined;
  /** The rows (1 to 500). */
  rows: Array<AddRowInput>;
  /** Global id or work-management id of the sheet. */
  sheetId: string;
};

/** Input of addUser. */
export type AddUserInput = {
  /** Make the user a System Admin. */
  admin?: boolean | null | undefined;
  /** Primary email address of the new user (an alternate address of an existing user is refused). */
  email: string;
  /** First name. */
  firstName?: string | null | undefined;
  /** Make the user a Group Admin. */
  groupAdmin?: boolean | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** Let the user create sheets (set true anyway on a user-model plan). */
  licensedSheetCreator?: boolean | null | undefined;
  /** Make the user a resource viewer. */
  resourceViewer?: boolean | null | undefined;
  /** Send the invitation email (default true). */
  sendEmail?: boolean | null | undefined;
};

/** How much of a person an assignment takes: the mode and exactly its value. */
export type AllocationInput = {
  /** Hours over the whole period, greater than 0 (mode fixed only). */
  fixedHours?: number | null | undefined;
  /** Hours per day, greater than 0 and at most 24 (mode hours_per_day only). */
  hoursPerDay?: number | null | undefined;
  /** The allocation mode. */
  mode: AllocationMode;
  /** Fraction of the person's time, greater than 0 and at most 1 (mode percent only). */
  percent?: number | null | undefined;
};

/** How an assignment's allocation is expressed. */
export type AllocationMode =
  /** A fixed number of hours over the period (`fixedHours`). */
  | 'fixed'
  /** Hours per day (`hoursPerDay`). */
  | 'hours_per_day'
  /** A percentage of the person's time (`percent`). */
  | 'percent';

/** Input of deleteAlternateEmail and makeAlternateEmailPrimary. */
export type AlternateEmailInput = {
  /** Id of the alternate address. */
  alternateEmailId: string;
  /** Global id or work-management id of the user. */
  userId: string;
};

/** Deletes or renews an API token. */
export type ApiTokenIdInput = {
  /** The token (global id or resource-planning id). */
  id: string;
};

/** A record to submit or approve, with the `updatedAt` the caller saw (the service refuses a changed record). */
export type ApprovableInput = {
  /** The record: an ExpenseItem global id, or the resource-planning id. */
  id: string;
  /** Kind of record. */
  type: ApprovableType;
  /** The record's `updatedAt` as read. */
  updatedAt: string;
};

/** Kinds of records that can be submitted for approval. */
export type ApprovableType =
  /** An expense item. */
  | 'ExpenseItem'
  /** A time entry. */
  | 'TimeEntry';

/** Input of submitForApproval and approve. */
export type ApprovablesInput = {
  /** The records (at least one, each once). */
  approvables: Array<ApprovableInput>;
};

/** Status of an approval. */
export type ApprovalStatus =
  /** Approved. */
  | 'approved'
  /** Submitted, waiting for an administrator or portfolio editor. */
  | 'pending';

/** How an asset changed. */
export type AssetEventType =
  /** `asset.create`: a new asset was added. */
  | 'CREATE'
  /** `asset.delete`: the asset was removed. */
  | 'DELETE'
  /** `asset.update`: name, description, section, approval, tags, custom fields... changed (also raised when a new asset is ready). */
  | 'UPDATE';

/** The kind of asset a section is made for. */
export type AssetType =
  /** A color. */
  | 'Color'
  /** An external medium, such as a video link. */
  | 'ExternalMedium'
  /** A font. */
  | 'Font'
  /** Any file. */
  | 'GenericFile'
  /** A person. */
  | 'Person'
  /** A press item. */
  | 'Press'
  /** Text. */
  | 'Text';

/** How the file reached the storage bucket. */
export type AssetUploadMethod =
  /** A resumable session: a start request, then the file in chunks (files above the threshold). */
  | 'RESUMABLE'
  /** One PUT of the whole file to the signed upload URL (files up to the resumable threshold). */
  | 'SIMPLE';

/** An asset event a digital-asset webhook can subscribe to. */
export type AssetWebhookEventType =
  /** `asset.create`: a new asset was added (processing began). */
  | 'ASSET_CREATE'
  /** `asset.delete`: an asset was removed. */
  | 'ASSET_DELETE'
  /** `asset.update`: name, description, section, approval, expiration, comments, tags or custom fields changed, or a new asset became ready. */
  | 'ASSET_UPDATE';

/** Which of the service's three assignment paths a call goes through (they act on the same assignments). */
export type AssignmentPath =
  /** The account-wide path `/assignments`. */
  | 'ASSIGNMENTS'
  /** The person's path `/users/{user_id}/assignments` (needs the assignment's person). */
  | 'PERSON'
  /** The project's path `/projects/{project_id}/assignments` (the project or phase the assignment is on). */
  | 'PROJECT';

/** Attach a file to a sheet, a row or a comment. */
export type AttachFileInput = {
  /** The file (at most 30 MB), sent as a multipart request. */
  file: null;
  /** Global id of the Sheet, Row or Comment to attach to. */
  parentId: string;
};

/** Attach a URL to a sheet, a row or a comment. */
export type AttachUrlInput = {
  /** Sub-type: FOLDER for FILESTORE_C; DOCUMENT, DRAWING, PDF, PRESENTATION or SPREADSHEET for FILESTORE_D. */
  attachmentSubType?: AttachmentSubType | null | undefined;
  /** Kind of link; FILE is not a link (use attachFile). A government deployment allows only LINK, FILESTORE_A, FILESTORE_D and FILESTORE_E. */
  attachmentType?: AttachmentType;
  /** Description. */
  description?: string | null | undefined;
  /** Display name; the URL when absent. */
  name?: string | null | undefined;
  /** Global id of the Sheet, Row or Comment to attach to. */
  parentId: string;
  /** The link. */
  url: string;
};

/** What an attachment is attached to. */
export type AttachmentParentType =
  /** A comment of a discussion. */
  | 'COMMENT'
  /** A proof. */
  | 'PROOF'
  /** A row. */
  | 'ROW'
  /** The sheet itself. */
  | 'SHEET';

/** Sub-type of an attachment from an external provider. */
export type AttachmentSubType =
  /** A document (FILESTORE_D). */
  | 'DOCUMENT'
  /** A drawing (FILESTORE_D). */
  | 'DRAWING'
  /** A folder (FILESTORE_C). */
  | 'FOLDER'
  /** A PDF (FILESTORE_D). */
  | 'PDF'
  /** A presentation (FILESTORE_D). */
  | 'PRESENTATION'
  /** A spreadsheet (FILESTORE_D). */
  | 'SPREADSHEET';

/** Kind of an attachment. The FILESTORE_* and NOTES_SERVICE values stand for external storage providers. */
export type AttachmentType =
  /** A file uploaded to the service. */
  | 'FILE'
  /** A box-style file storage. */
  | 'FILESTORE_A'
  /** A drop-style file storage. */
  | 'FILESTORE_B'
  /** An enterprise file-sharing provider. */
  | 'FILESTORE_C'
  /** A cloud drive. */
  | 'FILESTORE_D'
  /** A second cloud drive. */
  | 'FILESTORE_E'
  /** An ordinary URL. */
  | 'LINK'
  /** A note-taking service. */
  | 'NOTES_SERVICE';

/** The generation mask of a new AUTO_NUMBER column. */
export type AutoNumberFormatInput = {
  /** Zero padding, such as `000`. */
  fill?: string | null | undefined;
  /** Text before the number. */
  prefix?: string | null | undefined;
  /** First number. */
  startingNumber?: number | null | undefined;
  /** Text after the number. */
  suffix?: string | null | undefined;
};

/** Changes to an automation rule's action. */
export type AutomationActionInput = {
  /** How often it runs. */
  frequency?: AutomationFrequency | null | undefined;
  /** Whether every column is included. */
  includeAllColumns?: boolean | null | undefined;
  /** Whether attachments are included. */
  includeAttachments?: boolean | null | undefined;
  /** Whether discussions are included. */
  includeDiscussions?: boolean | null | undefined;
  /** Message sent with the action. */
  message?: string | null | undefined;
  /** Whether every user the sheet is shared with is notified. */
  notifyAllSharedUsers?: boolean | null | undefined;
  /** Explicit recipients. */
  recipients?: Array<AutomationRecipientInput> | null | undefined;
  /** Must equal the existing rule's action type (the service requires it). */
  type: AutomationActionType;
};

/** Kind of action an automation rule performs (only single-action rules are accessible). */
export type AutomationActionType =
  /** Sends an approval request. */
  | 'APPROVAL_REQUEST_ACTION'
  /** Sends a notification. */
  | 'NOTIFICATION_ACTION'
  /** Sends an update request. */
  | 'UPDATE_REQUEST_ACTION';

/** How often an automation rule's action runs. */
export type AutomationFrequency =
  /** Once a day. */
  | 'DAILY'
  /** Once an hour. */
  | 'HOURLY'
  /** As soon as the trigger fires. */
  | 'IMMEDIATELY'
  /** Once a week. */
  | 'WEEKLY';

/** A recipient to set on an automation rule. */
export type AutomationRecipientInput = {
  /** Email address. */
  email: string;
};

/** Why an automation rule is disabled. */
export type AutomationRuleDisabledReason =
  /** The approval status column was deleted. */
  | 'APPROVAL_COLUMN_MISSING'
  /** The approval column must be a dropdown column. */
  | 'APPROVAL_COLUMN_WRONG_TYPE'
  /** The organization needs a Business or Enterprise plan. */
  | 'AUTOMATION_NOT_ENABLED_FOR_ORG'
  /** A referenced column was deleted. */
  | 'COLUMN_MISSING'
  /** A referenced column changed to an incompatible type. */
  | 'COLUMN_TYPE_INCOMPATIBLE'
  /** No recipient can receive notifications under the sheet permissions or the approved-domain sharing list. */
  | 'NO_POTENTIAL_RECIPIENTS'
  /** All selected columns were deleted. */
  | 'NO_VALID_SELECTED_COLUMNS';

/** At which level a bill rate is held. */
export type BillRateLevel =
  /** An account default (changeable by administrators only, in the application: the API offers no write). */
  | 'ACCOUNT'
  /** A phase's own rate (copied from the parent project's rates). */
  | 'PHASE'
  /** A project's rate (copied from the account rates when the project was created). */
  | 'PROJECT';

/** The kind of a budget item, as the service spells it (`item_type`). */
export type BudgetItemType =
  /** An expense budget, in currency. */
  | 'Expenses'
  /** A fee budget, in currency. */
  | 'TimeFees'
  /** A time budget, in hours (despite the name). */
  | 'TimeFeesDays';

/** The unit a budget amount is measured in. */
export type BudgetUnit =
  /** The account currency. */
  | 'CURRENCY'
  /** Hours. */
  | 'HOURS';

/** Input of an image URL request. */
export type CellImageUrlInput = {
  /** Height wanted, in pixels. */
  height?: number | null | undefined;
  /** Id of the image. */
  imageId: string;
  /** Width wanted, in pixels. */
  width?: number | null | undefined;
};

/** A cell to write. Give at most one of value, objectValue, formula, and at most one of hyperlink and linkInFromCell. */
export type CellInput = {
  /** Global id or work-management id of the column. */
  columnId: string;
  /** CONTACT_LIST only: the name to show (empty: the email is shown; absent: the contact's name is looked up). */
  displayValue?: string | null | undefined;
  /** A formula; no value, objectValue, hyperlink or cell link with it (1163). */
  formula?: string | null | undefined;
  /** A hyperlink; with a null value the cell shows the URL or the target's name. */
  hyperlink?: HyperlinkInput | null | undefined;
  /** A cell link (updates of existing rows only; the value must be null). */
  linkInFromCell?: CellLinkInput | null | undefined;
  /** The structured value of a PREDECESSOR, MULTI_CONTACT_LIST or MULTI_PICKLIST cell. */
  objectValue?: CellObjectValueInput | null | undefined;
  /** Accept a value outside the column's validation (sheet admins only; does not override strict parsing). */
  overrideValidation?: boolean | null | undefined;
  /** Parsing mode: strict (default, true) or lenient (false), as Document 1's parsing table says. */
  strict?: boolean | null | undefined;
  /** The value; null or an empty string clears the cell (a CHECKBOX becomes false). */
  value?: string | number | boolean | null | undefined;
};

/** A cell link to create: the cell will show the value of this cell of another sheet. */
export type CellLinkInput = {
  /** Id of the source column. */
  columnId: string;
  /** Id of the source row. */
  rowId: string;
  /** Id of the source sheet. */
  sheetId: string;
};

/** The structured value of a cell (always parsed strictly). Give exactly one of the fields; it must fit the column's type. */
export type CellObjectValueInput = {
  /** Contacts of a MULTI_CONTACT_LIST cell. */
  contacts?: Array<ContactInput> | null | undefined;
  /** Items of a MULTI_PICKLIST cell (each one of the column's options). */
  picklistValues?: Array<string> | null | undefined;
  /** Predecessors of a PREDECESSOR cell. */
  predecessors?: Array<PredecessorInput> | null | undefined;
};

/** How it changed. */
export type ChangeEventType =
  /** Created. */
  | 'created'
  /** Deleted. */
  | 'deleted'
  /** Updated. */
  | 'updated';

/** Input of upgradeUserPlan and downgradeUserPlan. */
export type ChangeUserSeatInput = {
  /** Id of the plan. */
  planId: string;
  /** Target seat (VIEWER, PROVISIONAL_MEMBER or MEMBER); default: the highest (upgrade) or lowest (downgrade) tier. */
  seatType?: SeatType | null | undefined;
  /** Global id or work-management id of the user. */
  userId: string;
};

/** Kinds of children to list (upstream `childrenResourceTypes`). */
export type ChildResourceType =
  /** Folders. */
  | 'folders'
  /** Sheets. */
  | 'sheets'
  /** Templates. */
  | 'templates';

/** Symbol shown by a CHECKBOX or PICKLIST column. */
export type ColumnSymbol =
  /** Three arrows. */
  | 'ARROWS_3_WAY'
  /** Four arrows. */
  | 'ARROWS_4_WAY'
  /** Five arrows. */
  | 'ARROWS_5_WAY'
  /** Decision shapes. */
  | 'DECISION_SHAPES'
  /** Decision symbols. */
  | 'DECISION_SYMBOLS'
  /** Three directions. */
  | 'DIRECTIONS_3_WAY'
  /** Four directions. */
  | 'DIRECTIONS_4_WAY'
  /** Effort. */
  | 'EFFORT'
  /** Checkbox shown as a flag. */
  | 'FLAG'
  /** Harvey balls. */
  | 'HARVEY_BALLS'
  /** Hearts. */
  | 'HEARTS'
  /** Money. */
  | 'MONEY'
  /** Pain. */
  | 'PAIN'
  /** Priority. */
  | 'PRIORITY'
  /** High, medium, low priority. */
  | 'PRIORITY_HML'
  /** Progress. */
  | 'PROGRESS'
  /** Red, yellow, green. */
  | 'RYG'
  /** Red, yellow, green, blue. */
  | 'RYGB'
  /** Red, yellow, green, gray. */
  | 'RYGG'
  /** Signal. */
  | 'SIGNAL'
  /** Ski slopes. */
  | 'SKI'
  /** Checkbox shown as a star. */
  | 'STAR'
  /** Star rating. */
  | 'STAR_RATING'
  /** Video controls. */
  | 'VCR'
  /** Weather. */
  | 'WEATHER';

/** Kind of a column. */
export type ColumnType =
  /** Start and end dates of dependency-enabled project sheets. */
  | 'ABSTRACT_DATETIME'
  /** Checkbox, star or flag. */
  | 'CHECKBOX'
  /** A contact or role. */
  | 'CONTACT_LIST'
  /** A date. */
  | 'DATE'
  /** Date and time of the created-date and modified-date system columns. */
  | 'DATETIME'
  /** A duration (dependency-enabled sheets only). */
  | 'DURATION'
  /** Several contacts per cell. */
  | 'MULTI_CONTACT_LIST'
  /** Several dropdown items per cell. */
  | 'MULTI_PICKLIST'
  /** A dropdown list. */
  | 'PICKLIST'
  /** Predecessors (dependency-enabled sheets only). */
  | 'PREDECESSOR'
  /** Text or a number. */
  | 'TEXT_NUMBER';

/** A contact to write into a MULTI_CONTACT_LIST cell. */
export type ContactInput = {
  /** Email address. */
  email: string;
  /** Name; the service fills it in from the email address when absent. */
  name?: string | null | undefined;
};

/** A predefined contact of a contact column. */
export type ContactOptionInput = {
  /** Email address. */
  email: string;
  /** Name. */
  name?: string | null | undefined;
};

/** Input of copyFolder. */
export type CopyFolderInput = {
  /** Id of the destination folder or workspace (required, 1012). */
  destinationId?: string | null | undefined;
  /** Kind of destination (required). */
  destinationType?: DestinationType | null | undefined;
  /** Global id or work-management id of the folder to copy. */
  folderId: string;
  /** Name of the copy. */
  newName: string;
};

/** Input of copyWorkspace (a workspace copy has no destination). */
export type CopyWorkspaceInput = {
  /** Name of the copy. */
  newName: string;
  /** Global id or work-management id of the workspace to copy. */
  workspaceId: string;
};

/** A new API token. */
export type CreateApiTokenInput = {
  /** Title (not empty). */
  title: string;
};

/** Input of createAssetWebhook. */
export type CreateAssetWebhookInput = {
  /** A public https URL: no localhost, private networks or credentials (loopback only with ALLOW_LOOPBACK_CALLBACKS). */
  callbackUrl: string;
  /** The event type to receive. */
  eventType: AssetWebhookEventType;
  /** The library to watch (global id or digital-asset library id). */
  libraryId: string;
};

/** Input of createAssignment. */
export type CreateAssignmentInput = {
  /** Allocation (default: 100 percent). */
  allocation?: AllocationInput | null | undefined;
  /** The project, phase or leave type (global id; a bare resource-planning id counts as a project or phase). */
  assignableId: string;
  /** Description. */
  description?: string | null | undefined;
  /** Last day (not before startsAt). */
  endsAt: string;
  /** Note. */
  note?: string | null | undefined;
  /** The service path to create it through (default ASSIGNMENTS). */
  path?: AssignmentPath | null | undefined;
  /** The person; null for an unassigned assignment (required with path PERSON). */
  personId?: string | null | undefined;
  /** First day. */
  startsAt: string;
  /** Status option id. */
  statusOptionId?: string | null | undefined;
  /** Subtasks to create with it. */
  subtasks?: Array<SubtaskInput> | null | undefined;
};

/** A new availability block of a person. */
export type CreateAvailabilityInput = {
  /** Last day (not before startsAt). */
  endsAt: string;
  /** Hours per weekday during the block. */
  hours: WeekHoursInput;
  /** The person (global id or resource-planning user id). */
  personId: string;
  /** First day. */
  startsAt: string;
};

/** A new budget item. */
export type CreateBudgetItemInput = {
  /** The amount (>= 0), in currency for Expenses and TimeFees, in hours for TimeFeesDays. */
  amount: number;
  /** The kind of budget. */
  itemType: BudgetItemType;
  /** The project or phase (global id of a Project or Phase, or the resource-planning id). */
  projectId: string;
};

/** A new custom field. */
export type CreateCustomFieldInput = {
  /** The kind of values. */
  dataType: CustomFieldDataType;
  /** The starting value (one of the options for selection lists). */
  defaultValue?: string | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** Whether the field is offered as a filter (default false). */
  isVisibleAsFilter?: boolean | null | undefined;
  /** Whether the field shows on the info page (default true). */
  isVisibleOnInfoPage?: boolean | null | undefined;
  /** Name (unique among the namespace's fields). */
  name: string;
  /** Whether the field is for projects or people. */
  namespace: CustomFieldNamespace;
  /** The choices (required for selection lists, not allowed for string fields). */
  options?: Array<string> | null | undefined;
};

/** Start a discussion on a sheet or a row, with its first comment and optionally a file. */
export type CreateDiscussionInput = {
  /** A file to attach to the first comment (at most 30 MB). */
  file?: null | null | undefined;
  /** Global id of the Sheet or Row. */
  parentId: string;
  /** Text of the first comment (also the discussion's title). */
  text: string;
};

/** Input of createExpenseItem: the target is exactly one of projectId, leaveTypeId, assignableId. */
export type CreateExpenseItemInput = {
  /** Amount. */
  amount: number;
  /** The project, phase or leave type by resource-planning id. */
  assignableId?: string | null | undefined;
  /** Category. */
  category?: string | null | undefined;
  /** Day of the expense. */
  date: string;
  /** The leave type (global or resource-planning id). */
  leaveTypeId?: string | null | undefined;
  /** Notes. */
  notes?: string | null | undefined;
  /** The person reporting it. */
  personId: string;
  /** The project or phase (global or resource-planning id). */
  projectId?: string | null | undefined;
};

/** Input of createFolder: give exactly one of `workspaceId` and `folderId`. */
export type CreateFolderInput = {
  /** Create inside this folder (global or work-management id). */
  folderId?: string | null | undefined;
  /** Name of the new folder. */
  name: string;
  /** Create at the top of this workspace (global or work-management id). */
  workspaceId?: string | null | undefined;
};

/** Input of createPhase. */
export type CreatePhaseInput = {
  /** End date (default: the project's). */
  endsAt?: string | null | undefined;
  /** Phase name. */
  phaseName: string;
  /** The project the phase belongs to (a project, never a phase). */
  projectId: string;
  /** Start date (default: the project's). */
  startsAt?: string | null | undefined;
  /** Use the project's bill rates instead of a copy of them. */
  useParentBillRates?: boolean | null | undefined;
};

/** Input of createPlaceholder. */
export type CreatePlaceholderInput = {
  /** Discipline. */
  discipline?: string | null | undefined;
  /** Location. */
  location?: string | null | undefined;
  /** Role. */
  role?: string | null | undefined;
  /** Title (required, not blank). */
  title: string;
};

/** Input of createProject. */
export type CreateProjectInput = {
  /** Client. */
  client?: string | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** End date (not before startsAt). */
  endsAt?: string | null | undefined;
  /** Name. */
  name: string;
  /** The owner (a Person id); the owner becomes a member of the project. */
  ownerId?: string | null | undefined;
  /** Project code. */
  projectCode?: string | null | undefined;
  /** Start date. */
  startsAt?: string | null | undefined;
  /** State (default Confirmed). */
  state?: ProjectState | null | undefined;
  /** Time entry lockout: -1 unlocked, 0 locked, N days. */
  timeEntryLockout?: number | null | undefined;
};

/** Input of createShare. */
export type CreateShareInput = {
  /** Id of the asset (work-management id, or a global id of a Sheet, Workspace or Dashboard). */
  assetId: string;
  /** Kind of the asset. */
  assetType: ShareAssetType;
  /** Send a copy of the email to the caller. */
  ccMe?: boolean | null | undefined;
  /** Message of the sharing email. */
  message?: string | null | undefined;
  /** Who gets access; the whole list is checked before anything is shared. */
  recipients: Array<ShareRecipientInput>;
  /** Send the sharing email (default false). */
  sendEmail?: boolean | null | undefined;
  /** Subject of the sharing email. */
  subject?: string | null | undefined;
};

/** Input of createSubtask. */
export type CreateSubtaskInput = {
  /** The assignment (global id or resource-planning id). */
  assignmentId: string;
  /** Whether it is done (default false). */
  completed?: boolean | null | undefined;
  /** What to do. */
  description: string;
};

/** Input of createWebhook. */
export type CreateWebhookInput = {
  /** Where callbacks go (must answer the verification handshake when the webhook is enabled). */
  callbackUrl: string;
  /** Extra headers to send with each callback. */
  customHeaders?: unknown;
  /** Event types: `*.*` for a sheet; for a plan, a filter of `*.*` and `user.seatType.updated`. */
  events: Array<string>;
  /** Name. */
  name: string;
  /** Kind of object to watch. */
  scope: WebhookScope;
  /** Id of the sheet or plan to watch. */
  scopeObjectId: string;
  /** Limit a sheet webhook to these column ids. */
  subscopeColumnIds?: Array<string> | null | undefined;
  /** Webhook version; only 1 exists. */
  version?: number | null | undefined;
};

/** Input of createWorkspace. */
export type CreateWorkspaceInput = {
  /** Name of the new workspace. */
  name: string;
};

/** The kind of values a custom field holds (`data_type`). */
export type CustomFieldDataType =
  /** Any number of the options (one value record each). */
  | 'multiple_choice_selection_list'
  /** One of the options. */
  | 'selection_list'
  /** Free text. */
  | 'string';

/** What a custom field describes, as the service spells it (`namespace`). */
export type CustomFieldNamespace =
  /** Projects (and phases). */
  | 'assignables'
  /** People. */
  | 'users';

/** Input of deleteApproval. */
export type DeleteApprovalInput = {
  /** The approval (global id or resource-planning id); only pending approvals can be deleted. */
  id: string;
};

/** Input of deleteAssetWebhook. */
export type DeleteAssetWebhookInput = {
  /** The subscription to delete (global id or digital-asset webhook id). */
  id: string;
};

/** Input of deleteAssignment. */
export type DeleteAssignmentInput = {
  /** The assignment (global id or resource-planning id). */
  id: string;
  /** The service path (default ASSIGNMENTS). */
  path?: AssignmentPath | null | undefined;
  /** With path PERSON: the assignment's person. */
  personId?: string | null | undefined;
  /** With path PROJECT: the project or phase the assignment is on. */
  projectId?: string | null | undefined;
};

/** Delete one version of an attachment (the attachment goes with its last version). */
export type DeleteAttachmentInput = {
  /** Global id of the attachment (version). */
  attachmentId: string;
};

/** Delete every version of an attachment, which removes it from its sheet, row or comment. */
export type DeleteAttachmentVersionsInput = {
  /** Global id of any version of the attachment. */
  attachmentId: string;
};

/** Input of deleteAutomationRule. */
export type DeleteAutomationRuleInput = {
  /** Global id or work-management id of the rule. */
  automationRuleId: string;
  /** Global id or work-management id of the sheet. */
  sheetId: string;
};

/** Input of deleteColumn. */
export type DeleteColumnInput = {
  /** Global id or work-management id of the column. */
  columnId: string;
  /** Global id or work-management id of the sheet. */
  sheetId: string;
};

/** Deletes a custom field and every value of it. */
export type DeleteCustomFieldInput = {
  /** The custom field (global id or resource-planning id). */
  id: string;
};

/** Delete a discussion with its comments. */
export type DeleteDiscussionInput = {
  /** Global id of the discussion. */
  discussionId: string;
};

/** Input of deletePhase. */
export type DeletePhaseInput = {
  /** The phase (global id or resource-planning id); it must have no assignments. */
  id: string;
};

/** Input of deleteShare. */
export type DeleteShareInput = {
  /** Global id of the share. */
  shareId: string;
};

/** Input of deleteSubtask. */
export type DeleteSubtaskInput = {
  /** The subtask (global id); deleting destroys it permanently. */
  id: string;
};

/** Where a folder or dashboard goes. */
export type DestinationType =
  /** Into a folder. */
  | 'folder'
  /** The caller's home folder: deprecated by the service and refused (1031). */
  | 'home'
  /** Into a workspace, at its top level. */
  | 'workspace';

/** What a discussion is on. */
export type DiscussionParentType =
  /** A row. */
  | 'ROW'
  /** The sheet itself. */
  | 'SHEET';

/** A length of time, for predecessor lags. */
export type DurationInput = {
  /** Days. */
  days?: number | null | undefined;
  /** Whether it counts elapsed (calendar) time. */
  elapsed?: boolean | null | undefined;
  /** Hours. */
  hours?: number | null | undefined;
  /** Milliseconds. */
  milliseconds?: number | null | undefined;
  /** Minutes. */
  minutes?: number | null | undefined;
  /** Whether the lag is negative. */
  negative?: boolean | null | undefined;
  /** Seconds. */
  seconds?: number | null | undefined;
  /** Weeks. */
  weeks?: number | null | undefined;
};

/** Format of an export or an emailed copy. */
export type EventExportFormat =
  /** `excel` */
  | 'excel'
  /** `pdf` */
  | 'pdf'
  /** `pdf_calendar` */
  | 'pdf_calendar'
  /** `pdf_gantt` */
  | 'pdf_gantt';

/** Where an event came from. The service's full list is not published, so unknown values arrive as UNKNOWN. */
export type EventSource =
  /** An integrated API application. */
  | 'API_INTEGRATED_APP'
  /** An API caller that did not identify itself. */
  | 'API_UNDEFINED_APP'
  /** Not known, or a value this graph does not list yet. */
  | 'UNKNOWN'
  /** The web application. */
  | 'WEB_APP';

/** A hyperlink to write into a cell: a URL, or one sheet, report or dashboard (never both: 1112). */
export type HyperlinkInput = {
  /** Target report id. */
  reportId?: string | null | undefined;
  /** Target sheet id. */
  sheetId?: string | null | undefined;
  /** Target dashboard id. */
  sightId?: string | null | undefined;
  /** Target URL. */
  url?: string | null | undefined;
};

/** Where a sheet, folder or dashboard can be moved. */
export type MoveDestinationType =
  /** Into a folder. */
  | 'folder'
  /** Into the home folder: deprecated by the service and refused (1031). */
  | 'home'
  /** Into a workspace. */
  | 'workspace';

/** Input of moveFolder and moveDashboard. */
export type MoveInput = {
  /** Id of the destination folder or workspace (required, 1012). */
  destinationId?: string | null | undefined;
  /** Kind of destination (required). */
  destinationType?: DestinationType | null | undefined;
  /** Global id or work-management id of the folder or dashboard to move. */
  id: string;
};

/** Input of moveSheet. */
export type MoveSheetInput = {
  /** Id of the destination folder or workspace (required, 1012). */
  destinationId?: string | null | undefined;
  /** Kind of destination (required: refused without it, 1012). */
  destinationType?: MoveDestinationType | null | undefined;
  /** Global id or work-management id of the sheet. */
  sheetId: string;
};

/** A predecessor to write into a PREDECESSOR cell. */
export type PredecessorInput = {
  /** Lag after the dependency. */
  lag?: DurationInput | null | undefined;
  /** Id of the predecessor row. */
  rowId: string;
  /** Kind of dependency. */
  type: PredecessorType;
};

/** Kind of dependency between a row and its predecessor. */
export type PredecessorType =
  /** Finish to finish. */
  | 'FF'
  /** Finish to start. */
  | 'FS'
  /** Start to finish. */
  | 'SF'
  /** Start to start. */
  | 'SS';

/** Input of archiveProject, unarchiveProject and deleteProject. */
export type ProjectIdInput = {
  /** The project (global id or resource-planning id). */
  id: string;
};

/** State of a project. */
export type ProjectState =
  /** Confirmed work. */
  | 'Confirmed'
  /** Internal work. */
  | 'Internal'
  /** Tentative work. */
  | 'Tentative';

/** Input of removeUserFromPlan. */
export type RemoveUserFromPlanInput = {
  /** Id of the plan. Removing is irreversible and removes access to every shared item of the plan. */
  planId: string;
  /** Global id or work-management id of the user. */
  userId: string;
};

/** Input of removeUser. */
export type RemoveUserInput = {
  /** Also remove the user from every sharing list. */
  removeFromSharing?: boolean | null | undefined;
  /** Transfer the user's items to `transferTo` (required when the user owns items). */
  transferSheets?: boolean | null | undefined;
  /** Global id or work-management id of the user who receives the items. */
  transferTo?: string | null | undefined;
  /** Global id or work-management id of the user to remove. */
  userId: string;
};

/** Input of requestAccessToken (OAuth 2.0 token endpoint). */
export type RequestAccessTokenInput = {
  /** The app's client id. */
  clientId: string;
  /** The app secret; the gateway computes the hash from it and never sends or logs it. Give this or `hash`. */
  clientSecret?: string | null | undefined;
  /** The authorization code (authorization_code). */
  code?: string | null | undefined;
  /** Exchange a code, or refresh a token. */
  grantType: TokenGrantType;
  /** SHA-256 hex of `<app secret>|<code or refresh token>`. Give this or `clientSecret`. */
  hash?: string | null | undefined;
  /** The redirect URL used in the consent flow, if any. */
  redirectUri?: string | null | undefined;
  /** The refresh token (refresh_token). */
  refreshToken?: string | null | undefined;
};

/** Input of retargetAssignment. */
export type RetargetAssignmentInput = {
  /** The new project, phase or leave type (global id; a bare id counts as a project or phase). */
  assignableId: string;
  /** The assignment to move (global id or resource-planning id). */
  id: string;
};

/** Kind of object a search found (spelled as the service spells it). */
export type SearchObjectType =
  /** An attachment. */
  | 'attachment'
  /** A discussion. */
  | 'discussion'
  /** A folder. */
  | 'folder'
  /** A report. */
  | 'report'
  /** A row of a sheet. */
  | 'row'
  /** A sheet. */
  | 'sheet'
  /** A dashboard. */
  | 'sight'
  /** A summary field. */
  | 'summaryField'
  /** A template. */
  | 'template'
  /** A workspace. */
  | 'workspace';

/** Seat type of a user on a plan. */
export type SeatType =
  /** An external collaborator. */
  | 'GUEST'
  /** A full member. */
  | 'MEMBER'
  /** A member still in the review period (see `provisionalExpirationDate`). */
  | 'PROVISIONAL_MEMBER'
  /** Can view shared items. */
  | 'VIEWER';

/** Input of setAssetCustomField. */
export type SetAssetCustomFieldInput = {
  /** The asset (global id or digital-asset asset id). */
  assetId: string;
  /** The key: the name of one of the library's custom field keys, such as `sheet_id`. */
  key: string;
  /** The value (custom field values are always strings). */
  value: string;
};

/**
 * Sets a custom field of a project or person: a single-value field gets the value (created, or
 * replacing the one it has); a multiple-choice field gets the choice added (if it is not there yet).
 */
export type SetCustomFieldValueInput = {
  /** The custom field (global id or resource-planning id). */
  customFieldId: string;
  /** The project, phase or person (global id, or a resource-planning id). */
  ownerId: string;
  /** The value (one of the options for selection lists). */
  value: string;
};

/** Kind of asset a share belongs to (upstream `assetType`). */
export type ShareAssetType =
  /** A collection. */
  | 'collection'
  /** A file. */
  | 'file'
  /** A report. */
  | 'report'
  /** A sheet. */
  | 'sheet'
  /** A dashboard. */
  | 'sight'
  /** A workspace. */
  | 'workspace';

/** One recipient of createShare. */
export type ShareRecipientInput = {
  /** Access level to grant (not OWNER). */
  accessLevel: AccessLevel;
  /** Primary email address of the user (an alternate address is refused). */
  email: string;
};

/** Where a share applies. */
export type ShareScope =
  /** The item itself. */
  | 'ITEM'
  /** A whole workspace. */
  | 'WORKSPACE';

/** Who a share is with. */
export type ShareType =
  /** A group. */
  | 'GROUP'
  /** A user. */
  | 'USER';

/** What changed on a sheet. */
export type SheetChangeObjectType =
  /** An attachment. */
  | 'attachment'
  /** A cell. */
  | 'cell'
  /** A column. */
  | 'column'
  /** A comment. */
  | 'comment'
  /** A discussion. */
  | 'discussion'
  /** A row. */
  | 'row'
  /** The sheet itself. */
  | 'sheet';

/** A subtask given with a new assignment. */
export type SubtaskInput = {
  /** Whether it is done (default false). */
  completed?: boolean | null | undefined;
  /** What to do. */
  description: string;
};

/** A column whose values the service fills in. */
export type SystemColumnType =
  /** An auto-number (TEXT_NUMBER with an AutoNumberFormat). */
  | 'AUTO_NUMBER'
  /** Who created the row (CONTACT_LIST). */
  | 'CREATED_BY'
  /** When the row was created (DATETIME). */
  | 'CREATED_DATE'
  /** Who last modified the row (CONTACT_LIST). */
  | 'MODIFIED_BY'
  /** When the row was last modified (DATETIME). */
  | 'MODIFIED_DATE';

/** How a token is obtained at the token endpoint. */
export type TokenGrantType =
  /** Exchange an authorization code from the OAuth consent flow. */
  | 'authorization_code'
  /** Get a new access token with a refresh token. */
  | 'refresh_token';

/** A new title for an API token. */
export type UpdateApiTokenInput = {
  /** The token (global id or resource-planning id). */
  id: string;
  /** New title (not empty). */
  title: string;
};

/** Input of updateAssignment: only the properties given change; the target cannot (use retargetAssignment). */
export type UpdateAssignmentInput = {
  /** Allocation. */
  allocation?: AllocationInput | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** Last day. */
  endsAt?: string | null | undefined;
  /** The assignment (global id or resource-planning id). */
  id: string;
  /** Note. */
  note?: string | null | undefined;
  /** The service path (default ASSIGNMENTS). */
  path?: AssignmentPath | null | undefined;
  /** The assignment's person; null unassigns (with path PERSON: the person whose path is used). */
  personId?: string | null | undefined;
  /** With path PROJECT: the project or phase the assignment is on. */
  projectId?: string | null | undefined;
  /** First day. */
  startsAt?: string | null | undefined;
  /** Status option id. */
  statusOptionId?: string | null | undefined;
};

/** Input of updateAutomationRule. */
export type UpdateAutomationRuleInput = {
  /** The action, with its (unchanged) type. */
  action: AutomationActionInput;
  /** Global id or work-management id of the rule. */
  automationRuleId: string;
  /** Turn the rule on or off. */
  enabled?: boolean | null | undefined;
  /** New name. */
  name?: string | null | undefined;
  /** Global id or work-management id of the sheet. */
  sheetId: string;
};

/** Changes to an availability block; give at least one field besides id. */
export type UpdateAvailabilityInput = {
  /** New last day. */
  endsAt?: string | null | undefined;
  /** New hours per weekday. */
  hours?: WeekHoursInput | null | undefined;
  /** The availability (global id). */
  id: string;
  /** New first day. */
  startsAt?: string | null | undefined;
};

/** Changes to a budget item; give at least one of itemType and amount. */
export type UpdateBudgetItemInput = {
  /** The new amount (>= 0). */
  amount?: number | null | undefined;
  /** The budget item (global id or resource-planning id). */
  id: string;
  /** The new kind of budget. */
  itemType?: BudgetItemType | null | undefined;
  /** The project or phase the item belongs to; when given, the change goes through the project's path and fails if the item is not the project's. */
  projectId?: string | null | undefined;
};

/** Input of updateColumn: rename, move, or change type (rules: the primary column's type is fixed; the calendar and Gantt columns' type is fixed while dependencies are on; a type change converts the cells and clears validation; `type` is required to change the type or the options). */
export type UpdateColumnInput = {
  /** New auto-number mask (AUTO_NUMBER columns). */
  autoNumberFormat?: AutoNumberFormatInput | null | undefined;
  /** Global id or work-management id of the column. */
  columnId: string;
  /** New predefined contacts. */
  contactOptions?: Array<ContactOptionInput> | null | undefined;
  /** New description. */
  description?: string | null | undefined;
  /** New position. */
  index?: number | null | undefined;
  /** New dropdown options. */
  options?: Array<string> | null | undefined;
  /** Global id or work-management id of the sheet. */
  sheetId: string;
  /** New symbol. */
  symbol?: ColumnSymbol | null | undefined;
  /** New title. */
  title?: string | null | undefined;
  /** New type (required when changing the type, options or contact options). */
  type?: ColumnType | null | undefined;
  /** Validation on or off. */
  validation?: boolean | null | undefined;
  /** New width. */
  width?: number | null | undefined;
};

/** Changes to the editable properties of a custom field (its namespace and data type are fixed). */
export type UpdateCustomFieldInput = {
  /** New starting value. */
  defaultValue?: string | null | undefined;
  /** New description. */
  description?: string | null | undefined;
  /** The custom field (global id or resource-planning id). */
  id: string;
  /** Whether the field is offered as a filter. */
  isVisibleAsFilter?: boolean | null | undefined;
  /** Whether the field shows on the info page. */
  isVisibleOnInfoPage?: boolean | null | undefined;
  /** New name. */
  name?: string | null | undefined;
  /** New choices (selection lists only). */
  options?: Array<string> | null | undefined;
};

/** Changes one custom field value record of a project or person. */
export type UpdateCustomFieldValueInput = {
  /** The project, phase or person the value belongs to (global id, or a resource-planning id). */
  ownerId: string;
  /** The new value (one of the options for selection lists). */
  value: string;
  /** The value record's id. */
  valueId: string;
};

/** Input of updateExpenseItem: only the properties given change; at most one of projectId, leaveTypeId, assignableId. */
export type UpdateExpenseItemInput = {
  /** Amount (cannot be cleared). */
  amount?: number | null | undefined;
  /** The project, phase or leave type by resource-planning id. */
  assignableId?: string | null | undefined;
  /** Category. */
  category?: string | null | undefined;
  /** Day of the expense (cannot be cleared). */
  date?: string | null | undefined;
  /** The expense item (global id). */
  id: string;
  /** The leave type. */
  leaveTypeId?: string | null | undefined;
  /** Notes. */
  notes?: string | null | undefined;
  /** The project or phase. */
  projectId?: string | null | undefined;
};

/** Input of updateFolder. */
export type UpdateFolderInput = {
  /** Global id or work-management id of the folder. */
  folderId: string;
  /** New name. */
  name: string;
};

/** Input of updatePhase: only the properties given change. */
export type UpdatePhaseInput = {
  /** End date. */
  endsAt?: string | null | undefined;
  /** The phase (global id or resource-planning id). */
  id: string;
  /** Phase name. */
  phaseName?: string | null | undefined;
  /** Start date. */
  startsAt?: string | null | undefined;
  /** Use the project's bill rates. */
  useParentBillRates?: boolean | null | undefined;
};

/** Input of updatePlaceholder: the properties to change. */
export type UpdatePlaceholderInput = {
  /** New discipline. */
  discipline?: string | null | undefined;
  /** Global id or resource-planning id of the placeholder. */
  id: string;
  /** New location. */
  location?: string | null | undefined;
  /** New role. */
  role?: string | null | undefined;
  /** New title (not blank). */
  title?: string | null | undefined;
};

/** Changes one bill rate of a project or phase (account rates cannot be changed through the API). */
export type UpdateProjectBillRateInput = {
  /** The bill rate (global id or resource-planning id). */
  billRateId: string;
  /** The project or phase (global id of a Project or Phase, or the resource-planning id). */
  projectId: string;
  /** The new amount per hour (>= 0). */
  rate: number;
};

/** Input of updateProject: only the properties given change. Archived projects must be unarchived first. */
export type UpdateProjectInput = {
  /** Client. */
  client?: string | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** End date. */
  endsAt?: string | null | undefined;
  /** The project (global id or resource-planning id). */
  id: string;
  /** Name. */
  name?: string | null | undefined;
  /** The owner (a Person id). */
  ownerId?: string | null | undefined;
  /** Project code. */
  projectCode?: string | null | undefined;
  /** Start date. */
  startsAt?: string | null | undefined;
  /** State. */
  state?: ProjectState | null | undefined;
  /** Time entry lockout: -1 unlocked, 0 locked, N days. */
  timeEntryLockout?: number | null | undefined;
};

/** A row to update: its id, new cells and optionally a new location. */
export type UpdateRowInput = {
  /** With siblingId: put the row above the sibling. */
  above?: boolean | null | undefined;
  /** The cells to write; a row whose cells set cell links may contain only cell links (1115). */
  cells?: Array<CellInput> | null | undefined;
  /** Whether the row's children are shown. */
  expanded?: boolean | null | undefined;
  /** Global id or work-management id of the row. */
  id: string;
  /** Whether the row is locked. */
  locked?: boolean | null | undefined;
  /** Make the row a child of this row. */
  parentId?: string | null | undefined;
  /** Move the row next to this row. */
  siblingId?: string | null | undefined;
  /** Move the row to the bottom. */
  toBottom?: boolean | null | undefined;
  /** Move the row to the top. */
  toTop?: boolean | null | undefined;
};

/** Input of updateRows. */
export type UpdateRowsInput = {
  /** Let the service write the valid rows and report the others in failedItems (PARTIAL_SUCCESS). */
  allowPartialSuccess?: boolean | null | undefined;
  /** The rows (1 to 500). */
  rows: Array<UpdateRowInput>;
  /** Global id or work-management id of the sheet. */
  sheetId: string;
};

/** Input of updateShare. */
export type UpdateShareInput = {
  /** New access level (OWNER is refused: ownership cannot be transferred through a share). */
  accessLevel: AccessLevel;
  /** Global id of the share. */
  shareId: string;
};

/** Input of updateSubtask: only the properties given change. */
export type UpdateSubtaskInput = {
  /** Whether it is done. */
  completed?: boolean | null | undefined;
  /** What to do. */
  description?: string | null | undefined;
  /** The subtask (global id). */
  id: string;
};

/** Input of updateWebhook. */
export type UpdateWebhookInput = {
  /** New callback URL (the webhook must be verified again). */
  callbackUrl?: string | null | undefined;
  /** New extra callback headers. */
  customHeaders?: unknown;
  /** Enable (runs the verification handshake first) or disable. */
  enabled?: boolean | null | undefined;
  /** New event filter. */
  events?: Array<string> | null | undefined;
  /** New name. */
  name?: string | null | undefined;
  /** Global id or work-management id of the webhook. */
  webhookId: string;
};

/** Input of updateWorkspace. */
export type UpdateWorkspaceInput = {
  /** New name. */
  name: string;
  /** Global id or work-management id of the workspace. */
  workspaceId: string;
};

/** Input of uploadAsset. */
export type UploadAssetInput = {
  /** Description of the new asset. */
  description?: string | null | undefined;
  /** The file, sent as a GraphQL multipart request (clients also send `Apollo-Require-Preflight: true`). */
  file: null;
  /** File name of the attachment; the uploaded file's own name when omitted. */
  filename?: string | null | undefined;
  /** Name of the new asset; the file name when omitted. */
  name?: string | null | undefined;
  /** The section the asset goes to (global id or digital-asset section id); its library is read from it. */
  sectionId: string;
};

/** Upload a new version of a file attached to a sheet or a row. */
export type UploadAttachmentVersionInput = {
  /** Global id of any version of the attachment. */
  attachmentId: string;
  /** The new version (at most 30 MB), sent as a multipart request. */
  file: null;
};

/** Input of uploadCellImage. */
export type UploadCellImageInput = {
  /** Alternative text (default: the file name). */
  altText?: string | null | undefined;
  /** Global id or work-management id of the column. */
  columnId: string;
  /** The image (GraphQL multipart request); at most 30 MB. */
  file: null;
  /** Accept the image despite the column's validation (sheet admins only). */
  overrideValidation?: boolean | null | undefined;
  /** Global id or work-management id of the row. */
  rowId: string;
  /** Global id or work-management id of the sheet. */
  sheetId: string;
};

/** Status of a work-management user account. */
export type UserStatus =
  /** The user has accepted and can sign in. */
  | 'ACTIVE'
  /** The account was deactivated by an administrator. */
  | 'DEACTIVATED'
  /** The user declined the invitation. */
  | 'DECLINED'
  /** The invitation has not been accepted yet. */
  | 'PENDING';

/** Input of deactivateUser and reactivateUser. */
export type UserStatusChangeInput = {
  /** Global id or work-management id of the user. */
  userId: string;
};

/** Kind of object a webhook watches. */
export type WebhookScope =
  /** A plan (`scopeObjectId` is a plan id; System Admins only); events filter which event types call back. */
  | 'plan'
  /** One sheet (`scopeObjectId` is a sheet id); events must be `*.*`. */
  | 'sheet';

/** Status of a webhook. */
export type WebhookStatus =
  /** Disabled by the service's administrators. */
  | 'DISABLED_ADMINISTRATIVE'
  /** The app that created the webhook was revoked. */
  | 'DISABLED_APP_REVOKED'
  /** Disabled by its owner. */
  | 'DISABLED_BY_OWNER'
  /** Callbacks kept failing and retries ran out. */
  | 'DISABLED_CALLBACK_FAILED'
  /** The owner lost access to the watched object. */
  | 'DISABLED_SCOPE_INACCESSIBLE'
  /** The verification handshake with the callback URL failed. */
  | 'DISABLED_VERIFICATION_FAILED'
  /** Verified and sending callbacks. */
  | 'ENABLED'
  /** Created and not yet verified; not sending callbacks. */
  | 'NEW_NOT_VERIFIED';

/** Hours per weekday of an availability block (each 0 to 24). */
export type WeekHoursInput = {
  /** Friday. */
  friday: number;
  /** Monday. */
  monday: number;
  /** Saturday. */
  saturday: number;
  /** Sunday. */
  sunday: number;
  /** Thursday. */
  thursday: number;
  /** Tuesday. */
  tuesday: number;
  /** Wednesday. */
  wednesday: number;
};

/** An enum describing what kind of type a given `__Type` is. */
export type __TypeKind =
  /** Indicates this type is a scalar. */
  | 'SCALAR'
  /** Indicates this type is an object. `fields` and `interfaces` are valid fields. */
  | 'OBJECT'
  /** Indicates this type is an interface. `fields`, `interfaces`, and `possibleTypes` are valid fields. */
  | 'INTERFACE'
  /** Indicates this type is a union. `possibleTypes` is a valid field. */
  | 'UNION'
  /** Indicates this type is an enum. `enumValues` is a valid field. */
  | 'ENUM'
  /** Indicates this type is an input object. `inputFields` is a valid field. */
  | 'INPUT_OBJECT'
  /** Indicates this type is a list. `ofType` is a valid field. */
  | 'LIST'
  /** Indicates this type is a non-null. `ofType` is a valid field. */
  | 'NON_NULL';

export type ApolloClientSheetsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApolloClientSheetsQuery = { sheets: { edges: Array<{ cursor: string, node: { id: string, sheetId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type ApolloClientUsersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApolloClientUsersQuery = { users: { edges: Array<{ cursor: string, node: { id: string, userId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type ApolloClientLibrariesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApolloClientLibrariesQuery = { libraries: { edges: Array<{ cursor: string, node: { id: string, libraryId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type ApolloClientProjectsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApolloClientProjectsQuery = { projects: { edges: Array<{ cursor: string, node: { id: string, projectId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type ApolloClientEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  since?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ApolloClientEventsQuery = { events: { edges: Array<{ cursor: string, node: { id: string, eventId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type ApolloClientSheetRowsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApolloClientSheetRowsQuery = { sheet: { id: string, rows: { edges: Array<{ cursor: string, node: { id: string, rowId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type ApolloClientProjectAssignmentsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApolloClientProjectAssignmentsQuery = { project: { id: string, assignments: { edges: Array<{ cursor: string, node: { id: string, assignmentId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type ApolloClientLibrarySectionsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApolloClientLibrarySectionsQuery = { library: { id: string, sections: { edges: Array<{ cursor: string, node: { id: string, sectionId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type ApolloClientFirstSectionOfLibraryQueryVariables = Exact<{
  id: string;
}>;


export type ApolloClientFirstSectionOfLibraryQuery = { library: { sections: { edges: Array<{ node: { id: string } }> } | null } | null };

export type ApolloClientSectionAssetsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApolloClientSectionAssetsQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'Approval', id: string }
    | { __typename: 'Asset', id: string }
    | { __typename: 'AssetAttachment', id: string }
    | { __typename: 'AssetWebhook', id: string }
    | { __typename: 'Assignment', id: string }
    | { __typename: 'Attachment', id: string }
    | { __typename: 'Availability', id: string }
    | { __typename: 'BillRate', id: string }
    | { __typename: 'BudgetItem', id: string }
    | { __typename: 'Collection', id: string }
    | { __typename: 'Column', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'CustomField', id: string }
    | { __typename: 'Dashboard', id: string }
    | { __typename: 'Discipline', id: string }
    | { __typename: 'Discussion', id: string }
    | { __typename: 'Event', id: string }
    | { __typename: 'ExpenseItem', id: string }
    | { __typename: 'Folder', id: string }
    | { __typename: 'LeaveType', id: string }
    | { __typename: 'Library', id: string }
    | { __typename: 'Organization', id: string }
    | { __typename: 'Person', id: string }
    | { __typename: 'Phase', id: string }
    | { __typename: 'Placeholder', id: string }
    | { __typename: 'Project', id: string }
    | { __typename: 'Row', id: string }
    | { __typename: 'Section', id: string, assets: { edges: Array<{ cursor: string, node: { id: string, assetId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null }
    | { __typename: 'Share', id: string }
    | { __typename: 'Sheet', id: string }
    | { __typename: 'Subtask', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'Workspace', id: string }
   | null };

export type EntitiesCostSampleQueryVariables = Exact<{ [key: string]: never; }>;


export type EntitiesCostSampleQuery = { sheets: { edges: Array<{ node: { id: string, totalRowCount: number | null } }> } | null, users: { edges: Array<{ node: { id: string } }> } | null, people: { edges: Array<{ node: { id: string } }> } | null, leave: { edges: Array<{ node: { assignments: { edges: Array<{ node: { assignable:
                | { id: string }
                | Record<PropertyKey, never>
               | null } }> } | null } }> } | null, libraries: { edges: Array<{ node: { sections: { edges: Array<{ node: { assets: { edges: Array<{ node: { id: string } }> } | null } }> } | null } }> } | null, allLibraries: { edges: Array<{ node: { id: string, organization: { id: string } | null } }> } | null };

export type EntitiesCostRowsQueryVariables = Exact<{
  id: string;
}>;


export type EntitiesCostRowsQuery = { sheet: { columns: Array<{ id: string }>, rows: { edges: Array<{ node: { id: string } }> } | null } | null };

export type EntitiesCostEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type EntitiesCostEventsQuery = { events: { edges: Array<{ node: { id: string } }> } | null };

export type ParityLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type ParityLibraryQuery = { libraries: { edges: Array<{ node: { id: string } }> } | null };

export type ParityWebhookMutationVariables = Exact<{
  i: CreateWebhookInput;
}>;


export type ParityWebhookMutation = { createWebhook: { webhook: { id: string } } | null };

export type ParityAssetWebhookMutationVariables = Exact<{
  i: CreateAssetWebhookInput;
}>;


export type ParityAssetWebhookMutation = { createAssetWebhook: { webhook: { id: string } } | null };

export type GraphiqlMeQueryVariables = Exact<{ [key: string]: never; }>;


export type GraphiqlMeQuery = { me: { email: string } | null };

export type RelayRefetchNodeQueryVariables = Exact<{
  id: string;
}>;


export type RelayRefetchNodeQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'Approval', id: string }
    | { __typename: 'Asset', id: string }
    | { __typename: 'AssetAttachment', id: string }
    | { __typename: 'AssetWebhook', id: string }
    | { __typename: 'Assignment', id: string }
    | { __typename: 'Attachment', id: string }
    | { __typename: 'Availability', id: string }
    | { __typename: 'BillRate', id: string }
    | { __typename: 'BudgetItem', id: string }
    | { __typename: 'Collection', id: string }
    | { __typename: 'Column', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'CustomField', id: string }
    | { __typename: 'Dashboard', id: string }
    | { __typename: 'Discipline', id: string }
    | { __typename: 'Discussion', id: string }
    | { __typename: 'Event', id: string }
    | { __typename: 'ExpenseItem', id: string }
    | { __typename: 'Folder', id: string }
    | { __typename: 'LeaveType', id: string }
    | { __typename: 'Library', id: string }
    | { __typename: 'Organization', id: string }
    | { __typename: 'Person', id: string }
    | { __typename: 'Phase', id: string }
    | { __typename: 'Placeholder', id: string }
    | { __typename: 'Project', id: string }
    | { __typename: 'Row', id: string }
    | { __typename: 'Section', id: string }
    | { __typename: 'Share', id: string }
    | { __typename: 'Sheet', id: string }
    | { __typename: 'Subtask', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'Workspace', id: string }
   | null };

export type RelayRefetchNodesQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type RelayRefetchNodesQuery = { nodes: Array<
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'Approval', id: string }
    | { __typename: 'Asset', id: string }
    | { __typename: 'AssetAttachment', id: string }
    | { __typename: 'AssetWebhook', id: string }
    | { __typename: 'Assignment', id: string }
    | { __typename: 'Attachment', id: string }
    | { __typename: 'Availability', id: string }
    | { __typename: 'BillRate', id: string }
    | { __typename: 'BudgetItem', id: string }
    | { __typename: 'Collection', id: string }
    | { __typename: 'Column', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'CustomField', id: string }
    | { __typename: 'Dashboard', id: string }
    | { __typename: 'Discipline', id: string }
    | { __typename: 'Discussion', id: string }
    | { __typename: 'Event', id: string }
    | { __typename: 'ExpenseItem', id: string }
    | { __typename: 'Folder', id: string }
    | { __typename: 'LeaveType', id: string }
    | { __typename: 'Library', id: string }
    | { __typename: 'Organization', id: string }
    | { __typename: 'Person', id: string }
    | { __typename: 'Phase', id: string }
    | { __typename: 'Placeholder', id: string }
    | { __typename: 'Project', id: string }
    | { __typename: 'Row', id: string }
    | { __typename: 'Section', id: string }
    | { __typename: 'Share', id: string }
    | { __typename: 'Sheet', id: string }
    | { __typename: 'Subtask', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'Workspace', id: string }
   | null> };

export type SupergraphUsersQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type SupergraphUsersQuery = { users: { edges: Array<{ node: { id: string, email: string } }> } | null };

export type SupergraphAssetsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type SupergraphAssetsQuery = { libraries: { edges: Array<{ node: { assets: { edges: Array<{ node: { id: string, name: string } }> } | null } }> } | null };

export type ContainersOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContainersOrganizationsQuery = { organizations: { totalCount: number | null, edges: Array<{ node: { id: string, organizationId: string, name: string, slug: string | null, libraries: { totalCount: number | null, edges: Array<{ node: { libraryId: string, name: string, organization: { organizationId: string } | null } }> } | null } }> } | null };

export type ContainersCollectionsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ContainersCollectionsQuery = { library: { collections: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type ContainersCollectionQueryVariables = Exact<{
  id: string;
}>;


export type ContainersCollectionQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection', collectionId: string, name: string, slug: string | null, public: boolean | null, stealth: boolean | null, isWorkspace: boolean | null, library: { libraryId: string } | null, assets: { totalCount: number | null, edges: Array<{ node: { assetId: string, collections: Array<{ collectionId: string }> } }> } | null }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type ContainersSectionAssetsQueryVariables = Exact<{
  id: string;
}>;


export type ContainersSectionAssetsQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section', assets: { edges: Array<{ node: { assetId: string, tags: Array<{ name: string, autoGenerated: boolean, source: string | null }>, customFields: Array<{ key: string, value: string }>, library: { libraryId: string } | null } }> } | null }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type ContainersAssetQueryVariables = Exact<{
  id: string;
}>;


export type ContainersAssetQuery = { asset: { assetId: string, tags: Array<{ name: string, autoGenerated: boolean }>, customFields: Array<{ key: string, value: string }>, collections: Array<{ collectionId: string }> } | null };

export type ContainersLibraryAssetsQueryVariables = Exact<{
  id: string;
  after?: string | null | undefined;
}>;


export type ContainersLibraryAssetsQuery = { library: { assets: { totalCount: number | null, pageInfo: { endCursor: string | null } } | null } | null };

export type AssetsUploadMutationVariables = Exact<{
  input: UploadAssetInput;
}>;


export type AssetsUploadMutation = { uploadAsset: { uploadMethod: AssetUploadMethod, storageRequests: number, size: number, asset: { id: string, assetId: string, name: string, description: string | null, section: { sectionId: string } | null, library: { libraryId: string } | null, attachments: Array<{ attachmentId: string, filename: string | null, size: number | null, mimetype: string | null, url: string | null }> } } | null };

export type AssetsWalkQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AssetsWalkQuery = { organization: { attachments: { totalCount: number | null, edges: Array<{ cursor: string, node: { id: string, attachmentId: string, filename: string | null, asset: { assetId: string } | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null } } | null } | null };

export type AssetsWalkLibraryCursorQueryVariables = Exact<{ [key: string]: never; }>;


export type AssetsWalkLibraryCursorQuery = { libraries: { pageInfo: { endCursor: string | null } } | null };

export type AssetWebhooksCreateMutationVariables = Exact<{
  input: CreateAssetWebhookInput;
}>;


export type AssetWebhooksCreateMutation = { createAssetWebhook: { webhook: { id: string, webhookId: string, eventType: AssetWebhookEventType | null, libraryId: string, callbackUrl: string, active: boolean | null, createdAt: string | null, library: { name: string } | null } } | null };

export type AssetWebhooksListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AssetWebhooksListQuery = { assetWebhooks: { totalCount: number | null, edges: Array<{ cursor: string, node: { id: string, webhookId: string, eventType: AssetWebhookEventType | null, callbackUrl: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type AssetWebhooksDeleteMutationVariables = Exact<{
  input: DeleteAssetWebhookInput;
}>;


export type AssetWebhooksDeleteMutation = { deleteAssetWebhook: { deletedAssetWebhookId: string } | null };

export type AssetWebhooksNodeQueryVariables = Exact<{
  id: string;
}>;


export type AssetWebhooksNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { webhookId: string, eventType: AssetWebhookEventType | null, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type AllocationCreateMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type AllocationCreateMutation = { createAssignment: { assignment: { id: string, assignmentId: string } } | null };

export type AllocationUpdateMutationVariables = Exact<{
  input: UpdateAssignmentInput;
}>;


export type AllocationUpdateMutation = { updateAssignment: { assignment: { allocationMode: AllocationMode | null, hoursPerDay: number | null, percent: number | null } } | null };

export type AuthMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthMeQuery = { me: { email: string } | null };

export type AuthSheetsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthSheetsQuery = { me: { email: string } | null, sheets: { totalCount: number | null, edges: Array<{ node: { id: string } }> } | null };

export type AuthSheetQueryVariables = Exact<{
  id: string;
}>;


export type AuthSheetQuery = { sheet: { name: string } | null };

export type AuthMeAndPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthMeAndPeopleQuery = { me: { email: string } | null, people: { edges: Array<{ node: { id: string } }> } | null };

export type AuthEveryBackendQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthEveryBackendQuery = { me: { email: string } | null, people: { edges: Array<{ node: { id: string } }> } | null, libraries: { edges: Array<{ node: { id: string } }> } | null };

export type AuthUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthUsersQuery = { users: { edges: Array<{ node: { email: string } }> } | null };

export type BatchingEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type BatchingEventsQuery = { events: { edges: Array<{ node: { userId: string | null, requestUserId: string | null, user: { name: string | null } | null, requestUser: { name: string | null } | null } }> } | null };

export type BatchingEventsTwiceQueryVariables = Exact<{ [key: string]: never; }>;


export type BatchingEventsTwiceQuery = { a: { edges: Array<{ node: { userId: string | null, requestUserId: string | null, user: { name: string | null } | null, requestUser: { name: string | null } | null } }> } | null, b: { edges: Array<{ node: { userId: string | null, requestUserId: string | null, user: { name: string | null } | null, requestUser: { name: string | null } | null } }> } | null };

export type BatchingUsersPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type BatchingUsersPeopleQuery = { users: { edges: Array<{ node: { email: string, person: { email: string | null, displayName: string | null } | null } }> } | null };

export type BatchingPeopleUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type BatchingPeopleUsersQuery = { people: { edges: Array<{ node: { email: string | null, user: { email: string, name: string | null } | null } }> } | null };

export type BatchingAssignmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type BatchingAssignmentsQuery = { projects: { edges: Array<{ node: { name: string, assignments: { edges: Array<{ node: { person: { id: string } | null, assignable:
                | { __typename: 'LeaveType' }
                | { __typename: 'Phase', project: { id: string } | null }
                | { __typename: 'Project' }
               | null, project: { id: string, name: string } | null } }> } | null } }> } | null };

export type CellFormatsAddMutationVariables = Exact<{
  input: AddRowsInput;
}>;


export type CellFormatsAddMutation = { addRows: { rows: Array<{ id: string, cells: Array<{ columnId: string, value: string | number | boolean | null, displayValue: string | null, format: string | null }> }> } | null };

export type CellFormatsReadQueryVariables = Exact<{
  id: string;
}>;


export type CellFormatsReadQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row', cells: Array<{ columnId: string, value: string | number | boolean | null, displayValue: string | null, format: string | null }> }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type CursorsUsersQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type CursorsUsersQuery = { users: { edges: Array<{ node: { id: string } }> } | null };

export type CursorsEndsQueryVariables = Exact<{ [key: string]: never; }>;


export type CursorsEndsQuery = { users: { pageInfo: { endCursor: string | null } } | null, sheets: { pageInfo: { endCursor: string | null } } | null, people: { pageInfo: { endCursor: string | null } } | null };

export type CursorsUsersByEmailQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type CursorsUsersByEmailQuery = { users: { edges: Array<{ node: { id: string } }> } | null };

export type CursorsWorkspacesQueryVariables = Exact<{
  before?: string | null | undefined;
}>;


export type CursorsWorkspacesQuery = { workspaces: { edges: Array<{ node: { id: string } }> } | null };

export type CursorsTooManyQueryVariables = Exact<{ [key: string]: never; }>;


export type CursorsTooManyQuery = { users: { edges: Array<{ node: { id: string } }> } | null };

export type CursorsNegativeQueryVariables = Exact<{ [key: string]: never; }>;


export type CursorsNegativeQuery = { sheets: { edges: Array<{ node: { id: string } }> } | null };

export type CursorsMalformedIdQueryVariables = Exact<{ [key: string]: never; }>;


export type CursorsMalformedIdQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type DependencyColumnsUpdateMutationVariables = Exact<{
  input: UpdateRowsInput;
}>;


export type DependencyColumnsUpdateMutation = { updateRows: { rows: Array<{ rowId: string }> } | null };

export type DependencyColumnsAddMutationVariables = Exact<{
  input: AddRowsInput;
}>;


export type DependencyColumnsAddMutation = { addRows: { rows: Array<{ rowId: string }> } | null };

export type DocumentedAddRowsMutationVariables = Exact<{
  input: AddRowsInput;
}>;


export type DocumentedAddRowsMutation = { addRows: { rows: Array<{ rowId: string, cells: Array<{ value: string | number | boolean | null, format: string | null, objectValue:
          | { __typename: 'ContactValue' }
          | { __typename: 'MultiContactValue' }
          | { __typename: 'MultiPicklistValue' }
          | { __typename: 'OtherObjectValue' }
          | { __typename: 'PredecessorList' }
         | null }> }> } | null };

export type DocumentedAddReviewedMutationVariables = Exact<{
  input: AddRowsInput;
}>;


export type DocumentedAddReviewedMutation = { addRows: { rows: Array<{ rowId: string, cells: Array<{ objectValue:
          | { contacts: Array<{ email: string | null, name: string | null }> }
          | Record<PropertyKey, never>
         | null }> }> } | null };

export type DocumentedUsersByEmailQueryVariables = Exact<{
  emails?: Array<string> | string | null | undefined;
}>;


export type DocumentedUsersByEmailQuery = { users: { edges: Array<{ node: { email: string, alternateEmails: Array<{ email: string }> | null, plans: { edges: Array<{ node: { planId: string } }> } | null } }> } | null };

export type DocumentedSeatTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentedSeatTypesQuery = { me: { email: string } | null, users: { totalCount: number | null } | null };

export type DocumentedSheetsQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentedSheetsQuery = { sheets: { edges: Array<{ node: { name: string, version: number | null, rows: { edges: Array<{ node: { rowId: string, cells: Array<{ value: string | number | boolean | null, format: string | null }> } }> } | null, columnConnection: { totalCount: number | null } | null, attachments: { totalCount: number | null } | null, discussions: { totalCount: number | null } | null, search: { totalCount: number | null } | null } }> } | null };

export type DocumentedSheetPartsQueryVariables = Exact<{
  id: string;
  row: string;
  column: string;
}>;


export type DocumentedSheetPartsQuery = { sheet: { automationRules: { totalCount: number | null } | null, row: { cellHistory: { totalCount: number | null } | null } | null, column: { title: string } | null } | null };

export type DocumentedContainersQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentedContainersQuery = { workspaces: { edges: Array<{ node: { createdAt: string | null, children: { edges: Array<{ node:
              | { __typename: 'Dashboard' }
              | { __typename: 'Folder', children: { edges: Array<{ cursor: string }> } | null }
              | { __typename: 'OtherContainerChild' }
              | { __typename: 'Sheet' }
             }> } | null } }> } | null, dashboards: { edges: Array<{ cursor: string }> } | null, webhooks: { edges: Array<{ cursor: string }> } | null };

export type DocumentedSharesQueryVariables = Exact<{
  id: string;
}>;


export type DocumentedSharesQuery = { shares: { edges: Array<{ node: { accessLevel: AccessLevel | null } }> } | null, search: { totalCount: number | null } | null };

export type DocumentedEventsQueryVariables = Exact<{
  ids?: Array<string> | string | null | undefined;
}>;


export type DocumentedEventsQuery = { events: { edges: Array<{ cursor: string }> } | null, filteredEvents: { edges: Array<{ cursor: string }> } | null };

export type DocumentedUpdateRowsMutationVariables = Exact<{
  input: UpdateRowsInput;
}>;


export type DocumentedUpdateRowsMutation = { updateRows: { rows: Array<{ rowId: string, cells: Array<{ value: string | number | boolean | null }> }> } | null };

export type DocumentedProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentedProjectsQuery = { projects: { edges: Array<{ node: { phases: { totalCount: number | null } | null, assignments: { edges: Array<{ node: { subtaskCounts: { total: number } | null } }> } | null, budgetItems: { totalCount: number | null } | null, billRates: { totalCount: number | null } | null, expenseItems: { totalCount: number | null } | null } }> } | null };

export type DocumentedPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentedPeopleQuery = { people: { edges: Array<{ node: { availabilities: { totalCount: number | null } | null, expenseItems: { totalCount: number | null } | null } }> } | null, approvals: { totalCount: number | null } | null, customFields: { totalCount: number | null } | null, placeholders: { totalCount: number | null } | null };

export type DocumentedReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentedReferenceQuery = { assignments: { totalCount: number | null } | null, assignables: { totalCount: number | null } | null, holidays: { totalCount: number | null } | null, disciplines: { totalCount: number | null } | null, leaveTypes: { totalCount: number | null } | null, apiTokens: { totalCount: number | null } | null, billRates: { totalCount: number | null } | null };

export type DocumentedAssetsQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentedAssetsQuery = { organizations: { edges: Array<{ node: { libraries: { edges: Array<{ node: { sections: { totalCount: number | null } | null, collections: { totalCount: number | null } | null, assets: { edges: Array<{ node: { name: string, attachments: Array<{ url: string | null }> } }> } | null } }> } | null } }> } | null };

export type EventDetailsPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type EventDetailsPageQuery = { events: { edges: Array<{ node: { eventType: string, source: EventSource, details:
          | { __typename: 'AccessTokenAuthorizeDetails', emailAddress: string | null, tokenExpirationTimestamp: string | null, accessScopes: Array<string> | null, appClientId: string | null, raw: unknown }
          | { __typename: 'AccessTokenRefreshDetails', raw: unknown }
          | { __typename: 'AccessTokenRevokeDetails', raw: unknown }
          | { __typename: 'AccountBulkUpdateDetails', raw: unknown }
          | { __typename: 'AccountDownloadLoginHistoryDetails', raw: unknown }
          | { __typename: 'AccountDownloadPublishedItemsReportDetails', raw: unknown }
          | { __typename: 'AccountDownloadSheetAccessReportDetails', raw: unknown }
          | { __typename: 'AccountDownloadUserListDetails', raw: unknown }
          | { __typename: 'AccountImportUsersDetails', raw: unknown }
          | { __typename: 'AccountListSheetsDetails', raw: unknown }
          | { __typename: 'AccountRenameDetails', raw: unknown }
          | { __typename: 'AccountUpdateMainContactDetails', raw: unknown }
          | { __typename: 'AttachmentCreateDetails', emailAddress: string | null, sheetId: string | null, workspaceId: string | null, attachmentName: string | null, raw: unknown }
          | { __typename: 'AttachmentDeleteDetails', raw: unknown }
          | { __typename: 'AttachmentLoadDetails', raw: unknown }
          | { __typename: 'AttachmentSendDetails', raw: unknown }
          | { __typename: 'AttachmentUpdateDetails', raw: unknown }
          | { __typename: 'AuthenticationActivateDomainStrictDetails', sourceIpAddress: string | null, domains: Array<string> | null, mfaEnabled: boolean | null, raw: unknown }
          | { __typename: 'AuthenticationActivateEmailBasedTotpDetails', raw: unknown }
          | { __typename: 'AuthenticationActivateMfaEmailBasedTotpDetails', raw: unknown }
          | { __typename: 'AuthenticationActivateMfaSysadminTotpFallbackDetails', raw: unknown }
          | { __typename: 'AuthenticationActivateSamlIdpConfigDetails', raw: unknown }
          | { __typename: 'AuthenticationActivateSysadminTotpFallbackDetails', raw: unknown }
          | { __typename: 'AuthenticationAddSamlIdpDetails', raw: unknown }
          | { __typename: 'AuthenticationDeactivateDomainStrictDetails', raw: unknown }
          | { __typename: 'AuthenticationDeactivateEmailBasedTotpDetails', raw: unknown }
          | { __typename: 'AuthenticationDeactivateMfaEmailBasedTotpDetails', raw: unknown }
          | { __typename: 'AuthenticationDeactivateMfaSysadminTotpFallbackDetails', raw: unknown }
          | { __typename: 'AuthenticationDeactivateSamlIdpConfigDetails', raw: unknown }
          | { __typename: 'AuthenticationDeactivateSysadminTotpFallbackDetails', raw: unknown }
          | { __typename: 'AuthenticationDeleteSamlIdpDetails', raw: unknown }
          | { __typename: 'AuthenticationUpdateSamlIdpDetails', raw: unknown }
          | { __typename: 'DashboardAddPublishDetails', raw: unknown }
          | { __typename: 'DashboardAddShareDetails', raw: unknown }
          | { __typename: 'DashboardAddShareMemberDetails', raw: unknown }
          | { __typename: 'DashboardAddWorkspaceShareDetails', raw: unknown }
          | { __typename: 'DashboardCreateDetails', raw: unknown }
          | { __typename: 'DashboardDeleteDetails', raw: unknown }
          | { __typename: 'DashboardLoadDetails', raw: unknown }
          | { __typename: 'DashboardMoveDetails', raw: unknown }
          | { __typename: 'DashboardPurgeDetails', raw: unknown }
          | { __typename: 'DashboardRemovePublishDetails', raw: unknown }
          | { __typename: 'DashboardRemoveShareDetails', raw: unknown }
          | { __typename: 'DashboardRemoveShareMemberDetails', raw: unknown }
          | { __typename: 'DashboardRemoveWorkspaceShareDetails', raw: unknown }
          | { __typename: 'DashboardRenameDetails', raw: unknown }
          | { __typename: 'DashboardRestoreDetails', raw: unknown }
          | { __typename: 'DashboardSaveAsNewDetails', raw: unknown }
          | { __typename: 'DashboardTransferOwnershipDetails', raw: unknown }
          | { __typename: 'DashboardUpdateDetails', raw: unknown }
          | { __typename: 'DiscussionCreateDetails', raw: unknown }
          | { __typename: 'DiscussionDeleteDetails', raw: unknown }
          | { __typename: 'DiscussionSendCommentDetails', raw: unknown }
          | { __typename: 'DiscussionSendDetails', raw: unknown }
          | { __typename: 'DiscussionUpdateDetails', raw: unknown }
          | { __typename: 'FolderCreateDetails', raw: unknown }
          | { __typename: 'FolderDeleteDetails', raw: unknown }
          | { __typename: 'FolderExportDetails', raw: unknown }
          | { __typename: 'FolderRenameDetails', raw: unknown }
          | { __typename: 'FolderRequestBackupDetails', includeAttachments: boolean | null, sendCompletionEmail: boolean | null, raw: unknown }
          | { __typename: 'FolderSaveAsNewDetails', raw: unknown }
          | { __typename: 'FormActivateDetails', raw: unknown }
          | { __typename: 'FormCreateDetails', raw: unknown }
          | { __typename: 'FormDeactivateDetails', raw: unknown }
          | { __typename: 'FormDeleteDetails', raw: unknown }
          | { __typename: 'FormUpdateDetails', raw: unknown }
          | { __typename: 'GenericEventDetails', emailAddress: string | null, sourceIpAddress: string | null, raw: unknown }
          | { __typename: 'GroupAddMemberDetails', raw: unknown }
          | { __typename: 'GroupCreateDetails', raw: unknown }
          | { __typename: 'GroupDeleteDetails', raw: unknown }
          | { __typename: 'GroupDownloadSheetAccessReportDetails', raw: unknown }
          | { __typename: 'GroupRemoveMemberDetails', raw: unknown }
          | { __typename: 'GroupRenameDetails', raw: unknown }
          | { __typename: 'GroupTransferOwnershipDetails', raw: unknown }
          | { __typename: 'GroupUpdateDetails', raw: unknown }
          | { __typename: 'LicenseRequestsDeclineLicenseDetails', raw: unknown }
          | { __typename: 'LicenseRequestsGrantLicenseDetails', raw: unknown }
          | { __typename: 'PolicyDataEgressActivateDetails', raw: unknown }
          | { __typename: 'PolicyDataEgressCreateDetails', restrictedActions: Array<string> | null, scope: Array<string> | null, raw: unknown }
          | { __typename: 'PolicyDataEgressDeactivateDetails', raw: unknown }
          | { __typename: 'PolicyDataEgressDeleteDetails', raw: unknown }
          | { __typename: 'PolicyDataEgressUpdateDetails', raw: unknown }
          | { __typename: 'PolicyDataRetentionActivateDetails', raw: unknown }
          | { __typename: 'PolicyDataRetentionCreateDetails', raw: unknown }
          | { __typename: 'PolicyDataRetentionDeactivateDetails', raw: unknown }
          | { __typename: 'PolicyDataRetentionUpdateDetails', raw: unknown }
          | { __typename: 'PolicySafeSharingActivateDetails', raw: unknown }
          | { __typename: 'PolicySafeSharingAddRequestFormDetails', raw: unknown }
          | { __typename: 'PolicySafeSharingDeactivateDetails', raw: unknown }
          | { __typename: 'ReportAddShareDetails', raw: unknown }
          | { __typename: 'ReportAddShareMemberDetails', raw: unknown }
          | { __typename: 'ReportAddWorkspaceShareDetails', raw: unknown }
          | { __typename: 'ReportCreateDetails', raw: unknown }
          | { __typename: 'ReportDeleteDetails', raw: unknown }
          | { __typename: 'ReportExportDetails', raw: unknown }
          | { __typename: 'ReportLoadDetails', raw: unknown }
          | { __typename: 'ReportMoveDetails', raw: unknown }
          | { __typename: 'ReportPurgeDetails', raw: unknown }
          | { __typename: 'ReportRemoveShareDetails', raw: unknown }
          | { __typename: 'ReportRemoveShareMemberDetails', raw: unknown }
          | { __typename: 'ReportRemoveWorkspaceShareDetails', raw: unknown }
          | { __typename: 'ReportRenameDetails', raw: unknown }
          | { __typename: 'ReportRestoreDetails', raw: unknown }
          | { __typename: 'ReportSaveAsNewDetails', raw: unknown }
          | { __typename: 'ReportSendAsAttachmentDetails', formatType: EventExportFormat | null, recipientEmail: string | null, recipientGroupId: string | null, raw: unknown }
          | { __typename: 'ReportTransferOwnershipDetails', raw: unknown }
          | { __typename: 'ReportUpdateDetails', raw: unknown }
          | { __typename: 'SecureExternalAccessActivateMfaDetails', raw: unknown }
          | { __typename: 'SecureExternalAccessActivateSsoForExternalCollaboratorsDetails', raw: unknown }
          | { __typename: 'SecureExternalAccessDeactivateMfaDetails', raw: unknown }
          | { __typename: 'SecureExternalAccessDeactivateSsoForExternalCollaboratorsDetails', raw: unknown }
          | { __typename: 'SecureExternalAccessMfaOptionEnforceAllPlanDetails', raw: unknown }
          | { __typename: 'SecureExternalAccessMfaOptionWorkspaceOptInDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateAccountDiscoveryDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateApiTokenExpirationPeriodDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateAttachmentDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateCalendarPublishingDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateDashboardPublishingDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateDirectoryIntegrationDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateImagesInSheetCellsDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateOfflineFormSubmissionDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivatePlatformTenantIdDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateReportPublishingDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateSheetPublishingDetails', raw: unknown }
          | { __typename: 'SecurityControlsActivateWebContentWidgetDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateAccountDiscoveryDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateApiTokenExpirationPeriodDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateAttachmentDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateCalendarPublishingDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateDashboardPublishingDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateDirectoryIntegrationDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateImagesInSheetCellsDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateOfflineFormSubmissionDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivatePlatformTenantIdDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateReportPublishingDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateSheetPublishingDetails', raw: unknown }
          | { __typename: 'SecurityControlsDeactivateWebContentWidgetDetails', raw: unknown }
          | { __typename: 'SecurityControlsUpdateApiTokenExpirationPeriodDetails', oldValue: number | null, newValue: number | null, raw: unknown }
          | { __typename: 'SecurityControlsUpdateDashboardPublishingOptionsDetails', raw: unknown }
          | { __typename: 'SecurityControlsUpdateDirectoryIntegrationDetails', raw: unknown }
          | { __typename: 'SecurityControlsUpdateFormAccessPermissionsDetails', raw: unknown }
          | { __typename: 'SecurityControlsUpdateGroupMembershipScopeDetails', raw: unknown }
          | { __typename: 'SecurityControlsUpdateNotificationsAndRequestsDetails', raw: unknown }
          | { __typename: 'SecurityControlsUpdateReportPublishingOptionsDetails', raw: unknown }
          | { __typename: 'SecurityControlsUpdateSheetPublishingOptionsDetails', raw: unknown }
          | { __typename: 'SecurityControlsUpdateWebContentWidgetDetails', raw: unknown }
          | { __typename: 'UserDeactivateDetails', raw: unknown }
          | { __typename: 'UserMergeUsersDetails', raw: unknown }
          | { __typename: 'UserViewUserRolesAndReportsDetails', raw: unknown }
         } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type EventObjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventObjectsQuery = { events: { edges: Array<{ node: { objectType: string, objectId: string | null, userId: string | null, user: { name: string | null } | null, object:
          | { __typename: 'Attachment' }
          | { __typename: 'Dashboard' }
          | { __typename: 'Discussion' }
          | { __typename: 'Folder' }
          | { __typename: 'Sheet', sheetId: string, name: string }
          | { __typename: 'UnresolvedEventObject', objectType: string, objectId: string | null }
          | { __typename: 'User', userId: string }
          | { __typename: 'Workspace', workspaceId: string }
         | null } }> } | null };

export type ExactNumbersAddMutationVariables = Exact<{
  input: AddRowsInput;
}>;


export type ExactNumbersAddMutation = { addRows: { rows: Array<{ rowId: string }> } | null };

export type ExactNumbersUpdateMutationVariables = Exact<{
  input: UpdateRowsInput;
}>;


export type ExactNumbersUpdateMutation = { updateRows: { rows: Array<{ rowId: string }> } | null };

export type FederationSamplesQueryVariables = Exact<{ [key: string]: never; }>;


export type FederationSamplesQuery = { users: { edges: Array<{ node: { id: string } }> } | null, sheets: { edges: Array<{ node: { id: string, columns: Array<{ id: string }>, rows: { edges: Array<{ node: { id: string } }> } | null } }> } | null, workspaces: { edges: Array<{ node: { id: string } }> } | null, events: { edges: Array<{ node: { id: string } }> } | null, people: { edges: Array<{ node: { id: string, assignments: { edges: Array<{ node: { assignable:
                | { __typename: 'LeaveType', id: string }
                | { __typename: 'Phase' }
                | { __typename: 'Project' }
               | null } }> } | null } }> } | null, projects: { edges: Array<{ node: { id: string, phases: { edges: Array<{ node: { id: string } }> } | null, assignments: { edges: Array<{ node: { id: string } }> } | null } }> } | null, libraries: { edges: Array<{ node: { id: string, organization: { id: string } | null, sections: { edges: Array<{ node: { id: string, assets: { edges: Array<{ node: { id: string, attachments: Array<{ id: string }> } }> } | null } }> } | null } }> } | null };

export type FederationUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type FederationUsersQuery = { users: { edges: Array<{ node: { id: string } }> } | null };

export type FederationNodesQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type FederationNodesQuery = { nodes: Array<
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'Approval', id: string }
    | { __typename: 'Asset', id: string }
    | { __typename: 'AssetAttachment', id: string }
    | { __typename: 'AssetWebhook', id: string }
    | { __typename: 'Assignment', id: string }
    | { __typename: 'Attachment', id: string }
    | { __typename: 'Availability', id: string }
    | { __typename: 'BillRate', id: string }
    | { __typename: 'BudgetItem', id: string }
    | { __typename: 'Collection', id: string }
    | { __typename: 'Column', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'CustomField', id: string }
    | { __typename: 'Dashboard', id: string }
    | { __typename: 'Discipline', id: string }
    | { __typename: 'Discussion', id: string }
    | { __typename: 'Event', id: string }
    | { __typename: 'ExpenseItem', id: string }
    | { __typename: 'Folder', id: string }
    | { __typename: 'LeaveType', id: string }
    | { __typename: 'Library', id: string }
    | { __typename: 'Organization', id: string }
    | { __typename: 'Person', id: string }
    | { __typename: 'Phase', id: string }
    | { __typename: 'Placeholder', id: string }
    | { __typename: 'Project', id: string }
    | { __typename: 'Row', id: string }
    | { __typename: 'Section', id: string }
    | { __typename: 'Share', id: string }
    | { __typename: 'Sheet', id: string }
    | { __typename: 'Subtask', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'Workspace', id: string }
   | null> };

export type FilteredEventsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  ids?: Array<string> | string | null | undefined;
}>;


export type FilteredEventsPageQuery = { filteredEvents: { edges: Array<{ cursor: string, node: { id: string, objectType: string, objectId: string | null, details:
          | { __typename: 'AccessTokenAuthorizeDetails' }
          | { __typename: 'AccessTokenRefreshDetails' }
          | { __typename: 'AccessTokenRevokeDetails' }
          | { __typename: 'AccountBulkUpdateDetails' }
          | { __typename: 'AccountDownloadLoginHistoryDetails' }
          | { __typename: 'AccountDownloadPublishedItemsReportDetails' }
          | { __typename: 'AccountDownloadSheetAccessReportDetails' }
          | { __typename: 'AccountDownloadUserListDetails' }
          | { __typename: 'AccountImportUsersDetails' }
          | { __typename: 'AccountListSheetsDetails' }
          | { __typename: 'AccountRenameDetails' }
          | { __typename: 'AccountUpdateMainContactDetails' }
          | { __typename: 'AttachmentCreateDetails', sheetId: string | null }
          | { __typename: 'AttachmentDeleteDetails' }
          | { __typename: 'AttachmentLoadDetails' }
          | { __typename: 'AttachmentSendDetails' }
          | { __typename: 'AttachmentUpdateDetails' }
          | { __typename: 'AuthenticationActivateDomainStrictDetails' }
          | { __typename: 'AuthenticationActivateEmailBasedTotpDetails' }
          | { __typename: 'AuthenticationActivateMfaEmailBasedTotpDetails' }
          | { __typename: 'AuthenticationActivateMfaSysadminTotpFallbackDetails' }
          | { __typename: 'AuthenticationActivateSamlIdpConfigDetails' }
          | { __typename: 'AuthenticationActivateSysadminTotpFallbackDetails' }
          | { __typename: 'AuthenticationAddSamlIdpDetails' }
          | { __typename: 'AuthenticationDeactivateDomainStrictDetails' }
          | { __typename: 'AuthenticationDeactivateEmailBasedTotpDetails' }
          | { __typename: 'AuthenticationDeactivateMfaEmailBasedTotpDetails' }
          | { __typename: 'AuthenticationDeactivateMfaSysadminTotpFallbackDetails' }
          | { __typename: 'AuthenticationDeactivateSamlIdpConfigDetails' }
          | { __typename: 'AuthenticationDeactivateSysadminTotpFallbackDetails' }
          | { __typename: 'AuthenticationDeleteSamlIdpDetails' }
          | { __typename: 'AuthenticationUpdateSamlIdpDetails' }
          | { __typename: 'DashboardAddPublishDetails' }
          | { __typename: 'DashboardAddShareDetails' }
          | { __typename: 'DashboardAddShareMemberDetails' }
          | { __typename: 'DashboardAddWorkspaceShareDetails' }
          | { __typename: 'DashboardCreateDetails' }
          | { __typename: 'DashboardDeleteDetails' }
          | { __typename: 'DashboardLoadDetails' }
          | { __typename: 'DashboardMoveDetails' }
          | { __typename: 'DashboardPurgeDetails' }
          | { __typename: 'DashboardRemovePublishDetails' }
          | { __typename: 'DashboardRemoveShareDetails' }
          | { __typename: 'DashboardRemoveShareMemberDetails' }
          | { __typename: 'DashboardRemoveWorkspaceShareDetails' }
          | { __typename: 'DashboardRenameDetails' }
          | { __typename: 'DashboardRestoreDetails' }
          | { __typename: 'DashboardSaveAsNewDetails' }
          | { __typename: 'DashboardTransferOwnershipDetails' }
          | { __typename: 'DashboardUpdateDetails' }
          | { __typename: 'DiscussionCreateDetails' }
          | { __typename: 'DiscussionDeleteDetails' }
          | { __typename: 'DiscussionSendCommentDetails' }
          | { __typename: 'DiscussionSendDetails' }
          | { __typename: 'DiscussionUpdateDetails' }
          | { __typename: 'FolderCreateDetails' }
          | { __typename: 'FolderDeleteDetails' }
          | { __typename: 'FolderExportDetails' }
          | { __typename: 'FolderRenameDetails' }
          | { __typename: 'FolderRequestBackupDetails' }
          | { __typename: 'FolderSaveAsNewDetails' }
          | { __typename: 'FormActivateDetails' }
          | { __typename: 'FormCreateDetails' }
          | { __typename: 'FormDeactivateDetails' }
          | { __typename: 'FormDeleteDetails' }
          | { __typename: 'FormUpdateDetails' }
          | { __typename: 'GenericEventDetails' }
          | { __typename: 'GroupAddMemberDetails' }
          | { __typename: 'GroupCreateDetails' }
          | { __typename: 'GroupDeleteDetails' }
          | { __typename: 'GroupDownloadSheetAccessReportDetails' }
          | { __typename: 'GroupRemoveMemberDetails' }
          | { __typename: 'GroupRenameDetails' }
          | { __typename: 'GroupTransferOwnershipDetails' }
          | { __typename: 'GroupUpdateDetails' }
          | { __typename: 'LicenseRequestsDeclineLicenseDetails' }
          | { __typename: 'LicenseRequestsGrantLicenseDetails' }
          | { __typename: 'PolicyDataEgressActivateDetails' }
          | { __typename: 'PolicyDataEgressCreateDetails' }
          | { __typename: 'PolicyDataEgressDeactivateDetails' }
          | { __typename: 'PolicyDataEgressDeleteDetails' }
          | { __typename: 'PolicyDataEgressUpdateDetails' }
          | { __typename: 'PolicyDataRetentionActivateDetails' }
          | { __typename: 'PolicyDataRetentionCreateDetails' }
          | { __typename: 'PolicyDataRetentionDeactivateDetails' }
          | { __typename: 'PolicyDataRetentionUpdateDetails' }
          | { __typename: 'PolicySafeSharingActivateDetails' }
          | { __typename: 'PolicySafeSharingAddRequestFormDetails' }
          | { __typename: 'PolicySafeSharingDeactivateDetails' }
          | { __typename: 'ReportAddShareDetails' }
          | { __typename: 'ReportAddShareMemberDetails' }
          | { __typename: 'ReportAddWorkspaceShareDetails' }
          | { __typename: 'ReportCreateDetails' }
          | { __typename: 'ReportDeleteDetails' }
          | { __typename: 'ReportExportDetails' }
          | { __typename: 'ReportLoadDetails' }
          | { __typename: 'ReportMoveDetails' }
          | { __typename: 'ReportPurgeDetails' }
          | { __typename: 'ReportRemoveShareDetails' }
          | { __typename: 'ReportRemoveShareMemberDetails' }
          | { __typename: 'ReportRemoveWorkspaceShareDetails' }
          | { __typename: 'ReportRenameDetails' }
          | { __typename: 'ReportRestoreDetails' }
          | { __typename: 'ReportSaveAsNewDetails' }
          | { __typename: 'ReportSendAsAttachmentDetails' }
          | { __typename: 'ReportTransferOwnershipDetails' }
          | { __typename: 'ReportUpdateDetails' }
          | { __typename: 'SecureExternalAccessActivateMfaDetails' }
          | { __typename: 'SecureExternalAccessActivateSsoForExternalCollaboratorsDetails' }
          | { __typename: 'SecureExternalAccessDeactivateMfaDetails' }
          | { __typename: 'SecureExternalAccessDeactivateSsoForExternalCollaboratorsDetails' }
          | { __typename: 'SecureExternalAccessMfaOptionEnforceAllPlanDetails' }
          | { __typename: 'SecureExternalAccessMfaOptionWorkspaceOptInDetails' }
          | { __typename: 'SecurityControlsActivateAccountDiscoveryDetails' }
          | { __typename: 'SecurityControlsActivateApiTokenExpirationPeriodDetails' }
          | { __typename: 'SecurityControlsActivateAttachmentDetails' }
          | { __typename: 'SecurityControlsActivateCalendarPublishingDetails' }
          | { __typename: 'SecurityControlsActivateDashboardPublishingDetails' }
          | { __typename: 'SecurityControlsActivateDirectoryIntegrationDetails' }
          | { __typename: 'SecurityControlsActivateImagesInSheetCellsDetails' }
          | { __typename: 'SecurityControlsActivateOfflineFormSubmissionDetails' }
          | { __typename: 'SecurityControlsActivatePlatformTenantIdDetails' }
          | { __typename: 'SecurityControlsActivateReportPublishingDetails' }
          | { __typename: 'SecurityControlsActivateSheetPublishingDetails' }
          | { __typename: 'SecurityControlsActivateWebContentWidgetDetails' }
          | { __typename: 'SecurityControlsDeactivateAccountDiscoveryDetails' }
          | { __typename: 'SecurityControlsDeactivateApiTokenExpirationPeriodDetails' }
          | { __typename: 'SecurityControlsDeactivateAttachmentDetails' }
          | { __typename: 'SecurityControlsDeactivateCalendarPublishingDetails' }
          | { __typename: 'SecurityControlsDeactivateDashboardPublishingDetails' }
          | { __typename: 'SecurityControlsDeactivateDirectoryIntegrationDetails' }
          | { __typename: 'SecurityControlsDeactivateImagesInSheetCellsDetails' }
          | { __typename: 'SecurityControlsDeactivateOfflineFormSubmissionDetails' }
          | { __typename: 'SecurityControlsDeactivatePlatformTenantIdDetails' }
          | { __typename: 'SecurityControlsDeactivateReportPublishingDetails' }
          | { __typename: 'SecurityControlsDeactivateSheetPublishingDetails' }
          | { __typename: 'SecurityControlsDeactivateWebContentWidgetDetails' }
          | { __typename: 'SecurityControlsUpdateApiTokenExpirationPeriodDetails' }
          | { __typename: 'SecurityControlsUpdateDashboardPublishingOptionsDetails' }
          | { __typename: 'SecurityControlsUpdateDirectoryIntegrationDetails' }
          | { __typename: 'SecurityControlsUpdateFormAccessPermissionsDetails' }
          | { __typename: 'SecurityControlsUpdateGroupMembershipScopeDetails' }
          | { __typename: 'SecurityControlsUpdateNotificationsAndRequestsDetails' }
          | { __typename: 'SecurityControlsUpdateReportPublishingOptionsDetails' }
          | { __typename: 'SecurityControlsUpdateSheetPublishingOptionsDetails' }
          | { __typename: 'SecurityControlsUpdateWebContentWidgetDetails' }
          | { __typename: 'UserDeactivateDetails' }
          | { __typename: 'UserMergeUsersDetails' }
          | { __typename: 'UserViewUserRolesAndReportsDetails' }
         } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type FilteredAdminFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type FilteredAdminFeedQuery = { events: { edges: Array<{ node: { id: string } }> } | null };

export type FilteredVisibleSheetsQueryVariables = Exact<{ [key: string]: never; }>;


export type FilteredVisibleSheetsQuery = { sheets: { edges: Array<{ node: { sheetId: string } }> } | null };

export type FilteredFirstSheetQueryVariables = Exact<{ [key: string]: never; }>;


export type FilteredFirstSheetQuery = { sheets: { edges: Array<{ node: { id: string } }> } | null };

export type FilteredSheetEventsQueryVariables = Exact<{
  id: string;
}>;


export type FilteredSheetEventsQuery = { sheet: { events: { edges: Array<{ node: { eventType: string } }> } | null } | null };

export type FilteredSinceAndPositionQueryVariables = Exact<{ [key: string]: never; }>;


export type FilteredSinceAndPositionQuery = { filteredEvents: { edges: Array<{ node: { id: string } }> } | null };

export type FilteredAdminPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FilteredAdminPageQuery = { events: { edges: Array<{ node: { id: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } | null };

export type FullReadsListsOnlyQueryVariables = Exact<{ [key: string]: never; }>;


export type FullReadsListsOnlyQuery = { users: { edges: Array<{ node: { name: string | null, email: string, status: UserStatus | null } }> } | null, workspaces: { edges: Array<{ node: { name: string, accessLevel: AccessLevel | null } }> } | null };

export type FullReadsUserProfilesQueryVariables = Exact<{ [key: string]: never; }>;


export type FullReadsUserProfilesQuery = { users: { edges: Array<{ node: { userId: string, locale: string | null, timeZone: string | null, title: string | null, company: string | null, account: { name: string } | null } }> } | null };

export type FullReadsSheetsWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type FullReadsSheetsWorkspacesQuery = { sheets: { edges: Array<{ node: { version: number | null, ganttEnabled: boolean | null, favorite: boolean | null } }> } | null, workspaces: { edges: Array<{ node: { createdAt: string | null, modifiedAt: string | null } }> } | null };

export type FullReadsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type FullReadsMeQuery = { me: { locale: string | null, timeZone: string | null, role: string | null, account: { name: string } | null } | null };

export type HostileSheetNameQueryVariables = Exact<{
  id: string;
}>;


export type HostileSheetNameQuery = { sheet: { name: string } | null };

export type HostileSheetNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type HostileSheetNamesQuery = { sheets: { edges: Array<{ node: { name: string } }> } | null };

export type IdleFootprintMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdleFootprintMeQuery = { me: { email: string } | null };

export type ReconcileSheetJoinsQueryVariables = Exact<{
  id: string;
}>;


export type ReconcileSheetJoinsQuery = { sheet: { project: { projectId: string } | null, assets: { edges: Array<{ node: { assetId: string } }> } | null } | null };

export type JoinIndexJoinsQueryVariables = Exact<{
  sheet: string;
  project: string;
}>;


export type JoinIndexJoinsQuery = { sheet: { project: { projectId: string } | null, assets: { edges: Array<{ node: { assetId: string } }> } | null, rows: { edges: Array<{ node: { rowId: string, assets: { edges: Array<{ node: { assetId: string } }> } | null } }> } | null } | null, project: { projectId: string, assets: { edges: Array<{ node: { assetId: string } }> } | null } | null };

export type JoinIndexSheetRowsQueryVariables = Exact<{
  id: string;
}>;


export type JoinIndexSheetRowsQuery = { sheet: { rows: { edges: Array<{ node: { rowId: string } }> } | null } | null };

export type JoinIndexSetAssetFieldMutationVariables = Exact<{
  input: SetAssetCustomFieldInput;
}>;


export type JoinIndexSetAssetFieldMutation = { setAssetCustomField: { asset: { assetId: string, customFields: Array<{ key: string, value: string }> } } | null };

export type JoinIndexProjectFieldsQueryVariables = Exact<{
  id: string;
}>;


export type JoinIndexProjectFieldsQuery = { project: { customFieldValues: Array<{ id: string, name: string | null, value: unknown }> } | null };

export type JoinIndexUpdateProjectFieldMutationVariables = Exact<{
  input: UpdateCustomFieldValueInput;
}>;


export type JoinIndexUpdateProjectFieldMutation = { updateProjectCustomFieldValue: { customFieldValue: { value: unknown } } };

export type JoinsProjectSheetsQueryVariables = Exact<{ [key: string]: never; }>;


export type JoinsProjectSheetsQuery = { projects: { edges: Array<{ node: { projectId: string, sheet: { sheetId: string, name: string, project: { projectId: string } | null } | null } }> } | null };

export type JoinsAssetWorkQueryVariables = Exact<{
  id: string;
}>;


export type JoinsAssetWorkQuery = { asset: { assetId: string, sheet: { sheetId: string, assets: { edges: Array<{ node: { assetId: string } }> } | null } | null, row: { rowId: string, assets: { edges: Array<{ node: { assetId: string } }> } | null } | null } | null };

export type JoinsProjectAssetsQueryVariables = Exact<{ [key: string]: never; }>;


export type JoinsProjectAssetsQuery = { projects: { edges: Array<{ node: { projectId: string, assets: { totalCount: number | null, edges: Array<{ node: { project: { projectId: string } | null } }> } | null } }> } | null };

export type JoinsFirstSheetQueryVariables = Exact<{ [key: string]: never; }>;


export type JoinsFirstSheetQuery = { sheets: { edges: Array<{ node: { id: string } }> } | null };

export type JoinsSheetAssetsQueryVariables = Exact<{
  id: string;
}>;


export type JoinsSheetAssetsQuery = { sheet: { name: string, assets: { totalCount: number | null } | null } | null };

export type ObservabilityLoggedQueryVariables = Exact<{ [key: string]: never; }>;


export type ObservabilityLoggedQuery = { me: { email: string } | null, people: { edges: Array<{ node: { id: string } }> } | null, libraries: { edges: Array<{ node: { id: string } }> } | null };

export type ObservabilityNamedQueryVariables = Exact<{ [key: string]: never; }>;


export type ObservabilityNamedQuery = { sheets: { edges: Array<{ node: { name: string } }> } | null };

export type ObservabilityInFlightQueryVariables = Exact<{ [key: string]: never; }>;


export type ObservabilityInFlightQuery = { me: { email: string } | null };

export type ObservabilityTracedQueryVariables = Exact<{ [key: string]: never; }>;


export type ObservabilityTracedQuery = { me: { email: string } | null, people: { edges: Array<{ node: { id: string } }> } | null };

export type PacingMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PacingMeQuery = { me: { email: string } | null };

export type PacingPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type PacingPeopleQuery = { people: { edges: Array<{ node: { id: string } }> } | null };

export type PacingLibrariesQueryVariables = Exact<{ [key: string]: never; }>;


export type PacingLibrariesQuery = { libraries: { edges: Array<{ node: { libraryId: string } }> } | null };

export type PagedUsersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedUsersQuery = { users: { totalCount: number | null, edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type PagedSheetsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedSheetsQuery = { sheets: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type PagedRowsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedRowsQuery = { sheet: { rows: { totalCount: number | null, edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type PagedWorkspacesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PagedWorkspacesQuery = { workspaces: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type PagedEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  since?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type PagedEventsQuery = { events: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type PagedPeopleQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedPeopleQuery = { people: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type PagedProjectsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedProjectsQuery = { projects: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type PagedPhasesQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedPhasesQuery = { project: { phases: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type PagedProjectAssignmentsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedProjectAssignmentsQuery = { project: { assignments: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type PagedPersonAssignmentsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedPersonAssignmentsQuery = { person: { assignments: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type PagedLibrariesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedLibrariesQuery = { libraries: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type PagedSectionsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedSectionsQuery = { library: { sections: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type PagedSectionAssetsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagedSectionAssetsQuery = { node:
    | { assets: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null }
    | Record<PropertyKey, never>
   | null };

export type PagedPeopleEndQueryVariables = Exact<{ [key: string]: never; }>;


export type PagedPeopleEndQuery = { people: { pageInfo: { endCursor: string | null } } | null };

export type PagedPeopleBeforeQueryVariables = Exact<{
  before?: string | null | undefined;
}>;


export type PagedPeopleBeforeQuery = { people: { edges: Array<{ node: { id: string } }>, pageInfo: { hasPreviousPage: boolean } } | null };

export type PagedPeopleLastAloneQueryVariables = Exact<{ [key: string]: never; }>;


export type PagedPeopleLastAloneQuery = { people: { edges: Array<{ node: { id: string } }> } | null };

export type RefusalSheetSharesQueryVariables = Exact<{
  assetId: string;
}>;


export type RefusalSheetSharesQuery = { shares: { edges: Array<{ node: { id: string, shareId: string } }> } | null };

export type RefusalUpdateRowsMutationVariables = Exact<{
  input: UpdateRowsInput;
}>;


export type RefusalUpdateRowsMutation = { updateRows: { version: number | null } | null };

export type RefusalAddRowsMutationVariables = Exact<{
  input: AddRowsInput;
}>;


export type RefusalAddRowsMutation = { addRows: { version: number | null } | null };

export type RefusalAddColumnsMutationVariables = Exact<{
  input: AddColumnsInput;
}>;


export type RefusalAddColumnsMutation = { addColumns: { version: number | null } | null };

export type RefusalUpdateColumnMutationVariables = Exact<{
  input: UpdateColumnInput;
}>;


export type RefusalUpdateColumnMutation = { updateColumn: { version: number | null } | null };

export type RefusalUpdateAutomationRuleMutationVariables = Exact<{
  input: UpdateAutomationRuleInput;
}>;


export type RefusalUpdateAutomationRuleMutation = { updateAutomationRule: { automationRule: { name: string | null } | null } | null };

export type RefusalUpdateShareMutationVariables = Exact<{
  input: UpdateShareInput;
}>;


export type RefusalUpdateShareMutation = { updateShare: { share: { accessLevel: AccessLevel | null } } | null };

export type RefusalCreateShareMutationVariables = Exact<{
  input: CreateShareInput;
}>;


export type RefusalCreateShareMutation = { createShare: { shares: Array<{ accessLevel: AccessLevel | null }> } | null };

export type RefusalAddUserMutationVariables = Exact<{
  input: AddUserInput;
}>;


export type RefusalAddUserMutation = { addUser: { user: { email: string } } | null };

export type RefusalAddAlternateEmailsMutationVariables = Exact<{
  input: AddAlternateEmailsInput;
}>;


export type RefusalAddAlternateEmailsMutation = { addAlternateEmails: { alternateEmails: Array<{ email: string }> } | null };

export type RefusalMakePrimaryMutationVariables = Exact<{
  input: AlternateEmailInput;
}>;


export type RefusalMakePrimaryMutation = { makeAlternateEmailPrimary: { user: { email: string } | null } | null };

export type RefusalAttachUrlMutationVariables = Exact<{
  input: AttachUrlInput;
}>;


export type RefusalAttachUrlMutation = { attachUrl: { attachment: { id: string } | null } | null };

export type RefusalAttachFileMutationVariables = Exact<{
  input: AttachFileInput;
}>;


export type RefusalAttachFileMutation = { attachFile: { attachment: { id: string } | null } | null };

export type StormEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StormEventsQuery = { events: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type StormRowsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StormRowsQuery = { sheet: { rows: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type StormSectionAssetsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StormSectionAssetsQuery = { node:
    | { assets: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null }
    | Record<PropertyKey, never>
   | null };

export type ReliabilityMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ReliabilityMeQuery = { me: { email: string } | null };

export type ReliabilityMeAndPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type ReliabilityMeAndPeopleQuery = { me: { email: string, person: { displayName: string | null } | null } | null, people: { edges: Array<{ node: { id: string } }> } | null };

export type ReliabilityPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type ReliabilityPeopleQuery = { people: { edges: Array<{ node: { id: string } }> } | null };

export type ReliabilityEventUsersQueryVariables = Exact<{
  since?: string | null | undefined;
}>;


export type ReliabilityEventUsersQuery = { events: { edges: Array<{ node: { user: { name: string | null } | null } }> } | null };

export type ReliabilityCreateWorkspaceMutationVariables = Exact<{
  name: string;
}>;


export type ReliabilityCreateWorkspaceMutation = { createWorkspace: { workspace: { name: string } } | null };

export type ReliabilityWorkspaceNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReliabilityWorkspaceNamesQuery = { workspaces: { edges: Array<{ node: { name: string } }> } | null };

export type ApiTokensListQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensListQuery = { apiTokens: { edges: Array<{ node: { id: string, apiTokenId: string, title: string, createdAt: string | null } }> } | null };

export type ApiTokensTypeFieldsQueryVariables = Exact<{
  name: string;
}>;


export type ApiTokensTypeFieldsQuery = { __type: { fields: Array<{ name: string }> | null } | null };

export type ApiTokensCreateMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ApiTokensCreateMutation = { createApiToken: { secret: string, apiToken: { id: string, apiTokenId: string, title: string } } };

export type ApiTokensRenewMutationVariables = Exact<{
  id: string;
}>;


export type ApiTokensRenewMutation = { renewApiToken: { secret: string, apiToken: { id: string, apiTokenId: string, title: string } } };

export type ApiTokensUpdateMutationVariables = Exact<{
  input: UpdateApiTokenInput;
}>;


export type ApiTokensUpdateMutation = { updateApiToken: { apiToken: { id: string, title: string } } };

export type ApiTokensDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ApiTokensDeleteMutation = { deleteApiToken: { deletedApiTokenId: string } };

export type ApiTokensNodeQueryVariables = Exact<{
  id: string;
}>;


export type ApiTokensNodeQuery = { node:
    | { title: string, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type ApiTokensHolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensHolidaysQuery = { holidays: { edges: Array<{ node: { name: string } }> } | null };

export type ApprovalsFieldsFragment = { id: string, approvalId: string, status: ApprovalStatus | null, approvableType: ApprovableType | null, approvableId: string, submittedBy: { personId: string } | null, approvedBy: { personId: string } | null, expenseItem: { expenseItemId: string } | null };

export type ApprovalsCreateExpenseMutationVariables = Exact<{
  input: CreateExpenseItemInput;
}>;


export type ApprovalsCreateExpenseMutation = { createExpenseItem: { expenseItem: { id: string, expenseItemId: string, updatedAt: string | null } } | null };

export type ApprovalsSubmitMutationVariables = Exact<{
  input: ApprovablesInput;
}>;


export type ApprovalsSubmitMutation = { submitForApproval: { approvals: Array<{ id: string, approvalId: string, status: ApprovalStatus | null, approvableType: ApprovableType | null, approvableId: string, submittedBy: { personId: string } | null, approvedBy: { personId: string } | null, expenseItem: { expenseItemId: string } | null }> } | null };

export type ApprovalsApproveMutationVariables = Exact<{
  input: ApprovablesInput;
}>;


export type ApprovalsApproveMutation = { approve: { approvals: Array<{ id: string, approvalId: string, status: ApprovalStatus | null, approvableType: ApprovableType | null, approvableId: string, submittedBy: { personId: string } | null, approvedBy: { personId: string } | null, expenseItem: { expenseItemId: string } | null }> } | null };

export type ApprovalsDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ApprovalsDeleteMutation = { deleteApproval: { deletedApprovalId: string } | null };

export type ApprovalsListQueryVariables = Exact<{
  first: number;
}>;


export type ApprovalsListQuery = { approvals: { edges: Array<{ node: { id: string, approvalId: string, status: ApprovalStatus | null, approvableType: ApprovableType | null, approvableId: string, submittedBy: { personId: string } | null, approvedBy: { personId: string } | null, expenseItem: { expenseItemId: string } | null } }> } | null };

export type ApprovalsNodeQueryVariables = Exact<{
  id: string;
}>;


export type ApprovalsNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval', approvalId: string }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type AssignmentsFieldsFragment = { id: string, assignmentId: string, startsAt: string | null, endsAt: string | null, allocationMode: AllocationMode | null, percent: number | null, hoursPerDay: number | null, fixedHours: number | null, description: string | null, note: string | null, person: { personId: string } | null, assignable:
    | { __typename: 'LeaveType', leaveTypeId: string }
    | { __typename: 'Phase', phaseId: string }
    | { __typename: 'Project', projectId: string }
   | null, subtasks: Array<{ id: string, description: string, completed: boolean }>, subtaskCounts: { completed: number, total: number } | null };

export type AssignmentsCreateMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type AssignmentsCreateMutation = { createAssignment: { assignment: { id: string, assignmentId: string, startsAt: string | null, endsAt: string | null, allocationMode: AllocationMode | null, percent: number | null, hoursPerDay: number | null, fixedHours: number | null, description: string | null, note: string | null, person: { personId: string } | null, assignable:
        | { __typename: 'LeaveType', leaveTypeId: string }
        | { __typename: 'Phase', phaseId: string }
        | { __typename: 'Project', projectId: string }
       | null, subtasks: Array<{ id: string, description: string, completed: boolean }>, subtaskCounts: { completed: number, total: number } | null } } | null };

export type AssignmentsUpdateMutationVariables = Exact<{
  input: UpdateAssignmentInput;
}>;


export type AssignmentsUpdateMutation = { updateAssignment: { assignment: { id: string, assignmentId: string, startsAt: string | null, endsAt: string | null, allocationMode: AllocationMode | null, percent: number | null, hoursPerDay: number | null, fixedHours: number | null, description: string | null, note: string | null, person: { personId: string } | null, assignable:
        | { __typename: 'LeaveType', leaveTypeId: string }
        | { __typename: 'Phase', phaseId: string }
        | { __typename: 'Project', projectId: string }
       | null, subtasks: Array<{ id: string, description: string, completed: boolean }>, subtaskCounts: { completed: number, total: number } | null } } | null };

export type AssignmentsDeleteMutationVariables = Exact<{
  input: DeleteAssignmentInput;
}>;


export type AssignmentsDeleteMutation = { deleteAssignment: { deletedAssignmentId: string } | null };

export type AssignmentsRetargetMutationVariables = Exact<{
  input: RetargetAssignmentInput;
}>;


export type AssignmentsRetargetMutation = { retargetAssignment: { assignment: { id: string, assignmentId: string, startsAt: string | null, endsAt: string | null, allocationMode: AllocationMode | null, percent: number | null, hoursPerDay: number | null, fixedHours: number | null, description: string | null, note: string | null, person: { personId: string } | null, assignable:
        | { __typename: 'LeaveType', leaveTypeId: string }
        | { __typename: 'Phase', phaseId: string }
        | { __typename: 'Project', projectId: string }
       | null, subtasks: Array<{ id: string, description: string, completed: boolean }>, subtaskCounts: { completed: number, total: number } | null } } | null };

export type AssignmentsReadPathsQueryVariables = Exact<{
  project: string;
  person: string;
  id: string;
  other: string;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AssignmentsReadPathsQuery = { assignments: { edges: Array<{ node: { assignmentId: string, subtaskCounts: { total: number } | null } }> } | null, project: { assignment: { assignmentId: string } | null } | null, person: { assignment: { assignmentId: string } | null, other: { assignmentId: string } | null, assignments: { edges: Array<{ node: { assignmentId: string } }> } | null } | null };

export type AssignmentsNodeQueryVariables = Exact<{
  id: string;
}>;


export type AssignmentsNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment', assignmentId: string }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type AssignmentsCreateSubtaskMutationVariables = Exact<{
  input: CreateSubtaskInput;
}>;


export type AssignmentsCreateSubtaskMutation = { createSubtask: { subtask: { id: string, subtaskId: string, description: string, completed: boolean, assignment: { assignmentId: string } | null } } | null };

export type AssignmentsSubtaskListQueryVariables = Exact<{
  id: string;
}>;


export type AssignmentsSubtaskListQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment', subtaskList: { edges: Array<{ node: { subtaskId: string } }> } | null, subtaskCounts: { total: number, completed: number } | null }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type AssignmentsUpdateSubtaskMutationVariables = Exact<{
  input: UpdateSubtaskInput;
}>;


export type AssignmentsUpdateSubtaskMutation = { updateSubtask: { subtask: { description: string, completed: boolean, updatedBy: { personId: string } | null } } | null };

export type AssignmentsSubtaskNodeQueryVariables = Exact<{
  id: string;
}>;


export type AssignmentsSubtaskNodeQuery = { node:
    | { description: string, completed: boolean }
    | Record<PropertyKey, never>
   | null };

export type AssignmentsDeleteSubtaskMutationVariables = Exact<{
  input: DeleteSubtaskInput;
}>;


export type AssignmentsDeleteSubtaskMutation = { deleteSubtask: { deletedSubtaskId: string } | null };

export type AssignmentsAssignablesQueryVariables = Exact<{
  project: string;
  leave: string;
}>;


export type AssignmentsAssignablesQuery = { assignables: { edges: Array<{ node:
        | { __typename: 'LeaveType', name: string }
        | { __typename: 'Phase' }
        | { __typename: 'Project', projectId: string }
       }> } | null, project:
    | { __typename: 'LeaveType' }
    | { __typename: 'Phase' }
    | { __typename: 'Project', name: string }
   | null, leave:
    | { __typename: 'LeaveType', name: string }
    | { __typename: 'Phase' }
    | { __typename: 'Project' }
   | null };

export type AssignmentsAssignableQueryVariables = Exact<{
  id: string;
}>;


export type AssignmentsAssignableQuery = { assignable:
    | { __typename: 'LeaveType' }
    | { __typename: 'Phase' }
    | { __typename: 'Project' }
   | null };

export type AvailabilitiesBlockFragment = { id: string, availabilityId: string, startsAt: string | null, endsAt: string | null, person: { personId: string } | null, hours: { sunday: number, monday: number, tuesday: number, wednesday: number, thursday: number, friday: number, saturday: number } };

export type AvailabilitiesOfPersonQueryVariables = Exact<{
  id: string;
}>;


export type AvailabilitiesOfPersonQuery = { person: { availabilities: { edges: Array<{ node: { id: string, availabilityId: string, startsAt: string | null, endsAt: string | null, person: { personId: string } | null, hours: { sunday: number, monday: number, tuesday: number, wednesday: number, thursday: number, friday: number, saturday: number } } }>, pageInfo: { hasNextPage: boolean } } | null } | null };

export type AvailabilitiesNodeQueryVariables = Exact<{
  id: string;
}>;


export type AvailabilitiesNodeQuery = { node:
    | { availabilityId: string, person: { personId: string } | null }
    | Record<PropertyKey, never>
   | null };

export type AvailabilitiesCreateMutationVariables = Exact<{
  input: CreateAvailabilityInput;
}>;


export type AvailabilitiesCreateMutation = { createAvailability: { availability: { id: string, availabilityId: string, startsAt: string | null, endsAt: string | null, person: { personId: string } | null, hours: { sunday: number, monday: number, tuesday: number, wednesday: number, thursday: number, friday: number, saturday: number } } } };

export type AvailabilitiesUpdateMutationVariables = Exact<{
  input: UpdateAvailabilityInput;
}>;


export type AvailabilitiesUpdateMutation = { updateAvailability: { availability: { id: string, availabilityId: string, startsAt: string | null, endsAt: string | null, person: { personId: string } | null, hours: { sunday: number, monday: number, tuesday: number, wednesday: number, thursday: number, friday: number, saturday: number } } } };

export type AvailabilitiesDeleteMutationVariables = Exact<{
  id: string;
}>;


export type AvailabilitiesDeleteMutation = { deleteAvailability: { deletedAvailabilityId: string } };

export type AvailabilitiesPersonAssignmentsQueryVariables = Exact<{
  id: string;
}>;


export type AvailabilitiesPersonAssignmentsQuery = { person: { assignments: { edges: Array<{ node: { id: string, startsAt: string | null, endsAt: string | null, allocationMode: AllocationMode | null, percent: number | null, hoursPerDay: number | null, fixedHours: number | null } }> } | null } | null };

export type BudgetsItemFragment = { id: string, budgetItemId: string, itemType: BudgetItemType | null, amount: number, projectId: string, category: { name: string, unit: BudgetUnit } | null };

export type BudgetsProjectItemsQueryVariables = Exact<{
  id: string;
  itemType?: BudgetItemType | null | undefined;
}>;


export type BudgetsProjectItemsQuery = { project: { all: { edges: Array<{ node: { id: string, budgetItemId: string, itemType: BudgetItemType | null, amount: number, projectId: string, category: { name: string, unit: BudgetUnit } | null } }> } | null, ofType: { edges: Array<{ node: { id: string, budgetItemId: string, itemType: BudgetItemType | null, amount: number, projectId: string, category: { name: string, unit: BudgetUnit } | null } }> } | null } | null };

export type BudgetsItemPathsQueryVariables = Exact<{
  id: string;
  project: string;
  other: string;
}>;


export type BudgetsItemPathsQuery = { budgetItem: { id: string, budgetItemId: string, itemType: BudgetItemType | null, amount: number, projectId: string, category: { name: string, unit: BudgetUnit } | null } | null, node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null, project: { budgetItem: { amount: number } | null } | null, other: { budgetItem: { amount: number } | null } | null };

export type BudgetsItemQueryVariables = Exact<{
  id: string;
}>;


export type BudgetsItemQuery = { budgetItem: { id: string } | null };

export type BudgetsCreateMutationVariables = Exact<{
  input: CreateBudgetItemInput;
}>;


export type BudgetsCreateMutation = { createBudgetItem: { budgetItem: { id: string, budgetItemId: string, itemType: BudgetItemType | null, amount: number, projectId: string, category: { name: string, unit: BudgetUnit } | null } } };

export type BudgetsUpdateMutationVariables = Exact<{
  input: UpdateBudgetItemInput;
}>;


export type BudgetsUpdateMutation = { updateBudgetItem: { budgetItem: { id: string, budgetItemId: string, itemType: BudgetItemType | null, amount: number, projectId: string, category: { name: string, unit: BudgetUnit } | null } } };

export type BudgetsDeleteMutationVariables = Exact<{
  id: string;
}>;


export type BudgetsDeleteMutation = { deleteBudgetItem: { deletedBudgetItemId: string } };

export type BudgetsPhaseItemsQueryVariables = Exact<{
  id: string;
  itemType?: BudgetItemType | null | undefined;
}>;


export type BudgetsPhaseItemsQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase', budgetItems: { edges: Array<{ node: { budgetItemId: string } }> } | null }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type BudgetsCategoriesQueryVariables = Exact<{
  project: string;
  phase: string;
}>;


export type BudgetsCategoriesQuery = { expenseItemCategories: { edges: Array<{ node: { categoryId: string, name: string } }> } | null, timeEntryCategories: { edges: Array<{ node: { name: string } }> } | null, project: { expenseItemCategories: { edges: Array<{ node: { name: string } }> } | null, timeEntryCategories: { edges: Array<{ node: { name: string } }> } | null } | null, node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase', expenseItemCategories: { edges: Array<{ node: { name: string } }> } | null, timeEntryCategories: { edges: Array<{ node: { name: string } }> } | null }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type CustomFieldsFieldFragment = { id: string, customFieldId: string, name: string, namespace: CustomFieldNamespace | null, dataType: CustomFieldDataType | null, options: Array<string>, defaultValue: string | null, description: string | null, isVisibleOnInfoPage: boolean | null, isVisibleAsFilter: boolean | null };

export type CustomFieldsListsQueryVariables = Exact<{
  namespace?: CustomFieldNamespace | null | undefined;
  id: string;
}>;


export type CustomFieldsListsQuery = { customFields: { edges: Array<{ node: { id: string, customFieldId: string, name: string, namespace: CustomFieldNamespace | null, dataType: CustomFieldDataType | null, options: Array<string>, defaultValue: string | null, description: string | null, isVisibleOnInfoPage: boolean | null, isVisibleAsFilter: boolean | null } }> } | null, people: { edges: Array<{ node: { name: string } }> } | null, customField: { name: string, options: Array<string> } | null };

export type CustomFieldsOwnerValuesQueryVariables = Exact<{
  project: string;
  person: string;
}>;


export type CustomFieldsOwnerValuesQuery = { project: { customFieldValues: Array<{ name: string | null, value: unknown, customField: { dataType: CustomFieldDataType | null } | null }> } | null, person: { customFieldValues: Array<{ name: string | null, value: unknown, customField: { namespace: CustomFieldNamespace | null } | null }> } | null };

export type CustomFieldsCreateMutationVariables = Exact<{
  input: CreateCustomFieldInput;
}>;


export type CustomFieldsCreateMutation = { createCustomField: { customField: { id: string, customFieldId: string, name: string, namespace: CustomFieldNamespace | null, dataType: CustomFieldDataType | null, options: Array<string>, defaultValue: string | null, description: string | null, isVisibleOnInfoPage: boolean | null, isVisibleAsFilter: boolean | null } } };

export type CustomFieldsUpdateMutationVariables = Exact<{
  input: UpdateCustomFieldInput;
}>;


export type CustomFieldsUpdateMutation = { updateCustomField: { customField: { id: string, customFieldId: string, name: string, namespace: CustomFieldNamespace | null, dataType: CustomFieldDataType | null, options: Array<string>, defaultValue: string | null, description: string | null, isVisibleOnInfoPage: boolean | null, isVisibleAsFilter: boolean | null } } };

export type CustomFieldsDeleteMutationVariables = Exact<{
  id: string;
}>;


export type CustomFieldsDeleteMutation = { deleteCustomField: { deletedCustomFieldId: string } };

export type CustomFieldsOneQueryVariables = Exact<{
  id: string;
}>;


export type CustomFieldsOneQuery = { customField: { id: string } | null };

export type CustomFieldsSetProjectMutationVariables = Exact<{
  input: SetCustomFieldValueInput;
}>;


export type CustomFieldsSetProjectMutation = { setProjectCustomFieldValue: { customFieldValue: { id: string, name: string | null, value: unknown, customField: { name: string } | null } } };

export type CustomFieldsSetPersonMutationVariables = Exact<{
  input: SetCustomFieldValueInput;
}>;


export type CustomFieldsSetPersonMutation = { setPersonCustomFieldValue: { customFieldValue: { id: string, name: string | null, value: unknown } } };

export type CustomFieldsUpdateProjectValueMutationVariables = Exact<{
  input: UpdateCustomFieldValueInput;
}>;


export type CustomFieldsUpdateProjectValueMutation = { updateProjectCustomFieldValue: { customFieldValue: { id: string, value: unknown } } };

export type CustomFieldsUpdatePersonValueMutationVariables = Exact<{
  input: UpdateCustomFieldValueInput;
}>;


export type CustomFieldsUpdatePersonValueMutation = { updatePersonCustomFieldValue: { customFieldValue: { value: unknown, name: string | null } } };

export type CustomFieldsProjectValuesQueryVariables = Exact<{
  id: string;
}>;


export type CustomFieldsProjectValuesQuery = { project: { customFieldValues: Array<{ id: string, name: string | null, value: unknown, customFieldId: string | null }> } | null };

export type ExpensesItemFragment = { id: string, expenseItemId: string, amount: number, date: string | null, category: string | null, notes: string | null, person: { personId: string } | null, assignable:
    | { __typename: 'LeaveType', leaveTypeId: string }
    | { __typename: 'Phase', phaseId: string }
    | { __typename: 'Project', projectId: string }
   | null };

export type ExpensesOwnerItemsQueryVariables = Exact<{
  person: string;
  project: string;
  item: string;
}>;


export type ExpensesOwnerItemsQuery = { person: { expenseItems: { edges: Array<{ node: { expenseItemId: string, person: { personId: string } | null } }> } | null, expenseItem: { amount: number } | null } | null, project: { expenseItems: { edges: Array<{ node: { expenseItemId: string } }> } | null, expenseItem: { amount: number, date: string | null } | null } | null };

export type ExpensesCreateMutationVariables = Exact<{
  input: CreateExpenseItemInput;
}>;


export type ExpensesCreateMutation = { createExpenseItem: { expenseItem: { id: string, expenseItemId: string, amount: number, date: string | null, category: string | null, notes: string | null, person: { personId: string } | null, assignable:
        | { __typename: 'LeaveType', leaveTypeId: string }
        | { __typename: 'Phase', phaseId: string }
        | { __typename: 'Project', projectId: string }
       | null } } | null };

export type ExpensesUpdateMutationVariables = Exact<{
  input: UpdateExpenseItemInput;
}>;


export type ExpensesUpdateMutation = { updateExpenseItem: { expenseItem: { id: string, expenseItemId: string, amount: number, date: string | null, category: string | null, notes: string | null, person: { personId: string } | null, assignable:
        | { __typename: 'LeaveType', leaveTypeId: string }
        | { __typename: 'Phase', phaseId: string }
        | { __typename: 'Project', projectId: string }
       | null } } | null };

export type ExpensesDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ExpensesDeleteMutation = { deleteExpenseItem: { deletedExpenseItemId: string } | null };

export type ExpensesNodeQueryVariables = Exact<{
  id: string;
}>;


export type ExpensesNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type PlaceholdersListQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaceholdersListQuery = { placeholders: { edges: Array<{ node: { id: string, placeholderId: string, title: string, role: string | null, discipline: string | null } }> } | null };

export type PlaceholdersNodeQueryVariables = Exact<{
  id: string;
}>;


export type PlaceholdersNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder', title: string }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type PlaceholdersCreateMutationVariables = Exact<{
  input: CreatePlaceholderInput;
}>;


export type PlaceholdersCreateMutation = { createPlaceholder: { placeholder: { id: string, placeholderId: string, title: string, role: string | null } } | null };

export type PlaceholdersUpdateMutationVariables = Exact<{
  input: UpdatePlaceholderInput;
}>;


export type PlaceholdersUpdateMutation = { updatePlaceholder: { placeholder: { title: string, location: string | null } } | null };

export type PlaceholdersDeleteMutationVariables = Exact<{
  id: string;
}>;


export type PlaceholdersDeleteMutation = { deletePlaceholder: { deletedPlaceholderId: string } | null };

export type PlaceholdersReadQueryVariables = Exact<{
  id: string;
}>;


export type PlaceholdersReadQuery = { placeholder: { title: string } | null };

export type ProjectWritesCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ProjectWritesCreateMutation = { createProject: { project: { id: string, projectId: string, name: string, state: ProjectState | null, archived: boolean | null, startsAt: string | null, endsAt: string | null, ownerId: string | null, projectCode: string | null, client: string | null } } | null };

export type ProjectWritesReadQueryVariables = Exact<{
  id: string;
}>;


export type ProjectWritesReadQuery = { project: { name: string, customFieldValues: Array<{ id: string }> } | null };

export type ProjectWritesReadIdQueryVariables = Exact<{
  id: string;
}>;


export type ProjectWritesReadIdQuery = { project: { id: string } | null };

export type ProjectWritesUpdateMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type ProjectWritesUpdateMutation = { updateProject: { project: { name: string, state: ProjectState | null, endsAt: string | null } } | null };

export type ProjectWritesArchiveMutationVariables = Exact<{
  id: string;
}>;


export type ProjectWritesArchiveMutation = { archiveProject: { project: { archived: boolean | null, archivedAt: string | null } } | null };

export type ProjectWritesUnarchiveMutationVariables = Exact<{
  id: string;
}>;


export type ProjectWritesUnarchiveMutation = { unarchiveProject: { project: { archived: boolean | null, archivedAt: string | null } } | null };

export type ProjectWritesListsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectWritesListsQuery = { active: { edges: Array<{ node: { id: string } }> } | null, all: { edges: Array<{ node: { id: string } }> } | null };

export type ProjectWritesDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ProjectWritesDeleteMutation = { deleteProject: { deletedProjectId: string } | null };

export type ProjectWritesCreatePhaseMutationVariables = Exact<{
  input: CreatePhaseInput;
}>;


export type ProjectWritesCreatePhaseMutation = { createPhase: { phase: { id: string, phaseId: string, name: string, phaseName: string | null, startsAt: string | null, project: { id: string } | null } } | null };

export type ProjectWritesPhasesQueryVariables = Exact<{
  id: string;
}>;


export type ProjectWritesPhasesQuery = { project: { phases: { edges: Array<{ node: { id: string } }> } | null } | null };

export type ProjectWritesUpdatePhaseMutationVariables = Exact<{
  input: UpdatePhaseInput;
}>;


export type ProjectWritesUpdatePhaseMutation = { updatePhase: { phase: { phaseName: string | null, useParentBillRates: boolean | null } } | null };

export type ProjectWritesDeletePhaseMutationVariables = Exact<{
  id: string;
}>;


export type ProjectWritesDeletePhaseMutation = { deletePhase: { deletedPhaseId: string } | null };

export type BillRatesFieldsFragment = { id: string, billRateId: string, rate: number, level: BillRateLevel, roleId: string | null, person: { personId: string } | null, discipline: { name: string } | null, project: { projectId: string } | null, phase: { phaseId: string } | null };

export type BillRatesAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type BillRatesAccountQuery = { billRates: { edges: Array<{ node: { id: string, billRateId: string, rate: number, level: BillRateLevel, roleId: string | null, person: { personId: string } | null, discipline: { name: string } | null, project: { projectId: string } | null, phase: { phaseId: string } | null } }>, pageInfo: { hasNextPage: boolean } } | null };

export type BillRatesOneQueryVariables = Exact<{
  id: string;
  missing: string;
}>;


export type BillRatesOneQuery = { billRate: { rate: number, level: BillRateLevel } | null, missing: { rate: number } | null };

export type BillRatesProjectAndAccountQueryVariables = Exact<{
  id: string;
}>;


export type BillRatesProjectAndAccountQuery = { project: { billRates: { edges: Array<{ node: { id: string, billRateId: string, rate: number, level: BillRateLevel, roleId: string | null, person: { personId: string } | null, discipline: { name: string } | null, project: { projectId: string } | null, phase: { phaseId: string } | null } }> } | null } | null, billRates: { edges: Array<{ node: { id: string, billRateId: string, rate: number, level: BillRateLevel, roleId: string | null, person: { personId: string } | null, discipline: { name: string } | null, project: { projectId: string } | null, phase: { phaseId: string } | null } }> } | null };

export type BillRatesProjectRateQueryVariables = Exact<{
  id: string;
  rate: string;
  foreign: string;
}>;


export type BillRatesProjectRateQuery = { project: { billRate: { billRateId: string } | null, other: { billRateId: string } | null } | null };

export type BillRatesPhaseQueryVariables = Exact<{
  id: string;
}>;


export type BillRatesPhaseQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase', useParentBillRates: boolean | null, billRates: { edges: Array<{ node: { id: string, billRateId: string, rate: number, level: BillRateLevel, roleId: string | null, person: { personId: string } | null, discipline: { name: string } | null, project: { projectId: string } | null, phase: { phaseId: string } | null } }> } | null, project: { billRates: { edges: Array<{ node: { id: string, billRateId: string, rate: number, level: BillRateLevel, roleId: string | null, person: { personId: string } | null, discipline: { name: string } | null, project: { projectId: string } | null, phase: { phaseId: string } | null } }> } | null } | null }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type BillRatesCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type BillRatesCreateProjectMutation = { createProject: { project: { projectId: string } } | null };

export type BillRatesUpdateMutationVariables = Exact<{
  input: UpdateProjectBillRateInput;
}>;


export type BillRatesUpdateMutation = { updateProjectBillRate: { billRate: { billRateId: string, rate: number, level: BillRateLevel } } };

export type BillRatesMutationFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillRatesMutationFieldsQuery = { __type: { fields: Array<{ name: string }> | null } | null };

export type ReferenceDataDisciplinesQueryVariables = Exact<{
  id: string;
  missing: string;
}>;


export type ReferenceDataDisciplinesQuery = { disciplines: { edges: Array<{ node: { id: string, disciplineId: string, name: string } }> } | null, discipline: { name: string } | null, missing: { name: string } | null };

export type ReferenceDataDisciplineNodeQueryVariables = Exact<{
  id: string;
}>;


export type ReferenceDataDisciplineNodeQuery = { node:
    | { name: string }
    | Record<PropertyKey, never>
   | null };

export type ReferenceDataHolidaysQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ReferenceDataHolidaysQuery = { holidays: { edges: Array<{ node: { holidayId: string, name: string, date: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type ReferenceDataLeaveTypesQueryVariables = Exact<{
  id: string;
}>;


export type ReferenceDataLeaveTypesQuery = { leaveTypes: { edges: Array<{ node: { id: string, leaveTypeId: string, name: string } }> } | null, leaveType: { name: string } | null };

export type ReferenceDataMutationFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataMutationFieldsQuery = { __type: { fields: Array<{ name: string }> | null } | null };

export type ScaleOutLibraryAssetQueryVariables = Exact<{ [key: string]: never; }>;


export type ScaleOutLibraryAssetQuery = { libraries: { edges: Array<{ node: { libraryId: string, organization: { organizationId: string } | null, sections: { edges: Array<{ node: { assets: { edges: Array<{ node: { assetId: string } }> } | null } }> } | null } }> } | null };

export type ScaleOutAssetChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type ScaleOutAssetChangedSubscription = { assetChanged: { assetId: string, eventType: AssetEventType } };

export type ScaleOutSixMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ScaleOutSixMeQuery = { m1: { email: string } | null, m2: { email: string } | null, m3: { email: string } | null, m4: { email: string } | null, m5: { email: string } | null, m6: { email: string } | null };

export type ScaleOutProjectAssetsQueryVariables = Exact<{
  id: string;
}>;


export type ScaleOutProjectAssetsQuery = { project: { assets: { edges: Array<{ node: { assetId: string } }> } | null } | null };

export type SecurityBudgetFiveSheetsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityBudgetFiveSheetsQuery = { me: { email: string } | null, sheets: { edges: Array<{ node: { name: string, rows: { edges: Array<{ node: { rowNumber: number | null } }> } | null } }> } | null };

export type SecurityBudgetTwoSheetsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityBudgetTwoSheetsQuery = { me: { email: string } | null, sheets: { edges: Array<{ node: { rows: { totalCount: number | null } | null } }> } | null };

export type SecurityLimitsNextCallerQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityLimitsNextCallerQuery = { me: { email: string } | null, sheets: { edges: Array<{ node: { name: string } }> } | null };

export type SecurityPosturePeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityPosturePeopleQuery = { people: { totalCount: number | null } | null };

export type SecuritySharedLimitsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SecuritySharedLimitsMeQuery = { me: { email: string } | null };

export type ReadShapeCreatorsQueryVariables = Exact<{
  id: string;
}>;


export type ReadShapeCreatorsQuery = { sheet: { name: string, rows: { edges: Array<{ node: { rowNumber: number | null, createdBy: { email: string | null } | null } }> } | null } | null };

export type ReadShapeCreatorsAndCellsQueryVariables = Exact<{
  id: string;
}>;


export type ReadShapeCreatorsAndCellsQuery = { sheet: { name: string, rows: { edges: Array<{ node: { rowNumber: number | null, createdBy: { email: string | null } | null, cells: Array<{ columnType: ColumnType | null, objectValue:
              | { __typename: 'ContactValue' }
              | { __typename: 'MultiContactValue' }
              | { __typename: 'MultiPicklistValue' }
              | { __typename: 'OtherObjectValue' }
              | { __typename: 'PredecessorList' }
             | null }> } }> } | null } | null };

export type ReadShapeColumnNodeQueryVariables = Exact<{
  id: string;
}>;


export type ReadShapeColumnNodeQuery = { node:
    | { title: string, type: ColumnType }
    | Record<PropertyKey, never>
   | null };

export type ReadShapeColumnIdsQueryVariables = Exact<{
  id: string;
}>;


export type ReadShapeColumnIdsQuery = { sheet: { columns: Array<{ id: string, title: string }> } | null };

export type SheetsColumnsQueryVariables = Exact<{
  id: string;
}>;


export type SheetsColumnsQuery = { sheet: { totalRowCount: number | null, columns: Array<{ title: string, type: ColumnType, primary: boolean, symbol: ColumnSymbol | null, systemColumnType: SystemColumnType | null, autoNumberFormat: { prefix: string | null, fill: string | null } | null }> } | null };

export type SheetsRowAuthorsQueryVariables = Exact<{
  id: string;
}>;


export type SheetsRowAuthorsQuery = { sheet: { rows: { edges: Array<{ node: { createdBy: { email: string | null } | null, modifiedBy: { email: string | null } | null } }> } | null } | null };

export type SheetsCellsQueryVariables = Exact<{
  id: string;
}>;


export type SheetsCellsQuery = { sheet: { rows: { edges: Array<{ node: { cells: Array<{ columnType: ColumnType | null, value: string | number | boolean | null, displayValue: string | null, objectValue:
              | { __typename: 'ContactValue' }
              | { __typename: 'MultiContactValue', contacts: Array<{ email: string | null, name: string | null }> }
              | { __typename: 'MultiPicklistValue', values: Array<string> }
              | { __typename: 'OtherObjectValue' }
              | { __typename: 'PredecessorList', predecessors: Array<{ rowId: string, type: PredecessorType | null, lag: { days: number | null } | null }> }
             | null }> } }> } | null } | null };

export type SheetsBigUserQueryVariables = Exact<{
  id: string;
}>;


export type SheetsBigUserQuery = { user: { id: string, userId: string } | null };

export type SheetsBigUserNodeQueryVariables = Exact<{
  id: string;
}>;


export type SheetsBigUserNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User', userId: string }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type SheetsFirstRowsQueryVariables = Exact<{
  id: string;
}>;


export type SheetsFirstRowsQuery = { sheet: { rows: { edges: Array<{ node: { id: string, rowNumber: number | null } }> } | null } | null };

export type SheetsRowNodesQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type SheetsRowNodesQuery = { nodes: Array<
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row', id: string, rowNumber: number | null, sheet: { id: string } | null }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null> };

export type SingleReadsRootFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type SingleReadsRootFieldsQuery = { __schema: { queryType: { fields: Array<{ name: string, args: Array<{ name: string }>, type: { kind: __TypeKind, name: string | null, ofType: { kind: __TypeKind } | null } }> | null }, types: Array<{ name: string | null, interfaces: Array<{ name: string | null }> | null }> } };

export type SingleReadsSheetRowsCursorQueryVariables = Exact<{
  id: string;
}>;


export type SingleReadsSheetRowsCursorQuery = { sheet: { rows: { pageInfo: { endCursor: string | null } } | null } | null };

export type SingleReadsSheetTwoRowsQueryVariables = Exact<{
  id: string;
}>;


export type SingleReadsSheetTwoRowsQuery = { sheet: { id: string, rows: { totalCount: number | null, edges: Array<{ node: { rowId: string } }> } | null } | null };

export type StartReadmeQueryVariables = Exact<{ [key: string]: never; }>;


export type StartReadmeQuery = { me: { email: string } | null, sheets: { edges: Array<{ cursor: string, node: { name: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type ShutdownMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShutdownMeQuery = { me: { email: string } | null };

export type SubscriptionLoadersFirstSheetQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionLoadersFirstSheetQuery = { sheets: { edges: Array<{ node: { sheetId: string } }> } | null };

export type SubscriptionLoadersStalledQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionLoadersStalledQuery = { sheets: { edges: Array<{ node: { id: string } }> } | null };

export type SubscriptionLoadersSheetChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type SubscriptionLoadersSheetChangedSubscription = { sheetChanged: { events: Array<{ id: string | null }>, sheet: { attachments: { edges: Array<{ node: { attachmentId: string, name: string | null, url: string | null } }> } | null } | null } };

export type SubscriptionsFirstSheetQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsFirstSheetQuery = { sheets: { edges: Array<{ node: { sheetId: string, rows: { edges: Array<{ node: { rowId: string } }> } | null } }> } | null };

export type SubscriptionsSheetChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type SubscriptionsSheetChangedSubscription = { sheetChanged: { sheetId: string, timestamp: string, sheet: { name: string } | null, events: Array<{ objectType: SheetChangeObjectType | null, eventType: ChangeEventType | null, rowId: string | null, row: { rowId: string } | null }> } };

export type SubscriptionsSheetIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsSheetIdsQuery = { sheets: { edges: Array<{ node: { sheetId: string } }> } | null };

export type SubscriptionsSheetIdChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type SubscriptionsSheetIdChangedSubscription = { sheetChanged: { sheetId: string } };

export type SubscriptionsLibraryAssetQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsLibraryAssetQuery = { libraries: { edges: Array<{ node: { libraryId: string, sections: { edges: Array<{ node: { assets: { edges: Array<{ node: { assetId: string, name: string } }> } | null } }> } | null } }> } | null };

export type SubscriptionsAssetChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type SubscriptionsAssetChangedSubscription = { assetChanged: { assetId: string, eventType: AssetEventType, eventTime: string, asset: { name: string } | null } };

export type WebhookCallbackUrlsIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookCallbackUrlsIdsQuery = { libraries: { edges: Array<{ node: { libraryId: string } }> } | null, sheets: { edges: Array<{ node: { sheetId: string } }> } | null };

export type WebhookCallbackUrlsCreateAssetWebhookMutationVariables = Exact<{
  input: CreateAssetWebhookInput;
}>;


export type WebhookCallbackUrlsCreateAssetWebhookMutation = { createAssetWebhook: { webhook: { webhookId: string, callbackUrl: string } } | null };

export type WebhookCallbackUrlsCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type WebhookCallbackUrlsCreateWebhookMutation = { createWebhook: { webhook: { webhookId: string } } | null };

export type WebhookReceiversSheetIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookReceiversSheetIdsQuery = { sheets: { edges: Array<{ node: { sheetId: string } }> } | null };

export type WebhookReceiversCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type WebhookReceiversCreateWebhookMutation = { createWebhook: { webhook: { webhookId: string, sharedSecret: string | null } } | null };

export type WebhookReceiversSheetChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type WebhookReceiversSheetChangedSubscription = { sheetChanged: { sheetId: string, timestamp: string } };

export type WebhookReceiversLibraryAssetsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookReceiversLibraryAssetsQuery = { libraries: { edges: Array<{ node: { libraryId: string, sections: { edges: Array<{ node: { assets: { edges: Array<{ node: { assetId: string } }> } | null } }> } | null } }> } | null };

export type WebhookReceiversCreateAssetWebhookMutationVariables = Exact<{
  input: CreateAssetWebhookInput;
}>;


export type WebhookReceiversCreateAssetWebhookMutation = { createAssetWebhook: { webhook: { webhookId: string } } | null };

export type WebhookReceiversAssetChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type WebhookReceiversAssetChangedSubscription = { assetChanged: { assetId: string, eventType: AssetEventType } };

export type WebhookReceiversAssetIdChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type WebhookReceiversAssetIdChangedSubscription = { assetChanged: { assetId: string } };

export type WebhookReceiversLibraryOrganizationQueryVariables = Exact<{
  id: string;
}>;


export type WebhookReceiversLibraryOrganizationQuery = { library: { organization: { organizationId: string } | null } | null };

export type WebhookReceiversWebhookQueryVariables = Exact<{
  id: string;
}>;


export type WebhookReceiversWebhookQuery = { webhook: { webhookId: string } | null };

export type WebhookReceiversLibraryQueryVariables = Exact<{
  id: string;
}>;


export type WebhookReceiversLibraryQuery = { library: { libraryId: string } | null };

export type WebhooksE2ePlanAndUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksE2ePlanAndUsersQuery = { me: { plans: { edges: Array<{ node: { planId: string } }> } | null } | null, users: { edges: Array<{ node: { userId: string, seatType: SeatType | null } }> } | null };

export type WebhooksE2eCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type WebhooksE2eCreateWebhookMutation = { createWebhook: { webhook: { id: string, status: WebhookStatus | null } } | null };

export type WebhooksE2eEnableWebhookMutationVariables = Exact<{
  input: UpdateWebhookInput;
}>;


export type WebhooksE2eEnableWebhookMutation = { updateWebhook: { webhook: { status: WebhookStatus | null } } | null };

export type WebhooksE2eSeatChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WebhooksE2eSeatChangedSubscription = { userSeatTypeChanged: { userId: string, planId: string, seatType: SeatType | null, user: { userId: string } | null } };

export type WebhooksE2eUpgradeMutationVariables = Exact<{
  input: ChangeUserSeatInput;
}>;


export type WebhooksE2eUpgradeMutation = { upgradeUserPlan: { plan: { seatType: SeatType | null } | null } | null };

export type WebhooksE2eDowngradeMutationVariables = Exact<{
  input: ChangeUserSeatInput;
}>;


export type WebhooksE2eDowngradeMutation = { downgradeUserPlan: { plan: { seatType: SeatType | null } | null } | null };

export type WebhooksE2eWebhookStatusQueryVariables = Exact<{
  id: string;
}>;


export type WebhooksE2eWebhookStatusQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook', status: WebhookStatus | null }
    | { __typename: 'Workspace' }
   | null };

export type WebhooksE2eLibrarySectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksE2eLibrarySectionsQuery = { libraries: { edges: Array<{ node: { libraryId: string, sections: { edges: Array<{ node: { id: string, defaultAssetType: AssetType | null } }> } | null } }> } | null };

export type WebhooksE2eCreateAssetWebhookMutationVariables = Exact<{
  input: CreateAssetWebhookInput;
}>;


export type WebhooksE2eCreateAssetWebhookMutation = { createAssetWebhook: { webhook: { id: string } } | null };

export type WebhooksE2eAssetChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type WebhooksE2eAssetChangedSubscription = { assetChanged: { assetId: string, eventType: AssetEventType, asset: { name: string } | null } };

export type WebhooksE2eUploadAssetMutationVariables = Exact<{
  input: UploadAssetInput;
}>;


export type WebhooksE2eUploadAssetMutation = { uploadAsset: { asset: { assetId: string } } | null };

export type WebhooksE2eSheetsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksE2eSheetsQuery = { sheets: { edges: Array<{ node: { sheetId: string, columns: Array<{ columnId: string, type: ColumnType, primary: boolean }>, rows: { edges: Array<{ node: { rowId: string } }> } | null } }> } | null };

export type WebhooksE2eSheetChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type WebhooksE2eSheetChangedSubscription = { sheetChanged: { sheetId: string, events: Array<{ objectType: SheetChangeObjectType | null, eventType: ChangeEventType | null, rowId: string | null, columnId: string | null, row: { rowId: string, cells: Array<{ columnId: string, value: string | number | boolean | null }> } | null }> } };

export type WebhooksE2eUpdateRowsMutationVariables = Exact<{
  input: UpdateRowsInput;
}>;


export type WebhooksE2eUpdateRowsMutation = { updateRows: { rows: Array<{ rowId: string }> } | null };

export type WorkAttachmentsLimitsAttachUrlMutationVariables = Exact<{
  input: AttachUrlInput;
}>;


export type WorkAttachmentsLimitsAttachUrlMutation = { attachUrl: { attachment: { attachmentType: AttachmentType | null } | null } | null };

export type WorkAttachmentsLimitsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkAttachmentsLimitsMeQuery = { me: { email: string } | null };

export type WorkAttachmentsFieldsFragment = { id: string, attachmentId: string, name: string | null, attachmentType: AttachmentType | null, attachmentSubType: AttachmentSubType | null, mimeType: string | null, parentType: AttachmentParentType | null, parentId: string | null, sizeInKb: number | null, createdAt: string | null, createdBy: { email: string | null, name: string | null } | null };

export type WorkAttachmentsSheetAndRowQueryVariables = Exact<{
  id: string;
}>;


export type WorkAttachmentsSheetAndRowQuery = { sheet: { id: string, sheetId: string, rows: { edges: Array<{ node: { rowId: string } }> } | null } | null };

export type WorkAttachmentsListsQueryVariables = Exact<{
  id: string;
  rowId: string;
}>;


export type WorkAttachmentsListsQuery = { sheet: { attachments: { totalCount: number | null, edges: Array<{ node: { id: string, attachmentId: string, name: string | null, attachmentType: AttachmentType | null, attachmentSubType: AttachmentSubType | null, mimeType: string | null, parentType: AttachmentParentType | null, parentId: string | null, sizeInKb: number | null, createdAt: string | null, createdBy: { email: string | null, name: string | null } | null } }> } | null } | null, row:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row', attachments: { totalCount: number | null, edges: Array<{ node: { parentType: AttachmentParentType | null, parentId: string | null } }> } | null }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type WorkAttachmentsVersionsQueryVariables = Exact<{
  id: string;
}>;


export type WorkAttachmentsVersionsQuery = { sheet: { attachments: { edges: Array<{ node: { id: string, attachmentType: AttachmentType | null, parentType: AttachmentParentType | null, versions: { totalCount: number | null, edges: Array<{ node: { attachmentId: string, createdAt: string | null } }> } | null } }> } | null } | null };

export type WorkAttachmentsDownloadQueryVariables = Exact<{
  id: string;
}>;


export type WorkAttachmentsDownloadQuery = { attachment: { attachmentId: string, name: string | null, url: string | null, urlExpiresInMillis: number | null } | null };

export type WorkAttachmentsByRawIdQueryVariables = Exact<{
  id: string;
  s: string;
  unknown: string;
}>;


export type WorkAttachmentsByRawIdQuery = { a: { attachmentId: string } | null, b: { attachmentId: string } | null };

export type WorkAttachmentsCommentsQueryVariables = Exact<{
  id: string;
}>;


export type WorkAttachmentsCommentsQuery = { sheet: { discussions: { edges: Array<{ node: { comments: Array<{ id: string, commentId: string }> } }> } | null } | null };

export type WorkAttachmentsAttachUrlMutationVariables = Exact<{
  input: AttachUrlInput;
}>;


export type WorkAttachmentsAttachUrlMutation = { attachUrl: { attachment: { url: string | null, id: string, attachmentId: string, name: string | null, attachmentType: AttachmentType | null, attachmentSubType: AttachmentSubType | null, mimeType: string | null, parentType: AttachmentParentType | null, parentId: string | null, sizeInKb: number | null, createdAt: string | null, createdBy: { email: string | null, name: string | null } | null } | null } | null };

export type WorkAttachmentsAttachUrlIdMutationVariables = Exact<{
  input: AttachUrlInput;
}>;


export type WorkAttachmentsAttachUrlIdMutation = { attachUrl: { attachment: { id: string } | null } | null };

export type WorkAttachmentsNewVersionIdMutationVariables = Exact<{
  input: UploadAttachmentVersionInput;
}>;


export type WorkAttachmentsNewVersionIdMutation = { uploadAttachmentVersion: { attachment: { id: string } | null } | null };

export type WorkAttachmentsAttachFileMutationVariables = Exact<{
  input: AttachFileInput;
}>;


export type WorkAttachmentsAttachFileMutation = { attachFile: { attachment: { url: string | null, urlExpiresInMillis: number | null, id: string, attachmentId: string, name: string | null, attachmentType: AttachmentType | null, attachmentSubType: AttachmentSubType | null, mimeType: string | null, parentType: AttachmentParentType | null, parentId: string | null, sizeInKb: number | null, createdAt: string | null, createdBy: { email: string | null, name: string | null } | null } | null } | null };

export type WorkAttachmentsNewVersionMutationVariables = Exact<{
  input: UploadAttachmentVersionInput;
}>;


export type WorkAttachmentsNewVersionMutation = { uploadAttachmentVersion: { attachment: { id: string, attachmentId: string, name: string | null } | null } | null };

export type WorkAttachmentsVersionNamesQueryVariables = Exact<{
  id: string;
}>;


export type WorkAttachmentsVersionNamesQuery = { attachment: { versions: { edges: Array<{ node: { attachmentId: string, name: string | null } }> } | null } | null };

export type WorkAttachmentsDeleteMutationVariables = Exact<{
  input: DeleteAttachmentInput;
}>;


export type WorkAttachmentsDeleteMutation = { deleteAttachment: { deletedAttachmentId: string } | null };

export type WorkAttachmentsDeleteVersionsMutationVariables = Exact<{
  input: DeleteAttachmentVersionsInput;
}>;


export type WorkAttachmentsDeleteVersionsMutation = { deleteAttachmentVersions: { deletedAttachmentId: string } | null };

export type WorkAttachmentsTwoQueryVariables = Exact<{
  a: string;
  b: string;
}>;


export type WorkAttachmentsTwoQuery = { a: { id: string } | null, b: { id: string } | null };

export type WorkAttachmentsAttachFileParentMutationVariables = Exact<{
  input: AttachFileInput;
}>;


export type WorkAttachmentsAttachFileParentMutation = { attachFile: { attachment: { id: string, parentType: AttachmentParentType | null, parentId: string | null } | null } | null };

export type WorkAttachmentsNodeQueryVariables = Exact<{
  id: string;
}>;


export type WorkAttachmentsNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment', name: string | null, sizeInKb: number | null }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type WorkAutomationRulesQueryVariables = Exact<{
  id: string;
}>;


export type WorkAutomationRulesQuery = { sheet: { automationRules: { totalCount: number | null, edges: Array<{ node: { id: string, automationRuleId: string, name: string | null, enabled: boolean | null, disabledReason: AutomationRuleDisabledReason | null, userCanModify: boolean | null, createdAt: string | null, createdBy: { email: string | null } | null, action: { type: AutomationActionType | null, frequency: AutomationFrequency | null, notifyAllSharedUsers: boolean | null, includeAllColumns: boolean | null, recipients: Array<{ email: string | null }> | null } | null } }> } | null } | null };

export type WorkAutomationRuleQueryVariables = Exact<{
  s: string;
  r: string;
}>;


export type WorkAutomationRuleQuery = { sheet: { automationRule: { id: string, name: string | null, action: { type: AutomationActionType | null } | null } | null } | null };

export type WorkAutomationRuleIdQueryVariables = Exact<{
  s: string;
  r: string;
}>;


export type WorkAutomationRuleIdQuery = { sheet: { automationRule: { id: string } | null } | null };

export type WorkAutomationUpdateMutationVariables = Exact<{
  input: UpdateAutomationRuleInput;
}>;


export type WorkAutomationUpdateMutation = { updateAutomationRule: { automationRule: { name: string | null, enabled: boolean | null, action: { type: AutomationActionType | null, frequency: AutomationFrequency | null, notifyAllSharedUsers: boolean | null, recipients: Array<{ email: string | null }> | null } | null } | null } | null };

export type WorkAutomationDeleteMutationVariables = Exact<{
  input: DeleteAutomationRuleInput;
}>;


export type WorkAutomationDeleteMutation = { deleteAutomationRule: { deletedAutomationRuleId: string } | null };

export type WorkColumnsReadQueryVariables = Exact<{
  id: string;
  c: string;
}>;


export type WorkColumnsReadQuery = { sheet: { currentVersion: number | null, columnConnection: { totalCount: number | null, edges: Array<{ node: { title: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null, column: { id: string, title: string, type: ColumnType, options: Array<string> | null } | null } | null };

export type WorkColumnsAddMutationVariables = Exact<{
  input: AddColumnsInput;
}>;


export type WorkColumnsAddMutation = { addColumns: { version: number | null, columns: Array<{ id: string, columnId: string, index: number, title: string, type: ColumnType, symbol: ColumnSymbol | null, systemColumnType: SystemColumnType | null, options: Array<string> | null, validation: boolean | null, autoNumberFormat: { prefix: string | null, fill: string | null, startingNumber: number | null } | null }> } | null };

export type WorkColumnsUpdateMutationVariables = Exact<{
  input: UpdateColumnInput;
}>;


export type WorkColumnsUpdateMutation = { updateColumn: { version: number | null, column: { columnId: string, index: number, title: string, type: ColumnType, options: Array<string> | null, validation: boolean | null } | null } | null };

export type WorkColumnsDeleteMutationVariables = Exact<{
  input: DeleteColumnInput;
}>;


export type WorkColumnsDeleteMutation = { deleteColumn: { deletedColumnId: string, version: number | null } | null };

export type WorkColumnsMoveSheetMutationVariables = Exact<{
  input: MoveSheetInput;
}>;


export type WorkColumnsMoveSheetMutation = { moveSheet: { sheet: { sheetId: string, name: string } | null } | null };

export type WorkContainersChildrenQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  types?: Array<ChildResourceType> | ChildResourceType | null | undefined;
}>;


export type WorkContainersChildrenQuery = { workspace: { name: string, createdAt: string | null, children: { edges: Array<{ node:
          | { __typename: 'Dashboard', id: string, dashboardId: string, name: string }
          | { __typename: 'Folder', id: string, folderId: string, name: string }
          | { __typename: 'OtherContainerChild', itemId: string, name: string, resourceType: string }
          | { __typename: 'Sheet', sheetId: string, name: string, accessLevel: AccessLevel | null }
         }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type WorkContainersFolderQueryVariables = Exact<{
  id: string;
}>;


export type WorkContainersFolderQuery = { folder: { name: string, children: { edges: Array<{ node:
          | { __typename: 'Dashboard', name: string }
          | { __typename: 'Folder', name: string, folderId: string }
          | { __typename: 'OtherContainerChild', name: string }
          | { __typename: 'Sheet', name: string }
         }> } | null } | null };

export type WorkContainersDashboardsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WorkContainersDashboardsQuery = { dashboards: { edges: Array<{ node: { id: string, dashboardId: string, name: string, accessLevel: AccessLevel | null, permalink: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type WorkContainersDashboardNamesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WorkContainersDashboardNamesQuery = { dashboards: { edges: Array<{ node: { id: string, name: string } }>, pageInfo: { hasNextPage: boolean } } | null };

export type WorkContainersNodesQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type WorkContainersNodesQuery = { nodes: Array<
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard', name: string }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder', name: string }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null> };

export type WorkContainersCreateWorkspaceMutationVariables = Exact<{
  i: CreateWorkspaceInput;
}>;


export type WorkContainersCreateWorkspaceMutation = { createWorkspace: { workspace: { id: string, workspaceId: string, name: string, accessLevel: AccessLevel | null } } | null };

export type WorkContainersCreateFolderMutationVariables = Exact<{
  i: CreateFolderInput;
}>;


export type WorkContainersCreateFolderMutation = { createFolder: { folder: { id: string, folderId: string, name: string } } | null };

export type WorkContainersUpdateWorkspaceMutationVariables = Exact<{
  i: UpdateWorkspaceInput;
}>;


export type WorkContainersUpdateWorkspaceMutation = { updateWorkspace: { workspace: { name: string } } | null };

export type WorkContainersCopyWorkspaceMutationVariables = Exact<{
  i: CopyWorkspaceInput;
}>;


export type WorkContainersCopyWorkspaceMutation = { copyWorkspace: { workspace: { workspaceId: string, name: string } } | null };

export type WorkContainersUpdateFolderMutationVariables = Exact<{
  i: UpdateFolderInput;
}>;


export type WorkContainersUpdateFolderMutation = { updateFolder: { folder: { name: string } } | null };

export type WorkContainersCopyFolderMutationVariables = Exact<{
  i: CopyFolderInput;
}>;


export type WorkContainersCopyFolderMutation = { copyFolder: { folder: { folderId: string, name: string } } | null };

export type WorkContainersMoveFolderMutationVariables = Exact<{
  i: MoveInput;
}>;


export type WorkContainersMoveFolderMutation = { moveFolder: { folder: { name: string } } | null };

export type WorkContainersMoveDashboardMutationVariables = Exact<{
  i: MoveInput;
}>;


export type WorkContainersMoveDashboardMutation = { moveDashboard: { dashboard: { id: string, name: string } } | null };

export type WorkDiscussionsThreadFragment = { id: string, discussionId: string, title: string | null, parentType: DiscussionParentType | null, parentId: string | null, commentCount: number | null, lastCommentedAt: string | null, accessLevel: AccessLevel | null, readOnly: boolean | null, lastCommentedUser: { email: string | null } | null, createdBy: { email: string | null, name: string | null } | null, comments: Array<{ id: string, commentId: string, text: string | null, createdAt: string | null, createdBy: { email: string | null } | null, attachments: Array<{ name: string | null, attachmentType: AttachmentType | null, parentType: AttachmentParentType | null }> }> };

export type WorkDiscussionsSheetThreadsQueryVariables = Exact<{
  id: string;
}>;


export type WorkDiscussionsSheetThreadsQuery = { sheet: { discussions: { totalCount: number | null, edges: Array<{ node: { id: string, discussionId: string, title: string | null, parentType: DiscussionParentType | null, parentId: string | null, commentCount: number | null, lastCommentedAt: string | null, accessLevel: AccessLevel | null, readOnly: boolean | null, lastCommentedUser: { email: string | null } | null, createdBy: { email: string | null, name: string | null } | null, comments: Array<{ id: string, commentId: string, text: string | null, createdAt: string | null, createdBy: { email: string | null } | null, attachments: Array<{ name: string | null, attachmentType: AttachmentType | null, parentType: AttachmentParentType | null }> }> } }> } | null } | null };

export type WorkDiscussionsOnDemandQueryVariables = Exact<{
  id: string;
  row: string;
}>;


export type WorkDiscussionsOnDemandQuery = { sheet: { discussions: { edges: Array<{ node: { commentCount: number | null, comments: Array<{ text: string | null }> } }> } | null } | null, row:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row', rowId: string, discussions: { edges: Array<{ node: { parentType: DiscussionParentType | null, parentId: string | null, comments: Array<{ text: string | null }>, attachments: { totalCount: number | null, edges: Array<{ node: { name: string | null, parentType: AttachmentParentType | null } }> } | null } }> } | null }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type WorkDiscussionsFirstThreadQueryVariables = Exact<{
  id: string;
}>;


export type WorkDiscussionsFirstThreadQuery = { sheet: { discussions: { edges: Array<{ node: { id: string, comments: Array<{ id: string }>, attachments: { edges: Array<{ node: { id: string } }> } | null } }> } | null } | null };

export type WorkDiscussionsCreateMutationVariables = Exact<{
  input: CreateDiscussionInput;
}>;


export type WorkDiscussionsCreateMutation = { createDiscussion: { discussion: { id: string, discussionId: string, title: string | null, parentType: DiscussionParentType | null, parentId: string | null, commentCount: number | null, lastCommentedAt: string | null, accessLevel: AccessLevel | null, readOnly: boolean | null, lastCommentedUser: { email: string | null } | null, createdBy: { email: string | null, name: string | null } | null, comments: Array<{ id: string, commentId: string, text: string | null, createdAt: string | null, createdBy: { email: string | null } | null, attachments: Array<{ name: string | null, attachmentType: AttachmentType | null, parentType: AttachmentParentType | null }> }> } | null } | null };

export type WorkDiscussionsAddCommentMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type WorkDiscussionsAddCommentMutation = { addComment: { comment: { id: string, text: string | null, discussion: { commentCount: number | null } | null } | null } | null };

export type WorkDiscussionsCommentAndThreadQueryVariables = Exact<{
  c: string;
  d: string;
}>;


export type WorkDiscussionsCommentAndThreadQuery = { c:
    | { text: string | null }
    | Record<PropertyKey, never>
   | null, d: { comments: Array<{ text: string | null }> } | null };

export type WorkDiscussionsDeleteMutationVariables = Exact<{
  input: DeleteDiscussionInput;
}>;


export type WorkDiscussionsDeleteMutation = { deleteDiscussion: { deletedDiscussionId: string } | null };

export type WorkDiscussionsReadQueryVariables = Exact<{
  d: string;
}>;


export type WorkDiscussionsReadQuery = { discussion: { id: string } | null };

export type WorkDiscussionsCreateWithFileMutationVariables = Exact<{
  input: CreateDiscussionInput;
}>;


export type WorkDiscussionsCreateWithFileMutation = { createDiscussion: { discussion: { id: string, comments: Array<{ text: string | null, attachments: Array<{ id: string, name: string | null, mimeType: string | null }> }> } | null } | null };

export type WorkDiscussionsDownloadQueryVariables = Exact<{
  id: string;
}>;


export type WorkDiscussionsDownloadQuery = { attachment: { url: string | null } | null };

export type WorkDiscussionsCommentWithFileMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type WorkDiscussionsCommentWithFileMutation = { addComment: { comment: { text: string | null, attachments: Array<{ name: string | null, parentType: AttachmentParentType | null }> } | null } | null };

export type WorkDiscussionsCreateIdMutationVariables = Exact<{
  input: CreateDiscussionInput;
}>;


export type WorkDiscussionsCreateIdMutation = { createDiscussion: { discussion: { id: string } | null } | null };

export type WorkDiscussionsCommentIdMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type WorkDiscussionsCommentIdMutation = { addComment: { comment: { id: string } | null } | null };

export type WorkRowsExtrasWriteMutationVariables = Exact<{
  input: UpdateRowsInput;
}>;


export type WorkRowsExtrasWriteMutation = { updateRows: { version: number | null } | null };

export type WorkRowsExtrasHistoryQueryVariables = Exact<{
  s: string;
  r: string;
  c: string;
}>;


export type WorkRowsExtrasHistoryQuery = { sheet: { row: { cellHistory: { totalCount: number | null, edges: Array<{ node: { columnId: string, value: string | number | boolean | null, displayValue: string | null, modifiedAt: string | null, modifiedBy: { email: string | null } | null } }>, pageInfo: { hasNextPage: boolean } } | null } | null } | null };

export type WorkRowsExtrasUploadImageMutationVariables = Exact<{
  input: UploadCellImageInput;
}>;


export type WorkRowsExtrasUploadImageMutation = { uploadCellImage: { version: number | null, row: { cells: Array<{ columnId: string, value: string | number | boolean | null, image: { id: string, width: number | null, height: number | null, altText: string | null, url: string | null } | null }> } | null } | null };

export type WorkRowsExtrasImageUrlsQueryVariables = Exact<{
  images: Array<CellImageUrlInput> | CellImageUrlInput;
}>;


export type WorkRowsExtrasImageUrlsQuery = { cellImageUrls: { urlExpiresInMillis: number | null, imageUrls: Array<{ imageId: string, url: string | null, errorCode: number | null }> } | null };

export type WorkRowsWrittenFragment = { id: string, rowId: string, rowNumber: number | null, siblingRowId: string | null, cells: Array<{ columnId: string, value: string | number | boolean | null, displayValue: string | null, hyperlink: { url: string | null, sheetId: string | null } | null, linkInFromCell: { sheetId: string, sheetName: string | null, status: string | null } | null, objectValue:
      | { __typename: 'ContactValue' }
      | { __typename: 'MultiContactValue', contacts: Array<{ email: string | null, name: string | null }> }
      | { __typename: 'MultiPicklistValue', values: Array<string> }
      | { __typename: 'OtherObjectValue' }
      | { __typename: 'PredecessorList', predecessors: Array<{ rowId: string, type: PredecessorType | null, lag: { days: number | null } | null }> }
     | null }> };

export type WorkRowsAddMutationVariables = Exact<{
  input: AddRowsInput;
}>;


export type WorkRowsAddMutation = { addRows: { version: number | null, partialSuccess: boolean, failedItems: Array<{ index: number, errorCode: number | null, message: string | null }>, rows: Array<{ id: string, rowId: string, rowNumber: number | null, siblingRowId: string | null, cells: Array<{ columnId: string, value: string | number | boolean | null, displayValue: string | null, hyperlink: { url: string | null, sheetId: string | null } | null, linkInFromCell: { sheetId: string, sheetName: string | null, status: string | null } | null, objectValue:
          | { __typename: 'ContactValue' }
          | { __typename: 'MultiContactValue', contacts: Array<{ email: string | null, name: string | null }> }
          | { __typename: 'MultiPicklistValue', values: Array<string> }
          | { __typename: 'OtherObjectValue' }
          | { __typename: 'PredecessorList', predecessors: Array<{ rowId: string, type: PredecessorType | null, lag: { days: number | null } | null }> }
         | null }> }> } | null };

export type WorkRowsUpdateMutationVariables = Exact<{
  input: UpdateRowsInput;
}>;


export type WorkRowsUpdateMutation = { updateRows: { version: number | null, partialSuccess: boolean, failedItems: Array<{ index: number, errorCode: number | null, message: string | null }>, rows: Array<{ id: string, rowId: string, rowNumber: number | null, siblingRowId: string | null, cells: Array<{ columnId: string, value: string | number | boolean | null, displayValue: string | null, hyperlink: { url: string | null, sheetId: string | null } | null, linkInFromCell: { sheetId: string, sheetName: string | null, status: string | null } | null, objectValue:
          | { __typename: 'ContactValue' }
          | { __typename: 'MultiContactValue', contacts: Array<{ email: string | null, name: string | null }> }
          | { __typename: 'MultiPicklistValue', values: Array<string> }
          | { __typename: 'OtherObjectValue' }
          | { __typename: 'PredecessorList', predecessors: Array<{ rowId: string, type: PredecessorType | null, lag: { days: number | null } | null }> }
         | null }> }> } | null };

export type WorkRowsReadQueryVariables = Exact<{
  s: string;
  r: string;
}>;


export type WorkRowsReadQuery = { sheet: { row: { id: string, rowNumber: number | null, cells: Array<{ columnId: string, value: string | number | boolean | null }> } | null } | null };

export type WorkSearchItemsFragment = { totalCount: number | null, items: Array<{ text: string | null, objectType: SearchObjectType | null, objectId: string | null, parentObjectType: SearchObjectType | null, parentObjectId: string | null, parentObjectName: string | null, contextData: Array<string> | null, favorite: boolean | null, parentObjectFavorite: boolean | null }> };

export type WorkSearchEverythingQueryVariables = Exact<{
  query: string;
  favorites?: boolean | null | undefined;
}>;


export type WorkSearchEverythingQuery = { search: { totalCount: number | null, items: Array<{ text: string | null, objectType: SearchObjectType | null, objectId: string | null, parentObjectType: SearchObjectType | null, parentObjectId: string | null, parentObjectName: string | null, contextData: Array<string> | null, favorite: boolean | null, parentObjectFavorite: boolean | null }> } | null };

export type WorkSearchSheetQueryVariables = Exact<{
  id: string;
  query: string;
}>;


export type WorkSearchSheetQuery = { sheet: { search: { totalCount: number | null, items: Array<{ text: string | null, objectType: SearchObjectType | null, objectId: string | null, parentObjectType: SearchObjectType | null, parentObjectId: string | null, parentObjectName: string | null, contextData: Array<string> | null, favorite: boolean | null, parentObjectFavorite: boolean | null }> } | null } | null };

export type WorkSharingListQueryVariables = Exact<{
  t: ShareAssetType;
  a: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WorkSharingListQuery = { shares: { edges: Array<{ cursor: string, node: { id: string, shareId: string, userId: string | null, email: string | null, accessLevel: AccessLevel | null, scope: ShareScope | null, type: ShareType | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type WorkSharingReadQueryVariables = Exact<{
  id: string;
}>;


export type WorkSharingReadQuery = { share: { shareId: string, email: string | null, assetType: ShareAssetType, assetId: string } | null, node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share', accessLevel: AccessLevel | null }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type WorkSharingExistsQueryVariables = Exact<{
  id: string;
}>;


export type WorkSharingExistsQuery = { share: { id: string } | null };

export type WorkSharingWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkSharingWorkspacesQuery = { workspaces: { edges: Array<{ node: { id: string } }> } | null };

export type WorkSharingSheetAccessQueryVariables = Exact<{
  id: string;
}>;


export type WorkSharingSheetAccessQuery = { sheet: { accessLevel: AccessLevel | null } | null };

export type WorkSharingCreateMutationVariables = Exact<{
  i: CreateShareInput;
}>;


export type WorkSharingCreateMutation = { createShare: { shares: Array<{ id: string, email: string | null, accessLevel: AccessLevel | null, scope: ShareScope | null, createdAt: string | null }> } | null };

export type WorkSharingUpdateMutationVariables = Exact<{
  i: UpdateShareInput;
}>;


export type WorkSharingUpdateMutation = { updateShare: { share: { id: string, accessLevel: AccessLevel | null } } | null };

export type WorkSharingDeleteMutationVariables = Exact<{
  i: DeleteShareInput;
}>;


export type WorkSharingDeleteMutation = { deleteShare: { deletedShareId: string } | null };

export type WorkUploadsAttachFileMutationVariables = Exact<{
  input: AttachFileInput;
}>;


export type WorkUploadsAttachFileMutation = { attachFile: { attachment: { name: string | null, sizeInKb: number | null, url: string | null } | null } | null };

export type UserEmailsListQueryVariables = Exact<{ [key: string]: never; }>;


export type UserEmailsListQuery = { users: { edges: Array<{ node: { email: string, alternateEmails: Array<{ id: string, email: string, confirmed: boolean | null }> | null } }> } | null };

export type UserEmailsOneQueryVariables = Exact<{
  u: string;
  id: string;
}>;


export type UserEmailsOneQuery = { alternateEmail: { email: string } | null };

export type UserEmailsAddMutationVariables = Exact<{
  i: AddAlternateEmailsInput;
}>;


export type UserEmailsAddMutation = { addAlternateEmails: { alternateEmails: Array<{ id: string, email: string, confirmed: boolean | null }> } | null };

export type UserEmailsPrimaryMutationVariables = Exact<{
  i: AlternateEmailInput;
}>;


export type UserEmailsPrimaryMutation = { makeAlternateEmailPrimary: { user: { email: string, alternateEmails: Array<{ email: string, confirmed: boolean | null }> | null } | null } | null };

export type UserEmailsDeleteMutationVariables = Exact<{
  i: AlternateEmailInput;
}>;


export type UserEmailsDeleteMutation = { deleteAlternateEmail: { deletedAlternateEmailId: string } | null };

export type UserEmailsAddUserMutationVariables = Exact<{
  i: AddUserInput;
}>;


export type UserEmailsAddUserMutation = { addUser: { user: { userId: string } } | null };

export type WorkUsersFilteredQueryVariables = Exact<{
  p?: string | null | undefined;
  seats?: Array<SeatType> | SeatType | null | undefined;
}>;


export type WorkUsersFilteredQuery = { users: { totalCount: number | null, edges: Array<{ node: { email: string, seatType: SeatType | null, isInternal: boolean | null, isProvisional: boolean | null, seatTypeLastChangedAt: string | null } }> } | null };

export type WorkUsersAllQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkUsersAllQuery = { users: { edges: Array<{ node: { status: UserStatus | null, sheetCount: number | null, seatType: SeatType | null } }> } | null };

export type WorkUsersMeQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkUsersMeQuery = { me: { email: string, provisionalExpirationDate: string | null } | null };

export type WorkUsersAddMutationVariables = Exact<{
  i: AddUserInput;
}>;


export type WorkUsersAddMutation = { addUser: { user: { email: string, status: UserStatus | null, licensedSheetCreator: boolean | null } } | null };

export type WorkUsersRemoveMutationVariables = Exact<{
  i: RemoveUserInput;
}>;


export type WorkUsersRemoveMutation = { removeUser: { deletedUserId: string } | null };

export type WorkUsersReadQueryVariables = Exact<{
  id: string;
}>;


export type WorkUsersReadQuery = { user: { email: string } | null };

export type WorkUsersWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkUsersWorkspacesQuery = { workspaces: { edges: Array<{ node: { name: string, accessLevel: AccessLevel | null } }> } | null };

export type WorkUsersDeactivateMutationVariables = Exact<{
  i: UserStatusChangeInput;
}>;


export type WorkUsersDeactivateMutation = { deactivateUser: { user: { status: UserStatus | null, sheetCount: number | null } | null } | null };

export type WorkUsersReactivateMutationVariables = Exact<{
  i: UserStatusChangeInput;
}>;


export type WorkUsersReactivateMutation = { reactivateUser: { user: { status: UserStatus | null, sheetCount: number | null } | null } | null };

export type WorkUsersPlansQueryVariables = Exact<{
  id: string;
}>;


export type WorkUsersPlansQuery = { user: { plans: { edges: Array<{ node: { planId: string, seatType: SeatType | null, seatTypeLastChangedAt: string | null } }> } | null } | null };

export type WorkUsersUpgradeMutationVariables = Exact<{
  i: ChangeUserSeatInput;
}>;


export type WorkUsersUpgradeMutation = { upgradeUserPlan: { plan: { planId: string, seatType: SeatType | null } | null } | null };

export type WorkUsersDowngradeMutationVariables = Exact<{
  i: ChangeUserSeatInput;
}>;


export type WorkUsersDowngradeMutation = { downgradeUserPlan: { plan: { seatType: SeatType | null } | null } | null };

export type WorkUsersRemoveFromPlanMutationVariables = Exact<{
  i: RemoveUserFromPlanInput;
}>;


export type WorkUsersRemoveFromPlanMutation = { removeUserFromPlan: { userId: string, removedPlanId: string } | null };

export type WorkUsersTokenMutationVariables = Exact<{
  i: RequestAccessTokenInput;
}>;


export type WorkUsersTokenMutation = { requestAccessToken: { accessToken: string, tokenType: string, refreshToken: string | null, expiresIn: number | null, expiresAt: string | null } | null };

export type WorkWebhooksFieldsFragment = { id: string, webhookId: string, name: string, callbackUrl: string | null, scope: WebhookScope | null, scopeObjectId: string | null, events: Array<string> | null, version: number | null, enabled: boolean | null, status: WebhookStatus | null, disabledDetails: string | null, sharedSecret: string | null, createdAt: string | null };

export type WorkWebhooksCreateMutationVariables = Exact<{
  i: CreateWebhookInput;
}>;


export type WorkWebhooksCreateMutation = { createWebhook: { webhook: { id: string, webhookId: string, name: string, callbackUrl: string | null, scope: WebhookScope | null, scopeObjectId: string | null, events: Array<string> | null, version: number | null, enabled: boolean | null, status: WebhookStatus | null, disabledDetails: string | null, sharedSecret: string | null, createdAt: string | null } } | null };

export type WorkWebhooksUpdateMutationVariables = Exact<{
  i: UpdateWebhookInput;
}>;


export type WorkWebhooksUpdateMutation = { updateWebhook: { webhook: { id: string, webhookId: string, name: string, callbackUrl: string | null, scope: WebhookScope | null, scopeObjectId: string | null, events: Array<string> | null, version: number | null, enabled: boolean | null, status: WebhookStatus | null, disabledDetails: string | null, sharedSecret: string | null, createdAt: string | null, stats: { lastCallbackAttempt: string | null } | null } } | null };

export type WorkWebhooksFirstQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkWebhooksFirstQuery = { webhooks: { edges: Array<{ node: { id: string, name: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type WorkWebhooksRestQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type WorkWebhooksRestQuery = { webhooks: { edges: Array<{ node: { name: string } }>, pageInfo: { hasNextPage: boolean } } | null };

export type WorkWebhooksOneQueryVariables = Exact<{
  id: string;
}>;


export type WorkWebhooksOneQuery = { webhook: { name: string } | null, node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook', name: string }
    | { __typename: 'Workspace' }
   | null, missing: { name: string } | null };

export type AccountRuleSharesQueryVariables = Exact<{
  t: ShareAssetType;
  a: string;
}>;


export type AccountRuleSharesQuery = { shares: { edges: Array<{ node: { id: string, shareId: string, email: string | null, accessLevel: AccessLevel | null } }> } | null };

export type AccountRuleCreateShareMutationVariables = Exact<{
  input: CreateShareInput;
}>;


export type AccountRuleCreateShareMutation = { createShare: { shares: Array<{ shareId: string }> } | null };

export type AccountRuleUpdateShareMutationVariables = Exact<{
  input: UpdateShareInput;
}>;


export type AccountRuleUpdateShareMutation = { updateShare: { share: { shareId: string, accessLevel: AccessLevel | null } } | null };

export type AccountRuleUserQueryVariables = Exact<{
  id: string;
}>;


export type AccountRuleUserQuery = { user: { userId: string, email: string, status: UserStatus | null, sheetCount: number | null, seatType: SeatType | null, licensedSheetCreator: boolean | null, provisionalExpirationDate: string | null, seatTypeLastChangedAt: string | null, isInternal: boolean | null } | null };

export type AccountRuleAddUserMutationVariables = Exact<{
  input: AddUserInput;
}>;


export type AccountRuleAddUserMutation = { addUser: { user: { userId: string } } | null };

export type AccountRuleRemoveUserMutationVariables = Exact<{
  input: RemoveUserInput;
}>;


export type AccountRuleRemoveUserMutation = { removeUser: { deletedUserId: string } | null };

export type AccountRuleUsersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  seatType?: Array<SeatType> | SeatType | null | undefined;
  planId?: string | null | undefined;
}>;


export type AccountRuleUsersQuery = { users: { edges: Array<{ node: { userId: string, email: string, status: UserStatus | null, sheetCount: number | null, seatType: SeatType | null, licensedSheetCreator: boolean | null, provisionalExpirationDate: string | null, seatTypeLastChangedAt: string | null, isInternal: boolean | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type AccountRuleAddAlternateEmailsMutationVariables = Exact<{
  input: AddAlternateEmailsInput;
}>;


export type AccountRuleAddAlternateEmailsMutation = { addAlternateEmails: { alternateEmails: Array<{ id: string, email: string, confirmed: boolean | null }> } | null };

export type AccountRuleDeleteAlternateEmailMutationVariables = Exact<{
  input: AlternateEmailInput;
}>;


export type AccountRuleDeleteAlternateEmailMutation = { deleteAlternateEmail: { deletedAlternateEmailId: string } | null };

export type AccountRuleMakeAlternateEmailPrimaryMutationVariables = Exact<{
  input: AlternateEmailInput;
}>;


export type AccountRuleMakeAlternateEmailPrimaryMutation = { makeAlternateEmailPrimary: { user: { email: string } | null } | null };

export type AccountRuleAlternateEmailsQueryVariables = Exact<{
  id: string;
}>;


export type AccountRuleAlternateEmailsQuery = { user: { alternateEmails: Array<{ id: string, email: string, confirmed: boolean | null }> | null } | null };

export type AccountRuleAlternateEmailsOfListedQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountRuleAlternateEmailsOfListedQuery = { users: { edges: Array<{ node: { alternateEmails: Array<{ id: string, email: string }> | null } }> } | null };

export type AccountRuleAlternateEmailQueryVariables = Exact<{
  user: string;
  id: string;
}>;


export type AccountRuleAlternateEmailQuery = { alternateEmail: { id: string, email: string, confirmed: boolean | null } | null };

export type AttachmentRuleAttachmentQueryVariables = Exact<{
  id: string;
  sheet?: string | null | undefined;
}>;


export type AttachmentRuleAttachmentQuery = { attachment: { attachmentId: string, attachmentType: AttachmentType | null, mimeType: string | null, sizeInKb: number | null, url: string | null, urlExpiresInMillis: number | null, versions: { edges: Array<{ node: { sizeInKb: number | null } }> } | null } | null };

export type AttachmentRuleAttachFileMutationVariables = Exact<{
  input: AttachFileInput;
}>;


export type AttachmentRuleAttachFileMutation = { attachFile: { attachment: { attachmentId: string, attachmentType: AttachmentType | null, mimeType: string | null, sizeInKb: number | null, url: string | null, urlExpiresInMillis: number | null } | null } | null };

export type AttachmentRuleAddCommentMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type AttachmentRuleAddCommentMutation = { addComment: { comment: { attachments: Array<{ attachmentId: string }> } | null } | null };

export type AttachmentRuleNewVersionMutationVariables = Exact<{
  input: UploadAttachmentVersionInput;
}>;


export type AttachmentRuleNewVersionMutation = { uploadAttachmentVersion: { attachment: { attachmentId: string, attachmentType: AttachmentType | null, mimeType: string | null, sizeInKb: number | null, url: string | null, urlExpiresInMillis: number | null } | null } | null };

export type AttachmentRuleAttachUrlMutationVariables = Exact<{
  input: AttachUrlInput;
}>;


export type AttachmentRuleAttachUrlMutation = { attachUrl: { attachment: { attachmentId: string, attachmentType: AttachmentType | null, mimeType: string | null, sizeInKb: number | null, url: string | null, urlExpiresInMillis: number | null } | null } | null };

export type AttachmentRuleDeleteVersionsMutationVariables = Exact<{
  input: DeleteAttachmentVersionsInput;
}>;


export type AttachmentRuleDeleteVersionsMutation = { deleteAttachmentVersions: { deletedAttachmentId: string } | null };

export type AttachmentRuleAttachmentNodeQueryVariables = Exact<{
  id: string;
  s?: string | null | undefined;
}>;


export type AttachmentRuleAttachmentNodeQuery = { attachment: { id: string } | null };

export type AttachmentRuleDiscussionNodeQueryVariables = Exact<{
  id: string;
  s?: string | null | undefined;
}>;


export type AttachmentRuleDiscussionNodeQuery = { discussion: { id: string } | null };

export type AttachmentRuleAddCommentOnlyMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type AttachmentRuleAddCommentOnlyMutation = { addComment: { comment: { id: string } | null } | null };

export type CellRuleAddRowsMutationVariables = Exact<{
  input: AddRowsInput;
}>;


export type CellRuleAddRowsMutation = { addRows: { rows: Array<{ rowId: string, cells: Array<{ columnId: string, value: string | number | boolean | null, displayValue: string | null, hyperlink: { url: string | null, sheetId: string | null } | null, linkInFromCell: { sheetId: string } | null }> }> } | null };

export type CellRuleUpdateRowsMutationVariables = Exact<{
  input: UpdateRowsInput;
}>;


export type CellRuleUpdateRowsMutation = { updateRows: { rows: Array<{ rowId: string, cells: Array<{ columnId: string, value: string | number | boolean | null, displayValue: string | null, hyperlink: { url: string | null, sheetId: string | null } | null, linkInFromCell: { sheetId: string } | null }> }> } | null };

export type CellRuleRowQueryVariables = Exact<{
  sheet: string;
  row: string;
}>;


export type CellRuleRowQuery = { sheet: { row: { rowId: string, cells: Array<{ columnId: string, value: string | number | boolean | null, displayValue: string | null, hyperlink: { url: string | null, sheetId: string | null } | null, linkInFromCell: { sheetId: string } | null }> } | null } | null };

export type ColumnRuleAddColumnsMutationVariables = Exact<{
  input: AddColumnsInput;
}>;


export type ColumnRuleAddColumnsMutation = { addColumns: { columns: Array<{ columnId: string, title: string, index: number, type: ColumnType, symbol: ColumnSymbol | null, systemColumnType: SystemColumnType | null, options: Array<string> | null, validation: boolean | null }> } | null };

export type ColumnRuleUpdateColumnMutationVariables = Exact<{
  input: UpdateColumnInput;
}>;


export type ColumnRuleUpdateColumnMutation = { updateColumn: { column: { columnId: string, title: string, index: number, type: ColumnType, symbol: ColumnSymbol | null, systemColumnType: SystemColumnType | null, options: Array<string> | null, validation: boolean | null } | null } | null };

export type ColumnRuleColumnQueryVariables = Exact<{
  sheet: string;
  column: string;
  row: string;
}>;


export type ColumnRuleColumnQuery = { sheet: { column: { columnId: string, title: string, index: number, type: ColumnType, symbol: ColumnSymbol | null, systemColumnType: SystemColumnType | null, options: Array<string> | null, validation: boolean | null } | null, row: { cells: Array<{ columnId: string, value: string | number | boolean | null }> } | null } | null };

export type ContainerRuleMoveSheetMutationVariables = Exact<{
  input: MoveSheetInput;
}>;


export type ContainerRuleMoveSheetMutation = { moveSheet: { sheet: { id: string } | null } | null };

export type ContainerRuleMoveFolderMutationVariables = Exact<{
  input: MoveInput;
}>;


export type ContainerRuleMoveFolderMutation = { moveFolder: { folder: { id: string } } | null };

export type ContainerRuleMoveDashboardMutationVariables = Exact<{
  input: MoveInput;
}>;


export type ContainerRuleMoveDashboardMutation = { moveDashboard: { dashboard: { id: string } } | null };

export type ContainerRuleCopyFolderMutationVariables = Exact<{
  input: CopyFolderInput;
}>;


export type ContainerRuleCopyFolderMutation = { copyFolder: { folder: { id: string } } | null };

export type ContainerRuleCopyWorkspaceMutationVariables = Exact<{
  input: CopyWorkspaceInput;
}>;


export type ContainerRuleCopyWorkspaceMutation = { copyWorkspace: { workspace: { id: string } } | null };

export type ContainerRuleWorkspaceNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContainerRuleWorkspaceNamesQuery = { workspaces: { edges: Array<{ node: { name: string } }> } | null };

export type ContainerRuleCreateFolderMutationVariables = Exact<{
  input: CreateFolderInput;
}>;


export type ContainerRuleCreateFolderMutation = { createFolder: { folder: { id: string } } | null };

export type ContainerRuleWorkspacePageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ContainerRuleWorkspacePageQuery = { list: { edges: Array<{ node: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type ContainerRuleDashboardPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ContainerRuleDashboardPageQuery = { list: { edges: Array<{ node: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type ContainerRuleChildrenPageQueryVariables = Exact<{
  id: string;
  after?: string | null | undefined;
}>;


export type ContainerRuleChildrenPageQuery = { workspace: { list: { edges: Array<{ node:
          | { id: string }
          | { id: string }
          | { itemId: string }
          | { id: string }
         }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type ContainerRuleUsersFirstPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContainerRuleUsersFirstPageQuery = { users: { totalCount: number | null, pageInfo: { endCursor: string | null } } | null };

export type ContainerRuleUsersNextPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ContainerRuleUsersNextPageQuery = { users: { totalCount: number | null, edges: Array<{ node: { id: string } }> } | null };

export type ContainerRuleAutomationRulesQueryVariables = Exact<{
  id: string;
}>;


export type ContainerRuleAutomationRulesQuery = { sheet: { automationRules: { edges: Array<{ node: { automationRuleId: string, name: string | null, enabled: boolean | null, disabledReason: AutomationRuleDisabledReason | null, action: { type: AutomationActionType | null } | null } }> } | null } | null };

export type ContainerRuleUpdateAutomationRuleMutationVariables = Exact<{
  input: UpdateAutomationRuleInput;
}>;


export type ContainerRuleUpdateAutomationRuleMutation = { updateAutomationRule: { automationRule: { name: string | null } | null } | null };

export type ContainerRuleColumnTypeQueryVariables = Exact<{
  sheet: string;
  column: string;
}>;


export type ContainerRuleColumnTypeQuery = { sheet: { column: { type: ColumnType } | null } | null };

export type EventRuleFeedQueryVariables = Exact<{
  since?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type EventRuleFeedQuery = { events: { edges: Array<{ node: { eventType: string, objectType: string, action: string, source: EventSource, timestamp: string, additionalDetails: unknown } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type EventRuleFilteredFeedQueryVariables = Exact<{
  since?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type EventRuleFilteredFeedQuery = { filteredEvents: { edges: Array<{ node: { objectType: string, action: string, objectId: string | null, additionalDetails: unknown } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type AssetRuleUploadAssetMutationVariables = Exact<{
  input: UploadAssetInput;
}>;


export type AssetRuleUploadAssetMutation = { uploadAsset: { asset: { id: string, assetId: string, attachments: Array<{ url: string | null }> } } | null };

export type AssetRuleUploadNamingUrlMutationVariables = Exact<{
  input: UploadAssetInput;
}>;


export type AssetRuleUploadNamingUrlMutation = { uploadAsset: { asset: { id: string } } | null };

export type AssetRuleAttachmentsQueryVariables = Exact<{
  id: string;
}>;


export type AssetRuleAttachmentsQuery = { asset: { attachments: Array<{ id: string }> } | null };

export type AssetRuleFieldsAndTagsQueryVariables = Exact<{
  id: string;
}>;


export type AssetRuleFieldsAndTagsQuery = { asset: { customFields: Array<{ key: string, value: string }>, tags: Array<{ autoGenerated: boolean }> } | null };

export type AssetRuleWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type AssetRuleWebhooksQuery = { assetWebhooks: { edges: Array<{ node: { webhookId: string, eventType: AssetWebhookEventType | null, active: boolean | null, callbackUrl: string } }> } | null };

export type AssetRuleCreateWebhookMutationVariables = Exact<{
  input: CreateAssetWebhookInput;
}>;


export type AssetRuleCreateWebhookMutation = { createAssetWebhook: { webhook: { webhookId: string } } | null };

export type ResourceRuleCreateExpenseItemMutationVariables = Exact<{
  input: CreateExpenseItemInput;
}>;


export type ResourceRuleCreateExpenseItemMutation = { createExpenseItem: { expenseItem: { id: string, expenseItemId: string } } | null };

export type ResourceRuleExpenseItemQueryVariables = Exact<{
  id: string;
}>;


export type ResourceRuleExpenseItemQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment' }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem', amount: number, date: string | null, assignable:
        | { __typename: 'LeaveType' }
        | { __typename: 'Phase' }
        | { __typename: 'Project' }
       | null }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type ResourceRuleCreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type ResourceRuleCreateAssignmentMutation = { createAssignment: { assignment: { id: string, assignmentId: string, allocationMode: AllocationMode | null, percent: number | null, hoursPerDay: number | null, fixedHours: number | null, assignable:
        | { projectId: string }
        | Record<PropertyKey, never>
       | null } } | null };

export type ResourceRuleAssignmentQueryVariables = Exact<{
  id: string;
}>;


export type ResourceRuleAssignmentQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Asset' }
    | { __typename: 'AssetAttachment' }
    | { __typename: 'AssetWebhook' }
    | { __typename: 'Assignment', id: string, assignmentId: string, allocationMode: AllocationMode | null, percent: number | null, hoursPerDay: number | null, fixedHours: number | null, assignable:
        | { projectId: string }
        | Record<PropertyKey, never>
       | null }
    | { __typename: 'Attachment' }
    | { __typename: 'Availability' }
    | { __typename: 'BillRate' }
    | { __typename: 'BudgetItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Column' }
    | { __typename: 'Comment' }
    | { __typename: 'CustomField' }
    | { __typename: 'Dashboard' }
    | { __typename: 'Discipline' }
    | { __typename: 'Discussion' }
    | { __typename: 'Event' }
    | { __typename: 'ExpenseItem' }
    | { __typename: 'Folder' }
    | { __typename: 'LeaveType' }
    | { __typename: 'Library' }
    | { __typename: 'Organization' }
    | { __typename: 'Person' }
    | { __typename: 'Phase' }
    | { __typename: 'Placeholder' }
    | { __typename: 'Project' }
    | { __typename: 'Row' }
    | { __typename: 'Section' }
    | { __typename: 'Share' }
    | { __typename: 'Sheet' }
    | { __typename: 'Subtask' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'Workspace' }
   | null };

export type ResourceRuleUpdateAssignmentMutationVariables = Exact<{
  input: UpdateAssignmentInput;
}>;


export type ResourceRuleUpdateAssignmentMutation = { updateAssignment: { assignment: { assignmentId: string } } | null };

export type ResourceRuleRetargetAssignmentMutationVariables = Exact<{
  input: RetargetAssignmentInput;
}>;


export type ResourceRuleRetargetAssignmentMutation = { retargetAssignment: { assignment: { assignmentId: string } } | null };

export type ResourceRuleCreateBudgetItemMutationVariables = Exact<{
  input: CreateBudgetItemInput;
}>;


export type ResourceRuleCreateBudgetItemMutation = { createBudgetItem: { budgetItem: { budgetItemId: string } } };

export type ResourceRuleBudgetItemQueryVariables = Exact<{
  id: string;
}>;


export type ResourceRuleBudgetItemQuery = { budgetItem: { itemType: BudgetItemType | null } | null };

export type ResourceRuleUpdateCustomFieldMutationVariables = Exact<{
  input: UpdateCustomFieldInput;
}>;


export type ResourceRuleUpdateCustomFieldMutation = { updateCustomField: { customField: { customFieldId: string, name: string, description: string | null, options: Array<string>, defaultValue: string | null, isVisibleOnInfoPage: boolean | null, isVisibleAsFilter: boolean | null } } };

export type ResourceRuleCustomFieldQueryVariables = Exact<{
  id: string;
}>;


export type ResourceRuleCustomFieldQuery = { customField: { customFieldId: string, name: string, description: string | null, options: Array<string>, defaultValue: string | null, isVisibleOnInfoPage: boolean | null, isVisibleAsFilter: boolean | null } | null };

export type ResourceRuleDeleteCustomFieldMutationVariables = Exact<{
  input: DeleteCustomFieldInput;
}>;


export type ResourceRuleDeleteCustomFieldMutation = { deleteCustomField: { deletedCustomFieldId: string } };

export type ResourceRuleProjectFieldValuesQueryVariables = Exact<{
  id: string;
}>;


export type ResourceRuleProjectFieldValuesQuery = { project: { customFieldValues: Array<{ customFieldId: string | null }> } | null };

export type ResourceRuleCreateRatedProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ResourceRuleCreateRatedProjectMutation = { createProject: { project: { projectId: string } } | null };

export type ResourceRuleAccountBillRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ResourceRuleAccountBillRatesQuery = { billRates: { edges: Array<{ node: { rate: number } }> } | null };

export type ResourceRuleProjectBillRatesQueryVariables = Exact<{
  id: string;
}>;


export type ResourceRuleProjectBillRatesQuery = { project: { billRates: { edges: Array<{ node: { rate: number, person: { id: string } | null } }> } | null } | null };

export type ResourceRuleAssignablesQueryVariables = Exact<{ [key: string]: never; }>;


export type ResourceRuleAssignablesQuery = { assignables: { edges: Array<{ node:
        | { __typename: 'LeaveType' }
        | { __typename: 'Phase' }
        | { __typename: 'Project', projectId: string }
       }> } | null };

export type ResourceRuleCreateRatedPhaseMutationVariables = Exact<{
  input: CreatePhaseInput;
}>;


export type ResourceRuleCreateRatedPhaseMutation = { createPhase: { phase: { phaseId: string } } | null };

export type ResourceRulePhaseBillRatesQueryVariables = Exact<{
  id: string;
}>;


export type ResourceRulePhaseBillRatesQuery = { project: { phases: { edges: Array<{ node: { phaseId: string, billRates: { edges: Array<{ node: { billRateId: string, rate: number } }> } | null } }> } | null } | null };

export type ResourceRuleCreateAvailabilityMutationVariables = Exact<{
  input: CreateAvailabilityInput;
}>;


export type ResourceRuleCreateAvailabilityMutation = { createAvailability: { availability: { availabilityId: string } } };

export type ResourceRuleCreatePlaceholderExpenseMutationVariables = Exact<{
  input: CreateExpenseItemInput;
}>;


export type ResourceRuleCreatePlaceholderExpenseMutation = { createExpenseItem: { expenseItem: { id: string } } | null };

export type ResourceRuleProjectIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type ResourceRuleProjectIdsQuery = { projects: { edges: Array<{ node: { projectId: string } }> } | null };

export type ResourceRulePhasesQueryVariables = Exact<{
  id: string;
}>;


export type ResourceRulePhasesQuery = { project: { phases: { edges: Array<{ node: { phaseId: string, project: { projectId: string } | null } }> } | null } | null };

export type ResourceRuleProjectQueryVariables = Exact<{
  id: string;
}>;


export type ResourceRuleProjectQuery = { project: { projectId: string, name: string, archived: boolean | null } | null, node: { __typename: 'Project' } | null };

export type ResourceRuleCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ResourceRuleCreateProjectMutation = { createProject: { project: { projectId: string } } | null };

export type ResourceRuleCreatePhaseMutationVariables = Exact<{
  input: CreatePhaseInput;
}>;


export type ResourceRuleCreatePhaseMutation = { createPhase: { phase: { phaseId: string } } | null };

export type ResourceRuleArchiveProjectMutationVariables = Exact<{
  input: ProjectIdInput;
}>;


export type ResourceRuleArchiveProjectMutation = { archiveProject: { project: { projectId: string } } | null };

export type ResourceRuleUnarchiveProjectMutationVariables = Exact<{
  input: ProjectIdInput;
}>;


export type ResourceRuleUnarchiveProjectMutation = { unarchiveProject: { project: { projectId: string } } | null };

export type ResourceRuleUpdateProjectMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type ResourceRuleUpdateProjectMutation = { updateProject: { project: { projectId: string } } | null };

export type ResourceRuleDeletePhaseMutationVariables = Exact<{
  input: DeletePhaseInput;
}>;


export type ResourceRuleDeletePhaseMutation = { deletePhase: { deletedPhaseId: string } | null };

export type ResourceRuleApprovalsQueryVariables = Exact<{ [key: string]: never; }>;


export type ResourceRuleApprovalsQuery = { approvals: { edges: Array<{ node: { approvalId: string, approvableId: string, status: ApprovalStatus | null } }> } | null };

export type ResourceRuleSubmitForApprovalMutationVariables = Exact<{
  input: ApprovablesInput;
}>;


export type ResourceRuleSubmitForApprovalMutation = { submitForApproval: { approvals: Array<{ approvalId: string, status: ApprovalStatus | null }> } | null };

export type ResourceRuleApproveMutationVariables = Exact<{
  input: ApprovablesInput;
}>;


export type ResourceRuleApproveMutation = { approve: { approvals: Array<{ approvalId: string, status: ApprovalStatus | null }> } | null };

export type ResourceRuleDeleteApprovalMutationVariables = Exact<{
  input: DeleteApprovalInput;
}>;


export type ResourceRuleDeleteApprovalMutation = { deleteApproval: { deletedApprovalId: string } | null };

export type ResourceRuleApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ResourceRuleApiTokensQuery = { apiTokens: { edges: Array<{ node: { apiTokenId: string, title: string } }> } | null };

export type ResourceRuleRenewApiTokenMutationVariables = Exact<{
  input: ApiTokenIdInput;
}>;


export type ResourceRuleRenewApiTokenMutation = { renewApiToken: { apiToken: { apiTokenId: string } } };

export type ResourceRuleCreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ResourceRuleCreateApiTokenMutation = { createApiToken: { apiToken: { apiTokenId: string } } };

export type WebhookRuleCreateMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type WebhookRuleCreateMutation = { createWebhook: { webhook: { webhookId: string, enabled: boolean | null, status: WebhookStatus | null, events: Array<string> | null } } | null };

export type WebhookRuleUpdateMutationVariables = Exact<{
  input: UpdateWebhookInput;
}>;


export type WebhookRuleUpdateMutation = { updateWebhook: { webhook: { webhookId: string, enabled: boolean | null, status: WebhookStatus | null, events: Array<string> | null } } | null };

export type WebhookRuleWebhookQueryVariables = Exact<{
  id: string;
}>;


export type WebhookRuleWebhookQuery = { webhook: { webhookId: string, enabled: boolean | null, status: WebhookStatus | null, events: Array<string> | null } | null };

export type WebhookRuleListQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type WebhookRuleListQuery = { webhooks: { edges: Array<{ node: { webhookId: string } }> } | null };

export type WebhookRuleUpgradeSeatMutationVariables = Exact<{
  input: ChangeUserSeatInput;
}>;


export type WebhookRuleUpgradeSeatMutation = { upgradeUserPlan: { plan: { seatType: SeatType | null } | null } | null };

export type WebhookRuleDowngradeSeatMutationVariables = Exact<{
  input: ChangeUserSeatInput;
}>;


export type WebhookRuleDowngradeSeatMutation = { downgradeUserPlan: { plan: { seatType: SeatType | null } | null } | null };

export type WorldSheetGlobalIdQueryVariables = Exact<{
  id: string;
}>;


export type WorldSheetGlobalIdQuery = { node: { id: string } | null };

export type WorldUserGlobalIdQueryVariables = Exact<{
  id: string;
}>;


export type WorldUserGlobalIdQuery = { node: { id: string } | null };

export type WorldWorkspaceGlobalIdQueryVariables = Exact<{
  id: string;
}>;


export type WorldWorkspaceGlobalIdQuery = { node: { id: string } | null };

export const ApprovalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Approval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvableType"}},{"kind":"Field","name":{"kind":"Name","value":"approvableId"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}}]}}]}}]} as unknown as DocumentNode<ApprovalsFieldsFragment, unknown>;
export const AssignmentsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignmentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allocationMode"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"fixedHours"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtaskCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AssignmentsFieldsFragment, unknown>;
export const AvailabilitiesBlockFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitiesBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}}]}}]} as unknown as DocumentNode<AvailabilitiesBlockFragment, unknown>;
export const BudgetsItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetsItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<BudgetsItemFragment, unknown>;
export const CustomFieldsFieldFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldsField"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}},{"kind":"Field","name":{"kind":"Name","value":"dataType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleOnInfoPage"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleAsFilter"}}]}}]} as unknown as DocumentNode<CustomFieldsFieldFragment, unknown>;
export const ExpensesItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpensesItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpenseItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}}]}}]}}]}}]} as unknown as DocumentNode<ExpensesItemFragment, unknown>;
export const BillRatesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillRatesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billRateId"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discipline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}}]}}]} as unknown as DocumentNode<BillRatesFieldsFragment, unknown>;
export const WorkAttachmentsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkAttachmentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsFieldsFragment, unknown>;
export const WorkDiscussionsThreadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkDiscussionsThread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Discussion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"discussionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommentedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsThreadFragment, unknown>;
export const WorkRowsWrittenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkRowsWritten"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Row"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"siblingRowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkInFromCell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"objectValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PredecessorList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"predecessors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiContactValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiPicklistValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkRowsWrittenFragment, unknown>;
export const WorkSearchItemsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkSearchItems"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectType"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectName"}},{"kind":"Field","name":{"kind":"Name","value":"contextData"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectFavorite"}}]}}]}}]} as unknown as DocumentNode<WorkSearchItemsFragment, unknown>;
export const WorkWebhooksFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkWebhooksFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"scopeObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledDetails"}},{"kind":"Field","name":{"kind":"Name","value":"sharedSecret"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WorkWebhooksFieldsFragment, unknown>;
export const ApolloClientSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientSheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientSheetsQuery, ApolloClientSheetsQueryVariables>;
export const ApolloClientUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientUsersQuery, ApolloClientUsersQueryVariables>;
export const ApolloClientLibrariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientLibraries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libraryId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientLibrariesQuery, ApolloClientLibrariesQueryVariables>;
export const ApolloClientProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientProjectsQuery, ApolloClientProjectsQueryVariables>;
export const ApolloClientEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientEventsQuery, ApolloClientEventsQueryVariables>;
export const ApolloClientSheetRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientSheetRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientSheetRowsQuery, ApolloClientSheetRowsQueryVariables>;
export const ApolloClientProjectAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientProjectAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientProjectAssignmentsQuery, ApolloClientProjectAssignmentsQueryVariables>;
export const ApolloClientLibrarySectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientLibrarySections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"library"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientLibrarySectionsQuery, ApolloClientLibrarySectionsQueryVariables>;
export const ApolloClientFirstSectionOfLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientFirstSectionOfLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"library"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientFirstSectionOfLibraryQuery, ApolloClientFirstSectionOfLibraryQueryVariables>;
export const ApolloClientSectionAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloClientSectionAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApolloClientSectionAssetsQuery, ApolloClientSectionAssetsQueryVariables>;
export const EntitiesCostSampleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntitiesCostSample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalRowCount"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"leave"},"name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"60"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"allLibraries"},"name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EntitiesCostSampleQuery, EntitiesCostSampleQueryVariables>;
export const EntitiesCostRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntitiesCostRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EntitiesCostRowsQuery, EntitiesCostRowsQueryVariables>;
export const EntitiesCostEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntitiesCostEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-10T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EntitiesCostEventsQuery, EntitiesCostEventsQueryVariables>;
export const ParityLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ParityLibraryQuery, ParityLibraryQueryVariables>;
export const ParityWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParityWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ParityWebhookMutation, ParityWebhookMutationVariables>;
export const ParityAssetWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParityAssetWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssetWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssetWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ParityAssetWebhookMutation, ParityAssetWebhookMutationVariables>;
export const GraphiqlMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GraphiqlMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<GraphiqlMeQuery, GraphiqlMeQueryVariables>;
export const RelayRefetchNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelayRefetchNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RelayRefetchNodeQuery, RelayRefetchNodeQueryVariables>;
export const RelayRefetchNodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelayRefetchNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RelayRefetchNodesQuery, RelayRefetchNodesQueryVariables>;
export const SupergraphUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupergraphUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SupergraphUsersQuery, SupergraphUsersQueryVariables>;
export const SupergraphAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupergraphAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SupergraphAssetsQuery, SupergraphAssetsQueryVariables>;
export const ContainersOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainersOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContainersOrganizationsQuery, ContainersOrganizationsQueryVariables>;
export const ContainersCollectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainersCollections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"library"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContainersCollectionsQuery, ContainersCollectionsQueryVariables>;
export const ContainersCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainersCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"stealth"}},{"kind":"Field","name":{"kind":"Name","value":"isWorkspace"}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectionId"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContainersCollectionQuery, ContainersCollectionQueryVariables>;
export const ContainersSectionAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainersSectionAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"autoGenerated"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContainersSectionAssetsQuery, ContainersSectionAssetsQueryVariables>;
export const ContainersAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainersAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"autoGenerated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectionId"}}]}}]}}]}}]} as unknown as DocumentNode<ContainersAssetQuery, ContainersAssetQueryVariables>;
export const ContainersLibraryAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainersLibraryAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"library"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContainersLibraryAssetsQuery, ContainersLibraryAssetsQueryVariables>;
export const AssetsUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssetsUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAssetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadMethod"}},{"kind":"Field","name":{"kind":"Name","value":"storageRequests"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimetype"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssetsUploadMutation, AssetsUploadMutationVariables>;
export const AssetsWalkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetsWalk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssetsWalkQuery, AssetsWalkQueryVariables>;
export const AssetsWalkLibraryCursorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetsWalkLibraryCursor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AssetsWalkLibraryCursorQuery, AssetsWalkLibraryCursorQueryVariables>;
export const AssetWebhooksCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssetWebhooksCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssetWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssetWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"libraryId"}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssetWebhooksCreateMutation, AssetWebhooksCreateMutationVariables>;
export const AssetWebhooksListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetWebhooksList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetWebhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AssetWebhooksListQuery, AssetWebhooksListQueryVariables>;
export const AssetWebhooksDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssetWebhooksDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAssetWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAssetWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAssetWebhookId"}}]}}]}}]} as unknown as DocumentNode<AssetWebhooksDeleteMutation, AssetWebhooksDeleteMutationVariables>;
export const AssetWebhooksNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetWebhooksNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}}]}}]}}]} as unknown as DocumentNode<AssetWebhooksNodeQuery, AssetWebhooksNodeQueryVariables>;
export const AllocationCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AllocationCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}}]}}]}}]} as unknown as DocumentNode<AllocationCreateMutation, AllocationCreateMutationVariables>;
export const AllocationUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AllocationUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allocationMode"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]} as unknown as DocumentNode<AllocationUpdateMutation, AllocationUpdateMutationVariables>;
export const AuthMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AuthMeQuery, AuthMeQueryVariables>;
export const AuthSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthSheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthSheetsQuery, AuthSheetsQueryVariables>;
export const AuthSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AuthSheetQuery, AuthSheetQueryVariables>;
export const AuthMeAndPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthMeAndPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthMeAndPeopleQuery, AuthMeAndPeopleQueryVariables>;
export const AuthEveryBackendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthEveryBackend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthEveryBackendQuery, AuthEveryBackendQueryVariables>;
export const AuthUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthUsersQuery, AuthUsersQueryVariables>;
export const BatchingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"requestUserId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BatchingEventsQuery, BatchingEventsQueryVariables>;
export const BatchingEventsTwiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchingEventsTwice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"requestUserId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"requestUserId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BatchingEventsTwiceQuery, BatchingEventsTwiceQueryVariables>;
export const BatchingUsersPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchingUsersPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BatchingUsersPeopleQuery, BatchingUsersPeopleQueryVariables>;
export const BatchingPeopleUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchingPeopleUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BatchingPeopleUsersQuery, BatchingPeopleUsersQueryVariables>;
export const BatchingAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchingAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BatchingAssignmentsQuery, BatchingAssignmentsQueryVariables>;
export const CellFormatsAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CellFormatsAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CellFormatsAddMutation, CellFormatsAddMutationVariables>;
export const CellFormatsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CellFormatsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Row"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CellFormatsReadQuery, CellFormatsReadQueryVariables>;
export const CursorsUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursorsUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CursorsUsersQuery, CursorsUsersQueryVariables>;
export const CursorsEndsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursorsEnds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CursorsEndsQuery, CursorsEndsQueryVariables>;
export const CursorsUsersByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursorsUsersByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"emails"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"ada.adler@example.com","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CursorsUsersByEmailQuery, CursorsUsersByEmailQueryVariables>;
export const CursorsWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursorsWorkspaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CursorsWorkspacesQuery, CursorsWorkspacesQueryVariables>;
export const CursorsTooManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursorsTooMany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CursorsTooManyQuery, CursorsTooManyQueryVariables>;
export const CursorsNegativeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursorsNegative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CursorsNegativeQuery, CursorsNegativeQueryVariables>;
export const CursorsMalformedIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursorsMalformedId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"not-a-global-id","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CursorsMalformedIdQuery, CursorsMalformedIdQueryVariables>;
export const DependencyColumnsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DependencyColumnsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]} as unknown as DocumentNode<DependencyColumnsUpdateMutation, DependencyColumnsUpdateMutationVariables>;
export const DependencyColumnsAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DependencyColumnsAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]} as unknown as DocumentNode<DependencyColumnsAddMutation, DependencyColumnsAddMutationVariables>;
export const DocumentedAddRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentedAddRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"objectValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedAddRowsMutation, DocumentedAddRowsMutationVariables>;
export const DocumentedAddReviewedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentedAddReviewed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiContactValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedAddReviewedMutation, DocumentedAddReviewedMutationVariables>;
export const DocumentedUsersByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedUsersByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emails"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailAddress"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"emails"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emails"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alternateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedUsersByEmailQuery, DocumentedUsersByEmailQueryVariables>;
export const DocumentedSeatTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedSeatTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"seatType"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"MEMBER"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DocumentedSeatTypesQuery, DocumentedSeatTypesQueryVariables>;
export const DocumentedSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedSheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columnConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"StringValue","value":"a","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedSheetsQuery, DocumentedSheetsQueryVariables>;
export const DocumentedSheetPartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedSheetParts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"row"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automationRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"row"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"row"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"columnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"column"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedSheetPartsQuery, DocumentedSheetPartsQueryVariables>;
export const DocumentedContainersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedContainers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedContainersQuery, DocumentedContainersQueryVariables>;
export const DocumentedSharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedShares"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shares"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetType"},"value":{"kind":"EnumValue","value":"sheet"}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"StringValue","value":"risk","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"includeFavorites"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DocumentedSharesQuery, DocumentedSharesQueryVariables>;
export const DocumentedEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-01T00:00:00Z","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"StringValue","value":"2026-10-02T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"filteredEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-01T00:00:00Z","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"sheetIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedEventsQuery, DocumentedEventsQueryVariables>;
export const DocumentedUpdateRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentedUpdateRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedUpdateRowsMutation, DocumentedUpdateRowsMutationVariables>;
export const DocumentedProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtaskCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgetItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"EnumValue","value":"Expenses"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenseItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedProjectsQuery, DocumentedProjectsQueryVariables>;
export const DocumentedPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenseItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"namespace"},"value":{"kind":"EnumValue","value":"users"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DocumentedPeopleQuery, DocumentedPeopleQueryVariables>;
export const DocumentedReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"StringValue","value":"2026-01-01","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"StringValue","value":"2026-12-31","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"withArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disciplines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DocumentedReferenceQuery, DocumentedReferenceQueryVariables>;
export const DocumentedAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentedAssetsQuery, DocumentedAssetsQueryVariables>;
export const EventDetailsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetailsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2020-01-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenericEventDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"sourceIpAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessTokenAuthorizeDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accessScopes"}},{"kind":"Field","name":{"kind":"Name","value":"appClientId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FolderRequestBackupDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"includeAttachments"}},{"kind":"Field","name":{"kind":"Name","value":"sendCompletionEmail"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticationActivateDomainStrictDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceIpAddress"}},{"kind":"Field","name":{"kind":"Name","value":"domains"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PolicyDataEgressCreateDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restrictedActions"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportSendAsAttachmentDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatType"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"recipientGroupId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecurityControlsUpdateApiTokenExpirationPeriodDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentCreateDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentName"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<EventDetailsPageQuery, EventDetailsPageQueryVariables>;
export const EventObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventObjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-15T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"object"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnresolvedEventObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventObjectsQuery, EventObjectsQueryVariables>;
export const ExactNumbersAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExactNumbersAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]} as unknown as DocumentNode<ExactNumbersAddMutation, ExactNumbersAddMutationVariables>;
export const ExactNumbersUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExactNumbersUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]} as unknown as DocumentNode<ExactNumbersUpdateMutation, ExactNumbersUpdateMutationVariables>;
export const FederationSamplesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FederationSamples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"40"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FederationSamplesQuery, FederationSamplesQueryVariables>;
export const FederationUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FederationUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FederationUsersQuery, FederationUsersQueryVariables>;
export const FederationNodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FederationNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FederationNodesQuery, FederationNodesQueryVariables>;
export const FilteredEventsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilteredEventsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filteredEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sheetIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2020-01-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentCreateDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<FilteredEventsPageQuery, FilteredEventsPageQueryVariables>;
export const FilteredAdminFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilteredAdminFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FilteredAdminFeedQuery, FilteredAdminFeedQueryVariables>;
export const FilteredVisibleSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilteredVisibleSheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FilteredVisibleSheetsQuery, FilteredVisibleSheetsQueryVariables>;
export const FilteredFirstSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilteredFirstSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FilteredFirstSheetQuery, FilteredFirstSheetQueryVariables>;
export const FilteredSheetEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilteredSheetEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2020-01-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FilteredSheetEventsQuery, FilteredSheetEventsQueryVariables>;
export const FilteredSinceAndPositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilteredSinceAndPosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filteredEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2026-10-01T00:00:00Z","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"streamPosition"},"value":{"kind":"StringValue","value":"x","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FilteredSinceAndPositionQuery, FilteredSinceAndPositionQueryVariables>;
export const FilteredAdminPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilteredAdminPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2020-01-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<FilteredAdminPageQuery, FilteredAdminPageQueryVariables>;
export const FullReadsListsOnlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FullReadsListsOnly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FullReadsListsOnlyQuery, FullReadsListsOnlyQueryVariables>;
export const FullReadsUserProfilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FullReadsUserProfiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FullReadsUserProfilesQuery, FullReadsUserProfilesQueryVariables>;
export const FullReadsSheetsWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FullReadsSheetsWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"ganttEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FullReadsSheetsWorkspacesQuery, FullReadsSheetsWorkspacesQueryVariables>;
export const FullReadsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FullReadsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<FullReadsMeQuery, FullReadsMeQueryVariables>;
export const HostileSheetNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostileSheetName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HostileSheetNameQuery, HostileSheetNameQueryVariables>;
export const HostileSheetNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostileSheetNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HostileSheetNamesQuery, HostileSheetNamesQueryVariables>;
export const IdleFootprintMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdleFootprintMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<IdleFootprintMeQuery, IdleFootprintMeQueryVariables>;
export const ReconcileSheetJoinsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReconcileSheetJoins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReconcileSheetJoinsQuery, ReconcileSheetJoinsQueryVariables>;
export const JoinIndexJoinsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinIndexJoins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"project"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"project"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<JoinIndexJoinsQuery, JoinIndexJoinsQueryVariables>;
export const JoinIndexSheetRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinIndexSheetRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<JoinIndexSheetRowsQuery, JoinIndexSheetRowsQueryVariables>;
export const JoinIndexSetAssetFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinIndexSetAssetField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetAssetCustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAssetCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<JoinIndexSetAssetFieldMutation, JoinIndexSetAssetFieldMutationVariables>;
export const JoinIndexProjectFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinIndexProjectFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<JoinIndexProjectFieldsQuery, JoinIndexProjectFieldsQueryVariables>;
export const JoinIndexUpdateProjectFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinIndexUpdateProjectField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomFieldValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProjectCustomFieldValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<JoinIndexUpdateProjectFieldMutation, JoinIndexUpdateProjectFieldMutationVariables>;
export const JoinsProjectSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinsProjectSheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<JoinsProjectSheetsQuery, JoinsProjectSheetsQueryVariables>;
export const JoinsAssetWorkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinsAssetWork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<JoinsAssetWorkQuery, JoinsAssetWorkQueryVariables>;
export const JoinsProjectAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinsProjectAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<JoinsProjectAssetsQuery, JoinsProjectAssetsQueryVariables>;
export const JoinsFirstSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinsFirstSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<JoinsFirstSheetQuery, JoinsFirstSheetQueryVariables>;
export const JoinsSheetAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinsSheetAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<JoinsSheetAssetsQuery, JoinsSheetAssetsQueryVariables>;
export const ObservabilityLoggedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObservabilityLogged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ObservabilityLoggedQuery, ObservabilityLoggedQueryVariables>;
export const ObservabilityNamedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObservabilityNamed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ObservabilityNamedQuery, ObservabilityNamedQueryVariables>;
export const ObservabilityInFlightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObservabilityInFlight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ObservabilityInFlightQuery, ObservabilityInFlightQueryVariables>;
export const ObservabilityTracedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObservabilityTraced"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ObservabilityTracedQuery, ObservabilityTracedQueryVariables>;
export const PacingMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PacingMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PacingMeQuery, PacingMeQueryVariables>;
export const PacingPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PacingPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PacingPeopleQuery, PacingPeopleQueryVariables>;
export const PacingLibrariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PacingLibraries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PacingLibrariesQuery, PacingLibrariesQueryVariables>;
export const PagedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<PagedUsersQuery, PagedUsersQueryVariables>;
export const PagedSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedSheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PagedSheetsQuery, PagedSheetsQueryVariables>;
export const PagedRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<PagedRowsQuery, PagedRowsQueryVariables>;
export const PagedWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedWorkspaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PagedWorkspacesQuery, PagedWorkspacesQueryVariables>;
export const PagedEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PagedEventsQuery, PagedEventsQueryVariables>;
export const PagedPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PagedPeopleQuery, PagedPeopleQueryVariables>;
export const PagedProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PagedProjectsQuery, PagedProjectsQueryVariables>;
export const PagedPhasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedPhases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagedPhasesQuery, PagedPhasesQueryVariables>;
export const PagedProjectAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedProjectAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagedProjectAssignmentsQuery, PagedProjectAssignmentsQueryVariables>;
export const PagedPersonAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedPersonAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagedPersonAssignmentsQuery, PagedPersonAssignmentsQueryVariables>;
export const PagedLibrariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedLibraries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PagedLibrariesQuery, PagedLibrariesQueryVariables>;
export const PagedSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedSections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"library"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagedSectionsQuery, PagedSectionsQueryVariables>;
export const PagedSectionAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedSectionAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagedSectionAssetsQuery, PagedSectionAssetsQueryVariables>;
export const PagedPeopleEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedPeopleEnd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"60"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PagedPeopleEndQuery, PagedPeopleEndQueryVariables>;
export const PagedPeopleBeforeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedPeopleBefore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}}]}}]}}]}}]} as unknown as DocumentNode<PagedPeopleBeforeQuery, PagedPeopleBeforeQueryVariables>;
export const PagedPeopleLastAloneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagedPeopleLastAlone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagedPeopleLastAloneQuery, PagedPeopleLastAloneQueryVariables>;
export const RefusalSheetSharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefusalSheetShares"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shares"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetType"},"value":{"kind":"EnumValue","value":"sheet"}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RefusalSheetSharesQuery, RefusalSheetSharesQueryVariables>;
export const RefusalUpdateRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalUpdateRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RefusalUpdateRowsMutation, RefusalUpdateRowsMutationVariables>;
export const RefusalAddRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalAddRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RefusalAddRowsMutation, RefusalAddRowsMutationVariables>;
export const RefusalAddColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalAddColumns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddColumnsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addColumns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RefusalAddColumnsMutation, RefusalAddColumnsMutationVariables>;
export const RefusalUpdateColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalUpdateColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateColumnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RefusalUpdateColumnMutation, RefusalUpdateColumnMutationVariables>;
export const RefusalUpdateAutomationRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalUpdateAutomationRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAutomationRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAutomationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automationRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RefusalUpdateAutomationRuleMutation, RefusalUpdateAutomationRuleMutationVariables>;
export const RefusalUpdateShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalUpdateShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}}]} as unknown as DocumentNode<RefusalUpdateShareMutation, RefusalUpdateShareMutationVariables>;
export const RefusalCreateShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalCreateShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}}]} as unknown as DocumentNode<RefusalCreateShareMutation, RefusalCreateShareMutationVariables>;
export const RefusalAddUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalAddUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<RefusalAddUserMutation, RefusalAddUserMutationVariables>;
export const RefusalAddAlternateEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalAddAlternateEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAlternateEmailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAlternateEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alternateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<RefusalAddAlternateEmailsMutation, RefusalAddAlternateEmailsMutationVariables>;
export const RefusalMakePrimaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalMakePrimary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlternateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeAlternateEmailPrimary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<RefusalMakePrimaryMutation, RefusalMakePrimaryMutationVariables>;
export const RefusalAttachUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalAttachUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RefusalAttachUrlMutation, RefusalAttachUrlMutationVariables>;
export const RefusalAttachFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefusalAttachFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RefusalAttachFileMutation, RefusalAttachFileMutationVariables>;
export const StormEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StormEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"StringValue","value":"2020-01-01T00:00:00Z","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<StormEventsQuery, StormEventsQueryVariables>;
export const StormRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StormRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StormRowsQuery, StormRowsQueryVariables>;
export const StormSectionAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StormSectionAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StormSectionAssetsQuery, StormSectionAssetsQueryVariables>;
export const ReliabilityMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReliabilityMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ReliabilityMeQuery, ReliabilityMeQueryVariables>;
export const ReliabilityMeAndPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReliabilityMeAndPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReliabilityMeAndPeopleQuery, ReliabilityMeAndPeopleQueryVariables>;
export const ReliabilityPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReliabilityPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReliabilityPeopleQuery, ReliabilityPeopleQueryVariables>;
export const ReliabilityEventUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReliabilityEventUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReliabilityEventUsersQuery, ReliabilityEventUsersQueryVariables>;
export const ReliabilityCreateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReliabilityCreateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ReliabilityCreateWorkspaceMutation, ReliabilityCreateWorkspaceMutationVariables>;
export const ReliabilityWorkspaceNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReliabilityWorkspaceNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReliabilityWorkspaceNamesQuery, ReliabilityWorkspaceNamesQueryVariables>;
export const ApiTokensListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokensList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensListQuery, ApiTokensListQueryVariables>;
export const ApiTokensTypeFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokensTypeFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensTypeFieldsQuery, ApiTokensTypeFieldsQueryVariables>;
export const ApiTokensCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokensCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<ApiTokensCreateMutation, ApiTokensCreateMutationVariables>;
export const ApiTokensRenewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokensRenew"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<ApiTokensRenewMutation, ApiTokensRenewMutationVariables>;
export const ApiTokensUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokensUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensUpdateMutation, ApiTokensUpdateMutationVariables>;
export const ApiTokensDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokensDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedApiTokenId"}}]}}]}}]} as unknown as DocumentNode<ApiTokensDeleteMutation, ApiTokensDeleteMutationVariables>;
export const ApiTokensNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokensNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensNodeQuery, ApiTokensNodeQueryVariables>;
export const ApiTokensHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokensHolidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensHolidaysQuery, ApiTokensHolidaysQueryVariables>;
export const ApprovalsCreateExpenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovalsCreateExpense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExpenseItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExpenseItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovalsCreateExpenseMutation, ApprovalsCreateExpenseMutationVariables>;
export const ApprovalsSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovalsSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovablesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitForApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Approval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvableType"}},{"kind":"Field","name":{"kind":"Name","value":"approvableId"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}}]}}]}}]} as unknown as DocumentNode<ApprovalsSubmitMutation, ApprovalsSubmitMutationVariables>;
export const ApprovalsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovalsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovablesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approve"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Approval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvableType"}},{"kind":"Field","name":{"kind":"Name","value":"approvableId"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}}]}}]}}]} as unknown as DocumentNode<ApprovalsApproveMutation, ApprovalsApproveMutationVariables>;
export const ApprovalsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovalsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedApprovalId"}}]}}]}}]} as unknown as DocumentNode<ApprovalsDeleteMutation, ApprovalsDeleteMutationVariables>;
export const ApprovalsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalsFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Approval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvableType"}},{"kind":"Field","name":{"kind":"Name","value":"approvableId"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}}]}}]}}]} as unknown as DocumentNode<ApprovalsListQuery, ApprovalsListQueryVariables>;
export const ApprovalsNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalsNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Approval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalId"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovalsNodeQuery, ApprovalsNodeQueryVariables>;
export const AssignmentsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignmentsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignmentsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignmentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allocationMode"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"fixedHours"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtaskCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AssignmentsCreateMutation, AssignmentsCreateMutationVariables>;
export const AssignmentsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignmentsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignmentsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignmentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allocationMode"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"fixedHours"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtaskCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AssignmentsUpdateMutation, AssignmentsUpdateMutationVariables>;
export const AssignmentsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignmentsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAssignmentId"}}]}}]}}]} as unknown as DocumentNode<AssignmentsDeleteMutation, AssignmentsDeleteMutationVariables>;
export const AssignmentsRetargetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignmentsRetarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetargetAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retargetAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignmentsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignmentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allocationMode"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"fixedHours"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtaskCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AssignmentsRetargetMutation, AssignmentsRetargetMutationVariables>;
export const AssignmentsReadPathsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentsReadPaths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"project"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"person"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"other"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"subtaskCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"project"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"person"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"other"},"name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"other"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentsReadPathsQuery, AssignmentsReadPathsQueryVariables>;
export const AssignmentsNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentsNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentsNodeQuery, AssignmentsNodeQueryVariables>;
export const AssignmentsCreateSubtaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignmentsCreateSubtask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSubtaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubtask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtaskId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentsCreateSubtaskMutation, AssignmentsCreateSubtaskMutationVariables>;
export const AssignmentsSubtaskListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentsSubtaskList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtaskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtaskId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtaskCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentsSubtaskListQuery, AssignmentsSubtaskListQueryVariables>;
export const AssignmentsUpdateSubtaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignmentsUpdateSubtask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSubtaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubtask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentsUpdateSubtaskMutation, AssignmentsUpdateSubtaskMutationVariables>;
export const AssignmentsSubtaskNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentsSubtaskNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subtask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentsSubtaskNodeQuery, AssignmentsSubtaskNodeQueryVariables>;
export const AssignmentsDeleteSubtaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignmentsDeleteSubtask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSubtaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubtask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedSubtaskId"}}]}}]}}]} as unknown as DocumentNode<AssignmentsDeleteSubtaskMutation, AssignmentsDeleteSubtaskMutationVariables>;
export const AssignmentsAssignablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentsAssignables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"project"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leave"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"60"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"project"},"name":{"kind":"Name","value":"assignable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"project"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"leave"},"name":{"kind":"Name","value":"assignable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leave"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentsAssignablesQuery, AssignmentsAssignablesQueryVariables>;
export const AssignmentsAssignableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentsAssignable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AssignmentsAssignableQuery, AssignmentsAssignableQueryVariables>;
export const AvailabilitiesOfPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilitiesOfPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilitiesBlock"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitiesBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}}]}}]} as unknown as DocumentNode<AvailabilitiesOfPersonQuery, AvailabilitiesOfPersonQueryVariables>;
export const AvailabilitiesNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilitiesNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilityId"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AvailabilitiesNodeQuery, AvailabilitiesNodeQueryVariables>;
export const AvailabilitiesCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AvailabilitiesCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilitiesBlock"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitiesBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}}]}}]} as unknown as DocumentNode<AvailabilitiesCreateMutation, AvailabilitiesCreateMutationVariables>;
export const AvailabilitiesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AvailabilitiesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilitiesBlock"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitiesBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}}]}}]} as unknown as DocumentNode<AvailabilitiesUpdateMutation, AvailabilitiesUpdateMutationVariables>;
export const AvailabilitiesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AvailabilitiesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAvailabilityId"}}]}}]}}]} as unknown as DocumentNode<AvailabilitiesDeleteMutation, AvailabilitiesDeleteMutationVariables>;
export const AvailabilitiesPersonAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilitiesPersonAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allocationMode"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"fixedHours"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AvailabilitiesPersonAssignmentsQuery, AvailabilitiesPersonAssignmentsQueryVariables>;
export const BudgetsProjectItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BudgetsProjectItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetItemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"budgetItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetsItem"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"ofType"},"name":{"kind":"Name","value":"budgetItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetsItem"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetsItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<BudgetsProjectItemsQuery, BudgetsProjectItemsQueryVariables>;
export const BudgetsItemPathsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BudgetsItemPaths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"project"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"other"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetsItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"project"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"other"},"name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"other"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetsItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<BudgetsItemPathsQuery, BudgetsItemPathsQueryVariables>;
export const BudgetsItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BudgetsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BudgetsItemQuery, BudgetsItemQueryVariables>;
export const BudgetsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BudgetsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBudgetItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBudgetItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetsItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetsItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<BudgetsCreateMutation, BudgetsCreateMutationVariables>;
export const BudgetsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BudgetsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBudgetItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBudgetItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetsItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetsItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<BudgetsUpdateMutation, BudgetsUpdateMutationVariables>;
export const BudgetsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BudgetsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBudgetItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedBudgetItemId"}}]}}]}}]} as unknown as DocumentNode<BudgetsDeleteMutation, BudgetsDeleteMutationVariables>;
export const BudgetsPhaseItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BudgetsPhaseItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetItemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItemId"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BudgetsPhaseItemsQuery, BudgetsPhaseItemsQueryVariables>;
export const BudgetsCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BudgetsCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"project"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItemCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeEntryCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"project"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItemCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeEntryCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phase"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItemCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeEntryCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BudgetsCategoriesQuery, BudgetsCategoriesQueryVariables>;
export const CustomFieldsListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomFieldsLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"namespace"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldNamespace"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldsField"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"people"},"name":{"kind":"Name","value":"customFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"namespace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"namespace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldsField"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}},{"kind":"Field","name":{"kind":"Name","value":"dataType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleOnInfoPage"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleAsFilter"}}]}}]} as unknown as DocumentNode<CustomFieldsListsQuery, CustomFieldsListsQueryVariables>;
export const CustomFieldsOwnerValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomFieldsOwnerValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"project"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"person"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"project"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"customField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"person"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"customField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namespace"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomFieldsOwnerValuesQuery, CustomFieldsOwnerValuesQueryVariables>;
export const CustomFieldsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomFieldsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldsField"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldsField"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}},{"kind":"Field","name":{"kind":"Name","value":"dataType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleOnInfoPage"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleAsFilter"}}]}}]} as unknown as DocumentNode<CustomFieldsCreateMutation, CustomFieldsCreateMutationVariables>;
export const CustomFieldsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomFieldsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldsField"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldsField"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}},{"kind":"Field","name":{"kind":"Name","value":"dataType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleOnInfoPage"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleAsFilter"}}]}}]} as unknown as DocumentNode<CustomFieldsUpdateMutation, CustomFieldsUpdateMutationVariables>;
export const CustomFieldsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomFieldsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedCustomFieldId"}}]}}]}}]} as unknown as DocumentNode<CustomFieldsDeleteMutation, CustomFieldsDeleteMutationVariables>;
export const CustomFieldsOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomFieldsOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CustomFieldsOneQuery, CustomFieldsOneQueryVariables>;
export const CustomFieldsSetProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomFieldsSetProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCustomFieldValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProjectCustomFieldValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"customField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomFieldsSetProjectMutation, CustomFieldsSetProjectMutationVariables>;
export const CustomFieldsSetPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomFieldsSetPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCustomFieldValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPersonCustomFieldValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<CustomFieldsSetPersonMutation, CustomFieldsSetPersonMutationVariables>;
export const CustomFieldsUpdateProjectValueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomFieldsUpdateProjectValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomFieldValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProjectCustomFieldValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<CustomFieldsUpdateProjectValueMutation, CustomFieldsUpdateProjectValueMutationVariables>;
export const CustomFieldsUpdatePersonValueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomFieldsUpdatePersonValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomFieldValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePersonCustomFieldValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CustomFieldsUpdatePersonValueMutation, CustomFieldsUpdatePersonValueMutationVariables>;
export const CustomFieldsProjectValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomFieldsProjectValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"customFieldId"}}]}}]}}]}}]} as unknown as DocumentNode<CustomFieldsProjectValuesQuery, CustomFieldsProjectValuesQueryVariables>;
export const ExpensesOwnerItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpensesOwnerItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"person"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"project"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"person"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"project"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<ExpensesOwnerItemsQuery, ExpensesOwnerItemsQueryVariables>;
export const ExpensesCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpensesCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExpenseItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExpenseItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpensesItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpensesItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpenseItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}}]}}]}}]}}]} as unknown as DocumentNode<ExpensesCreateMutation, ExpensesCreateMutationVariables>;
export const ExpensesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpensesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateExpenseItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExpenseItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpensesItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpensesItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpenseItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}}]}}]}}]}}]} as unknown as DocumentNode<ExpensesUpdateMutation, ExpensesUpdateMutationVariables>;
export const ExpensesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpensesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExpenseItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedExpenseItemId"}}]}}]}}]} as unknown as DocumentNode<ExpensesDeleteMutation, ExpensesDeleteMutationVariables>;
export const ExpensesNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpensesNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ExpensesNodeQuery, ExpensesNodeQueryVariables>;
export const PlaceholdersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceholdersList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeholders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"placeholderId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlaceholdersListQuery, PlaceholdersListQueryVariables>;
export const PlaceholdersNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceholdersNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Placeholder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceholdersNodeQuery, PlaceholdersNodeQueryVariables>;
export const PlaceholdersCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceholdersCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePlaceholderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlaceholder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeholder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"placeholderId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceholdersCreateMutation, PlaceholdersCreateMutationVariables>;
export const PlaceholdersUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceholdersUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePlaceholderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlaceholder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeholder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceholdersUpdateMutation, PlaceholdersUpdateMutationVariables>;
export const PlaceholdersDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceholdersDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlaceholder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedPlaceholderId"}}]}}]}}]} as unknown as DocumentNode<PlaceholdersDeleteMutation, PlaceholdersDeleteMutationVariables>;
export const PlaceholdersReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceholdersRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeholder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<PlaceholdersReadQuery, PlaceholdersReadQueryVariables>;
export const ProjectWritesCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectWritesCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"projectCode"}},{"kind":"Field","name":{"kind":"Name","value":"client"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectWritesCreateMutation, ProjectWritesCreateMutationVariables>;
export const ProjectWritesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectWritesRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customFieldValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectWritesReadQuery, ProjectWritesReadQueryVariables>;
export const ProjectWritesReadIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectWritesReadId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProjectWritesReadIdQuery, ProjectWritesReadIdQueryVariables>;
export const ProjectWritesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectWritesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectWritesUpdateMutation, ProjectWritesUpdateMutationVariables>;
export const ProjectWritesArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectWritesArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectWritesArchiveMutation, ProjectWritesArchiveMutationVariables>;
export const ProjectWritesUnarchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectWritesUnarchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchiveProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectWritesUnarchiveMutation, ProjectWritesUnarchiveMutationVariables>;
export const ProjectWritesListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectWritesLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"active"},"name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"withArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectWritesListsQuery, ProjectWritesListsQueryVariables>;
export const ProjectWritesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectWritesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedProjectId"}}]}}]}}]} as unknown as DocumentNode<ProjectWritesDeleteMutation, ProjectWritesDeleteMutationVariables>;
export const ProjectWritesCreatePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectWritesCreatePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phaseName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectWritesCreatePhaseMutation, ProjectWritesCreatePhaseMutationVariables>;
export const ProjectWritesPhasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectWritesPhases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectWritesPhasesQuery, ProjectWritesPhasesQueryVariables>;
export const ProjectWritesUpdatePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectWritesUpdatePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseName"}},{"kind":"Field","name":{"kind":"Name","value":"useParentBillRates"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectWritesUpdatePhaseMutation, ProjectWritesUpdatePhaseMutationVariables>;
export const ProjectWritesDeletePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectWritesDeletePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedPhaseId"}}]}}]}}]} as unknown as DocumentNode<ProjectWritesDeletePhaseMutation, ProjectWritesDeletePhaseMutationVariables>;
export const BillRatesAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillRatesAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillRatesFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillRatesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billRateId"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discipline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}}]}}]} as unknown as DocumentNode<BillRatesAccountQuery, BillRatesAccountQueryVariables>;
export const BillRatesOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillRatesOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"missing"},"name":{"kind":"Name","value":"billRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]} as unknown as DocumentNode<BillRatesOneQuery, BillRatesOneQueryVariables>;
export const BillRatesProjectAndAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillRatesProjectAndAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillRatesFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillRatesFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillRatesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billRateId"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discipline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}}]}}]} as unknown as DocumentNode<BillRatesProjectAndAccountQuery, BillRatesProjectAndAccountQueryVariables>;
export const BillRatesProjectRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillRatesProjectRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"foreign"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRateId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"other"},"name":{"kind":"Name","value":"billRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"foreign"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRateId"}}]}}]}}]}}]} as unknown as DocumentNode<BillRatesProjectRateQuery, BillRatesProjectRateQueryVariables>;
export const BillRatesPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillRatesPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useParentBillRates"}},{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillRatesFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillRatesFields"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillRatesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billRateId"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discipline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}}]}}]} as unknown as DocumentNode<BillRatesPhaseQuery, BillRatesPhaseQueryVariables>;
export const BillRatesCreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillRatesCreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<BillRatesCreateProjectMutation, BillRatesCreateProjectMutationVariables>;
export const BillRatesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillRatesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectBillRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProjectBillRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRateId"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<BillRatesUpdateMutation, BillRatesUpdateMutationVariables>;
export const BillRatesMutationFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillRatesMutationFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Mutation","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BillRatesMutationFieldsQuery, BillRatesMutationFieldsQueryVariables>;
export const ReferenceDataDisciplinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferenceDataDisciplines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disciplines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disciplineId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"discipline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"missing"},"name":{"kind":"Name","value":"discipline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReferenceDataDisciplinesQuery, ReferenceDataDisciplinesQueryVariables>;
export const ReferenceDataDisciplineNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferenceDataDisciplineNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Discipline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ReferenceDataDisciplineNodeQuery, ReferenceDataDisciplineNodeQueryVariables>;
export const ReferenceDataHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferenceDataHolidays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidayId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ReferenceDataHolidaysQuery, ReferenceDataHolidaysQueryVariables>;
export const ReferenceDataLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferenceDataLeaveTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReferenceDataLeaveTypesQuery, ReferenceDataLeaveTypesQueryVariables>;
export const ReferenceDataMutationFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferenceDataMutationFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Mutation","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ReferenceDataMutationFieldsQuery, ReferenceDataMutationFieldsQueryVariables>;
export const ScaleOutLibraryAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScaleOutLibraryAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScaleOutLibraryAssetQuery, ScaleOutLibraryAssetQueryVariables>;
export const ScaleOutAssetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ScaleOutAssetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"libraryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}}]}}]} as unknown as DocumentNode<ScaleOutAssetChangedSubscription, ScaleOutAssetChangedSubscriptionVariables>;
export const ScaleOutSixMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScaleOutSixMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"m1"},"name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"m2"},"name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"m3"},"name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"m4"},"name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"m5"},"name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"m6"},"name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ScaleOutSixMeQuery, ScaleOutSixMeQueryVariables>;
export const ScaleOutProjectAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScaleOutProjectAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScaleOutProjectAssetsQuery, ScaleOutProjectAssetsQueryVariables>;
export const SecurityBudgetFiveSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityBudgetFiveSheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SecurityBudgetFiveSheetsQuery, SecurityBudgetFiveSheetsQueryVariables>;
export const SecurityBudgetTwoSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityBudgetTwoSheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SecurityBudgetTwoSheetsQuery, SecurityBudgetTwoSheetsQueryVariables>;
export const SecurityLimitsNextCallerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityLimitsNextCaller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SecurityLimitsNextCallerQuery, SecurityLimitsNextCallerQueryVariables>;
export const SecurityPosturePeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityPosturePeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<SecurityPosturePeopleQuery, SecurityPosturePeopleQueryVariables>;
export const SecuritySharedLimitsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecuritySharedLimitsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SecuritySharedLimitsMeQuery, SecuritySharedLimitsMeQueryVariables>;
export const ReadShapeCreatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadShapeCreators"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReadShapeCreatorsQuery, ReadShapeCreatorsQueryVariables>;
export const ReadShapeCreatorsAndCellsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadShapeCreatorsAndCells"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnType"}},{"kind":"Field","name":{"kind":"Name","value":"objectValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReadShapeCreatorsAndCellsQuery, ReadShapeCreatorsAndCellsQueryVariables>;
export const ReadShapeColumnNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadShapeColumnNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Column"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<ReadShapeColumnNodeQuery, ReadShapeColumnNodeQueryVariables>;
export const ReadShapeColumnIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadShapeColumnIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ReadShapeColumnIdsQuery, ReadShapeColumnIdsQueryVariables>;
export const SheetsColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SheetsColumns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"systemColumnType"}},{"kind":"Field","name":{"kind":"Name","value":"autoNumberFormat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"fill"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SheetsColumnsQuery, SheetsColumnsQueryVariables>;
export const SheetsRowAuthorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SheetsRowAuthors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SheetsRowAuthorsQuery, SheetsRowAuthorsQueryVariables>;
export const SheetsCellsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SheetsCells"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"60"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnType"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"objectValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PredecessorList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"predecessors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiContactValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiPicklistValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SheetsCellsQuery, SheetsCellsQueryVariables>;
export const SheetsBigUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SheetsBigUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<SheetsBigUserQuery, SheetsBigUserQueryVariables>;
export const SheetsBigUserNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SheetsBigUserNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]} as unknown as DocumentNode<SheetsBigUserNodeQuery, SheetsBigUserNodeQueryVariables>;
export const SheetsFirstRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SheetsFirstRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SheetsFirstRowsQuery, SheetsFirstRowsQueryVariables>;
export const SheetsRowNodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SheetsRowNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Row"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SheetsRowNodesQuery, SheetsRowNodesQueryVariables>;
export const SingleReadsRootFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SingleReadsRootFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ofType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"interfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SingleReadsRootFieldsQuery, SingleReadsRootFieldsQueryVariables>;
export const SingleReadsSheetRowsCursorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SingleReadsSheetRowsCursor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SingleReadsSheetRowsCursorQuery, SingleReadsSheetRowsCursorQueryVariables>;
export const SingleReadsSheetTwoRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SingleReadsSheetTwoRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SingleReadsSheetTwoRowsQuery, SingleReadsSheetTwoRowsQueryVariables>;
export const StartReadmeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartReadme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<StartReadmeQuery, StartReadmeQueryVariables>;
export const ShutdownMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShutdownMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ShutdownMeQuery, ShutdownMeQueryVariables>;
export const SubscriptionLoadersFirstSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionLoadersFirstSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionLoadersFirstSheetQuery, SubscriptionLoadersFirstSheetQueryVariables>;
export const SubscriptionLoadersStalledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionLoadersStalled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionLoadersStalledQuery, SubscriptionLoadersStalledQueryVariables>;
export const SubscriptionLoadersSheetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SubscriptionLoadersSheetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionLoadersSheetChangedSubscription, SubscriptionLoadersSheetChangedSubscriptionVariables>;
export const SubscriptionsFirstSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsFirstSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsFirstSheetQuery, SubscriptionsFirstSheetQueryVariables>;
export const SubscriptionsSheetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SubscriptionsSheetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsSheetChangedSubscription, SubscriptionsSheetChangedSubscriptionVariables>;
export const SubscriptionsSheetIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsSheetIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsSheetIdsQuery, SubscriptionsSheetIdsQueryVariables>;
export const SubscriptionsSheetIdChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SubscriptionsSheetIdChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsSheetIdChangedSubscription, SubscriptionsSheetIdChangedSubscriptionVariables>;
export const SubscriptionsLibraryAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsLibraryAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsLibraryAssetQuery, SubscriptionsLibraryAssetQueryVariables>;
export const SubscriptionsAssetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SubscriptionsAssetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"libraryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsAssetChangedSubscription, SubscriptionsAssetChangedSubscriptionVariables>;
export const WebhookCallbackUrlsIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookCallbackUrlsIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookCallbackUrlsIdsQuery, WebhookCallbackUrlsIdsQueryVariables>;
export const WebhookCallbackUrlsCreateAssetWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookCallbackUrlsCreateAssetWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssetWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssetWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookCallbackUrlsCreateAssetWebhookMutation, WebhookCallbackUrlsCreateAssetWebhookMutationVariables>;
export const WebhookCallbackUrlsCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookCallbackUrlsCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookCallbackUrlsCreateWebhookMutation, WebhookCallbackUrlsCreateWebhookMutationVariables>;
export const WebhookReceiversSheetIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookReceiversSheetIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversSheetIdsQuery, WebhookReceiversSheetIdsQueryVariables>;
export const WebhookReceiversCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookReceiversCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"sharedSecret"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversCreateWebhookMutation, WebhookReceiversCreateWebhookMutationVariables>;
export const WebhookReceiversSheetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WebhookReceiversSheetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversSheetChangedSubscription, WebhookReceiversSheetChangedSubscriptionVariables>;
export const WebhookReceiversLibraryAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookReceiversLibraryAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversLibraryAssetsQuery, WebhookReceiversLibraryAssetsQueryVariables>;
export const WebhookReceiversCreateAssetWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookReceiversCreateAssetWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssetWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssetWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversCreateAssetWebhookMutation, WebhookReceiversCreateAssetWebhookMutationVariables>;
export const WebhookReceiversAssetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WebhookReceiversAssetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"libraryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversAssetChangedSubscription, WebhookReceiversAssetChangedSubscriptionVariables>;
export const WebhookReceiversAssetIdChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WebhookReceiversAssetIdChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"libraryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversAssetIdChangedSubscription, WebhookReceiversAssetIdChangedSubscriptionVariables>;
export const WebhookReceiversLibraryOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookReceiversLibraryOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"library"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversLibraryOrganizationQuery, WebhookReceiversLibraryOrganizationQueryVariables>;
export const WebhookReceiversWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookReceiversWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversWebhookQuery, WebhookReceiversWebhookQueryVariables>;
export const WebhookReceiversLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookReceiversLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"library"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}}]}}]}}]} as unknown as DocumentNode<WebhookReceiversLibraryQuery, WebhookReceiversLibraryQueryVariables>;
export const WebhooksE2ePlanAndUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhooksE2ePlanAndUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"40"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"seatType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2ePlanAndUsersQuery, WebhooksE2ePlanAndUsersQueryVariables>;
export const WebhooksE2eCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksE2eCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eCreateWebhookMutation, WebhooksE2eCreateWebhookMutationVariables>;
export const WebhooksE2eEnableWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksE2eEnableWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eEnableWebhookMutation, WebhooksE2eEnableWebhookMutationVariables>;
export const WebhooksE2eSeatChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WebhooksE2eSeatChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSeatTypeChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"seatType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eSeatChangedSubscription, WebhooksE2eSeatChangedSubscriptionVariables>;
export const WebhooksE2eUpgradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksE2eUpgrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUserSeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgradeUserPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seatType"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eUpgradeMutation, WebhooksE2eUpgradeMutationVariables>;
export const WebhooksE2eDowngradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksE2eDowngrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUserSeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downgradeUserPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seatType"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eDowngradeMutation, WebhooksE2eDowngradeMutationVariables>;
export const WebhooksE2eWebhookStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhooksE2eWebhookStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eWebhookStatusQuery, WebhooksE2eWebhookStatusQueryVariables>;
export const WebhooksE2eLibrarySectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhooksE2eLibrarySections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryId"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAssetType"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eLibrarySectionsQuery, WebhooksE2eLibrarySectionsQueryVariables>;
export const WebhooksE2eCreateAssetWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksE2eCreateAssetWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssetWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssetWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eCreateAssetWebhookMutation, WebhooksE2eCreateAssetWebhookMutationVariables>;
export const WebhooksE2eAssetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WebhooksE2eAssetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"libraryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eAssetChangedSubscription, WebhooksE2eAssetChangedSubscriptionVariables>;
export const WebhooksE2eUploadAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksE2eUploadAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAssetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eUploadAssetMutation, WebhooksE2eUploadAssetMutationVariables>;
export const WebhooksE2eSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhooksE2eSheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eSheetsQuery, WebhooksE2eSheetsQueryVariables>;
export const WebhooksE2eSheetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WebhooksE2eSheetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eSheetChangedSubscription, WebhooksE2eSheetChangedSubscriptionVariables>;
export const WebhooksE2eUpdateRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksE2eUpdateRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksE2eUpdateRowsMutation, WebhooksE2eUpdateRowsMutationVariables>;
export const WorkAttachmentsLimitsAttachUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAttachmentsLimitsAttachUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsLimitsAttachUrlMutation, WorkAttachmentsLimitsAttachUrlMutationVariables>;
export const WorkAttachmentsLimitsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsLimitsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsLimitsMeQuery, WorkAttachmentsLimitsMeQueryVariables>;
export const WorkAttachmentsSheetAndRowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsSheetAndRow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsSheetAndRowQuery, WorkAttachmentsSheetAndRowQueryVariables>;
export const WorkAttachmentsListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rowId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkAttachmentsFields"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"row"},"name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Row"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkAttachmentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsListsQuery, WorkAttachmentsListsQueryVariables>;
export const WorkAttachmentsVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsVersionsQuery, WorkAttachmentsVersionsQueryVariables>;
export const WorkAttachmentsDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpiresInMillis"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsDownloadQuery, WorkAttachmentsDownloadQueryVariables>;
export const WorkAttachmentsByRawIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsByRawId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unknown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unknown"}}},{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsByRawIdQuery, WorkAttachmentsByRawIdQueryVariables>;
export const WorkAttachmentsCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsCommentsQuery, WorkAttachmentsCommentsQueryVariables>;
export const WorkAttachmentsAttachUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAttachmentsAttachUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkAttachmentsFields"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkAttachmentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsAttachUrlMutation, WorkAttachmentsAttachUrlMutationVariables>;
export const WorkAttachmentsAttachUrlIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAttachmentsAttachUrlId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsAttachUrlIdMutation, WorkAttachmentsAttachUrlIdMutationVariables>;
export const WorkAttachmentsNewVersionIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAttachmentsNewVersionId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAttachmentVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAttachmentVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsNewVersionIdMutation, WorkAttachmentsNewVersionIdMutationVariables>;
export const WorkAttachmentsAttachFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAttachmentsAttachFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkAttachmentsFields"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpiresInMillis"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkAttachmentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsAttachFileMutation, WorkAttachmentsAttachFileMutationVariables>;
export const WorkAttachmentsNewVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAttachmentsNewVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAttachmentVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAttachmentVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsNewVersionMutation, WorkAttachmentsNewVersionMutationVariables>;
export const WorkAttachmentsVersionNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsVersionNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsVersionNamesQuery, WorkAttachmentsVersionNamesQueryVariables>;
export const WorkAttachmentsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAttachmentsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAttachmentId"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsDeleteMutation, WorkAttachmentsDeleteMutationVariables>;
export const WorkAttachmentsDeleteVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAttachmentsDeleteVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAttachmentVersionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttachmentVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAttachmentId"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsDeleteVersionsMutation, WorkAttachmentsDeleteVersionsMutationVariables>;
export const WorkAttachmentsTwoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsTwo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsTwoQuery, WorkAttachmentsTwoQueryVariables>;
export const WorkAttachmentsAttachFileParentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAttachmentsAttachFileParent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsAttachFileParentMutation, WorkAttachmentsAttachFileParentMutationVariables>;
export const WorkAttachmentsNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAttachmentsNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}}]}}]}}]}}]} as unknown as DocumentNode<WorkAttachmentsNodeQuery, WorkAttachmentsNodeQueryVariables>;
export const WorkAutomationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAutomationRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automationRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"automationRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"userCanModify"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifyAllSharedUsers"}},{"kind":"Field","name":{"kind":"Name","value":"includeAllColumns"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkAutomationRulesQuery, WorkAutomationRulesQueryVariables>;
export const WorkAutomationRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAutomationRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkAutomationRuleQuery, WorkAutomationRuleQueryVariables>;
export const WorkAutomationRuleIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkAutomationRuleId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WorkAutomationRuleIdQuery, WorkAutomationRuleIdQueryVariables>;
export const WorkAutomationUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAutomationUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAutomationRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAutomationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automationRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifyAllSharedUsers"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkAutomationUpdateMutation, WorkAutomationUpdateMutationVariables>;
export const WorkAutomationDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkAutomationDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAutomationRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAutomationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAutomationRuleId"}}]}}]}}]} as unknown as DocumentNode<WorkAutomationDeleteMutation, WorkAutomationDeleteMutationVariables>;
export const WorkColumnsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkColumnsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"columnConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"column"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}}]} as unknown as DocumentNode<WorkColumnsReadQuery, WorkColumnsReadQueryVariables>;
export const WorkColumnsAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkColumnsAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddColumnsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addColumns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"systemColumnType"}},{"kind":"Field","name":{"kind":"Name","value":"autoNumberFormat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"fill"}},{"kind":"Field","name":{"kind":"Name","value":"startingNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}}]}}]}}]}}]} as unknown as DocumentNode<WorkColumnsAddMutation, WorkColumnsAddMutationVariables>;
export const WorkColumnsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkColumnsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateColumnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"column"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}}]}}]}}]}}]} as unknown as DocumentNode<WorkColumnsUpdateMutation, WorkColumnsUpdateMutationVariables>;
export const WorkColumnsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkColumnsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteColumnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedColumnId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<WorkColumnsDeleteMutation, WorkColumnsDeleteMutationVariables>;
export const WorkColumnsMoveSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkColumnsMoveSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkColumnsMoveSheetMutation, WorkColumnsMoveSheetMutationVariables>;
export const WorkContainersChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkContainersChildren"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChildResourceType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"resourceTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherContainerChild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersChildrenQuery, WorkContainersChildrenQueryVariables>;
export const WorkContainersFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkContainersFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherContainerChild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersFolderQuery, WorkContainersFolderQueryVariables>;
export const WorkContainersDashboardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkContainersDashboards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"permalink"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersDashboardsQuery, WorkContainersDashboardsQueryVariables>;
export const WorkContainersDashboardNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkContainersDashboardNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersDashboardNamesQuery, WorkContainersDashboardNamesQueryVariables>;
export const WorkContainersNodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkContainersNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersNodesQuery, WorkContainersNodesQueryVariables>;
export const WorkContainersCreateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkContainersCreateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersCreateWorkspaceMutation, WorkContainersCreateWorkspaceMutationVariables>;
export const WorkContainersCreateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkContainersCreateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersCreateFolderMutation, WorkContainersCreateFolderMutationVariables>;
export const WorkContainersUpdateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkContainersUpdateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersUpdateWorkspaceMutation, WorkContainersUpdateWorkspaceMutationVariables>;
export const WorkContainersCopyWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkContainersCopyWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersCopyWorkspaceMutation, WorkContainersCopyWorkspaceMutationVariables>;
export const WorkContainersUpdateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkContainersUpdateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersUpdateFolderMutation, WorkContainersUpdateFolderMutationVariables>;
export const WorkContainersCopyFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkContainersCopyFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersCopyFolderMutation, WorkContainersCopyFolderMutationVariables>;
export const WorkContainersMoveFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkContainersMoveFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersMoveFolderMutation, WorkContainersMoveFolderMutationVariables>;
export const WorkContainersMoveDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkContainersMoveDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkContainersMoveDashboardMutation, WorkContainersMoveDashboardMutationVariables>;
export const WorkDiscussionsSheetThreadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkDiscussionsSheetThreads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkDiscussionsThread"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkDiscussionsThread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Discussion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"discussionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommentedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsSheetThreadsQuery, WorkDiscussionsSheetThreadsQueryVariables>;
export const WorkDiscussionsOnDemandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkDiscussionsOnDemand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"row"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"includeComments"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"row"},"name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"row"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Row"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsOnDemandQuery, WorkDiscussionsOnDemandQueryVariables>;
export const WorkDiscussionsFirstThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkDiscussionsFirstThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsFirstThreadQuery, WorkDiscussionsFirstThreadQueryVariables>;
export const WorkDiscussionsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkDiscussionsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDiscussionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDiscussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkDiscussionsThread"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkDiscussionsThread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Discussion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"discussionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommentedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsCreateMutation, WorkDiscussionsCreateMutationVariables>;
export const WorkDiscussionsAddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkDiscussionsAddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsAddCommentMutation, WorkDiscussionsAddCommentMutationVariables>;
export const WorkDiscussionsCommentAndThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkDiscussionsCommentAndThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"d"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d"},"name":{"kind":"Name","value":"discussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"d"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsCommentAndThreadQuery, WorkDiscussionsCommentAndThreadQueryVariables>;
export const WorkDiscussionsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkDiscussionsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteDiscussionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDiscussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedDiscussionId"}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsDeleteMutation, WorkDiscussionsDeleteMutationVariables>;
export const WorkDiscussionsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkDiscussionsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"d"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"d"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsReadQuery, WorkDiscussionsReadQueryVariables>;
export const WorkDiscussionsCreateWithFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkDiscussionsCreateWithFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDiscussionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDiscussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsCreateWithFileMutation, WorkDiscussionsCreateWithFileMutationVariables>;
export const WorkDiscussionsDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkDiscussionsDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsDownloadQuery, WorkDiscussionsDownloadQueryVariables>;
export const WorkDiscussionsCommentWithFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkDiscussionsCommentWithFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsCommentWithFileMutation, WorkDiscussionsCommentWithFileMutationVariables>;
export const WorkDiscussionsCreateIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkDiscussionsCreateId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDiscussionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDiscussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsCreateIdMutation, WorkDiscussionsCreateIdMutationVariables>;
export const WorkDiscussionsCommentIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkDiscussionsCommentId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WorkDiscussionsCommentIdMutation, WorkDiscussionsCommentIdMutationVariables>;
export const WorkRowsExtrasWriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkRowsExtrasWrite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<WorkRowsExtrasWriteMutation, WorkRowsExtrasWriteMutationVariables>;
export const WorkRowsExtrasHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkRowsExtrasHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"columnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkRowsExtrasHistoryQuery, WorkRowsExtrasHistoryQueryVariables>;
export const WorkRowsExtrasUploadImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkRowsExtrasUploadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadCellImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadCellImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkRowsExtrasUploadImageMutation, WorkRowsExtrasUploadImageMutationVariables>;
export const WorkRowsExtrasImageUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkRowsExtrasImageUrls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"images"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CellImageUrlInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellImageUrls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"images"},"value":{"kind":"Variable","name":{"kind":"Name","value":"images"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urlExpiresInMillis"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}}]}}]}}]} as unknown as DocumentNode<WorkRowsExtrasImageUrlsQuery, WorkRowsExtrasImageUrlsQueryVariables>;
export const WorkRowsAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkRowsAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"partialSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failedItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRowsWritten"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkRowsWritten"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Row"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"siblingRowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkInFromCell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"objectValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PredecessorList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"predecessors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiContactValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiPicklistValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkRowsAddMutation, WorkRowsAddMutationVariables>;
export const WorkRowsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkRowsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"partialSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failedItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRowsWritten"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkRowsWritten"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Row"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"siblingRowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkInFromCell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"objectValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PredecessorList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"predecessors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiContactValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiPicklistValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkRowsUpdateMutation, WorkRowsUpdateMutationVariables>;
export const WorkRowsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkRowsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkRowsReadQuery, WorkRowsReadQueryVariables>;
export const WorkSearchEverythingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkSearchEverything"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favorites"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeFavorites"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favorites"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkSearchItems"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkSearchItems"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectType"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectName"}},{"kind":"Field","name":{"kind":"Name","value":"contextData"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectFavorite"}}]}}]}}]} as unknown as DocumentNode<WorkSearchEverythingQuery, WorkSearchEverythingQueryVariables>;
export const WorkSearchSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkSearchSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkSearchItems"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkSearchItems"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectType"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectName"}},{"kind":"Field","name":{"kind":"Name","value":"contextData"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"parentObjectFavorite"}}]}}]}}]} as unknown as DocumentNode<WorkSearchSheetQuery, WorkSearchSheetQueryVariables>;
export const WorkSharingListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkSharingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareAssetType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shares"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<WorkSharingListQuery, WorkSharingListQueryVariables>;
export const WorkSharingReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkSharingRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Share"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}}]} as unknown as DocumentNode<WorkSharingReadQuery, WorkSharingReadQueryVariables>;
export const WorkSharingExistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkSharingExists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorkSharingExistsQuery, WorkSharingExistsQueryVariables>;
export const WorkSharingWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkSharingWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkSharingWorkspacesQuery, WorkSharingWorkspacesQueryVariables>;
export const WorkSharingSheetAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkSharingSheetAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]} as unknown as DocumentNode<WorkSharingSheetAccessQuery, WorkSharingSheetAccessQueryVariables>;
export const WorkSharingCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkSharingCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<WorkSharingCreateMutation, WorkSharingCreateMutationVariables>;
export const WorkSharingUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkSharingUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}}]} as unknown as DocumentNode<WorkSharingUpdateMutation, WorkSharingUpdateMutationVariables>;
export const WorkSharingDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkSharingDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedShareId"}}]}}]}}]} as unknown as DocumentNode<WorkSharingDeleteMutation, WorkSharingDeleteMutationVariables>;
export const WorkUploadsAttachFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkUploadsAttachFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<WorkUploadsAttachFileMutation, WorkUploadsAttachFileMutationVariables>;
export const UserEmailsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserEmailsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alternateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserEmailsListQuery, UserEmailsListQueryVariables>;
export const UserEmailsOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserEmailsOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alternateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UserEmailsOneQuery, UserEmailsOneQueryVariables>;
export const UserEmailsAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserEmailsAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAlternateEmailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAlternateEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alternateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]}}]} as unknown as DocumentNode<UserEmailsAddMutation, UserEmailsAddMutationVariables>;
export const UserEmailsPrimaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserEmailsPrimary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlternateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeAlternateEmailPrimary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alternateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserEmailsPrimaryMutation, UserEmailsPrimaryMutationVariables>;
export const UserEmailsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserEmailsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlternateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlternateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAlternateEmailId"}}]}}]}}]} as unknown as DocumentNode<UserEmailsDeleteMutation, UserEmailsDeleteMutationVariables>;
export const UserEmailsAddUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserEmailsAddUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]} as unknown as DocumentNode<UserEmailsAddUserMutation, UserEmailsAddUserMutationVariables>;
export const WorkUsersFilteredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkUsersFiltered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seats"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeatType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}},{"kind":"Argument","name":{"kind":"Name","value":"seatType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seats"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"seatType"}},{"kind":"Field","name":{"kind":"Name","value":"isInternal"}},{"kind":"Field","name":{"kind":"Name","value":"isProvisional"}},{"kind":"Field","name":{"kind":"Name","value":"seatTypeLastChangedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkUsersFilteredQuery, WorkUsersFilteredQueryVariables>;
export const WorkUsersAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkUsersAll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"320"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sheetCount"}},{"kind":"Field","name":{"kind":"Name","value":"seatType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkUsersAllQuery, WorkUsersAllQueryVariables>;
export const WorkUsersMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkUsersMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"provisionalExpirationDate"}}]}}]}}]} as unknown as DocumentNode<WorkUsersMeQuery, WorkUsersMeQueryVariables>;
export const WorkUsersAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkUsersAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"licensedSheetCreator"}}]}}]}}]}}]} as unknown as DocumentNode<WorkUsersAddMutation, WorkUsersAddMutationVariables>;
export const WorkUsersRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkUsersRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedUserId"}}]}}]}}]} as unknown as DocumentNode<WorkUsersRemoveMutation, WorkUsersRemoveMutationVariables>;
export const WorkUsersReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkUsersRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<WorkUsersReadQuery, WorkUsersReadQueryVariables>;
export const WorkUsersWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkUsersWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkUsersWorkspacesQuery, WorkUsersWorkspacesQueryVariables>;
export const WorkUsersDeactivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkUsersDeactivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatusChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sheetCount"}}]}}]}}]}}]} as unknown as DocumentNode<WorkUsersDeactivateMutation, WorkUsersDeactivateMutationVariables>;
export const WorkUsersReactivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkUsersReactivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatusChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sheetCount"}}]}}]}}]}}]} as unknown as DocumentNode<WorkUsersReactivateMutation, WorkUsersReactivateMutationVariables>;
export const WorkUsersPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkUsersPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"seatType"}},{"kind":"Field","name":{"kind":"Name","value":"seatTypeLastChangedAt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkUsersPlansQuery, WorkUsersPlansQueryVariables>;
export const WorkUsersUpgradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkUsersUpgrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUserSeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgradeUserPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"seatType"}}]}}]}}]}}]} as unknown as DocumentNode<WorkUsersUpgradeMutation, WorkUsersUpgradeMutationVariables>;
export const WorkUsersDowngradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkUsersDowngrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUserSeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downgradeUserPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seatType"}}]}}]}}]}}]} as unknown as DocumentNode<WorkUsersDowngradeMutation, WorkUsersDowngradeMutationVariables>;
export const WorkUsersRemoveFromPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkUsersRemoveFromPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveUserFromPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeUserFromPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"removedPlanId"}}]}}]}}]} as unknown as DocumentNode<WorkUsersRemoveFromPlanMutation, WorkUsersRemoveFromPlanMutationVariables>;
export const WorkUsersTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkUsersToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"tokenType"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<WorkUsersTokenMutation, WorkUsersTokenMutationVariables>;
export const WorkWebhooksCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkWebhooksCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkWebhooksFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkWebhooksFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"scopeObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledDetails"}},{"kind":"Field","name":{"kind":"Name","value":"sharedSecret"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WorkWebhooksCreateMutation, WorkWebhooksCreateMutationVariables>;
export const WorkWebhooksUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkWebhooksUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkWebhooksFields"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastCallbackAttempt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkWebhooksFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"scopeObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledDetails"}},{"kind":"Field","name":{"kind":"Name","value":"sharedSecret"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WorkWebhooksUpdateMutation, WorkWebhooksUpdateMutationVariables>;
export const WorkWebhooksFirstDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkWebhooksFirst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<WorkWebhooksFirstQuery, WorkWebhooksFirstQueryVariables>;
export const WorkWebhooksRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkWebhooksRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<WorkWebhooksRestQuery, WorkWebhooksRestQueryVariables>;
export const WorkWebhooksOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkWebhooksOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"missing"},"name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"1","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkWebhooksOneQuery, WorkWebhooksOneQueryVariables>;
export const AccountRuleSharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRuleShares"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareAssetType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shares"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccountRuleSharesQuery, AccountRuleSharesQueryVariables>;
export const AccountRuleCreateShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRuleCreateShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareId"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRuleCreateShareMutation, AccountRuleCreateShareMutationVariables>;
export const AccountRuleUpdateShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRuleUpdateShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareId"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRuleUpdateShareMutation, AccountRuleUpdateShareMutationVariables>;
export const AccountRuleUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRuleUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sheetCount"}},{"kind":"Field","name":{"kind":"Name","value":"seatType"}},{"kind":"Field","name":{"kind":"Name","value":"licensedSheetCreator"}},{"kind":"Field","name":{"kind":"Name","value":"provisionalExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"seatTypeLastChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isInternal"}}]}}]}}]} as unknown as DocumentNode<AccountRuleUserQuery, AccountRuleUserQueryVariables>;
export const AccountRuleAddUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRuleAddUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRuleAddUserMutation, AccountRuleAddUserMutationVariables>;
export const AccountRuleRemoveUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRuleRemoveUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedUserId"}}]}}]}}]} as unknown as DocumentNode<AccountRuleRemoveUserMutation, AccountRuleRemoveUserMutationVariables>;
export const AccountRuleUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRuleUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seatType"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeatType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"seatType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seatType"}}},{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sheetCount"}},{"kind":"Field","name":{"kind":"Name","value":"seatType"}},{"kind":"Field","name":{"kind":"Name","value":"licensedSheetCreator"}},{"kind":"Field","name":{"kind":"Name","value":"provisionalExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"seatTypeLastChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isInternal"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRuleUsersQuery, AccountRuleUsersQueryVariables>;
export const AccountRuleAddAlternateEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRuleAddAlternateEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAlternateEmailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAlternateEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alternateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRuleAddAlternateEmailsMutation, AccountRuleAddAlternateEmailsMutationVariables>;
export const AccountRuleDeleteAlternateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRuleDeleteAlternateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlternateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlternateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAlternateEmailId"}}]}}]}}]} as unknown as DocumentNode<AccountRuleDeleteAlternateEmailMutation, AccountRuleDeleteAlternateEmailMutationVariables>;
export const AccountRuleMakeAlternateEmailPrimaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRuleMakeAlternateEmailPrimary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlternateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeAlternateEmailPrimary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRuleMakeAlternateEmailPrimaryMutation, AccountRuleMakeAlternateEmailPrimaryMutationVariables>;
export const AccountRuleAlternateEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRuleAlternateEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alternateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRuleAlternateEmailsQuery, AccountRuleAlternateEmailsQueryVariables>;
export const AccountRuleAlternateEmailsOfListedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRuleAlternateEmailsOfListed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alternateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccountRuleAlternateEmailsOfListedQuery, AccountRuleAlternateEmailsOfListedQueryVariables>;
export const AccountRuleAlternateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRuleAlternateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alternateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]} as unknown as DocumentNode<AccountRuleAlternateEmailQuery, AccountRuleAlternateEmailQueryVariables>;
export const AttachmentRuleAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachmentRuleAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpiresInMillis"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttachmentRuleAttachmentQuery, AttachmentRuleAttachmentQueryVariables>;
export const AttachmentRuleAttachFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachmentRuleAttachFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpiresInMillis"}}]}}]}}]}}]} as unknown as DocumentNode<AttachmentRuleAttachFileMutation, AttachmentRuleAttachFileMutationVariables>;
export const AttachmentRuleAddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachmentRuleAddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttachmentRuleAddCommentMutation, AttachmentRuleAddCommentMutationVariables>;
export const AttachmentRuleNewVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachmentRuleNewVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAttachmentVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAttachmentVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpiresInMillis"}}]}}]}}]}}]} as unknown as DocumentNode<AttachmentRuleNewVersionMutation, AttachmentRuleNewVersionMutationVariables>;
export const AttachmentRuleAttachUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachmentRuleAttachUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeInKb"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpiresInMillis"}}]}}]}}]}}]} as unknown as DocumentNode<AttachmentRuleAttachUrlMutation, AttachmentRuleAttachUrlMutationVariables>;
export const AttachmentRuleDeleteVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachmentRuleDeleteVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAttachmentVersionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttachmentVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAttachmentId"}}]}}]}}]} as unknown as DocumentNode<AttachmentRuleDeleteVersionsMutation, AttachmentRuleDeleteVersionsMutationVariables>;
export const AttachmentRuleAttachmentNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachmentRuleAttachmentNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AttachmentRuleAttachmentNodeQuery, AttachmentRuleAttachmentNodeQueryVariables>;
export const AttachmentRuleDiscussionNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachmentRuleDiscussionNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AttachmentRuleDiscussionNodeQuery, AttachmentRuleDiscussionNodeQueryVariables>;
export const AttachmentRuleAddCommentOnlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachmentRuleAddCommentOnly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AttachmentRuleAddCommentOnlyMutation, AttachmentRuleAddCommentOnlyMutationVariables>;
export const CellRuleAddRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CellRuleAddRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkInFromCell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CellRuleAddRowsMutation, CellRuleAddRowsMutationVariables>;
export const CellRuleUpdateRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CellRuleUpdateRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkInFromCell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CellRuleUpdateRowsMutation, CellRuleUpdateRowsMutationVariables>;
export const CellRuleRowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CellRuleRow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"row"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"row"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"displayValue"}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkInFromCell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CellRuleRowQuery, CellRuleRowQueryVariables>;
export const ColumnRuleAddColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ColumnRuleAddColumns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddColumnsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addColumns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"systemColumnType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}}]}}]}}]}}]} as unknown as DocumentNode<ColumnRuleAddColumnsMutation, ColumnRuleAddColumnsMutationVariables>;
export const ColumnRuleUpdateColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ColumnRuleUpdateColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateColumnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"systemColumnType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}}]}}]}}]}}]} as unknown as DocumentNode<ColumnRuleUpdateColumnMutation, ColumnRuleUpdateColumnMutationVariables>;
export const ColumnRuleColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ColumnRuleColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"row"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"systemColumnType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"row"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"row"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ColumnRuleColumnQuery, ColumnRuleColumnQueryVariables>;
export const ContainerRuleMoveSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContainerRuleMoveSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleMoveSheetMutation, ContainerRuleMoveSheetMutationVariables>;
export const ContainerRuleMoveFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContainerRuleMoveFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleMoveFolderMutation, ContainerRuleMoveFolderMutationVariables>;
export const ContainerRuleMoveDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContainerRuleMoveDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleMoveDashboardMutation, ContainerRuleMoveDashboardMutationVariables>;
export const ContainerRuleCopyFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContainerRuleCopyFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleCopyFolderMutation, ContainerRuleCopyFolderMutationVariables>;
export const ContainerRuleCopyWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContainerRuleCopyWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleCopyWorkspaceMutation, ContainerRuleCopyWorkspaceMutationVariables>;
export const ContainerRuleWorkspaceNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainerRuleWorkspaceNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleWorkspaceNamesQuery, ContainerRuleWorkspaceNamesQueryVariables>;
export const ContainerRuleCreateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContainerRuleCreateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleCreateFolderMutation, ContainerRuleCreateFolderMutationVariables>;
export const ContainerRuleWorkspacePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainerRuleWorkspacePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleWorkspacePageQuery, ContainerRuleWorkspacePageQueryVariables>;
export const ContainerRuleDashboardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainerRuleDashboardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleDashboardPageQuery, ContainerRuleDashboardPageQueryVariables>;
export const ContainerRuleChildrenPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainerRuleChildrenPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Node"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherContainerChild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleChildrenPageQuery, ContainerRuleChildrenPageQueryVariables>;
export const ContainerRuleUsersFirstPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainerRuleUsersFirstPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleUsersFirstPageQuery, ContainerRuleUsersFirstPageQueryVariables>;
export const ContainerRuleUsersNextPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainerRuleUsersNextPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleUsersNextPageQuery, ContainerRuleUsersNextPageQueryVariables>;
export const ContainerRuleAutomationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainerRuleAutomationRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automationRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automationRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleAutomationRulesQuery, ContainerRuleAutomationRulesQueryVariables>;
export const ContainerRuleUpdateAutomationRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContainerRuleUpdateAutomationRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAutomationRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAutomationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automationRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleUpdateAutomationRuleMutation, ContainerRuleUpdateAutomationRuleMutationVariables>;
export const ContainerRuleColumnTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContainerRuleColumnType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sheet"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<ContainerRuleColumnTypeQuery, ContainerRuleColumnTypeQueryVariables>;
export const EventRuleFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventRuleFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10000"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"additionalDetails"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<EventRuleFeedQuery, EventRuleFeedQueryVariables>;
export const EventRuleFilteredFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventRuleFilteredFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filteredEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10000"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"additionalDetails"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<EventRuleFilteredFeedQuery, EventRuleFilteredFeedQueryVariables>;
export const AssetRuleUploadAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssetRuleUploadAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAssetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssetRuleUploadAssetMutation, AssetRuleUploadAssetMutationVariables>;
export const AssetRuleUploadNamingUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssetRuleUploadNamingUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAssetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AssetRuleUploadNamingUrlMutation, AssetRuleUploadNamingUrlMutationVariables>;
export const AssetRuleAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetRuleAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AssetRuleAttachmentsQuery, AssetRuleAttachmentsQueryVariables>;
export const AssetRuleFieldsAndTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetRuleFieldsAndTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoGenerated"}}]}}]}}]}}]} as unknown as DocumentNode<AssetRuleFieldsAndTagsQuery, AssetRuleFieldsAndTagsQueryVariables>;
export const AssetRuleWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetRuleWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetWebhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssetRuleWebhooksQuery, AssetRuleWebhooksQueryVariables>;
export const AssetRuleCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssetRuleCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssetWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssetWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}}]}}]}}]}}]} as unknown as DocumentNode<AssetRuleCreateWebhookMutation, AssetRuleCreateWebhookMutationVariables>;
export const ResourceRuleCreateExpenseItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreateExpenseItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExpenseItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExpenseItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenseItemId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreateExpenseItemMutation, ResourceRuleCreateExpenseItemMutationVariables>;
export const ResourceRuleExpenseItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleExpenseItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpenseItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleExpenseItemQuery, ResourceRuleExpenseItemQueryVariables>;
export const ResourceRuleCreateAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreateAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"allocationMode"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"fixedHours"}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreateAssignmentMutation, ResourceRuleCreateAssignmentMutationVariables>;
export const ResourceRuleAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"allocationMode"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"fixedHours"}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleAssignmentQuery, ResourceRuleAssignmentQueryVariables>;
export const ResourceRuleUpdateAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleUpdateAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleUpdateAssignmentMutation, ResourceRuleUpdateAssignmentMutationVariables>;
export const ResourceRuleRetargetAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleRetargetAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetargetAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retargetAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleRetargetAssignmentMutation, ResourceRuleRetargetAssignmentMutationVariables>;
export const ResourceRuleCreateBudgetItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreateBudgetItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBudgetItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBudgetItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItemId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreateBudgetItemMutation, ResourceRuleCreateBudgetItemMutationVariables>;
export const ResourceRuleBudgetItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleBudgetItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemType"}}]}}]}}]} as unknown as DocumentNode<ResourceRuleBudgetItemQuery, ResourceRuleBudgetItemQueryVariables>;
export const ResourceRuleUpdateCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleUpdateCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleOnInfoPage"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleAsFilter"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleUpdateCustomFieldMutation, ResourceRuleUpdateCustomFieldMutationVariables>;
export const ResourceRuleCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleOnInfoPage"}},{"kind":"Field","name":{"kind":"Name","value":"isVisibleAsFilter"}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCustomFieldQuery, ResourceRuleCustomFieldQueryVariables>;
export const ResourceRuleDeleteCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleDeleteCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedCustomFieldId"}}]}}]}}]} as unknown as DocumentNode<ResourceRuleDeleteCustomFieldMutation, ResourceRuleDeleteCustomFieldMutationVariables>;
export const ResourceRuleProjectFieldValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleProjectFieldValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleProjectFieldValuesQuery, ResourceRuleProjectFieldValuesQueryVariables>;
export const ResourceRuleCreateRatedProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreateRatedProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreateRatedProjectMutation, ResourceRuleCreateRatedProjectMutationVariables>;
export const ResourceRuleAccountBillRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleAccountBillRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleAccountBillRatesQuery, ResourceRuleAccountBillRatesQueryVariables>;
export const ResourceRuleProjectBillRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleProjectBillRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleProjectBillRatesQuery, ResourceRuleProjectBillRatesQueryVariables>;
export const ResourceRuleAssignablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleAssignables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleAssignablesQuery, ResourceRuleAssignablesQueryVariables>;
export const ResourceRuleCreateRatedPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreateRatedPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreateRatedPhaseMutation, ResourceRuleCreateRatedPhaseMutationVariables>;
export const ResourceRulePhaseBillRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRulePhaseBillRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"billRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billRateId"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRulePhaseBillRatesQuery, ResourceRulePhaseBillRatesQueryVariables>;
export const ResourceRuleCreateAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreateAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilityId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreateAvailabilityMutation, ResourceRuleCreateAvailabilityMutationVariables>;
export const ResourceRuleCreatePlaceholderExpenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreatePlaceholderExpense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExpenseItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExpenseItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreatePlaceholderExpenseMutation, ResourceRuleCreatePlaceholderExpenseMutationVariables>;
export const ResourceRuleProjectIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleProjectIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleProjectIdsQuery, ResourceRuleProjectIdsQueryVariables>;
export const ResourceRulePhasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRulePhases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRulePhasesQuery, ResourceRulePhasesQueryVariables>;
export const ResourceRuleProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"node"},"name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ResourceRuleProjectQuery, ResourceRuleProjectQueryVariables>;
export const ResourceRuleCreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreateProjectMutation, ResourceRuleCreateProjectMutationVariables>;
export const ResourceRuleCreatePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreatePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreatePhaseMutation, ResourceRuleCreatePhaseMutationVariables>;
export const ResourceRuleArchiveProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleArchiveProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleArchiveProjectMutation, ResourceRuleArchiveProjectMutationVariables>;
export const ResourceRuleUnarchiveProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleUnarchiveProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchiveProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleUnarchiveProjectMutation, ResourceRuleUnarchiveProjectMutationVariables>;
export const ResourceRuleUpdateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleUpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleUpdateProjectMutation, ResourceRuleUpdateProjectMutationVariables>;
export const ResourceRuleDeletePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleDeletePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedPhaseId"}}]}}]}}]} as unknown as DocumentNode<ResourceRuleDeletePhaseMutation, ResourceRuleDeletePhaseMutationVariables>;
export const ResourceRuleApprovalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleApprovals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"approvableId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleApprovalsQuery, ResourceRuleApprovalsQueryVariables>;
export const ResourceRuleSubmitForApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleSubmitForApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovablesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitForApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleSubmitForApprovalMutation, ResourceRuleSubmitForApprovalMutationVariables>;
export const ResourceRuleApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovablesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approve"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleApproveMutation, ResourceRuleApproveMutationVariables>;
export const ResourceRuleDeleteApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleDeleteApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedApprovalId"}}]}}]}}]} as unknown as DocumentNode<ResourceRuleDeleteApprovalMutation, ResourceRuleDeleteApprovalMutationVariables>;
export const ResourceRuleApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceRuleApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokenId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleApiTokensQuery, ResourceRuleApiTokensQueryVariables>;
export const ResourceRuleRenewApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleRenewApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokenId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleRenewApiTokenMutation, ResourceRuleRenewApiTokenMutationVariables>;
export const ResourceRuleCreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceRuleCreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokenId"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceRuleCreateApiTokenMutation, ResourceRuleCreateApiTokenMutationVariables>;
export const WebhookRuleCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookRuleCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookRuleCreateMutation, WebhookRuleCreateMutationVariables>;
export const WebhookRuleUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookRuleUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookRuleUpdateMutation, WebhookRuleUpdateMutationVariables>;
export const WebhookRuleWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookRuleWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}}]}}]} as unknown as DocumentNode<WebhookRuleWebhookQuery, WebhookRuleWebhookQueryVariables>;
export const WebhookRuleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookRuleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookRuleListQuery, WebhookRuleListQueryVariables>;
export const WebhookRuleUpgradeSeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookRuleUpgradeSeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUserSeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgradeUserPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seatType"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookRuleUpgradeSeatMutation, WebhookRuleUpgradeSeatMutationVariables>;
export const WebhookRuleDowngradeSeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookRuleDowngradeSeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUserSeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downgradeUserPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seatType"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookRuleDowngradeSeatMutation, WebhookRuleDowngradeSeatMutationVariables>;
export const WorldSheetGlobalIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldSheetGlobalId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"node"},"name":{"kind":"Name","value":"sheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorldSheetGlobalIdQuery, WorldSheetGlobalIdQueryVariables>;
export const WorldUserGlobalIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldUserGlobalId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"node"},"name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorldUserGlobalIdQuery, WorldUserGlobalIdQueryVariables>;
export const WorldWorkspaceGlobalIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldWorkspaceGlobalId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"node"},"name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorldWorkspaceGlobalIdQuery, WorldWorkspaceGlobalIdQueryVariables>;