// Automation rules through the graph: list and get with typed disabled reasons, update (action type
// checked before the write), delete, and a multistep workflow surfacing as error 1266.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { resetAllLogs, writes, type LoggedCall } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { nonEmpty, ofType, present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { ExactId, WmAutomationRule, WmPage, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalOf } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
let sheets: WmSheet[];
beforeAll(async () => {
  sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const sheetId = (name: string): string =>
  String(
    present(
      sheets.find((s) => s.name === name),
      name,
    ).id,
  );
const wmWrites = (): Promise<LoggedCall[]> => writes(stack.emulators.workManagement);
const rulesUpstream = async (id: ExactId | string): Promise<WmAutomationRule[]> =>
  (await wmGet<WmPage<WmAutomationRule>>(stack.emulators, `/sheets/${id}/automationrules`)).data;

const RULES = graphql(`
  query WorkAutomationRules($id: ID!) {
    sheet(id: $id) {
      automationRules(first: 10) {
        totalCount
        edges {
          node {
            id
            backendId
            name
            enabled
            disabledReason
            userCanModify
            createdBy {
              email
            }
            createdAt
            action {
              type
              frequency
              recipients {
                email
              }
              notifyAllSharedUsers
              includeAllColumns
            }
          }
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation WorkAutomationUpdate($input: UpdateAutomationRuleInput!) {
    updateAutomationRule(input: $input) {
      automationRule {
        name
        enabled
        action {
          type
          frequency
          recipients {
            email
          }
          notifyAllSharedUsers
        }
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);

describe('automation rules', () => {
  it('lists every sheet rule as the service has them, with enum disabled reasons', async () => {
    const seen = new Set<string>();
    let disabled = 0;
    for (const sheet of nonEmpty(sheets.filter((s) => s.name !== 'Incident Log').slice(0, 12))) {
      const rules = present(present(dataOf(await run(RULES, { id: String(sheet.id) })).sheet).automationRules);
      const upstream = await rulesUpstream(sheet.id);
      expect(rules.totalCount).toBe(upstream.length);
      expect(rules.edges.map((e) => e.node.backendId)).toEqual(upstream.map((r) => String(r.id)));
      for (const { node } of rules.edges) {
        seen.add(present(node.action?.type));
        if (!node.enabled) {
          disabled++;
          expect(node.disabledReason).toMatch(/^[A-Z_]+$/);
        }
      }
    }
    expect(seen).toEqual(new Set(['NOTIFICATION_ACTION', 'APPROVAL_REQUEST_ACTION', 'UPDATE_REQUEST_ACTION']));
    expect(disabled).toBeGreaterThan(0);
  });

  it('refetches a rule by its id through node(id:) and _entities, as the list shows it', async () => {
    const id = sheetId('Programme Plan');
    const listed = present(present(dataOf(await run(RULES, { id })).sheet).automationRules).edges.map((e) => e.node);
    const first = present(listed[0]);
    const RULE_NODE = graphql(`
      query WorkAutomationRuleNode($id: ID!) {
        node(id: $id) {
          __typename
          ... on AutomationRule {
            id
            backendId
            name
            enabled
            action {
              type
            }
          }
        }
      }
    `);
    const byNode = ofType(dataOf(await run(RULE_NODE, { id: first.id })).node, 'AutomationRule');
    expect(byNode).toEqual({
      __typename: 'AutomationRule',
      id: first.id,
      backendId: first.backendId,
      name: first.name,
      enabled: first.enabled,
      action: { type: first.action?.type },
    });
    // `_entities` is added by the subgraph library, not in schema/: a document as text.
    const entities = dataOf(
      await gqlText(stack)<{ _entities: Array<{ id: string; name: string | null } | null> }>(
        `
          query WorkAutomationEntities($r: [_Any!]!) {
            _entities(representations: $r) {
              ... on AutomationRule {
                id
                name
              }
            }
          }
        `,
        {
          r: [
            ...listed.map((rule) => ({ __typename: 'AutomationRule', id: rule.id })),
            { __typename: 'AutomationRule', id: globalId('AutomationRule', id, '42') },
          ],
        },
      ),
    );
    expect(entities._entities).toEqual([...listed.map((rule) => ({ id: rule.id, name: rule.name })), null]);
  });

  it('answers the multistep-workflow sheet with the service error 1266', async () => {
    const result = await run(RULES, { id: sheetId('Incident Log') });
    expect(result.data?.sheet?.automationRules).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstream: { status: 400, errorCode: 1266 },
    });
  });

  it('gets, updates and deletes a rule; a changed action type is refused before the write', async () => {
    const id = sheetId('Programme Risks');
    const rule = present((await rulesUpstream(id))[0]);
    const RULE = graphql(`
      query WorkAutomationRule($s: ID!, $r: ID!) {
        sheet(id: $s) {
          automationRule(id: $r) {
            id
            name
            action {
              type
            }
          }
        }
      }
    `);
    const one = present(dataOf(await run(RULE, { s: id, r: String(rule.id) })).sheet).automationRule;
    expect(one).toEqual({
      id: globalId('AutomationRule', id, String(rule.id)),
      name: rule.name,
      action: { type: rule.action.type },
    });
    // The graph's reading of the service's action type, as the enum the input takes.
    const type = present(one?.action?.type);

    const other = type === 'NOTIFICATION_ACTION' ? 'UPDATE_REQUEST_ACTION' : 'NOTIFICATION_ACTION';
    await resetAllLogs(stack.emulators);
    const refused = await run(UPDATE, {
      input: { sheetId: id, automationRuleId: String(rule.id), action: { type: other } },
    });
    refusalOf(refused, 'updateAutomationRule', {
      code: 'INVALID',
      errorCode: 1220,
      field: ['input', 'action', 'type'],
    });
    expect(await wmWrites()).toHaveLength(0);

    const updated = dataOf(
      await run(UPDATE, {
        input: {
          sheetId: id,
          automationRuleId: String(rule.id),
          name: 'Renamed',
          enabled: false,
          action: { type, frequency: 'WEEKLY', recipients: [{ email: 'jane@example.com' }] },
        },
      }),
    );
    expect(updated.updateAutomationRule?.automationRule).toEqual({
      name: 'Renamed',
      enabled: false,
      action: {
        type: rule.action.type,
        frequency: 'WEEKLY',
        recipients: [{ email: 'jane@example.com' }],
        notifyAllSharedUsers: false,
      },
    });
    expect((await wmWrites()).map((w) => w.method)).toEqual(['PUT']);

    const DELETE = graphql(`
      mutation WorkAutomationDelete($input: DeleteAutomationRuleInput!) {
        deleteAutomationRule(input: $input) {
          deletedAutomationRuleId
          userErrors {
            code
          }
        }
      }
    `);
    const deleted = dataOf(await run(DELETE, { input: { sheetId: id, automationRuleId: String(rule.id) } }));
    expect(deleted.deleteAutomationRule?.deletedAutomationRuleId).toBe(globalId('AutomationRule', id, String(rule.id)));
    const RULE_ID = graphql(
      `query WorkAutomationRuleId($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id } } }`,
    );
    const after = dataOf(await run(RULE_ID, { s: id, r: String(rule.id) }));
    expect(after.sheet?.automationRule).toBeNull();
  });

  it('has the emulator require action.type on update', async () => {
    const id = sheetId('Programme Plan');
    const rule = present((await rulesUpstream(id))[0]);
    const reply = await direct<{ errorCode: number }>(
      stack.emulators.workManagement,
      'PUT',
      `/sheets/${id}/automationrules/${rule.id}`,
      { action: { frequency: 'DAILY' } },
      { token: 'wm-demo-admin-token' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe(1012);
  });
});
