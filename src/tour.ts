// The tour of the graph, in order: the one text of every operation that GraphiQL's tabs, the README
// (`npm run docs:tour`), `examples/tour.ts` and `examples/live-change.ts` show and run.

/** Reads, writes that run as written against the demo data, and the recipe that shows a change live. */
export type TourPart = 'read' | 'write' | 'live';

export interface TourStep {
  part: TourPart;
  /** The operation's name in `query`, used to pick steps out. */
  name: string;
  /** A short title (GraphiQL tab, README heading line). */
  title: string;
  /** One sentence for the README. */
  about: string;
  /** The operation. Every id it needs is a variable whose default is a stable id of the demo data. */
  query: string;
}

// Global ids of the embedded demo data (the emulators seed it deterministically, so they are the same
// on every start): the "Acme RAID Log" sheet, its first row and its "Impact" picklist column, the
// first assignment of the "Apollo Website Relaunch" project, and the asset "Logos Variant 026".
const SHEET = 'U2hlZXQ6NTczNDY1MzEyNjAxMDU2NQ';
const ROW = 'Um93OjU3MzQ2NTMxMjYwMTA1NjU6NTQ5NTQ0NjY0ODY4NTY0Ng';
const IMPACT_COLUMN = 'Q29sdW1uOjU3MzQ2NTMxMjYwMTA1NjU6ODU3NjExOTU5NjE3ODM5Nw';
const ASSIGNMENT = 'QXNzaWdubWVudDo4MDAwNzM';
const ASSET = 'QXNzZXQ6ZWwzcjZyLXZpa2cxNy1tdXgwdg';
/** Where `npm start` receives work-management webhooks; the live recipe passes its own gateway's. */
export const DEFAULT_WORK_MANAGEMENT_CALLBACK = 'http://localhost:4000/webhooks/work-management';

export const TOUR: readonly TourStep[] = [
  {
    part: 'read',
    name: 'MeAndSheets',
    title: 'Me and my first sheets',
    about: 'Who am I, and my first sheets with their global ids (the steps below use the first one).',
    query: `query MeAndSheets {
  me { id email name }
  sheets(first: 3) {
    edges { cursor node { id name workspace { name } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
  },
  {
    part: 'read',
    name: 'Rows',
    title: 'Rows and typed cells of a sheet',
    about:
      "A sheet's columns (with a picklist's options) and its first rows with typed cells: the row, column and option ids the first write uses.",
    query: `query Rows($sheet: ID! = "${SHEET}") {
  sheet(id: $sheet) {
    id name version
    columns(first: 25) { edges { node { id title type options } } }
    rows(first: 5) {
      totalCount
      edges { node { id rowNumber createdBy { name email } cells { column { id } columnType value displayValue
        objectValue { __typename ... on MultiContactValue { contacts { email name } } } } } }
    }
  }
}`,
  },
  {
    part: 'read',
    name: 'RecentEvents',
    title: 'The event feed with users',
    about: 'The event feed with the acting users (one events call, one call per distinct user).',
    query: `query RecentEvents {
  events(first: 20, since: "2026-10-01T00:00:00Z") {
    edges { node { backendId eventType timestamp source user { id name email } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
  },
  {
    part: 'read',
    name: 'ProjectsAndAssignments',
    title: 'Projects, phases, assignments and people',
    about:
      'Projects with their phases and assignments, and the people behind them joined to work-management users by email.',
    query: `query ProjectsAndAssignments {
  projects(first: 5) {
    edges { node { id name state
      phases(first: 5) { edges { node { id name } } }
      assignments(first: 5) { edges { node { id startsAt endsAt allocationMode note
        person { id displayName user { id email } } } } } } }
  }
}`,
  },
  {
    part: 'read',
    name: 'LibrariesAndAssets',
    title: 'Libraries, sections and assets',
    about: 'Libraries, their sections and assets with custom fields and attachments.',
    query: `query LibrariesAndAssets {
  libraries(first: 5) {
    edges { node { id name organization { name }
      sections(first: 3) { edges { node { id name defaultAssetType
        assets(first: 3) { totalCount edges { node { id backendId name
          customFields { key value } attachments { filename mimeType sizeInBytes url } } } } } } } } }
  }
}`,
  },
  {
    part: 'read',
    name: 'Plans',
    title: 'The plans of the account',
    about: "The plans I am on, with my seat type on each: a plan's id is what a plan-level webhook watches.",
    query: `query Plans {
  me { id plans(first: 5) { edges { node { id seatType plan { id backendId } } } } }
}`,
  },
  {
    part: 'read',
    name: 'Refetch',
    title: 'Refetch by global id',
    about: 'Anything with an `id` can be read again by it.',
    query: `query Refetch($id: ID! = "${SHEET}") {
  node(id: $id) { __typename id ... on Sheet { name } }
}`,
  },
  {
    part: 'write',
    name: 'UpdateRow',
    title: 'Write a picklist value',
    about:
      'Sets the first row\'s "Impact" cell to "High", one of the options the column offers; run it again and it writes the same value.',
    query: `mutation UpdateRow($sheet: ID! = "${SHEET}", $row: ID! = "${ROW}", $column: ID! = "${IMPACT_COLUMN}", $value: CellValue = "High") {
  updateRows(input: { sheetId: $sheet, rows: [{ id: $row, cells: [{ columnId: $column, value: $value }] }] }) {
    rows { id rowNumber cells { column { id } value } }
    sheet { id version }
    userErrors { field code message }
  }
}`,
  },
  {
    part: 'write',
    name: 'UpdateAssignment',
    title: "Change an assignment's note",
    about:
      'Sets the note of the first assignment of the first project (resource planning); the next read of projects shows it.',
    query: `mutation UpdateAssignment($assignment: ID! = "${ASSIGNMENT}", $note: String = "Reviewed in the tour") {
  updateAssignment(input: { id: $assignment, note: $note }) {
    assignment { id note project { name } person { displayName } }
    userErrors { field code message }
  }
}`,
  },
  {
    part: 'write',
    name: 'SetAssetCustomField',
    title: "Set an asset's custom field",
    about:
      'Sets the "campaign" custom field of an asset (digital asset) through its library\'s key of that name; a refusal comes back in `userErrors`.',
    query: `mutation SetAssetCustomField($asset: ID! = "${ASSET}", $key: String! = "campaign", $value: String! = "Spring launch") {
  setAssetCustomField(input: { assetId: $asset, key: $key, value: $value }) {
    asset { id name customFields { key value } }
    userErrors { field code message }
  }
}`,
  },
  {
    part: 'live',
    name: 'SheetChanges',
    title: 'Subscribe to a sheet',
    about: 'Subscribe (graphql-ws on the same `/graphql`; GraphiQL subscribes too) to the changes of the sheet.',
    query: `subscription SheetChanges($sheet: ID! = "${SHEET}") {
  sheetChanged(sheetId: $sheet) {
    sheet { id } timestamp
    events { id objectType kind object { __typename ... on Node { id } } row { id rowNumber } }
  }
}`,
  },
  {
    part: 'live',
    name: 'CreateSheetWebhook',
    title: 'Register a webhook to this gateway',
    about:
      "Register a webhook on the sheet whose callback is this gateway's receiver (loopback callbacks are allowed in the embedded default); it starts disabled.",
    query: `mutation CreateSheetWebhook($sheet: ID! = "${SHEET}", $callbackUrl: URL! = "${DEFAULT_WORK_MANAGEMENT_CALLBACK}") {
  createWebhook(input: { name: "Tour: sheet changes", callbackUrl: $callbackUrl, scope: SHEET, scopeObjectId: $sheet, events: ["*.*"], version: 1 }) {
    webhook { id backendId status }
    userErrors { field code errorCode }
  }
}`,
  },
  {
    part: 'live',
    name: 'EnableWebhook',
    title: 'Enable the webhook',
    about:
      'Enable it with the `id` the last step returned: the service verifies the callback with its challenge, which the gateway answers.',
    query: `mutation EnableWebhook($webhook: ID!) {
  updateWebhook(input: { webhookId: $webhook, enabled: true }) { webhook { id status } }
}`,
  },
  {
    part: 'live',
    name: 'UpdateRow',
    title: 'Make a change',
    about:
      'Run "Write a picklist value" above: the service calls the gateway back and the subscription prints the event.',
    query: '',
  },
  {
    part: 'live',
    name: 'DisableWebhook',
    title: 'Switch the webhook off',
    about: 'Disable the webhook when done (the documented API has no way to delete one).',
    query: `mutation DisableWebhook($webhook: ID!) {
  updateWebhook(input: { webhookId: $webhook, enabled: false }) { webhook { id status } }
}`,
  },
];

/** The steps of one part, each with its operation text (a live step that reuses an earlier one gets that one's text). */
export function tourSteps(part?: TourPart): TourStep[] {
  return TOUR.filter((step) => part === undefined || step.part === part).map((step) =>
    step.query ? step : { ...step, query: tourStep(step.name).query },
  );
}

/** The step that defines the operation `name`. */
export function tourStep(name: string): TourStep {
  const step = TOUR.find((s) => s.name === name && s.query);
  if (!step) throw new Error(`the tour has no operation ${name}`);
  return step;
}
