// Every route of the work-management emulator, templates as the documents write them.
import type { Route } from '../../kit/http-emulator.js';
import { containerRoutes } from './containers.js';
import { eventRoutes } from './events.js';
import { sheetRoutes } from './sheets.js';
import { userRoutes } from './users.js';
import { accountRoutes } from './account.js';
import { alternateEmailRoutes } from './alternate-emails.js';
import { dashboardRoutes } from './dashboards.js';
import { folderRoutes } from './folders.js';
import { planRoutes } from './plans.js';
import { shareRoutes } from './shares.js';
import { tokenRoutes } from './token.js';
import { webhookRoutes } from './webhooks.js';
import { automationRoutes } from './automation.js';
import { cellExtraRoutes } from './cell-extras.js';
import { columnRoutes } from './columns.js';
import { rowRoutes } from './rows.js';
import { searchRoutes } from './search.js';
import { attachmentRoutes } from './attachments.js';
import { discussionRoutes } from './discussions.js';
import type { WorkManagementStore } from '../store/store.js';

/** Every route, in matching order: literal paths (/users/me) come before the templates that would also match them. */
export function workManagementRoutes(store: WorkManagementStore): Route[] {
  return [
    ...userRoutes(store),
    ...sheetRoutes(store),
    ...rowRoutes(store),
    ...columnRoutes(store),
    ...automationRoutes(store),
    ...searchRoutes(store),
    ...cellExtraRoutes(store),
    ...attachmentRoutes(store),
    ...discussionRoutes(store),
    ...containerRoutes(store),
    ...eventRoutes(store),
    ...accountRoutes(store),
    ...planRoutes(store),
    ...alternateEmailRoutes(store),
    ...shareRoutes(store),
    ...folderRoutes(store),
    ...dashboardRoutes(store),
    ...webhookRoutes(store),
    ...tokenRoutes(store),
  ];
}
