// The gateway sends each backend only the query parameters its reference documents for the operation:
// the vendor's OpenAPI document for work management (test/fixtures/wm-documented-parameters.json,
// extracted by scripts/extract-openapi-parameters.ts), plus what Document 1 and backends.md add;
// backends.md and Document 3 (with the resource-planning reference they cite) for the other two.
// A broad set of reads and writes goes through the gateway; every URL the emulators log is checked.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, type LoggedCall } from '../helpers/calls.js';
import { dataOf, gql, type GraphQLResult } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { demoSheet, wmAll, wmGet } from '../helpers/reference.js';
import type { WmPage, WmUser } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);

const openApi = (
  JSON.parse(readFileSync(new URL('../fixtures/wm-documented-parameters.json', import.meta.url), 'utf8')) as {
    operations: Record<string, string[]>;
  }
).operations;

/** Token pagination (Document 1's pagination shapes; `maxItems` from backends.md 1.1, the vendor's pagination guide). */
const TOKEN_PAGES = ['paginationType', 'lastKey', 'maxItems'];

/** Work-management parameters documented outside the OpenAPI document (which predates them), by operation. */
const WM_DOCUMENTED_ELSEWHERE: Record<string, string[]> = {
  // Document 1, "Operations named in the change history".
  'GET /users': ['planId', 'seatType'],
  'DELETE /users/{}': ['removeFromSharing', 'transferSheets', 'transferTo'],
  'GET /workspaces': TOKEN_PAGES,
  'GET /sights': TOKEN_PAGES,
  'GET /webhooks': TOKEN_PAGES,
  'GET /folders/{}/children': ['childrenResourceTypes', ...TOKEN_PAGES],
  'GET /workspaces/{}/children': ['childrenResourceTypes', ...TOKEN_PAGES],
  'GET /folders/{}/metadata': [],
  'GET /workspaces/{}/metadata': [],
  'GET /users/{}/plans': TOKEN_PAGES,
  'DELETE /users/{}/plans/{}': [],
  'POST /users/{}/plans/{}/upgrade': [],
  'POST /users/{}/plans/{}/downgrade': [],
  'GET /shares': ['assetType', 'assetId', ...TOKEN_PAGES],
  'GET /shares/{}': ['assetType', 'assetId'],
  // sendEmail: as on the per-asset share creation this endpoint replaces.
  'POST /shares': ['assetType', 'assetId', 'sendEmail'],
  'PATCH /shares/{}': ['assetType', 'assetId'],
  'DELETE /shares/{}': ['assetType', 'assetId'],
  // backends.md 1.6: `to` (with `since`); the filtered feed takes its selection in the body.
  'GET /events': ['to'],
  'POST /filteredEvents': [],
};

/** Resource-planning parameters (backends.md 2), and the one list filter the reference documents. */
const RP_LIST = [
  'page',
  'per_page',
  'filter_field',
  'filter_list',
  'from',
  'to',
  'with_archived',
  'with_phases',
  'with_suggestions',
  'sort_field',
  'sort_order',
  'fields',
];
const RP_DOCUMENTED_ELSEWHERE: Record<string, string[]> = { 'GET /projects/{}/budget_items': ['item_type'] };
/** Digital-asset parameters (backends.md 3). */
const DA_LIST = ['page', 'per', 'fields', 'include', 'search'];

const operationOf = (call: LoggedCall): string => `${call.method} ${(call.template ?? '').replace(/\{[^}]+\}/g, '{}')}`;
const parametersOf = (call: LoggedCall): string[] => [...new URL(call.url, 'http://emulator').searchParams.keys()];

/** The query parameters of a logged call that its operation's reference does not document (null: an operation no reference names). */
function undocumented(
  backend: 'work-management' | 'resource-planning' | 'digital-asset',
  call: LoggedCall,
): string[] | null {
  const operation = operationOf(call);
  let documented: string[] | undefined;
  if (backend === 'work-management') {
    const fromOpenApi = openApi[operation];
    const elsewhere = WM_DOCUMENTED_ELSEWHERE[operation];
    if (!fromOpenApi && !elsewhere) return null;
    documented = [...(fromOpenApi ?? []), ...(elsewhere ?? [])];
  } else if (backend === 'resource-planning') {
    documented = [...(call.method === 'GET' ? RP_LIST : []), ...(RP_DOCUMENTED_ELSEWHERE[operation] ?? [])];
  } else {
    documented = call.method === 'GET' ? DA_LIST : [];
  }
  return parametersOf(call).filter((name) => !documented.includes(name));
}

let sheet: { id: string; col: Record<string, string>; rows: string[] };
let plan: { id: string; col: Record<string, string> };
let users: WmUser[];
/** The main demo plan (the first of the admin's plans). */
let planId: string;

beforeAll(async () => {
  sheet = await demoSheet(stack.emulators, 'Programme Risks', 'page=1&pageSize=3');
  plan = await demoSheet(stack.emulators, 'Programme Plan', 'page=1&pageSize=1&level=2');
  users = await wmAll<WmUser>(stack.emulators, '/users');
  planId = String(
    present((await wmGet<WmPage<{ planId: unknown }>>(stack.emulators, `/users/${present(users[0]).id}/plans`)).data[0])
      .planId,
  );
});

const ADD_ROWS = graphql(`
  mutation DocumentedAddRows($input: AddRowsInput!) {
    addRows(input: $input) {
      rows {
        backendId
        cells {
          value
          objectValue {
            __typename
          }
          format
        }
      }
    }
  }
`);
const ADD_REVIEWED = graphql(`
  mutation DocumentedAddReviewed($input: AddRowsInput!) {
    addRows(input: $input) {
      rows {
        backendId
        cells {
          objectValue {
            ... on MultiContactValue {
              contacts {
                email
                name
              }
            }
          }
        }
      }
    }
  }
`);
const addReviewed = () =>
  run(ADD_REVIEWED, {
    input: {
      sheetId: plan.id,
      rows: [
        {
          cells: [
            { columnId: present(plan.col['Task Name']), value: 'Reviewed' },
            { columnId: present(plan.col.Reviewers), objectValue: { contacts: [{ email: present(users[0]).email }] } },
          ],
        },
      ],
    },
  });

/** Reads and writes that together call most datasource methods that take parameters, each with a label. */
const workload = (): Array<[string, () => Promise<GraphQLResult<unknown>>]> => [
  [
    'users by email, with emails and plans',
    () =>
      run(
        graphql(`
          query DocumentedUsersByEmail($emails: [EmailAddress!]) {
            users(first: 2, emails: $emails) {
              edges {
                node {
                  email
                  alternateEmails {
                    email
                  }
                  plans(first: 2) {
                    edges {
                      node {
                        plan {
                          id
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        `),
        { emails: [present(users[0]).email] },
      ),
  ],
  [
    "me, users by seat type and a plan's members",
    () =>
      run(
        graphql(`
          query DocumentedSeatTypes($plan: ID!) {
            me {
              email
            }
            users(first: 2, seatTypes: [MEMBER]) {
              totalCount
            }
            plan(id: $plan) {
              members(first: 2, seatTypes: [VIEWER]) {
                totalCount
              }
            }
          }
        `),
        { plan: planId },
      ),
  ],
  [
    'sheets with rows, columns, attachments, discussions and search',
    () =>
      run(
        graphql(`
          query DocumentedSheets {
            sheets(first: 2) {
              edges {
                node {
                  name
                  version
                  rows(first: 2) {
                    edges {
                      node {
                        backendId
                        cells {
                          value
                          format
                        }
                      }
                    }
                  }
                  columns(first: 2) {
                    totalCount
                  }
                  attachments(first: 2) {
                    totalCount
                  }
                  discussions(first: 2) {
                    totalCount
                  }
                  search(query: "a") {
                    totalCount
                  }
                }
              }
            }
          }
        `),
      ),
  ],
  [
    'automation rules, cell history, a column',
    () =>
      run(
        graphql(`
          query DocumentedSheetParts($id: ID!, $row: ID!, $column: ID!) {
            sheet(id: $id) {
              automationRules(first: 2) {
                totalCount
              }
              row(id: $row) {
                cellHistory(columnId: $column, first: 2) {
                  totalCount
                }
              }
              column(id: $column) {
                title
              }
            }
          }
        `),
        { id: sheet.id, row: present(sheet.rows[0]), column: present(sheet.col.Risk) },
      ),
  ],
  [
    'workspaces, folders, dashboards, webhooks',
    () =>
      run(
        graphql(`
          query DocumentedContainers {
            workspaces(first: 2) {
              edges {
                node {
                  createdAt
                  children(first: 3) {
                    edges {
                      node {
                        __typename
                        ... on Folder {
                          children(first: 2) {
                            edges {
                              cursor
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
            dashboards(first: 2) {
              edges {
                cursor
              }
            }
            webhooks(first: 2) {
              edges {
                cursor
              }
            }
          }
        `),
      ),
  ],
  [
    'shares and search',
    () =>
      run(
        graphql(`
          query DocumentedShares($id: ID!) {
            shares(targetType: SHEET, targetId: $id, first: 2) {
              edges {
                node {
                  accessLevel
                }
              }
            }
            search(query: "risk", includeFavorites: true) {
              totalCount
            }
          }
        `),
        { id: sheet.id },
      ),
  ],
  [
    'events and filtered events',
    () =>
      run(
        graphql(`
          query DocumentedEvents($ids: [ID!]) {
            events(first: 2, since: "2026-10-01T00:00:00Z", to: "2026-10-02T00:00:00Z") {
              edges {
                cursor
              }
            }
            filteredEvents(first: 2, since: "2026-10-01T00:00:00Z", sheetIds: $ids) {
              edges {
                cursor
              }
            }
          }
        `),
        { ids: [sheet.id] },
      ),
  ],
  [
    'add a row with formatted text',
    () =>
      run(ADD_ROWS, {
        input: {
          sheetId: sheet.id,
          rows: [{ cells: [{ columnId: present(sheet.col.Mitigation), value: '$1,234.50', strict: false }] }],
        },
      }),
  ],
  [
    'update a row',
    () =>
      run(
        graphql(`
          mutation DocumentedUpdateRows($input: UpdateRowsInput!) {
            updateRows(input: $input) {
              rows {
                backendId
                cells {
                  value
                }
              }
            }
          }
        `),
        {
          input: {
            sheetId: sheet.id,
            rows: [{ id: present(sheet.rows[0]), cells: [{ columnId: present(sheet.col.Risk), value: 'checked' }] }],
          },
        },
      ),
  ],
  ['add a row with contacts', addReviewed],
  [
    'projects with phases, assignments, budgets, rates and expenses',
    () =>
      run(
        graphql(`
          query DocumentedProjects {
            projects(first: 2) {
              edges {
                node {
                  phases(first: 2) {
                    pageInfo {
                      hasNextPage
                    }
                  }
                  assignments(first: 2) {
                    edges {
                      node {
                        subtaskCounts {
                          total
                        }
                      }
                    }
                  }
                  budgetItems(itemType: EXPENSES, first: 2) {
                    pageInfo {
                      hasNextPage
                    }
                  }
                  billRates(first: 2) {
                    pageInfo {
                      hasNextPage
                    }
                  }
                  expenseItems(first: 2) {
                    pageInfo {
                      hasNextPage
                    }
                  }
                }
              }
            }
          }
        `),
      ),
  ],
  [
    'people, approvals, custom fields, placeholders',
    () =>
      run(
        graphql(`
          query DocumentedPeople {
            people(first: 2) {
              edges {
                node {
                  availabilities(first: 2) {
                    pageInfo {
                      hasNextPage
                    }
                  }
                  expenseItems(first: 2) {
                    pageInfo {
                      hasNextPage
                    }
                  }
                }
              }
            }
            approvals(first: 2) {
              pageInfo {
                hasNextPage
              }
            }
            customFields(namespace: PEOPLE) {
              pageInfo {
                hasNextPage
              }
            }
            placeholders(first: 2) {
              pageInfo {
                hasNextPage
              }
            }
          }
        `),
      ),
  ],
  [
    'assignments, assignables and the reference lists',
    () =>
      run(
        graphql(`
          query DocumentedReference {
            assignments(first: 2, from: "2026-01-01", to: "2026-12-31") {
              pageInfo {
                hasNextPage
              }
            }
            assignables(first: 2) {
              pageInfo {
                hasNextPage
              }
            }
            holidays(first: 2) {
              pageInfo {
                hasNextPage
              }
            }
            disciplines(first: 2) {
              pageInfo {
                hasNextPage
              }
            }
            leaveTypes(first: 2) {
              pageInfo {
                hasNextPage
              }
            }
            apiTokens(first: 2) {
              totalCount
            }
            billRates(first: 2) {
              pageInfo {
                hasNextPage
              }
            }
          }
        `),
      ),
  ],
  [
    'organizations down to assets',
    () =>
      run(
        graphql(`
          query DocumentedAssets {
            organizations(first: 2) {
              edges {
                node {
                  libraries(first: 2) {
                    edges {
                      node {
                        sections(first: 2) {
                          totalCount
                        }
                        collections(first: 2) {
                          totalCount
                        }
                        assets(first: 2) {
                          edges {
                            node {
                              name
                              attachments {
                                url
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        `),
      ),
  ],
];

describe('query parameters sent upstream', () => {
  it('are only those the backends document for each operation, reads and writes alike', async () => {
    await resetAllLogs(stack.emulators);
    for (const [label, send] of workload()) expect((await send()).errors, label).toBeUndefined();
    const logs = {
      'work-management': await calls(stack.emulators.workManagement),
      'resource-planning': await calls(stack.emulators.resourcePlanning),
      'digital-asset': await calls(stack.emulators.digitalAsset),
    } as const;
    const problems: string[] = [];
    for (const [backend, calls] of Object.entries(logs) as Array<[keyof typeof logs, LoggedCall[]]>) {
      expect(calls.length, backend).toBeGreaterThan(3);
      for (const call of calls) {
        const extra = undocumented(backend, call);
        if (extra === null) problems.push(`${backend} ${operationOf(call)}: no reference documents this operation`);
        else if (extra.length > 0)
          problems.push(`${backend} ${call.method} ${call.url}: ${extra.join(', ')} not documented`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('sends row writes with no level or include: the rows are read back when the answer lacks what is asked', async () => {
    await resetAllLogs(stack.emulators);
    const row = present(present(dataOf(await addReviewed()).addRows).rows?.[0]);
    const reviewers = present(row.cells.find((c) => c.objectValue && 'contacts' in c.objectValue)?.objectValue);
    const user = present(users[0]);
    expect(reviewers).toEqual({ contacts: [{ email: user.email, name: user.name }] });
    const logged = (await calls(stack.emulators.workManagement)).map(
      (c) => `${c.method} ${c.url.replace(/\d{6,}/g, 'N')}`,
    );
    expect(logged).toEqual([
      'GET /sheets/N?level=2&include=objectValue%2CwriterInfo%2Cformat%2CownerInfo&page=1&pageSize=1',
      'POST /sheets/N/rows',
      'GET /sheets/N?level=2&include=objectValue%2CwriterInfo%2Cformat%2CownerInfo&rowIds=N',
    ]);
  });
});
