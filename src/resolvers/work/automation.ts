// Resolvers of automation rules: the sheet's rule list and one rule, and the update (its action
// type checked against the existing rule before the write) and delete mutations.
import { automationRuleKey } from '../../composite-keys.js';
import type { GatewayContext } from '../../context.js';
import type { WmAutomationRule, WmResult } from '../../datasources/work-management/sheet-content-api.js';
import { badUserInput, notFound } from '../../graphql-errors.js';
import {
  AutomationActionType,
  AutomationFrequency,
  AutomationRuleDisabledReason,
  type Resolvers,
} from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import type { AutomationRuleModel } from '../../models.js';
import { readChildId, readId, toGlobalId } from '../../relay/global-id.js';
import { workManagementPagedConnection } from '../connections.js';
import { dateTimeOrNull } from '../values.js';
import { enumValue } from '../enums.js';
import type { NodeFetchers } from '../node-registry.js';
import { withMutationUserErrors } from '../user-errors.js';
import { userOfContact } from './user-references.js';

const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

/** The update answer: the rule itself (as the vendor's mocks show) or a Result envelope around it. */
function ruleOf(answer: WmAutomationRule | WmResult<WmAutomationRule>): WmAutomationRule | null {
  return 'resultCode' in answer && 'result' in answer ? (answer.result ?? null) : (answer as WmAutomationRule);
}

/** A rule through the rules loader, or null when it does not exist. */
async function automationRuleOf(
  ctx: GatewayContext,
  sheetId: string,
  ruleId: string,
): Promise<AutomationRuleModel | null> {
  const rule = await ctx.loaders.workManagement.automationRuleByKey.load(automationRuleKey(sheetId, ruleId));
  return rule ? { sheetId, rule } : null;
}

/** Node fetchers of automation rules (global ids carry the sheet id). */
export const automationNodeFetchers: NodeFetchers = {
  AutomationRule: {
    arity: 2,
    fetch: ([sheetId, ruleId], ctx) => automationRuleOf(ctx, sheetId as string, ruleId as string),
  },
};

export const automationResolvers: Resolvers = withMutationUserErrors({
  Sheet: {
    automationRules: (sheet, args, ctx) => {
      const sheetId = String(sheet.id);
      return workManagementPagedConnection(ctx, args, {
        list: 'sheet.automationRules',
        shape: { sheetId },
        fetch: (page, pageSize) => ctx.api.workManagementContent.listAutomationRules(sheetId, page, pageSize),
        item: (rule): AutomationRuleModel => ({ sheetId, rule }),
      });
    },
    automationRule: (sheet, { id }, ctx) => {
      const sheetId = String(sheet.id);
      return automationRuleOf(ctx, sheetId, readChildId(id, 'AutomationRule', sheetId, 'id'));
    },
  },
  AutomationRule: {
    id: ({ sheetId, rule }) => toGlobalId('AutomationRule', sheetId, rule.id),
    backendId: ({ rule }) => String(rule.id),
    sheet: ({ sheetId }, _args, ctx) => ctx.loaders.workManagement.sheetById.load(sheetId),
    name: ({ rule }) => rule.name ?? null,
    enabled: ({ rule }) => rule.enabled ?? null,
    disabledReason: ({ rule }, _args, ctx) =>
      enumValue(AutomationRuleDisabledReason, rule.disabledReason, { field: 'AutomationRule.disabledReason', ctx }),
    createdBy: ({ rule }, _args, ctx, info) => userOfContact(rule.createdBy, ctx, info),
    createdAt: ({ rule }) => dateTimeOrNull(rule.createdAt),
    modifiedBy: ({ rule }, _args, ctx, info) => userOfContact(rule.modifiedBy, ctx, info),
    modifiedAt: ({ rule }) => dateTimeOrNull(rule.modifiedAt),
    userCanModify: ({ rule }) => rule.userCanModify ?? null,
    action: ({ rule }, _args, ctx) => {
      const a = rule.action;
      if (!a) return null;
      return {
        type: enumValue(AutomationActionType, a.type, { field: 'AutomationAction.type', ctx }),
        frequency: enumValue(AutomationFrequency, a.frequency, { field: 'AutomationAction.frequency', ctx }),
        message: typeof a.message === 'string' ? a.message : null,
        recipients: Array.isArray(a.recipients)
          ? a.recipients.map((r) => ({
              email: typeof (r as { email?: unknown }).email === 'string' ? (r as { email: string }).email : null,
            }))
          : null,
        includeAllColumns: bool(a.includeAllColumns),
        includeAttachments: bool(a.includeAttachments),
        includeDiscussions: bool(a.includeDiscussions),
        notifyAllSharedUsers: bool(a.notifyAllSharedUsers),
      };
    },
  },
  Mutation: {
    updateAutomationRule: async (_root, { input }, ctx) => {
      const sheetId = readId(input.sheetId, 'Sheet', 'input.sheetId');
      const ruleId = readChildId(input.automationRuleId, 'AutomationRule', sheetId, 'input.automationRuleId');
      // The service requires action.type equal to the existing rule's type: read it, refuse a change before writing.
      const existing = await nullIfNotFound(() => ctx.api.workManagementContent.getAutomationRule(sheetId, ruleId));
      if (!existing)
        throw notFound(`Automation rule ${ruleId} was not found in sheet ${sheetId}`, 'input.automationRuleId');
      if (existing.action?.type !== undefined && existing.action.type !== input.action.type) {
        throw badUserInput(
          `Automation action type cannot be changed: action.type must stay ${existing.action.type}, the type of the existing rule (got ${input.action.type}).`,
          'input.action.type',
          1220,
        );
      }
      const action = Object.fromEntries(Object.entries(input.action).filter(([, v]) => v !== null && v !== undefined));
      const body: Record<string, unknown> = { action };
      if (input.name != null) body.name = input.name;
      if (input.enabled != null) body.enabled = input.enabled;
      const rule = ruleOf(await ctx.api.workManagementContent.updateAutomationRule(sheetId, ruleId, body));
      const key = automationRuleKey(sheetId, ruleId);
      ctx.loaders.workManagement.automationRuleByKey.clear(key);
      if (rule) ctx.loaders.workManagement.automationRuleByKey.prime(key, rule);
      return { automationRule: rule ? { sheetId, rule } : null, userErrors: [] };
    },
    deleteAutomationRule: async (_root, { input }, ctx) => {
      const sheetId = readId(input.sheetId, 'Sheet', 'input.sheetId');
      const ruleId = readChildId(input.automationRuleId, 'AutomationRule', sheetId, 'input.automationRuleId');
      await ctx.api.workManagementContent.deleteAutomationRule(sheetId, ruleId);
      ctx.loaders.workManagement.automationRuleByKey.clear(automationRuleKey(sheetId, ruleId));
      return { deletedAutomationRuleId: toGlobalId('AutomationRule', sheetId, ruleId), userErrors: [] };
    },
  },
});
