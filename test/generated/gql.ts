/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ApolloClientSheets($first: Int, $after: String, $last: Int, $before: String) {\n    sheets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sheetId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientSheetsDocument,
    "query ApolloClientUsers($first: Int, $after: String, $last: Int, $before: String) {\n    users(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id userId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientUsersDocument,
    "query ApolloClientLibraries($first: Int, $after: String, $last: Int, $before: String) {\n    libraries(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id libraryId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientLibrariesDocument,
    "query ApolloClientProjects($first: Int, $after: String, $last: Int, $before: String) {\n      projects(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id projectId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientProjectsDocument,
    "query ApolloClientEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {\n      events(first: $first, after: $after, since: $since, to: $to) { edges { cursor node { id eventId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientEventsDocument,
    "query ApolloClientSheetRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      sheet(id: $id) { id rows(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id rowId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.ApolloClientSheetRowsDocument,
    "query ApolloClientProjectAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      project(id: $id) { id assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assignmentId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.ApolloClientProjectAssignmentsDocument,
    "query ApolloClientLibrarySections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      library(id: $id) { id sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sectionId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.ApolloClientLibrarySectionsDocument,
    "query ApolloClientFirstSectionOfLibrary($id: ID!) { library(id: $id) { sections(first: 1) { edges { node { id } } } } }": typeof types.ApolloClientFirstSectionOfLibraryDocument,
    "query ApolloClientSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      node(id: $id) { __typename id ... on Section { assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assetId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }": typeof types.ApolloClientSectionAssetsDocument,
    "query EntitiesCostSample { sheets(first: 50) { edges { node { id totalRowCount } } }\n        users(first: 100) { edges { node { id } } }\n        people(first: 100) { edges { node { id } } }\n        leave: people(first: 60) { edges { node { assignments(first: 50) { edges { node { assignable { ... on LeaveType { id } } } } } } } }\n        libraries(first: 1) { edges { node { sections(first: 1) { edges { node { assets(first: 5) { edges { node { id } } } } } } } } }\n        allLibraries: libraries(first: 100) { edges { node { id organization { id } } } } }": typeof types.EntitiesCostSampleDocument,
    "query EntitiesCostRows($id: ID!) { sheet(id: $id) { columns { id } rows(first: 100) { edges { node { id } } } } }": typeof types.EntitiesCostRowsDocument,
    "query EntitiesCostEvents { events(first: 100, since: \"2026-10-10T00:00:00Z\") { edges { node { id } } } }": typeof types.EntitiesCostEventsDocument,
    "query ParityLibrary { libraries(first: 1) { edges { node { id } } } }": typeof types.ParityLibraryDocument,
    "mutation ParityWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { id } } }": typeof types.ParityWebhookDocument,
    "mutation ParityAssetWebhook($i: CreateAssetWebhookInput!) { createAssetWebhook(input: $i) { webhook { id } } }": typeof types.ParityAssetWebhookDocument,
    "query GraphiqlMe { me { email } }": typeof types.GraphiqlMeDocument,
    "query RelayRefetchNode($id: ID!) { node(id: $id) { __typename id } }": typeof types.RelayRefetchNodeDocument,
    "query RelayRefetchNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": typeof types.RelayRefetchNodesDocument,
    "query SupergraphUsers($first: Int) { users(first: $first) { edges { node { id email } } } }": typeof types.SupergraphUsersDocument,
    "query SupergraphAssets($first: Int) { libraries(first: 1) { edges { node { assets(first: $first) { edges { node { id name } } } } } } }": typeof types.SupergraphAssetsDocument,
    "query ContainersOrganizations { organizations(first: 5) { totalCount edges { node { id organizationId name slug\n  libraries(first: 10) { totalCount edges { node { libraryId name organization { organizationId } } } } } } } }": typeof types.ContainersOrganizationsDocument,
    "query ContainersCollections($id: ID!, $first: Int, $after: String) { library(id: $id) { collections(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.ContainersCollectionsDocument,
    "query ContainersCollection($id: ID!) { node(id: $id) { __typename ... on Collection { collectionId name slug public stealth isWorkspace library { libraryId }\n  assets(first: 500) { totalCount edges { node { assetId collections { collectionId } } } } } } }": typeof types.ContainersCollectionDocument,
    "query ContainersSectionAssets($id: ID!) { node(id: $id) { __typename ... on Section { assets(first: 50) { edges { node { assetId\n  tags { name autoGenerated source } customFields { key value } library { libraryId } } } } } } }": typeof types.ContainersSectionAssetsDocument,
    "query ContainersAsset($id: ID!) { asset(id: $id) { assetId tags { name autoGenerated } customFields { key value } collections { collectionId } } }": typeof types.ContainersAssetDocument,
    "query ContainersLibraryAssets($id: ID!, $after: String) { library(id: $id) { assets(first: 3, after: $after) { totalCount pageInfo { endCursor } } } }": typeof types.ContainersLibraryAssetsDocument,
    "mutation AssetsUpload($input: UploadAssetInput!) {\n  uploadAsset(input: $input) { uploadMethod storageRequests size\n    asset { id assetId name description section { sectionId } library { libraryId }  # library: one read\n      attachments { attachmentId filename size mimetype url } } } }": typeof types.AssetsUploadDocument,
    "query AssetsWalk($id: ID!, $first: Int, $after: String) {\n  organization(id: $id) { attachments(first: $first, after: $after) {\n    totalCount edges { cursor node { id attachmentId filename asset { assetId } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }": typeof types.AssetsWalkDocument,
    "query AssetsWalkLibraryCursor { libraries(first: 1) { pageInfo { endCursor } } }": typeof types.AssetsWalkLibraryCursorDocument,
    "mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {\n  createAssetWebhook(input: $input) { webhook { id webhookId eventType libraryId callbackUrl active createdAt library { name } } } }": typeof types.AssetWebhooksCreateDocument,
    "query AssetWebhooksList($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {\n  totalCount edges { cursor node { id webhookId eventType callbackUrl } } pageInfo { hasNextPage endCursor } } }": typeof types.AssetWebhooksListDocument,
    "mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }": typeof types.AssetWebhooksDeleteDocument,
    "query AssetWebhooksNode($id: ID!) { node(id: $id) { id ... on AssetWebhook { webhookId eventType } } }": typeof types.AssetWebhooksNodeDocument,
    "mutation AllocationCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId } } }": typeof types.AllocationCreateDocument,
    "mutation AllocationUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { allocationMode hoursPerDay percent } } }": typeof types.AllocationUpdateDocument,
    "query AuthMe { me { email } }": typeof types.AuthMeDocument,
    "query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }": typeof types.AuthSheetsDocument,
    "query AuthSheet($id: ID!) { sheet(id: $id) { name } }": typeof types.AuthSheetDocument,
    "query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }": typeof types.AuthMeAndPeopleDocument,
    "query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": typeof types.AuthEveryBackendDocument,
    "query AuthUsers { users(first: 5) { edges { node { email } } } }": typeof types.AuthUsersDocument,
    "query BatchingEvents { events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } } }": typeof types.BatchingEventsDocument,
    "query BatchingEventsTwice {\n    a: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } }\n    b: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } } }": typeof types.BatchingEventsTwiceDocument,
    "query BatchingUsersPeople { users(first: 200) { edges { node { email person { email displayName } } } } }": typeof types.BatchingUsersPeopleDocument,
    "query BatchingPeopleUsers { people(first: 100) { edges { node { email user { email name } } } } }": typeof types.BatchingPeopleUsersDocument,
    "query BatchingAssignments { projects(first: 5) { edges { node { name assignments(first: 20) { edges { node {\n            person { id } assignable { __typename ... on Phase { project { id } } } project { id name } } } } } } } }": typeof types.BatchingAssignmentsDocument,
    "mutation CellFormatsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id cells { columnId value displayValue format } } } }": typeof types.CellFormatsAddDocument,
    "query CellFormatsRead($id: ID!) { node(id: $id) { __typename ... on Row { cells { columnId value displayValue format } } } }": typeof types.CellFormatsReadDocument,
    "query CursorsUsers($after: String) { users(first: 2, after: $after) { edges { node { id } } } }": typeof types.CursorsUsersDocument,
    "query CursorsEnds { users(first: 2) { pageInfo { endCursor } } sheets(first: 2) { pageInfo { endCursor } } people(first: 2) { pageInfo { endCursor } } }": typeof types.CursorsEndsDocument,
    "query CursorsUsersByEmail($after: String) { users(first: 2, after: $after, emails: [\"ada.adler@example.com\"]) { edges { node { id } } } }": typeof types.CursorsUsersByEmailDocument,
    "query CursorsWorkspaces($before: String) { workspaces(first: 2, after: $before) { edges { node { id } } } }": typeof types.CursorsWorkspacesDocument,
    "query CursorsTooMany { users(first: 100000) { edges { node { id } } } }": typeof types.CursorsTooManyDocument,
    "query CursorsNegative { sheets(first: -1) { edges { node { id } } } }": typeof types.CursorsNegativeDocument,
    "query CursorsMalformedId { node(id: \"not-a-global-id\") { id } }": typeof types.CursorsMalformedIdDocument,
    "mutation DependencyColumnsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }": typeof types.DependencyColumnsUpdateDocument,
    "mutation DependencyColumnsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }": typeof types.DependencyColumnsAddDocument,
    "mutation DocumentedAddRows($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells { value objectValue { __typename } format } } } }": typeof types.DocumentedAddRowsDocument,
    "mutation DocumentedAddReviewed($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells {\n  objectValue { ... on MultiContactValue { contacts { email name } } } } } } }": typeof types.DocumentedAddReviewedDocument,
    "query DocumentedUsersByEmail($emails: [EmailAddress!]) { users(first: 2, emails: $emails) { edges { node { email\n    alternateEmails { email } plans(first: 2) { edges { node { planId } } } } } } }": typeof types.DocumentedUsersByEmailDocument,
    "query DocumentedSeatTypes { me { email } users(first: 2, seatType: [MEMBER]) { totalCount } }": typeof types.DocumentedSeatTypesDocument,
    "query DocumentedSheets { sheets(first: 2) { edges { node { name version\n    rows(first: 2) { edges { node { rowId cells { value format } } } } columnConnection(first: 2) { totalCount }\n    attachments(first: 2) { totalCount } discussions(first: 2) { totalCount } search(query: \"a\") { totalCount } } } } }": typeof types.DocumentedSheetsDocument,
    "query DocumentedSheetParts($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { automationRules(first: 2) { totalCount }\n    row(id: $row) { cellHistory(columnId: $column, first: 2) { totalCount } } column(id: $column) { title } } }": typeof types.DocumentedSheetPartsDocument,
    "query DocumentedContainers { workspaces(first: 2) { edges { node { createdAt children(first: 3) { edges { node { __typename\n    ... on Folder { children(first: 2) { edges { cursor } } } } } } } } } dashboards(first: 2) { edges { cursor } } webhooks(first: 2) { edges { cursor } } }": typeof types.DocumentedContainersDocument,
    "query DocumentedShares($id: ID!) { shares(assetType: sheet, assetId: $id, first: 2) { edges { node { accessLevel } } }\n    search(query: \"risk\", includeFavorites: true) { totalCount } }": typeof types.DocumentedSharesDocument,
    "query DocumentedEvents($ids: [ID!]) { events(first: 2, since: \"2026-10-01T00:00:00Z\", to: \"2026-10-02T00:00:00Z\") { edges { cursor } }\n    filteredEvents(first: 2, since: \"2026-10-01T00:00:00Z\", sheetIds: $ids) { edges { cursor } } }": typeof types.DocumentedEventsDocument,
    "mutation DocumentedUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId cells { value } } } }": typeof types.DocumentedUpdateRowsDocument,
    "query DocumentedProjects { projects(first: 2) { edges { node { phases(first: 2) { totalCount }\n    assignments(first: 2) { edges { node { subtaskCounts { total } } } } budgetItems(itemType: Expenses, first: 2) { totalCount } billRates(first: 2) { totalCount }\n    expenseItems(first: 2) { totalCount } } } } }": typeof types.DocumentedProjectsDocument,
    "query DocumentedPeople { people(first: 2) { edges { node { availabilities(first: 2) { totalCount }\n    expenseItems(first: 2) { totalCount } } } } approvals(first: 2) { totalCount } customFields(namespace: users) { totalCount } placeholders(first: 2) { totalCount } }": typeof types.DocumentedPeopleDocument,
    "query DocumentedReference { assignments(first: 2, from: \"2026-01-01\", to: \"2026-12-31\") { totalCount }\n    assignables(first: 2, withArchived: true) { totalCount } holidays(first: 2) { totalCount } disciplines(first: 2) { totalCount } leaveTypes(first: 2) { totalCount }\n    apiTokens(first: 2) { totalCount } billRates(first: 2) { totalCount } }": typeof types.DocumentedReferenceDocument,
    "query DocumentedAssets { organizations(first: 2) { edges { node { libraries(first: 2) { edges { node {\n    sections(first: 2) { totalCount } collections(first: 2) { totalCount } assets(first: 2) { edges { node { name attachments { url } } } } } } } } } } }": typeof types.DocumentedAssetsDocument,
    "query EventDetailsPage($after: String) { events(first: 500, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { node { eventType source details { __typename raw\n    ... on GenericEventDetails { emailAddress sourceIpAddress }\n    ... on AccessTokenAuthorizeDetails { emailAddress tokenExpirationTimestamp accessScopes appClientId }\n    ... on FolderRequestBackupDetails { includeAttachments sendCompletionEmail }\n    ... on AuthenticationActivateDomainStrictDetails { sourceIpAddress domains mfaEnabled }\n    ... on PolicyDataEgressCreateDetails { restrictedActions scope }\n    ... on ReportSendAsAttachmentDetails { formatType recipientEmail recipientGroupId }\n    ... on SecurityControlsUpdateApiTokenExpirationPeriodDetails { oldValue newValue }\n    ... on AttachmentCreateDetails { emailAddress sheetId workspaceId attachmentName }\n  } } }\n  pageInfo { hasNextPage endCursor } } }": typeof types.EventDetailsPageDocument,
    "query EventObjects { events(first: 50, since: \"2026-10-15T00:00:00Z\") { edges { node { objectType objectId userId user { name }\n  object { __typename ... on Sheet { sheetId name } ... on Workspace { workspaceId } ... on User { userId }\n    ... on UnresolvedEventObject { objectType objectId } } } } } }": typeof types.EventObjectsDocument,
    "mutation ExactNumbersAdd($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }": typeof types.ExactNumbersAddDocument,
    "mutation ExactNumbersUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }": typeof types.ExactNumbersUpdateDocument,
    "query FederationSamples {\n        users(first: 1) { edges { node { id } } }\n        sheets(first: 1) { edges { node { id columns { id } rows(first: 1) { edges { node { id } } } } } }\n        workspaces(first: 1) { edges { node { id } } }\n        events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } }\n        people(first: 40) { edges { node { id assignments(first: 50) { edges { node { assignable { __typename ... on LeaveType { id } } } } } } } }\n        projects(first: 20) { edges { node { id phases(first: 1) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } } } }\n        libraries(first: 1) { edges { node { id organization { id } sections(first: 1) { edges { node { id assets(first: 1) { edges { node { id attachments { id } } } } } } } } } }\n      }": typeof types.FederationSamplesDocument,
    "query FederationUsers { users(first: 10) { edges { node { id } } } }": typeof types.FederationUsersDocument,
    "query FederationNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": typeof types.FederationNodesDocument,
    "query FilteredEventsPage($first: Int, $after: String, $ids: [ID!]) { filteredEvents(first: $first, after: $after, sheetIds: $ids, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id objectType objectId details { __typename ... on AttachmentCreateDetails { sheetId } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.FilteredEventsPageDocument,
    "query FilteredAdminFeed { events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } } }": typeof types.FilteredAdminFeedDocument,
    "query FilteredVisibleSheets { sheets(first: 100) { edges { node { sheetId } } } }": typeof types.FilteredVisibleSheetsDocument,
    "query FilteredFirstSheet { sheets(first: 1) { edges { node { id } } } }": typeof types.FilteredFirstSheetDocument,
    "query FilteredSheetEvents($id: ID!) { sheet(id: $id) { events(first: 20, since: \"2020-01-01T00:00:00Z\") { edges { node { eventType } } } } }": typeof types.FilteredSheetEventsDocument,
    "query FilteredSinceAndPosition { filteredEvents(first: 1, since: \"2026-10-01T00:00:00Z\", streamPosition: \"x\") { edges { node { id } } } }": typeof types.FilteredSinceAndPositionDocument,
    "query FilteredAdminPage($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n      edges { node { id } } pageInfo { endCursor hasNextPage } } }": typeof types.FilteredAdminPageDocument,
    "query FullReadsListsOnly { users(first: 3) { edges { node { name email status } } } workspaces(first: 2) { edges { node { name accessLevel } } } }": typeof types.FullReadsListsOnlyDocument,
    "query FullReadsUserProfiles { users(first: 3) { edges { node { userId locale timeZone title company account { name } } } } }": typeof types.FullReadsUserProfilesDocument,
    "query FullReadsSheetsWorkspaces { sheets(first: 2) { edges { node { version ganttEnabled favorite } } } workspaces(first: 2) { edges { node { createdAt modifiedAt } } } }": typeof types.FullReadsSheetsWorkspacesDocument,
    "query FullReadsMe { me { locale timeZone role account { name } } }": typeof types.FullReadsMeDocument,
    "query ReconcileSheetJoins($id: ID!) { sheet(id: $id) { project { projectId } assets(first: 500) { edges { node { assetId } } } } }": typeof types.ReconcileSheetJoinsDocument,
    "query JoinIndexJoins($sheet: ID!, $project: ID!) {\n  sheet(id: $sheet) {\n    project { projectId }\n    assets(first: 500) { edges { node { assetId } } }\n    rows(first: 30) { edges { node { rowId assets(first: 50) { edges { node { assetId } } } } } }\n  }\n  project(id: $project) { projectId assets(first: 500) { edges { node { assetId } } } }\n}": typeof types.JoinIndexJoinsDocument,
    "query JoinIndexSheetRows($id: ID!) { sheet(id: $id) { rows(first: 30) { edges { node { rowId } } } } }": typeof types.JoinIndexSheetRowsDocument,
    "mutation JoinIndexSetAssetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId customFields { key value } } } }": typeof types.JoinIndexSetAssetFieldDocument,
    "query JoinIndexProjectFields($id: ID!) { project(id: $id) { customFieldValues { id name value } } }": typeof types.JoinIndexProjectFieldsDocument,
    "mutation JoinIndexUpdateProjectField($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { value } } }": typeof types.JoinIndexUpdateProjectFieldDocument,
    "query JoinsProjectSheets { projects(first: 10) { edges { node { projectId sheet { sheetId name project { projectId } } } } } }": typeof types.JoinsProjectSheetsDocument,
    "query JoinsAssetWork($id: ID!) { asset(id: $id) { assetId\n  sheet { sheetId assets(first: 100) { edges { node { assetId } } } }\n  row { rowId assets(first: 50) { edges { node { assetId } } } } } }": typeof types.JoinsAssetWorkDocument,
    "query JoinsProjectAssets { projects(first: 50) { edges { node { projectId assets(first: 100) { totalCount edges { node { project { projectId } } } } } } } }": typeof types.JoinsProjectAssetsDocument,
    "query JoinsFirstSheet { sheets(first: 1) { edges { node { id } } } }": typeof types.JoinsFirstSheetDocument,
    "query JoinsSheetAssets($id: ID!) { sheet(id: $id) { name assets(first: 5) { totalCount } } }": typeof types.JoinsSheetAssetsDocument,
    "query ObservabilityLogged { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": typeof types.ObservabilityLoggedDocument,
    "query ObservabilityNamed { sheets(first: 2) { edges { node { name } } } }": typeof types.ObservabilityNamedDocument,
    "query ObservabilityInFlight { me { email } }": typeof types.ObservabilityInFlightDocument,
    "query ObservabilityTraced { me { email } people(first: 1) { edges { node { id } } } }": typeof types.ObservabilityTracedDocument,
    "query PacingMe { me { email } }": typeof types.PacingMeDocument,
    "query PacingPeople { people(first: 1) { edges { node { id } } } }": typeof types.PacingPeopleDocument,
    "query PacingLibraries { libraries(first: 1) { edges { node { libraryId } } } }": typeof types.PacingLibrariesDocument,
    "query PagedUsers($first: Int, $after: String, $last: Int, $before: String) { users(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }": typeof types.PagedUsersDocument,
    "query PagedSheets($first: Int, $after: String, $last: Int, $before: String) { sheets(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedSheetsDocument,
    "query PagedRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { sheet(id: $id) { rows(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } } }": typeof types.PagedRowsDocument,
    "query PagedWorkspaces($first: Int, $after: String) { workspaces(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedWorkspacesDocument,
    "query PagedEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) { events(first: $first, after: $after, since: $since, to: $to) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedEventsDocument,
    "query PagedPeople($first: Int, $after: String, $last: Int, $before: String) { people(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedPeopleDocument,
    "query PagedProjects($first: Int, $after: String, $last: Int, $before: String) { projects(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedProjectsDocument,
    "query PagedPhases($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) { phases(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.PagedPhasesDocument,
    "query PagedProjectAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) {\n  assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.PagedProjectAssignmentsDocument,
    "query PagedPersonAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { person(id: $id) {\n  assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.PagedPersonAssignmentsDocument,
    "query PagedLibraries($first: Int, $after: String, $last: Int, $before: String) { libraries(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedLibrariesDocument,
    "query PagedSections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { library(id: $id) {\n  sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.PagedSectionsDocument,
    "query PagedSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { node(id: $id) { ... on Section {\n  assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }": typeof types.PagedSectionAssetsDocument,
    "query PagedPeopleEnd { people(first: 60) { pageInfo { endCursor } } }": typeof types.PagedPeopleEndDocument,
    "query PagedPeopleBefore($before: String) { people(last: 10, before: $before) { edges { node { id } } pageInfo { hasPreviousPage } } }": typeof types.PagedPeopleBeforeDocument,
    "query PagedPeopleLastAlone { people(last: 10) { edges { node { id } } } }": typeof types.PagedPeopleLastAloneDocument,
    "query RefusalSheetShares($assetId: ID!) { shares(assetType: sheet, assetId: $assetId, first: 1) { edges { node { id shareId } } } }": typeof types.RefusalSheetSharesDocument,
    "mutation RefusalUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { version } }": typeof types.RefusalUpdateRowsDocument,
    "mutation RefusalAddRows($input: AddRowsInput!) { addRows(input: $input) { version } }": typeof types.RefusalAddRowsDocument,
    "mutation RefusalAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { version } }": typeof types.RefusalAddColumnsDocument,
    "mutation RefusalUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { version } }": typeof types.RefusalUpdateColumnDocument,
    "mutation RefusalUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } } }": typeof types.RefusalUpdateAutomationRuleDocument,
    "mutation RefusalUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { accessLevel } } }": typeof types.RefusalUpdateShareDocument,
    "mutation RefusalCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } } }": typeof types.RefusalCreateShareDocument,
    "mutation RefusalAddUser($input: AddUserInput!) { addUser(input: $input) { user { email } } }": typeof types.RefusalAddUserDocument,
    "mutation RefusalAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { email } } }": typeof types.RefusalAddAlternateEmailsDocument,
    "mutation RefusalMakePrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } } }": typeof types.RefusalMakePrimaryDocument,
    "mutation RefusalAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }": typeof types.RefusalAttachUrlDocument,
    "mutation RefusalAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { id } } }": typeof types.RefusalAttachFileDocument,
    "query StormEvents($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }": typeof types.StormEventsDocument,
    "query StormRows($id: ID!, $first: Int, $after: String) { sheet(id: $id) { rows(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }": typeof types.StormRowsDocument,
    "query StormSectionAssets($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Section { assets(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } } }": typeof types.StormSectionAssetsDocument,
    "query ReliabilityMe { me { email } }": typeof types.ReliabilityMeDocument,
    "query ReliabilityMeAndPeople { me { email person { displayName } } people(first: 1) { edges { node { id } } } }": typeof types.ReliabilityMeAndPeopleDocument,
    "query ReliabilityPeople { people(first: 1) { edges { node { id } } } }": typeof types.ReliabilityPeopleDocument,
    "query ReliabilityEventUsers($since: DateTime) { events(first: 50, since: $since) { edges { node { user { name } } } } }": typeof types.ReliabilityEventUsersDocument,
    "mutation ReliabilityCreateWorkspace($name: String!) { createWorkspace(input: { name: $name }) { workspace { name } } }": typeof types.ReliabilityCreateWorkspaceDocument,
    "query ReliabilityWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }": typeof types.ReliabilityWorkspaceNamesDocument,
    "query ApiTokensList { apiTokens(first: 50) { edges { node { id apiTokenId title createdAt } } } }": typeof types.ApiTokensListDocument,
    "query ApiTokensTypeFields($name: String!) { __type(name: $name) { fields { name } } }": typeof types.ApiTokensTypeFieldsDocument,
    "mutation ApiTokensCreate($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id apiTokenId title } secret } }": typeof types.ApiTokensCreateDocument,
    "mutation ApiTokensRenew($id: ID!) { renewApiToken(input: { id: $id }) { apiToken { id apiTokenId title } secret } }": typeof types.ApiTokensRenewDocument,
    "mutation ApiTokensUpdate($input: UpdateApiTokenInput!) { updateApiToken(input: $input) { apiToken { id title } } }": typeof types.ApiTokensUpdateDocument,
    "mutation ApiTokensDelete($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId } }": typeof types.ApiTokensDeleteDocument,
    "query ApiTokensNode($id: ID!) { node(id: $id) { id ... on ApiToken { title } } }": typeof types.ApiTokensNodeDocument,
    "query ApiTokensHolidays { holidays(first: 1) { edges { node { name } } } }": typeof types.ApiTokensHolidaysDocument,
    "fragment ApprovalsFields on Approval { id approvalId status approvableType approvableId submittedBy { personId } approvedBy { personId } expenseItem { expenseItemId } }": typeof types.ApprovalsFieldsFragmentDoc,
    "mutation ApprovalsCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId updatedAt } } }": typeof types.ApprovalsCreateExpenseDocument,
    "mutation ApprovalsSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { ...ApprovalsFields } } }": typeof types.ApprovalsSubmitDocument,
    "mutation ApprovalsApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { ...ApprovalsFields } } }": typeof types.ApprovalsApproveDocument,
    "mutation ApprovalsDelete($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }": typeof types.ApprovalsDeleteDocument,
    "query ApprovalsList($first: Int!) { approvals(first: $first) { edges { node { ...ApprovalsFields } } } }": typeof types.ApprovalsListDocument,
    "query ApprovalsNode($id: ID!) { node(id: $id) { __typename ... on Approval { approvalId } } }": typeof types.ApprovalsNodeDocument,
    "fragment AssignmentsFields on Assignment { id assignmentId startsAt endsAt allocationMode percent hoursPerDay fixedHours description note person { personId }\n  assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } } subtasks { id description completed } subtaskCounts { completed total } }": typeof types.AssignmentsFieldsFragmentDoc,
    "mutation AssignmentsCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ...AssignmentsFields } } }": typeof types.AssignmentsCreateDocument,
    "mutation AssignmentsUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ...AssignmentsFields } } }": typeof types.AssignmentsUpdateDocument,
    "mutation AssignmentsDelete($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId } }": typeof types.AssignmentsDeleteDocument,
    "mutation AssignmentsRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { ...AssignmentsFields } } }": typeof types.AssignmentsRetargetDocument,
    "query AssignmentsReadPaths($project: ID!, $person: ID!, $id: ID!, $other: ID!, $from: Date, $to: Date) {\n  assignments(first: 3, from: $from, to: $to) { edges { node { assignmentId subtaskCounts { total } } } }\n  project(id: $project) { assignment(id: $id) { assignmentId } }\n  person(id: $person) { assignment(id: $id) { assignmentId } other: assignment(id: $other) { assignmentId } assignments(first: 100) { edges { node { assignmentId } } } }\n}": typeof types.AssignmentsReadPathsDocument,
    "query AssignmentsNode($id: ID!) { node(id: $id) { __typename ... on Assignment { assignmentId } } }": typeof types.AssignmentsNodeDocument,
    "mutation AssignmentsCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id subtaskId description completed assignment { assignmentId } } } }": typeof types.AssignmentsCreateSubtaskDocument,
    "query AssignmentsSubtaskList($id: ID!) { node(id: $id) { __typename ... on Assignment { subtaskList(first: 10) { edges { node { subtaskId } } } subtaskCounts { total completed } } } }": typeof types.AssignmentsSubtaskListDocument,
    "mutation AssignmentsUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { description completed updatedBy { personId } } } }": typeof types.AssignmentsUpdateSubtaskDocument,
    "query AssignmentsSubtaskNode($id: ID!) { node(id: $id) { ... on Subtask { description completed } } }": typeof types.AssignmentsSubtaskNodeDocument,
    "mutation AssignmentsDeleteSubtask($input: DeleteSubtaskInput!) { deleteSubtask(input: $input) { deletedSubtaskId } }": typeof types.AssignmentsDeleteSubtaskDocument,
    "query AssignmentsAssignables($project: ID!, $leave: ID!) {\n  assignables(first: 60) { edges { node { __typename ... on Project { projectId } ... on LeaveType { name } } } }\n  project: assignable(id: $project) { __typename ... on Project { name } } leave: assignable(id: $leave) { __typename ... on LeaveType { name } } }": typeof types.AssignmentsAssignablesDocument,
    "query AssignmentsAssignable($id: ID!) { assignable(id: $id) { __typename } }": typeof types.AssignmentsAssignableDocument,
    "fragment AvailabilitiesBlock on Availability { id availabilityId startsAt endsAt person { personId } hours { sunday monday tuesday wednesday thursday friday saturday } }": typeof types.AvailabilitiesBlockFragmentDoc,
    "query AvailabilitiesOfPerson($id: ID!) { person(id: $id) { availabilities(first: 10) { edges { node { ...AvailabilitiesBlock } } pageInfo { hasNextPage } } } }": typeof types.AvailabilitiesOfPersonDocument,
    "query AvailabilitiesNode($id: ID!) { node(id: $id) { ... on Availability { availabilityId person { personId } } } }": typeof types.AvailabilitiesNodeDocument,
    "mutation AvailabilitiesCreate($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { ...AvailabilitiesBlock } } }": typeof types.AvailabilitiesCreateDocument,
    "mutation AvailabilitiesUpdate($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { ...AvailabilitiesBlock } } }": typeof types.AvailabilitiesUpdateDocument,
    "mutation AvailabilitiesDelete($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId } }": typeof types.AvailabilitiesDeleteDocument,
    "query AvailabilitiesPersonAssignments($id: ID!) { person(id: $id) { assignments(first: 500) { edges { node { id startsAt endsAt allocationMode percent hoursPerDay fixedHours } } } } }": typeof types.AvailabilitiesPersonAssignmentsDocument,
    "fragment BudgetsItem on BudgetItem { id budgetItemId itemType amount projectId category { name unit } }": typeof types.BudgetsItemFragmentDoc,
    "query BudgetsProjectItems($id: ID!, $itemType: BudgetItemType) { project(id: $id) {\n  all: budgetItems(first: 50) { edges { node { ...BudgetsItem } } } ofType: budgetItems(itemType: $itemType) { edges { node { ...BudgetsItem } } } } }": typeof types.BudgetsProjectItemsDocument,
    "query BudgetsItemPaths($id: ID!, $project: ID!, $other: ID!) { budgetItem(id: $id) { ...BudgetsItem } node(id: $id) { id }\n  project(id: $project) { budgetItem(id: $id) { amount } } other: project(id: $other) { budgetItem(id: $id) { amount } } }": typeof types.BudgetsItemPathsDocument,
    "query BudgetsItem($id: ID!) { budgetItem(id: $id) { id } }": typeof types.BudgetsItemDocument,
    "mutation BudgetsCreate($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { ...BudgetsItem } } }": typeof types.BudgetsCreateDocument,
    "mutation BudgetsUpdate($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { ...BudgetsItem } } }": typeof types.BudgetsUpdateDocument,
    "mutation BudgetsDelete($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId } }": typeof types.BudgetsDeleteDocument,
    "query BudgetsPhaseItems($id: ID!, $itemType: BudgetItemType) { node(id: $id) { __typename ... on Phase { budgetItems(itemType: $itemType) { edges { node { budgetItemId } } } } } }": typeof types.BudgetsPhaseItemsDocument,
    "query BudgetsCategories($project: ID!, $phase: ID!) {\n  expenseItemCategories { edges { node { categoryId name } } } timeEntryCategories { edges { node { name } } }\n  project(id: $project) { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } }\n  node(id: $phase) { __typename ... on Phase { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } } }": typeof types.BudgetsCategoriesDocument,
    "fragment CustomFieldsField on CustomField { id customFieldId name namespace dataType options defaultValue description isVisibleOnInfoPage isVisibleAsFilter }": typeof types.CustomFieldsFieldFragmentDoc,
    "query CustomFieldsLists($namespace: CustomFieldNamespace, $id: ID!) { customFields { edges { node { ...CustomFieldsField } } }\n  people: customFields(namespace: $namespace) { edges { node { name } } } customField(id: $id) { name options } }": typeof types.CustomFieldsListsDocument,
    "query CustomFieldsOwnerValues($project: ID!, $person: ID!) { project(id: $project) { customFieldValues { name value customField { dataType } } }\n  person(id: $person) { customFieldValues { name value customField { namespace } } } }": typeof types.CustomFieldsOwnerValuesDocument,
    "mutation CustomFieldsCreate($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { ...CustomFieldsField } } }": typeof types.CustomFieldsCreateDocument,
    "mutation CustomFieldsUpdate($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ...CustomFieldsField } } }": typeof types.CustomFieldsUpdateDocument,
    "mutation CustomFieldsDelete($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }": typeof types.CustomFieldsDeleteDocument,
    "query CustomFieldsOne($id: ID!) { customField(id: $id) { id } }": typeof types.CustomFieldsOneDocument,
    "mutation CustomFieldsSetProject($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id name value customField { name } } } }": typeof types.CustomFieldsSetProjectDocument,
    "mutation CustomFieldsSetPerson($input: SetCustomFieldValueInput!) { setPersonCustomFieldValue(input: $input) { customFieldValue { id name value } } }": typeof types.CustomFieldsSetPersonDocument,
    "mutation CustomFieldsUpdateProjectValue($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { id value } } }": typeof types.CustomFieldsUpdateProjectValueDocument,
    "mutation CustomFieldsUpdatePersonValue($input: UpdateCustomFieldValueInput!) { updatePersonCustomFieldValue(input: $input) { customFieldValue { value name } } }": typeof types.CustomFieldsUpdatePersonValueDocument,
    "query CustomFieldsProjectValues($id: ID!) { project(id: $id) { customFieldValues { id name value customFieldId } } }": typeof types.CustomFieldsProjectValuesDocument,
    "fragment ExpensesItem on ExpenseItem { id expenseItemId amount date category notes person { personId }\n  assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } } }": typeof types.ExpensesItemFragmentDoc,
    "query ExpensesOwnerItems($person: ID!, $project: ID!, $item: ID!) {\n  person(id: $person) { expenseItems(first: 50) { edges { node { expenseItemId person { personId } } } } expenseItem(id: $item) { amount } }\n  project(id: $project) { expenseItems(first: 50) { edges { node { expenseItemId } } } expenseItem(id: $item) { amount date } } }": typeof types.ExpensesOwnerItemsDocument,
    "mutation ExpensesCreate($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { ...ExpensesItem } } }": typeof types.ExpensesCreateDocument,
    "mutation ExpensesUpdate($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { ...ExpensesItem } } }": typeof types.ExpensesUpdateDocument,
    "mutation ExpensesDelete($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId } }": typeof types.ExpensesDeleteDocument,
    "query ExpensesNode($id: ID!) { node(id: $id) { id } }": typeof types.ExpensesNodeDocument,
    "query SheetsColumns($id: ID!) { sheet(id: $id) { totalRowCount columns { title type primary symbol systemColumnType autoNumberFormat { prefix fill } } } }": typeof types.SheetsColumnsDocument,
    "query SheetsRowAuthors($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { createdBy { email } modifiedBy { email } } } } } }": typeof types.SheetsRowAuthorsDocument,
    "query SheetsCells($id: ID!) { sheet(id: $id) { rows(first: 60) { edges { node { cells { columnType value displayValue objectValue {\n  __typename ... on PredecessorList { predecessors { rowId type lag { days } } }\n  ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } } } }": typeof types.SheetsCellsDocument,
    "query SheetsBigUser($id: ID!) { user(id: $id) { id userId } }": typeof types.SheetsBigUserDocument,
    "query SheetsBigUserNode($id: ID!) { node(id: $id) { __typename ... on User { userId } } }": typeof types.SheetsBigUserNodeDocument,
    "query SheetsFirstRows($id: ID!) { sheet(id: $id) { rows(first: 3, after: null) { edges { node { id rowNumber } } } } }": typeof types.SheetsFirstRowsDocument,
    "query SheetsRowNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Row { id rowNumber sheet { id } } } }": typeof types.SheetsRowNodesDocument,
    "query SingleReadsRootFields { __schema { queryType { fields { name args { name } type { kind name ofType { kind } } } } types { name interfaces { name } } } }": typeof types.SingleReadsRootFieldsDocument,
    "query SingleReadsSheetRowsCursor($id: ID!) { sheet(id: $id) { rows(first: 1) { pageInfo { endCursor } } } }": typeof types.SingleReadsSheetRowsCursorDocument,
    "query SingleReadsSheetTwoRows($id: ID!) { sheet(id: $id) { id rows(first: 2) { totalCount edges { node { rowId } } } } }": typeof types.SingleReadsSheetTwoRowsDocument,
    "query ShutdownMe { me { email } }": typeof types.ShutdownMeDocument,
    "query StartReadme { me { email } sheets(first: 3) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }": typeof types.StartReadmeDocument,
    "query SubscriptionLoadersFirstSheet { sheets(first: 1) { edges { node { sheetId } } } }": typeof types.SubscriptionLoadersFirstSheetDocument,
    "query SubscriptionLoadersStalled { sheets(first: 1) { edges { node { id } } } }": typeof types.SubscriptionLoadersStalledDocument,
    "subscription SubscriptionLoadersSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { events { id } sheet { attachments(first: 100) { edges { node { attachmentId name url } } } } } }": typeof types.SubscriptionLoadersSheetChangedDocument,
    "query SubscriptionsFirstSheet { sheets(first: 1) { edges { node { sheetId rows(first: 2) { edges { node { rowId } } } } } } }": typeof types.SubscriptionsFirstSheetDocument,
    "subscription SubscriptionsSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId sheet { name } timestamp events { objectType eventType rowId row { rowId } } } }": typeof types.SubscriptionsSheetChangedDocument,
    "query SubscriptionsSheetIds { sheets(first: 100) { edges { node { sheetId } } } }": typeof types.SubscriptionsSheetIdsDocument,
    "subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId } }": typeof types.SubscriptionsSheetIdChangedDocument,
    "query SubscriptionsLibraryAsset { libraries(first: 1) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId name } } } } } } } } } }": typeof types.SubscriptionsLibraryAssetDocument,
    "subscription SubscriptionsAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType eventTime asset { name } } }": typeof types.SubscriptionsAssetChangedDocument,
    "query WebhookCallbackUrlsIds { libraries(first: 1) { edges { node { libraryId } } } sheets(first: 1) { edges { node { sheetId } } } }": typeof types.WebhookCallbackUrlsIdsDocument,
    "mutation WebhookCallbackUrlsCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId callbackUrl } } }": typeof types.WebhookCallbackUrlsCreateAssetWebhookDocument,
    "mutation WebhookCallbackUrlsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId } } }": typeof types.WebhookCallbackUrlsCreateWebhookDocument,
    "query WebhookReceiversSheetIds { sheets(first: 2) { edges { node { sheetId } } } }": typeof types.WebhookReceiversSheetIdsDocument,
    "mutation WebhookReceiversCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId sharedSecret } } }": typeof types.WebhookReceiversCreateWebhookDocument,
    "subscription WebhookReceiversSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId timestamp } }": typeof types.WebhookReceiversSheetChangedDocument,
    "query WebhookReceiversLibraryAssets { libraries(first: 2) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId } } } } } } } } } }": typeof types.WebhookReceiversLibraryAssetsDocument,
    "mutation WebhookReceiversCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId } } }": typeof types.WebhookReceiversCreateAssetWebhookDocument,
    "subscription WebhookReceiversAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType } }": typeof types.WebhookReceiversAssetChangedDocument,
    "subscription WebhookReceiversAssetIdChanged($id: ID!) { assetChanged(libraryId: $id) { assetId } }": typeof types.WebhookReceiversAssetIdChangedDocument,
    "query WebhookReceiversLibraryOrganization($id: ID!) { library(id: $id) { organization { organizationId } } }": typeof types.WebhookReceiversLibraryOrganizationDocument,
    "query WebhookReceiversWebhook($id: ID!) { webhook(id: $id) { webhookId } }": typeof types.WebhookReceiversWebhookDocument,
    "query WebhookReceiversLibrary($id: ID!) { library(id: $id) { libraryId } }": typeof types.WebhookReceiversLibraryDocument,
    "query WebhooksE2ePlanAndUsers { me { plans(first: 1) { edges { node { planId } } } } users(first: 40) { edges { node { userId seatType } } } }": typeof types.WebhooksE2ePlanAndUsersDocument,
    "mutation WebhooksE2eCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id status } } }": typeof types.WebhooksE2eCreateWebhookDocument,
    "mutation WebhooksE2eEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }": typeof types.WebhooksE2eEnableWebhookDocument,
    "subscription WebhooksE2eSeatChanged { userSeatTypeChanged { userId planId seatType user { userId } } }": typeof types.WebhooksE2eSeatChangedDocument,
    "mutation WebhooksE2eUpgrade($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { plan { seatType } } }": typeof types.WebhooksE2eUpgradeDocument,
    "mutation WebhooksE2eDowngrade($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { plan { seatType } } }": typeof types.WebhooksE2eDowngradeDocument,
    "query WebhooksE2eWebhookStatus($id: ID!) { node(id: $id) { __typename ... on Webhook { status } } }": typeof types.WebhooksE2eWebhookStatusDocument,
    "query WebhooksE2eLibrarySections { libraries(first: 5) { edges { node { libraryId sections(first: 10) { edges { node { id defaultAssetType } } } } } } }": typeof types.WebhooksE2eLibrarySectionsDocument,
    "mutation WebhooksE2eCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }": typeof types.WebhooksE2eCreateAssetWebhookDocument,
    "subscription WebhooksE2eAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType asset { name } } }": typeof types.WebhooksE2eAssetChangedDocument,
    "mutation WebhooksE2eUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { assetId } } }": typeof types.WebhooksE2eUploadAssetDocument,
    "query WebhooksE2eSheets { sheets(first: 30) { edges { node { sheetId columns { columnId type primary } rows(first: 1) { edges { node { rowId } } } } } } }": typeof types.WebhooksE2eSheetsDocument,
    "subscription WebhooksE2eSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId events { objectType eventType rowId columnId row { rowId cells { columnId value } } } } }": typeof types.WebhooksE2eSheetChangedDocument,
    "mutation WebhooksE2eUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }": typeof types.WebhooksE2eUpdateRowsDocument,
    "mutation WorkAttachmentsLimitsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { attachmentType } } }": typeof types.WorkAttachmentsLimitsAttachUrlDocument,
    "query WorkAttachmentsLimitsMe { me { email } }": typeof types.WorkAttachmentsLimitsMeDocument,
    "fragment WorkAttachmentsFields on Attachment { id attachmentId name attachmentType attachmentSubType mimeType parentType parentId sizeInKb createdAt createdBy { email name } }": typeof types.WorkAttachmentsFieldsFragmentDoc,
    "query WorkAttachmentsSheetAndRow($id: ID!) { sheet(id: $id) { id sheetId rows(first: 1) { edges { node { rowId } } } } }": typeof types.WorkAttachmentsSheetAndRowDocument,
    "query WorkAttachmentsLists($id: ID!, $rowId: ID!) { sheet(id: $id) { attachments(first: 50) { totalCount edges { node { ...WorkAttachmentsFields } } } }\n  row: node(id: $rowId) { __typename ... on Row { attachments(first: 50) { totalCount edges { node { parentType parentId } } } } } }": typeof types.WorkAttachmentsListsDocument,
    "query WorkAttachmentsVersions($id: ID!) { sheet(id: $id) { attachments(first: 50) { edges { node { id attachmentType parentType\n  versions(first: 10) { totalCount edges { node { attachmentId createdAt } } } } } } } }": typeof types.WorkAttachmentsVersionsDocument,
    "query WorkAttachmentsDownload($id: ID!) { attachment(id: $id) { attachmentId name url urlExpiresInMillis } }": typeof types.WorkAttachmentsDownloadDocument,
    "query WorkAttachmentsByRawId($id: ID!, $s: ID!, $unknown: ID!) { a: attachment(id: $id, sheetId: $s) { attachmentId } b: attachment(id: $unknown, sheetId: $s) { attachmentId } }": typeof types.WorkAttachmentsByRawIdDocument,
    "query WorkAttachmentsComments($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { comments { id commentId } } } } } }": typeof types.WorkAttachmentsCommentsDocument,
    "mutation WorkAttachmentsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ...WorkAttachmentsFields url } } }": typeof types.WorkAttachmentsAttachUrlDocument,
    "mutation WorkAttachmentsAttachUrlId($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }": typeof types.WorkAttachmentsAttachUrlIdDocument,
    "mutation WorkAttachmentsNewVersionId($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } } }": typeof types.WorkAttachmentsNewVersionIdDocument,
    "mutation WorkAttachmentsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { ...WorkAttachmentsFields url urlExpiresInMillis } } }": typeof types.WorkAttachmentsAttachFileDocument,
    "mutation WorkAttachmentsNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id attachmentId name } } }": typeof types.WorkAttachmentsNewVersionDocument,
    "query WorkAttachmentsVersionNames($id: ID!) { attachment(id: $id) { versions(first: 10) { edges { node { attachmentId name } } } } }": typeof types.WorkAttachmentsVersionNamesDocument,
    "mutation WorkAttachmentsDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }": typeof types.WorkAttachmentsDeleteDocument,
    "mutation WorkAttachmentsDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentId } }": typeof types.WorkAttachmentsDeleteVersionsDocument,
    "query WorkAttachmentsTwo($a: ID!, $b: ID!) { a: attachment(id: $a) { id } b: attachment(id: $b) { id } }": typeof types.WorkAttachmentsTwoDocument,
    "mutation WorkAttachmentsAttachFileParent($input: AttachFileInput!) { attachFile(input: $input) { attachment { id parentType parentId } } }": typeof types.WorkAttachmentsAttachFileParentDocument,
    "query WorkAttachmentsNode($id: ID!) { node(id: $id) { __typename ... on Attachment { name sizeInKb } } }": typeof types.WorkAttachmentsNodeDocument,
    "query WorkAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 10) { totalCount edges { node { id automationRuleId name enabled disabledReason userCanModify\n  createdBy { email } createdAt action { type frequency recipients { email } notifyAllSharedUsers includeAllColumns } } } } } }": typeof types.WorkAutomationRulesDocument,
    "query WorkAutomationRule($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id name action { type } } } }": typeof types.WorkAutomationRuleDocument,
    "query WorkAutomationRuleId($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id } } }": typeof types.WorkAutomationRuleIdDocument,
    "mutation WorkAutomationUpdate($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name enabled action { type frequency recipients { email } notifyAllSharedUsers } } } }": typeof types.WorkAutomationUpdateDocument,
    "mutation WorkAutomationDelete($input: DeleteAutomationRuleInput!) { deleteAutomationRule(input: $input) { deletedAutomationRuleId } }": typeof types.WorkAutomationDeleteDocument,
    "query WorkColumnsRead($id: ID!, $c: ID!) { sheet(id: $id) { currentVersion\n  columnConnection(first: 3) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  column(id: $c) { id title type options } } }": typeof types.WorkColumnsReadDocument,
    "mutation WorkColumnsAdd($input: AddColumnsInput!) { addColumns(input: $input) { version columns { id columnId index title type symbol systemColumnType autoNumberFormat { prefix fill startingNumber } options validation } } }": typeof types.WorkColumnsAddDocument,
    "mutation WorkColumnsUpdate($input: UpdateColumnInput!) { updateColumn(input: $input) { version column { columnId index title type options validation } } }": typeof types.WorkColumnsUpdateDocument,
    "mutation WorkColumnsDelete($input: DeleteColumnInput!) { deleteColumn(input: $input) { deletedColumnId version } }": typeof types.WorkColumnsDeleteDocument,
    "mutation WorkColumnsMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { sheetId name } } }": typeof types.WorkColumnsMoveSheetDocument,
};
const documents: Documents = {
    "query ApolloClientSheets($first: Int, $after: String, $last: Int, $before: String) {\n    sheets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sheetId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientSheetsDocument,
    "query ApolloClientUsers($first: Int, $after: String, $last: Int, $before: String) {\n    users(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id userId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientUsersDocument,
    "query ApolloClientLibraries($first: Int, $after: String, $last: Int, $before: String) {\n    libraries(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id libraryId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientLibrariesDocument,
    "query ApolloClientProjects($first: Int, $after: String, $last: Int, $before: String) {\n      projects(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id projectId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientProjectsDocument,
    "query ApolloClientEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {\n      events(first: $first, after: $after, since: $since, to: $to) { edges { cursor node { id eventId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientEventsDocument,
    "query ApolloClientSheetRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      sheet(id: $id) { id rows(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id rowId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.ApolloClientSheetRowsDocument,
    "query ApolloClientProjectAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      project(id: $id) { id assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assignmentId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.ApolloClientProjectAssignmentsDocument,
    "query ApolloClientLibrarySections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      library(id: $id) { id sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sectionId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.ApolloClientLibrarySectionsDocument,
    "query ApolloClientFirstSectionOfLibrary($id: ID!) { library(id: $id) { sections(first: 1) { edges { node { id } } } } }": types.ApolloClientFirstSectionOfLibraryDocument,
    "query ApolloClientSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      node(id: $id) { __typename id ... on Section { assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assetId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }": types.ApolloClientSectionAssetsDocument,
    "query EntitiesCostSample { sheets(first: 50) { edges { node { id totalRowCount } } }\n        users(first: 100) { edges { node { id } } }\n        people(first: 100) { edges { node { id } } }\n        leave: people(first: 60) { edges { node { assignments(first: 50) { edges { node { assignable { ... on LeaveType { id } } } } } } } }\n        libraries(first: 1) { edges { node { sections(first: 1) { edges { node { assets(first: 5) { edges { node { id } } } } } } } } }\n        allLibraries: libraries(first: 100) { edges { node { id organization { id } } } } }": types.EntitiesCostSampleDocument,
    "query EntitiesCostRows($id: ID!) { sheet(id: $id) { columns { id } rows(first: 100) { edges { node { id } } } } }": types.EntitiesCostRowsDocument,
    "query EntitiesCostEvents { events(first: 100, since: \"2026-10-10T00:00:00Z\") { edges { node { id } } } }": types.EntitiesCostEventsDocument,
    "query ParityLibrary { libraries(first: 1) { edges { node { id } } } }": types.ParityLibraryDocument,
    "mutation ParityWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { id } } }": types.ParityWebhookDocument,
    "mutation ParityAssetWebhook($i: CreateAssetWebhookInput!) { createAssetWebhook(input: $i) { webhook { id } } }": types.ParityAssetWebhookDocument,
    "query GraphiqlMe { me { email } }": types.GraphiqlMeDocument,
    "query RelayRefetchNode($id: ID!) { node(id: $id) { __typename id } }": types.RelayRefetchNodeDocument,
    "query RelayRefetchNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": types.RelayRefetchNodesDocument,
    "query SupergraphUsers($first: Int) { users(first: $first) { edges { node { id email } } } }": types.SupergraphUsersDocument,
    "query SupergraphAssets($first: Int) { libraries(first: 1) { edges { node { assets(first: $first) { edges { node { id name } } } } } } }": types.SupergraphAssetsDocument,
    "query ContainersOrganizations { organizations(first: 5) { totalCount edges { node { id organizationId name slug\n  libraries(first: 10) { totalCount edges { node { libraryId name organization { organizationId } } } } } } } }": types.ContainersOrganizationsDocument,
    "query ContainersCollections($id: ID!, $first: Int, $after: String) { library(id: $id) { collections(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.ContainersCollectionsDocument,
    "query ContainersCollection($id: ID!) { node(id: $id) { __typename ... on Collection { collectionId name slug public stealth isWorkspace library { libraryId }\n  assets(first: 500) { totalCount edges { node { assetId collections { collectionId } } } } } } }": types.ContainersCollectionDocument,
    "query ContainersSectionAssets($id: ID!) { node(id: $id) { __typename ... on Section { assets(first: 50) { edges { node { assetId\n  tags { name autoGenerated source } customFields { key value } library { libraryId } } } } } } }": types.ContainersSectionAssetsDocument,
    "query ContainersAsset($id: ID!) { asset(id: $id) { assetId tags { name autoGenerated } customFields { key value } collections { collectionId } } }": types.ContainersAssetDocument,
    "query ContainersLibraryAssets($id: ID!, $after: String) { library(id: $id) { assets(first: 3, after: $after) { totalCount pageInfo { endCursor } } } }": types.ContainersLibraryAssetsDocument,
    "mutation AssetsUpload($input: UploadAssetInput!) {\n  uploadAsset(input: $input) { uploadMethod storageRequests size\n    asset { id assetId name description section { sectionId } library { libraryId }  # library: one read\n      attachments { attachmentId filename size mimetype url } } } }": types.AssetsUploadDocument,
    "query AssetsWalk($id: ID!, $first: Int, $after: String) {\n  organization(id: $id) { attachments(first: $first, after: $after) {\n    totalCount edges { cursor node { id attachmentId filename asset { assetId } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }": types.AssetsWalkDocument,
    "query AssetsWalkLibraryCursor { libraries(first: 1) { pageInfo { endCursor } } }": types.AssetsWalkLibraryCursorDocument,
    "mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {\n  createAssetWebhook(input: $input) { webhook { id webhookId eventType libraryId callbackUrl active createdAt library { name } } } }": types.AssetWebhooksCreateDocument,
    "query AssetWebhooksList($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {\n  totalCount edges { cursor node { id webhookId eventType callbackUrl } } pageInfo { hasNextPage endCursor } } }": types.AssetWebhooksListDocument,
    "mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }": types.AssetWebhooksDeleteDocument,
    "query AssetWebhooksNode($id: ID!) { node(id: $id) { id ... on AssetWebhook { webhookId eventType } } }": types.AssetWebhooksNodeDocument,
    "mutation AllocationCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId } } }": types.AllocationCreateDocument,
    "mutation AllocationUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { allocationMode hoursPerDay percent } } }": types.AllocationUpdateDocument,
    "query AuthMe { me { email } }": types.AuthMeDocument,
    "query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }": types.AuthSheetsDocument,
    "query AuthSheet($id: ID!) { sheet(id: $id) { name } }": types.AuthSheetDocument,
    "query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }": types.AuthMeAndPeopleDocument,
    "query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": types.AuthEveryBackendDocument,
    "query AuthUsers { users(first: 5) { edges { node { email } } } }": types.AuthUsersDocument,
    "query BatchingEvents { events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } } }": types.BatchingEventsDocument,
    "query BatchingEventsTwice {\n    a: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } }\n    b: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } } }": types.BatchingEventsTwiceDocument,
    "query BatchingUsersPeople { users(first: 200) { edges { node { email person { email displayName } } } } }": types.BatchingUsersPeopleDocument,
    "query BatchingPeopleUsers { people(first: 100) { edges { node { email user { email name } } } } }": types.BatchingPeopleUsersDocument,
    "query BatchingAssignments { projects(first: 5) { edges { node { name assignments(first: 20) { edges { node {\n            person { id } assignable { __typename ... on Phase { project { id } } } project { id name } } } } } } } }": types.BatchingAssignmentsDocument,
    "mutation CellFormatsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id cells { columnId value displayValue format } } } }": types.CellFormatsAddDocument,
    "query CellFormatsRead($id: ID!) { node(id: $id) { __typename ... on Row { cells { columnId value displayValue format } } } }": types.CellFormatsReadDocument,
    "query CursorsUsers($after: String) { users(first: 2, after: $after) { edges { node { id } } } }": types.CursorsUsersDocument,
    "query CursorsEnds { users(first: 2) { pageInfo { endCursor } } sheets(first: 2) { pageInfo { endCursor } } people(first: 2) { pageInfo { endCursor } } }": types.CursorsEndsDocument,
    "query CursorsUsersByEmail($after: String) { users(first: 2, after: $after, emails: [\"ada.adler@example.com\"]) { edges { node { id } } } }": types.CursorsUsersByEmailDocument,
    "query CursorsWorkspaces($before: String) { workspaces(first: 2, after: $before) { edges { node { id } } } }": types.CursorsWorkspacesDocument,
    "query CursorsTooMany { users(first: 100000) { edges { node { id } } } }": types.CursorsTooManyDocument,
    "query CursorsNegative { sheets(first: -1) { edges { node { id } } } }": types.CursorsNegativeDocument,
    "query CursorsMalformedId { node(id: \"not-a-global-id\") { id } }": types.CursorsMalformedIdDocument,
    "mutation DependencyColumnsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }": types.DependencyColumnsUpdateDocument,
    "mutation DependencyColumnsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }": types.DependencyColumnsAddDocument,
    "mutation DocumentedAddRows($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells { value objectValue { __typename } format } } } }": types.DocumentedAddRowsDocument,
    "mutation DocumentedAddReviewed($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells {\n  objectValue { ... on MultiContactValue { contacts { email name } } } } } } }": types.DocumentedAddReviewedDocument,
    "query DocumentedUsersByEmail($emails: [EmailAddress!]) { users(first: 2, emails: $emails) { edges { node { email\n    alternateEmails { email } plans(first: 2) { edges { node { planId } } } } } } }": types.DocumentedUsersByEmailDocument,
    "query DocumentedSeatTypes { me { email } users(first: 2, seatType: [MEMBER]) { totalCount } }": types.DocumentedSeatTypesDocument,
    "query DocumentedSheets { sheets(first: 2) { edges { node { name version\n    rows(first: 2) { edges { node { rowId cells { value format } } } } columnConnection(first: 2) { totalCount }\n    attachments(first: 2) { totalCount } discussions(first: 2) { totalCount } search(query: \"a\") { totalCount } } } } }": types.DocumentedSheetsDocument,
    "query DocumentedSheetParts($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { automationRules(first: 2) { totalCount }\n    row(id: $row) { cellHistory(columnId: $column, first: 2) { totalCount } } column(id: $column) { title } } }": types.DocumentedSheetPartsDocument,
    "query DocumentedContainers { workspaces(first: 2) { edges { node { createdAt children(first: 3) { edges { node { __typename\n    ... on Folder { children(first: 2) { edges { cursor } } } } } } } } } dashboards(first: 2) { edges { cursor } } webhooks(first: 2) { edges { cursor } } }": types.DocumentedContainersDocument,
    "query DocumentedShares($id: ID!) { shares(assetType: sheet, assetId: $id, first: 2) { edges { node { accessLevel } } }\n    search(query: \"risk\", includeFavorites: true) { totalCount } }": types.DocumentedSharesDocument,
    "query DocumentedEvents($ids: [ID!]) { events(first: 2, since: \"2026-10-01T00:00:00Z\", to: \"2026-10-02T00:00:00Z\") { edges { cursor } }\n    filteredEvents(first: 2, since: \"2026-10-01T00:00:00Z\", sheetIds: $ids) { edges { cursor } } }": types.DocumentedEventsDocument,
    "mutation DocumentedUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId cells { value } } } }": types.DocumentedUpdateRowsDocument,
    "query DocumentedProjects { projects(first: 2) { edges { node { phases(first: 2) { totalCount }\n    assignments(first: 2) { edges { node { subtaskCounts { total } } } } budgetItems(itemType: Expenses, first: 2) { totalCount } billRates(first: 2) { totalCount }\n    expenseItems(first: 2) { totalCount } } } } }": types.DocumentedProjectsDocument,
    "query DocumentedPeople { people(first: 2) { edges { node { availabilities(first: 2) { totalCount }\n    expenseItems(first: 2) { totalCount } } } } approvals(first: 2) { totalCount } customFields(namespace: users) { totalCount } placeholders(first: 2) { totalCount } }": types.DocumentedPeopleDocument,
    "query DocumentedReference { assignments(first: 2, from: \"2026-01-01\", to: \"2026-12-31\") { totalCount }\n    assignables(first: 2, withArchived: true) { totalCount } holidays(first: 2) { totalCount } disciplines(first: 2) { totalCount } leaveTypes(first: 2) { totalCount }\n    apiTokens(first: 2) { totalCount } billRates(first: 2) { totalCount } }": types.DocumentedReferenceDocument,
    "query DocumentedAssets { organizations(first: 2) { edges { node { libraries(first: 2) { edges { node {\n    sections(first: 2) { totalCount } collections(first: 2) { totalCount } assets(first: 2) { edges { node { name attachments { url } } } } } } } } } } }": types.DocumentedAssetsDocument,
    "query EventDetailsPage($after: String) { events(first: 500, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { node { eventType source details { __typename raw\n    ... on GenericEventDetails { emailAddress sourceIpAddress }\n    ... on AccessTokenAuthorizeDetails { emailAddress tokenExpirationTimestamp accessScopes appClientId }\n    ... on FolderRequestBackupDetails { includeAttachments sendCompletionEmail }\n    ... on AuthenticationActivateDomainStrictDetails { sourceIpAddress domains mfaEnabled }\n    ... on PolicyDataEgressCreateDetails { restrictedActions scope }\n    ... on ReportSendAsAttachmentDetails { formatType recipientEmail recipientGroupId }\n    ... on SecurityControlsUpdateApiTokenExpirationPeriodDetails { oldValue newValue }\n    ... on AttachmentCreateDetails { emailAddress sheetId workspaceId attachmentName }\n  } } }\n  pageInfo { hasNextPage endCursor } } }": types.EventDetailsPageDocument,
    "query EventObjects { events(first: 50, since: \"2026-10-15T00:00:00Z\") { edges { node { objectType objectId userId user { name }\n  object { __typename ... on Sheet { sheetId name } ... on Workspace { workspaceId } ... on User { userId }\n    ... on UnresolvedEventObject { objectType objectId } } } } } }": types.EventObjectsDocument,
    "mutation ExactNumbersAdd($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }": types.ExactNumbersAddDocument,
    "mutation ExactNumbersUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }": types.ExactNumbersUpdateDocument,
    "query FederationSamples {\n        users(first: 1) { edges { node { id } } }\n        sheets(first: 1) { edges { node { id columns { id } rows(first: 1) { edges { node { id } } } } } }\n        workspaces(first: 1) { edges { node { id } } }\n        events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } }\n        people(first: 40) { edges { node { id assignments(first: 50) { edges { node { assignable { __typename ... on LeaveType { id } } } } } } } }\n        projects(first: 20) { edges { node { id phases(first: 1) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } } } }\n        libraries(first: 1) { edges { node { id organization { id } sections(first: 1) { edges { node { id assets(first: 1) { edges { node { id attachments { id } } } } } } } } } }\n      }": types.FederationSamplesDocument,
    "query FederationUsers { users(first: 10) { edges { node { id } } } }": types.FederationUsersDocument,
    "query FederationNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": types.FederationNodesDocument,
    "query FilteredEventsPage($first: Int, $after: String, $ids: [ID!]) { filteredEvents(first: $first, after: $after, sheetIds: $ids, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id objectType objectId details { __typename ... on AttachmentCreateDetails { sheetId } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.FilteredEventsPageDocument,
    "query FilteredAdminFeed { events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } } }": types.FilteredAdminFeedDocument,
    "query FilteredVisibleSheets { sheets(first: 100) { edges { node { sheetId } } } }": types.FilteredVisibleSheetsDocument,
    "query FilteredFirstSheet { sheets(first: 1) { edges { node { id } } } }": types.FilteredFirstSheetDocument,
    "query FilteredSheetEvents($id: ID!) { sheet(id: $id) { events(first: 20, since: \"2020-01-01T00:00:00Z\") { edges { node { eventType } } } } }": types.FilteredSheetEventsDocument,
    "query FilteredSinceAndPosition { filteredEvents(first: 1, since: \"2026-10-01T00:00:00Z\", streamPosition: \"x\") { edges { node { id } } } }": types.FilteredSinceAndPositionDocument,
    "query FilteredAdminPage($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n      edges { node { id } } pageInfo { endCursor hasNextPage } } }": types.FilteredAdminPageDocument,
    "query FullReadsListsOnly { users(first: 3) { edges { node { name email status } } } workspaces(first: 2) { edges { node { name accessLevel } } } }": types.FullReadsListsOnlyDocument,
    "query FullReadsUserProfiles { users(first: 3) { edges { node { userId locale timeZone title company account { name } } } } }": types.FullReadsUserProfilesDocument,
    "query FullReadsSheetsWorkspaces { sheets(first: 2) { edges { node { version ganttEnabled favorite } } } workspaces(first: 2) { edges { node { createdAt modifiedAt } } } }": types.FullReadsSheetsWorkspacesDocument,
    "query FullReadsMe { me { locale timeZone role account { name } } }": types.FullReadsMeDocument,
    "query ReconcileSheetJoins($id: ID!) { sheet(id: $id) { project { projectId } assets(first: 500) { edges { node { assetId } } } } }": types.ReconcileSheetJoinsDocument,
    "query JoinIndexJoins($sheet: ID!, $project: ID!) {\n  sheet(id: $sheet) {\n    project { projectId }\n    assets(first: 500) { edges { node { assetId } } }\n    rows(first: 30) { edges { node { rowId assets(first: 50) { edges { node { assetId } } } } } }\n  }\n  project(id: $project) { projectId assets(first: 500) { edges { node { assetId } } } }\n}": types.JoinIndexJoinsDocument,
    "query JoinIndexSheetRows($id: ID!) { sheet(id: $id) { rows(first: 30) { edges { node { rowId } } } } }": types.JoinIndexSheetRowsDocument,
    "mutation JoinIndexSetAssetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId customFields { key value } } } }": types.JoinIndexSetAssetFieldDocument,
    "query JoinIndexProjectFields($id: ID!) { project(id: $id) { customFieldValues { id name value } } }": types.JoinIndexProjectFieldsDocument,
    "mutation JoinIndexUpdateProjectField($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { value } } }": types.JoinIndexUpdateProjectFieldDocument,
    "query JoinsProjectSheets { projects(first: 10) { edges { node { projectId sheet { sheetId name project { projectId } } } } } }": types.JoinsProjectSheetsDocument,
    "query JoinsAssetWork($id: ID!) { asset(id: $id) { assetId\n  sheet { sheetId assets(first: 100) { edges { node { assetId } } } }\n  row { rowId assets(first: 50) { edges { node { assetId } } } } } }": types.JoinsAssetWorkDocument,
    "query JoinsProjectAssets { projects(first: 50) { edges { node { projectId assets(first: 100) { totalCount edges { node { project { projectId } } } } } } } }": types.JoinsProjectAssetsDocument,
    "query JoinsFirstSheet { sheets(first: 1) { edges { node { id } } } }": types.JoinsFirstSheetDocument,
    "query JoinsSheetAssets($id: ID!) { sheet(id: $id) { name assets(first: 5) { totalCount } } }": types.JoinsSheetAssetsDocument,
    "query ObservabilityLogged { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": types.ObservabilityLoggedDocument,
    "query ObservabilityNamed { sheets(first: 2) { edges { node { name } } } }": types.ObservabilityNamedDocument,
    "query ObservabilityInFlight { me { email } }": types.ObservabilityInFlightDocument,
    "query ObservabilityTraced { me { email } people(first: 1) { edges { node { id } } } }": types.ObservabilityTracedDocument,
    "query PacingMe { me { email } }": types.PacingMeDocument,
    "query PacingPeople { people(first: 1) { edges { node { id } } } }": types.PacingPeopleDocument,
    "query PacingLibraries { libraries(first: 1) { edges { node { libraryId } } } }": types.PacingLibrariesDocument,
    "query PagedUsers($first: Int, $after: String, $last: Int, $before: String) { users(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }": types.PagedUsersDocument,
    "query PagedSheets($first: Int, $after: String, $last: Int, $before: String) { sheets(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedSheetsDocument,
    "query PagedRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { sheet(id: $id) { rows(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } } }": types.PagedRowsDocument,
    "query PagedWorkspaces($first: Int, $after: String) { workspaces(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedWorkspacesDocument,
    "query PagedEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) { events(first: $first, after: $after, since: $since, to: $to) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedEventsDocument,
    "query PagedPeople($first: Int, $after: String, $last: Int, $before: String) { people(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedPeopleDocument,
    "query PagedProjects($first: Int, $after: String, $last: Int, $before: String) { projects(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedProjectsDocument,
    "query PagedPhases($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) { phases(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.PagedPhasesDocument,
    "query PagedProjectAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) {\n  assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.PagedProjectAssignmentsDocument,
    "query PagedPersonAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { person(id: $id) {\n  assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.PagedPersonAssignmentsDocument,
    "query PagedLibraries($first: Int, $after: String, $last: Int, $before: String) { libraries(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedLibrariesDocument,
    "query PagedSections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { library(id: $id) {\n  sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.PagedSectionsDocument,
    "query PagedSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { node(id: $id) { ... on Section {\n  assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }": types.PagedSectionAssetsDocument,
    "query PagedPeopleEnd { people(first: 60) { pageInfo { endCursor } } }": types.PagedPeopleEndDocument,
    "query PagedPeopleBefore($before: String) { people(last: 10, before: $before) { edges { node { id } } pageInfo { hasPreviousPage } } }": types.PagedPeopleBeforeDocument,
    "query PagedPeopleLastAlone { people(last: 10) { edges { node { id } } } }": types.PagedPeopleLastAloneDocument,
    "query RefusalSheetShares($assetId: ID!) { shares(assetType: sheet, assetId: $assetId, first: 1) { edges { node { id shareId } } } }": types.RefusalSheetSharesDocument,
    "mutation RefusalUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { version } }": types.RefusalUpdateRowsDocument,
    "mutation RefusalAddRows($input: AddRowsInput!) { addRows(input: $input) { version } }": types.RefusalAddRowsDocument,
    "mutation RefusalAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { version } }": types.RefusalAddColumnsDocument,
    "mutation RefusalUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { version } }": types.RefusalUpdateColumnDocument,
    "mutation RefusalUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } } }": types.RefusalUpdateAutomationRuleDocument,
    "mutation RefusalUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { accessLevel } } }": types.RefusalUpdateShareDocument,
    "mutation RefusalCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } } }": types.RefusalCreateShareDocument,
    "mutation RefusalAddUser($input: AddUserInput!) { addUser(input: $input) { user { email } } }": types.RefusalAddUserDocument,
    "mutation RefusalAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { email } } }": types.RefusalAddAlternateEmailsDocument,
    "mutation RefusalMakePrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } } }": types.RefusalMakePrimaryDocument,
    "mutation RefusalAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }": types.RefusalAttachUrlDocument,
    "mutation RefusalAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { id } } }": types.RefusalAttachFileDocument,
    "query StormEvents($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }": types.StormEventsDocument,
    "query StormRows($id: ID!, $first: Int, $after: String) { sheet(id: $id) { rows(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }": types.StormRowsDocument,
    "query StormSectionAssets($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Section { assets(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } } }": types.StormSectionAssetsDocument,
    "query ReliabilityMe { me { email } }": types.ReliabilityMeDocument,
    "query ReliabilityMeAndPeople { me { email person { displayName } } people(first: 1) { edges { node { id } } } }": types.ReliabilityMeAndPeopleDocument,
    "query ReliabilityPeople { people(first: 1) { edges { node { id } } } }": types.ReliabilityPeopleDocument,
    "query ReliabilityEventUsers($since: DateTime) { events(first: 50, since: $since) { edges { node { user { name } } } } }": types.ReliabilityEventUsersDocument,
    "mutation ReliabilityCreateWorkspace($name: String!) { createWorkspace(input: { name: $name }) { workspace { name } } }": types.ReliabilityCreateWorkspaceDocument,
    "query ReliabilityWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }": types.ReliabilityWorkspaceNamesDocument,
    "query ApiTokensList { apiTokens(first: 50) { edges { node { id apiTokenId title createdAt } } } }": types.ApiTokensListDocument,
    "query ApiTokensTypeFields($name: String!) { __type(name: $name) { fields { name } } }": types.ApiTokensTypeFieldsDocument,
    "mutation ApiTokensCreate($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id apiTokenId title } secret } }": types.ApiTokensCreateDocument,
    "mutation ApiTokensRenew($id: ID!) { renewApiToken(input: { id: $id }) { apiToken { id apiTokenId title } secret } }": types.ApiTokensRenewDocument,
    "mutation ApiTokensUpdate($input: UpdateApiTokenInput!) { updateApiToken(input: $input) { apiToken { id title } } }": types.ApiTokensUpdateDocument,
    "mutation ApiTokensDelete($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId } }": types.ApiTokensDeleteDocument,
    "query ApiTokensNode($id: ID!) { node(id: $id) { id ... on ApiToken { title } } }": types.ApiTokensNodeDocument,
    "query ApiTokensHolidays { holidays(first: 1) { edges { node { name } } } }": types.ApiTokensHolidaysDocument,
    "fragment ApprovalsFields on Approval { id approvalId status approvableType approvableId submittedBy { personId } approvedBy { personId } expenseItem { expenseItemId } }": types.ApprovalsFieldsFragmentDoc,
    "mutation ApprovalsCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId updatedAt } } }": types.ApprovalsCreateExpenseDocument,
    "mutation ApprovalsSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { ...ApprovalsFields } } }": types.ApprovalsSubmitDocument,
    "mutation ApprovalsApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { ...ApprovalsFields } } }": types.ApprovalsApproveDocument,
    "mutation ApprovalsDelete($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }": types.ApprovalsDeleteDocument,
    "query ApprovalsList($first: Int!) { approvals(first: $first) { edges { node { ...ApprovalsFields } } } }": types.ApprovalsListDocument,
    "query ApprovalsNode($id: ID!) { node(id: $id) { __typename ... on Approval { approvalId } } }": types.ApprovalsNodeDocument,
    "fragment AssignmentsFields on Assignment { id assignmentId startsAt endsAt allocationMode percent hoursPerDay fixedHours description note person { personId }\n  assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } } subtasks { id description completed } subtaskCounts { completed total } }": types.AssignmentsFieldsFragmentDoc,
    "mutation AssignmentsCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ...AssignmentsFields } } }": types.AssignmentsCreateDocument,
    "mutation AssignmentsUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ...AssignmentsFields } } }": types.AssignmentsUpdateDocument,
    "mutation AssignmentsDelete($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId } }": types.AssignmentsDeleteDocument,
    "mutation AssignmentsRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { ...AssignmentsFields } } }": types.AssignmentsRetargetDocument,
    "query AssignmentsReadPaths($project: ID!, $person: ID!, $id: ID!, $other: ID!, $from: Date, $to: Date) {\n  assignments(first: 3, from: $from, to: $to) { edges { node { assignmentId subtaskCounts { total } } } }\n  project(id: $project) { assignment(id: $id) { assignmentId } }\n  person(id: $person) { assignment(id: $id) { assignmentId } other: assignment(id: $other) { assignmentId } assignments(first: 100) { edges { node { assignmentId } } } }\n}": types.AssignmentsReadPathsDocument,
    "query AssignmentsNode($id: ID!) { node(id: $id) { __typename ... on Assignment { assignmentId } } }": types.AssignmentsNodeDocument,
    "mutation AssignmentsCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id subtaskId description completed assignment { assignmentId } } } }": types.AssignmentsCreateSubtaskDocument,
    "query AssignmentsSubtaskList($id: ID!) { node(id: $id) { __typename ... on Assignment { subtaskList(first: 10) { edges { node { subtaskId } } } subtaskCounts { total completed } } } }": types.AssignmentsSubtaskListDocument,
    "mutation AssignmentsUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { description completed updatedBy { personId } } } }": types.AssignmentsUpdateSubtaskDocument,
    "query AssignmentsSubtaskNode($id: ID!) { node(id: $id) { ... on Subtask { description completed } } }": types.AssignmentsSubtaskNodeDocument,
    "mutation AssignmentsDeleteSubtask($input: DeleteSubtaskInput!) { deleteSubtask(input: $input) { deletedSubtaskId } }": types.AssignmentsDeleteSubtaskDocument,
    "query AssignmentsAssignables($project: ID!, $leave: ID!) {\n  assignables(first: 60) { edges { node { __typename ... on Project { projectId } ... on LeaveType { name } } } }\n  project: assignable(id: $project) { __typename ... on Project { name } } leave: assignable(id: $leave) { __typename ... on LeaveType { name } } }": types.AssignmentsAssignablesDocument,
    "query AssignmentsAssignable($id: ID!) { assignable(id: $id) { __typename } }": types.AssignmentsAssignableDocument,
    "fragment AvailabilitiesBlock on Availability { id availabilityId startsAt endsAt person { personId } hours { sunday monday tuesday wednesday thursday friday saturday } }": types.AvailabilitiesBlockFragmentDoc,
    "query AvailabilitiesOfPerson($id: ID!) { person(id: $id) { availabilities(first: 10) { edges { node { ...AvailabilitiesBlock } } pageInfo { hasNextPage } } } }": types.AvailabilitiesOfPersonDocument,
    "query AvailabilitiesNode($id: ID!) { node(id: $id) { ... on Availability { availabilityId person { personId } } } }": types.AvailabilitiesNodeDocument,
    "mutation AvailabilitiesCreate($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { ...AvailabilitiesBlock } } }": types.AvailabilitiesCreateDocument,
    "mutation AvailabilitiesUpdate($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { ...AvailabilitiesBlock } } }": types.AvailabilitiesUpdateDocument,
    "mutation AvailabilitiesDelete($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId } }": types.AvailabilitiesDeleteDocument,
    "query AvailabilitiesPersonAssignments($id: ID!) { person(id: $id) { assignments(first: 500) { edges { node { id startsAt endsAt allocationMode percent hoursPerDay fixedHours } } } } }": types.AvailabilitiesPersonAssignmentsDocument,
    "fragment BudgetsItem on BudgetItem { id budgetItemId itemType amount projectId category { name unit } }": types.BudgetsItemFragmentDoc,
    "query BudgetsProjectItems($id: ID!, $itemType: BudgetItemType) { project(id: $id) {\n  all: budgetItems(first: 50) { edges { node { ...BudgetsItem } } } ofType: budgetItems(itemType: $itemType) { edges { node { ...BudgetsItem } } } } }": types.BudgetsProjectItemsDocument,
    "query BudgetsItemPaths($id: ID!, $project: ID!, $other: ID!) { budgetItem(id: $id) { ...BudgetsItem } node(id: $id) { id }\n  project(id: $project) { budgetItem(id: $id) { amount } } other: project(id: $other) { budgetItem(id: $id) { amount } } }": types.BudgetsItemPathsDocument,
    "query BudgetsItem($id: ID!) { budgetItem(id: $id) { id } }": types.BudgetsItemDocument,
    "mutation BudgetsCreate($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { ...BudgetsItem } } }": types.BudgetsCreateDocument,
    "mutation BudgetsUpdate($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { ...BudgetsItem } } }": types.BudgetsUpdateDocument,
    "mutation BudgetsDelete($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId } }": types.BudgetsDeleteDocument,
    "query BudgetsPhaseItems($id: ID!, $itemType: BudgetItemType) { node(id: $id) { __typename ... on Phase { budgetItems(itemType: $itemType) { edges { node { budgetItemId } } } } } }": types.BudgetsPhaseItemsDocument,
    "query BudgetsCategories($project: ID!, $phase: ID!) {\n  expenseItemCategories { edges { node { categoryId name } } } timeEntryCategories { edges { node { name } } }\n  project(id: $project) { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } }\n  node(id: $phase) { __typename ... on Phase { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } } }": types.BudgetsCategoriesDocument,
    "fragment CustomFieldsField on CustomField { id customFieldId name namespace dataType options defaultValue description isVisibleOnInfoPage isVisibleAsFilter }": types.CustomFieldsFieldFragmentDoc,
    "query CustomFieldsLists($namespace: CustomFieldNamespace, $id: ID!) { customFields { edges { node { ...CustomFieldsField } } }\n  people: customFields(namespace: $namespace) { edges { node { name } } } customField(id: $id) { name options } }": types.CustomFieldsListsDocument,
    "query CustomFieldsOwnerValues($project: ID!, $person: ID!) { project(id: $project) { customFieldValues { name value customField { dataType } } }\n  person(id: $person) { customFieldValues { name value customField { namespace } } } }": types.CustomFieldsOwnerValuesDocument,
    "mutation CustomFieldsCreate($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { ...CustomFieldsField } } }": types.CustomFieldsCreateDocument,
    "mutation CustomFieldsUpdate($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ...CustomFieldsField } } }": types.CustomFieldsUpdateDocument,
    "mutation CustomFieldsDelete($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }": types.CustomFieldsDeleteDocument,
    "query CustomFieldsOne($id: ID!) { customField(id: $id) { id } }": types.CustomFieldsOneDocument,
    "mutation CustomFieldsSetProject($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id name value customField { name } } } }": types.CustomFieldsSetProjectDocument,
    "mutation CustomFieldsSetPerson($input: SetCustomFieldValueInput!) { setPersonCustomFieldValue(input: $input) { customFieldValue { id name value } } }": types.CustomFieldsSetPersonDocument,
    "mutation CustomFieldsUpdateProjectValue($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { id value } } }": types.CustomFieldsUpdateProjectValueDocument,
    "mutation CustomFieldsUpdatePersonValue($input: UpdateCustomFieldValueInput!) { updatePersonCustomFieldValue(input: $input) { customFieldValue { value name } } }": types.CustomFieldsUpdatePersonValueDocument,
    "query CustomFieldsProjectValues($id: ID!) { project(id: $id) { customFieldValues { id name value customFieldId } } }": types.CustomFieldsProjectValuesDocument,
    "fragment ExpensesItem on ExpenseItem { id expenseItemId amount date category notes person { personId }\n  assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } } }": types.ExpensesItemFragmentDoc,
    "query ExpensesOwnerItems($person: ID!, $project: ID!, $item: ID!) {\n  person(id: $person) { expenseItems(first: 50) { edges { node { expenseItemId person { personId } } } } expenseItem(id: $item) { amount } }\n  project(id: $project) { expenseItems(first: 50) { edges { node { expenseItemId } } } expenseItem(id: $item) { amount date } } }": types.ExpensesOwnerItemsDocument,
    "mutation ExpensesCreate($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { ...ExpensesItem } } }": types.ExpensesCreateDocument,
    "mutation ExpensesUpdate($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { ...ExpensesItem } } }": types.ExpensesUpdateDocument,
    "mutation ExpensesDelete($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId } }": types.ExpensesDeleteDocument,
    "query ExpensesNode($id: ID!) { node(id: $id) { id } }": types.ExpensesNodeDocument,
    "query SheetsColumns($id: ID!) { sheet(id: $id) { totalRowCount columns { title type primary symbol systemColumnType autoNumberFormat { prefix fill } } } }": types.SheetsColumnsDocument,
    "query SheetsRowAuthors($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { createdBy { email } modifiedBy { email } } } } } }": types.SheetsRowAuthorsDocument,
    "query SheetsCells($id: ID!) { sheet(id: $id) { rows(first: 60) { edges { node { cells { columnType value displayValue objectValue {\n  __typename ... on PredecessorList { predecessors { rowId type lag { days } } }\n  ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } } } }": types.SheetsCellsDocument,
    "query SheetsBigUser($id: ID!) { user(id: $id) { id userId } }": types.SheetsBigUserDocument,
    "query SheetsBigUserNode($id: ID!) { node(id: $id) { __typename ... on User { userId } } }": types.SheetsBigUserNodeDocument,
    "query SheetsFirstRows($id: ID!) { sheet(id: $id) { rows(first: 3, after: null) { edges { node { id rowNumber } } } } }": types.SheetsFirstRowsDocument,
    "query SheetsRowNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Row { id rowNumber sheet { id } } } }": types.SheetsRowNodesDocument,
    "query SingleReadsRootFields { __schema { queryType { fields { name args { name } type { kind name ofType { kind } } } } types { name interfaces { name } } } }": types.SingleReadsRootFieldsDocument,
    "query SingleReadsSheetRowsCursor($id: ID!) { sheet(id: $id) { rows(first: 1) { pageInfo { endCursor } } } }": types.SingleReadsSheetRowsCursorDocument,
    "query SingleReadsSheetTwoRows($id: ID!) { sheet(id: $id) { id rows(first: 2) { totalCount edges { node { rowId } } } } }": types.SingleReadsSheetTwoRowsDocument,
    "query ShutdownMe { me { email } }": types.ShutdownMeDocument,
    "query StartReadme { me { email } sheets(first: 3) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }": types.StartReadmeDocument,
    "query SubscriptionLoadersFirstSheet { sheets(first: 1) { edges { node { sheetId } } } }": types.SubscriptionLoadersFirstSheetDocument,
    "query SubscriptionLoadersStalled { sheets(first: 1) { edges { node { id } } } }": types.SubscriptionLoadersStalledDocument,
    "subscription SubscriptionLoadersSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { events { id } sheet { attachments(first: 100) { edges { node { attachmentId name url } } } } } }": types.SubscriptionLoadersSheetChangedDocument,
    "query SubscriptionsFirstSheet { sheets(first: 1) { edges { node { sheetId rows(first: 2) { edges { node { rowId } } } } } } }": types.SubscriptionsFirstSheetDocument,
    "subscription SubscriptionsSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId sheet { name } timestamp events { objectType eventType rowId row { rowId } } } }": types.SubscriptionsSheetChangedDocument,
    "query SubscriptionsSheetIds { sheets(first: 100) { edges { node { sheetId } } } }": types.SubscriptionsSheetIdsDocument,
    "subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId } }": types.SubscriptionsSheetIdChangedDocument,
    "query SubscriptionsLibraryAsset { libraries(first: 1) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId name } } } } } } } } } }": types.SubscriptionsLibraryAssetDocument,
    "subscription SubscriptionsAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType eventTime asset { name } } }": types.SubscriptionsAssetChangedDocument,
    "query WebhookCallbackUrlsIds { libraries(first: 1) { edges { node { libraryId } } } sheets(first: 1) { edges { node { sheetId } } } }": types.WebhookCallbackUrlsIdsDocument,
    "mutation WebhookCallbackUrlsCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId callbackUrl } } }": types.WebhookCallbackUrlsCreateAssetWebhookDocument,
    "mutation WebhookCallbackUrlsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId } } }": types.WebhookCallbackUrlsCreateWebhookDocument,
    "query WebhookReceiversSheetIds { sheets(first: 2) { edges { node { sheetId } } } }": types.WebhookReceiversSheetIdsDocument,
    "mutation WebhookReceiversCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId sharedSecret } } }": types.WebhookReceiversCreateWebhookDocument,
    "subscription WebhookReceiversSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId timestamp } }": types.WebhookReceiversSheetChangedDocument,
    "query WebhookReceiversLibraryAssets { libraries(first: 2) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId } } } } } } } } } }": types.WebhookReceiversLibraryAssetsDocument,
    "mutation WebhookReceiversCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId } } }": types.WebhookReceiversCreateAssetWebhookDocument,
    "subscription WebhookReceiversAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType } }": types.WebhookReceiversAssetChangedDocument,
    "subscription WebhookReceiversAssetIdChanged($id: ID!) { assetChanged(libraryId: $id) { assetId } }": types.WebhookReceiversAssetIdChangedDocument,
    "query WebhookReceiversLibraryOrganization($id: ID!) { library(id: $id) { organization { organizationId } } }": types.WebhookReceiversLibraryOrganizationDocument,
    "query WebhookReceiversWebhook($id: ID!) { webhook(id: $id) { webhookId } }": types.WebhookReceiversWebhookDocument,
    "query WebhookReceiversLibrary($id: ID!) { library(id: $id) { libraryId } }": types.WebhookReceiversLibraryDocument,
    "query WebhooksE2ePlanAndUsers { me { plans(first: 1) { edges { node { planId } } } } users(first: 40) { edges { node { userId seatType } } } }": types.WebhooksE2ePlanAndUsersDocument,
    "mutation WebhooksE2eCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id status } } }": types.WebhooksE2eCreateWebhookDocument,
    "mutation WebhooksE2eEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }": types.WebhooksE2eEnableWebhookDocument,
    "subscription WebhooksE2eSeatChanged { userSeatTypeChanged { userId planId seatType user { userId } } }": types.WebhooksE2eSeatChangedDocument,
    "mutation WebhooksE2eUpgrade($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { plan { seatType } } }": types.WebhooksE2eUpgradeDocument,
    "mutation WebhooksE2eDowngrade($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { plan { seatType } } }": types.WebhooksE2eDowngradeDocument,
    "query WebhooksE2eWebhookStatus($id: ID!) { node(id: $id) { __typename ... on Webhook { status } } }": types.WebhooksE2eWebhookStatusDocument,
    "query WebhooksE2eLibrarySections { libraries(first: 5) { edges { node { libraryId sections(first: 10) { edges { node { id defaultAssetType } } } } } } }": types.WebhooksE2eLibrarySectionsDocument,
    "mutation WebhooksE2eCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }": types.WebhooksE2eCreateAssetWebhookDocument,
    "subscription WebhooksE2eAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType asset { name } } }": types.WebhooksE2eAssetChangedDocument,
    "mutation WebhooksE2eUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { assetId } } }": types.WebhooksE2eUploadAssetDocument,
    "query WebhooksE2eSheets { sheets(first: 30) { edges { node { sheetId columns { columnId type primary } rows(first: 1) { edges { node { rowId } } } } } } }": types.WebhooksE2eSheetsDocument,
    "subscription WebhooksE2eSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId events { objectType eventType rowId columnId row { rowId cells { columnId value } } } } }": types.WebhooksE2eSheetChangedDocument,
    "mutation WebhooksE2eUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }": types.WebhooksE2eUpdateRowsDocument,
    "mutation WorkAttachmentsLimitsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { attachmentType } } }": types.WorkAttachmentsLimitsAttachUrlDocument,
    "query WorkAttachmentsLimitsMe { me { email } }": types.WorkAttachmentsLimitsMeDocument,
    "fragment WorkAttachmentsFields on Attachment { id attachmentId name attachmentType attachmentSubType mimeType parentType parentId sizeInKb createdAt createdBy { email name } }": types.WorkAttachmentsFieldsFragmentDoc,
    "query WorkAttachmentsSheetAndRow($id: ID!) { sheet(id: $id) { id sheetId rows(first: 1) { edges { node { rowId } } } } }": types.WorkAttachmentsSheetAndRowDocument,
    "query WorkAttachmentsLists($id: ID!, $rowId: ID!) { sheet(id: $id) { attachments(first: 50) { totalCount edges { node { ...WorkAttachmentsFields } } } }\n  row: node(id: $rowId) { __typename ... on Row { attachments(first: 50) { totalCount edges { node { parentType parentId } } } } } }": types.WorkAttachmentsListsDocument,
    "query WorkAttachmentsVersions($id: ID!) { sheet(id: $id) { attachments(first: 50) { edges { node { id attachmentType parentType\n  versions(first: 10) { totalCount edges { node { attachmentId createdAt } } } } } } } }": types.WorkAttachmentsVersionsDocument,
    "query WorkAttachmentsDownload($id: ID!) { attachment(id: $id) { attachmentId name url urlExpiresInMillis } }": types.WorkAttachmentsDownloadDocument,
    "query WorkAttachmentsByRawId($id: ID!, $s: ID!, $unknown: ID!) { a: attachment(id: $id, sheetId: $s) { attachmentId } b: attachment(id: $unknown, sheetId: $s) { attachmentId } }": types.WorkAttachmentsByRawIdDocument,
    "query WorkAttachmentsComments($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { comments { id commentId } } } } } }": types.WorkAttachmentsCommentsDocument,
    "mutation WorkAttachmentsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ...WorkAttachmentsFields url } } }": types.WorkAttachmentsAttachUrlDocument,
    "mutation WorkAttachmentsAttachUrlId($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }": types.WorkAttachmentsAttachUrlIdDocument,
    "mutation WorkAttachmentsNewVersionId($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } } }": types.WorkAttachmentsNewVersionIdDocument,
    "mutation WorkAttachmentsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { ...WorkAttachmentsFields url urlExpiresInMillis } } }": types.WorkAttachmentsAttachFileDocument,
    "mutation WorkAttachmentsNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id attachmentId name } } }": types.WorkAttachmentsNewVersionDocument,
    "query WorkAttachmentsVersionNames($id: ID!) { attachment(id: $id) { versions(first: 10) { edges { node { attachmentId name } } } } }": types.WorkAttachmentsVersionNamesDocument,
    "mutation WorkAttachmentsDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }": types.WorkAttachmentsDeleteDocument,
    "mutation WorkAttachmentsDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentId } }": types.WorkAttachmentsDeleteVersionsDocument,
    "query WorkAttachmentsTwo($a: ID!, $b: ID!) { a: attachment(id: $a) { id } b: attachment(id: $b) { id } }": types.WorkAttachmentsTwoDocument,
    "mutation WorkAttachmentsAttachFileParent($input: AttachFileInput!) { attachFile(input: $input) { attachment { id parentType parentId } } }": types.WorkAttachmentsAttachFileParentDocument,
    "query WorkAttachmentsNode($id: ID!) { node(id: $id) { __typename ... on Attachment { name sizeInKb } } }": types.WorkAttachmentsNodeDocument,
    "query WorkAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 10) { totalCount edges { node { id automationRuleId name enabled disabledReason userCanModify\n  createdBy { email } createdAt action { type frequency recipients { email } notifyAllSharedUsers includeAllColumns } } } } } }": types.WorkAutomationRulesDocument,
    "query WorkAutomationRule($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id name action { type } } } }": types.WorkAutomationRuleDocument,
    "query WorkAutomationRuleId($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id } } }": types.WorkAutomationRuleIdDocument,
    "mutation WorkAutomationUpdate($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name enabled action { type frequency recipients { email } notifyAllSharedUsers } } } }": types.WorkAutomationUpdateDocument,
    "mutation WorkAutomationDelete($input: DeleteAutomationRuleInput!) { deleteAutomationRule(input: $input) { deletedAutomationRuleId } }": types.WorkAutomationDeleteDocument,
    "query WorkColumnsRead($id: ID!, $c: ID!) { sheet(id: $id) { currentVersion\n  columnConnection(first: 3) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  column(id: $c) { id title type options } } }": types.WorkColumnsReadDocument,
    "mutation WorkColumnsAdd($input: AddColumnsInput!) { addColumns(input: $input) { version columns { id columnId index title type symbol systemColumnType autoNumberFormat { prefix fill startingNumber } options validation } } }": types.WorkColumnsAddDocument,
    "mutation WorkColumnsUpdate($input: UpdateColumnInput!) { updateColumn(input: $input) { version column { columnId index title type options validation } } }": types.WorkColumnsUpdateDocument,
    "mutation WorkColumnsDelete($input: DeleteColumnInput!) { deleteColumn(input: $input) { deletedColumnId version } }": types.WorkColumnsDeleteDocument,
    "mutation WorkColumnsMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { sheetId name } } }": types.WorkColumnsMoveSheetDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientSheets($first: Int, $after: String, $last: Int, $before: String) {\n    sheets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sheetId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientSheets($first: Int, $after: String, $last: Int, $before: String) {\n    sheets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sheetId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientUsers($first: Int, $after: String, $last: Int, $before: String) {\n    users(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id userId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientUsers($first: Int, $after: String, $last: Int, $before: String) {\n    users(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id userId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientLibraries($first: Int, $after: String, $last: Int, $before: String) {\n    libraries(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id libraryId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientLibraries($first: Int, $after: String, $last: Int, $before: String) {\n    libraries(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id libraryId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientProjects($first: Int, $after: String, $last: Int, $before: String) {\n      projects(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id projectId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientProjects($first: Int, $after: String, $last: Int, $before: String) {\n      projects(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id projectId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {\n      events(first: $first, after: $after, since: $since, to: $to) { edges { cursor node { id eventId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {\n      events(first: $first, after: $after, since: $since, to: $to) { edges { cursor node { id eventId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientSheetRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      sheet(id: $id) { id rows(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id rowId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query ApolloClientSheetRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      sheet(id: $id) { id rows(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id rowId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientProjectAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      project(id: $id) { id assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assignmentId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query ApolloClientProjectAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      project(id: $id) { id assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assignmentId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientLibrarySections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      library(id: $id) { id sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sectionId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query ApolloClientLibrarySections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      library(id: $id) { id sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sectionId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientFirstSectionOfLibrary($id: ID!) { library(id: $id) { sections(first: 1) { edges { node { id } } } } }"): (typeof documents)["query ApolloClientFirstSectionOfLibrary($id: ID!) { library(id: $id) { sections(first: 1) { edges { node { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      node(id: $id) { __typename id ... on Section { assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assetId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }"): (typeof documents)["query ApolloClientSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      node(id: $id) { __typename id ... on Section { assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assetId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntitiesCostSample { sheets(first: 50) { edges { node { id totalRowCount } } }\n        users(first: 100) { edges { node { id } } }\n        people(first: 100) { edges { node { id } } }\n        leave: people(first: 60) { edges { node { assignments(first: 50) { edges { node { assignable { ... on LeaveType { id } } } } } } } }\n        libraries(first: 1) { edges { node { sections(first: 1) { edges { node { assets(first: 5) { edges { node { id } } } } } } } } }\n        allLibraries: libraries(first: 100) { edges { node { id organization { id } } } } }"): (typeof documents)["query EntitiesCostSample { sheets(first: 50) { edges { node { id totalRowCount } } }\n        users(first: 100) { edges { node { id } } }\n        people(first: 100) { edges { node { id } } }\n        leave: people(first: 60) { edges { node { assignments(first: 50) { edges { node { assignable { ... on LeaveType { id } } } } } } } }\n        libraries(first: 1) { edges { node { sections(first: 1) { edges { node { assets(first: 5) { edges { node { id } } } } } } } } }\n        allLibraries: libraries(first: 100) { edges { node { id organization { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntitiesCostRows($id: ID!) { sheet(id: $id) { columns { id } rows(first: 100) { edges { node { id } } } } }"): (typeof documents)["query EntitiesCostRows($id: ID!) { sheet(id: $id) { columns { id } rows(first: 100) { edges { node { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntitiesCostEvents { events(first: 100, since: \"2026-10-10T00:00:00Z\") { edges { node { id } } } }"): (typeof documents)["query EntitiesCostEvents { events(first: 100, since: \"2026-10-10T00:00:00Z\") { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParityLibrary { libraries(first: 1) { edges { node { id } } } }"): (typeof documents)["query ParityLibrary { libraries(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ParityWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { id } } }"): (typeof documents)["mutation ParityWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ParityAssetWebhook($i: CreateAssetWebhookInput!) { createAssetWebhook(input: $i) { webhook { id } } }"): (typeof documents)["mutation ParityAssetWebhook($i: CreateAssetWebhookInput!) { createAssetWebhook(input: $i) { webhook { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphiqlMe { me { email } }"): (typeof documents)["query GraphiqlMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RelayRefetchNode($id: ID!) { node(id: $id) { __typename id } }"): (typeof documents)["query RelayRefetchNode($id: ID!) { node(id: $id) { __typename id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RelayRefetchNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }"): (typeof documents)["query RelayRefetchNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupergraphUsers($first: Int) { users(first: $first) { edges { node { id email } } } }"): (typeof documents)["query SupergraphUsers($first: Int) { users(first: $first) { edges { node { id email } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupergraphAssets($first: Int) { libraries(first: 1) { edges { node { assets(first: $first) { edges { node { id name } } } } } } }"): (typeof documents)["query SupergraphAssets($first: Int) { libraries(first: 1) { edges { node { assets(first: $first) { edges { node { id name } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersOrganizations { organizations(first: 5) { totalCount edges { node { id organizationId name slug\n  libraries(first: 10) { totalCount edges { node { libraryId name organization { organizationId } } } } } } } }"): (typeof documents)["query ContainersOrganizations { organizations(first: 5) { totalCount edges { node { id organizationId name slug\n  libraries(first: 10) { totalCount edges { node { libraryId name organization { organizationId } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersCollections($id: ID!, $first: Int, $after: String) { library(id: $id) { collections(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query ContainersCollections($id: ID!, $first: Int, $after: String) { library(id: $id) { collections(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersCollection($id: ID!) { node(id: $id) { __typename ... on Collection { collectionId name slug public stealth isWorkspace library { libraryId }\n  assets(first: 500) { totalCount edges { node { assetId collections { collectionId } } } } } } }"): (typeof documents)["query ContainersCollection($id: ID!) { node(id: $id) { __typename ... on Collection { collectionId name slug public stealth isWorkspace library { libraryId }\n  assets(first: 500) { totalCount edges { node { assetId collections { collectionId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersSectionAssets($id: ID!) { node(id: $id) { __typename ... on Section { assets(first: 50) { edges { node { assetId\n  tags { name autoGenerated source } customFields { key value } library { libraryId } } } } } } }"): (typeof documents)["query ContainersSectionAssets($id: ID!) { node(id: $id) { __typename ... on Section { assets(first: 50) { edges { node { assetId\n  tags { name autoGenerated source } customFields { key value } library { libraryId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersAsset($id: ID!) { asset(id: $id) { assetId tags { name autoGenerated } customFields { key value } collections { collectionId } } }"): (typeof documents)["query ContainersAsset($id: ID!) { asset(id: $id) { assetId tags { name autoGenerated } customFields { key value } collections { collectionId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersLibraryAssets($id: ID!, $after: String) { library(id: $id) { assets(first: 3, after: $after) { totalCount pageInfo { endCursor } } } }"): (typeof documents)["query ContainersLibraryAssets($id: ID!, $after: String) { library(id: $id) { assets(first: 3, after: $after) { totalCount pageInfo { endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetsUpload($input: UploadAssetInput!) {\n  uploadAsset(input: $input) { uploadMethod storageRequests size\n    asset { id assetId name description section { sectionId } library { libraryId }  # library: one read\n      attachments { attachmentId filename size mimetype url } } } }"): (typeof documents)["mutation AssetsUpload($input: UploadAssetInput!) {\n  uploadAsset(input: $input) { uploadMethod storageRequests size\n    asset { id assetId name description section { sectionId } library { libraryId }  # library: one read\n      attachments { attachmentId filename size mimetype url } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetsWalk($id: ID!, $first: Int, $after: String) {\n  organization(id: $id) { attachments(first: $first, after: $after) {\n    totalCount edges { cursor node { id attachmentId filename asset { assetId } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }"): (typeof documents)["query AssetsWalk($id: ID!, $first: Int, $after: String) {\n  organization(id: $id) { attachments(first: $first, after: $after) {\n    totalCount edges { cursor node { id attachmentId filename asset { assetId } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetsWalkLibraryCursor { libraries(first: 1) { pageInfo { endCursor } } }"): (typeof documents)["query AssetsWalkLibraryCursor { libraries(first: 1) { pageInfo { endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {\n  createAssetWebhook(input: $input) { webhook { id webhookId eventType libraryId callbackUrl active createdAt library { name } } } }"): (typeof documents)["mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {\n  createAssetWebhook(input: $input) { webhook { id webhookId eventType libraryId callbackUrl active createdAt library { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetWebhooksList($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {\n  totalCount edges { cursor node { id webhookId eventType callbackUrl } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query AssetWebhooksList($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {\n  totalCount edges { cursor node { id webhookId eventType callbackUrl } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }"): (typeof documents)["mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetWebhooksNode($id: ID!) { node(id: $id) { id ... on AssetWebhook { webhookId eventType } } }"): (typeof documents)["query AssetWebhooksNode($id: ID!) { node(id: $id) { id ... on AssetWebhook { webhookId eventType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AllocationCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId } } }"): (typeof documents)["mutation AllocationCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AllocationUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { allocationMode hoursPerDay percent } } }"): (typeof documents)["mutation AllocationUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { allocationMode hoursPerDay percent } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthMe { me { email } }"): (typeof documents)["query AuthMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }"): (typeof documents)["query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthSheet($id: ID!) { sheet(id: $id) { name } }"): (typeof documents)["query AuthSheet($id: ID!) { sheet(id: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }"): (typeof documents)["query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }"): (typeof documents)["query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthUsers { users(first: 5) { edges { node { email } } } }"): (typeof documents)["query AuthUsers { users(first: 5) { edges { node { email } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingEvents { events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } } }"): (typeof documents)["query BatchingEvents { events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingEventsTwice {\n    a: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } }\n    b: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } } }"): (typeof documents)["query BatchingEventsTwice {\n    a: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } }\n    b: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { userId requestUserId user { name } requestUser { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingUsersPeople { users(first: 200) { edges { node { email person { email displayName } } } } }"): (typeof documents)["query BatchingUsersPeople { users(first: 200) { edges { node { email person { email displayName } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingPeopleUsers { people(first: 100) { edges { node { email user { email name } } } } }"): (typeof documents)["query BatchingPeopleUsers { people(first: 100) { edges { node { email user { email name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingAssignments { projects(first: 5) { edges { node { name assignments(first: 20) { edges { node {\n            person { id } assignable { __typename ... on Phase { project { id } } } project { id name } } } } } } } }"): (typeof documents)["query BatchingAssignments { projects(first: 5) { edges { node { name assignments(first: 20) { edges { node {\n            person { id } assignable { __typename ... on Phase { project { id } } } project { id name } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellFormatsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id cells { columnId value displayValue format } } } }"): (typeof documents)["mutation CellFormatsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id cells { columnId value displayValue format } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CellFormatsRead($id: ID!) { node(id: $id) { __typename ... on Row { cells { columnId value displayValue format } } } }"): (typeof documents)["query CellFormatsRead($id: ID!) { node(id: $id) { __typename ... on Row { cells { columnId value displayValue format } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CursorsUsers($after: String) { users(first: 2, after: $after) { edges { node { id } } } }"): (typeof documents)["query CursorsUsers($after: String) { users(first: 2, after: $after) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CursorsEnds { users(first: 2) { pageInfo { endCursor } } sheets(first: 2) { pageInfo { endCursor } } people(first: 2) { pageInfo { endCursor } } }"): (typeof documents)["query CursorsEnds { users(first: 2) { pageInfo { endCursor } } sheets(first: 2) { pageInfo { endCursor } } people(first: 2) { pageInfo { endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CursorsUsersByEmail($after: String) { users(first: 2, after: $after, emails: [\"ada.adler@example.com\"]) { edges { node { id } } } }"): (typeof documents)["query CursorsUsersByEmail($after: String) { users(first: 2, after: $after, emails: [\"ada.adler@example.com\"]) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CursorsWorkspaces($before: String) { workspaces(first: 2, after: $before) { edges { node { id } } } }"): (typeof documents)["query CursorsWorkspaces($before: String) { workspaces(first: 2, after: $before) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CursorsTooMany { users(first: 100000) { edges { node { id } } } }"): (typeof documents)["query CursorsTooMany { users(first: 100000) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CursorsNegative { sheets(first: -1) { edges { node { id } } } }"): (typeof documents)["query CursorsNegative { sheets(first: -1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CursorsMalformedId { node(id: \"not-a-global-id\") { id } }"): (typeof documents)["query CursorsMalformedId { node(id: \"not-a-global-id\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DependencyColumnsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }"): (typeof documents)["mutation DependencyColumnsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DependencyColumnsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }"): (typeof documents)["mutation DependencyColumnsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DocumentedAddRows($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells { value objectValue { __typename } format } } } }"): (typeof documents)["mutation DocumentedAddRows($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells { value objectValue { __typename } format } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DocumentedAddReviewed($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells {\n  objectValue { ... on MultiContactValue { contacts { email name } } } } } } }"): (typeof documents)["mutation DocumentedAddReviewed($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells {\n  objectValue { ... on MultiContactValue { contacts { email name } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedUsersByEmail($emails: [EmailAddress!]) { users(first: 2, emails: $emails) { edges { node { email\n    alternateEmails { email } plans(first: 2) { edges { node { planId } } } } } } }"): (typeof documents)["query DocumentedUsersByEmail($emails: [EmailAddress!]) { users(first: 2, emails: $emails) { edges { node { email\n    alternateEmails { email } plans(first: 2) { edges { node { planId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedSeatTypes { me { email } users(first: 2, seatType: [MEMBER]) { totalCount } }"): (typeof documents)["query DocumentedSeatTypes { me { email } users(first: 2, seatType: [MEMBER]) { totalCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedSheets { sheets(first: 2) { edges { node { name version\n    rows(first: 2) { edges { node { rowId cells { value format } } } } columnConnection(first: 2) { totalCount }\n    attachments(first: 2) { totalCount } discussions(first: 2) { totalCount } search(query: \"a\") { totalCount } } } } }"): (typeof documents)["query DocumentedSheets { sheets(first: 2) { edges { node { name version\n    rows(first: 2) { edges { node { rowId cells { value format } } } } columnConnection(first: 2) { totalCount }\n    attachments(first: 2) { totalCount } discussions(first: 2) { totalCount } search(query: \"a\") { totalCount } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedSheetParts($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { automationRules(first: 2) { totalCount }\n    row(id: $row) { cellHistory(columnId: $column, first: 2) { totalCount } } column(id: $column) { title } } }"): (typeof documents)["query DocumentedSheetParts($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { automationRules(first: 2) { totalCount }\n    row(id: $row) { cellHistory(columnId: $column, first: 2) { totalCount } } column(id: $column) { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedContainers { workspaces(first: 2) { edges { node { createdAt children(first: 3) { edges { node { __typename\n    ... on Folder { children(first: 2) { edges { cursor } } } } } } } } } dashboards(first: 2) { edges { cursor } } webhooks(first: 2) { edges { cursor } } }"): (typeof documents)["query DocumentedContainers { workspaces(first: 2) { edges { node { createdAt children(first: 3) { edges { node { __typename\n    ... on Folder { children(first: 2) { edges { cursor } } } } } } } } } dashboards(first: 2) { edges { cursor } } webhooks(first: 2) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedShares($id: ID!) { shares(assetType: sheet, assetId: $id, first: 2) { edges { node { accessLevel } } }\n    search(query: \"risk\", includeFavorites: true) { totalCount } }"): (typeof documents)["query DocumentedShares($id: ID!) { shares(assetType: sheet, assetId: $id, first: 2) { edges { node { accessLevel } } }\n    search(query: \"risk\", includeFavorites: true) { totalCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedEvents($ids: [ID!]) { events(first: 2, since: \"2026-10-01T00:00:00Z\", to: \"2026-10-02T00:00:00Z\") { edges { cursor } }\n    filteredEvents(first: 2, since: \"2026-10-01T00:00:00Z\", sheetIds: $ids) { edges { cursor } } }"): (typeof documents)["query DocumentedEvents($ids: [ID!]) { events(first: 2, since: \"2026-10-01T00:00:00Z\", to: \"2026-10-02T00:00:00Z\") { edges { cursor } }\n    filteredEvents(first: 2, since: \"2026-10-01T00:00:00Z\", sheetIds: $ids) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DocumentedUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId cells { value } } } }"): (typeof documents)["mutation DocumentedUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId cells { value } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedProjects { projects(first: 2) { edges { node { phases(first: 2) { totalCount }\n    assignments(first: 2) { edges { node { subtaskCounts { total } } } } budgetItems(itemType: Expenses, first: 2) { totalCount } billRates(first: 2) { totalCount }\n    expenseItems(first: 2) { totalCount } } } } }"): (typeof documents)["query DocumentedProjects { projects(first: 2) { edges { node { phases(first: 2) { totalCount }\n    assignments(first: 2) { edges { node { subtaskCounts { total } } } } budgetItems(itemType: Expenses, first: 2) { totalCount } billRates(first: 2) { totalCount }\n    expenseItems(first: 2) { totalCount } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedPeople { people(first: 2) { edges { node { availabilities(first: 2) { totalCount }\n    expenseItems(first: 2) { totalCount } } } } approvals(first: 2) { totalCount } customFields(namespace: users) { totalCount } placeholders(first: 2) { totalCount } }"): (typeof documents)["query DocumentedPeople { people(first: 2) { edges { node { availabilities(first: 2) { totalCount }\n    expenseItems(first: 2) { totalCount } } } } approvals(first: 2) { totalCount } customFields(namespace: users) { totalCount } placeholders(first: 2) { totalCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedReference { assignments(first: 2, from: \"2026-01-01\", to: \"2026-12-31\") { totalCount }\n    assignables(first: 2, withArchived: true) { totalCount } holidays(first: 2) { totalCount } disciplines(first: 2) { totalCount } leaveTypes(first: 2) { totalCount }\n    apiTokens(first: 2) { totalCount } billRates(first: 2) { totalCount } }"): (typeof documents)["query DocumentedReference { assignments(first: 2, from: \"2026-01-01\", to: \"2026-12-31\") { totalCount }\n    assignables(first: 2, withArchived: true) { totalCount } holidays(first: 2) { totalCount } disciplines(first: 2) { totalCount } leaveTypes(first: 2) { totalCount }\n    apiTokens(first: 2) { totalCount } billRates(first: 2) { totalCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedAssets { organizations(first: 2) { edges { node { libraries(first: 2) { edges { node {\n    sections(first: 2) { totalCount } collections(first: 2) { totalCount } assets(first: 2) { edges { node { name attachments { url } } } } } } } } } } }"): (typeof documents)["query DocumentedAssets { organizations(first: 2) { edges { node { libraries(first: 2) { edges { node {\n    sections(first: 2) { totalCount } collections(first: 2) { totalCount } assets(first: 2) { edges { node { name attachments { url } } } } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventDetailsPage($after: String) { events(first: 500, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { node { eventType source details { __typename raw\n    ... on GenericEventDetails { emailAddress sourceIpAddress }\n    ... on AccessTokenAuthorizeDetails { emailAddress tokenExpirationTimestamp accessScopes appClientId }\n    ... on FolderRequestBackupDetails { includeAttachments sendCompletionEmail }\n    ... on AuthenticationActivateDomainStrictDetails { sourceIpAddress domains mfaEnabled }\n    ... on PolicyDataEgressCreateDetails { restrictedActions scope }\n    ... on ReportSendAsAttachmentDetails { formatType recipientEmail recipientGroupId }\n    ... on SecurityControlsUpdateApiTokenExpirationPeriodDetails { oldValue newValue }\n    ... on AttachmentCreateDetails { emailAddress sheetId workspaceId attachmentName }\n  } } }\n  pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query EventDetailsPage($after: String) { events(first: 500, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { node { eventType source details { __typename raw\n    ... on GenericEventDetails { emailAddress sourceIpAddress }\n    ... on AccessTokenAuthorizeDetails { emailAddress tokenExpirationTimestamp accessScopes appClientId }\n    ... on FolderRequestBackupDetails { includeAttachments sendCompletionEmail }\n    ... on AuthenticationActivateDomainStrictDetails { sourceIpAddress domains mfaEnabled }\n    ... on PolicyDataEgressCreateDetails { restrictedActions scope }\n    ... on ReportSendAsAttachmentDetails { formatType recipientEmail recipientGroupId }\n    ... on SecurityControlsUpdateApiTokenExpirationPeriodDetails { oldValue newValue }\n    ... on AttachmentCreateDetails { emailAddress sheetId workspaceId attachmentName }\n  } } }\n  pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventObjects { events(first: 50, since: \"2026-10-15T00:00:00Z\") { edges { node { objectType objectId userId user { name }\n  object { __typename ... on Sheet { sheetId name } ... on Workspace { workspaceId } ... on User { userId }\n    ... on UnresolvedEventObject { objectType objectId } } } } } }"): (typeof documents)["query EventObjects { events(first: 50, since: \"2026-10-15T00:00:00Z\") { edges { node { objectType objectId userId user { name }\n  object { __typename ... on Sheet { sheetId name } ... on Workspace { workspaceId } ... on User { userId }\n    ... on UnresolvedEventObject { objectType objectId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExactNumbersAdd($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }"): (typeof documents)["mutation ExactNumbersAdd($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExactNumbersUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }"): (typeof documents)["mutation ExactNumbersUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FederationSamples {\n        users(first: 1) { edges { node { id } } }\n        sheets(first: 1) { edges { node { id columns { id } rows(first: 1) { edges { node { id } } } } } }\n        workspaces(first: 1) { edges { node { id } } }\n        events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } }\n        people(first: 40) { edges { node { id assignments(first: 50) { edges { node { assignable { __typename ... on LeaveType { id } } } } } } } }\n        projects(first: 20) { edges { node { id phases(first: 1) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } } } }\n        libraries(first: 1) { edges { node { id organization { id } sections(first: 1) { edges { node { id assets(first: 1) { edges { node { id attachments { id } } } } } } } } } }\n      }"): (typeof documents)["query FederationSamples {\n        users(first: 1) { edges { node { id } } }\n        sheets(first: 1) { edges { node { id columns { id } rows(first: 1) { edges { node { id } } } } } }\n        workspaces(first: 1) { edges { node { id } } }\n        events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } }\n        people(first: 40) { edges { node { id assignments(first: 50) { edges { node { assignable { __typename ... on LeaveType { id } } } } } } } }\n        projects(first: 20) { edges { node { id phases(first: 1) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } } } }\n        libraries(first: 1) { edges { node { id organization { id } sections(first: 1) { edges { node { id assets(first: 1) { edges { node { id attachments { id } } } } } } } } } }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FederationUsers { users(first: 10) { edges { node { id } } } }"): (typeof documents)["query FederationUsers { users(first: 10) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FederationNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }"): (typeof documents)["query FederationNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilteredEventsPage($first: Int, $after: String, $ids: [ID!]) { filteredEvents(first: $first, after: $after, sheetIds: $ids, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id objectType objectId details { __typename ... on AttachmentCreateDetails { sheetId } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query FilteredEventsPage($first: Int, $after: String, $ids: [ID!]) { filteredEvents(first: $first, after: $after, sheetIds: $ids, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id objectType objectId details { __typename ... on AttachmentCreateDetails { sheetId } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilteredAdminFeed { events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } } }"): (typeof documents)["query FilteredAdminFeed { events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilteredVisibleSheets { sheets(first: 100) { edges { node { sheetId } } } }"): (typeof documents)["query FilteredVisibleSheets { sheets(first: 100) { edges { node { sheetId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilteredFirstSheet { sheets(first: 1) { edges { node { id } } } }"): (typeof documents)["query FilteredFirstSheet { sheets(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilteredSheetEvents($id: ID!) { sheet(id: $id) { events(first: 20, since: \"2020-01-01T00:00:00Z\") { edges { node { eventType } } } } }"): (typeof documents)["query FilteredSheetEvents($id: ID!) { sheet(id: $id) { events(first: 20, since: \"2020-01-01T00:00:00Z\") { edges { node { eventType } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilteredSinceAndPosition { filteredEvents(first: 1, since: \"2026-10-01T00:00:00Z\", streamPosition: \"x\") { edges { node { id } } } }"): (typeof documents)["query FilteredSinceAndPosition { filteredEvents(first: 1, since: \"2026-10-01T00:00:00Z\", streamPosition: \"x\") { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilteredAdminPage($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n      edges { node { id } } pageInfo { endCursor hasNextPage } } }"): (typeof documents)["query FilteredAdminPage($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n      edges { node { id } } pageInfo { endCursor hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FullReadsListsOnly { users(first: 3) { edges { node { name email status } } } workspaces(first: 2) { edges { node { name accessLevel } } } }"): (typeof documents)["query FullReadsListsOnly { users(first: 3) { edges { node { name email status } } } workspaces(first: 2) { edges { node { name accessLevel } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FullReadsUserProfiles { users(first: 3) { edges { node { userId locale timeZone title company account { name } } } } }"): (typeof documents)["query FullReadsUserProfiles { users(first: 3) { edges { node { userId locale timeZone title company account { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FullReadsSheetsWorkspaces { sheets(first: 2) { edges { node { version ganttEnabled favorite } } } workspaces(first: 2) { edges { node { createdAt modifiedAt } } } }"): (typeof documents)["query FullReadsSheetsWorkspaces { sheets(first: 2) { edges { node { version ganttEnabled favorite } } } workspaces(first: 2) { edges { node { createdAt modifiedAt } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FullReadsMe { me { locale timeZone role account { name } } }"): (typeof documents)["query FullReadsMe { me { locale timeZone role account { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReconcileSheetJoins($id: ID!) { sheet(id: $id) { project { projectId } assets(first: 500) { edges { node { assetId } } } } }"): (typeof documents)["query ReconcileSheetJoins($id: ID!) { sheet(id: $id) { project { projectId } assets(first: 500) { edges { node { assetId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinIndexJoins($sheet: ID!, $project: ID!) {\n  sheet(id: $sheet) {\n    project { projectId }\n    assets(first: 500) { edges { node { assetId } } }\n    rows(first: 30) { edges { node { rowId assets(first: 50) { edges { node { assetId } } } } } }\n  }\n  project(id: $project) { projectId assets(first: 500) { edges { node { assetId } } } }\n}"): (typeof documents)["query JoinIndexJoins($sheet: ID!, $project: ID!) {\n  sheet(id: $sheet) {\n    project { projectId }\n    assets(first: 500) { edges { node { assetId } } }\n    rows(first: 30) { edges { node { rowId assets(first: 50) { edges { node { assetId } } } } } }\n  }\n  project(id: $project) { projectId assets(first: 500) { edges { node { assetId } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinIndexSheetRows($id: ID!) { sheet(id: $id) { rows(first: 30) { edges { node { rowId } } } } }"): (typeof documents)["query JoinIndexSheetRows($id: ID!) { sheet(id: $id) { rows(first: 30) { edges { node { rowId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JoinIndexSetAssetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId customFields { key value } } } }"): (typeof documents)["mutation JoinIndexSetAssetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId customFields { key value } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinIndexProjectFields($id: ID!) { project(id: $id) { customFieldValues { id name value } } }"): (typeof documents)["query JoinIndexProjectFields($id: ID!) { project(id: $id) { customFieldValues { id name value } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JoinIndexUpdateProjectField($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { value } } }"): (typeof documents)["mutation JoinIndexUpdateProjectField($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { value } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinsProjectSheets { projects(first: 10) { edges { node { projectId sheet { sheetId name project { projectId } } } } } }"): (typeof documents)["query JoinsProjectSheets { projects(first: 10) { edges { node { projectId sheet { sheetId name project { projectId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinsAssetWork($id: ID!) { asset(id: $id) { assetId\n  sheet { sheetId assets(first: 100) { edges { node { assetId } } } }\n  row { rowId assets(first: 50) { edges { node { assetId } } } } } }"): (typeof documents)["query JoinsAssetWork($id: ID!) { asset(id: $id) { assetId\n  sheet { sheetId assets(first: 100) { edges { node { assetId } } } }\n  row { rowId assets(first: 50) { edges { node { assetId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinsProjectAssets { projects(first: 50) { edges { node { projectId assets(first: 100) { totalCount edges { node { project { projectId } } } } } } } }"): (typeof documents)["query JoinsProjectAssets { projects(first: 50) { edges { node { projectId assets(first: 100) { totalCount edges { node { project { projectId } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinsFirstSheet { sheets(first: 1) { edges { node { id } } } }"): (typeof documents)["query JoinsFirstSheet { sheets(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinsSheetAssets($id: ID!) { sheet(id: $id) { name assets(first: 5) { totalCount } } }"): (typeof documents)["query JoinsSheetAssets($id: ID!) { sheet(id: $id) { name assets(first: 5) { totalCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ObservabilityLogged { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }"): (typeof documents)["query ObservabilityLogged { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ObservabilityNamed { sheets(first: 2) { edges { node { name } } } }"): (typeof documents)["query ObservabilityNamed { sheets(first: 2) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ObservabilityInFlight { me { email } }"): (typeof documents)["query ObservabilityInFlight { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ObservabilityTraced { me { email } people(first: 1) { edges { node { id } } } }"): (typeof documents)["query ObservabilityTraced { me { email } people(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PacingMe { me { email } }"): (typeof documents)["query PacingMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PacingPeople { people(first: 1) { edges { node { id } } } }"): (typeof documents)["query PacingPeople { people(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PacingLibraries { libraries(first: 1) { edges { node { libraryId } } } }"): (typeof documents)["query PacingLibraries { libraries(first: 1) { edges { node { libraryId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedUsers($first: Int, $after: String, $last: Int, $before: String) { users(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }"): (typeof documents)["query PagedUsers($first: Int, $after: String, $last: Int, $before: String) { users(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedSheets($first: Int, $after: String, $last: Int, $before: String) { sheets(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query PagedSheets($first: Int, $after: String, $last: Int, $before: String) { sheets(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { sheet(id: $id) { rows(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } } }"): (typeof documents)["query PagedRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { sheet(id: $id) { rows(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedWorkspaces($first: Int, $after: String) { workspaces(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query PagedWorkspaces($first: Int, $after: String) { workspaces(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) { events(first: $first, after: $after, since: $since, to: $to) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query PagedEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) { events(first: $first, after: $after, since: $since, to: $to) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedPeople($first: Int, $after: String, $last: Int, $before: String) { people(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query PagedPeople($first: Int, $after: String, $last: Int, $before: String) { people(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedProjects($first: Int, $after: String, $last: Int, $before: String) { projects(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query PagedProjects($first: Int, $after: String, $last: Int, $before: String) { projects(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedPhases($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) { phases(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query PagedPhases($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) { phases(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedProjectAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) {\n  assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query PagedProjectAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) {\n  assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedPersonAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { person(id: $id) {\n  assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query PagedPersonAssignments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { person(id: $id) {\n  assignments(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedLibraries($first: Int, $after: String, $last: Int, $before: String) { libraries(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query PagedLibraries($first: Int, $after: String, $last: Int, $before: String) { libraries(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedSections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { library(id: $id) {\n  sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query PagedSections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { library(id: $id) {\n  sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { node(id: $id) { ... on Section {\n  assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }"): (typeof documents)["query PagedSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { node(id: $id) { ... on Section {\n  assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedPeopleEnd { people(first: 60) { pageInfo { endCursor } } }"): (typeof documents)["query PagedPeopleEnd { people(first: 60) { pageInfo { endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedPeopleBefore($before: String) { people(last: 10, before: $before) { edges { node { id } } pageInfo { hasPreviousPage } } }"): (typeof documents)["query PagedPeopleBefore($before: String) { people(last: 10, before: $before) { edges { node { id } } pageInfo { hasPreviousPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedPeopleLastAlone { people(last: 10) { edges { node { id } } } }"): (typeof documents)["query PagedPeopleLastAlone { people(last: 10) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefusalSheetShares($assetId: ID!) { shares(assetType: sheet, assetId: $assetId, first: 1) { edges { node { id shareId } } } }"): (typeof documents)["query RefusalSheetShares($assetId: ID!) { shares(assetType: sheet, assetId: $assetId, first: 1) { edges { node { id shareId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { version } }"): (typeof documents)["mutation RefusalUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAddRows($input: AddRowsInput!) { addRows(input: $input) { version } }"): (typeof documents)["mutation RefusalAddRows($input: AddRowsInput!) { addRows(input: $input) { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { version } }"): (typeof documents)["mutation RefusalAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { version } }"): (typeof documents)["mutation RefusalUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } } }"): (typeof documents)["mutation RefusalUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { accessLevel } } }"): (typeof documents)["mutation RefusalUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { accessLevel } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } } }"): (typeof documents)["mutation RefusalCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAddUser($input: AddUserInput!) { addUser(input: $input) { user { email } } }"): (typeof documents)["mutation RefusalAddUser($input: AddUserInput!) { addUser(input: $input) { user { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { email } } }"): (typeof documents)["mutation RefusalAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalMakePrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } } }"): (typeof documents)["mutation RefusalMakePrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }"): (typeof documents)["mutation RefusalAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { id } } }"): (typeof documents)["mutation RefusalAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StormEvents($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query StormEvents($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StormRows($id: ID!, $first: Int, $after: String) { sheet(id: $id) { rows(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }"): (typeof documents)["query StormRows($id: ID!, $first: Int, $after: String) { sheet(id: $id) { rows(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StormSectionAssets($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Section { assets(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } } }"): (typeof documents)["query StormSectionAssets($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Section { assets(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReliabilityMe { me { email } }"): (typeof documents)["query ReliabilityMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReliabilityMeAndPeople { me { email person { displayName } } people(first: 1) { edges { node { id } } } }"): (typeof documents)["query ReliabilityMeAndPeople { me { email person { displayName } } people(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReliabilityPeople { people(first: 1) { edges { node { id } } } }"): (typeof documents)["query ReliabilityPeople { people(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReliabilityEventUsers($since: DateTime) { events(first: 50, since: $since) { edges { node { user { name } } } } }"): (typeof documents)["query ReliabilityEventUsers($since: DateTime) { events(first: 50, since: $since) { edges { node { user { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReliabilityCreateWorkspace($name: String!) { createWorkspace(input: { name: $name }) { workspace { name } } }"): (typeof documents)["mutation ReliabilityCreateWorkspace($name: String!) { createWorkspace(input: { name: $name }) { workspace { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReliabilityWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }"): (typeof documents)["query ReliabilityWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiTokensList { apiTokens(first: 50) { edges { node { id apiTokenId title createdAt } } } }"): (typeof documents)["query ApiTokensList { apiTokens(first: 50) { edges { node { id apiTokenId title createdAt } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiTokensTypeFields($name: String!) { __type(name: $name) { fields { name } } }"): (typeof documents)["query ApiTokensTypeFields($name: String!) { __type(name: $name) { fields { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiTokensCreate($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id apiTokenId title } secret } }"): (typeof documents)["mutation ApiTokensCreate($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id apiTokenId title } secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiTokensRenew($id: ID!) { renewApiToken(input: { id: $id }) { apiToken { id apiTokenId title } secret } }"): (typeof documents)["mutation ApiTokensRenew($id: ID!) { renewApiToken(input: { id: $id }) { apiToken { id apiTokenId title } secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiTokensUpdate($input: UpdateApiTokenInput!) { updateApiToken(input: $input) { apiToken { id title } } }"): (typeof documents)["mutation ApiTokensUpdate($input: UpdateApiTokenInput!) { updateApiToken(input: $input) { apiToken { id title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiTokensDelete($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId } }"): (typeof documents)["mutation ApiTokensDelete($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiTokensNode($id: ID!) { node(id: $id) { id ... on ApiToken { title } } }"): (typeof documents)["query ApiTokensNode($id: ID!) { node(id: $id) { id ... on ApiToken { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiTokensHolidays { holidays(first: 1) { edges { node { name } } } }"): (typeof documents)["query ApiTokensHolidays { holidays(first: 1) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApprovalsFields on Approval { id approvalId status approvableType approvableId submittedBy { personId } approvedBy { personId } expenseItem { expenseItemId } }"): (typeof documents)["fragment ApprovalsFields on Approval { id approvalId status approvableType approvableId submittedBy { personId } approvedBy { personId } expenseItem { expenseItemId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovalsCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId updatedAt } } }"): (typeof documents)["mutation ApprovalsCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId updatedAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovalsSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { ...ApprovalsFields } } }"): (typeof documents)["mutation ApprovalsSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { ...ApprovalsFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovalsApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { ...ApprovalsFields } } }"): (typeof documents)["mutation ApprovalsApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { ...ApprovalsFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovalsDelete($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }"): (typeof documents)["mutation ApprovalsDelete($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApprovalsList($first: Int!) { approvals(first: $first) { edges { node { ...ApprovalsFields } } } }"): (typeof documents)["query ApprovalsList($first: Int!) { approvals(first: $first) { edges { node { ...ApprovalsFields } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApprovalsNode($id: ID!) { node(id: $id) { __typename ... on Approval { approvalId } } }"): (typeof documents)["query ApprovalsNode($id: ID!) { node(id: $id) { __typename ... on Approval { approvalId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AssignmentsFields on Assignment { id assignmentId startsAt endsAt allocationMode percent hoursPerDay fixedHours description note person { personId }\n  assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } } subtasks { id description completed } subtaskCounts { completed total } }"): (typeof documents)["fragment AssignmentsFields on Assignment { id assignmentId startsAt endsAt allocationMode percent hoursPerDay fixedHours description note person { personId }\n  assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } } subtasks { id description completed } subtaskCounts { completed total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ...AssignmentsFields } } }"): (typeof documents)["mutation AssignmentsCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ...AssignmentsFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ...AssignmentsFields } } }"): (typeof documents)["mutation AssignmentsUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ...AssignmentsFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsDelete($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId } }"): (typeof documents)["mutation AssignmentsDelete($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { ...AssignmentsFields } } }"): (typeof documents)["mutation AssignmentsRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { ...AssignmentsFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsReadPaths($project: ID!, $person: ID!, $id: ID!, $other: ID!, $from: Date, $to: Date) {\n  assignments(first: 3, from: $from, to: $to) { edges { node { assignmentId subtaskCounts { total } } } }\n  project(id: $project) { assignment(id: $id) { assignmentId } }\n  person(id: $person) { assignment(id: $id) { assignmentId } other: assignment(id: $other) { assignmentId } assignments(first: 100) { edges { node { assignmentId } } } }\n}"): (typeof documents)["query AssignmentsReadPaths($project: ID!, $person: ID!, $id: ID!, $other: ID!, $from: Date, $to: Date) {\n  assignments(first: 3, from: $from, to: $to) { edges { node { assignmentId subtaskCounts { total } } } }\n  project(id: $project) { assignment(id: $id) { assignmentId } }\n  person(id: $person) { assignment(id: $id) { assignmentId } other: assignment(id: $other) { assignmentId } assignments(first: 100) { edges { node { assignmentId } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsNode($id: ID!) { node(id: $id) { __typename ... on Assignment { assignmentId } } }"): (typeof documents)["query AssignmentsNode($id: ID!) { node(id: $id) { __typename ... on Assignment { assignmentId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id subtaskId description completed assignment { assignmentId } } } }"): (typeof documents)["mutation AssignmentsCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id subtaskId description completed assignment { assignmentId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsSubtaskList($id: ID!) { node(id: $id) { __typename ... on Assignment { subtaskList(first: 10) { edges { node { subtaskId } } } subtaskCounts { total completed } } } }"): (typeof documents)["query AssignmentsSubtaskList($id: ID!) { node(id: $id) { __typename ... on Assignment { subtaskList(first: 10) { edges { node { subtaskId } } } subtaskCounts { total completed } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { description completed updatedBy { personId } } } }"): (typeof documents)["mutation AssignmentsUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { description completed updatedBy { personId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsSubtaskNode($id: ID!) { node(id: $id) { ... on Subtask { description completed } } }"): (typeof documents)["query AssignmentsSubtaskNode($id: ID!) { node(id: $id) { ... on Subtask { description completed } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsDeleteSubtask($input: DeleteSubtaskInput!) { deleteSubtask(input: $input) { deletedSubtaskId } }"): (typeof documents)["mutation AssignmentsDeleteSubtask($input: DeleteSubtaskInput!) { deleteSubtask(input: $input) { deletedSubtaskId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsAssignables($project: ID!, $leave: ID!) {\n  assignables(first: 60) { edges { node { __typename ... on Project { projectId } ... on LeaveType { name } } } }\n  project: assignable(id: $project) { __typename ... on Project { name } } leave: assignable(id: $leave) { __typename ... on LeaveType { name } } }"): (typeof documents)["query AssignmentsAssignables($project: ID!, $leave: ID!) {\n  assignables(first: 60) { edges { node { __typename ... on Project { projectId } ... on LeaveType { name } } } }\n  project: assignable(id: $project) { __typename ... on Project { name } } leave: assignable(id: $leave) { __typename ... on LeaveType { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsAssignable($id: ID!) { assignable(id: $id) { __typename } }"): (typeof documents)["query AssignmentsAssignable($id: ID!) { assignable(id: $id) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AvailabilitiesBlock on Availability { id availabilityId startsAt endsAt person { personId } hours { sunday monday tuesday wednesday thursday friday saturday } }"): (typeof documents)["fragment AvailabilitiesBlock on Availability { id availabilityId startsAt endsAt person { personId } hours { sunday monday tuesday wednesday thursday friday saturday } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvailabilitiesOfPerson($id: ID!) { person(id: $id) { availabilities(first: 10) { edges { node { ...AvailabilitiesBlock } } pageInfo { hasNextPage } } } }"): (typeof documents)["query AvailabilitiesOfPerson($id: ID!) { person(id: $id) { availabilities(first: 10) { edges { node { ...AvailabilitiesBlock } } pageInfo { hasNextPage } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvailabilitiesNode($id: ID!) { node(id: $id) { ... on Availability { availabilityId person { personId } } } }"): (typeof documents)["query AvailabilitiesNode($id: ID!) { node(id: $id) { ... on Availability { availabilityId person { personId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AvailabilitiesCreate($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { ...AvailabilitiesBlock } } }"): (typeof documents)["mutation AvailabilitiesCreate($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { ...AvailabilitiesBlock } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AvailabilitiesUpdate($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { ...AvailabilitiesBlock } } }"): (typeof documents)["mutation AvailabilitiesUpdate($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { ...AvailabilitiesBlock } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AvailabilitiesDelete($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId } }"): (typeof documents)["mutation AvailabilitiesDelete($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvailabilitiesPersonAssignments($id: ID!) { person(id: $id) { assignments(first: 500) { edges { node { id startsAt endsAt allocationMode percent hoursPerDay fixedHours } } } } }"): (typeof documents)["query AvailabilitiesPersonAssignments($id: ID!) { person(id: $id) { assignments(first: 500) { edges { node { id startsAt endsAt allocationMode percent hoursPerDay fixedHours } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BudgetsItem on BudgetItem { id budgetItemId itemType amount projectId category { name unit } }"): (typeof documents)["fragment BudgetsItem on BudgetItem { id budgetItemId itemType amount projectId category { name unit } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsProjectItems($id: ID!, $itemType: BudgetItemType) { project(id: $id) {\n  all: budgetItems(first: 50) { edges { node { ...BudgetsItem } } } ofType: budgetItems(itemType: $itemType) { edges { node { ...BudgetsItem } } } } }"): (typeof documents)["query BudgetsProjectItems($id: ID!, $itemType: BudgetItemType) { project(id: $id) {\n  all: budgetItems(first: 50) { edges { node { ...BudgetsItem } } } ofType: budgetItems(itemType: $itemType) { edges { node { ...BudgetsItem } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsItemPaths($id: ID!, $project: ID!, $other: ID!) { budgetItem(id: $id) { ...BudgetsItem } node(id: $id) { id }\n  project(id: $project) { budgetItem(id: $id) { amount } } other: project(id: $other) { budgetItem(id: $id) { amount } } }"): (typeof documents)["query BudgetsItemPaths($id: ID!, $project: ID!, $other: ID!) { budgetItem(id: $id) { ...BudgetsItem } node(id: $id) { id }\n  project(id: $project) { budgetItem(id: $id) { amount } } other: project(id: $other) { budgetItem(id: $id) { amount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsItem($id: ID!) { budgetItem(id: $id) { id } }"): (typeof documents)["query BudgetsItem($id: ID!) { budgetItem(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BudgetsCreate($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { ...BudgetsItem } } }"): (typeof documents)["mutation BudgetsCreate($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { ...BudgetsItem } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BudgetsUpdate($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { ...BudgetsItem } } }"): (typeof documents)["mutation BudgetsUpdate($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { ...BudgetsItem } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BudgetsDelete($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId } }"): (typeof documents)["mutation BudgetsDelete($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsPhaseItems($id: ID!, $itemType: BudgetItemType) { node(id: $id) { __typename ... on Phase { budgetItems(itemType: $itemType) { edges { node { budgetItemId } } } } } }"): (typeof documents)["query BudgetsPhaseItems($id: ID!, $itemType: BudgetItemType) { node(id: $id) { __typename ... on Phase { budgetItems(itemType: $itemType) { edges { node { budgetItemId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsCategories($project: ID!, $phase: ID!) {\n  expenseItemCategories { edges { node { categoryId name } } } timeEntryCategories { edges { node { name } } }\n  project(id: $project) { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } }\n  node(id: $phase) { __typename ... on Phase { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } } }"): (typeof documents)["query BudgetsCategories($project: ID!, $phase: ID!) {\n  expenseItemCategories { edges { node { categoryId name } } } timeEntryCategories { edges { node { name } } }\n  project(id: $project) { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } }\n  node(id: $phase) { __typename ... on Phase { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomFieldsField on CustomField { id customFieldId name namespace dataType options defaultValue description isVisibleOnInfoPage isVisibleAsFilter }"): (typeof documents)["fragment CustomFieldsField on CustomField { id customFieldId name namespace dataType options defaultValue description isVisibleOnInfoPage isVisibleAsFilter }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomFieldsLists($namespace: CustomFieldNamespace, $id: ID!) { customFields { edges { node { ...CustomFieldsField } } }\n  people: customFields(namespace: $namespace) { edges { node { name } } } customField(id: $id) { name options } }"): (typeof documents)["query CustomFieldsLists($namespace: CustomFieldNamespace, $id: ID!) { customFields { edges { node { ...CustomFieldsField } } }\n  people: customFields(namespace: $namespace) { edges { node { name } } } customField(id: $id) { name options } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomFieldsOwnerValues($project: ID!, $person: ID!) { project(id: $project) { customFieldValues { name value customField { dataType } } }\n  person(id: $person) { customFieldValues { name value customField { namespace } } } }"): (typeof documents)["query CustomFieldsOwnerValues($project: ID!, $person: ID!) { project(id: $project) { customFieldValues { name value customField { dataType } } }\n  person(id: $person) { customFieldValues { name value customField { namespace } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsCreate($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { ...CustomFieldsField } } }"): (typeof documents)["mutation CustomFieldsCreate($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { ...CustomFieldsField } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsUpdate($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ...CustomFieldsField } } }"): (typeof documents)["mutation CustomFieldsUpdate($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ...CustomFieldsField } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsDelete($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }"): (typeof documents)["mutation CustomFieldsDelete($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomFieldsOne($id: ID!) { customField(id: $id) { id } }"): (typeof documents)["query CustomFieldsOne($id: ID!) { customField(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsSetProject($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id name value customField { name } } } }"): (typeof documents)["mutation CustomFieldsSetProject($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id name value customField { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsSetPerson($input: SetCustomFieldValueInput!) { setPersonCustomFieldValue(input: $input) { customFieldValue { id name value } } }"): (typeof documents)["mutation CustomFieldsSetPerson($input: SetCustomFieldValueInput!) { setPersonCustomFieldValue(input: $input) { customFieldValue { id name value } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsUpdateProjectValue($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { id value } } }"): (typeof documents)["mutation CustomFieldsUpdateProjectValue($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { id value } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsUpdatePersonValue($input: UpdateCustomFieldValueInput!) { updatePersonCustomFieldValue(input: $input) { customFieldValue { value name } } }"): (typeof documents)["mutation CustomFieldsUpdatePersonValue($input: UpdateCustomFieldValueInput!) { updatePersonCustomFieldValue(input: $input) { customFieldValue { value name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomFieldsProjectValues($id: ID!) { project(id: $id) { customFieldValues { id name value customFieldId } } }"): (typeof documents)["query CustomFieldsProjectValues($id: ID!) { project(id: $id) { customFieldValues { id name value customFieldId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ExpensesItem on ExpenseItem { id expenseItemId amount date category notes person { personId }\n  assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } } }"): (typeof documents)["fragment ExpensesItem on ExpenseItem { id expenseItemId amount date category notes person { personId }\n  assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExpensesOwnerItems($person: ID!, $project: ID!, $item: ID!) {\n  person(id: $person) { expenseItems(first: 50) { edges { node { expenseItemId person { personId } } } } expenseItem(id: $item) { amount } }\n  project(id: $project) { expenseItems(first: 50) { edges { node { expenseItemId } } } expenseItem(id: $item) { amount date } } }"): (typeof documents)["query ExpensesOwnerItems($person: ID!, $project: ID!, $item: ID!) {\n  person(id: $person) { expenseItems(first: 50) { edges { node { expenseItemId person { personId } } } } expenseItem(id: $item) { amount } }\n  project(id: $project) { expenseItems(first: 50) { edges { node { expenseItemId } } } expenseItem(id: $item) { amount date } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExpensesCreate($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { ...ExpensesItem } } }"): (typeof documents)["mutation ExpensesCreate($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { ...ExpensesItem } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExpensesUpdate($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { ...ExpensesItem } } }"): (typeof documents)["mutation ExpensesUpdate($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { ...ExpensesItem } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExpensesDelete($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId } }"): (typeof documents)["mutation ExpensesDelete($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExpensesNode($id: ID!) { node(id: $id) { id } }"): (typeof documents)["query ExpensesNode($id: ID!) { node(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsColumns($id: ID!) { sheet(id: $id) { totalRowCount columns { title type primary symbol systemColumnType autoNumberFormat { prefix fill } } } }"): (typeof documents)["query SheetsColumns($id: ID!) { sheet(id: $id) { totalRowCount columns { title type primary symbol systemColumnType autoNumberFormat { prefix fill } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsRowAuthors($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { createdBy { email } modifiedBy { email } } } } } }"): (typeof documents)["query SheetsRowAuthors($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { createdBy { email } modifiedBy { email } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsCells($id: ID!) { sheet(id: $id) { rows(first: 60) { edges { node { cells { columnType value displayValue objectValue {\n  __typename ... on PredecessorList { predecessors { rowId type lag { days } } }\n  ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } } } }"): (typeof documents)["query SheetsCells($id: ID!) { sheet(id: $id) { rows(first: 60) { edges { node { cells { columnType value displayValue objectValue {\n  __typename ... on PredecessorList { predecessors { rowId type lag { days } } }\n  ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsBigUser($id: ID!) { user(id: $id) { id userId } }"): (typeof documents)["query SheetsBigUser($id: ID!) { user(id: $id) { id userId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsBigUserNode($id: ID!) { node(id: $id) { __typename ... on User { userId } } }"): (typeof documents)["query SheetsBigUserNode($id: ID!) { node(id: $id) { __typename ... on User { userId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsFirstRows($id: ID!) { sheet(id: $id) { rows(first: 3, after: null) { edges { node { id rowNumber } } } } }"): (typeof documents)["query SheetsFirstRows($id: ID!) { sheet(id: $id) { rows(first: 3, after: null) { edges { node { id rowNumber } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsRowNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Row { id rowNumber sheet { id } } } }"): (typeof documents)["query SheetsRowNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Row { id rowNumber sheet { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SingleReadsRootFields { __schema { queryType { fields { name args { name } type { kind name ofType { kind } } } } types { name interfaces { name } } } }"): (typeof documents)["query SingleReadsRootFields { __schema { queryType { fields { name args { name } type { kind name ofType { kind } } } } types { name interfaces { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SingleReadsSheetRowsCursor($id: ID!) { sheet(id: $id) { rows(first: 1) { pageInfo { endCursor } } } }"): (typeof documents)["query SingleReadsSheetRowsCursor($id: ID!) { sheet(id: $id) { rows(first: 1) { pageInfo { endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SingleReadsSheetTwoRows($id: ID!) { sheet(id: $id) { id rows(first: 2) { totalCount edges { node { rowId } } } } }"): (typeof documents)["query SingleReadsSheetTwoRows($id: ID!) { sheet(id: $id) { id rows(first: 2) { totalCount edges { node { rowId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShutdownMe { me { email } }"): (typeof documents)["query ShutdownMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StartReadme { me { email } sheets(first: 3) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query StartReadme { me { email } sheets(first: 3) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionLoadersFirstSheet { sheets(first: 1) { edges { node { sheetId } } } }"): (typeof documents)["query SubscriptionLoadersFirstSheet { sheets(first: 1) { edges { node { sheetId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionLoadersStalled { sheets(first: 1) { edges { node { id } } } }"): (typeof documents)["query SubscriptionLoadersStalled { sheets(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscriptionLoadersSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { events { id } sheet { attachments(first: 100) { edges { node { attachmentId name url } } } } } }"): (typeof documents)["subscription SubscriptionLoadersSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { events { id } sheet { attachments(first: 100) { edges { node { attachmentId name url } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsFirstSheet { sheets(first: 1) { edges { node { sheetId rows(first: 2) { edges { node { rowId } } } } } } }"): (typeof documents)["query SubscriptionsFirstSheet { sheets(first: 1) { edges { node { sheetId rows(first: 2) { edges { node { rowId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscriptionsSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId sheet { name } timestamp events { objectType eventType rowId row { rowId } } } }"): (typeof documents)["subscription SubscriptionsSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId sheet { name } timestamp events { objectType eventType rowId row { rowId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsSheetIds { sheets(first: 100) { edges { node { sheetId } } } }"): (typeof documents)["query SubscriptionsSheetIds { sheets(first: 100) { edges { node { sheetId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId } }"): (typeof documents)["subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsLibraryAsset { libraries(first: 1) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId name } } } } } } } } } }"): (typeof documents)["query SubscriptionsLibraryAsset { libraries(first: 1) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId name } } } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscriptionsAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType eventTime asset { name } } }"): (typeof documents)["subscription SubscriptionsAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType eventTime asset { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookCallbackUrlsIds { libraries(first: 1) { edges { node { libraryId } } } sheets(first: 1) { edges { node { sheetId } } } }"): (typeof documents)["query WebhookCallbackUrlsIds { libraries(first: 1) { edges { node { libraryId } } } sheets(first: 1) { edges { node { sheetId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookCallbackUrlsCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId callbackUrl } } }"): (typeof documents)["mutation WebhookCallbackUrlsCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId callbackUrl } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookCallbackUrlsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId } } }"): (typeof documents)["mutation WebhookCallbackUrlsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversSheetIds { sheets(first: 2) { edges { node { sheetId } } } }"): (typeof documents)["query WebhookReceiversSheetIds { sheets(first: 2) { edges { node { sheetId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookReceiversCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId sharedSecret } } }"): (typeof documents)["mutation WebhookReceiversCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId sharedSecret } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhookReceiversSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId timestamp } }"): (typeof documents)["subscription WebhookReceiversSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId timestamp } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversLibraryAssets { libraries(first: 2) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId } } } } } } } } } }"): (typeof documents)["query WebhookReceiversLibraryAssets { libraries(first: 2) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId } } } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookReceiversCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId } } }"): (typeof documents)["mutation WebhookReceiversCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhookReceiversAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType } }"): (typeof documents)["subscription WebhookReceiversAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhookReceiversAssetIdChanged($id: ID!) { assetChanged(libraryId: $id) { assetId } }"): (typeof documents)["subscription WebhookReceiversAssetIdChanged($id: ID!) { assetChanged(libraryId: $id) { assetId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversLibraryOrganization($id: ID!) { library(id: $id) { organization { organizationId } } }"): (typeof documents)["query WebhookReceiversLibraryOrganization($id: ID!) { library(id: $id) { organization { organizationId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversWebhook($id: ID!) { webhook(id: $id) { webhookId } }"): (typeof documents)["query WebhookReceiversWebhook($id: ID!) { webhook(id: $id) { webhookId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversLibrary($id: ID!) { library(id: $id) { libraryId } }"): (typeof documents)["query WebhookReceiversLibrary($id: ID!) { library(id: $id) { libraryId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksE2ePlanAndUsers { me { plans(first: 1) { edges { node { planId } } } } users(first: 40) { edges { node { userId seatType } } } }"): (typeof documents)["query WebhooksE2ePlanAndUsers { me { plans(first: 1) { edges { node { planId } } } } users(first: 40) { edges { node { userId seatType } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id status } } }"): (typeof documents)["mutation WebhooksE2eCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }"): (typeof documents)["mutation WebhooksE2eEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhooksE2eSeatChanged { userSeatTypeChanged { userId planId seatType user { userId } } }"): (typeof documents)["subscription WebhooksE2eSeatChanged { userSeatTypeChanged { userId planId seatType user { userId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eUpgrade($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { plan { seatType } } }"): (typeof documents)["mutation WebhooksE2eUpgrade($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { plan { seatType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eDowngrade($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { plan { seatType } } }"): (typeof documents)["mutation WebhooksE2eDowngrade($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { plan { seatType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksE2eWebhookStatus($id: ID!) { node(id: $id) { __typename ... on Webhook { status } } }"): (typeof documents)["query WebhooksE2eWebhookStatus($id: ID!) { node(id: $id) { __typename ... on Webhook { status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksE2eLibrarySections { libraries(first: 5) { edges { node { libraryId sections(first: 10) { edges { node { id defaultAssetType } } } } } } }"): (typeof documents)["query WebhooksE2eLibrarySections { libraries(first: 5) { edges { node { libraryId sections(first: 10) { edges { node { id defaultAssetType } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }"): (typeof documents)["mutation WebhooksE2eCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhooksE2eAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType asset { name } } }"): (typeof documents)["subscription WebhooksE2eAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType asset { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { assetId } } }"): (typeof documents)["mutation WebhooksE2eUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { assetId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksE2eSheets { sheets(first: 30) { edges { node { sheetId columns { columnId type primary } rows(first: 1) { edges { node { rowId } } } } } } }"): (typeof documents)["query WebhooksE2eSheets { sheets(first: 30) { edges { node { sheetId columns { columnId type primary } rows(first: 1) { edges { node { rowId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhooksE2eSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId events { objectType eventType rowId columnId row { rowId cells { columnId value } } } } }"): (typeof documents)["subscription WebhooksE2eSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId events { objectType eventType rowId columnId row { rowId cells { columnId value } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }"): (typeof documents)["mutation WebhooksE2eUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsLimitsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { attachmentType } } }"): (typeof documents)["mutation WorkAttachmentsLimitsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { attachmentType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsLimitsMe { me { email } }"): (typeof documents)["query WorkAttachmentsLimitsMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkAttachmentsFields on Attachment { id attachmentId name attachmentType attachmentSubType mimeType parentType parentId sizeInKb createdAt createdBy { email name } }"): (typeof documents)["fragment WorkAttachmentsFields on Attachment { id attachmentId name attachmentType attachmentSubType mimeType parentType parentId sizeInKb createdAt createdBy { email name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsSheetAndRow($id: ID!) { sheet(id: $id) { id sheetId rows(first: 1) { edges { node { rowId } } } } }"): (typeof documents)["query WorkAttachmentsSheetAndRow($id: ID!) { sheet(id: $id) { id sheetId rows(first: 1) { edges { node { rowId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsLists($id: ID!, $rowId: ID!) { sheet(id: $id) { attachments(first: 50) { totalCount edges { node { ...WorkAttachmentsFields } } } }\n  row: node(id: $rowId) { __typename ... on Row { attachments(first: 50) { totalCount edges { node { parentType parentId } } } } } }"): (typeof documents)["query WorkAttachmentsLists($id: ID!, $rowId: ID!) { sheet(id: $id) { attachments(first: 50) { totalCount edges { node { ...WorkAttachmentsFields } } } }\n  row: node(id: $rowId) { __typename ... on Row { attachments(first: 50) { totalCount edges { node { parentType parentId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsVersions($id: ID!) { sheet(id: $id) { attachments(first: 50) { edges { node { id attachmentType parentType\n  versions(first: 10) { totalCount edges { node { attachmentId createdAt } } } } } } } }"): (typeof documents)["query WorkAttachmentsVersions($id: ID!) { sheet(id: $id) { attachments(first: 50) { edges { node { id attachmentType parentType\n  versions(first: 10) { totalCount edges { node { attachmentId createdAt } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsDownload($id: ID!) { attachment(id: $id) { attachmentId name url urlExpiresInMillis } }"): (typeof documents)["query WorkAttachmentsDownload($id: ID!) { attachment(id: $id) { attachmentId name url urlExpiresInMillis } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsByRawId($id: ID!, $s: ID!, $unknown: ID!) { a: attachment(id: $id, sheetId: $s) { attachmentId } b: attachment(id: $unknown, sheetId: $s) { attachmentId } }"): (typeof documents)["query WorkAttachmentsByRawId($id: ID!, $s: ID!, $unknown: ID!) { a: attachment(id: $id, sheetId: $s) { attachmentId } b: attachment(id: $unknown, sheetId: $s) { attachmentId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsComments($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { comments { id commentId } } } } } }"): (typeof documents)["query WorkAttachmentsComments($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { comments { id commentId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ...WorkAttachmentsFields url } } }"): (typeof documents)["mutation WorkAttachmentsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ...WorkAttachmentsFields url } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsAttachUrlId($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }"): (typeof documents)["mutation WorkAttachmentsAttachUrlId($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsNewVersionId($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } } }"): (typeof documents)["mutation WorkAttachmentsNewVersionId($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { ...WorkAttachmentsFields url urlExpiresInMillis } } }"): (typeof documents)["mutation WorkAttachmentsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { ...WorkAttachmentsFields url urlExpiresInMillis } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id attachmentId name } } }"): (typeof documents)["mutation WorkAttachmentsNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id attachmentId name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsVersionNames($id: ID!) { attachment(id: $id) { versions(first: 10) { edges { node { attachmentId name } } } } }"): (typeof documents)["query WorkAttachmentsVersionNames($id: ID!) { attachment(id: $id) { versions(first: 10) { edges { node { attachmentId name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }"): (typeof documents)["mutation WorkAttachmentsDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentId } }"): (typeof documents)["mutation WorkAttachmentsDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsTwo($a: ID!, $b: ID!) { a: attachment(id: $a) { id } b: attachment(id: $b) { id } }"): (typeof documents)["query WorkAttachmentsTwo($a: ID!, $b: ID!) { a: attachment(id: $a) { id } b: attachment(id: $b) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsAttachFileParent($input: AttachFileInput!) { attachFile(input: $input) { attachment { id parentType parentId } } }"): (typeof documents)["mutation WorkAttachmentsAttachFileParent($input: AttachFileInput!) { attachFile(input: $input) { attachment { id parentType parentId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsNode($id: ID!) { node(id: $id) { __typename ... on Attachment { name sizeInKb } } }"): (typeof documents)["query WorkAttachmentsNode($id: ID!) { node(id: $id) { __typename ... on Attachment { name sizeInKb } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 10) { totalCount edges { node { id automationRuleId name enabled disabledReason userCanModify\n  createdBy { email } createdAt action { type frequency recipients { email } notifyAllSharedUsers includeAllColumns } } } } } }"): (typeof documents)["query WorkAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 10) { totalCount edges { node { id automationRuleId name enabled disabledReason userCanModify\n  createdBy { email } createdAt action { type frequency recipients { email } notifyAllSharedUsers includeAllColumns } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAutomationRule($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id name action { type } } } }"): (typeof documents)["query WorkAutomationRule($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id name action { type } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAutomationRuleId($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id } } }"): (typeof documents)["query WorkAutomationRuleId($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAutomationUpdate($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name enabled action { type frequency recipients { email } notifyAllSharedUsers } } } }"): (typeof documents)["mutation WorkAutomationUpdate($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name enabled action { type frequency recipients { email } notifyAllSharedUsers } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAutomationDelete($input: DeleteAutomationRuleInput!) { deleteAutomationRule(input: $input) { deletedAutomationRuleId } }"): (typeof documents)["mutation WorkAutomationDelete($input: DeleteAutomationRuleInput!) { deleteAutomationRule(input: $input) { deletedAutomationRuleId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkColumnsRead($id: ID!, $c: ID!) { sheet(id: $id) { currentVersion\n  columnConnection(first: 3) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  column(id: $c) { id title type options } } }"): (typeof documents)["query WorkColumnsRead($id: ID!, $c: ID!) { sheet(id: $id) { currentVersion\n  columnConnection(first: 3) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  column(id: $c) { id title type options } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkColumnsAdd($input: AddColumnsInput!) { addColumns(input: $input) { version columns { id columnId index title type symbol systemColumnType autoNumberFormat { prefix fill startingNumber } options validation } } }"): (typeof documents)["mutation WorkColumnsAdd($input: AddColumnsInput!) { addColumns(input: $input) { version columns { id columnId index title type symbol systemColumnType autoNumberFormat { prefix fill startingNumber } options validation } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkColumnsUpdate($input: UpdateColumnInput!) { updateColumn(input: $input) { version column { columnId index title type options validation } } }"): (typeof documents)["mutation WorkColumnsUpdate($input: UpdateColumnInput!) { updateColumn(input: $input) { version column { columnId index title type options validation } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkColumnsDelete($input: DeleteColumnInput!) { deleteColumn(input: $input) { deletedColumnId version } }"): (typeof documents)["mutation WorkColumnsDelete($input: DeleteColumnInput!) { deleteColumn(input: $input) { deletedColumnId version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkColumnsMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { sheetId name } } }"): (typeof documents)["mutation WorkColumnsMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { sheetId name } } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;