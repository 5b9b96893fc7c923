// Document 2's event catalog for content and account objects (tokens, account, attachments,
// dashboards, reports, discussions, folders, forms, groups) plus plausible SHEET/WORKSPACE/USER events.
import {
  flag,
  none,
  principal,
  recipient,
  rename,
  type DetailContext,
  type Details,
  type EventType,
  type TargetKind,
} from './world.js';

type Spec = [action: string, weight: number, details: (ctx: DetailContext) => Details];

function group(objectType: string, target: TargetKind, specs: Spec[]): EventType[] {
  return specs.map(([action, weight, details]) => ({ objectType, action, admin: false, target, weight, details }));
}

const SCOPES = [
  'READ_SHEETS',
  'WRITE_SHEETS',
  'SHARE_SHEETS',
  'DELETE_SHEETS',
  'CREATE_SHEETS',
  'READ_USERS',
  'ADMIN_WORKSPACES',
  'READ_EVENTS',
];

const containerDetails = (ctx: DetailContext): Details =>
  ctx.target.sheet ? { sheetId: String(ctx.target.sheet.id) } : { workspaceId: String(ctx.target.workspace!.id) };

const discussionDetails = (ctx: DetailContext): Details =>
  ctx.target.rowId !== undefined
    ? { ...containerDetails(ctx), sheetRowId: String(ctx.target.rowId) }
    : containerDetails(ctx);

const move = (ctx: DetailContext): Details => {
  const folder = ctx.world.folder();
  const details: Details = {
    newParentContainerId: String(folder.id),
    folderName: folder.name,
    workspaceId: String(folder.workspaceId),
  };
  if (ctx.random.chance(0.2)) details.parentContainerId = String(ctx.world.folder().id);
  return details;
};

const transfer = (ctx: DetailContext): Details => ({
  oldUserId: String(ctx.actor.id),
  oldAccessLevel: 'ADMIN',
  newUserId: String(ctx.world.user().id),
  newAccessLevel: 'OWNER',
});

const workspaceIdOf = (ctx: DetailContext): string =>
  String(ctx.target.asset?.workspaceId ?? ctx.target.sheet?.workspaceId ?? ctx.target.workspace?.id);

/** The events that DASHBOARD and REPORT share. */
function dashboardOrReport(objectType: 'DASHBOARD' | 'REPORT', target: TargetKind, loadWeight: number): EventType[] {
  return group(objectType, target, [
    ['LOAD', loadWeight, none],
    ['DELETE', 2, none],
    ['PURGE', 1, none],
    ['RESTORE', 1, none],
    ['UPDATE', 12, none],
    ['RENAME', 3, rename],
    ['SAVE_AS_NEW', 3, none],
    ['ADD_SHARE', 8, (ctx) => ({ accessLevel: ctx.world.accessLevel(), ...principal(ctx) })],
    ['REMOVE_SHARE', 3, principal],
    [
      'ADD_SHARE_MEMBER',
      2,
      (ctx) => {
        const d: Details = {
          accessLevel: ctx.world.accessLevel(),
          groupId: String(ctx.world.group().id),
          userId: String(ctx.world.user().id),
        };
        if (ctx.random.chance(0.5)) d.workspaceId = workspaceIdOf(ctx);
        return d;
      },
    ],
    [
      'REMOVE_SHARE_MEMBER',
      1,
      (ctx) => {
        const d: Details = { groupId: String(ctx.world.group().id), userId: String(ctx.world.user().id) };
        if (ctx.random.chance(0.5)) d.workspaceId = workspaceIdOf(ctx);
        return d;
      },
    ],
    [
      'ADD_WORKSPACE_SHARE',
      2,
      (ctx) => ({ accessLevel: ctx.world.accessLevel(), ...principal(ctx), workspaceId: workspaceIdOf(ctx) }),
    ],
    ['REMOVE_WORKSPACE_SHARE', 1, (ctx) => ({ ...principal(ctx), workspaceId: workspaceIdOf(ctx) })],
    ['TRANSFER_OWNERSHIP', 1, transfer],
    ['MOVE', 2, move],
  ]);
}

export const CONTENT_EVENT_TYPES: EventType[] = [
  ...group('ACCESS_TOKEN', 'token', [
    [
      'AUTHORIZE',
      15,
      (ctx) => {
        const token = ctx.target.token!;
        const d: Details = {};
        if (token.name) d.tokenName = token.name;
        d.tokenDisplayValue = token.display;
        d.tokenExpirationTimestamp = ctx.world.daysFrom(ctx.timestampMs, ctx.random.pick([7, 30, 90, 365]));
        d.accessScopes = SCOPES.filter(() => ctx.random.chance(0.5)).join(',') || 'READ_SHEETS';
        if (token.app) {
          d.appClientId = token.app.clientId;
          d.appName = token.app.name;
        }
        return d;
      },
    ],
    [
      'REFRESH',
      30,
      (ctx) => ({
        tokenDisplayValue: ctx.target.token!.display,
        tokenExpirationTimestamp: ctx.world.daysFrom(ctx.timestampMs, 7),
      }),
    ],
    [
      'REVOKE',
      4,
      (ctx) => ({ tokenDisplayValue: ctx.target.token!.display, tokenUserId: String(ctx.target.token!.ownerId) }),
    ],
  ]),
  ...group('ACCOUNT', 'account', [
    ['BULK_UPDATE', 1, none],
    ['DOWNLOAD_SHEET_ACCESS_REPORT', 1, none],
    ['DOWNLOAD_USER_LIST', 2, none],
    ['DOWNLOAD_LOGIN_HISTORY', 1, none],
    ['DOWNLOAD_PUBLISHED_ITEMS_REPORT', 1, none],
    ['IMPORT_USERS', 1, none],
    ['LIST_SHEETS', 2, none],
    ['RENAME', 1, (ctx) => ({ newName: ctx.target.name ?? 'Example Corp', oldName: 'Example Corporation' })],
    [
      'UPDATE_MAIN_CONTACT',
      1,
      (ctx) => ({ newContactUserId: String(ctx.actor.id), oldContactUserId: String(ctx.world.admins()[0]!.id) }),
    ],
  ]),
  ...group('ATTACHMENT', 'attachment', [
    ['CREATE', 40, (ctx) => ({ ...containerDetails(ctx), attachmentName: ctx.target.name ?? 'file.pdf' })],
    ['UPDATE', 6, containerDetails],
    [
      'LOAD',
      60,
      (ctx) =>
        ctx.random.chance(0.1)
          ? {
              ...containerDetails(ctx),
              multiFileDownloadName: `${ctx.random.pick(['attachments', 'export', 'files'])}.zip`,
            }
          : containerDetails(ctx),
    ],
    ['DELETE', 8, containerDetails],
    ['SEND', 5, (ctx) => ({ ...containerDetails(ctx), ...recipient(ctx) })],
  ]),
  ...dashboardOrReport('DASHBOARD', 'sight', 100),
  ...group('DASHBOARD', 'sight', [
    [
      'CREATE',
      3,
      (ctx) => {
        const d: Details = { dashboardName: ctx.target.name ?? 'Dashboard' };
        if (ctx.random.chance(0.5)) {
          d.sourceGlobalTemplateId = String(ctx.random.int(1000, 9999));
          d.sourceType = 'global_template';
        } else d.sourceObjectId = String(ctx.target.objectId);
        return d;
      },
    ],
    [
      'ADD_PUBLISH',
      2,
      (ctx) => ({ accessibleBy: ctx.random.pick(['ALL', 'ORG']), publishType: 'read_only', publishFormat: 'FULL' }),
    ],
    ['REMOVE_PUBLISH', 1, none],
  ]),
  ...dashboardOrReport('REPORT', 'report', 80),
  ...group('REPORT', 'report', [
    [
      'CREATE',
      3,
      (ctx) => {
        const d: Details = { reportName: ctx.target.name ?? 'Report' };
        if (ctx.random.chance(0.5)) {
          d.sourceGlobalTemplateId = String(ctx.random.int(1000, 9999));
          d.sourceType = 'global_template';
        } else {
          d.sourceObjectId = String(ctx.target.objectId);
          d.sourceType = 'report';
        }
        return d;
      },
    ],
    [
      'SEND_AS_ATTACHMENT',
      4,
      (ctx) => ({ ...recipient(ctx), formatType: ctx.random.pick(['excel', 'pdf', 'pdf_gantt', 'pdf_calendar']) }),
    ],
    ['EXPORT', 5, (ctx) => ({ formatType: ctx.random.pick(['excel', 'pdf']) })],
  ]),
  ...group('DISCUSSION', 'discussion', [
    ['CREATE', 50, discussionDetails],
    ['DELETE', 4, discussionDetails],
    ['UPDATE', 30, discussionDetails],
    ['SEND', 3, (ctx) => ({ ...discussionDetails(ctx), ...recipient(ctx), includeAttachments: flag(ctx.random) })],
    [
      'SEND_COMMENT',
      3,
      (ctx) => ({
        ...discussionDetails(ctx),
        ...recipient(ctx),
        commentId: String(ctx.target.objectId + 17n),
        includeAttachments: flag(ctx.random),
      }),
    ],
  ]),
  ...group('FOLDER', 'folder', [
    [
      'CREATE',
      4,
      (ctx): Details =>
        ctx.random.chance(0.2)
          ? { folderName: ctx.target.name ?? 'Folder', sourceFolderId: String(ctx.world.folder().id) }
          : { folderName: ctx.target.name ?? 'Folder' },
    ],
    ['RENAME', 2, rename],
    ['SAVE_AS_NEW', 1, none],
    ['DELETE', 1, none],
    [
      'REQUEST_BACKUP',
      1,
      (ctx) => ({ includeAttachments: flag(ctx.random), sendCompletionEmail: flag(ctx.random, 0.7) }),
    ],
    ['EXPORT', 2, (ctx) => ({ formatType: ctx.random.pick(['excel', 'pdf']) })],
  ]),
  ...group('FORM', 'form', [
    ['CREATE', 2, (ctx) => ({ sheetId: String(ctx.target.sheet!.id), formName: ctx.target.name ?? 'Form' })],
    ['UPDATE', 5, (ctx) => ({ sheetId: String(ctx.target.sheet!.id) })],
    ['DEACTIVATE', 1, (ctx) => ({ sheetId: String(ctx.target.sheet!.id) })],
    ['ACTIVATE', 1, (ctx) => ({ sheetId: String(ctx.target.sheet!.id) })],
    ['DELETE', 1, (ctx) => ({ sheetId: String(ctx.target.sheet!.id) })],
  ]),
  ...group('GROUP', 'group', [
    ['CREATE', 1, (ctx) => ({ groupName: ctx.target.name ?? 'Group' })],
    ['DOWNLOAD_SHEET_ACCESS_REPORT', 1, none],
    ['RENAME', 1, rename],
    ['UPDATE', 2, none],
    ['DELETE', 1, none],
    [
      'TRANSFER_OWNERSHIP',
      1,
      (ctx) => ({ oldOwnerUserId: String(ctx.target.group!.ownerId), newOwnerUserId: String(ctx.world.actor().id) }),
    ],
    ['ADD_MEMBER', 8, (ctx) => ({ memberUserId: String(ctx.world.user().id) })],
    ['REMOVE_MEMBER', 3, (ctx) => ({ memberUserId: String(ctx.world.user().id) })],
  ]),
  // Not in the (cut-off) catalog: plausible sheet events.
  ...group('SHEET', 'sheet', [
    ['LOAD', 400, none],
    ['UPDATE', 250, none],
    [
      'CREATE',
      6,
      (ctx): Details =>
        ctx.random.chance(0.5)
          ? {
              sheetName: ctx.target.name ?? 'Sheet',
              sourceType: 'global_template',
              sourceGlobalTemplateId: String(ctx.random.int(1000, 9999)),
            }
          : { sheetName: ctx.target.name ?? 'Sheet' },
    ],
    ['RENAME', 4, rename],
    ['DELETE', 2, none],
    ['RESTORE', 1, none],
    ['PURGE', 1, none],
    ['SAVE_AS_NEW', 3, none],
    ['ADD_SHARE', 20, (ctx) => ({ accessLevel: ctx.world.accessLevel(), ...principal(ctx) })],
    ['REMOVE_SHARE', 6, principal],
    [
      'ADD_WORKSPACE_SHARE',
      3,
      (ctx) => ({ accessLevel: ctx.world.accessLevel(), ...principal(ctx), workspaceId: workspaceIdOf(ctx) }),
    ],
    ['EXPORT', 15, (ctx) => ({ formatType: ctx.random.pick(['excel', 'pdf', 'pdf_gantt', 'ms_project']) })],
    ['SEND_AS_ATTACHMENT', 5, (ctx) => ({ ...recipient(ctx), formatType: ctx.random.pick(['excel', 'pdf']) })],
    ['MOVE', 2, move],
    ['TRANSFER_OWNERSHIP', 1, transfer],
    [
      'REQUEST_BACKUP',
      1,
      (ctx) => ({ includeAttachments: flag(ctx.random), sendCompletionEmail: flag(ctx.random, 0.7) }),
    ],
  ]),
  ...group('WORKSPACE', 'workspace', [
    ['CREATE', 1, (ctx) => ({ workspaceName: ctx.target.name ?? 'Workspace' })],
    ['RENAME', 1, rename],
    ['DELETE', 1, none],
    ['ADD_SHARE', 6, (ctx) => ({ accessLevel: ctx.world.accessLevel(), ...principal(ctx) })],
    ['REMOVE_SHARE', 2, principal],
    ['EXPORT', 1, () => ({ formatType: 'excel' })],
    [
      'REQUEST_BACKUP',
      1,
      (ctx) => ({ includeAttachments: flag(ctx.random), sendCompletionEmail: flag(ctx.random, 0.7) }),
    ],
    ['SAVE_AS_NEW', 1, none],
    ['TRANSFER_OWNERSHIP', 1, transfer],
  ]),
  ...group('USER', 'user', [
    ['ADD_TO_ACCOUNT', 3, (ctx) => ({ userEmail: ctx.target.user!.email })],
    ['UPDATE_USER', 4, (ctx) => ({ userEmail: ctx.target.user!.email })],
    ['SEND_INVITE', 2, (ctx) => ({ userEmail: ctx.target.user!.email })],
    ['ACCEPT_INVITE', 2, none],
    ['REMOVE_FROM_ACCOUNT', 1, (ctx) => ({ userEmail: ctx.target.user!.email })],
    [
      'TRANSFER_OWNED_ITEMS',
      1,
      (ctx) => ({ sourceUserId: String(ctx.target.user!.id), destinationUserId: String(ctx.world.actor().id) }),
    ],
  ]),
];
