// Document 2's event type catalog, transcribed: per event type the additionalDetails properties
// every event carries (properties stated as conditional, such as "only if named", are left out),
// groups of which exactly one is present, and the values the document enumerates.

export interface CatalogEntry {
  eventType: string;
  properties?: string[];
  oneOf?: string[][];
  values?: Record<string, string[]>;
  listValues?: Record<string, string[]>;
}

const entry = (
  eventType: string,
  properties: string[] = [],
  more: Omit<CatalogEntry, 'eventType' | 'properties'> = {},
): CatalogEntry => ({ eventType, properties, ...more });
const RECIPIENT = ['recipientEmail', 'recipientGroupId'];
const USER_OR_GROUP = ['userId', 'groupId'];
const SHARE_LEVELS = ['VIEWER', 'EDITOR', 'EDITOR_SHARE', 'ADMIN'];
const PUBLISHING = ['anyone_with_link', 'same_plan_users_only'];

const sharedByDashboardsAndReports = (obj: 'DASHBOARD' | 'REPORT'): CatalogEntry[] => [
  ...['LOAD', 'DELETE', 'PURGE', 'RESTORE', 'UPDATE', 'SAVE_AS_NEW'].map((a) => entry(`${obj} - ${a}`)),
  entry(`${obj} - RENAME`, ['oldName', 'newName']),
  entry(`${obj} - ADD_SHARE`, ['accessLevel'], { oneOf: [USER_OR_GROUP], values: { accessLevel: SHARE_LEVELS } }),
  entry(`${obj} - REMOVE_SHARE`, [], { oneOf: [USER_OR_GROUP] }),
  entry(`${obj} - ADD_SHARE_MEMBER`, ['accessLevel', 'groupId', 'userId']),
  entry(`${obj} - REMOVE_SHARE_MEMBER`, ['groupId', 'userId']),
  entry(`${obj} - ADD_WORKSPACE_SHARE`, ['accessLevel', 'workspaceId'], { oneOf: [USER_OR_GROUP] }),
  entry(`${obj} - REMOVE_WORKSPACE_SHARE`, ['workspaceId'], { oneOf: [USER_OR_GROUP] }),
  entry(`${obj} - TRANSFER_OWNERSHIP`, ['oldUserId', 'oldAccessLevel', 'newUserId', 'newAccessLevel'], {
    values: { oldAccessLevel: ['ADMIN'], newAccessLevel: ['OWNER'] },
  }),
  entry(`${obj} - MOVE`, ['workspaceId']),
];

const CONTAINER = { oneOf: [['sheetId', 'workspaceId']] };
const SECURITY_TOGGLES = [
  'ACCOUNT_DISCOVERY',
  'API_TOKEN_EXPIRATION_PERIOD',
  'DASHBOARD_PUBLISHING',
  'DIRECTORY_INTEGRATION',
  'IMAGES_IN_SHEET_CELLS',
  'OFFLINE_FORM_SUBMISSION',
  'REPORT_PUBLISHING',
  'SHEET_PUBLISHING',
  'PLATFORM_TENANT_ID',
];
const toggles = (
  x: string,
  properties: string[] = [],
  more: Omit<CatalogEntry, 'eventType' | 'properties'> = {},
): CatalogEntry[] => ['ACTIVATE', 'DEACTIVATE'].map((a) => entry(`SECURITY_CONTROLS - ${a}_${x}`, properties, more));
const authPair = (x: string, properties: string[]): CatalogEntry[] =>
  ['ACTIVATE', 'DEACTIVATE'].map((a) => entry(`AUTHENTICATION - ${a}_${x}`, properties));

/** Catalog sections, each named as the document heads it. */
export const CATALOG: Record<string, CatalogEntry[]> = {
  'Access token': [
    entry('ACCESS_TOKEN - AUTHORIZE', ['tokenDisplayValue', 'tokenExpirationTimestamp', 'accessScopes']),
    entry('ACCESS_TOKEN - REFRESH', ['tokenDisplayValue', 'tokenExpirationTimestamp']),
    entry('ACCESS_TOKEN - REVOKE', ['tokenDisplayValue', 'tokenUserId']),
  ],
  Account: [
    ...[
      'BULK_UPDATE',
      'DOWNLOAD_SHEET_ACCESS_REPORT',
      'DOWNLOAD_USER_LIST',
      'DOWNLOAD_LOGIN_HISTORY',
      'DOWNLOAD_PUBLISHED_ITEMS_REPORT',
      'IMPORT_USERS',
      'LIST_SHEETS',
    ].map((a) => entry(`ACCOUNT - ${a}`)),
    entry('ACCOUNT - RENAME', ['newName', 'oldName']),
    entry('ACCOUNT - UPDATE_MAIN_CONTACT', ['newContactUserId', 'oldContactUserId']),
  ],
  Attachment: [
    entry('ATTACHMENT - CREATE', ['attachmentName'], CONTAINER),
    entry('ATTACHMENT - UPDATE', [], CONTAINER),
    entry('ATTACHMENT - LOAD', [], CONTAINER),
    entry('ATTACHMENT - DELETE', [], CONTAINER),
    entry('ATTACHMENT - SEND', [], { oneOf: [['sheetId', 'workspaceId'], RECIPIENT] }),
  ],
  'Dashboard and report': [...sharedByDashboardsAndReports('DASHBOARD'), ...sharedByDashboardsAndReports('REPORT')],
  'Dashboard-only events': [
    entry('DASHBOARD - CREATE', ['dashboardName'], { values: { sourceType: ['global_template'] } }),
    entry('DASHBOARD - ADD_PUBLISH', ['accessibleBy', 'publishType', 'publishFormat'], {
      values: { accessibleBy: ['ALL', 'ORG'], publishType: ['read_only'], publishFormat: ['FULL'] },
    }),
    entry('DASHBOARD - REMOVE_PUBLISH'),
  ],
  'Report-only events': [
    entry('REPORT - CREATE', ['reportName']),
    entry('REPORT - SEND_AS_ATTACHMENT', ['formatType'], {
      oneOf: [RECIPIENT],
      values: { formatType: ['excel', 'pdf', 'pdf_gantt', 'pdf_calendar'] },
    }),
    entry('REPORT - EXPORT'),
  ],
  Discussion: [
    entry('DISCUSSION - CREATE', [], CONTAINER),
    entry('DISCUSSION - DELETE', [], CONTAINER),
    entry('DISCUSSION - UPDATE', [], CONTAINER),
    entry('DISCUSSION - SEND', ['includeAttachments'], { oneOf: [['sheetId', 'workspaceId'], RECIPIENT] }),
    entry('DISCUSSION - SEND_COMMENT', ['commentId', 'includeAttachments'], {
      oneOf: [['sheetId', 'workspaceId'], RECIPIENT],
    }),
  ],
  Folder: [
    entry('FOLDER - CREATE', ['folderName']),
    entry('FOLDER - RENAME', ['oldName', 'newName']),
    entry('FOLDER - SAVE_AS_NEW'),
    entry('FOLDER - DELETE'),
    entry('FOLDER - REQUEST_BACKUP', ['includeAttachments', 'sendCompletionEmail']),
    entry('FOLDER - EXPORT', ['formatType'], { values: { formatType: ['excel', 'pdf'] } }),
  ],
  Form: [
    entry('FORM - CREATE', ['sheetId', 'formName']),
    ...['UPDATE', 'DEACTIVATE', 'ACTIVATE', 'DELETE'].map((a) => entry(`FORM - ${a}`, ['sheetId'])),
  ],
  Group: [
    entry('GROUP - CREATE', ['groupName']),
    entry('GROUP - DOWNLOAD_SHEET_ACCESS_REPORT'),
    entry('GROUP - RENAME', ['oldName', 'newName']),
    entry('GROUP - UPDATE'),
    entry('GROUP - DELETE'),
    entry('GROUP - TRANSFER_OWNERSHIP', ['oldOwnerUserId', 'newOwnerUserId']),
    entry('GROUP - ADD_MEMBER', ['memberUserId']),
    entry('GROUP - REMOVE_MEMBER', ['memberUserId']),
  ],
  'Admin center: authentication': [
    ...authPair('DOMAIN_STRICT', ['domains', 'mfaEnabled']),
    ...authPair('EMAIL_BASED_TOTP', ['domains', 'mfaEnabled']),
    ...authPair('MFA_EMAIL_BASED_TOTP', ['domains']),
    ...authPair('MFA_SYSADMIN_TOTP_FALLBACK', ['domains']),
    ...authPair('SYSADMIN_TOTP_FALLBACK', ['domains', 'mfaEnabled']),
    ...authPair('SAML_IDP_CONFIG', ['domains']),
    entry('AUTHENTICATION - ADD_SAML_IDP', ['isVendorIdp', 'displayName', 'urlBased']),
    entry('AUTHENTICATION - DELETE_SAML_IDP', ['displayName']),
    entry('AUTHENTICATION - UPDATE_SAML_IDP'),
  ],
  'Admin center: licenses, policies, users': [
    entry('LICENSE_REQUESTS - DECLINE_LICENSE'),
    entry('LICENSE_REQUESTS - GRANT_LICENSE'),
    entry('POLICY_DATA_EGRESS - ACTIVATE', ['name', 'restrictedActions', 'scope']),
    entry('POLICY_DATA_EGRESS - DEACTIVATE', ['name', 'restrictedActions', 'scope']),
    entry('POLICY_DATA_EGRESS - CREATE', ['name', 'restrictedActions', 'scope'], {
      listValues: {
        restrictedActions: ['EXPORT', 'PUBLISH', 'SAVE_AS_NEW', 'SAVE_AS_TEMPLATE'],
        scope: ['sheets', 'reports', 'dashboards', 'dynamicviews'],
      },
    }),
    entry('POLICY_DATA_EGRESS - UPDATE', ['name', 'restrictedActions', 'scope', 'isDisabled']),
    entry('POLICY_DATA_EGRESS - DELETE', ['name', 'restrictedActions', 'scope', 'isDisabled']),
    entry('POLICY_DATA_RETENTION - ACTIVATE', ['scope']),
    entry('POLICY_DATA_RETENTION - DEACTIVATE', ['scope']),
    entry('POLICY_DATA_RETENTION - CREATE', ['scope', 'isDisabled'], {
      listValues: { scope: ['sheets', 'reports', 'dashboards'] },
    }),
    entry('POLICY_DATA_RETENTION - UPDATE', ['scope', 'isDisabled']),
    entry('POLICY_SAFE_SHARING - ACTIVATE'),
    entry('POLICY_SAFE_SHARING - DEACTIVATE'),
    entry('POLICY_SAFE_SHARING - ADD_REQUEST_FORM', ['isDisabled']),
    entry('SECURE_EXTERNAL_ACCESS - ACTIVATE_MFA', ['enforcementLevel'], {
      values: { enforcementLevel: ['PLAN', 'WORKSPACE'] },
    }),
    entry('SECURE_EXTERNAL_ACCESS - DEACTIVATE_MFA', ['enforcementLevel'], {
      values: { enforcementLevel: ['PLAN', 'WORKSPACE'] },
    }),
    ...[
      'ACTIVATE_SSO_FOR_EXTERNAL_COLLABORATORS',
      'DEACTIVATE_SSO_FOR_EXTERNAL_COLLABORATORS',
      'MFA_OPTION_ENFORCE_ALL_PLAN',
      'MFA_OPTION_WORKSPACE_OPT_IN',
    ].map((a) => entry(`SECURE_EXTERNAL_ACCESS - ${a}`)),
    entry('USER - DEACTIVATE', ['userEmail']),
    entry('USER - MERGE_USERS', ['sourceEmail', 'destinationEmail']),
    entry('USER - VIEW_USER_ROLES_AND_REPORTS'),
  ],
  'Admin center: security controls': [
    ...SECURITY_TOGGLES.flatMap((x) => toggles(x)),
    ...toggles('ATTACHMENT', ['type'], {
      values: { type: ['upload', 'google_drive', 'onedrive', 'box', 'dropbox', 'evernote', 'egnyte', 'link_url'] },
    }),
    ...toggles('CALENDAR_PUBLISHING', ['publicationType'], { values: { publicationType: ['iCal', 'calendarApp'] } }),
    ...toggles('WEB_CONTENT_WIDGET', ['includeValidatedDomains']),
    entry('SECURITY_CONTROLS - UPDATE_API_TOKEN_EXPIRATION_PERIOD', [
      'oldValue',
      'newValue',
      'oldInterval',
      'newInterval',
    ]),
    ...['DASHBOARD', 'REPORT', 'SHEET'].map((x) =>
      entry(`SECURITY_CONTROLS - UPDATE_${x}_PUBLISHING_OPTIONS`, ['oldValue', 'newValue'], {
        values: { oldValue: PUBLISHING, newValue: PUBLISHING },
      }),
    ),
    entry('SECURITY_CONTROLS - UPDATE_DIRECTORY_INTEGRATION', [
      'oldRemoveFromSharing',
      'newRemoveFromSharing',
      'oldTransferSheets',
      'newTransferSheets',
    ]),
    entry('SECURITY_CONTROLS - UPDATE_FORM_ACCESS_PERMISSIONS', ['oldValue', 'newValue'], {
      values: {
        oldValue: ['anyone_with_link', 'smartsheet_login', 'safe_sharing'],
        newValue: ['anyone_with_link', 'smartsheet_login', 'safe_sharing'],
      },
    }),
    entry('SECURITY_CONTROLS - UPDATE_GROUP_MEMBERSHIP_SCOPE', ['oldValue', 'newValue'], {
      values: {
        oldValue: ['people_in_account_and_external_contacts', 'only_people_in_account'],
        newValue: ['people_in_account_and_external_contacts', 'only_people_in_account'],
      },
    }),
    entry('SECURITY_CONTROLS - UPDATE_NOTIFICATIONS_AND_REQUESTS', ['oldValue', 'newValue'], {
      values: Object.fromEntries(
        ['oldValue', 'newValue'].map((p) => [
          p,
          [
            'only_shared_users',
            'only_shared_users_and_people_in_your_account',
            'anyone',
            'unknown',
            'anyone_both',
            'anyone_teams',
            'anyone_slack',
            'anyone_none',
          ],
        ]),
      ),
    }),
    entry('SECURITY_CONTROLS - UPDATE_WEB_CONTENT_WIDGET', ['includeValidatedDomains']),
  ],
};
