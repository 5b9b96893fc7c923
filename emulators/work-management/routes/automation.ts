// Routes of automation rules: GET /sheets/{sheetId}/automationrules (offset list; a multistep
// workflow on the sheet fails the list with 400 1266), and GET|PUT|DELETE of one rule.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { DemoRandom } from '../../kit/random.js';
import { callerOf } from '../auth.js';
import { findById, IdAllocator, isoSeconds } from '../ids.js';
import type { AccessLevel, Contact, StoredSheet } from '../model.js';
import { offsetPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import type { WorkManagementStore } from '../store/store.js';
import { contactOf } from '../parsing/content-state.js';
import { shownValue } from '../request/body.js';

export const AUTOMATION_ACTION_TYPES = [
  'NOTIFICATION_ACTION',
  'APPROVAL_REQUEST_ACTION',
  'UPDATE_REQUEST_ACTION',
] as const;
export const DISABLED_REASONS = [
  'APPROVAL_COLUMN_MISSING',
  'APPROVAL_COLUMN_WRONG_TYPE',
  'AUTOMATION_NOT_ENABLED_FOR_ORG',
  'COLUMN_MISSING',
  'COLUMN_TYPE_INCOMPATIBLE',
  'NO_POTENTIAL_RECIPIENTS',
  'NO_VALID_SELECTED_COLUMNS',
] as const;
/** The demo sheet that holds a multistep workflow (its rule list answers 1266). */
export const MULTISTEP_SHEET_NAME = 'Incident Log';

export interface StoredRule {
  id: bigint;
  name: string;
  enabled: boolean;
  disabledReason?: string;
  disabledReasonText?: string;
  createdBy: Contact;
  createdAt: string;
  modifiedBy: Contact;
  modifiedAt: string;
  userCanModify: boolean;
  /** Multistep workflows exist but are never served. */
  multistep?: boolean;
  action: Record<string, unknown>;
}

const FREQUENCIES = ['IMMEDIATELY', 'HOURLY', 'DAILY', 'WEEKLY'];
const NAMES = [
  'Status Changed',
  'Due Date Reminder',
  'New Row Added',
  'Approval Needed',
  'Weekly Update Request',
  'Owner Assigned',
];
const rules = new WeakMap<WorkManagementStore, Map<bigint, StoredRule[]>>();

/** Deterministic rules per sheet: one to three single-action rules, some disabled with a reason. */
function buildRules(store: WorkManagementStore): Map<bigint, StoredRule[]> {
  const random = new DemoRandom(3141);
  const ids = new IdAllocator(random);
  const out = new Map<bigint, StoredRule[]>();
  store.data.sheets.forEach((sheet, sheetIndex) => {
    const owner = store.usersById.get(sheet.ownerId)!;
    const by = contactOf(owner);
    const list: StoredRule[] = [];
    const count = 1 + (sheetIndex % 3);
    for (let i = 0; i < count; i++) {
      const type = AUTOMATION_ACTION_TYPES[(sheetIndex + i) % 3]!;
      const created = Date.parse('2026-03-01T09:00:00Z') + random.int(0, 200) * 86_400_000;
      const action: Record<string, unknown> = {
        type,
        frequency: FREQUENCIES[random.int(0, FREQUENCIES.length - 1)],
        message: type === 'NOTIFICATION_ACTION' ? '' : 'Please review the changed rows.',
        includeAllColumns: random.chance(0.7),
        includeAttachments: random.chance(0.5),
        includeDiscussions: random.chance(0.5),
        notifyAllSharedUsers: i === 0,
      };
      if (i > 0) action.recipients = [{ email: store.userAt(random.int(2, 40)).email }];
      const rule: StoredRule = {
        id: ids.next(),
        name: NAMES[(sheetIndex + i) % NAMES.length]!,
        enabled: true,
        createdBy: by,
        createdAt: isoSeconds(created),
        modifiedBy: by,
        modifiedAt: isoSeconds(created + 3_600_000),
        userCanModify: true,
        action,
      };
      if ((sheetIndex + i) % 5 === 4) {
        rule.enabled = false;
        rule.disabledReason = DISABLED_REASONS[(sheetIndex + i) % DISABLED_REASONS.length]!;
      }
      list.push(rule);
    }
    if (sheet.name === MULTISTEP_SHEET_NAME) {
      list.push({
        id: ids.next(),
        name: 'Escalation Workflow',
        enabled: true,
        createdBy: by,
        createdAt: '2026-04-01T09:00:00Z',
        modifiedBy: by,
        modifiedAt: '2026-04-01T09:00:00Z',
        userCanModify: true,
        multistep: true,
        action: { type: 'NOTIFICATION_ACTION' },
      });
    }
    out.set(sheet.id, list);
  });
  return out;
}

export function automationRulesOf(store: WorkManagementStore, sheet: StoredSheet): StoredRule[] {
  let all = rules.get(store);
  if (!all) {
    all = buildRules(store);
    rules.set(store, all);
  }
  let list = all.get(sheet.id);
  if (!list) all.set(sheet.id, (list = []));
  return list;
}

export function renderRule(rule: StoredRule): Record<string, unknown> {
  const out: Record<string, unknown> = { id: rule.id, name: rule.name, enabled: rule.enabled };
  if (rule.disabledReason) out.disabledReason = rule.disabledReason;
  Object.assign(out, {
    createdBy: { ...rule.createdBy },
    createdAt: rule.createdAt,
    modifiedBy: { ...rule.modifiedBy },
    modifiedAt: rule.modifiedAt,
    userCanModify: rule.userCanModify,
    action: structuredClone(rule.action),
  });
  return out;
}

const ADMINS = new Set<AccessLevel>(['OWNER', 'ADMIN']);

export function automationRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  const multistepError = () =>
    errors.error(
      400,
      1266,
      'This rule is not accessible through the API. Only single-action notifications, approval requests, or update requests qualify.',
    );
  const findRule = (
    req: EmulatorRequest,
    write: boolean,
  ): { sheet: StoredSheet; rule: StoredRule; list: StoredRule[] } => {
    const { sheet, access } = store.requireSheet(callerOf(store, req), req.params.sheetId);
    if (write && !ADMINS.has(access)) throw errors.forbidden();
    const list = automationRulesOf(store, sheet);
    const rule = findById(
      req.params.automationRuleId,
      (id) => list.find((r) => r.id === id),
      () => errors.notFound(),
    );
    if (rule.multistep) throw multistepError();
    return { sheet, rule, list };
  };
  return [
    {
      method: 'GET',
      template: '/sheets/{sheetId}/automationrules',
      handler: (req) => {
        const { sheet } = store.requireSheet(callerOf(store, req), req.params.sheetId);
        const list = automationRulesOf(store, sheet);
        if (list.some((r) => r.multistep)) throw multistepError();
        return { body: offsetPage(list.map(renderRule), new QueryReader(req.query, errors)) };
      },
    },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/automationrules/{automationRuleId}',
      handler: (req) => ({ body: renderRule(findRule(req, false).rule) }),
    },
    {
      method: 'PUT',
      template: '/sheets/{sheetId}/automationrules/{automationRuleId}',
      handler: (req) => {
        const { rule } = findRule(req, true);
        const body = (req.body ?? {}) as { name?: unknown; enabled?: unknown; action?: Record<string, unknown> };
        if (
          typeof body !== 'object' ||
          !body.action ||
          typeof body.action !== 'object' ||
          body.action.type === undefined
        ) {
          throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: action.type.');
        }
        if (body.action.type !== rule.action.type)
          throw errors.error(
            400,
            1220,
            `Automation action type cannot be changed: action.type must be ${String(rule.action.type)}.`,
          );
        if (body.name !== undefined && (typeof body.name !== 'string' || body.name.trim() === ''))
          throw errors.error(400, 1031, 'The rule name cannot be empty.');
        if (body.enabled !== undefined && typeof body.enabled !== 'boolean')
          throw errors.error(400, 1031, 'enabled must be a boolean.');
        if (body.action.frequency !== undefined && !FREQUENCIES.includes(shownValue(body.action.frequency)))
          throw errors.error(400, 1031, `Unknown frequency ${shownValue(body.action.frequency)}.`);
        if (typeof body.name === 'string') rule.name = body.name;
        if (typeof body.enabled === 'boolean') {
          rule.enabled = body.enabled;
          if (body.enabled) delete rule.disabledReason;
        }
        // The action's type never changes (checked above); its other settings are the update.
        const changes: Record<string, unknown> = { ...body.action };
        delete changes.type;
        Object.assign(rule.action, changes);
        if (
          Array.isArray(changes.recipients) &&
          changes.recipients.length > 0 &&
          changes.notifyAllSharedUsers === undefined
        )
          rule.action.notifyAllSharedUsers = false;
        rule.modifiedBy = contactOf(callerOf(store, req));
        rule.modifiedAt = isoSeconds(Date.now());
        return { body: renderRule(rule) };
      },
    },
    {
      method: 'DELETE',
      template: '/sheets/{sheetId}/automationrules/{automationRuleId}',
      handler: (req) => {
        const { rule, list } = findRule(req, true);
        list.splice(list.indexOf(rule), 1);
        return { body: { message: 'SUCCESS', resultCode: 0 } };
      },
    },
  ];
}
