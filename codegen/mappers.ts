// Codegen mappers: which TypeScript type is the parent value of each GraphQL type. One map per
// domain, so that each domain's owner edits only its own lines.
const wm = '../datasources/work-management/types.js';
const rp = '../datasources/resource-planning/types.js';
const da = '../datasources/digital-asset/types.js';
const models = '../models.js';

export const workMappers: Record<string, string> = {
  User: `${wm}#WmUser`,
  Sheet: `${wm}#WmSheet`,
  Workspace: `${wm}#WmWorkspace`,
  Row: `${models}#RowModel`,
  Column: `${models}#ColumnModel`,
  Cell: `${models}#CellModel`,
  PredecessorList: `${models}#ObjectValueModel`,
  MultiContactValue: `${models}#ObjectValueModel`,
  MultiPicklistValue: `${models}#ObjectValueModel`,
  ContactValue: `${models}#ObjectValueModel`,
  OtherObjectValue: `${models}#ObjectValueModel`,
};

export const eventMappers: Record<string, string> = {
  Event: `${wm}#WmEvent`,
};

export const resourceMappers: Record<string, string> = {
  Person: `${rp}#RpPerson`,
  Project: `${rp}#RpProject`,
  Phase: `${rp}#RpProject`,
  Assignment: `${rp}#RpAssignment`,
  LeaveType: `${rp}#RpLeaveType`,
  ProjectCustomFieldValue: `${rp}#RpCustomFieldValue`,
};

export const assetMappers: Record<string, string> = {
  Organization: `${da}#DaOrganization`,
  Library: `${da}#DaLibrary`,
  Section: `${da}#DaSection`,
  Asset: `${da}#DaAsset`,
  AssetAttachment: `${da}#DaAttachment`,
  AssetTag: `${da}#DaTag`,
  AssetCustomField: `${da}#DaCustomFieldValue`,
};
