// Document 2's admin-center event types (authentication, licenses, policies, secure external
// access, users, security controls): these carry sourceIpAddress (added by the generator on WEB_APP).
import type { DemoRandom } from '../../../kit/random.js';
import { flag, none, type DetailContext, type Details, type EventType, type TargetKind } from './world.js';

type Spec = [action: string, details: (ctx: DetailContext) => Details];

function admin(objectType: string, target: TargetKind, specs: Spec[]): EventType[] {
  return specs.map(([action, details]) => ({ objectType, action, admin: true, target, weight: 1, details }));
}

/** ACTIVATE_<x> and DEACTIVATE_<x> with the same details. */
const both = (x: string, details: (ctx: DetailContext) => Details): Spec[] => [
  [`ACTIVATE_${x}`, details],
  [`DEACTIVATE_${x}`, details],
];

const domains = (r: DemoRandom): string =>
  r.chance(0.6)
    ? 'example.com'
    : r.chance(0.5)
      ? 'example.com,example.org'
      : 'example.com,example.org,corp.example.net';
const domainsMfa = (ctx: DetailContext): Details => ({ domains: domains(ctx.random), mfaEnabled: flag(ctx.random) });
const domainsOnly = (ctx: DetailContext): Details => ({ domains: domains(ctx.random) });

/** Array notation, as the catalog writes restrictedActions and scope: "[EXPORT, PUBLISH]". */
function arrayNotation(r: DemoRandom, values: string[]): string {
  const picked = values.filter(() => r.chance(0.5));
  return `[${(picked.length ? picked : [values[0]!]).join(', ')}]`;
}
const EGRESS_ACTIONS = ['EXPORT', 'PUBLISH', 'SAVE_AS_NEW', 'SAVE_AS_TEMPLATE'];
const EGRESS_SCOPES = ['sheets', 'reports', 'dashboards', 'dynamicviews'];
const egress = (ctx: DetailContext): Details => ({
  name: ctx.target.name ?? 'Policy',
  restrictedActions: arrayNotation(ctx.random, EGRESS_ACTIONS),
  scope: arrayNotation(ctx.random, EGRESS_SCOPES),
});
const retentionScope = (r: DemoRandom): string =>
  ['sheets', 'reports', 'dashboards'].filter(() => r.chance(0.6)).join(',') || 'sheets';

const PUBLISHING = ['anyone_with_link', 'same_plan_users_only'];
const swap = (r: DemoRandom, values: string[]): Details => {
  const [oldValue, newValue] = r.chance(0.5) ? [values[0]!, values[1]!] : [values[1]!, values[0]!];
  return { oldValue, newValue };
};
const pickPair = (r: DemoRandom, values: string[]): Details => {
  const oldValue = r.pick(values);
  let newValue = r.pick(values);
  while (newValue === oldValue) newValue = r.pick(values);
  return { oldValue, newValue };
};

const SIMPLE_CONTROLS = [
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
const ATTACHMENT_TYPES = ['upload', 'google_drive', 'onedrive', 'box', 'dropbox', 'evernote', 'egnyte', 'link_url'];

export const ADMIN_EVENT_TYPES: EventType[] = [
  ...admin('AUTHENTICATION', 'account', [
    ...both('DOMAIN_STRICT', domainsMfa),
    ...both('EMAIL_BASED_TOTP', domainsMfa),
    ...both('MFA_EMAIL_BASED_TOTP', domainsOnly),
    ...both('MFA_SYSADMIN_TOTP_FALLBACK', domainsOnly),
    ...both('SYSADMIN_TOTP_FALLBACK', domainsMfa),
    ...both('SAML_IDP_CONFIG', domainsOnly),
    [
      'ADD_SAML_IDP',
      (ctx) => ({
        isVendorIdp: flag(ctx.random),
        displayName: ctx.random.pick(['Corporate SSO', 'Okta-style IdP', 'Partner IdP']),
        urlBased: flag(ctx.random, 0.7),
      }),
    ],
    ['DELETE_SAML_IDP', (ctx) => ({ displayName: ctx.random.pick(['Legacy SSO', 'Partner IdP']) })],
    [
      'UPDATE_SAML_IDP',
      (ctx) => {
        const d: Details = {};
        if (ctx.random.chance(0.5))
          Object.assign(d, { oldDisplayName: 'Corporate SSO', newDisplayName: 'Corporate SSO (2026)' });
        if (ctx.random.chance(0.4))
          Object.assign(d, {
            oldMetadata: 'https://idp.example.com/metadata/v1.xml',
            newMetadata: 'https://idp.example.com/metadata/v2.xml',
          });
        if (ctx.random.chance(0.2)) d.isVendorIdp = flag(ctx.random);
        if (Object.keys(d).length === 0 || ctx.random.chance(0.3))
          Object.assign(d, { oldState: 'PENDING', newState: 'VERIFIED' });
        return d;
      },
    ],
  ]),
  ...admin('LICENSE_REQUESTS', 'user', [
    ['DECLINE_LICENSE', (ctx): Details => (ctx.random.chance(0.7) ? { userEmail: ctx.target.user!.email } : {})],
    ['GRANT_LICENSE', (ctx): Details => (ctx.random.chance(0.7) ? { userEmail: ctx.target.user!.email } : {})],
  ]),
  ...admin('POLICY_DATA_EGRESS', 'policy-egress', [
    ['ACTIVATE', egress],
    ['DEACTIVATE', egress],
    ['CREATE', egress],
    ['UPDATE', (ctx) => ({ ...egress(ctx), isDisabled: flag(ctx.random, 0.2) })],
    ['DELETE', (ctx) => ({ ...egress(ctx), isDisabled: flag(ctx.random, 0.5) })],
  ]),
  ...admin('POLICY_DATA_RETENTION', 'policy-retention', [
    ['ACTIVATE', (ctx) => ({ scope: retentionScope(ctx.random) })],
    ['DEACTIVATE', (ctx) => ({ scope: retentionScope(ctx.random) })],
    ['CREATE', (ctx) => ({ scope: retentionScope(ctx.random), isDisabled: flag(ctx.random, 0.2) })],
    ['UPDATE', (ctx) => ({ scope: retentionScope(ctx.random), isDisabled: flag(ctx.random, 0.3) })],
  ]),
  ...admin('POLICY_SAFE_SHARING', 'account', [
    ['ACTIVATE', none],
    ['DEACTIVATE', none],
    ['ADD_REQUEST_FORM', (ctx) => ({ isDisabled: flag(ctx.random, 0.2) })],
  ]),
  ...admin('SECURE_EXTERNAL_ACCESS', 'account', [
    ...both('MFA', (ctx) => ({ enforcementLevel: ctx.random.pick(['PLAN', 'WORKSPACE']) })),
    ...both('SSO_FOR_EXTERNAL_COLLABORATORS', none),
    ['MFA_OPTION_ENFORCE_ALL_PLAN', none],
    ['MFA_OPTION_WORKSPACE_OPT_IN', none],
  ]),
  ...admin('USER', 'user', [
    ['DEACTIVATE', (ctx) => ({ userEmail: ctx.target.user!.email })],
    [
      'MERGE_USERS',
      (ctx) => ({
        sourceEmail:
          ctx.target.user!.alternateEmails[0]?.email ?? `${ctx.target.user!.firstName}@old.example.com`.toLowerCase(),
        destinationEmail: ctx.target.user!.email,
      }),
    ],
    ['VIEW_USER_ROLES_AND_REPORTS', none],
  ]),
  ...admin('SECURITY_CONTROLS', 'account', [
    ...SIMPLE_CONTROLS.flatMap((x) => both(x, none)),
    ...both('ATTACHMENT', (ctx) => ({ type: ctx.random.pick(ATTACHMENT_TYPES) })),
    ...both('CALENDAR_PUBLISHING', (ctx) => ({ publicationType: ctx.random.pick(['iCal', 'calendarApp']) })),
    ...both('WEB_CONTENT_WIDGET', (ctx) => ({ includeValidatedDomains: flag(ctx.random) })),
    [
      'UPDATE_API_TOKEN_EXPIRATION_PERIOD',
      (ctx) => {
        const [oldDays, newDays] = ctx.random.chance(0.5) ? ['90', '30'] : ['365', '90'];
        return { oldValue: oldDays, newValue: newDays, oldInterval: `P${oldDays}D`, newInterval: `P${newDays}D` };
      },
    ],
    ['UPDATE_DASHBOARD_PUBLISHING_OPTIONS', (ctx) => swap(ctx.random, PUBLISHING)],
    ['UPDATE_REPORT_PUBLISHING_OPTIONS', (ctx) => swap(ctx.random, PUBLISHING)],
    ['UPDATE_SHEET_PUBLISHING_OPTIONS', (ctx) => swap(ctx.random, PUBLISHING)],
    [
      'UPDATE_DIRECTORY_INTEGRATION',
      (ctx) => {
        const d: Details = {
          oldRemoveFromSharing: flag(ctx.random),
          newRemoveFromSharing: flag(ctx.random),
          oldTransferSheets: flag(ctx.random),
          newTransferSheets: flag(ctx.random),
        };
        if (ctx.random.chance(0.4))
          Object.assign(d, { oldEscrowEmail: ctx.world.admins()[0]!.email, newEscrowEmail: ctx.actor.email });
        return d;
      },
    ],
    [
      'UPDATE_FORM_ACCESS_PERMISSIONS',
      (ctx) => pickPair(ctx.random, ['anyone_with_link', 'smartsheet_login', 'safe_sharing']),
    ],
    [
      'UPDATE_GROUP_MEMBERSHIP_SCOPE',
      (ctx) => swap(ctx.random, ['people_in_account_and_external_contacts', 'only_people_in_account']),
    ],
    [
      'UPDATE_NOTIFICATIONS_AND_REQUESTS',
      (ctx) =>
        ctx.random.chance(0.5)
          ? pickPair(ctx.random, [
              'only_shared_users',
              'only_shared_users_and_people_in_your_account',
              'anyone',
              'unknown',
            ])
          : pickPair(ctx.random, ['anyone_both', 'anyone_teams', 'anyone_slack', 'anyone_none', 'unknown']),
    ],
    ['UPDATE_WEB_CONTENT_WIDGET', (ctx) => ({ includeValidatedDomains: flag(ctx.random) })],
  ]),
];
