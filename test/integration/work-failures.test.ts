// A failure stays where it happens: one failing upstream call (the emulator's fault control, retries
// off) nulls the sheet-content fields that needed it, each with an error whose path names it, and
// nothing around them: not the object, not the list, not a sibling, not another mutation.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { setFaults, type FaultRule } from '../helpers/faults.js';
import { gql, type GraphQLResult } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { nonEmpty, present } from '../helpers/present.js';
import { demoSheet, wmAll, type DemoSheet } from '../helpers/reference.js';
import type { WmRecord, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack({ env: { UPSTREAM_RETRIES: '0' } });
const run = gql(stack);

/** One answer of 500 to the first request on `template` (GET unless said otherwise). */
const failOnce = (template: string, method = 'GET'): Promise<void> =>
  setFaults(stack.emulators.workManagement, {
    rules: [{ method, template, serverError: 1, times: 1 } satisfies FaultRule],
  });

/** The paths of an answer's errors, as text, sorted; each error must be an upstream failure. */
function failedPaths(result: GraphQLResult<unknown>): string[] {
  for (const error of result.errors ?? []) expect(error.extensions?.code).toBe('UPSTREAM_ERROR');
  return (result.errors ?? []).map((error) => (error.path ?? []).join('.')).sort();
}

/** A sheet with attachments, discussions and automation rules. */
let busy: string;
let risks: DemoSheet;

beforeAll(async () => {
  for (const sheet of await wmAll<WmSheet>(stack.emulators, '/sheets')) {
    const [attachments, discussions] = await Promise.all([
      wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.id}/attachments`),
      wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.id}/discussions`),
    ]);
    if (attachments.length > 0 && discussions.length > 1 && sheet.name !== 'Incident Log') {
      busy = String(sheet.id);
      break;
    }
  }
  expect(busy).toBeDefined();
  risks = await demoSheet(stack.emulators, 'Programme Risks', 'page=1&pageSize=1');
});
afterEach(async () => {
  await setFaults(stack.emulators.workManagement, { rules: [] });
});

describe('one failing call nulls only the fields that needed it', () => {
  it('a sheet of a list whose own read fails loses only its columns and version; the list and the other sheets stay', async () => {
    await failOnce('/sheets/{sheetId}');
    const SHEETS = graphql(`
      query FailuresSheets {
        sheets(first: 3) {
          totalCount
          edges {
            node {
              id
              name
              version
              columns(first: 5) {
                totalCount
              }
            }
          }
        }
      }
    `);
    const result = await run(SHEETS);
    const edges = present(result.data?.sheets).edges;
    expect(edges).toHaveLength(3);
    const failed = edges.findIndex((edge) => edge.node.columns === null);
    expect(failedPaths(result)).toEqual([`sheets.edges.${failed}.node.columns`, `sheets.edges.${failed}.node.version`]);
    // Every sheet keeps what its list item holds; the others keep what their reads brought.
    expect(edges.map((edge) => edge.node.name)).toEqual(edges.map(() => match.any(String)));
    expect(edges.map((edge, i) => (i === failed ? null : edge.node.columns?.totalCount))).toEqual(
      edges.map((_, i) => (i === failed ? null : match.any(Number))),
    );
  });

  for (const [list, template] of [
    ['attachments', '/sheets/{sheetId}/attachments'],
    ['discussions', '/sheets/{sheetId}/discussions'],
    ['automationRules', '/sheets/{sheetId}/automationrules'],
  ] as const) {
    it(`a sheet whose ${list} list fails loses only that list`, async () => {
      await failOnce(template);
      const SHEET_LISTS = graphql(`
        query FailuresSheetLists($id: ID!) {
          sheet(id: $id) {
            name
            attachments(first: 5) {
              totalCount
            }
            discussions(first: 5) {
              totalCount
            }
            automationRules(first: 5) {
              totalCount
            }
            rows(first: 5) {
              totalCount
            }
          }
        }
      `);
      const result = await run(SHEET_LISTS, { id: busy });
      expect(failedPaths(result)).toEqual([`sheet.${list}`]);
      const sheet = present(result.data?.sheet);
      expect(sheet[list]).toBeNull();
      for (const other of (['attachments', 'discussions', 'automationRules', 'rows'] as const).filter(
        (name) => name !== list,
      ))
        expect(sheet[other]?.totalCount).toEqual(expect.any(Number));
    });
  }

  it('a failing users-by-email call nulls the writers, not the rows', async () => {
    await failOnce('/users');
    const WRITERS = graphql(`
      query FailuresWriters($id: ID!) {
        sheet(id: $id) {
          rows(first: 5) {
            edges {
              node {
                rowNumber
                createdBy {
                  id
                }
              }
            }
          }
        }
      }
    `);
    const result = await run(WRITERS, { id: risks.id });
    const rows = nonEmpty(present(result.data?.sheet?.rows).edges.map((edge) => edge.node));
    expect(failedPaths(result)).toEqual(rows.map((_, i) => `sheet.rows.edges.${i}.node.createdBy`).sort());
    expect(rows.map((row) => row.createdBy)).toEqual(rows.map(() => null));
    expect(rows.map((row) => row.rowNumber)).toEqual(rows.map(() => match.any(Number)));
  });

  it('a discussion whose thread read fails loses only its comments', async () => {
    await failOnce('/sheets/{sheetId}/discussions/{discussionId}');
    const THREADS = graphql(`
      query FailuresThreads($id: ID!) {
        sheet(id: $id) {
          discussions(first: 5, includeComments: false) {
            edges {
              node {
                id
                title
                comments(first: 5) {
                  totalCount
                }
              }
            }
          }
        }
      }
    `);
    const result = await run(THREADS, { id: busy });
    const discussions = present(result.data?.sheet?.discussions).edges.map((edge) => edge.node);
    expect(discussions.length).toBeGreaterThan(1);
    const failed = discussions.findIndex((discussion) => discussion.comments === null);
    expect(failedPaths(result)).toEqual([`sheet.discussions.edges.${failed}.node.comments`]);
    expect(discussions.map((discussion, i) => (i === failed ? null : discussion.comments?.totalCount))).toEqual(
      discussions.map((_, i) => (i === failed ? null : match.any(Number))),
    );
    expect(discussions.map((discussion) => discussion.title)).toEqual(discussions.map(() => match.any(String)));
  });

  it('a search hit whose object cannot be read loses only its object', async () => {
    await failOnce('/sheets/{sheetId}');
    const FOUND = graphql(`
      query FailuresFound {
        search(query: "programme") {
          totalCount
          items {
            text
            object {
              __typename
              ... on Sheet {
                name
              }
            }
          }
        }
      }
    `);
    const result = await run(FOUND);
    const items = present(result.data?.search).items;
    const [failed] = failedPaths(result);
    const index = Number(present(failed).split('.')[2]);
    expect(failedPaths(result)).toEqual([`search.items.${index}.object`]);
    expect(items[index]?.object).toBeNull();
    expect(items.filter((item) => item.object?.__typename === 'Sheet').map((item) => item.object)).toEqual(
      items
        .filter((item, i) => i !== index && item.object?.__typename === 'Sheet')
        .map((item) => ({ __typename: 'Sheet', name: item.text })),
    );
  });

  it('one failing mutation of two keeps the other’s result', async () => {
    await failOnce('/sheets/{sheetId}/columns', 'POST');
    const TWO_WRITES = graphql(`
      mutation FailuresTwoWrites($rows: AddRowsInput!, $columns: AddColumnsInput!) {
        addRows(input: $rows) {
          rows {
            id
          }
          userErrors {
            code
          }
        }
        addColumns(input: $columns) {
          columns {
            id
          }
          userErrors {
            code
          }
        }
      }
    `);
    const result = await run(TWO_WRITES, {
      rows: { sheetId: risks.id, rows: [{ cells: [{ columnId: present(risks.col.Risk), value: 'Kept' }] }] },
      columns: { sheetId: risks.id, columns: [{ title: 'Lost', type: 'TEXT_NUMBER', index: 1 }] },
    });
    expect(failedPaths(result)).toEqual(['addColumns']);
    expect(result.data?.addColumns).toBeNull();
    expect(result.data?.addRows).toEqual({ rows: [{ id: match.any(String) }], userErrors: [] });
  });
});
