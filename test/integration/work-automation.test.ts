// Automation rules through the graph: list and get with typed disabled reasons, update (action type
// checked before the write), delete, and a multistep workflow surfacing as error 1266.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmAutomationRule, WmPage, WmSheet } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let sheets: any[];
beforeAll(async () => {
  stack = await startStack();
  sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const sheetId = (name: string) => String(sheets.find((s) => s.name === name).id);
const writes = async () => (await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method !== 'GET');
const RULES = `query R($id: ID!) { sheet(id: $id) { automationRules(first: 10) { totalCount edges { node { id automationRuleId name enabled disabledReason userCanModify
  createdBy { email } createdAt action { type frequency recipients { email } notifyAllSharedUsers includeAllColumns } } } } } }`;
const UPDATE = 'mutation U($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name enabled action { type frequency recipients { email } notifyAllSharedUsers } } } }';

describe('automation rules', () => {
  it('lists every sheet rule as the service has them, with enum disabled reasons', async () => {
    const seen = new Set<string>();
    let disabled = 0;
    for (const sheet of sheets.filter((s) => s.name !== 'Incident Log').slice(0, 12)) {
      const result = await graphql(stack.gateway.graphqlUrl, RULES, { id: String(sheet.id) });
      expect(result.errors).toBeUndefined();
      const upstream = (await wmGet<WmPage<WmAutomationRule>>(stack.emulators, `/sheets/${sheet.id}/automationrules`)).data;
      const rules = result.data.sheet.automationRules;
      expect(rules.totalCount).toBe(upstream.length);
      expect(rules.edges.map((e: any) => e.node.automationRuleId)).toEqual(upstream.map((r: any) => String(r.id)));
      for (const { node } of rules.edges) {
        seen.add(node.action.type);
        if (!node.enabled) {
          disabled++;
          expect(node.disabledReason).toMatch(/^[A-Z_]+$/);
        }
      }
    }
    expect(seen).toEqual(new Set(['NOTIFICATION_ACTION', 'APPROVAL_REQUEST_ACTION', 'UPDATE_REQUEST_ACTION']));
    expect(disabled).toBeGreaterThan(0);
  });

  it('answers the multistep-workflow sheet with the service error 1266', async () => {
    const result = await graphql(stack.gateway.graphqlUrl, RULES, { id: sheetId('Incident Log') });
    expect(result.data.sheet.automationRules).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { status: 400, errorCode: 1266 } });
  });

  it('gets, updates and deletes a rule; a changed action type is refused before the write', async () => {
    const id = sheetId('Programme Risks');
    const rule = (await wmGet<WmPage<WmAutomationRule>>(stack.emulators, `/sheets/${id}/automationrules`)).data[0]!;
    const one = await graphql(stack.gateway.graphqlUrl, 'query G($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id name action { type } } } }', { s: id, r: String(rule.id) });
    expect(one.data.sheet.automationRule).toEqual({ id: toGlobalId('AutomationRule', id, String(rule.id)), name: rule.name, action: { type: rule.action.type } });

    const other = rule.action.type === 'NOTIFICATION_ACTION' ? 'UPDATE_REQUEST_ACTION' : 'NOTIFICATION_ACTION';
    await resetAllLogs(stack.emulators);
    const refused = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: id, automationRuleId: String(rule.id), action: { type: other } } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1220, field: 'input.action.type' });
    expect(await writes()).toHaveLength(0);

    const updated = await graphql(stack.gateway.graphqlUrl, UPDATE, {
      input: { sheetId: id, automationRuleId: String(rule.id), name: 'Renamed', enabled: false, action: { type: rule.action.type, frequency: 'WEEKLY', recipients: [{ email: 'jane@example.com' }] } },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateAutomationRule.automationRule).toEqual({ name: 'Renamed', enabled: false, action: { type: rule.action.type, frequency: 'WEEKLY', recipients: [{ email: 'jane@example.com' }], notifyAllSharedUsers: false } });
    expect((await writes()).map((w) => w.method)).toEqual(['PUT']);

    const deleted = await graphql(stack.gateway.graphqlUrl, 'mutation D($input: DeleteAutomationRuleInput!) { deleteAutomationRule(input: $input) { deletedAutomationRuleId } }', { input: { sheetId: id, automationRuleId: String(rule.id) } });
    expect(deleted.data.deleteAutomationRule.deletedAutomationRuleId).toBe(toGlobalId('AutomationRule', id, String(rule.id)));
    const after = await graphql(stack.gateway.graphqlUrl, 'query G($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id } } }', { s: id, r: String(rule.id) });
    expect(after.data.sheet.automationRule).toBeNull();
  });

  it('has the emulator require action.type on update', async () => {
    const id = sheetId('Programme Plan');
    const rule = (await wmGet<WmPage<WmAutomationRule>>(stack.emulators, `/sheets/${id}/automationrules`)).data[0]!;
    const response = await fetch(`${stack.emulators.workManagement.baseUrl}/sheets/${id}/automationrules/${rule.id}`, { method: 'PUT', headers: { authorization: 'Bearer wm-demo-admin-token', 'content-type': 'application/json' }, body: JSON.stringify({ action: { frequency: 'DAILY' } }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errorCode).toBe(1012);
  });
});
