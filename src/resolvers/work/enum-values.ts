// The backend's spelling of each of this domain's enum values (GraphQL name -> backend value): the
// server maps between them in both directions, and the generated types use the backend's spelling.
import type { EnumValueMap } from '../enums.js';

export const workEnumValues: EnumValueMap = {
  // Shared with the other domains (schema/common.graphql); the work-management spelling is the internal one.
  ContainerType: { FOLDER: 'folder', WORKSPACE: 'workspace' },
  ChangeKind: { CREATED: 'created', UPDATED: 'updated', DELETED: 'deleted' },
  // Accounts, containers, sharing, webhooks and sheet change callbacks.
  TokenGrantType: { AUTHORIZATION_CODE: 'authorization_code', REFRESH_TOKEN: 'refresh_token' },
  WebhookScope: { SHEET: 'sheet', PLAN: 'plan' },
  ChildResourceType: { FOLDERS: 'folders', SHEETS: 'sheets', TEMPLATES: 'templates' },
  ShareTargetType: {
    SHEET: 'sheet',
    REPORT: 'report',
    WORKSPACE: 'workspace',
    DASHBOARD: 'sight',
    COLLECTION: 'collection',
    FILE: 'file',
  },
  SheetChangeObjectType: {
    SHEET: 'sheet',
    ROW: 'row',
    COLUMN: 'column',
    CELL: 'cell',
    ATTACHMENT: 'attachment',
    DISCUSSION: 'discussion',
    COMMENT: 'comment',
  },
  // Search spells kinds in camelCase, and dashboards "sight".
  SearchObjectType: {
    SHEET: 'sheet',
    ROW: 'row',
    WORKSPACE: 'workspace',
    FOLDER: 'folder',
    REPORT: 'report',
    DASHBOARD: 'sight',
    TEMPLATE: 'template',
    ATTACHMENT: 'attachment',
    DISCUSSION: 'discussion',
    SUMMARY_FIELD: 'summaryField',
  },
};
