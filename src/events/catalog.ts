// The event type catalog of Document 2 as data: for each `OBJECT - ACTION`, the additionalDetails
// properties it lists and how each is typed. Drives both the generated SDL and the resolvers.

/** How a raw additionalDetails value becomes a typed GraphQL value. */
export type PropertyKind =
  | 'String'
  | 'ID'
  | 'Boolean' // "true"/"false" strings (Document 2, additionalDetails common rules, rule 3)
  | 'Int' // numeric strings
  | 'DateTime'
  | 'EmailAddress'
  | 'List' // comma-separated list or array notation "[a, b]"
  | { enum: string };

export interface PropertySpec {
  kind: PropertyKind;
  description: string;
}

/** The enums the catalog enumerates, with their values as the catalog spells them. */
export const DETAIL_ENUMS: Record<string, { description: string; values: string[] }> = {
  EventAccessLevel: {
    description: 'Access level granted or held, as event details spell it.',
    values: ['VIEWER', 'COMMENTER', 'EDITOR', 'EDITOR_SHARE', 'ADMIN', 'OWNER'],
  },
  EventExportFormat: {
    description: 'Format of an export or an emailed copy.',
    values: ['excel', 'pdf', 'pdf_gantt', 'pdf_calendar'],
  },
  EventPublishAccess: { description: 'Who can see a published dashboard.', values: ['ALL', 'ORG'] },
  EventPublishType: { description: 'How a dashboard is published.', values: ['read_only'] },
  EventPublishFormat: { description: 'Format of a published dashboard.', values: ['FULL'] },
  EventEnforcementLevel: {
    description: 'Where multi-factor authentication for external collaborators is enforced.',
    values: ['PLAN', 'WORKSPACE'],
  },
  EventAttachmentIntegration: {
    description: 'Attachment source a security control applies to.',
    values: ['upload', 'google_drive', 'onedrive', 'box', 'dropbox', 'evernote', 'egnyte', 'link_url'],
  },
  EventCalendarPublication: { description: 'Kind of calendar publishing.', values: ['iCal', 'calendarApp'] },
};

/** A catalog value as a GraphQL enum value name: `pdf_gantt` as PDF_GANTT, `calendarApp` as CALENDAR_APP. */
export function enumValueName(value: string): string {
  return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

const p = (kind: PropertyKind, description: string): PropertySpec => ({ kind, description });

/** Properties that mean the same wherever they appear. */
const P = {
  sheetId: p('ID', 'Sheet the object is in (exactly one of sheetId and workspaceId is present).'),
  workspaceId: p('ID', 'Workspace the object is in, or that the share goes through.'),
  sheetRowId: p('ID', 'Row the discussion is on.'),
  userId: p('ID', 'User concerned.'),
  groupId: p('ID', 'Group concerned.'),
  accessLevel: p({ enum: 'EventAccessLevel' }, 'Access level granted by this action (not the effective one).'),
  recipientEmail: p('EmailAddress', 'Recipient (exactly one of recipientEmail and recipientGroupId).'),
  recipientGroupId: p('ID', 'Recipient group (exactly one of recipientEmail and recipientGroupId).'),
  oldName: p('String', 'Name before.'),
  newName: p('String', 'Name after.'),
  includeAttachments: p('Boolean', 'Whether attachments were included.'),
  formatType: p({ enum: 'EventExportFormat' }, 'Format.'),
  domains: p('List', 'Fully qualified domain names.'),
  mfaEnabled: p('Boolean', 'Whether multi-factor authentication is on.'),
  name: p('String', 'Name of the policy.'),
  restrictedActions: p('List', 'Restricted actions (EXPORT, PUBLISH, SAVE_AS_NEW, SAVE_AS_TEMPLATE).'),
  scope: p('List', 'Object kinds the policy covers (sheets, reports, dashboards, dynamicviews).'),
  isDisabled: p('Boolean', 'Whether the policy is disabled.'),
  oldValue: p('String', 'Setting before.'),
  newValue: p('String', 'Setting after.'),
  includeValidatedDomains: p('Boolean', 'Whether validated domains are included.'),
  sourceObjectId: p('ID', 'Object copied from.'),
  sourceGlobalTemplateId: p('ID', 'Template created from.'),
  sourceType: p('String', 'Kind of source (such as `report` or `global_template`).'),
};

type Props = Record<string, PropertySpec>;

export interface CatalogEntry {
  objectType: string;
  action: string;
  /** What triggers the event, from the catalog. */
  trigger: string;
  /** Admin-center events carry sourceIpAddress (only when source is WEB_APP) instead of emailAddress. */
  admin: boolean;
  properties: Props;
}

const entries: CatalogEntry[] = [];
const add = (
  objectType: string,
  admin: boolean,
  rows: Array<[action: string, trigger: string, properties?: Props]>,
): void => {
  for (const [action, trigger, properties] of rows)
    entries.push({ objectType, action, trigger, admin, properties: properties ?? {} });
};

add('ACCESS_TOKEN', false, [
  [
    'AUTHORIZE',
    'An access token was issued.',
    {
      tokenName: p('String', 'Name of the token (only if named).'),
      tokenDisplayValue: p('String', 'Four or more mnemonic characters of the token (not unique).'),
      tokenExpirationTimestamp: p('DateTime', 'When the token expires.'),
      accessScopes: p('List', 'Access scopes of the token.'),
      appClientId: p('ID', 'Client id of the app the token was issued to (only for apps).'),
      appName: p('String', 'Name of the app the token was issued to (only for apps).'),
    },
  ],
  [
    'REFRESH',
    'An access token was refreshed.',
    {
      tokenDisplayValue: p('String', 'Mnemonic characters of the token.'),
      tokenExpirationTimestamp: p('DateTime', 'When the token expires.'),
    },
  ],
  [
    'REVOKE',
    'An access token was revoked.',
    {
      tokenDisplayValue: p('String', 'Mnemonic characters of the token.'),
      tokenUserId: p('ID', 'Owner of the token.'),
    },
  ],
]);

add('ACCOUNT', false, [
  ['BULK_UPDATE', 'An admin bulk-updated users.'],
  ['DOWNLOAD_SHEET_ACCESS_REPORT', 'The sheet access report was downloaded.'],
  ['DOWNLOAD_USER_LIST', 'The user list report was downloaded.'],
  ['DOWNLOAD_LOGIN_HISTORY', 'The login history report was downloaded.'],
  ['DOWNLOAD_PUBLISHED_ITEMS_REPORT', 'The published items report was downloaded.'],
  ['IMPORT_USERS', 'Users were imported from a CSV file.'],
  ['LIST_SHEETS', 'A summarized list of all sheets owned by members was generated (through the API).'],
  ['RENAME', 'The organization account was renamed.', { newName: P.newName, oldName: P.oldName }],
  [
    'UPDATE_MAIN_CONTACT',
    'The main contact changed.',
    { newContactUserId: p('ID', 'New main contact.'), oldContactUserId: p('ID', 'Previous main contact.') },
  ],
]);

const container = { sheetId: P.sheetId, workspaceId: P.workspaceId };
const recipient = { recipientEmail: P.recipientEmail, recipientGroupId: P.recipientGroupId };
add('ATTACHMENT', false, [
  [
    'CREATE',
    'An attachment was uploaded to a sheet, row or workspace.',
    { ...container, attachmentName: p('String', 'Name of the attachment.') },
  ],
  ['UPDATE', 'An attachment was updated (for example its description).', container],
  [
    'LOAD',
    'An attachment was viewed or downloaded.',
    {
      ...container,
      multiFileDownloadName: p('String', 'Name of the zip when several attachments were downloaded at once.'),
    },
  ],
  ['DELETE', 'An attachment was deleted.', container],
  ['SEND', 'An attachment was sent by email (one event per recipient).', { ...container, ...recipient }],
]);

const principal = { userId: P.userId, groupId: P.groupId };
for (const obj of ['DASHBOARD', 'REPORT']) {
  const label = obj === 'DASHBOARD' ? 'dashboard' : 'report';
  add(obj, false, [
    ['LOAD', `The ${label} was viewed in the UI or loaded through the API.`],
    ['DELETE', `The ${label} was deleted.`],
    ['PURGE', `The ${label} was deleted from the deleted-items bin.`],
    ['RESTORE', `The ${label} was restored from the deleted-items bin.`],
    ['UPDATE', `The ${label} was changed and saved.`],
    ['RENAME', `The ${label} was renamed.`, { oldName: P.oldName, newName: P.newName }],
    ['SAVE_AS_NEW', `A copy of the ${label} was saved (recorded on the original).`],
    [
      'ADD_SHARE',
      'A group or user was added to the sharing list, or share permissions changed.',
      { accessLevel: P.accessLevel, ...principal },
    ],
    ['REMOVE_SHARE', 'A group or user was removed from the sharing list.', principal],
    [
      'ADD_SHARE_MEMBER',
      'A user was added to a group the object is shared with (one event per share path).',
      { accessLevel: P.accessLevel, ...principal, workspaceId: P.workspaceId },
    ],
    ['REMOVE_SHARE_MEMBER', 'A user was removed from such a group.', { ...principal, workspaceId: P.workspaceId }],
    [
      'ADD_WORKSPACE_SHARE',
      'A group or user was added to the sharing list of the workspace (one event per object).',
      { accessLevel: P.accessLevel, ...principal, workspaceId: P.workspaceId },
    ],
    [
      'REMOVE_WORKSPACE_SHARE',
      'A group or user was removed from the sharing list of the workspace (one event per object).',
      { ...principal, workspaceId: P.workspaceId },
    ],
    [
      'TRANSFER_OWNERSHIP',
      'Ownership was transferred.',
      {
        oldUserId: p('ID', 'Previous owner.'),
        oldAccessLevel: p({ enum: 'EventAccessLevel' }, 'Access level of the previous owner afterwards (ADMIN).'),
        newUserId: p('ID', 'New owner.'),
        newAccessLevel: p({ enum: 'EventAccessLevel' }, 'Access level of the new owner (OWNER).'),
      },
    ],
    [
      'MOVE',
      'The object was moved between workspaces or folders.',
      {
        newParentContainerId: p('ID', 'Destination folder.'),
        parentContainerId: p('ID', 'Containing folder, when that folder moved to another workspace.'),
        folderName: p('String', 'Destination folder name.'),
        workspaceId: p('ID', 'Current or destination workspace.'),
      },
    ],
  ]);
}
add('DASHBOARD', false, [
  [
    'CREATE',
    'A dashboard was created (Create New, Save As New, or API).',
    {
      dashboardName: p('String', 'Name of the dashboard.'),
      sourceGlobalTemplateId: P.sourceGlobalTemplateId,
      sourceObjectId: P.sourceObjectId,
      sourceType: P.sourceType,
    },
  ],
  [
    'ADD_PUBLISH',
    'The dashboard was published or republished with new settings.',
    {
      accessibleBy: p({ enum: 'EventPublishAccess' }, 'Who can see it.'),
      publishType: p({ enum: 'EventPublishType' }, 'How it is published.'),
      publishFormat: p({ enum: 'EventPublishFormat' }, 'Published format.'),
    },
  ],
  ['REMOVE_PUBLISH', 'Publishing was disabled.'],
]);
add('REPORT', false, [
  [
    'CREATE',
    'A report was created.',
    {
      reportName: p('String', 'Name of the report.'),
      sourceObjectId: P.sourceObjectId,
      sourceGlobalTemplateId: P.sourceGlobalTemplateId,
      sourceType: P.sourceType,
    },
  ],
  [
    'SEND_AS_ATTACHMENT',
    'The report was sent as an email attachment (one event per recipient).',
    { ...recipient, formatType: P.formatType },
  ],
  [
    'EXPORT',
    'The report was exported or printed (printing is reported as a PDF export); its properties are cut off in the catalog: see `raw`.',
  ],
]);

const discussion = { ...container, sheetRowId: P.sheetRowId };
add('DISCUSSION', false, [
  ['CREATE', 'A row-level, grid-level or workspace-level comment was added.', discussion],
  ['DELETE', 'A comment without replies was deleted.', discussion],
  ['UPDATE', 'A reply was added to or removed from a comment.', discussion],
  [
    'SEND',
    'A whole thread was sent by email (one event per recipient).',
    { ...discussion, ...recipient, includeAttachments: P.includeAttachments },
  ],
  [
    'SEND_COMMENT',
    'One comment or reply was sent by email (one event per recipient).',
    { ...discussion, ...recipient, commentId: p('ID', 'The comment sent.'), includeAttachments: P.includeAttachments },
  ],
]);

add('FOLDER', false, [
  [
    'CREATE',
    'A folder was created (Create New, Save As New, copy, or API).',
    { folderName: p('String', 'Name of the folder.'), sourceFolderId: p('ID', 'Folder copied from (copy only).') },
  ],
  ['RENAME', 'A folder was renamed.', { oldName: P.oldName, newName: P.newName }],
  ['SAVE_AS_NEW', 'A copy of the folder was saved (recorded on the original).'],
  ['DELETE', 'A folder was deleted.'],
  [
    'REQUEST_BACKUP',
    'A backup was requested.',
    {
      includeAttachments: P.includeAttachments,
      sendCompletionEmail: p('Boolean', 'Whether an email is sent on completion.'),
    },
  ],
  [
    'EXPORT',
    'A folder was exported (excel also covers export to an online spreadsheet).',
    { formatType: P.formatType },
  ],
]);

add('FORM', false, [
  [
    'CREATE',
    'A form was created.',
    { sheetId: p('ID', 'Sheet of the form.'), formName: p('String', 'Name of the form.') },
  ],
  ['UPDATE', 'A form was updated.', { sheetId: p('ID', 'Sheet of the form.') }],
  ['DEACTIVATE', 'A form was deactivated.', { sheetId: p('ID', 'Sheet of the form.') }],
  ['ACTIVATE', 'A form was activated.', { sheetId: p('ID', 'Sheet of the form.') }],
  ['DELETE', 'A form was deleted.', { sheetId: p('ID', 'Sheet of the form.') }],
]);

add('GROUP', false, [
  ['CREATE', 'A group was created.', { groupName: p('String', 'Name of the group.') }],
  ['DOWNLOAD_SHEET_ACCESS_REPORT', "The group's sheet access report was downloaded."],
  ['RENAME', 'A group was renamed.', { oldName: P.oldName, newName: P.newName }],
  ['UPDATE', "A group's description was updated."],
  ['DELETE', 'A group was deleted.'],
  [
    'TRANSFER_OWNERSHIP',
    'Ownership of a group was transferred.',
    { oldOwnerUserId: p('ID', 'Previous owner.'), newOwnerUserId: p('ID', 'New owner.') },
  ],
  ['ADD_MEMBER', 'A member was added to a group.', { memberUserId: p('ID', 'The member.') }],
  ['REMOVE_MEMBER', 'A member was removed from a group.', { memberUserId: p('ID', 'The member.') }],
]);

const both = (x: string, trigger: string, properties?: Props): Array<[string, string, Props | undefined]> => [
  [`ACTIVATE_${x}`, `${trigger} was activated.`, properties],
  [`DEACTIVATE_${x}`, `${trigger} was deactivated.`, properties],
];

add('AUTHENTICATION', true, [
  ...both('DOMAIN_STRICT', 'Domain-strict authentication', { domains: P.domains, mfaEnabled: P.mfaEnabled }),
  ...both('EMAIL_BASED_TOTP', 'Email-based one-time passwords', { domains: P.domains, mfaEnabled: P.mfaEnabled }),
  ...both('MFA_EMAIL_BASED_TOTP', 'Multi-factor email-based one-time passwords', { domains: P.domains }),
  ...both('MFA_SYSADMIN_TOTP_FALLBACK', 'The multi-factor System Admin one-time-password fallback', {
    domains: P.domains,
  }),
  ...both('SYSADMIN_TOTP_FALLBACK', 'The System Admin one-time-password fallback', {
    domains: P.domains,
    mfaEnabled: P.mfaEnabled,
  }),
  ...both('SAML_IDP_CONFIG', 'A SAML identity provider configuration', { domains: P.domains }),
  [
    'ADD_SAML_IDP',
    'A SAML identity provider was added.',
    {
      isVendorIdp: p('Boolean', 'Whether the identity provider is of the specific vendor the flag names.'),
      displayName: p('String', 'Display name of the identity provider.'),
      urlBased: p('Boolean', 'Whether metadata comes from a URL (not a file).'),
    },
  ],
  [
    'DELETE_SAML_IDP',
    'A SAML identity provider was deleted.',
    { displayName: p('String', 'Display name of the identity provider.') },
  ],
  [
    'UPDATE_SAML_IDP',
    'A SAML identity provider was updated (each pair only when changed).',
    {
      oldDisplayName: p('String', 'Display name before.'),
      newDisplayName: p('String', 'Display name after.'),
      oldMetadata: p('String', 'Metadata before.'),
      newMetadata: p('String', 'Metadata after.'),
      isVendorIdp: p('Boolean', 'Vendor flag (only if it changed).'),
      oldState: p('String', 'State before (such as PENDING).'),
      newState: p('String', 'State after (such as VERIFIED).'),
    },
  ],
]);

add('LICENSE_REQUESTS', true, [
  [
    'DECLINE_LICENSE',
    'A license request was declined.',
    { userEmail: p('EmailAddress', 'User who asked (optional).') },
  ],
  ['GRANT_LICENSE', 'A license request was granted.', { userEmail: p('EmailAddress', 'User who asked (optional).') }],
]);

const egress = { name: P.name, restrictedActions: P.restrictedActions, scope: P.scope };
add('POLICY_DATA_EGRESS', true, [
  ['ACTIVATE', 'A data egress policy was activated.', egress],
  ['DEACTIVATE', 'A data egress policy was deactivated.', egress],
  ['CREATE', 'A data egress policy was created.', egress],
  ['UPDATE', 'A data egress policy was updated.', { ...egress, isDisabled: P.isDisabled }],
  ['DELETE', 'A data egress policy was deleted.', { ...egress, isDisabled: P.isDisabled }],
]);
const retentionScope = p('List', 'Object kinds the policy covers (sheets, reports, dashboards).');
add('POLICY_DATA_RETENTION', true, [
  ['ACTIVATE', 'A data retention policy was activated.', { scope: retentionScope }],
  ['DEACTIVATE', 'A data retention policy was deactivated.', { scope: retentionScope }],
  ['CREATE', 'A data retention policy was created.', { scope: retentionScope, isDisabled: P.isDisabled }],
  ['UPDATE', 'A data retention policy was updated.', { scope: retentionScope, isDisabled: P.isDisabled }],
]);
add('POLICY_SAFE_SHARING', true, [
  ['ACTIVATE', 'Safe sharing was activated.'],
  ['DEACTIVATE', 'Safe sharing was deactivated.'],
  [
    'ADD_REQUEST_FORM',
    'A safe sharing request form was added.',
    { isDisabled: p('Boolean', 'Whether the form is disabled.') },
  ],
]);
const enforcement = { enforcementLevel: p({ enum: 'EventEnforcementLevel' }, 'Where it is enforced.') };
add('SECURE_EXTERNAL_ACCESS', true, [
  ['ACTIVATE_MFA', 'Multi-factor authentication for external collaborators was activated.', enforcement],
  ['DEACTIVATE_MFA', 'Multi-factor authentication for external collaborators was deactivated.', enforcement],
  ['ACTIVATE_SSO_FOR_EXTERNAL_COLLABORATORS', 'Single sign-on for external collaborators was activated.'],
  ['DEACTIVATE_SSO_FOR_EXTERNAL_COLLABORATORS', 'Single sign-on for external collaborators was deactivated.'],
  ['MFA_OPTION_ENFORCE_ALL_PLAN', 'Multi-factor authentication was enforced for the whole plan.'],
  ['MFA_OPTION_WORKSPACE_OPT_IN', 'Multi-factor authentication was made a workspace opt-in.'],
]);
add('USER', true, [
  ['DEACTIVATE', 'A user was deactivated.', { userEmail: p('EmailAddress', 'The user.') }],
  [
    'MERGE_USERS',
    'Two users were merged.',
    { sourceEmail: p('EmailAddress', 'User merged away.'), destinationEmail: p('EmailAddress', 'User merged into.') },
  ],
  ['VIEW_USER_ROLES_AND_REPORTS', 'User roles and reports were viewed.'],
]);

const SIMPLE_CONTROLS: Array<[string, string]> = [
  ['ACCOUNT_DISCOVERY', 'Account discovery'],
  ['API_TOKEN_EXPIRATION_PERIOD', 'API token expiration'],
  ['DASHBOARD_PUBLISHING', 'Dashboard publishing'],
  ['DIRECTORY_INTEGRATION', 'Directory integration'],
  ['IMAGES_IN_SHEET_CELLS', 'Images in sheet cells'],
  ['OFFLINE_FORM_SUBMISSION', 'Offline form submission'],
  ['REPORT_PUBLISHING', 'Report publishing'],
  ['SHEET_PUBLISHING', 'Sheet publishing'],
  ['PLATFORM_TENANT_ID', 'The platform tenant id control'],
];
const publishing = {
  oldValue: p('String', 'Before: anyone_with_link or same_plan_users_only.'),
  newValue: p('String', 'After: anyone_with_link or same_plan_users_only.'),
};
add('SECURITY_CONTROLS', true, [
  ...SIMPLE_CONTROLS.flatMap(([x, label]) => both(x, label)),
  ...both('ATTACHMENT', 'An attachment source', {
    type: p({ enum: 'EventAttachmentIntegration' }, 'The attachment source.'),
  }),
  ...both('CALENDAR_PUBLISHING', 'Calendar publishing', {
    publicationType: p({ enum: 'EventCalendarPublication' }, 'Kind of calendar publishing.'),
  }),
  ...both('WEB_CONTENT_WIDGET', 'The web content widget', { includeValidatedDomains: P.includeValidatedDomains }),
  [
    'UPDATE_API_TOKEN_EXPIRATION_PERIOD',
    'The API token expiration period changed.',
    {
      oldValue: p('Int', 'Days before.'),
      newValue: p('Int', 'Days after.'),
      oldInterval: p('String', 'Period before.'),
      newInterval: p('String', 'Period after.'),
    },
  ],
  ['UPDATE_DASHBOARD_PUBLISHING_OPTIONS', 'Dashboard publishing options changed.', publishing],
  ['UPDATE_REPORT_PUBLISHING_OPTIONS', 'Report publishing options changed.', publishing],
  ['UPDATE_SHEET_PUBLISHING_OPTIONS', 'Sheet publishing options changed.', publishing],
  [
    'UPDATE_DIRECTORY_INTEGRATION',
    'Directory integration settings changed.',
    {
      oldRemoveFromSharing: p('Boolean', 'Remove-from-sharing before.'),
      newRemoveFromSharing: p('Boolean', 'Remove-from-sharing after.'),
      oldTransferSheets: p('Boolean', 'Transfer-sheets before.'),
      newTransferSheets: p('Boolean', 'Transfer-sheets after.'),
      oldEscrowEmail: p('EmailAddress', 'Escrow user before (only when it changed).'),
      newEscrowEmail: p('EmailAddress', 'Escrow user after (only when it changed).'),
    },
  ],
  [
    'UPDATE_FORM_ACCESS_PERMISSIONS',
    'Form access permissions changed.',
    {
      oldValue: p('String', 'Before: anyone_with_link, smartsheet_login or safe_sharing.'),
      newValue: p('String', 'After.'),
    },
  ],
  [
    'UPDATE_GROUP_MEMBERSHIP_SCOPE',
    'Group membership scope changed.',
    {
      oldValue: p('String', 'Before: people_in_account_and_external_contacts or only_people_in_account.'),
      newValue: p('String', 'After.'),
    },
  ],
  [
    'UPDATE_NOTIFICATIONS_AND_REQUESTS',
    'Notification and request settings changed.',
    { oldValue: P.oldValue, newValue: P.newValue },
  ],
  [
    'UPDATE_WEB_CONTENT_WIDGET',
    'Web content widget settings changed.',
    { includeValidatedDomains: P.includeValidatedDomains },
  ],
]);

/** Every catalog entry, keyed by event type (`OBJECT - ACTION`). */
export const EVENT_CATALOG: ReadonlyMap<string, CatalogEntry> = new Map(
  entries.map((e) => [`${e.objectType} - ${e.action}`, e]),
);

const pascal = (text: string): string =>
  text
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/** The GraphQL type name of an entry's details, e.g. `AccessTokenAuthorizeDetails`. */
export function detailsTypeName(entry: Pick<CatalogEntry, 'objectType' | 'action'>): string {
  return `${pascal(entry.objectType)}${pascal(entry.action)}Details`;
}

/** The fallback type for event types the catalog does not show. */
export const GENERIC_DETAILS_TYPE = 'GenericEventDetails';
