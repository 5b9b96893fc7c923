// Document 1's rules on moves and copies, deprecated parameters, pagination shapes and automation
// rules, as rows.
import type { containerOps } from './doc1-containers.ops.js';
import { opRows, type OpInput } from './ops.js';
import { accepted, refused, type RuleRow } from './rule-types.js';

const CHANGES = 'Operations named in the change history';
const VERSIONS = 'Versioning';
const PAGES = 'Pagination shapes';
const RULE = 'AutomationRule';

const row = opRows<typeof containerOps>('Document 1');

const ITEMS = {
  sheet: 'demo sheet "Vendor Contracts"',
  folder: 'a folder it creates in "Marketing"',
  sight: 'the first demo dashboard',
} as const;
const moveSetup = (kind: keyof typeof ITEMS) =>
  `${ITEMS[kind]}; destination: workspace "Operations" or a folder it creates there`;
const ACTION_TYPES = ['NOTIFICATION_ACTION', 'APPROVAL_REQUEST_ACTION', 'UPDATE_REQUEST_ACTION'];
const DISABLED_REASONS = [
  'APPROVAL_COLUMN_MISSING',
  'APPROVAL_COLUMN_WRONG_TYPE',
  'AUTOMATION_NOT_ENABLED_FOR_ORG',
  'COLUMN_MISSING',
  'COLUMN_TYPE_INCOMPATIBLE',
  'NO_POTENTIAL_RECIPIENTS',
  'NO_VALID_SELECTED_COLUMNS',
];

export const containerRows: Array<RuleRow<OpInput>> = [
  // Moves: destinationType required; home deprecated. The graph's MoveSheetInput and MoveInput require
  // a destination of ContainerType (FOLDER or WORKSPACE), so GraphQL itself refuses a move without one.
  ...(['sheet', 'folder', 'sight'] as const).flatMap((kind, i) => {
    const path = `POST /${kind === 'sight' ? 'sights' : `${kind}s`}/{${kind}Id}/move`;
    const n = (k: number) => `D1-MOVE-${String(i * 4 + k).padStart(3, '0')}`;
    return [
      row(
        n(1),
        CHANGES,
        `${path}: body attribute destinationType is required`,
        moveSetup(kind),
        'move',
        { kind },
        refused(400, 1012),
        'typed',
      ),
      row(
        n(2),
        VERSIONS,
        `destination type home is deprecated (${path})`,
        moveSetup(kind),
        'move',
        { kind, destinationType: 'home' },
        refused(400, 1031),
        'typed',
      ),
      row(
        n(3),
        CHANGES,
        `${path} into a workspace`,
        moveSetup(kind),
        'move',
        { kind, destinationType: 'workspace' },
        accepted({ inDestination: true }),
        'backend',
      ),
      row(
        n(4),
        CHANGES,
        `${path} into a folder`,
        moveSetup(kind),
        'move',
        { kind, destinationType: 'folder' },
        accepted({ inDestination: true }),
        'backend',
      ),
    ];
  }),

  // Copies.
  row(
    'D1-COPY-001',
    CHANGES,
    'POST /folders/{folderId}/copy: destinationType folder',
    'a folder it creates in "Marketing", a folder it creates in "Operations"',
    'copy.folder',
    { destinationType: 'folder' },
    accepted({ inDestination: true }),
    'backend',
  ),
  row(
    'D1-COPY-002',
    CHANGES,
    'POST /folders/{folderId}/copy: destinationType workspace',
    'a folder it creates in "Marketing"; workspace "Operations"',
    'copy.folder',
    { destinationType: 'workspace' },
    accepted({ inDestination: true }),
    'backend',
  ),
  row(
    'D1-COPY-003',
    CHANGES,
    'POST /folders/{folderId}/copy: destinationType home (deprecated)',
    'a folder it creates in "Marketing"',
    'copy.folder',
    { destinationType: 'home' },
    refused(400, 1031),
    'typed',
  ),
  row(
    'D1-COPY-004',
    CHANGES,
    'POST /folders/{folderId}/copy: destinationType is required',
    'a folder it creates in "Marketing"',
    'copy.folder',
    {},
    refused(400, 1012),
    'typed',
  ),
  row(
    'D1-COPY-005',
    CHANGES,
    'POST /workspaces/{workspaceId}/copy: body newName',
    'a workspace it creates',
    'copy.workspace',
    {},
    accepted({ exists: true }),
    'backend',
  ),
  row(
    'D1-COPY-006',
    CHANGES,
    'POST /workspaces/{workspaceId}/copy: no destination properties',
    'a workspace it creates',
    'copy.workspace',
    { withDestination: true },
    refused(400, 1032),
    'typed',
  ),
  row(
    'D1-COPY-007',
    VERSIONS,
    'copy query parameters on create folder deprecated (include)',
    'a folder it creates in "Marketing"',
    'folder.deprecatedCopyParameter',
    { param: 'include' },
    refused(400, 1018),
    'typed',
  ),
  row(
    'D1-COPY-008',
    VERSIONS,
    'copy query parameters on create folder deprecated (skipRemap)',
    'a folder it creates in "Marketing"',
    'folder.deprecatedCopyParameter',
    { param: 'skipRemap' },
    refused(400, 1018),
    'typed',
  ),

  // Pagination shapes.
  row(
    'D1-PAGE-001',
    PAGES,
    'token-based: the response carries lastKey when more results exist; the next request passes lastKey (workspaces)',
    'the 6 demo workspaces',
    'page.token',
    { list: 'workspaces' },
    accepted({ firstHasMore: true, pagesDisjoint: true }),
    'backend',
  ),
  row(
    'D1-PAGE-002',
    PAGES,
    'token-based pagination (dashboards)',
    'the 4 demo dashboards',
    'page.token',
    { list: 'sights' },
    accepted({ firstHasMore: true, pagesDisjoint: true }),
    'backend',
  ),
  row(
    'D1-PAGE-003',
    CHANGES,
    'workspace children: token-paginated',
    'the children of workspace "Programme Office"',
    'page.token',
    { list: 'children' },
    accepted({ firstHasMore: true, pagesDisjoint: true }),
    'backend',
  ),
  row(
    'D1-PAGE-004',
    PAGES,
    'offset-based: query page, pageSize; response pageNumber, pageSize, totalCount, totalPages',
    'the demo users',
    'page.offset',
    {},
    accepted({ items: 5, pageNumber: 2, pageSize: 5, hasTotals: true }),
    'backend',
    {
      graphAccepted: { items: 5, hasTotals: true },
      graphNote: 'the graph pages with cursors; its totalCount comes from totalCount',
    },
  ),

  // Multi columns are visible only with `level`.
  ...(
    [
      ['MULTI_CONTACT_LIST', 'Reviewers', 1],
      ['MULTI_PICKLIST', 'Tags', 2],
    ] as const
  ).flatMap(([type, column, level], i) => [
    row(
      `D1-LEVEL-00${2 * i + 1}`,
      'Column',
      `${type}: otherwise (without level) the column appears as TEXT_NUMBER`,
      `column "${column}" of demo sheet "Programme Plan"`,
      'column.read',
      { sheet: 'Programme Plan', column },
      accepted({ type: 'TEXT_NUMBER' }),
      'backend',
      {
        graphAccepted: { type },
        graphNote: 'the graph always reads with the level that shows every column type',
      },
    ),
    row(
      `D1-LEVEL-00${2 * i + 2}`,
      'Column',
      `${type}: visible only when the query parameter level is used`,
      `column "${column}" of demo sheet "Programme Plan"`,
      'column.read',
      { sheet: 'Programme Plan', column, level },
      accepted({ type }),
      'backend',
    ),
  ]),

  // Automation rules.
  row(
    'D1-AUTO-001',
    RULE,
    'action.type is always required on update',
    'the first automation rule of demo sheet "Acme RAID Log"',
    'automation.update',
    { actionType: 'absent' },
    refused(400, 1012),
    'typed',
  ),
  row(
    'D1-AUTO-002',
    RULE,
    'action.type must equal the type of the existing rule',
    'the first automation rule of demo sheet "Acme RAID Log"',
    'automation.update',
    { actionType: 'other' },
    refused(400, 1220),
    'knows',
  ),
  row(
    'D1-AUTO-003',
    RULE,
    'update with action.type equal to the existing rule type',
    'the first automation rule of demo sheet "Acme RAID Log" (renamed)',
    'automation.update',
    { actionType: 'same' },
    accepted({ renamed: true }),
    'backend',
  ),
  row(
    'D1-AUTO-004',
    'Automation rules',
    'GET automationrules: a multistep workflow yields HTTP 400 with code 1266',
    'demo sheet "Incident Log" (holds a multistep workflow)',
    'automation.list',
    { sheet: 'Incident Log' },
    refused(400, 1266),
    'backend',
  ),
  row(
    'D1-AUTO-005',
    RULE,
    'only single-action notifications, approval requests and update requests; disabled reasons are enumerated',
    'the automation rules of every demo sheet but "Incident Log"',
    'automation.survey',
    { skip: 'Incident Log', actionTypes: ACTION_TYPES, disabledReasons: DISABLED_REASONS },
    accepted({ rules: true, sawDisabled: true, unknownActionTypes: [], unknownDisabledReasons: [] }),
    'backend',
  ),
];
