// Same refusal, same code, whoever refuses: each input is sent to the work-management emulator over
// REST and to the gateway over GraphQL, and both must answer with the shared table's code (the
// vendor's error code list): the HTTP status and errorCode upstream; through the graph, the payload's
// userErrors (`errorCode`, with no top-level error) where the mutation returns refusals as data, else
// extensions.code and extensions.errorCode (400 -> BAD_USER_INPUT, 403 -> FORBIDDEN).
import { LosslessNumber, stringify as stringifyLossless } from 'lossless-json';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { CellInput } from '../generated/graphql.js';
import { credentialHeader, direct } from '../helpers/direct.js';
import { dataOf, gql, type GraphQLResult } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { present } from '../helpers/present.js';
import { demoSheet, wmAll, wmGet, type DemoSheet } from '../helpers/reference.js';
import type { WmAutomationRule, WmPage, WmUser } from '../helpers/rest-shapes.js';
import { configureEmulator, useStack } from '../helpers/stack.js';
import { gqlUpload } from '../helpers/upload.js';

// The government deployment, on both sides, for the attachment-type rule.
const stack = useStack({ env: { WORK_MANAGEMENT_DEPLOYMENT: 'government' } });
const run = gql(stack);

const SHARES = graphql(`
  query RefusalSheetShares($assetId: ID!) {
    shares(targetType: SHEET, targetId: $assetId, first: 1) {
      edges {
        node {
          id
          backendId
        }
      }
    }
  }
`);
const UPDATE_ROWS = graphql(`
  mutation RefusalUpdateRows($input: UpdateRowsInput!) {
    updateRows(input: $input) {
      sheet {
        version
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const ADD_ROWS = graphql(`
  mutation RefusalAddRows($input: AddRowsInput!) {
    addRows(input: $input) {
      sheet {
        version
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const ADD_COLUMNS = graphql(`
  mutation RefusalAddColumns($input: AddColumnsInput!) {
    addColumns(input: $input) {
      sheet {
        version
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const UPDATE_COLUMN = graphql(`
  mutation RefusalUpdateColumn($input: UpdateColumnInput!) {
    updateColumn(input: $input) {
      sheet {
        version
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const UPDATE_RULE = graphql(`
  mutation RefusalUpdateAutomationRule($input: UpdateAutomationRuleInput!) {
    updateAutomationRule(input: $input) {
      automationRule {
        name
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const UPDATE_SHARE = graphql(`
  mutation RefusalUpdateShare($input: UpdateShareInput!) {
    updateShare(input: $input) {
      share {
        accessLevel
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const CREATE_SHARE = graphql(`
  mutation RefusalCreateShare($input: CreateShareInput!) {
    createShare(input: $input) {
      shares {
        accessLevel
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const ADD_USER = graphql(`
  mutation RefusalAddUser($input: AddUserInput!) {
    addUser(input: $input) {
      user {
        email
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const ADD_ALTERNATES = graphql(`
  mutation RefusalAddAlternateEmails($input: AddAlternateEmailsInput!) {
    addAlternateEmails(input: $input) {
      alternateEmails {
        email
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const MAKE_PRIMARY = graphql(`
  mutation RefusalMakePrimary($input: AlternateEmailInput!) {
    makeAlternateEmailPrimary(input: $input) {
      user {
        email
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const ATTACH_URL = graphql(`
  mutation RefusalAttachUrl($input: AttachUrlInput!) {
    attachUrl(input: $input) {
      attachment {
        id
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);

let risks: DemoSheet;
let plan: DemoSheet;
let users: WmUser[];
let share: { id: string; backendId: string };

/** A column's id by title (the demo sheets have every title the refusals use). */
const col = (sheet: DemoSheet, title: string): string => present(sheet.col[title], `column ${title}`);
/** The sheet's first row. */
const firstRow = (sheet: DemoSheet): string => present(sheet.rows[0], 'a first row');
/** A demo user by index in the user list. */
const user = (index: number): WmUser => present(users[index], `user ${index}`);

/** One REST call to the emulator, as the demo admin, with a JSON body written exactly (ids beyond 2^53 too). */
async function rest(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; errorCode: number | undefined }> {
  const reply = await direct<{ errorCode?: number } | null>(
    stack.emulators.workManagement,
    method,
    path,
    body === undefined || typeof body === 'string' ? body : stringifyLossless(body),
  );
  return { status: reply.status, errorCode: reply.body?.errorCode };
}

beforeAll(async () => {
  await configureEmulator(stack.emulators.workManagement, { deployment: 'government' });
  risks = await demoSheet(stack.emulators, 'Programme Risks', 'level=2&page=1&pageSize=3');
  plan = await demoSheet(stack.emulators, 'Programme Plan', 'level=2&page=1&pageSize=3');
  users = await wmAll<WmUser>(stack.emulators, '/users');
  share = present(present(dataOf(await run(SHARES, { assetId: risks.id })).shares).edges[0]).node;
  // An alternate address of user 40, for the rules on primary addresses.
  expect(
    (await rest('POST', `/users/${user(40).id}/alternateemails`, [{ email: 'forty.alt@partner.example' }])).status,
  ).toBe(200);
  // An unconfirmed alternate (its domain is not validated) of user 44, whose primary domain is.
  unconfirmed = {
    userId: String(user(44).id),
    id: await addAlternate(String(user(44).id), 'forty.four@partner.example'),
  };
  // A confirmed alternate (validated domain) of a new user whose primary domain is not validated.
  const added = await direct<{ result: WmUser }>(stack.emulators.workManagement, 'POST', '/users?sendEmail=false', {
    email: 'quinn@partner.example',
  });
  expect(added.status).toBe(200);
  const quinn = String(added.body.result.id);
  onUnvalidatedPrimary = { userId: quinn, id: await addAlternate(quinn, 'quinn@example.com') };
});

let unconfirmed: { userId: string; id: string };
let onUnvalidatedPrimary: { userId: string; id: string };

/** Adds an alternate address over REST; its id. */
async function addAlternate(userId: string, email: string): Promise<string> {
  const reply = await direct<{ result: Array<{ id: number | string }> }>(
    stack.emulators.workManagement,
    'POST',
    `/users/${userId}/alternateemails`,
    [{ email }],
  );
  expect(reply.status).toBe(200);
  return String(present(reply.body.result[0]).id);
}

/** A refusal: what each side is sent, and the code both must answer with. */
interface Refusal {
  rule: string;
  status: 400 | 403;
  errorCode: number;
  /** The mutation whose payload answers the refusal in its `userErrors` (sheet content writes); absent: a top-level error. */
  payload?: string;
  graph: () => Promise<GraphQLResult<unknown>>;
  rest: () => Promise<{ status: number; errorCode: number | undefined }>;
}

/** The userErrors of a mutation answer's one root field, when its payload has them and refused something. */
function userErrorsOf(answer: GraphQLResult<unknown>): Array<{ code?: unknown; errorCode?: unknown }> | null {
  const payload = Object.values((answer.data ?? {}) as Record<string, unknown>)[0];
  const userErrors = payload && typeof payload === 'object' && 'userErrors' in payload ? payload.userErrors : null;
  return Array.isArray(userErrors) && userErrors.length > 0
    ? (userErrors as Array<{ code?: unknown; errorCode?: unknown }>)
    : null;
}

/** An id as the service's JSON has it: a bare int64 number (written exactly, beyond 2^53 too). */
const id = (text: string): LosslessNumber => new LosslessNumber(text);

const rowUpdate = (
  sheet: () => DemoSheet,
  cells: () => CellInput[],
  upstreamCells: () => unknown[],
): Pick<Refusal, 'graph' | 'rest' | 'payload'> => ({
  payload: 'updateRows',
  graph: () => run(UPDATE_ROWS, { input: { sheetId: sheet().id, rows: [{ id: firstRow(sheet()), cells: cells() }] } }),
  rest: () => rest('PUT', `/sheets/${sheet().id}/rows`, [{ id: id(firstRow(sheet())), cells: upstreamCells() }]),
});
/** The same cells upstream, their column and hyperlink target ids as numbers. */
const sameCells = (sheet: () => DemoSheet, cells: () => CellInput[]): Pick<Refusal, 'graph' | 'rest' | 'payload'> =>
  rowUpdate(sheet, cells, () =>
    cells().map((c) => ({
      ...c,
      columnId: id(c.columnId),
      ...(c.hyperlink
        ? {
            hyperlink: Object.fromEntries(
              Object.entries(c.hyperlink).map(([k, v]) => [k, k === 'url' ? v : id(String(v))]),
            ),
          }
        : {}),
    })),
  );

const REFUSALS: Refusal[] = [
  {
    rule: 'the same columnId twice in one row',
    status: 400,
    errorCode: 1037,
    ...sameCells(
      () => risks,
      () => [
        { columnId: col(risks, 'Risk'), value: 'a' },
        { columnId: col(risks, 'Risk'), value: 'b' },
      ],
    ),
  },
  {
    rule: 'a value written to a system column',
    status: 400,
    errorCode: 1046,
    ...sameCells(
      () => plan,
      () => [{ columnId: col(plan, 'Task ID'), value: 'PRJ-99999' }],
    ),
  },
  {
    rule: 'cell.value together with linkInFromCell',
    status: 400,
    errorCode: 1110,
    ...rowUpdate(
      () => risks,
      () => [
        {
          columnId: col(risks, 'Risk'),
          value: 'x',
          linkInFromCell: { sheetId: plan.id, rowId: firstRow(plan), columnId: col(plan, 'Task Name') },
        },
      ],
      () => [
        {
          columnId: id(col(risks, 'Risk')),
          value: 'x',
          linkInFromCell: { sheetId: id(plan.id), rowId: id(firstRow(plan)), columnId: id(col(plan, 'Task Name')) },
        },
      ],
    ),
  },
  {
    rule: 'a hyperlink to both a sheet and a report',
    status: 400,
    errorCode: 1111,
    ...sameCells(
      () => risks,
      () => [{ columnId: col(risks, 'Risk'), hyperlink: { sheetId: plan.id, reportId: plan.id } }],
    ),
  },
  {
    rule: 'a hyperlink url together with a sheet',
    status: 400,
    errorCode: 1112,
    ...sameCells(
      () => risks,
      () => [{ columnId: col(risks, 'Risk'), hyperlink: { url: 'https://example.com/x', sheetId: plan.id } }],
    ),
  },
  {
    rule: 'a hyperlink whose value is not a string',
    status: 400,
    errorCode: 1113,
    ...sameCells(
      () => risks,
      () => [{ columnId: col(risks, 'Mitigation'), value: 5, hyperlink: { url: 'https://example.com/x' } }],
    ),
  },
  {
    rule: 'a hyperlink with neither url nor target',
    status: 400,
    errorCode: 1117,
    ...rowUpdate(
      () => risks,
      () => [{ columnId: col(risks, 'Risk'), hyperlink: {} }],
      () => [{ columnId: id(col(risks, 'Risk')), hyperlink: {} }],
    ),
  },
  {
    rule: 'cell.value and objectValue both set',
    status: 400,
    errorCode: 1130,
    ...rowUpdate(
      () => plan,
      () => [{ columnId: col(plan, 'Tags'), value: 'Data', objectValue: { picklistValues: ['Data'] } }],
      () => [
        {
          columnId: id(col(plan, 'Tags')),
          value: 'Data',
          objectValue: { objectType: 'MULTI_PICKLIST', values: ['Data'] },
        },
      ],
    ),
  },
  {
    rule: 'the End Date column of a dependency-enabled sheet',
    status: 400,
    errorCode: 1080,
    ...sameCells(
      () => plan,
      () => [{ columnId: col(plan, 'Finish'), value: '2027-03-01' }],
    ),
  },
  {
    rule: 'a number outside the range with strict parsing',
    status: 400,
    errorCode: 1148,
    payload: 'addRows',
    graph: () =>
      run(ADD_ROWS, {
        input: { sheetId: risks.id, rows: [{ cells: [{ columnId: col(risks, 'Mitigation'), value: 1e17 }] }] },
      }),
    rest: () =>
      rest(
        'POST',
        `/sheets/${risks.id}/rows`,
        `[{"cells":[{"columnId":${col(risks, 'Mitigation')},"value":9007199254740993}]}]`,
      ),
  },
  {
    rule: 'the type of the primary column changed',
    status: 400,
    errorCode: 1057,
    payload: 'updateColumn',
    graph: () => run(UPDATE_COLUMN, { input: { sheetId: risks.id, columnId: col(risks, 'Risk'), type: 'DATE' } }),
    rest: () => rest('PUT', `/sheets/${risks.id}/columns/${col(risks, 'Risk')}`, { type: 'DATE' }),
  },
  {
    rule: 'the type of a Gantt column changed while dependencies are on',
    status: 400,
    errorCode: 1085,
    payload: 'updateColumn',
    graph: () =>
      run(UPDATE_COLUMN, { input: { sheetId: plan.id, columnId: col(plan, 'Duration'), type: 'TEXT_NUMBER' } }),
    rest: () => rest('PUT', `/sheets/${plan.id}/columns/${col(plan, 'Duration')}`, { type: 'TEXT_NUMBER' }),
  },
  {
    rule: 'a column set to DURATION',
    status: 400,
    errorCode: 1142,
    payload: 'addColumns',
    graph: () =>
      run(ADD_COLUMNS, { input: { sheetId: risks.id, columns: [{ title: 'Span', type: 'DURATION', index: 1 }] } }),
    rest: () => rest('POST', `/sheets/${risks.id}/columns`, [{ title: 'Span', type: 'DURATION', index: 1 }]),
  },
  {
    rule: 'DATETIME on a column that is not a system date column',
    status: 400,
    errorCode: 1089,
    payload: 'addColumns',
    graph: () =>
      run(ADD_COLUMNS, { input: { sheetId: risks.id, columns: [{ title: 'Stamp', type: 'DATETIME', index: 1 }] } }),
    rest: () => rest('POST', `/sheets/${risks.id}/columns`, [{ title: 'Stamp', type: 'DATETIME', index: 1 }]),
  },
  {
    rule: 'dropdown options changed without type',
    status: 400,
    errorCode: 1090,
    payload: 'updateColumn',
    graph: () =>
      run(UPDATE_COLUMN, { input: { sheetId: plan.id, columnId: col(plan, 'Status'), options: ['A', 'B'] } }),
    rest: () => rest('PUT', `/sheets/${plan.id}/columns/${col(plan, 'Status')}`, { options: ['A', 'B'] }),
  },
  {
    rule: 'a symbol the column type does not take',
    status: 400,
    errorCode: 1058,
    payload: 'addColumns',
    graph: () =>
      run(ADD_COLUMNS, {
        input: { sheetId: risks.id, columns: [{ title: 'Star', type: 'CHECKBOX', index: 1, symbol: 'RYG' }] },
      }),
    rest: () =>
      rest('POST', `/sheets/${risks.id}/columns`, [{ title: 'Star', type: 'CHECKBOX', index: 1, symbol: 'RYG' }]),
  },
  {
    rule: 'options together with a symbol',
    status: 400,
    errorCode: 1059,
    payload: 'addColumns',
    graph: () =>
      run(ADD_COLUMNS, {
        input: {
          sheetId: risks.id,
          columns: [{ title: 'Trend', type: 'PICKLIST', index: 1, symbol: 'ARROWS_3_WAY', options: ['Up', 'Down'] }],
        },
      }),
    rest: () =>
      rest('POST', `/sheets/${risks.id}/columns`, [
        { title: 'Trend', type: 'PICKLIST', index: 1, symbol: 'ARROWS_3_WAY', options: ['Up', 'Down'] },
      ]),
  },
  {
    rule: 'options on a type that has none',
    status: 400,
    errorCode: 1060,
    payload: 'addColumns',
    graph: () =>
      run(ADD_COLUMNS, {
        input: { sheetId: risks.id, columns: [{ title: 'Size', type: 'TEXT_NUMBER', index: 1, options: ['S', 'M'] }] },
      }),
    rest: () =>
      rest('POST', `/sheets/${risks.id}/columns`, [
        { title: 'Size', type: 'TEXT_NUMBER', index: 1, options: ['S', 'M'] },
      ]),
  },
  {
    rule: 'an automation rule update with another action type',
    status: 400,
    errorCode: 1220,
    payload: 'updateAutomationRule',
    graph: async () => {
      const rule = present(
        (await wmGet<WmPage<WmAutomationRule>>(stack.emulators, `/sheets/${risks.id}/automationrules`)).data[0],
      );
      const other = rule.action.type === 'NOTIFICATION_ACTION' ? 'UPDATE_REQUEST_ACTION' : 'NOTIFICATION_ACTION';
      return run(UPDATE_RULE, {
        input: { sheetId: risks.id, automationRuleId: String(rule.id), action: { type: other } },
      });
    },
    rest: async () => {
      const rule = present(
        (await wmGet<WmPage<WmAutomationRule>>(stack.emulators, `/sheets/${risks.id}/automationrules`)).data[0],
      );
      const other = rule.action.type === 'NOTIFICATION_ACTION' ? 'UPDATE_REQUEST_ACTION' : 'NOTIFICATION_ACTION';
      return rest('PUT', `/sheets/${risks.id}/automationrules/${rule.id}`, { action: { type: other } });
    },
  },
  {
    rule: 'a share with access level OWNER (update)',
    status: 403,
    errorCode: 1026,
    graph: () => run(UPDATE_SHARE, { input: { shareId: share.id, accessLevel: 'OWNER' } }),
    rest: () =>
      rest('PATCH', `/shares/${share.backendId}?assetType=sheet&assetId=${risks.id}`, { accessLevel: 'OWNER' }),
  },
  {
    rule: 'a share with access level OWNER (create)',
    status: 403,
    errorCode: 1026,
    graph: () =>
      run(CREATE_SHARE, {
        input: {
          targetType: 'SHEET',
          targetId: risks.id,
          recipients: [{ email: user(41).email, accessLevel: 'OWNER' }],
        },
      }),
    rest: () =>
      rest('POST', `/shares?assetType=sheet&assetId=${risks.id}`, [{ email: user(41).email, accessLevel: 'OWNER' }]),
  },
  {
    rule: 'an alternate address where the primary is required (share)',
    status: 400,
    errorCode: 1159,
    graph: () =>
      run(CREATE_SHARE, {
        input: {
          targetType: 'SHEET',
          targetId: risks.id,
          recipients: [{ email: 'forty.alt@partner.example', accessLevel: 'VIEWER' }],
        },
      }),
    rest: () =>
      rest('POST', `/shares?assetType=sheet&assetId=${risks.id}`, [
        { email: 'forty.alt@partner.example', accessLevel: 'VIEWER' },
      ]),
  },
  {
    rule: 'an alternate address where the primary is required (add user)',
    status: 400,
    errorCode: 1159,
    graph: () => run(ADD_USER, { input: { email: 'forty.alt@partner.example', sendEmail: false } }),
    rest: () => rest('POST', '/users?sendEmail=false', { email: 'forty.alt@partner.example' }),
  },
  {
    rule: 'an alternate address that belongs to another account',
    status: 400,
    errorCode: 1157,
    graph: () => run(ADD_ALTERNATES, { input: { userId: String(user(42).id), emails: [user(43).email] } }),
    rest: () => rest('POST', `/users/${user(42).id}/alternateemails`, [{ email: user(43).email }]),
  },
  {
    rule: 'making primary an alternate address that is not confirmed',
    status: 400,
    errorCode: 1158,
    graph: () => run(MAKE_PRIMARY, { input: { userId: unconfirmed.userId, alternateEmailId: unconfirmed.id } }),
    rest: () => rest('POST', `/users/${unconfirmed.userId}/alternateemails/${unconfirmed.id}/makeprimary`),
  },
  {
    rule: 'making primary an alternate address of a user whose primary domain is not validated',
    status: 403,
    errorCode: 1186,
    graph: () =>
      run(MAKE_PRIMARY, { input: { userId: onUnvalidatedPrimary.userId, alternateEmailId: onUnvalidatedPrimary.id } }),
    rest: () =>
      rest('POST', `/users/${onUnvalidatedPrimary.userId}/alternateemails/${onUnvalidatedPrimary.id}/makeprimary`),
  },
  {
    rule: 'an attachment type the government deployment does not allow',
    status: 400,
    errorCode: 1255,
    payload: 'attachUrl',
    graph: () =>
      run(ATTACH_URL, {
        input: { parentId: globalId('Sheet', risks.id), url: 'https://example.com/x', attachmentType: 'FILESTORE_B' },
      }),
    rest: () =>
      rest('POST', `/sheets/${risks.id}/attachments`, {
        url: 'https://example.com/x',
        attachmentType: 'FILESTORE_B',
        name: 'x',
      }),
  },
];

/** The refusal came back as the payload's one user error (a 400 is an invalid input), with no top-level error. */
function expectUserError(answer: GraphQLResult<unknown>, payload: string, errorCode: number): void {
  expect(answer.errors).toBeUndefined();
  const data = answer.data as Record<string, { userErrors?: unknown[] } | null> | null | undefined;
  expect(data?.[payload]?.userErrors).toEqual([expect.objectContaining({ code: 'INVALID', errorCode })]);
}

describe('refusal codes of the shared table, through the gateway and from the emulator', () => {
  for (const refusal of REFUSALS) {
    it(`gives ${refusal.errorCode} for ${refusal.rule} through the gateway`, async () => {
      const answer = await refusal.graph();
      if (refusal.payload) expectUserError(answer, refusal.payload, refusal.errorCode);
      else {
        const userErrors = userErrorsOf(answer);
        if (userErrors) {
          // Refusals as data: the payload's userErrors, and no top-level error.
          expect(answer.errors).toBeUndefined();
          expect(userErrors[0]).toMatchObject({
            code: match.stringMatching(/^(INVALID|CONFLICT)$/),
            errorCode: refusal.errorCode,
          });
        } else {
          expect(answer.errors?.[0]?.extensions).toMatchObject({
            code: refusal.status === 403 ? 'FORBIDDEN' : 'BAD_USER_INPUT',
            errorCode: refusal.errorCode,
          });
        }
      }
    });
    it(`gives ${refusal.status} ${refusal.errorCode} for ${refusal.rule} from the emulator`, async () => {
      expect(await refusal.rest()).toEqual({ status: refusal.status, errorCode: refusal.errorCode });
    });
  }

  const bytes = new Uint8Array(30 * 1024 * 1024 + 1);

  it('gives 1074 for a file over 30 MB through the gateway', async () => {
    const ATTACH_FILE = graphql(`
      mutation RefusalAttachFile($input: AttachFileInput!) {
        attachFile(input: $input) {
          attachment {
            id
          }
          userErrors {
            code
            errorCode
          }
        }
      }
    `);
    const answer = await gqlUpload(stack)(
      ATTACH_FILE,
      { input: { parentId: globalId('Sheet', risks.id), file: null } },
      { bytes, filename: 'big.bin' },
    );
    expectUserError(answer, 'attachFile', 1074);
  });

  it('gives 400 1074 for a file over 30 MB from the emulator', async () => {
    const response = await fetch(`${stack.emulators.workManagement.baseUrl}/sheets/${risks.id}/attachments`, {
      method: 'POST',
      headers: {
        ...credentialHeader(stack.emulators.workManagement, DEMO_TOKENS.workManagement),
        'content-type': 'application/octet-stream',
        'content-disposition': 'attachment; filename="big.bin"',
        'content-length': String(bytes.length),
      },
      body: bytes,
    });
    expect({
      status: response.status,
      errorCode: ((await response.json()) as { errorCode?: number }).errorCode,
    }).toEqual({ status: 400, errorCode: 1074 });
  });
});
