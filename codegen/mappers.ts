// Codegen mappers: which TypeScript type is the parent value of each GraphQL type. One map per
// domain, so that each domain's owner edits only its own lines.
import { EVENT_CATALOG, detailsTypeName } from '../src/events/catalog.js';

const wm = '../datasources/work-management/types.js';
const rp = '../datasources/resource-planning/types.js';
const da = '../datasources/digital-asset/types.js';
const models = '../models.js';

export const workMappers: Record<string, string> = {
  User: `${wm}#WmUser`,
  Sheet: `${wm}#WmSheet`,
  Workspace: `${wm}#WmWorkspace`,
  Folder: `${wm.replace('types', 'containers-api')}#WmFolder`,
  Dashboard: `${wm.replace('types', 'containers-api')}#WmSight`,
  OtherContainerChild: `${wm.replace('types', 'containers-api')}#WmChildItem`,
  Share: `${wm.replace('types', 'sharing-api')}#ShareModel`,
  OtherShareTarget: '../resolvers/work/sharing.js#OtherShareTargetModel',
  SharingGroup: '../resolvers/work/sharing.js#SharingGroupModel',
  Plan: '../resolvers/work/plans.js#PlanModel',
  PlanMembership: '../resolvers/work/plans.js#PlanMembershipModel',
  OrganizationAccount: '../resolvers/work/users.js#OrganizationAccountModel',
  AlternateEmail: '../resolvers/work/users.js#AlternateEmailModel',
  Webhook: `${wm.replace('types', 'webhooks-api')}#WmWebhook`,
  WebhookSubscope: '../resolvers/work/webhooks.js#WebhookSubscopeModel',
  Row: `${models}#RowModel`,
  Column: `${models}#ColumnModel`,
  Cell: `${models}#CellModel`,
  PredecessorList: `${models}#ObjectValueModel`,
  MultiContactValue: `${models}#ObjectValueModel`,
  MultiPicklistValue: `${models}#ObjectValueModel`,
  ContactValue: `${models}#ObjectValueModel`,
  OtherObjectValue: `${models}#ObjectValueModel`,
  Attachment: `${wm}#WmAttachmentRef`,
  Discussion: `${wm}#WmDiscussionRef`,
  Comment: `${wm}#WmCommentRef`,
  AutomationRule: `${models}#AutomationRuleModel`,
  CellHistoryEntry: `${models}#CellHistoryModel`,
  CellImage: `${wm}#WmCellImage`,
  SearchResult: '../datasources/work-management/sheet-content-api.js#WmSearchResult',
  SearchResultItem: '../datasources/work-management/sheet-content-api.js#WmSearchItem',
  OtherSearchObject: '../resolvers/work/search.js#OtherSearchObjectModel',
  Hyperlink: `${wm}#WmHyperlink`,
  CellLink: `${wm}#WmCellLink`,
  Predecessor: `${models}#PredecessorModel`,
};

export const eventMappers: Record<string, string> = {
  Event: `${wm}#WmEvent`,
  // Every typed details type (generated from the catalog) shares one parent model.
  EventDetails: '../events/details.js#EventDetailsModel',
  UnresolvedEventObject: '../resolvers/events/object.js#UnresolvedEventObjectModel',
  GenericEventDetails: '../events/details.js#EventDetailsModel',
  ...Object.fromEntries([...EVENT_CATALOG.values()].map((entry) => [detailsTypeName(entry), '../events/details.js#EventDetailsModel'])),
};

export const subscriptionMappers: Record<string, string> = {
  SheetChange: '../webhooks/work-management.js#SheetChangePayload',
  SheetChangeEvent: `${models}#SheetChangeEventModel`,
  SeatTypeChange: '../webhooks/work-management.js#SeatTypeChangePayload',
  AssetChange: '../resolvers/subscriptions/change-events.js#AssetChangeModel',
};

export const resourceMappers: Record<string, string> = {
  Placeholder: `${rp}#RpPlaceholder`,
  Person: `${rp}#RpPerson`,
  Project: `${rp}#RpProject`,
  Phase: `${rp}#RpProject`,
  Assignment: `${rp}#RpAssignment`,
  LeaveType: `${rp}#RpLeaveType`,
  CustomFieldValue: `${rp}#RpCustomFieldValue`,
  Subtask: `${rp}#RpSubtask`,
  Approval: `${rp}#RpApproval`,
  ExpenseItem: `${rp}#RpExpenseItem`,
  BillRate: `${rp}#RpBillRate`,
  BudgetItem: `${rp}#RpBudgetItem`,
  ExpenseItemCategory: `${rp}#RpCategory`,
  TimeEntryCategory: `${rp}#RpCategory`,
  CustomField: `${rp}#RpCustomField`,
  Holiday: `${rp}#RpHoliday`,
  Availability: `${rp}#RpAvailability`,
  WeekHours: `${rp}#RpAvailability`,
  Discipline: `${rp}#RpDiscipline`,
  ApiToken: `${rp}#RpApiToken`,
};

export const assetMappers: Record<string, string> = {
  Organization: `${da}#DaOrganization`,
  Library: `${da}#DaLibrary`,
  Section: `${da}#DaSection`,
  Asset: `${da}#DaAsset`,
  AssetAttachment: `${da}#DaAttachment`,
  AssetTag: `${da}#DaTag`,
  AssetCustomField: `${da}#DaCustomFieldValue`,
  Collection: `${da}#DaCollection`,
  AssetWebhook: `${da}#DaWebhook`,
  UploadAssetPayload: `${da}#DaUploadResult`,
};
