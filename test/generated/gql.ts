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
    "query ApolloClientEventsSheets { sheets(first: 30) { edges { node { id columns(first: 100) { edges { node { id type primary } } } rows(first: 1) { edges { node { id } } } } } } }": typeof types.ApolloClientEventsSheetsDocument,
    "mutation ApolloClientEventsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }": typeof types.ApolloClientEventsCreateWebhookDocument,
    "mutation ApolloClientEventsEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }": typeof types.ApolloClientEventsEnableWebhookDocument,
    "mutation ApolloClientEventsUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { id } } }": typeof types.ApolloClientEventsUpdateRowsDocument,
    "subscription ApolloClientSheetChanged($id: ID!) { sheetChanged(sheetId: $id) {\n  timestamp events { id objectType kind object { __typename ... on Row { id } ... on Cell { value } } row { id } } } }": typeof types.ApolloClientSheetChangedDocument,
    "query ApolloClientSheets($first: Int, $after: String, $last: Int, $before: String) {\n    sheets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientSheetsDocument,
    "query ApolloClientUsers($first: Int, $after: String, $last: Int, $before: String) {\n    users(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientUsersDocument,
    "query ApolloClientLibraries($first: Int, $after: String, $last: Int, $before: String) {\n    libraries(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id libraryId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientLibrariesDocument,
    "query ApolloClientProjects($first: Int, $after: String) {\n      projects(first: $first, after: $after) { edges { cursor node { id projectId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientProjectsDocument,
    "query ApolloClientEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {\n      events(first: $first, after: $after, since: $since, to: $to) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.ApolloClientEventsDocument,
    "query ApolloClientSheetRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      sheet(id: $id) { id rows(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.ApolloClientSheetRowsDocument,
    "query ApolloClientProjectAssignments($id: ID!, $first: Int, $after: String) {\n      project(id: $id) { id assignments(first: $first, after: $after) { edges { cursor node { id assignmentId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.ApolloClientProjectAssignmentsDocument,
    "query ApolloClientLibrarySections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      library(id: $id) { id sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sectionId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.ApolloClientLibrarySectionsDocument,
    "query ApolloClientFirstSectionOfLibrary($id: ID!) { library(id: $id) { sections(first: 1) { edges { node { id } } } } }": typeof types.ApolloClientFirstSectionOfLibraryDocument,
    "query ApolloClientSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      node(id: $id) { __typename id ... on Section { assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assetId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }": typeof types.ApolloClientSectionAssetsDocument,
    "query ContractDaOrganizations { organizations(first: 2) { edges { node { id name\n  libraries(first: 2) { edges { node { backendId } } } attachments(first: 3) { edges { node { backendId } } } } } } }": typeof types.ContractDaOrganizationsDocument,
    "query ContractDaOrganization($id: ID!) { organization(id: $id) { name } }": typeof types.ContractDaOrganizationDocument,
    "query ContractDaLibraries { libraries(first: 2) { edges { node { id backendId name organization { name }\n  sections(first: 2) { edges { node { id assets(first: 2) { edges { node { id attachments { id } } } } } } }\n  collections(first: 2) { edges { node { id backendId } } }\n  assets(first: 2) { edges { node { backendId tags { name } collections { name } } } } } } } }": typeof types.ContractDaLibrariesDocument,
    "query ContractDaLibrary($id: ID!) { library(id: $id) { name } }": typeof types.ContractDaLibraryDocument,
    "query ContractDaCollection($id: ID!) { collection(id: $id) { name assets(first: 2) { edges { node { backendId } } } } }": typeof types.ContractDaCollectionDocument,
    "query ContractDaNode($id: ID!) { node(id: $id) { id ... on Section { name } ... on AssetAttachment { filename } ... on AssetWebhook { callbackUrl } } }": typeof types.ContractDaNodeDocument,
    "query ContractDaAsset($id: ID!) { asset(id: $id) { name customFields { key value } } }": typeof types.ContractDaAssetDocument,
    "query ContractDaWebhooks { assetWebhooks(first: 5) { edges { node { id backendId } } } }": typeof types.ContractDaWebhooksDocument,
    "mutation ContractDaCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id backendId } userErrors { code } } }": typeof types.ContractDaCreateWebhookDocument,
    "mutation ContractDaDeleteWebhook($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }": typeof types.ContractDaDeleteWebhookDocument,
    "mutation ContractDaSetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { customFields { key value } } } }": typeof types.ContractDaSetFieldDocument,
    "mutation ContractDaRemoveField($input: RemoveAssetCustomFieldInput!) { removeAssetCustomField(input: $input) { asset { customFields { key } } } }": typeof types.ContractDaRemoveFieldDocument,
    "mutation ContractDaUpload($input: UploadAssetInput!) { uploadAsset(input: $input) { uploadMethod asset { backendId attachments { filename } } } }": typeof types.ContractDaUploadDocument,
    "query RpContractPeople($person: ID!, $other: ID!, $assignment: ID!, $item: ID!) {\n  people(first: 3) { edges { node { id email assignments(first: 2) { edges { node { id } } } availabilities(first: 2) { edges { node { id } } }\n    expenseItems(first: 2) { edges { node { id } } } customFieldValues { values } } } }\n  person(id: $person) { assignment(id: $assignment) { id subtaskCounts { total } } expenseItem(id: $item) { amount { amount currencyCode } } } other: person(id: $other) { email } }": typeof types.RpContractPeopleDocument,
    "query RpContractProjects($project: ID!, $assignment: ID!, $rate: ID!, $item: ID!, $expense: ID!) {\n  projects(first: 3, states: [CONFIRMED]) { edges { node { id name customFieldValues { values } phases(first: 2) { edges { node { id customFieldValues { values } } } }\n    assignments(first: 2) { edges { node { id subtaskCounts { total } subtasks(first: 2) { edges { node { id } } } } } }\n    budgetItems(first: 2, itemType: TIME_FEES) { edges { node { id } } } allItems: budgetItems(first: 2) { edges { node { id } } } billRates(first: 2) { edges { node { id } } } expenseItems(first: 2) { edges { node { id } } }\n    expenseItemCategories(first: 2) { edges { node { name } } } timeEntryCategories(first: 2) { edges { node { name } } } } } }\n  project(id: $project) { assignment(id: $assignment) { id } billRate(id: $rate) { rate { amount currencyCode } } budgetItem(id: $item) { amount { amount currencyCode } } expenseItem(id: $expense) { amount { amount currencyCode } } } }": typeof types.RpContractProjectsDocument,
    "query RpContractLists($leave: ID!, $rate: ID!, $item: ID!, $discipline: ID!, $placeholder: ID!, $field: ID!) {\n  assignments(first: 2, from: \"2025-01-01\", to: \"2026-12-31\") { edges { node { id } } } assignables(first: 3) { edges { node { __typename } } }\n  assignable(id: $leave) { __typename } leaveTypes(first: 2) { edges { node { name } } } leaveType(id: $leave) { name } holidays(first: 2) { edges { node { name } } }\n  disciplines(first: 2) { edges { node { name } } } discipline(id: $discipline) { name } billRates(first: 2) { edges { node { rate { amount currencyCode } } } } billRate(id: $rate) { rate { amount currencyCode } }\n  budgetItem(id: $item) { amount { amount currencyCode } } expenseItemCategories(first: 2) { edges { node { name } } } timeEntryCategories(first: 2) { edges { node { name } } }\n  customFields(first: 2) { edges { node { name } } } customField(id: $field) { name } approvals(first: 2) { edges { node { id } } } apiTokens(first: 2) { edges { node { title } } }\n  placeholders(first: 2) { edges { node { title } } } placeholder(id: $placeholder) { title } }": typeof types.RpContractListsDocument,
    "query RpContractNode($id: ID!) { node(id: $id) { id } }": typeof types.RpContractNodeDocument,
    "query RpContractMissing { project(id: \"599999\") { id } person(id: \"399999\") { id } }": typeof types.RpContractMissingDocument,
    "mutation RpContractCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id projectId: backendId } } }": typeof types.RpContractCreateProjectDocument,
    "mutation RpContractUpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }": typeof types.RpContractUpdateProjectDocument,
    "mutation RpContractArchive($id: ID!) { archiveProject(input: { id: $id }) { project { id } } unarchiveProject(input: { id: $id }) { project { id } } }": typeof types.RpContractArchiveDocument,
    "mutation RpContractDeleteProject($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId } }": typeof types.RpContractDeleteProjectDocument,
    "mutation RpContractCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { id phaseId: backendId } } }": typeof types.RpContractCreatePhaseDocument,
    "mutation RpContractUpdatePhase($input: UpdatePhaseInput!) { updatePhase(input: $input) { phase { id } } }": typeof types.RpContractUpdatePhaseDocument,
    "mutation RpContractDeletePhase($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId } }": typeof types.RpContractDeletePhaseDocument,
    "mutation RpContractCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId subtasks(first: 100) { edges { node { id } } } } } }": typeof types.RpContractCreateAssignmentDocument,
    "mutation RpContractUpdateAssignment($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { id } } }": typeof types.RpContractUpdateAssignmentDocument,
    "mutation RpContractDeleteAssignment($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId } }": typeof types.RpContractDeleteAssignmentDocument,
    "mutation RpContractRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { id } } }": typeof types.RpContractRetargetDocument,
    "mutation RpContractCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id } } }": typeof types.RpContractCreateSubtaskDocument,
    "mutation RpContractUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { id } } }": typeof types.RpContractUpdateSubtaskDocument,
    "mutation RpContractDeleteSubtask($id: ID!) { deleteSubtask(input: { id: $id }) { deletedSubtaskId } }": typeof types.RpContractDeleteSubtaskDocument,
    "mutation RpContractCreateAvailability($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { id } } }": typeof types.RpContractCreateAvailabilityDocument,
    "mutation RpContractUpdateAvailability($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { id } } }": typeof types.RpContractUpdateAvailabilityDocument,
    "mutation RpContractDeleteAvailability($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId } }": typeof types.RpContractDeleteAvailabilityDocument,
    "mutation RpContractUpdateRate($input: UpdateProjectBillRateInput!) { updateProjectBillRate(input: $input) { billRate { rate { amount currencyCode } } } }": typeof types.RpContractUpdateRateDocument,
    "mutation RpContractCreateBudget($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { id } } }": typeof types.RpContractCreateBudgetDocument,
    "mutation RpContractUpdateBudget($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { id } } }": typeof types.RpContractUpdateBudgetDocument,
    "mutation RpContractDeleteBudget($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId } }": typeof types.RpContractDeleteBudgetDocument,
    "mutation RpContractCreateField($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { id } } }": typeof types.RpContractCreateFieldDocument,
    "mutation RpContractUpdateField($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { id } } }": typeof types.RpContractUpdateFieldDocument,
    "mutation RpContractDeleteField($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }": typeof types.RpContractDeleteFieldDocument,
    "mutation RpContractSetChoice($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id } } }": typeof types.RpContractSetChoiceDocument,
    "mutation RpContractSetValues($project: SetCustomFieldValueInput!, $person: SetCustomFieldValueInput!) {\n  setProjectCustomFieldValue(input: $project) { customFieldValue { id } } setPersonCustomFieldValue(input: $person) { customFieldValue { id } } }": typeof types.RpContractSetValuesDocument,
    "mutation RpContractUpdateValues($project: UpdateCustomFieldValueInput!, $person: UpdateCustomFieldValueInput!) {\n  project: updateCustomFieldValue(input: $project) { customFieldValue { id } } person: updateCustomFieldValue(input: $person) { customFieldValue { id } } }": typeof types.RpContractUpdateValuesDocument,
    "mutation RpContractCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id updatedAt } } }": typeof types.RpContractCreateExpenseDocument,
    "mutation RpContractUpdateExpense($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { id updatedAt } } }": typeof types.RpContractUpdateExpenseDocument,
    "mutation RpContractDeleteExpense($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId } }": typeof types.RpContractDeleteExpenseDocument,
    "mutation RpContractSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { id approvalId: backendId } } }": typeof types.RpContractSubmitDocument,
    "mutation RpContractApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { id } } }": typeof types.RpContractApproveDocument,
    "mutation RpContractDeleteApproval($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }": typeof types.RpContractDeleteApprovalDocument,
    "mutation RpContractTokens($title: String!) { createApiToken(input: { title: $title }) { apiToken { id } secret } }": typeof types.RpContractTokensDocument,
    "mutation RpContractTokenWrites($id: ID!) { updateApiToken(input: { id: $id, title: \"renamed\" }) { apiToken { id } } renewApiToken(input: { id: $id }) { apiToken { id } } }": typeof types.RpContractTokenWritesDocument,
    "mutation RpContractDeleteToken($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId } }": typeof types.RpContractDeleteTokenDocument,
    "mutation RpContractPlaceholder($title: String!) { createPlaceholder(input: { title: $title, role: \"Designer\" }) { placeholder { id } } }": typeof types.RpContractPlaceholderDocument,
    "mutation RpContractPlaceholderWrites($id: ID!) { updatePlaceholder(input: { id: $id, location: \"Remote\" }) { placeholder { id } } }": typeof types.RpContractPlaceholderWritesDocument,
    "mutation RpContractDeletePlaceholder($id: ID!) { deletePlaceholder(input: { id: $id }) { deletedPlaceholderId } }": typeof types.RpContractDeletePlaceholderDocument,
    "query EntitiesCostSample { sheets(first: 50) { edges { node { id totalRowCount } } }\n        users(first: 100) { edges { node { id } } }\n        people(first: 100) { edges { node { id } } }\n        leave: people(first: 60) { edges { node { assignments(first: 50) { edges { node { assignable { ... on LeaveType { id } } } } } } } }\n        libraries(first: 1) { edges { node { sections(first: 1) { edges { node { assets(first: 5) { edges { node { id } } } } } } } } }\n        allLibraries: libraries(first: 100) { edges { node { id organization { id } } } } }": typeof types.EntitiesCostSampleDocument,
    "query EntitiesCostRows($id: ID!) { sheet(id: $id) { columns(first: 100) { edges { node { id } } } rows(first: 100) { edges { node { id } } } } }": typeof types.EntitiesCostRowsDocument,
    "query EntitiesCostEvents { events(first: 100, since: \"2026-10-10T00:00:00Z\") { edges { node { id } } } }": typeof types.EntitiesCostEventsDocument,
    "query ParityLibrary { libraries(first: 1) { edges { node { id } } } }": typeof types.ParityLibraryDocument,
    "mutation ParityWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { id } userErrors { message } } }": typeof types.ParityWebhookDocument,
    "mutation ParityAssetWebhook($i: CreateAssetWebhookInput!) { createAssetWebhook(input: $i) { webhook { id } } }": typeof types.ParityAssetWebhookDocument,
    "query GraphiqlMe { me { email } }": typeof types.GraphiqlMeDocument,
    "query RelayRefetchNode($id: ID!) { node(id: $id) { __typename id } }": typeof types.RelayRefetchNodeDocument,
    "query RelayRefetchNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": typeof types.RelayRefetchNodesDocument,
    "query SupergraphUsers($first: Int) { users(first: $first) { edges { node { id email } } } }": typeof types.SupergraphUsersDocument,
    "query SupergraphAssets($first: Int) { libraries(first: 1) { edges { node { assets(first: $first) { edges { node { id name } } } } } } }": typeof types.SupergraphAssetsDocument,
    "query AnswerShapesLibraryAssets($id: ID!) { library(id: $id) { name assets(first: 3) { edges { node { name } } } } }": typeof types.AnswerShapesLibraryAssetsDocument,
    "query AnswerShapesAsset($id: ID!) { asset(id: $id) { name } }": typeof types.AnswerShapesAssetDocument,
    "query AnswerShapesSectionAssets($id: ID!) { node(id: $id) { id ... on Section { name assets(first: 2) { edges { node { name attachments { filename } } } } } } }": typeof types.AnswerShapesSectionAssetsDocument,
    "query ContainersOrganizations { organizations(first: 5) { totalCount edges { node { id organizationId: backendId name slug\n  libraries(first: 10) { totalCount edges { node { libraryId: backendId name organization { organizationId: backendId } } } } } } } }": typeof types.ContainersOrganizationsDocument,
    "query ContainersCollections($id: ID!, $first: Int, $after: String) { library(id: $id) { collections(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.ContainersCollectionsDocument,
    "query ContainersCollection($id: ID!) { node(id: $id) { __typename ... on Collection { collectionId: backendId name slug public stealth isWorkspace library { libraryId: backendId }\n  assets(first: 500) { totalCount edges { node { assetId: backendId collections { collectionId: backendId } } } } } } }": typeof types.ContainersCollectionDocument,
    "query ContainersSectionAssets($id: ID!) { node(id: $id) { __typename ... on Section { assets(first: 50) { edges { node { assetId: backendId\n  tags { name autoGenerated source } customFields { key value } library { libraryId: backendId } } } } } } }": typeof types.ContainersSectionAssetsDocument,
    "query ContainersAsset($id: ID!) { asset(id: $id) { assetId: backendId tags { name autoGenerated } customFields { key value } collections { collectionId: backendId } } }": typeof types.ContainersAssetDocument,
    "query ContainersLibraryAssets($id: ID!, $after: String) { library(id: $id) { assets(first: 3, after: $after) { totalCount pageInfo { endCursor } } } }": typeof types.ContainersLibraryAssetsDocument,
    "query AssetFailuresLibraryAssets($id: ID!) { library(id: $id) { name\n  assets(first: 6) { totalCount edges { node { backendId name collections { backendId } } } } } }": typeof types.AssetFailuresLibraryAssetsDocument,
    "query AssetFailuresLibrarySections { libraries(first: 3) { edges { node { backendId name sections(first: 5) { totalCount } } } } }": typeof types.AssetFailuresLibrarySectionsDocument,
    "query AssetFailuresAssetReferences($id: ID!) { asset(id: $id) { name section { name } library { name } } }": typeof types.AssetFailuresAssetReferencesDocument,
    "mutation AssetFailuresUpload($input: UploadAssetInput!) { uploadAsset(input: $input) { uploadMethod asset { name attachments { filename } } userErrors { code } } }": typeof types.AssetFailuresUploadDocument,
    "mutation AssetFailuresTwoMutations($field: SetAssetCustomFieldInput!, $hook: CreateAssetWebhookInput!) {\n  field: setAssetCustomField(input: $field) { asset { backendId } userErrors { code } }\n  hook: createAssetWebhook(input: $hook) { webhook { backendId } userErrors { code } } }": typeof types.AssetFailuresTwoMutationsDocument,
    "query AssetIdentitySamples { libraries(first: 1) { edges { node { id backendId organization { id backendId }\n  collections(first: 1) { edges { node { id backendId } } }\n  sections(first: 1) { edges { node { id backendId assets(first: 1) { edges { node { id backendId attachments { id backendId } } } } } } } } } }\n  assetWebhooks(first: 1) { edges { node { id backendId } } } }": typeof types.AssetIdentitySamplesDocument,
    "mutation AssetIdentityCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }": typeof types.AssetIdentityCreateWebhookDocument,
    "query AssetIdentityNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id\n  ... on Organization { backendId } ... on Library { backendId } ... on Section { backendId } ... on Collection { backendId }\n  ... on Asset { backendId } ... on AssetAttachment { backendId } ... on AssetWebhook { backendId } } }": typeof types.AssetIdentityNodesDocument,
    "mutation AssetsUpload($input: UploadAssetInput!) {\n  uploadAsset(input: $input) { uploadMethod storageRequests sizeInBytes userErrors { message field code }\n    asset { id backendId name description section { backendId } library { backendId }  # library: one read\n      attachments { backendId filename sizeInBytes mimeType url } } } }": typeof types.AssetsUploadDocument,
    "query AssetsWalk($id: ID!, $first: Int, $after: String) {\n  organization(id: $id) { attachments(first: $first, after: $after) {\n    edges { cursor node { id backendId filename asset { backendId } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }": typeof types.AssetsWalkDocument,
    "query AssetsWalkLibraryCursor { libraries(first: 1) { pageInfo { endCursor } } }": typeof types.AssetsWalkLibraryCursorDocument,
    "mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {\n  createAssetWebhook(input: $input) { webhook { id backendId changeKind callbackUrl library { backendId name } } userErrors { message field code errorCode } } }": typeof types.AssetWebhooksCreateDocument,
    "query AssetWebhooksList($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {\n  totalCount edges { cursor node { id backendId changeKind callbackUrl } } pageInfo { hasNextPage endCursor } } }": typeof types.AssetWebhooksListDocument,
    "mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId userErrors { field code } } }": typeof types.AssetWebhooksDeleteDocument,
    "query AssetWebhooksNode($id: ID!) { node(id: $id) { id ... on AssetWebhook { backendId changeKind } } }": typeof types.AssetWebhooksNodeDocument,
    "mutation AllocationCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId } userErrors { field code } } }": typeof types.AllocationCreateDocument,
    "mutation AllocationUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { allocationMode hoursPerDay percent } userErrors { field code } } }": typeof types.AllocationUpdateDocument,
    "query AuthMe { me { email } }": typeof types.AuthMeDocument,
    "query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }": typeof types.AuthSheetsDocument,
    "query AuthSheet($id: ID!) { sheet(id: $id) { name } }": typeof types.AuthSheetDocument,
    "query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }": typeof types.AuthMeAndPeopleDocument,
    "query AuthLibraries { me { email } libraries(first: 1) { edges { node { id } } } }": typeof types.AuthLibrariesDocument,
    "query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": typeof types.AuthEveryBackendDocument,
    "query AuthUsers { users(first: 5) { edges { node { email } } } }": typeof types.AuthUsersDocument,
    "query BatchingEvents { events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } } }": typeof types.BatchingEventsDocument,
    "query BatchingEventsTwice {\n    a: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } }\n    b: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } } }": typeof types.BatchingEventsTwiceDocument,
    "query BatchingUsersPeople { users(first: 200) { edges { node { email person { email displayName } } } } }": typeof types.BatchingUsersPeopleDocument,
    "query BatchingPeopleUsers { people(first: 100) { edges { node { email user { email name } } } } }": typeof types.BatchingPeopleUsersDocument,
    "query BatchingAssignments { projects(first: 5) { edges { node { name assignments(first: 20) { edges { node {\n            person { id } assignable { __typename ... on Phase { project { id } } } project { id name } } } } } } } }": typeof types.BatchingAssignmentsDocument,
    "mutation CellFormatsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id cells { column { backendId } value displayValue format } } } }": typeof types.CellFormatsAddDocument,
    "query CellFormatsRead($id: ID!) { node(id: $id) { __typename ... on Row { cells { column { backendId } value displayValue format } } } }": typeof types.CellFormatsReadDocument,
    "query ConnectionBoundsMe { me { email } }": typeof types.ConnectionBoundsMeDocument,
    "query CursorsUsers($after: String) { users(first: 2, after: $after) { edges { node { id } } } }": typeof types.CursorsUsersDocument,
    "query CursorsEnds { users(first: 2) { pageInfo { endCursor } } sheets(first: 2) { pageInfo { endCursor } } people(first: 2) { pageInfo { endCursor } } }": typeof types.CursorsEndsDocument,
    "query CursorsUsersByEmail($after: String) { users(first: 2, after: $after, emails: [\"ada.adler@example.com\"]) { edges { node { id } } } }": typeof types.CursorsUsersByEmailDocument,
    "query CursorsWorkspaces($before: String) { workspaces(first: 2, after: $before) { edges { node { id } } } }": typeof types.CursorsWorkspacesDocument,
    "query CursorsTooMany { users(first: 100000) { edges { node { id } } } }": typeof types.CursorsTooManyDocument,
    "query CursorsNegative { sheets(first: -1) { edges { node { id } } } }": typeof types.CursorsNegativeDocument,
    "query CursorsMalformedId { node(id: \"not-a-global-id\") { id } }": typeof types.CursorsMalformedIdDocument,
    "mutation DependencyColumnsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } userErrors { field code errorCode } } }": typeof types.DependencyColumnsUpdateDocument,
    "mutation DependencyColumnsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { backendId } userErrors { field code errorCode } } }": typeof types.DependencyColumnsAddDocument,
    "mutation DocumentedAddRows($input: AddRowsInput!) { addRows(input: $input) { rows { backendId cells { value objectValue { __typename } format } } } }": typeof types.DocumentedAddRowsDocument,
    "mutation DocumentedAddReviewed($input: AddRowsInput!) { addRows(input: $input) { rows { backendId cells {\n  objectValue { ... on MultiContactValue { contacts { email name } } } } } } }": typeof types.DocumentedAddReviewedDocument,
    "query DocumentedUsersByEmail($emails: [EmailAddress!]) { users(first: 2, emails: $emails) { edges { node { email\n    alternateEmails { email } plans(first: 2) { edges { node { plan { id } } } } } } } }": typeof types.DocumentedUsersByEmailDocument,
    "query DocumentedSeatTypes($plan: ID!) { me { email } users(first: 2, seatTypes: [MEMBER]) { totalCount } plan(id: $plan) { members(first: 2, seatTypes: [VIEWER]) { totalCount } } }": typeof types.DocumentedSeatTypesDocument,
    "query DocumentedSheets { sheets(first: 2) { edges { node { name version\n    rows(first: 2) { edges { node { backendId cells { value format } } } } columns(first: 2) { totalCount }\n    attachments(first: 2) { totalCount } discussions(first: 2) { totalCount } search(query: \"a\") { totalCount } } } } }": typeof types.DocumentedSheetsDocument,
    "query DocumentedSheetParts($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { automationRules(first: 2) { totalCount }\n    row(id: $row) { cellHistory(columnId: $column, first: 2) { totalCount } } column(id: $column) { title } } }": typeof types.DocumentedSheetPartsDocument,
    "query DocumentedContainers { workspaces(first: 2) { edges { node { createdAt children(first: 3) { edges { node { __typename\n    ... on Folder { children(first: 2) { edges { cursor } } } } } } } } } dashboards(first: 2) { edges { cursor } } webhooks(first: 2) { edges { cursor } } }": typeof types.DocumentedContainersDocument,
    "query DocumentedShares($id: ID!) { shares(targetType: SHEET, targetId: $id, first: 2) { edges { node { accessLevel } } }\n    search(query: \"risk\", includeFavorites: true) { totalCount } }": typeof types.DocumentedSharesDocument,
    "query DocumentedEvents($ids: [ID!]) { events(first: 2, since: \"2026-10-01T00:00:00Z\", to: \"2026-10-02T00:00:00Z\") { edges { cursor } }\n    filteredEvents(first: 2, since: \"2026-10-01T00:00:00Z\", sheetIds: $ids) { edges { cursor } } }": typeof types.DocumentedEventsDocument,
    "mutation DocumentedUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId cells { value } } } }": typeof types.DocumentedUpdateRowsDocument,
    "query DocumentedProjects { projects(first: 2) { edges { node { phases(first: 2) { pageInfo { hasNextPage } }\n    assignments(first: 2) { edges { node { subtaskCounts { total } } } } budgetItems(itemType: EXPENSES, first: 2) { pageInfo { hasNextPage } } billRates(first: 2) { pageInfo { hasNextPage } }\n    expenseItems(first: 2) { pageInfo { hasNextPage } } } } } }": typeof types.DocumentedProjectsDocument,
    "query DocumentedPeople { people(first: 2) { edges { node { availabilities(first: 2) { pageInfo { hasNextPage } }\n    expenseItems(first: 2) { pageInfo { hasNextPage } } } } } approvals(first: 2) { pageInfo { hasNextPage } } customFields(namespace: PEOPLE) { pageInfo { hasNextPage } } placeholders(first: 2) { pageInfo { hasNextPage } } }": typeof types.DocumentedPeopleDocument,
    "query DocumentedReference { assignments(first: 2, from: \"2026-01-01\", to: \"2026-12-31\") { pageInfo { hasNextPage } }\n    assignables(first: 2) { pageInfo { hasNextPage } } holidays(first: 2) { pageInfo { hasNextPage } } disciplines(first: 2) { pageInfo { hasNextPage } } leaveTypes(first: 2) { pageInfo { hasNextPage } }\n    apiTokens(first: 2) { totalCount } billRates(first: 2) { pageInfo { hasNextPage } } }": typeof types.DocumentedReferenceDocument,
    "query DocumentedAssets { organizations(first: 2) { edges { node { libraries(first: 2) { edges { node {\n    sections(first: 2) { totalCount } collections(first: 2) { totalCount } assets(first: 2) { edges { node { name attachments { url } } } } } } } } } } }": typeof types.DocumentedAssetsDocument,
    "query EventDetailsPage($after: String) { events(first: 500, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { node { eventType source details { __typename raw\n    ... on GenericEventDetails { emailAddress sourceIpAddress }\n    ... on AccessTokenAuthorizeDetails { emailAddress tokenExpirationTimestamp accessScopes appClientId }\n    ... on FolderRequestBackupDetails { includeAttachments sendCompletionEmail }\n    ... on AuthenticationActivateDomainStrictDetails { sourceIpAddress domains mfaEnabled }\n    ... on PolicyDataEgressCreateDetails { restrictedActions scope }\n    ... on ReportSendAsAttachmentDetails { formatType recipientEmail recipientGroupId }\n    ... on SecurityControlsUpdateApiTokenExpirationPeriodDetails { oldValue newValue }\n    ... on AttachmentCreateDetails { emailAddress sheetId workspaceId attachmentName }\n  } } }\n  pageInfo { hasNextPage endCursor } } }": typeof types.EventDetailsPageDocument,
    "query EventObjects { events(first: 50, since: \"2026-10-15T00:00:00Z\") { edges { node { backendId objectType user { id name }\n  object { __typename ... on Sheet { id name } ... on Workspace { id } ... on User { id }\n    ... on UnresolvedEventObject { objectType backendId } } } } } }": typeof types.EventObjectsDocument,
    "query EventObjectIds { events(first: 200, since: \"2026-10-01T00:00:00Z\") { edges { node { objectType object { __typename ... on Node { id } } } } } }": typeof types.EventObjectIdsDocument,
    "query EventObjectNode($id: ID!) { node(id: $id) { __typename id } }": typeof types.EventObjectNodeDocument,
    "mutation ExactNumbersAdd($input: AddRowsInput!) { addRows(input: $input) { rows { backendId } userErrors { field code errorCode message } } }": typeof types.ExactNumbersAddDocument,
    "mutation ExactNumbersUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } userErrors { field code errorCode message } } }": typeof types.ExactNumbersUpdateDocument,
    "query FederationSamples {\n        users(first: 1) { edges { node { id } } }\n        sheets(first: 1) { edges { node { id columns(first: 100) { edges { node { id } } } rows(first: 1) { edges { node { id } } } } } }\n        workspaces(first: 1) { edges { node { id } } }\n        events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } }\n        people(first: 40) { edges { node { id assignments(first: 50) { edges { node { assignable { __typename ... on LeaveType { id } } } } } } } }\n        projects(first: 20) { edges { node { id phases(first: 1) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } } } }\n        libraries(first: 1) { edges { node { id organization { id } sections(first: 1) { edges { node { id assets(first: 1) { edges { node { id attachments { id } } } } } } } } } }\n      }": typeof types.FederationSamplesDocument,
    "query FederationUsers { users(first: 10) { edges { node { id } } } }": typeof types.FederationUsersDocument,
    "query FederationNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": typeof types.FederationNodesDocument,
    "query FilteredEventsPage($first: Int, $after: String, $ids: [ID!]) { filteredEvents(first: $first, after: $after, sheetIds: $ids, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id objectType object { ... on Sheet { id } } details { __typename ... on AttachmentCreateDetails { sheetId } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.FilteredEventsPageDocument,
    "query FilteredAdminFeed { events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } } }": typeof types.FilteredAdminFeedDocument,
    "query FilteredVisibleSheets { sheets(first: 100) { edges { node { backendId } } } }": typeof types.FilteredVisibleSheetsDocument,
    "query FilteredFirstSheet { sheets(first: 1) { edges { node { id } } } }": typeof types.FilteredFirstSheetDocument,
    "query FilteredSheetEvents($id: ID!) { sheet(id: $id) { events(first: 20, since: \"2020-01-01T00:00:00Z\") { edges { node { eventType } } } } }": typeof types.FilteredSheetEventsDocument,
    "query FilteredSinceAndPosition { filteredEvents(first: 1, since: \"2026-10-01T00:00:00Z\", streamPosition: \"x\") { edges { node { id } } } }": typeof types.FilteredSinceAndPositionDocument,
    "query FilteredAdminPage($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n      edges { node { id } } pageInfo { endCursor hasNextPage } } }": typeof types.FilteredAdminPageDocument,
    "query FullReadsListsOnly { users(first: 3) { edges { node { name email status } } } workspaces(first: 2) { edges { node { name accessLevel } } } }": typeof types.FullReadsListsOnlyDocument,
    "query FullReadsUserProfiles { users(first: 3) { edges { node { backendId locale timeZone title company account { name } } } } }": typeof types.FullReadsUserProfilesDocument,
    "query FullReadsSheetsWorkspaces { sheets(first: 2) { edges { node { version ganttEnabled favorite } } } workspaces(first: 2) { edges { node { createdAt modifiedAt } } } }": typeof types.FullReadsSheetsWorkspacesDocument,
    "query FullReadsMe { me { locale timeZone role account { name } } }": typeof types.FullReadsMeDocument,
    "query HostileSheetName($id: ID!) { sheet(id: $id) { name } }": typeof types.HostileSheetNameDocument,
    "query HostileSheetNames { sheets(first: 5) { edges { node { name } } } }": typeof types.HostileSheetNamesDocument,
    "query IdleFootprintMe { me { email } }": typeof types.IdleFootprintMeDocument,
    "query ReconcileSheetJoins($id: ID!) { sheet(id: $id) { project { projectId: backendId } assets(first: 500) { edges { node { assetId: backendId } } } } }": typeof types.ReconcileSheetJoinsDocument,
    "query JoinIndexJoins($sheet: ID!, $project: ID!) {\n  sheet(id: $sheet) {\n    project { projectId: backendId }\n    assets(first: 500) { edges { node { assetId: backendId } } }\n    rows(first: 30) { edges { node { backendId assets(first: 50) { edges { node { assetId: backendId } } } } } }\n  }\n  project(id: $project) { projectId: backendId assets(first: 500) { edges { node { assetId: backendId } } } }\n}": typeof types.JoinIndexJoinsDocument,
    "query JoinIndexSheetRows($id: ID!) { sheet(id: $id) { rows(first: 30) { edges { node { backendId } } } } }": typeof types.JoinIndexSheetRowsDocument,
    "mutation JoinIndexSetAssetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId: backendId customFields { key value } } userErrors { field code } } }": typeof types.JoinIndexSetAssetFieldDocument,
    "query JoinIndexProjectFields($id: ID!) { project(id: $id) { customFieldValues { id name values } } }": typeof types.JoinIndexProjectFieldsDocument,
    "mutation JoinIndexUpdateProjectField($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { values } } }": typeof types.JoinIndexUpdateProjectFieldDocument,
    "query JoinsProjectSheets { projects(first: 10) { edges { node { projectId: backendId sheet { backendId name project { projectId: backendId } } } } } }": typeof types.JoinsProjectSheetsDocument,
    "query JoinsAssetWork($id: ID!) { asset(id: $id) { assetId: backendId\n  sheet { backendId assets(first: 100) { edges { node { assetId: backendId } } } }\n  row { backendId assets(first: 50) { edges { node { assetId: backendId } } } } } }": typeof types.JoinsAssetWorkDocument,
    "query JoinsProjectAssets { projects(first: 50) { edges { node { projectId: backendId assets(first: 100) { totalCount edges { node { project { projectId: backendId } } } } } } } }": typeof types.JoinsProjectAssetsDocument,
    "query JoinsFirstSheet { sheets(first: 1) { edges { node { id } } } }": typeof types.JoinsFirstSheetDocument,
    "query JoinsSheetAssets($id: ID!) { sheet(id: $id) { name assets(first: 5) { totalCount } } }": typeof types.JoinsSheetAssetsDocument,
    "\n  query LoaderBatchingOffEvents {\n    events(first: 50, since: \"2026-10-01T00:00:00Z\") {\n      edges {\n        node {\n          user {\n            id\n          }\n          requestUser {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoaderBatchingOffEventsDocument,
    "query ObservabilityLogged { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": typeof types.ObservabilityLoggedDocument,
    "query ObservabilityNamed { sheets(first: 2) { edges { node { name } } } }": typeof types.ObservabilityNamedDocument,
    "query ObservabilityInFlight { me { email } }": typeof types.ObservabilityInFlightDocument,
    "query ObservabilityTraced { me { email } people(first: 1) { edges { node { id } } } }": typeof types.ObservabilityTracedDocument,
    "query PacingMe { me { email } }": typeof types.PacingMeDocument,
    "query PacingPeople { people(first: 1) { edges { node { id } } } }": typeof types.PacingPeopleDocument,
    "query PacingLibraries { libraries(first: 1) { edges { node { libraryId: backendId } } } }": typeof types.PacingLibrariesDocument,
    "query PagedUsers($first: Int, $after: String, $last: Int, $before: String) { users(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }": typeof types.PagedUsersDocument,
    "query PagedSheets($first: Int, $after: String, $last: Int, $before: String) { sheets(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedSheetsDocument,
    "query PagedRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { sheet(id: $id) { rows(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } } }": typeof types.PagedRowsDocument,
    "query PagedWorkspaces($first: Int, $after: String) { workspaces(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedWorkspacesDocument,
    "query PagedEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) { events(first: $first, after: $after, since: $since, to: $to) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedEventsDocument,
    "query PagedPeople($first: Int, $after: String) { people(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedPeopleDocument,
    "query PagedProjects($first: Int, $after: String) { projects(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedProjectsDocument,
    "query PagedPhases($id: ID!, $first: Int, $after: String) { project(id: $id) { phases(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.PagedPhasesDocument,
    "query PagedProjectAssignments($id: ID!, $first: Int, $after: String) { project(id: $id) {\n  assignments(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.PagedProjectAssignmentsDocument,
    "query PagedPersonAssignments($id: ID!, $first: Int, $after: String) { person(id: $id) {\n  assignments(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.PagedPersonAssignmentsDocument,
    "query PagedLibraries($first: Int, $after: String, $last: Int, $before: String) { libraries(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": typeof types.PagedLibrariesDocument,
    "query PagedSections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { library(id: $id) {\n  sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": typeof types.PagedSectionsDocument,
    "query PagedSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { node(id: $id) { ... on Section {\n  assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }": typeof types.PagedSectionAssetsDocument,
    "query RedisOutageProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }": typeof types.RedisOutageProjectAssetsDocument,
    "query RedisOutageSheets { sheets(first: 5) { edges { node { name } } } }": typeof types.RedisOutageSheetsDocument,
    "query RefusalSheetShares($assetId: ID!) { shares(targetType: SHEET, targetId: $assetId, first: 1) { edges { node { id backendId } } } }": typeof types.RefusalSheetSharesDocument,
    "mutation RefusalUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { version } userErrors { code errorCode } } }": typeof types.RefusalUpdateRowsDocument,
    "mutation RefusalAddRows($input: AddRowsInput!) { addRows(input: $input) { sheet { version } userErrors { code errorCode } } }": typeof types.RefusalAddRowsDocument,
    "mutation RefusalAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { sheet { version } userErrors { code errorCode } } }": typeof types.RefusalAddColumnsDocument,
    "mutation RefusalUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { sheet { version } userErrors { code errorCode } } }": typeof types.RefusalUpdateColumnDocument,
    "mutation RefusalUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } userErrors { code errorCode } } }": typeof types.RefusalUpdateAutomationRuleDocument,
    "mutation RefusalUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { accessLevel } userErrors { code errorCode } } }": typeof types.RefusalUpdateShareDocument,
    "mutation RefusalCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } userErrors { code errorCode } } }": typeof types.RefusalCreateShareDocument,
    "mutation RefusalAddUser($input: AddUserInput!) { addUser(input: $input) { user { email } userErrors { code errorCode } } }": typeof types.RefusalAddUserDocument,
    "mutation RefusalAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { email } userErrors { code errorCode } } }": typeof types.RefusalAddAlternateEmailsDocument,
    "mutation RefusalMakePrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } userErrors { code errorCode } } }": typeof types.RefusalMakePrimaryDocument,
    "mutation RefusalAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } userErrors { code errorCode } } }": typeof types.RefusalAttachUrlDocument,
    "mutation RefusalAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { id } userErrors { code errorCode } } }": typeof types.RefusalAttachFileDocument,
    "query StormEvents($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }": typeof types.StormEventsDocument,
    "query StormRows($id: ID!, $first: Int, $after: String) { sheet(id: $id) { rows(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }": typeof types.StormRowsDocument,
    "query StormSectionAssets($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Section { assets(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } } }": typeof types.StormSectionAssetsDocument,
    "query ReliabilityMe { me { email } }": typeof types.ReliabilityMeDocument,
    "query ReliabilityMeAndPeople { me { email person { displayName } } people(first: 1) { edges { node { id } } } }": typeof types.ReliabilityMeAndPeopleDocument,
    "query ReliabilityPeople { people(first: 1) { edges { node { id } } } }": typeof types.ReliabilityPeopleDocument,
    "query ReliabilityEventUsers($since: DateTime) { events(first: 50, since: $since) { edges { node { user { name } } } } }": typeof types.ReliabilityEventUsersDocument,
    "mutation ReliabilityCreateWorkspace($name: String!) { createWorkspace(input: { name: $name }) { workspace { name } } }": typeof types.ReliabilityCreateWorkspaceDocument,
    "query ReliabilityWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }": typeof types.ReliabilityWorkspaceNamesDocument,
    "query AnswerChecksPhases { projects(first: 2) { edges { node { name phases(first: 3) { edges { node { phaseName: name } } } } } } }": typeof types.AnswerChecksPhasesDocument,
    "query AnswerChecksPerson($id: ID!) { person(id: $id) { email } leaveTypes(first: 1) { edges { node { name } } } }": typeof types.AnswerChecksPersonDocument,
    "query AnswerChecksPeople { people(first: 2) { edges { node { id } } } holidays(first: 1) { edges { node { name } } } }": typeof types.AnswerChecksPeopleDocument,
    "query ApiTokensList { apiTokens(first: 50) { edges { node { id apiTokenId: backendId title } } } }": typeof types.ApiTokensListDocument,
    "query ApiTokensTypeFields($name: String!) { __type(name: $name) { fields { name } } }": typeof types.ApiTokensTypeFieldsDocument,
    "mutation ApiTokensCreate($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id apiTokenId: backendId title } secret userErrors { field code message } } }": typeof types.ApiTokensCreateDocument,
    "mutation ApiTokensRenew($id: ID!) { renewApiToken(input: { id: $id }) { apiToken { id apiTokenId: backendId title } secret userErrors { field code message } } }": typeof types.ApiTokensRenewDocument,
    "mutation ApiTokensUpdate($input: UpdateApiTokenInput!) { updateApiToken(input: $input) { apiToken { id title } userErrors { field code message } } }": typeof types.ApiTokensUpdateDocument,
    "mutation ApiTokensDelete($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId userErrors { field code message } } }": typeof types.ApiTokensDeleteDocument,
    "query ApiTokensNode($id: ID!) { node(id: $id) { id ... on ApiToken { title } } }": typeof types.ApiTokensNodeDocument,
    "query ApiTokensHolidays { holidays(first: 1) { edges { node { name } } } }": typeof types.ApiTokensHolidaysDocument,
    "fragment ApprovalsFields on Approval { id approvalId: backendId status approvableType expenseItem { approvableId: backendId } timeEntryBackendId submittedBy { personId: backendId } approvedBy { personId: backendId } expenseItem { expenseItemId: backendId } }": typeof types.ApprovalsFieldsFragmentDoc,
    "mutation ApprovalsCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId: backendId updatedAt } userErrors { field code message } } }": typeof types.ApprovalsCreateExpenseDocument,
    "mutation ApprovalsSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { ...ApprovalsFields } userErrors { field code message } } }": typeof types.ApprovalsSubmitDocument,
    "mutation ApprovalsApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { ...ApprovalsFields } userErrors { field code message } } }": typeof types.ApprovalsApproveDocument,
    "mutation ApprovalsDelete($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId userErrors { field code message } } }": typeof types.ApprovalsDeleteDocument,
    "query ApprovalsList($first: Int!) { approvals(first: $first) { edges { node { ...ApprovalsFields } } } }": typeof types.ApprovalsListDocument,
    "query ApprovalsNode($id: ID!) { node(id: $id) { __typename ... on Approval { approvalId: backendId } } }": typeof types.ApprovalsNodeDocument,
    "fragment AssignmentsFields on Assignment { id assignmentId: backendId startsAt endsAt allocationMode percent hoursPerDay fixedHours description note person { personId: backendId }\n  assignable { __typename ... on Project { projectId: backendId } ... on Phase { phaseId: backendId } ... on LeaveType { leaveTypeId: backendId } } subtasks(first: 100) { edges { node { id description completed } } } subtaskCounts { completed total } }": typeof types.AssignmentsFieldsFragmentDoc,
    "mutation AssignmentsCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }": typeof types.AssignmentsCreateDocument,
    "mutation AssignmentsUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }": typeof types.AssignmentsUpdateDocument,
    "mutation AssignmentsDelete($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId userErrors { field code message } } }": typeof types.AssignmentsDeleteDocument,
    "mutation AssignmentsRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }": typeof types.AssignmentsRetargetDocument,
    "query AssignmentsReadPaths($project: ID!, $person: ID!, $id: ID!, $other: ID!, $from: Date, $to: Date) {\n  assignments(first: 3, from: $from, to: $to) { edges { node { assignmentId: backendId subtaskCounts { total } } } }\n  project(id: $project) { assignment(id: $id) { assignmentId: backendId } }\n  person(id: $person) { assignment(id: $id) { assignmentId: backendId } other: assignment(id: $other) { assignmentId: backendId } assignments(first: 100) { edges { node { assignmentId: backendId } } } }\n}": typeof types.AssignmentsReadPathsDocument,
    "query AssignmentsNode($id: ID!) { node(id: $id) { __typename ... on Assignment { assignmentId: backendId } } }": typeof types.AssignmentsNodeDocument,
    "mutation AssignmentsCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id subtaskId: backendId description completed assignment { assignmentId: backendId } } userErrors { field code message } } }": typeof types.AssignmentsCreateSubtaskDocument,
    "query AssignmentsSubtaskList($id: ID!) { node(id: $id) { __typename ... on Assignment { subtasks(first: 10) { edges { node { subtaskId: backendId } } } subtaskCounts { total completed } } } }": typeof types.AssignmentsSubtaskListDocument,
    "mutation AssignmentsUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { description completed updatedBy { personId: backendId } } userErrors { field code message } } }": typeof types.AssignmentsUpdateSubtaskDocument,
    "query AssignmentsSubtaskNode($id: ID!) { node(id: $id) { ... on Subtask { description completed } } }": typeof types.AssignmentsSubtaskNodeDocument,
    "mutation AssignmentsDeleteSubtask($input: DeleteSubtaskInput!) { deleteSubtask(input: $input) { deletedSubtaskId userErrors { field code message } } }": typeof types.AssignmentsDeleteSubtaskDocument,
    "query AssignmentsAssignables($project: ID!, $leave: ID!) {\n  assignables(first: 60) { edges { node { __typename ... on Project { projectId: backendId } ... on LeaveType { name } } } }\n  project: assignable(id: $project) { __typename ... on Project { name } } leave: assignable(id: $leave) { __typename ... on LeaveType { name } } }": typeof types.AssignmentsAssignablesDocument,
    "query AssignmentsAssignable($id: ID!) { assignable(id: $id) { __typename } }": typeof types.AssignmentsAssignableDocument,
    "fragment AvailabilitiesBlock on Availability { id availabilityId: backendId startsAt endsAt person { personId: backendId } hours { sunday monday tuesday wednesday thursday friday saturday } }": typeof types.AvailabilitiesBlockFragmentDoc,
    "query AvailabilitiesOfPerson($id: ID!) { person(id: $id) { availabilities(first: 10) { edges { node { ...AvailabilitiesBlock } } pageInfo { hasNextPage } } } }": typeof types.AvailabilitiesOfPersonDocument,
    "query AvailabilitiesNode($id: ID!) { node(id: $id) { ... on Availability { availabilityId: backendId person { personId: backendId } } } }": typeof types.AvailabilitiesNodeDocument,
    "mutation AvailabilitiesCreate($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { ...AvailabilitiesBlock } userErrors { field code message } } }": typeof types.AvailabilitiesCreateDocument,
    "mutation AvailabilitiesUpdate($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { ...AvailabilitiesBlock } userErrors { field code message } } }": typeof types.AvailabilitiesUpdateDocument,
    "mutation AvailabilitiesDelete($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId userErrors { field code message } } }": typeof types.AvailabilitiesDeleteDocument,
    "query AvailabilitiesPersonAssignments($id: ID!) { person(id: $id) { assignments(first: 500) { edges { node { id startsAt endsAt allocationMode percent hoursPerDay fixedHours } } } } }": typeof types.AvailabilitiesPersonAssignmentsDocument,
    "fragment BudgetsItem on BudgetItem { id budgetItemId: backendId itemType amount { amount currencyCode } project { projectId: backendId } phase { phaseId: backendId } category unit hours }": typeof types.BudgetsItemFragmentDoc,
    "query BudgetsProjectItems($id: ID!, $itemType: BudgetItemType) { project(id: $id) {\n  all: budgetItems(first: 50) { edges { node { ...BudgetsItem } } } ofType: budgetItems(itemType: $itemType) { edges { node { ...BudgetsItem } } } } }": typeof types.BudgetsProjectItemsDocument,
    "query BudgetsItemPaths($id: ID!, $project: ID!, $other: ID!) { budgetItem(id: $id) { ...BudgetsItem } node(id: $id) { id }\n  project(id: $project) { budgetItem(id: $id) { amount { amount currencyCode } } } other: project(id: $other) { budgetItem(id: $id) { amount { amount currencyCode } } } }": typeof types.BudgetsItemPathsDocument,
    "query BudgetsItem($id: ID!) { budgetItem(id: $id) { id } }": typeof types.BudgetsItemDocument,
    "mutation BudgetsCreate($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { ...BudgetsItem } userErrors { field code message } } }": typeof types.BudgetsCreateDocument,
    "mutation BudgetsUpdate($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { ...BudgetsItem } userErrors { field code message } } }": typeof types.BudgetsUpdateDocument,
    "mutation BudgetsDelete($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId userErrors { field code message } } }": typeof types.BudgetsDeleteDocument,
    "query BudgetsPhaseItems($id: ID!, $itemType: BudgetItemType) { node(id: $id) { __typename ... on Phase { budgetItems(itemType: $itemType) { edges { node { budgetItemId: backendId } } } } } }": typeof types.BudgetsPhaseItemsDocument,
    "query BudgetsCategories($project: ID!, $phase: ID!) {\n  expenseItemCategories { edges { node { categoryId: backendId name } } } timeEntryCategories { edges { node { name } } }\n  project(id: $project) { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } }\n  node(id: $phase) { __typename ... on Phase { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } } }": typeof types.BudgetsCategoriesDocument,
    "fragment CustomFieldsField on CustomField { id customFieldId: backendId name namespace dataType options defaultValue description isVisibleOnInfoPage isVisibleAsFilter }": typeof types.CustomFieldsFieldFragmentDoc,
    "query CustomFieldsLists($namespace: CustomFieldNamespace, $id: ID!) { customFields { edges { node { ...CustomFieldsField } } }\n  people: customFields(namespace: $namespace) { edges { node { name } } } customField(id: $id) { name options } }": typeof types.CustomFieldsListsDocument,
    "query CustomFieldsOwnerValues($project: ID!, $person: ID!) { project(id: $project) { customFieldValues { name values customField { dataType } } }\n  person(id: $person) { customFieldValues { name values customField { namespace } } } }": typeof types.CustomFieldsOwnerValuesDocument,
    "mutation CustomFieldsCreate($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { ...CustomFieldsField } userErrors { field code } } }": typeof types.CustomFieldsCreateDocument,
    "mutation CustomFieldsUpdate($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ...CustomFieldsField } userErrors { field code } } }": typeof types.CustomFieldsUpdateDocument,
    "mutation CustomFieldsDelete($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }": typeof types.CustomFieldsDeleteDocument,
    "query CustomFieldsOne($id: ID!) { customField(id: $id) { id } }": typeof types.CustomFieldsOneDocument,
    "mutation CustomFieldsSetProject($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id valueId: backendId name values customField { name } } userErrors { field code } } }": typeof types.CustomFieldsSetProjectDocument,
    "mutation CustomFieldsSetPerson($input: SetCustomFieldValueInput!) { setPersonCustomFieldValue(input: $input) { customFieldValue { id name values } userErrors { field code } } }": typeof types.CustomFieldsSetPersonDocument,
    "mutation CustomFieldsUpdateProjectValue($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { id values } userErrors { field code } } }": typeof types.CustomFieldsUpdateProjectValueDocument,
    "mutation CustomFieldsUpdatePersonValue($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { values name } } }": typeof types.CustomFieldsUpdatePersonValueDocument,
    "query CustomFieldsProjectValues($id: ID!) { project(id: $id) { customFieldValues { id name values customField { customFieldId: backendId } } } }": typeof types.CustomFieldsProjectValuesDocument,
    "query CustomFieldsPersonValues($id: ID!) { person(id: $id) { customFieldValues { id name } } }": typeof types.CustomFieldsPersonValuesDocument,
    "fragment ExpensesItem on ExpenseItem { id expenseItemId: backendId amount { amount currencyCode } date category notes person { personId: backendId }\n  assignable { __typename ... on Project { projectId: backendId } ... on Phase { phaseId: backendId } ... on LeaveType { leaveTypeId: backendId } } }": typeof types.ExpensesItemFragmentDoc,
    "query ExpensesOwnerItems($person: ID!, $project: ID!, $item: ID!) {\n  person(id: $person) { expenseItems(first: 50) { edges { node { expenseItemId: backendId person { personId: backendId } } } } expenseItem(id: $item) { amount { amount currencyCode } } }\n  project(id: $project) { expenseItems(first: 50) { edges { node { expenseItemId: backendId } } } expenseItem(id: $item) { amount { amount currencyCode } date } } }": typeof types.ExpensesOwnerItemsDocument,
    "mutation ExpensesCreate($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { ...ExpensesItem } userErrors { field code message } } }": typeof types.ExpensesCreateDocument,
    "mutation ExpensesUpdate($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { ...ExpensesItem } userErrors { field code message } } }": typeof types.ExpensesUpdateDocument,
    "mutation ExpensesDelete($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId userErrors { field code message } } }": typeof types.ExpensesDeleteDocument,
    "query ExpensesNode($id: ID!) { node(id: $id) { id } }": typeof types.ExpensesNodeDocument,
    "mutation ResourceFailuresTwoWrites($placeholder: CreatePlaceholderInput!, $item: CreateBudgetItemInput!) {\n  createPlaceholder(input: $placeholder) { placeholder { id title } userErrors { code } }\n  createBudgetItem(input: $item) { budgetItem { id } userErrors { code } } }": typeof types.ResourceFailuresTwoWritesDocument,
    "query ResourceFailuresProjectLists($id: ID!) { project(id: $id) { id name\n  phases(first: 5) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } budgetItems(first: 5) { edges { node { id } } } } }": typeof types.ResourceFailuresProjectListsDocument,
    "query PlaceholdersList { placeholders(first: 100) { edges { node { id placeholderId: backendId title role discipline } } } }": typeof types.PlaceholdersListDocument,
    "query PlaceholdersNode($id: ID!) { node(id: $id) { __typename ... on Placeholder { title } } }": typeof types.PlaceholdersNodeDocument,
    "mutation PlaceholdersCreate($input: CreatePlaceholderInput!) { createPlaceholder(input: $input) { placeholder { id placeholderId: backendId title role } userErrors { field code message } } }": typeof types.PlaceholdersCreateDocument,
    "mutation PlaceholdersUpdate($input: UpdatePlaceholderInput!) { updatePlaceholder(input: $input) { placeholder { title location } userErrors { field code message } } }": typeof types.PlaceholdersUpdateDocument,
    "mutation PlaceholdersDelete($id: ID!) { deletePlaceholder(input: { id: $id }) { deletedPlaceholderId userErrors { field code message } } }": typeof types.PlaceholdersDeleteDocument,
    "query PlaceholdersRead($id: ID!) { placeholder(id: $id) { title } }": typeof types.PlaceholdersReadDocument,
    "mutation ProjectWritesCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id projectId: backendId name state archived startsAt endsAt owner { ownerId: backendId } projectCode client } userErrors { field code message } } }": typeof types.ProjectWritesCreateDocument,
    "query ProjectWritesRead($id: ID!) { project(id: $id) { name customFieldValues { id } } }": typeof types.ProjectWritesReadDocument,
    "query ProjectWritesReadId($id: ID!) { project(id: $id) { id } }": typeof types.ProjectWritesReadIdDocument,
    "mutation ProjectWritesUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { name state endsAt } userErrors { field code message } } }": typeof types.ProjectWritesUpdateDocument,
    "mutation ProjectWritesArchive($id: ID!) { archiveProject(input: { id: $id }) { project { archived archivedAt } userErrors { field code message } } }": typeof types.ProjectWritesArchiveDocument,
    "mutation ProjectWritesUnarchive($id: ID!) { unarchiveProject(input: { id: $id }) { project { archived archivedAt } userErrors { field code message } } }": typeof types.ProjectWritesUnarchiveDocument,
    "query ProjectWritesLists { active: projects(first: 500) { edges { node { id } } } all: projects(first: 500, withArchived: true) { edges { node { id } } } }": typeof types.ProjectWritesListsDocument,
    "mutation ProjectWritesDelete($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId userErrors { field code message } } }": typeof types.ProjectWritesDeleteDocument,
    "mutation ProjectWritesCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { id phaseId: backendId name startsAt project { id } } userErrors { field code message } } }": typeof types.ProjectWritesCreatePhaseDocument,
    "query ProjectWritesPhases($id: ID!) { project(id: $id) { phases(first: 5) { edges { node { id } } } } }": typeof types.ProjectWritesPhasesDocument,
    "mutation ProjectWritesUpdatePhase($input: UpdatePhaseInput!) { updatePhase(input: $input) { phase { name useParentBillRates } userErrors { field code message } } }": typeof types.ProjectWritesUpdatePhaseDocument,
    "mutation ProjectWritesDeletePhase($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId userErrors { field code message } } }": typeof types.ProjectWritesDeletePhaseDocument,
    "fragment BillRatesFields on BillRate { id billRateId: backendId rate { amount currencyCode } level roleId person { personId: backendId } discipline { name } project { projectId: backendId } phase { phaseId: backendId } }": typeof types.BillRatesFieldsFragmentDoc,
    "query BillRatesAccount { billRates(first: 100) { edges { node { ...BillRatesFields } } pageInfo { hasNextPage } } }": typeof types.BillRatesAccountDocument,
    "query BillRatesOne($id: ID!, $missing: ID!) { billRate(id: $id) { rate { amount currencyCode } level } missing: billRate(id: $missing) { rate { amount currencyCode } } }": typeof types.BillRatesOneDocument,
    "query BillRatesProjectAndAccount($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { ...BillRatesFields } } } }\n  billRates(first: 100) { edges { node { ...BillRatesFields } } } }": typeof types.BillRatesProjectAndAccountDocument,
    "query BillRatesProjectRate($id: ID!, $rate: ID!, $foreign: ID!) { project(id: $id) { billRate(id: $rate) { billRateId: backendId } other: billRate(id: $foreign) { billRateId: backendId } } }": typeof types.BillRatesProjectRateDocument,
    "query BillRatesPhase($id: ID!) { node(id: $id) { __typename ... on Phase { useParentBillRates billRates(first: 500) { edges { node { ...BillRatesFields } } }\n  project { billRates(first: 500) { edges { node { ...BillRatesFields } } } } } } }": typeof types.BillRatesPhaseDocument,
    "mutation BillRatesCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { field code message } } }": typeof types.BillRatesCreateProjectDocument,
    "mutation BillRatesUpdate($input: UpdateProjectBillRateInput!) { updateProjectBillRate(input: $input) { billRate { billRateId: backendId rate { amount currencyCode } level } userErrors { field code message } } }": typeof types.BillRatesUpdateDocument,
    "query BillRatesMutationFields { __type(name: \"Mutation\") { fields { name } } }": typeof types.BillRatesMutationFieldsDocument,
    "query ReferenceDataDisciplines($id: ID!, $missing: ID!) { disciplines { edges { node { id disciplineId: backendId name } } } discipline(id: $id) { name } missing: discipline(id: $missing) { name } }": typeof types.ReferenceDataDisciplinesDocument,
    "query ReferenceDataDisciplineNode($id: ID!) { node(id: $id) { ... on Discipline { name } } }": typeof types.ReferenceDataDisciplineNodeDocument,
    "query ReferenceDataHolidays($after: String) { holidays(first: 5, after: $after) { edges { node { holidayId: backendId name date } } pageInfo { hasNextPage endCursor } } }": typeof types.ReferenceDataHolidaysDocument,
    "query ReferenceDataLeaveTypes($id: ID!) { leaveTypes { edges { node { id leaveTypeId: backendId name } } } leaveType(id: $id) { name } }": typeof types.ReferenceDataLeaveTypesDocument,
    "query ReferenceDataMutationFields { __type(name: \"Mutation\") { fields { name } } }": typeof types.ReferenceDataMutationFieldsDocument,
    "query ScaleOutLibraryAsset { libraries(first: 1) { edges { node { libraryId: backendId organization { organizationId: backendId } sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }": typeof types.ScaleOutLibraryAssetDocument,
    "subscription ScaleOutAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id } } }": typeof types.ScaleOutAssetChangedDocument,
    "query ScaleOutSixMe { m1: me { email } m2: me { email } m3: me { email } m4: me { email } m5: me { email } m6: me { email } }": typeof types.ScaleOutSixMeDocument,
    "query ScaleOutProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }": typeof types.ScaleOutProjectAssetsDocument,
    "query SecurityBudgetFiveSheets { me { email } sheets(first: 5) { edges { node { name rows(first: 1) { edges { node { rowNumber } } } } } } }": typeof types.SecurityBudgetFiveSheetsDocument,
    "query SecurityBudgetTwoSheets { me { email } sheets(first: 2) { edges { node { rows(first: 1) { totalCount } } } } }": typeof types.SecurityBudgetTwoSheetsDocument,
    "query SecurityLimitsNextCaller { me { email } sheets(first: 2) { edges { node { name } } } }": typeof types.SecurityLimitsNextCallerDocument,
    "query SecurityPosturePeople { people(first: 1) { pageInfo { hasNextPage } } }": typeof types.SecurityPosturePeopleDocument,
    "query SecuritySharedLimitsMe { me { email } }": typeof types.SecuritySharedLimitsMeDocument,
    "query SharedStateProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }": typeof types.SharedStateProjectAssetsDocument,
    "query ReadShapeCreators($id: ID!) { sheet(id: $id) { name rows(first: 50) { edges { node { rowNumber createdBy { email } } } } } }": typeof types.ReadShapeCreatorsDocument,
    "query ReadShapeCreatorsAndCells($id: ID!) {\n  sheet(id: $id) { name rows(first: 50) { edges { node { rowNumber createdBy { email } cells { columnType objectValue { __typename } } } } } }\n}": typeof types.ReadShapeCreatorsAndCellsDocument,
    "query ReadShapeColumnNode($id: ID!) { node(id: $id) { ... on Column { title type } } }": typeof types.ReadShapeColumnNodeDocument,
    "query ReadShapeColumnIds($id: ID!) { sheet(id: $id) { columns(first: 100) { edges { node { id title } } } } }": typeof types.ReadShapeColumnIdsDocument,
    "\n  query ReadPlanLeanFirstSeven($id: ID!) {\n    sheet(id: $id) {\n      name\n      rows(first: 7) { edges { node { rowNumber } } }\n    }\n  }\n": typeof types.ReadPlanLeanFirstSevenDocument,
    "\n  query ReadPlanCellsFirstThree($id: ID!) {\n    sheet(id: $id) {\n      name\n      rows(first: 3) { edges { node { rowNumber cells { objectValue { __typename } } } } }\n    }\n  }\n": typeof types.ReadPlanCellsFirstThreeDocument,
    "\n  query ReadPlanIdsAfter($id: ID!, $after: String) {\n    sheet(id: $id) {\n      id\n      rows(first: 5, after: $after) { edges { node { rowNumber } } pageInfo { endCursor } }\n    }\n  }\n": typeof types.ReadPlanIdsAfterDocument,
    "query SheetsColumns($id: ID!) { sheet(id: $id) { totalRowCount columns(first: 100) { edges { node { title type primary symbol systemColumnType autoNumberFormat { prefix fill } } } } } }": typeof types.SheetsColumnsDocument,
    "query SheetsRowAuthors($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { createdBy { email } modifiedBy { email } } } } } }": typeof types.SheetsRowAuthorsDocument,
    "query SheetsCells($id: ID!) { sheet(id: $id) { rows(first: 60) { edges { node { cells { columnType value displayValue objectValue {\n  __typename ... on PredecessorList { predecessors { row { backendId } type lag { days } } }\n  ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } } } }": typeof types.SheetsCellsDocument,
    "query SheetsBigUser($id: ID!) { user(id: $id) { id backendId } }": typeof types.SheetsBigUserDocument,
    "query SheetsBigUserNode($id: ID!) { node(id: $id) { __typename ... on User { backendId } } }": typeof types.SheetsBigUserNodeDocument,
    "query SheetsFirstRows($id: ID!) { sheet(id: $id) { rows(first: 3, after: null) { edges { node { id rowNumber } } } } }": typeof types.SheetsFirstRowsDocument,
    "query SheetsRowNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Row { id rowNumber sheet { id } } } }": typeof types.SheetsRowNodesDocument,
    "query SingleReadsRootFields { __schema { queryType { fields { name args { name } type { kind name ofType { kind } } } } types { name interfaces { name } } } }": typeof types.SingleReadsRootFieldsDocument,
    "query SingleReadsSheetRowsCursor($id: ID!) { sheet(id: $id) { rows(first: 1) { pageInfo { endCursor } } } }": typeof types.SingleReadsSheetRowsCursorDocument,
    "query SingleReadsSheetTwoRows($id: ID!) { sheet(id: $id) { id rows(first: 2) { totalCount edges { node { backendId } } } } }": typeof types.SingleReadsSheetTwoRowsDocument,
    "query StartReadme { me { email plans(first: 2) { edges { node { seatType plan { id } } } } }\n  sheets(first: 3) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }": typeof types.StartReadmeDocument,
    "query ShutdownMe { me { email } }": typeof types.ShutdownMeDocument,
    "query StartManyMe { me { email } }": typeof types.StartManyMeDocument,
    "query SubscriptionLoadersFirstSheet { sheets(first: 1) { edges { node { backendId } } } }": typeof types.SubscriptionLoadersFirstSheetDocument,
    "query SubscriptionLoadersStalled { sheets(first: 1) { edges { node { id } } } }": typeof types.SubscriptionLoadersStalledDocument,
    "subscription SubscriptionLoadersSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { events { objectType kind } sheet { attachments(first: 100) { edges { node { backendId name url } } } } } }": typeof types.SubscriptionLoadersSheetChangedDocument,
    "query SubscriptionsFirstSheet { sheets(first: 1) { edges { node { id rows(first: 2) { edges { node { id } } } } } } }": typeof types.SubscriptionsFirstSheetDocument,
    "subscription SubscriptionsSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id name } webhook { id } timestamp events { id objectType kind object { __typename ... on Row { id } } deletedObjectId row { id } user { backendId } } } }": typeof types.SubscriptionsSheetChangedDocument,
    "query SubscriptionsSheetIds { sheets(first: 100) { edges { node { id } } } }": typeof types.SubscriptionsSheetIdsDocument,
    "subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } } }": typeof types.SubscriptionsSheetIdChangedDocument,
    "query SubscriptionsLibraryAsset { libraries(first: 1) { edges { node { id sections(first: 1) { edges { node { assets(first: 2) { edges { node { id name } } } } } } } } } }": typeof types.SubscriptionsLibraryAssetDocument,
    "subscription SubscriptionsAssetChanged($id: ID!) { assetChanged(libraryId: $id) { id kind eventTime asset { id name } deletedAssetId library { id } } }": typeof types.SubscriptionsAssetChangedDocument,
    "query SubscriptionsChangeNode($id: ID!) { node(id: $id) { __typename id ... on SheetChangeEvent { kind objectType row { id } } ... on AssetChange { kind eventTime asset { id } } } }": typeof types.SubscriptionsChangeNodeDocument,
    "query WebhookCallbackUrlsIds { libraries(first: 1) { edges { node { libraryId: backendId } } } sheets(first: 1) { edges { node { backendId } } } }": typeof types.WebhookCallbackUrlsIdsDocument,
    "mutation WebhookCallbackUrlsCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId callbackUrl } userErrors { field code } } }": typeof types.WebhookCallbackUrlsCreateAssetWebhookDocument,
    "mutation WebhookCallbackUrlsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId } userErrors { field code errorCode } } }": typeof types.WebhookCallbackUrlsCreateWebhookDocument,
    "query WebhookForgeryLibraryAsset { libraries(first: 1) { edges { node { libraryId: backendId organization { organizationId: backendId } sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }": typeof types.WebhookForgeryLibraryAssetDocument,
    "subscription WebhookForgeryAssetChanged($id: ID!) { assetChanged(libraryId: $id) { asset { id } } }": typeof types.WebhookForgeryAssetChangedDocument,
    "query WebhookReceiversSheetIds { sheets(first: 2) { edges { node { backendId } } } }": typeof types.WebhookReceiversSheetIdsDocument,
    "mutation WebhookReceiversCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId sharedSecret } } }": typeof types.WebhookReceiversCreateWebhookDocument,
    "subscription WebhookReceiversSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } timestamp } }": typeof types.WebhookReceiversSheetChangedDocument,
    "query WebhookReceiversLibraryAssets { libraries(first: 2) { edges { node { libraryId: backendId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }": typeof types.WebhookReceiversLibraryAssetsDocument,
    "mutation WebhookReceiversCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId } } }": typeof types.WebhookReceiversCreateAssetWebhookDocument,
    "subscription WebhookReceiversAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id } } }": typeof types.WebhookReceiversAssetChangedDocument,
    "subscription WebhookReceiversAssetIdChanged($id: ID!) { assetChanged(libraryId: $id) { asset { id } } }": typeof types.WebhookReceiversAssetIdChangedDocument,
    "query WebhookReceiversLibraryOrganization($id: ID!) { library(id: $id) { organization { organizationId: backendId } } }": typeof types.WebhookReceiversLibraryOrganizationDocument,
    "query WebhookReceiversWebhook($id: ID!) { webhook(id: $id) { backendId } }": typeof types.WebhookReceiversWebhookDocument,
    "query WebhookReceiversLibrary($id: ID!) { library(id: $id) { libraryId: backendId } }": typeof types.WebhookReceiversLibraryDocument,
    "query WebhooksE2ePlanAndUsers { me { plans(first: 1) { edges { node { plan { id } } } } } users(first: 40) { edges { node { id seatType } } } }": typeof types.WebhooksE2ePlanAndUsersDocument,
    "mutation WebhooksE2eCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id status } } }": typeof types.WebhooksE2eCreateWebhookDocument,
    "mutation WebhooksE2eEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }": typeof types.WebhooksE2eEnableWebhookDocument,
    "subscription WebhooksE2eSeatChanged { userSeatTypeChanged { id plan { id } seatType user { id } } }": typeof types.WebhooksE2eSeatChangedDocument,
    "query WebhooksE2eSeatChangeNode($id: ID!) { node(id: $id) { __typename id ... on SeatTypeChange { seatType plan { id } user { id } } } }": typeof types.WebhooksE2eSeatChangeNodeDocument,
    "mutation WebhooksE2eUpgrade($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { planMembership { seatType } } }": typeof types.WebhooksE2eUpgradeDocument,
    "mutation WebhooksE2eDowngrade($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { planMembership { seatType } } }": typeof types.WebhooksE2eDowngradeDocument,
    "query WebhooksE2eWebhookStatus($id: ID!) { node(id: $id) { __typename ... on Webhook { status } } }": typeof types.WebhooksE2eWebhookStatusDocument,
    "query WebhooksE2eLibrarySections { libraries(first: 5) { edges { node { libraryId: backendId sections(first: 10) { edges { node { id defaultAssetType } } } } } } }": typeof types.WebhooksE2eLibrarySectionsDocument,
    "mutation WebhooksE2eCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }": typeof types.WebhooksE2eCreateAssetWebhookDocument,
    "subscription WebhooksE2eAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id name } } }": typeof types.WebhooksE2eAssetChangedDocument,
    "mutation WebhooksE2eUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { assetId: backendId } } }": typeof types.WebhooksE2eUploadAssetDocument,
    "query WebhooksE2eSheets { sheets(first: 30) { edges { node { id columns(first: 100) { edges { node { id type primary } } } rows(first: 1) { edges { node { id } } } } } } }": typeof types.WebhooksE2eSheetsDocument,
    "subscription WebhooksE2eSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } events { id objectType kind object { __typename ... on Cell { value column { id } } ... on Row { id } } row { id cells { column { id } value } } } } }": typeof types.WebhooksE2eSheetChangedDocument,
    "mutation WebhooksE2eUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } } }": typeof types.WebhooksE2eUpdateRowsDocument,
    "query AccountFailuresRoots { users(first: 2) { totalCount edges { node { id } } } workspaces(first: 2) { edges { node { id name } } } }": typeof types.AccountFailuresRootsDocument,
    "query AccountFailuresChildren { workspaces(first: 2) { edges { node { name children(first: 2) { edges { node { __typename } } } } } } }": typeof types.AccountFailuresChildrenDocument,
    "query AccountFailuresWorkspaceDates { workspaces(first: 2) { edges { node { name accessLevel createdAt } } } }": typeof types.AccountFailuresWorkspaceDatesDocument,
    "query AccountFailuresUserParts { users(first: 2) { edges { node { email account { name } plans(first: 2) { edges { node { seatType } } } } } } }": typeof types.AccountFailuresUserPartsDocument,
    "query AccountFailuresShares($id: ID!) { shares(targetId: $id, first: 3) { edges { node { accessLevel target { __typename ... on Sheet { name } } grantee { __typename ... on User { name } } } } } }": typeof types.AccountFailuresSharesDocument,
    "query AccountFailuresEvents { events(first: 20, since: \"2026-10-15T00:00:00Z\") { edges { node { eventType user { name } } } } }": typeof types.AccountFailuresEventsDocument,
    "mutation AccountFailuresTwoWrites($name: String!, $id: ID!) {\n  created: createWorkspace(input: { name: $name }) { workspace { id name } userErrors { message } }\n  renamed: updateWorkspace(input: { workspaceId: $id, name: \"Never\" }) { workspace { name } userErrors { message } } }": typeof types.AccountFailuresTwoWritesDocument,
    "mutation WorkAttachmentsLimitsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { attachmentType } userErrors { field code errorCode } } }": typeof types.WorkAttachmentsLimitsAttachUrlDocument,
    "query WorkAttachmentsLimitsMe { me { email } }": typeof types.WorkAttachmentsLimitsMeDocument,
    "fragment WorkAttachmentsFields on Attachment { id backendId name attachmentType attachmentSubType mimeType parentType parent { __typename ... on Node { id } } sizeInBytes createdAt createdBy { email name } }": typeof types.WorkAttachmentsFieldsFragmentDoc,
    "query WorkAttachmentsSheetAndRow($id: ID!) { sheet(id: $id) { id backendId rows(first: 1) { edges { node { backendId } } } } }": typeof types.WorkAttachmentsSheetAndRowDocument,
    "query WorkAttachmentsLists($id: ID!, $rowId: ID!) { sheet(id: $id) { attachments(first: 50) { totalCount edges { node { ...WorkAttachmentsFields } } } }\n  row: node(id: $rowId) { __typename ... on Row { attachments(first: 50) { totalCount edges { node { parentType parent { __typename ... on Node { id } } } } } } } }": typeof types.WorkAttachmentsListsDocument,
    "query WorkAttachmentsVersions($id: ID!) { sheet(id: $id) { attachments(first: 50) { edges { node { id attachmentType parentType\n  versions(first: 10) { totalCount edges { node { backendId createdAt } } } } } } } }": typeof types.WorkAttachmentsVersionsDocument,
    "query WorkAttachmentsDownload($id: ID!) { attachment(id: $id) { backendId name url urlExpiresInMillis } }": typeof types.WorkAttachmentsDownloadDocument,
    "query WorkAttachmentsByRawId($id: ID!, $s: ID!, $unknown: ID!) { a: attachment(id: $id, sheetId: $s) { backendId } b: attachment(id: $unknown, sheetId: $s) { backendId } }": typeof types.WorkAttachmentsByRawIdDocument,
    "query WorkAttachmentsComments($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { comments(first: 100) { edges { node { id backendId } } } } } } } }": typeof types.WorkAttachmentsCommentsDocument,
    "mutation WorkAttachmentsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ...WorkAttachmentsFields url } } }": typeof types.WorkAttachmentsAttachUrlDocument,
    "mutation WorkAttachmentsAttachUrlId($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } userErrors { field code errorCode } } }": typeof types.WorkAttachmentsAttachUrlIdDocument,
    "mutation WorkAttachmentsNewVersionId($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } userErrors { code errorCode } } }": typeof types.WorkAttachmentsNewVersionIdDocument,
    "mutation WorkAttachmentsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { ...WorkAttachmentsFields url urlExpiresInMillis } } }": typeof types.WorkAttachmentsAttachFileDocument,
    "mutation WorkAttachmentsNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id backendId name } } }": typeof types.WorkAttachmentsNewVersionDocument,
    "query WorkAttachmentsVersionNames($id: ID!) { attachment(id: $id) { versions(first: 10) { edges { node { backendId name } } } } }": typeof types.WorkAttachmentsVersionNamesDocument,
    "mutation WorkAttachmentsDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }": typeof types.WorkAttachmentsDeleteDocument,
    "mutation WorkAttachmentsDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentIds userErrors { code } } }": typeof types.WorkAttachmentsDeleteVersionsDocument,
    "query WorkAttachmentsTwo($a: ID!, $b: ID!) { a: attachment(id: $a) { id } b: attachment(id: $b) { id } }": typeof types.WorkAttachmentsTwoDocument,
    "mutation WorkAttachmentsAttachFileParent($input: AttachFileInput!) { attachFile(input: $input) { attachment { id parentType parent { __typename ... on Node { id } } } } }": typeof types.WorkAttachmentsAttachFileParentDocument,
    "query WorkAttachmentsNode($id: ID!) { node(id: $id) { __typename ... on Attachment { name sizeInBytes } } }": typeof types.WorkAttachmentsNodeDocument,
    "query WorkAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 10) { totalCount edges { node { id backendId name enabled disabledReason userCanModify\n  createdBy { email } createdAt action { type frequency recipients { email } notifyAllSharedUsers includeAllColumns } } } } } }": typeof types.WorkAutomationRulesDocument,
    "query WorkAutomationRule($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id name action { type } } } }": typeof types.WorkAutomationRuleDocument,
    "query WorkAutomationRuleId($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id } } }": typeof types.WorkAutomationRuleIdDocument,
    "mutation WorkAutomationUpdate($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name enabled action { type frequency recipients { email } notifyAllSharedUsers } } userErrors { field code errorCode } } }": typeof types.WorkAutomationUpdateDocument,
    "query WorkAutomationRuleNode($id: ID!) { node(id: $id) { __typename ... on AutomationRule { id backendId name enabled action { type } } } }": typeof types.WorkAutomationRuleNodeDocument,
    "mutation WorkAutomationDelete($input: DeleteAutomationRuleInput!) { deleteAutomationRule(input: $input) { deletedAutomationRuleId userErrors { code } } }": typeof types.WorkAutomationDeleteDocument,
    "query WorkColumnsRead($id: ID!, $c: ID!) { sheet(id: $id) { currentVersion\n  columns(first: 3) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  column(id: $c) { id title type options } } }": typeof types.WorkColumnsReadDocument,
    "query WorkColumnsAfter($id: ID!, $after: String) { sheet(id: $id) { columns(first: 20, after: $after) { edges { node { title } } pageInfo { hasNextPage } } } }": typeof types.WorkColumnsAfterDocument,
    "mutation WorkColumnsAdd($input: AddColumnsInput!) { addColumns(input: $input) { sheet { version } userErrors { field code errorCode } columns { id backendId index title type symbol systemColumnType autoNumberFormat { prefix fill startingNumber } options validation } } }": typeof types.WorkColumnsAddDocument,
    "mutation WorkColumnsUpdate($input: UpdateColumnInput!) { updateColumn(input: $input) { sheet { version } userErrors { field code errorCode } column { backendId index title type options validation } } }": typeof types.WorkColumnsUpdateDocument,
    "mutation WorkColumnsDelete($input: DeleteColumnInput!) { deleteColumn(input: $input) { deletedColumnId sheet { id version } userErrors { field code errorCode } } }": typeof types.WorkColumnsDeleteDocument,
    "mutation WorkColumnsMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { backendId name workspace { name } } userErrors { code } } }": typeof types.WorkColumnsMoveSheetDocument,
    "query WorkContainersChildren($id: ID!, $first: Int, $after: String, $types: [ChildResourceType!]) { workspace(id: $id) { name createdAt children(first: $first, after: $after, resourceTypes: $types) {\n  edges { node { __typename ... on Folder { id backendId name } ... on Sheet { id backendId name accessLevel } ... on Dashboard { id backendId name } ... on OtherContainerChild { backendId name resourceType } } }\n  pageInfo { hasNextPage endCursor } } } }": typeof types.WorkContainersChildrenDocument,
    "query WorkContainersFolder($id: ID!) { folder(id: $id) { name children(first: 100) { edges { node { __typename ... on Folder { name backendId } ... on Sheet { name } ... on Dashboard { name } ... on OtherContainerChild { name } } } } } }": typeof types.WorkContainersFolderDocument,
    "query WorkContainersDashboards($first: Int, $after: String) { dashboards(first: $first, after: $after) { edges { node { id backendId name accessLevel permalink } } pageInfo { hasNextPage endCursor } } }": typeof types.WorkContainersDashboardsDocument,
    "query WorkContainersDashboardNames($first: Int, $after: String) { dashboards(first: $first, after: $after) { edges { node { id name } } pageInfo { hasNextPage } } }": typeof types.WorkContainersDashboardNamesDocument,
    "query WorkContainersNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Folder { name } ... on Dashboard { name } } }": typeof types.WorkContainersNodesDocument,
    "mutation WorkContainersCreateWorkspace($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { workspace { id backendId name accessLevel } } }": typeof types.WorkContainersCreateWorkspaceDocument,
    "mutation WorkContainersCreateFolder($i: CreateFolderInput!) { createFolder(input: $i) { folder { id backendId name } userErrors { field code errorCode } } }": typeof types.WorkContainersCreateFolderDocument,
    "mutation WorkContainersUpdateWorkspace($i: UpdateWorkspaceInput!) { updateWorkspace(input: $i) { workspace { name } } }": typeof types.WorkContainersUpdateWorkspaceDocument,
    "mutation WorkContainersCopyWorkspace($i: CopyWorkspaceInput!) { copyWorkspace(input: $i) { workspace { backendId name } } }": typeof types.WorkContainersCopyWorkspaceDocument,
    "mutation WorkContainersUpdateFolder($i: UpdateFolderInput!) { updateFolder(input: $i) { folder { name } } }": typeof types.WorkContainersUpdateFolderDocument,
    "mutation WorkContainersCopyFolder($i: CopyFolderInput!) { copyFolder(input: $i) { folder { backendId name } } }": typeof types.WorkContainersCopyFolderDocument,
    "mutation WorkContainersMoveFolder($i: MoveInput!) { moveFolder(input: $i) { folder { name } userErrors { field code errorCode } } }": typeof types.WorkContainersMoveFolderDocument,
    "mutation WorkContainersMoveDashboard($i: MoveInput!) { moveDashboard(input: $i) { dashboard { id name } } }": typeof types.WorkContainersMoveDashboardDocument,
    "fragment WorkDiscussionsThread on Discussion { id backendId title parentType parent { __typename ... on Node { id } } commentCount lastCommentedAt lastCommentedUser { email } createdBy { email name } accessLevel readOnly\n  comments(first: 100) { totalCount edges { node { id backendId text createdAt createdBy { email } attachments { name attachmentType parentType } } } } }": typeof types.WorkDiscussionsThreadFragmentDoc,
    "query WorkDiscussionsSheetThreads($id: ID!) { sheet(id: $id) { discussions(first: 20) { totalCount edges { node { ...WorkDiscussionsThread } } } } }": typeof types.WorkDiscussionsSheetThreadsDocument,
    "query WorkDiscussionsOnDemand($id: ID!, $row: ID!) { sheet(id: $id) { discussions(first: 20, includeComments: false) { edges { node { commentCount comments(first: 100) { edges { node { text } } } } } } }\n  row: node(id: $row) { __typename ... on Row { backendId discussions(first: 10) { edges { node { parentType parent { __typename ... on Node { id } } comments(first: 100) { edges { node { text } } } attachments(first: 5) { totalCount edges { node { name parentType } } } } } } } } }": typeof types.WorkDiscussionsOnDemandDocument,
    "query WorkDiscussionsFirstThread($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { id comments(first: 100) { edges { node { id } } } attachments(first: 1) { edges { node { id } } } } } } } }": typeof types.WorkDiscussionsFirstThreadDocument,
    "query WorkDiscussionsCommentPage($id: ID!, $first: Int, $after: String) { discussion(id: $id) { comments(first: $first, after: $after) { totalCount edges { node { id text } } pageInfo { hasNextPage endCursor } } } }": typeof types.WorkDiscussionsCommentPageDocument,
    "mutation WorkDiscussionsCreate($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { ...WorkDiscussionsThread } } }": typeof types.WorkDiscussionsCreateDocument,
    "mutation WorkDiscussionsAddComment($input: AddCommentInput!) { addComment(input: $input) { comment { id text discussion { commentCount } } } }": typeof types.WorkDiscussionsAddCommentDocument,
    "query WorkDiscussionsCommentAndThread($c: ID!, $d: ID!) { c: node(id: $c) { ... on Comment { text } } d: discussion(id: $d) { comments(first: 100) { edges { node { text } } } } }": typeof types.WorkDiscussionsCommentAndThreadDocument,
    "mutation WorkDiscussionsDelete($input: DeleteDiscussionInput!) { deleteDiscussion(input: $input) { deletedDiscussionId deletedCommentIds userErrors { code } } }": typeof types.WorkDiscussionsDeleteDocument,
    "query WorkDiscussionsRead($d: ID!) { discussion(id: $d) { id } }": typeof types.WorkDiscussionsReadDocument,
    "mutation WorkDiscussionsCreateWithFile($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id comments(first: 100) { edges { node { text attachments { id name mimeType } } } } } } }": typeof types.WorkDiscussionsCreateWithFileDocument,
    "query WorkDiscussionsDownload($id: ID!) { attachment(id: $id) { url } }": typeof types.WorkDiscussionsDownloadDocument,
    "mutation WorkDiscussionsCommentWithFile($input: AddCommentInput!) { addComment(input: $input) { comment { text attachments { name parentType } } } }": typeof types.WorkDiscussionsCommentWithFileDocument,
    "mutation WorkDiscussionsCreateId($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id } userErrors { field code errorCode } } }": typeof types.WorkDiscussionsCreateIdDocument,
    "mutation WorkDiscussionsCommentId($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { field code errorCode } } }": typeof types.WorkDiscussionsCommentIdDocument,
    "query FailuresSheets { sheets(first: 3) { totalCount edges { node { id name version columns(first: 5) { totalCount } } } } }": typeof types.FailuresSheetsDocument,
    "query FailuresSheetLists($id: ID!) { sheet(id: $id) { name\n  attachments(first: 5) { totalCount } discussions(first: 5) { totalCount } automationRules(first: 5) { totalCount } rows(first: 5) { totalCount } } }": typeof types.FailuresSheetListsDocument,
    "query FailuresWriters($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { rowNumber createdBy { id } } } } } }": typeof types.FailuresWritersDocument,
    "query FailuresThreads($id: ID!) { sheet(id: $id) { discussions(first: 5, includeComments: false) { edges { node { id title comments(first: 5) { totalCount } } } } } }": typeof types.FailuresThreadsDocument,
    "query FailuresFound { search(query: \"programme\") { totalCount items { text object { __typename ... on Sheet { name } } } } }": typeof types.FailuresFoundDocument,
    "mutation FailuresTwoWrites($rows: AddRowsInput!, $columns: AddColumnsInput!) {\n  addRows(input: $rows) { rows { id } userErrors { code } } addColumns(input: $columns) { columns { id } userErrors { code } } }": typeof types.FailuresTwoWritesDocument,
    "query RefsHierarchy($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { id parent { id backendId } sibling { id } } } } } }": typeof types.RefsHierarchyDocument,
    "query RefsParentNumbers($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { rowNumber parent { rowNumber } } } } } }": typeof types.RefsParentNumbersDocument,
    "mutation RefsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id } } }": typeof types.RefsAddDocument,
    "mutation RefsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { id } } }": typeof types.RefsUpdateDocument,
    "query RefsCellTargets($id: ID!) { node(id: $id) { __typename ... on Row { cells { column { title }\n  hyperlink { url sheet { id name } dashboard { id } reportId }\n  linkInFromCell { sheetName sheet { id name } row { id rowNumber } column { id title } }\n  objectValue { __typename ... on PredecessorList { predecessors { row { id rowNumber } type } } } } } } }": typeof types.RefsCellTargetsDocument,
    "mutation WorkRowsExtrasWrite($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { version } } }": typeof types.WorkRowsExtrasWriteDocument,
    "query WorkRowsExtrasHistory($s: ID!, $r: ID!, $c: ID!) { sheet(id: $s) { row(id: $r) {\n  cellHistory(columnId: $c, first: 2) { totalCount edges { node { column { backendId } value displayValue modifiedAt modifiedBy { email } } } pageInfo { hasNextPage } } } } }": typeof types.WorkRowsExtrasHistoryDocument,
    "mutation WorkRowsExtrasUploadImage($input: UploadCellImageInput!) { uploadCellImage(input: $input) { sheet { version } userErrors { field code errorCode } row { cells { column { backendId } value image { backendId width height altText url } } } } }": typeof types.WorkRowsExtrasUploadImageDocument,
    "query WorkRowsExtrasImageUrls($images: [CellImageUrlInput!]!) { cellImageUrls(images: $images) { urlExpiresInMillis imageUrls { imageId url errorCode } } }": typeof types.WorkRowsExtrasImageUrlsDocument,
    "fragment WorkRowsWritten on Row { id backendId rowNumber sibling { backendId } cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } sheetName status }\n  objectValue { __typename ... on PredecessorList { predecessors { row { backendId } type lag { days } } } ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } }": typeof types.WorkRowsWrittenFragmentDoc,
    "mutation WorkRowsAdd($input: AddRowsInput!) { addRows(input: $input) { sheet { id version } userErrors { field code errorCode message } rows { ...WorkRowsWritten } } }": typeof types.WorkRowsAddDocument,
    "mutation WorkRowsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { id version } userErrors { field code errorCode message } rows { ...WorkRowsWritten } } }": typeof types.WorkRowsUpdateDocument,
    "query WorkRowsRead($s: ID!, $r: ID!) { sheet(id: $s) { row(id: $r) { id rowNumber cells { column { backendId } value } } } }": typeof types.WorkRowsReadDocument,
    "fragment WorkSearchItems on SearchResult { totalCount items { text objectType object { __typename ... on Node { id } ... on OtherSearchObject { objectType backendId } }\n  parentObjectType parentObject { __typename ... on Node { id } } parentObjectName contextData favorite parentObjectFavorite } }": typeof types.WorkSearchItemsFragmentDoc,
    "query WorkSearchNames($query: String!) { search(query: $query) { items { object { __typename ... on Sheet { name } ... on Workspace { name } ... on Row { sheet { name } } } } } }": typeof types.WorkSearchNamesDocument,
    "query WorkSearchEverything($query: String!, $favorites: Boolean) { search(query: $query, includeFavorites: $favorites) { ...WorkSearchItems } }": typeof types.WorkSearchEverythingDocument,
    "query WorkSearchSheet($id: ID!, $query: String!) { sheet(id: $id) { search(query: $query) { ...WorkSearchItems } } }": typeof types.WorkSearchSheetDocument,
    "query WorkSharingList($t: ShareTargetType, $a: ID!, $first: Int, $after: String) { shares(targetType: $t, targetId: $a, first: $first, after: $after) { edges { cursor node { id backendId grantee { __typename ... on User { id email } ... on SharingGroup { backendId name } } accessLevel scope type } } pageInfo { hasNextPage endCursor } } }": typeof types.WorkSharingListDocument,
    "query WorkSharingRead($id: ID!) { share(id: $id) { backendId grantee { ... on User { email } } targetType target { __typename ... on Sheet { id name } } } node(id: $id) { __typename ... on Share { accessLevel } } }": typeof types.WorkSharingReadDocument,
    "query WorkSharingExists($id: ID!) { share(id: $id) { id } }": typeof types.WorkSharingExistsDocument,
    "query WorkSharingWorkspaces { workspaces(first: 1) { edges { node { id } } } }": typeof types.WorkSharingWorkspacesDocument,
    "query WorkSharingSheetAccess($id: ID!) { sheet(id: $id) { accessLevel } }": typeof types.WorkSharingSheetAccessDocument,
    "mutation WorkSharingCreate($i: CreateShareInput!) { createShare(input: $i) { shares { id grantee { ... on User { email } } accessLevel scope createdAt } userErrors { field code errorCode } } }": typeof types.WorkSharingCreateDocument,
    "mutation WorkSharingUpdate($i: UpdateShareInput!) { updateShare(input: $i) { share { id accessLevel } userErrors { field code errorCode } } }": typeof types.WorkSharingUpdateDocument,
    "mutation WorkSharingDelete($i: DeleteShareInput!) { deleteShare(input: $i) { deletedShareId } }": typeof types.WorkSharingDeleteDocument,
    "mutation WorkUploadsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { name sizeInBytes url } userErrors { field code errorCode message } } }": typeof types.WorkUploadsAttachFileDocument,
    "query UserRefsRowWriters($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { id createdBy { id email name } modifiedBy { id email } } } } } }": typeof types.UserRefsRowWritersDocument,
    "query UserRefsRowWriterNames($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { createdBy { name email } modifiedBy { email } } } } } }": typeof types.UserRefsRowWriterNamesDocument,
    "query UserRefsOwners { sheets(first: 20) { edges { node { id owner { id email } } } } }": typeof types.UserRefsOwnersDocument,
    "query UserRefsOwnerEmail($id: ID!) { sheet(id: $id) { owner { email } } }": typeof types.UserRefsOwnerEmailDocument,
    "query UserRefsContentPeople($id: ID!) { sheet(id: $id) {\n  discussions(first: 50) { edges { node { id lastCommentedUser { id } createdBy { id } comments(first: 100) { edges { node { id createdBy { id } } } } } } }\n  attachments(first: 50) { edges { node { id createdBy { id } } } }\n  automationRules(first: 50) { edges { node { id createdBy { id } modifiedBy { id } } } } } }": typeof types.UserRefsContentPeopleDocument,
    "query UserRefsHistory($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { row(id: $row) { cellHistory(columnId: $column, first: 20) { edges { node { modifiedBy { id email } } } } } } }": typeof types.UserRefsHistoryDocument,
    "query UserEmailsList { users(first: 2) { edges { node { email alternateEmails { id backendId email confirmed } } } } }": typeof types.UserEmailsListDocument,
    "query UserEmailsOne($id: ID!) { alternateEmail(id: $id) { email } }": typeof types.UserEmailsOneDocument,
    "mutation UserEmailsAdd($i: AddAlternateEmailsInput!) { addAlternateEmails(input: $i) { alternateEmails { id backendId email confirmed } userErrors { field code errorCode } } }": typeof types.UserEmailsAddDocument,
    "mutation UserEmailsPrimary($i: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $i) { user { email alternateEmails { email confirmed } } userErrors { code errorCode } } }": typeof types.UserEmailsPrimaryDocument,
    "mutation UserEmailsRemove($i: AlternateEmailInput!) { removeAlternateEmail(input: $i) { deletedAlternateEmailId } }": typeof types.UserEmailsRemoveDocument,
    "mutation UserEmailsAddUser($i: AddUserInput!) { addUser(input: $i) { user { backendId } } }": typeof types.UserEmailsAddUserDocument,
    "query WorkUsersPlanMembers($p: ID!, $seats: [SeatType!]) { plan(id: $p) { id backendId members(first: 100, seatTypes: $seats) { totalCount edges { node { id seatType isInternal isProvisional seatTypeLastChangedAt user { email seatType } plan { id } } } } } }": typeof types.WorkUsersPlanMembersDocument,
    "query WorkUsersFiltered($seats: [SeatType!]) { users(first: 320, seatTypes: $seats) { totalCount edges { node { email seatType } } } }": typeof types.WorkUsersFilteredDocument,
    "query WorkUsersAll { users(first: 320) { edges { node { status sheetCount seatType } } } }": typeof types.WorkUsersAllDocument,
    "query WorkUsersMe { me { email provisionalExpirationDate } }": typeof types.WorkUsersMeDocument,
    "mutation WorkUsersAdd($i: AddUserInput!) { addUser(input: $i) { user { email status licensedSheetCreator } userErrors { field code errorCode } } }": typeof types.WorkUsersAddDocument,
    "mutation WorkUsersRemove($i: RemoveUserInput!) { removeUser(input: $i) { deletedUserId userErrors { field code errorCode } } }": typeof types.WorkUsersRemoveDocument,
    "query WorkUsersRead($id: ID!) { user(id: $id) { email } }": typeof types.WorkUsersReadDocument,
    "query WorkUsersWorkspaces { workspaces(first: 20) { edges { node { name accessLevel } } } }": typeof types.WorkUsersWorkspacesDocument,
    "mutation WorkUsersDeactivate($i: UserStatusChangeInput!) { deactivateUser(input: $i) { user { status sheetCount } userErrors { code errorCode } } }": typeof types.WorkUsersDeactivateDocument,
    "mutation WorkUsersReactivate($i: UserStatusChangeInput!) { reactivateUser(input: $i) { user { status sheetCount } } }": typeof types.WorkUsersReactivateDocument,
    "query WorkUsersPlans($id: ID!) { user(id: $id) { plans(first: 10) { edges { node { id plan { id backendId } seatType seatTypeLastChangedAt } } } } }": typeof types.WorkUsersPlansDocument,
    "mutation WorkUsersUpgrade($i: ChangeUserSeatInput!) { upgradeUserPlan(input: $i) { planMembership { id plan { backendId } seatType } userErrors { field code errorCode } } }": typeof types.WorkUsersUpgradeDocument,
    "mutation WorkUsersDowngrade($i: ChangeUserSeatInput!) { downgradeUserPlan(input: $i) { planMembership { seatType } user { seatType } userErrors { code } } }": typeof types.WorkUsersDowngradeDocument,
    "mutation WorkUsersRemoveFromPlan($i: RemoveUserFromPlanInput!) { removeUserFromPlan(input: $i) { deletedPlanMembershipId userErrors { code } } }": typeof types.WorkUsersRemoveFromPlanDocument,
    "mutation WorkUsersToken($i: RequestAccessTokenInput!) { requestAccessToken(input: $i) { accessToken tokenType refreshToken expiresIn expiresAt userErrors { field code errorCode } } }": typeof types.WorkUsersTokenDocument,
    "fragment WorkWebhooksFields on Webhook { id backendId name callbackUrl scope scopeObject { __typename ... on Sheet { id } ... on Plan { id backendId } } events version enabled status disabledDetails sharedSecret createdAt }": typeof types.WorkWebhooksFieldsFragmentDoc,
    "mutation WorkWebhooksCreate($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { ...WorkWebhooksFields subscope { columns { id title } } } userErrors { field code errorCode } } }": typeof types.WorkWebhooksCreateDocument,
    "mutation WorkWebhooksUpdate($i: UpdateWebhookInput!) { updateWebhook(input: $i) { webhook { ...WorkWebhooksFields stats { lastCallbackAttempt } } userErrors { field code errorCode } } }": typeof types.WorkWebhooksUpdateDocument,
    "query WorkWebhooksFirst { webhooks(first: 1) { edges { node { id name } } pageInfo { hasNextPage endCursor } } }": typeof types.WorkWebhooksFirstDocument,
    "query WorkWebhooksRest($after: String) { webhooks(first: 100, after: $after) { edges { node { name } } pageInfo { hasNextPage } } }": typeof types.WorkWebhooksRestDocument,
    "query WorkWebhooksOne($id: ID!) { webhook(id: $id) { name } node(id: $id) { __typename ... on Webhook { name } } missing: webhook(id: \"1\") { name } }": typeof types.WorkWebhooksOneDocument,
    "query AccountRuleShares($t: ShareTargetType, $a: ID!) { shares(targetType: $t, targetId: $a, first: 500) { edges { node { id backendId grantee { ... on User { email } } accessLevel } } } }": typeof types.AccountRuleSharesDocument,
    "mutation AccountRuleCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { backendId } userErrors { field code errorCode } } }": typeof types.AccountRuleCreateShareDocument,
    "mutation AccountRuleUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { backendId accessLevel } userErrors { field code errorCode } } }": typeof types.AccountRuleUpdateShareDocument,
    "query AccountRuleUser($id: ID!) { user(id: $id) { backendId email status sheetCount seatType licensedSheetCreator provisionalExpirationDate } }": typeof types.AccountRuleUserDocument,
    "mutation AccountRuleAddUser($input: AddUserInput!) { addUser(input: $input) { user { backendId } userErrors { field code errorCode } } }": typeof types.AccountRuleAddUserDocument,
    "mutation AccountRuleRemoveUser($input: RemoveUserInput!) { removeUser(input: $input) { deletedUserId userErrors { field code errorCode } } }": typeof types.AccountRuleRemoveUserDocument,
    "query AccountRuleUsers($first: Int, $after: String, $seatTypes: [SeatType!]) { users(first: $first, after: $after, seatTypes: $seatTypes) {\n  edges { node { backendId email status sheetCount seatType licensedSheetCreator provisionalExpirationDate } } pageInfo { hasNextPage endCursor } } }": typeof types.AccountRuleUsersDocument,
    "query AccountRulePlanMembers($plan: ID!, $first: Int, $after: String) { plan(id: $plan) { members(first: $first, after: $after) {\n  edges { node { seatType seatTypeLastChangedAt isInternal provisionalExpirationDate } } pageInfo { hasNextPage endCursor } } } }": typeof types.AccountRulePlanMembersDocument,
    "mutation AccountRuleAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { id email confirmed } userErrors { field code errorCode } } }": typeof types.AccountRuleAddAlternateEmailsDocument,
    "mutation AccountRuleRemoveAlternateEmail($input: AlternateEmailInput!) { removeAlternateEmail(input: $input) { deletedAlternateEmailId userErrors { field code errorCode } } }": typeof types.AccountRuleRemoveAlternateEmailDocument,
    "mutation AccountRuleMakeAlternateEmailPrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } userErrors { field code errorCode } } }": typeof types.AccountRuleMakeAlternateEmailPrimaryDocument,
    "query AccountRuleAlternateEmails($id: ID!) { user(id: $id) { alternateEmails { id email confirmed } } }": typeof types.AccountRuleAlternateEmailsDocument,
    "query AccountRuleAlternateEmailsOfListed { users(first: 1) { edges { node { alternateEmails { id email } } } } }": typeof types.AccountRuleAlternateEmailsOfListedDocument,
    "query AccountRuleAlternateEmail($id: ID!) { alternateEmail(id: $id) { id email confirmed } }": typeof types.AccountRuleAlternateEmailDocument,
    "query AttachmentRuleAttachment($id: ID!, $sheet: ID) { attachment(id: $id, sheetId: $sheet) { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis versions(first: 10) { edges { node { sizeInBytes } } } } }": typeof types.AttachmentRuleAttachmentDocument,
    "mutation AttachmentRuleAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }": typeof types.AttachmentRuleAttachFileDocument,
    "mutation AttachmentRuleAddComment($input: AddCommentInput!) { addComment(input: $input) { comment { attachments { backendId } } userErrors { code errorCode } } }": typeof types.AttachmentRuleAddCommentDocument,
    "mutation AttachmentRuleNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }": typeof types.AttachmentRuleNewVersionDocument,
    "mutation AttachmentRuleAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }": typeof types.AttachmentRuleAttachUrlDocument,
    "mutation AttachmentRuleDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentIds userErrors { code errorCode } } }": typeof types.AttachmentRuleDeleteVersionsDocument,
    "query AttachmentRuleAttachmentNode($id: ID!, $s: ID) { attachment(id: $id, sheetId: $s) { id } }": typeof types.AttachmentRuleAttachmentNodeDocument,
    "query AttachmentRuleDiscussionNode($id: ID!, $s: ID) { discussion(id: $id, sheetId: $s) { id } }": typeof types.AttachmentRuleDiscussionNodeDocument,
    "mutation AttachmentRuleAddCommentOnly($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { code errorCode } } }": typeof types.AttachmentRuleAddCommentOnlyDocument,
    "mutation CellRuleAddRows($input: AddRowsInput!) { addRows(input: $input) { userErrors { code errorCode } rows { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }": typeof types.CellRuleAddRowsDocument,
    "mutation CellRuleUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { userErrors { code errorCode } rows { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }": typeof types.CellRuleUpdateRowsDocument,
    "query CellRuleRow($sheet: ID!, $row: ID!) { sheet(id: $sheet) { row(id: $row) { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }": typeof types.CellRuleRowDocument,
    "mutation ColumnRuleAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { userErrors { code errorCode } columns { backendId title index type symbol systemColumnType options validation } } }": typeof types.ColumnRuleAddColumnsDocument,
    "mutation ColumnRuleUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { userErrors { code errorCode } column { backendId title index type symbol systemColumnType options validation } } }": typeof types.ColumnRuleUpdateColumnDocument,
    "query ColumnRuleColumn($sheet: ID!, $column: ID!, $row: ID!) { sheet(id: $sheet) { column(id: $column) { backendId title index type symbol systemColumnType options validation } row(id: $row) { cells { column { backendId } value } } } }": typeof types.ColumnRuleColumnDocument,
    "mutation ContainerRuleMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { id } userErrors { code errorCode } } }": typeof types.ContainerRuleMoveSheetDocument,
    "mutation ContainerRuleMoveFolder($input: MoveInput!) { moveFolder(input: $input) { folder { id } userErrors { field code errorCode } } }": typeof types.ContainerRuleMoveFolderDocument,
    "mutation ContainerRuleMoveDashboard($input: MoveInput!) { moveDashboard(input: $input) { dashboard { id } userErrors { field code errorCode } } }": typeof types.ContainerRuleMoveDashboardDocument,
    "mutation ContainerRuleCopyFolder($input: CopyFolderInput!) { copyFolder(input: $input) { folder { id } userErrors { field code errorCode } } }": typeof types.ContainerRuleCopyFolderDocument,
    "mutation ContainerRuleCopyWorkspace($input: CopyWorkspaceInput!) { copyWorkspace(input: $input) { workspace { id } userErrors { field code errorCode } } }": typeof types.ContainerRuleCopyWorkspaceDocument,
    "query ContainerRuleWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }": typeof types.ContainerRuleWorkspaceNamesDocument,
    "mutation ContainerRuleCreateFolder($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } userErrors { field code errorCode } } }": typeof types.ContainerRuleCreateFolderDocument,
    "query ContainerRuleWorkspacePage($after: String) { list: workspaces(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }": typeof types.ContainerRuleWorkspacePageDocument,
    "query ContainerRuleDashboardPage($after: String) { list: dashboards(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }": typeof types.ContainerRuleDashboardPageDocument,
    "query ContainerRuleChildrenPage($id: ID!, $after: String) { workspace(id: $id) { list: children(first: 2, after: $after) { edges { node { ... on Node { id } ... on OtherContainerChild { backendId } } } pageInfo { hasNextPage endCursor } } } }": typeof types.ContainerRuleChildrenPageDocument,
    "query ContainerRuleUsersFirstPage { users(first: 5) { totalCount pageInfo { endCursor } } }": typeof types.ContainerRuleUsersFirstPageDocument,
    "query ContainerRuleUsersNextPage($after: String) { users(first: 5, after: $after) { totalCount edges { node { id } } } }": typeof types.ContainerRuleUsersNextPageDocument,
    "query ContainerRuleAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 100) { edges { node { backendId name enabled disabledReason action { type } } } } } }": typeof types.ContainerRuleAutomationRulesDocument,
    "mutation ContainerRuleUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } userErrors { code errorCode } } }": typeof types.ContainerRuleUpdateAutomationRuleDocument,
    "query ContainerRuleColumnType($sheet: ID!, $column: ID!) { sheet(id: $sheet) { column(id: $column) { type } } }": typeof types.ContainerRuleColumnTypeDocument,
    "query EventRuleFeed($since: DateTime, $after: String) { events(since: $since, first: 10000, after: $after) {\n  edges { node { eventType objectType action source timestamp additionalDetails } } pageInfo { hasNextPage endCursor } } }": typeof types.EventRuleFeedDocument,
    "query EventRuleFilteredFeed($since: DateTime, $after: String) { filteredEvents(since: $since, first: 10000, after: $after) {\n  edges { node { objectType action object { ... on Sheet { id } ... on Workspace { id } } additionalDetails } } pageInfo { hasNextPage endCursor } } }": typeof types.EventRuleFilteredFeedDocument,
    "mutation AssetRuleUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id assetId: backendId attachments { url } } userErrors { code errorCode field message } } }": typeof types.AssetRuleUploadAssetDocument,
    "mutation AssetRuleUploadNamingUrl($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id } userErrors { code errorCode field message } } }": typeof types.AssetRuleUploadNamingUrlDocument,
    "query AssetRuleAttachments($id: ID!) { asset(id: $id) { attachments { id } } }": typeof types.AssetRuleAttachmentsDocument,
    "query AssetRuleFieldsAndTags($id: ID!) { asset(id: $id) { customFields { key value } tags { autoGenerated } } }": typeof types.AssetRuleFieldsAndTagsDocument,
    "query AssetRuleWebhooks { assetWebhooks(first: 500) { edges { node { webhookId: backendId changeKind callbackUrl } } } }": typeof types.AssetRuleWebhooksDocument,
    "mutation AssetRuleCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId } userErrors { code errorCode field message } } }": typeof types.AssetRuleCreateWebhookDocument,
    "mutation ResourceRuleCreateExpenseItem($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreateExpenseItemDocument,
    "query ResourceRuleExpenseItem($id: ID!) { node(id: $id) { __typename ... on ExpenseItem { amount { amount currencyCode } date assignable { __typename } } } }": typeof types.ResourceRuleExpenseItemDocument,
    "mutation ResourceRuleCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId allocationMode percent hoursPerDay fixedHours assignable { ... on Project { projectId: backendId } } } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreateAssignmentDocument,
    "query ResourceRuleAssignment($id: ID!) { node(id: $id) { __typename ... on Assignment { id assignmentId: backendId allocationMode percent hoursPerDay fixedHours assignable { ... on Project { projectId: backendId } } } } }": typeof types.ResourceRuleAssignmentDocument,
    "mutation ResourceRuleUpdateAssignment($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { assignmentId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleUpdateAssignmentDocument,
    "mutation ResourceRuleRetargetAssignment($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { assignmentId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleRetargetAssignmentDocument,
    "mutation ResourceRuleCreateBudgetItem($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { budgetItemId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreateBudgetItemDocument,
    "query ResourceRuleBudgetItem($id: ID!) { budgetItem(id: $id) { itemType } }": typeof types.ResourceRuleBudgetItemDocument,
    "mutation ResourceRuleUpdateCustomField($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { customFieldId: backendId name description options defaultValue isVisibleOnInfoPage isVisibleAsFilter } userErrors { code errorCode field message } } }": typeof types.ResourceRuleUpdateCustomFieldDocument,
    "query ResourceRuleCustomField($id: ID!) { customField(id: $id) { customFieldId: backendId name description options defaultValue isVisibleOnInfoPage isVisibleAsFilter } }": typeof types.ResourceRuleCustomFieldDocument,
    "mutation ResourceRuleDeleteCustomField($input: DeleteCustomFieldInput!) { deleteCustomField(input: $input) { deletedCustomFieldId userErrors { code errorCode field message } } }": typeof types.ResourceRuleDeleteCustomFieldDocument,
    "query ResourceRuleProjectFieldValues($id: ID!) { project(id: $id) { customFieldValues { customFieldId: backendId } } }": typeof types.ResourceRuleProjectFieldValuesDocument,
    "mutation ResourceRuleCreateRatedProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreateRatedProjectDocument,
    "query ResourceRuleAccountBillRates { billRates(first: 500) { edges { node { rate { amount currencyCode } } } } }": typeof types.ResourceRuleAccountBillRatesDocument,
    "query ResourceRuleProjectBillRates($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { rate { amount currencyCode } person { id } } } } } }": typeof types.ResourceRuleProjectBillRatesDocument,
    "query ResourceRuleAssignables { assignables(first: 500) { edges { node { __typename ... on Project { projectId: backendId } } } } }": typeof types.ResourceRuleAssignablesDocument,
    "mutation ResourceRuleCreateRatedPhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreateRatedPhaseDocument,
    "query ResourceRulePhaseBillRates($id: ID!) { project(id: $id) { phases(first: 10) { edges { node { phaseId: backendId billRates(first: 500) { edges { node { billRateId: backendId rate { amount currencyCode } } } } } } } } }": typeof types.ResourceRulePhaseBillRatesDocument,
    "mutation ResourceRuleCreateAvailability($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { availabilityId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreateAvailabilityDocument,
    "mutation ResourceRuleCreatePlaceholderExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreatePlaceholderExpenseDocument,
    "query ResourceRuleProjectIds { projects(first: 500) { edges { node { projectId: backendId } } } }": typeof types.ResourceRuleProjectIdsDocument,
    "query ResourceRulePhases($id: ID!) { project(id: $id) { phases(first: 50) { edges { node { phaseId: backendId project { projectId: backendId } } } } } }": typeof types.ResourceRulePhasesDocument,
    "query ResourceRuleProject($id: ID!) { project(id: $id) { projectId: backendId name archived } node: project(id: $id) { __typename } }": typeof types.ResourceRuleProjectDocument,
    "mutation ResourceRuleCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreateProjectDocument,
    "mutation ResourceRuleCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreatePhaseDocument,
    "mutation ResourceRuleArchiveProject($input: ProjectIdInput!) { archiveProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleArchiveProjectDocument,
    "mutation ResourceRuleUnarchiveProject($input: ProjectIdInput!) { unarchiveProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleUnarchiveProjectDocument,
    "mutation ResourceRuleUpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleUpdateProjectDocument,
    "mutation ResourceRuleDeletePhase($input: DeletePhaseInput!) { deletePhase(input: $input) { deletedPhaseId userErrors { code errorCode field message } } }": typeof types.ResourceRuleDeletePhaseDocument,
    "query ResourceRuleApprovals { approvals(first: 500) { edges { node { approvalId: backendId expenseItem { approvableId: backendId } timeEntryBackendId status } } } }": typeof types.ResourceRuleApprovalsDocument,
    "mutation ResourceRuleSubmitForApproval($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { approvalId: backendId status } userErrors { code errorCode field message } } }": typeof types.ResourceRuleSubmitForApprovalDocument,
    "mutation ResourceRuleApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { approvalId: backendId status } userErrors { code errorCode field message } } }": typeof types.ResourceRuleApproveDocument,
    "mutation ResourceRuleDeleteApproval($input: DeleteApprovalInput!) { deleteApproval(input: $input) { deletedApprovalId userErrors { code errorCode field message } } }": typeof types.ResourceRuleDeleteApprovalDocument,
    "query ResourceRuleApiTokens { apiTokens(first: 100) { edges { node { apiTokenId: backendId title } } } }": typeof types.ResourceRuleApiTokensDocument,
    "mutation ResourceRuleRenewApiToken($input: ApiTokenIdInput!) { renewApiToken(input: $input) { apiToken { apiTokenId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleRenewApiTokenDocument,
    "mutation ResourceRuleCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { apiTokenId: backendId } userErrors { code errorCode field message } } }": typeof types.ResourceRuleCreateApiTokenDocument,
    "mutation WebhookRuleCreate($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId enabled status events } userErrors { field code errorCode } } }": typeof types.WebhookRuleCreateDocument,
    "mutation WebhookRuleUpdate($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { backendId enabled status events } userErrors { field code errorCode } } }": typeof types.WebhookRuleUpdateDocument,
    "query WebhookRuleWebhook($id: ID!) { webhook(id: $id) { backendId enabled status events } }": typeof types.WebhookRuleWebhookDocument,
    "query WebhookRuleList($first: Int) { webhooks(first: $first) { edges { node { backendId } } } }": typeof types.WebhookRuleListDocument,
    "mutation WebhookRuleUpgradeSeat($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { planMembership { seatType } userErrors { field code errorCode } } }": typeof types.WebhookRuleUpgradeSeatDocument,
    "mutation WebhookRuleDowngradeSeat($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { planMembership { seatType } userErrors { field code errorCode } } }": typeof types.WebhookRuleDowngradeSeatDocument,
    "query WorldSheetGlobalId($id: ID!) { node: sheet(id: $id) { id } }": typeof types.WorldSheetGlobalIdDocument,
    "query WorldUserGlobalId($id: ID!) { node: user(id: $id) { id } }": typeof types.WorldUserGlobalIdDocument,
    "query WorldWorkspaceGlobalId($id: ID!) { node: workspace(id: $id) { id } }": typeof types.WorldWorkspaceGlobalIdDocument,
};
const documents: Documents = {
    "query ApolloClientEventsSheets { sheets(first: 30) { edges { node { id columns(first: 100) { edges { node { id type primary } } } rows(first: 1) { edges { node { id } } } } } } }": types.ApolloClientEventsSheetsDocument,
    "mutation ApolloClientEventsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }": types.ApolloClientEventsCreateWebhookDocument,
    "mutation ApolloClientEventsEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }": types.ApolloClientEventsEnableWebhookDocument,
    "mutation ApolloClientEventsUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { id } } }": types.ApolloClientEventsUpdateRowsDocument,
    "subscription ApolloClientSheetChanged($id: ID!) { sheetChanged(sheetId: $id) {\n  timestamp events { id objectType kind object { __typename ... on Row { id } ... on Cell { value } } row { id } } } }": types.ApolloClientSheetChangedDocument,
    "query ApolloClientSheets($first: Int, $after: String, $last: Int, $before: String) {\n    sheets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientSheetsDocument,
    "query ApolloClientUsers($first: Int, $after: String, $last: Int, $before: String) {\n    users(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientUsersDocument,
    "query ApolloClientLibraries($first: Int, $after: String, $last: Int, $before: String) {\n    libraries(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id libraryId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientLibrariesDocument,
    "query ApolloClientProjects($first: Int, $after: String) {\n      projects(first: $first, after: $after) { edges { cursor node { id projectId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientProjectsDocument,
    "query ApolloClientEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {\n      events(first: $first, after: $after, since: $since, to: $to) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.ApolloClientEventsDocument,
    "query ApolloClientSheetRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      sheet(id: $id) { id rows(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.ApolloClientSheetRowsDocument,
    "query ApolloClientProjectAssignments($id: ID!, $first: Int, $after: String) {\n      project(id: $id) { id assignments(first: $first, after: $after) { edges { cursor node { id assignmentId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.ApolloClientProjectAssignmentsDocument,
    "query ApolloClientLibrarySections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      library(id: $id) { id sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sectionId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.ApolloClientLibrarySectionsDocument,
    "query ApolloClientFirstSectionOfLibrary($id: ID!) { library(id: $id) { sections(first: 1) { edges { node { id } } } } }": types.ApolloClientFirstSectionOfLibraryDocument,
    "query ApolloClientSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      node(id: $id) { __typename id ... on Section { assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assetId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }": types.ApolloClientSectionAssetsDocument,
    "query ContractDaOrganizations { organizations(first: 2) { edges { node { id name\n  libraries(first: 2) { edges { node { backendId } } } attachments(first: 3) { edges { node { backendId } } } } } } }": types.ContractDaOrganizationsDocument,
    "query ContractDaOrganization($id: ID!) { organization(id: $id) { name } }": types.ContractDaOrganizationDocument,
    "query ContractDaLibraries { libraries(first: 2) { edges { node { id backendId name organization { name }\n  sections(first: 2) { edges { node { id assets(first: 2) { edges { node { id attachments { id } } } } } } }\n  collections(first: 2) { edges { node { id backendId } } }\n  assets(first: 2) { edges { node { backendId tags { name } collections { name } } } } } } } }": types.ContractDaLibrariesDocument,
    "query ContractDaLibrary($id: ID!) { library(id: $id) { name } }": types.ContractDaLibraryDocument,
    "query ContractDaCollection($id: ID!) { collection(id: $id) { name assets(first: 2) { edges { node { backendId } } } } }": types.ContractDaCollectionDocument,
    "query ContractDaNode($id: ID!) { node(id: $id) { id ... on Section { name } ... on AssetAttachment { filename } ... on AssetWebhook { callbackUrl } } }": types.ContractDaNodeDocument,
    "query ContractDaAsset($id: ID!) { asset(id: $id) { name customFields { key value } } }": types.ContractDaAssetDocument,
    "query ContractDaWebhooks { assetWebhooks(first: 5) { edges { node { id backendId } } } }": types.ContractDaWebhooksDocument,
    "mutation ContractDaCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id backendId } userErrors { code } } }": types.ContractDaCreateWebhookDocument,
    "mutation ContractDaDeleteWebhook($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }": types.ContractDaDeleteWebhookDocument,
    "mutation ContractDaSetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { customFields { key value } } } }": types.ContractDaSetFieldDocument,
    "mutation ContractDaRemoveField($input: RemoveAssetCustomFieldInput!) { removeAssetCustomField(input: $input) { asset { customFields { key } } } }": types.ContractDaRemoveFieldDocument,
    "mutation ContractDaUpload($input: UploadAssetInput!) { uploadAsset(input: $input) { uploadMethod asset { backendId attachments { filename } } } }": types.ContractDaUploadDocument,
    "query RpContractPeople($person: ID!, $other: ID!, $assignment: ID!, $item: ID!) {\n  people(first: 3) { edges { node { id email assignments(first: 2) { edges { node { id } } } availabilities(first: 2) { edges { node { id } } }\n    expenseItems(first: 2) { edges { node { id } } } customFieldValues { values } } } }\n  person(id: $person) { assignment(id: $assignment) { id subtaskCounts { total } } expenseItem(id: $item) { amount { amount currencyCode } } } other: person(id: $other) { email } }": types.RpContractPeopleDocument,
    "query RpContractProjects($project: ID!, $assignment: ID!, $rate: ID!, $item: ID!, $expense: ID!) {\n  projects(first: 3, states: [CONFIRMED]) { edges { node { id name customFieldValues { values } phases(first: 2) { edges { node { id customFieldValues { values } } } }\n    assignments(first: 2) { edges { node { id subtaskCounts { total } subtasks(first: 2) { edges { node { id } } } } } }\n    budgetItems(first: 2, itemType: TIME_FEES) { edges { node { id } } } allItems: budgetItems(first: 2) { edges { node { id } } } billRates(first: 2) { edges { node { id } } } expenseItems(first: 2) { edges { node { id } } }\n    expenseItemCategories(first: 2) { edges { node { name } } } timeEntryCategories(first: 2) { edges { node { name } } } } } }\n  project(id: $project) { assignment(id: $assignment) { id } billRate(id: $rate) { rate { amount currencyCode } } budgetItem(id: $item) { amount { amount currencyCode } } expenseItem(id: $expense) { amount { amount currencyCode } } } }": types.RpContractProjectsDocument,
    "query RpContractLists($leave: ID!, $rate: ID!, $item: ID!, $discipline: ID!, $placeholder: ID!, $field: ID!) {\n  assignments(first: 2, from: \"2025-01-01\", to: \"2026-12-31\") { edges { node { id } } } assignables(first: 3) { edges { node { __typename } } }\n  assignable(id: $leave) { __typename } leaveTypes(first: 2) { edges { node { name } } } leaveType(id: $leave) { name } holidays(first: 2) { edges { node { name } } }\n  disciplines(first: 2) { edges { node { name } } } discipline(id: $discipline) { name } billRates(first: 2) { edges { node { rate { amount currencyCode } } } } billRate(id: $rate) { rate { amount currencyCode } }\n  budgetItem(id: $item) { amount { amount currencyCode } } expenseItemCategories(first: 2) { edges { node { name } } } timeEntryCategories(first: 2) { edges { node { name } } }\n  customFields(first: 2) { edges { node { name } } } customField(id: $field) { name } approvals(first: 2) { edges { node { id } } } apiTokens(first: 2) { edges { node { title } } }\n  placeholders(first: 2) { edges { node { title } } } placeholder(id: $placeholder) { title } }": types.RpContractListsDocument,
    "query RpContractNode($id: ID!) { node(id: $id) { id } }": types.RpContractNodeDocument,
    "query RpContractMissing { project(id: \"599999\") { id } person(id: \"399999\") { id } }": types.RpContractMissingDocument,
    "mutation RpContractCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id projectId: backendId } } }": types.RpContractCreateProjectDocument,
    "mutation RpContractUpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }": types.RpContractUpdateProjectDocument,
    "mutation RpContractArchive($id: ID!) { archiveProject(input: { id: $id }) { project { id } } unarchiveProject(input: { id: $id }) { project { id } } }": types.RpContractArchiveDocument,
    "mutation RpContractDeleteProject($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId } }": types.RpContractDeleteProjectDocument,
    "mutation RpContractCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { id phaseId: backendId } } }": types.RpContractCreatePhaseDocument,
    "mutation RpContractUpdatePhase($input: UpdatePhaseInput!) { updatePhase(input: $input) { phase { id } } }": types.RpContractUpdatePhaseDocument,
    "mutation RpContractDeletePhase($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId } }": types.RpContractDeletePhaseDocument,
    "mutation RpContractCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId subtasks(first: 100) { edges { node { id } } } } } }": types.RpContractCreateAssignmentDocument,
    "mutation RpContractUpdateAssignment($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { id } } }": types.RpContractUpdateAssignmentDocument,
    "mutation RpContractDeleteAssignment($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId } }": types.RpContractDeleteAssignmentDocument,
    "mutation RpContractRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { id } } }": types.RpContractRetargetDocument,
    "mutation RpContractCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id } } }": types.RpContractCreateSubtaskDocument,
    "mutation RpContractUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { id } } }": types.RpContractUpdateSubtaskDocument,
    "mutation RpContractDeleteSubtask($id: ID!) { deleteSubtask(input: { id: $id }) { deletedSubtaskId } }": types.RpContractDeleteSubtaskDocument,
    "mutation RpContractCreateAvailability($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { id } } }": types.RpContractCreateAvailabilityDocument,
    "mutation RpContractUpdateAvailability($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { id } } }": types.RpContractUpdateAvailabilityDocument,
    "mutation RpContractDeleteAvailability($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId } }": types.RpContractDeleteAvailabilityDocument,
    "mutation RpContractUpdateRate($input: UpdateProjectBillRateInput!) { updateProjectBillRate(input: $input) { billRate { rate { amount currencyCode } } } }": types.RpContractUpdateRateDocument,
    "mutation RpContractCreateBudget($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { id } } }": types.RpContractCreateBudgetDocument,
    "mutation RpContractUpdateBudget($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { id } } }": types.RpContractUpdateBudgetDocument,
    "mutation RpContractDeleteBudget($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId } }": types.RpContractDeleteBudgetDocument,
    "mutation RpContractCreateField($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { id } } }": types.RpContractCreateFieldDocument,
    "mutation RpContractUpdateField($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { id } } }": types.RpContractUpdateFieldDocument,
    "mutation RpContractDeleteField($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }": types.RpContractDeleteFieldDocument,
    "mutation RpContractSetChoice($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id } } }": types.RpContractSetChoiceDocument,
    "mutation RpContractSetValues($project: SetCustomFieldValueInput!, $person: SetCustomFieldValueInput!) {\n  setProjectCustomFieldValue(input: $project) { customFieldValue { id } } setPersonCustomFieldValue(input: $person) { customFieldValue { id } } }": types.RpContractSetValuesDocument,
    "mutation RpContractUpdateValues($project: UpdateCustomFieldValueInput!, $person: UpdateCustomFieldValueInput!) {\n  project: updateCustomFieldValue(input: $project) { customFieldValue { id } } person: updateCustomFieldValue(input: $person) { customFieldValue { id } } }": types.RpContractUpdateValuesDocument,
    "mutation RpContractCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id updatedAt } } }": types.RpContractCreateExpenseDocument,
    "mutation RpContractUpdateExpense($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { id updatedAt } } }": types.RpContractUpdateExpenseDocument,
    "mutation RpContractDeleteExpense($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId } }": types.RpContractDeleteExpenseDocument,
    "mutation RpContractSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { id approvalId: backendId } } }": types.RpContractSubmitDocument,
    "mutation RpContractApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { id } } }": types.RpContractApproveDocument,
    "mutation RpContractDeleteApproval($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }": types.RpContractDeleteApprovalDocument,
    "mutation RpContractTokens($title: String!) { createApiToken(input: { title: $title }) { apiToken { id } secret } }": types.RpContractTokensDocument,
    "mutation RpContractTokenWrites($id: ID!) { updateApiToken(input: { id: $id, title: \"renamed\" }) { apiToken { id } } renewApiToken(input: { id: $id }) { apiToken { id } } }": types.RpContractTokenWritesDocument,
    "mutation RpContractDeleteToken($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId } }": types.RpContractDeleteTokenDocument,
    "mutation RpContractPlaceholder($title: String!) { createPlaceholder(input: { title: $title, role: \"Designer\" }) { placeholder { id } } }": types.RpContractPlaceholderDocument,
    "mutation RpContractPlaceholderWrites($id: ID!) { updatePlaceholder(input: { id: $id, location: \"Remote\" }) { placeholder { id } } }": types.RpContractPlaceholderWritesDocument,
    "mutation RpContractDeletePlaceholder($id: ID!) { deletePlaceholder(input: { id: $id }) { deletedPlaceholderId } }": types.RpContractDeletePlaceholderDocument,
    "query EntitiesCostSample { sheets(first: 50) { edges { node { id totalRowCount } } }\n        users(first: 100) { edges { node { id } } }\n        people(first: 100) { edges { node { id } } }\n        leave: people(first: 60) { edges { node { assignments(first: 50) { edges { node { assignable { ... on LeaveType { id } } } } } } } }\n        libraries(first: 1) { edges { node { sections(first: 1) { edges { node { assets(first: 5) { edges { node { id } } } } } } } } }\n        allLibraries: libraries(first: 100) { edges { node { id organization { id } } } } }": types.EntitiesCostSampleDocument,
    "query EntitiesCostRows($id: ID!) { sheet(id: $id) { columns(first: 100) { edges { node { id } } } rows(first: 100) { edges { node { id } } } } }": types.EntitiesCostRowsDocument,
    "query EntitiesCostEvents { events(first: 100, since: \"2026-10-10T00:00:00Z\") { edges { node { id } } } }": types.EntitiesCostEventsDocument,
    "query ParityLibrary { libraries(first: 1) { edges { node { id } } } }": types.ParityLibraryDocument,
    "mutation ParityWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { id } userErrors { message } } }": types.ParityWebhookDocument,
    "mutation ParityAssetWebhook($i: CreateAssetWebhookInput!) { createAssetWebhook(input: $i) { webhook { id } } }": types.ParityAssetWebhookDocument,
    "query GraphiqlMe { me { email } }": types.GraphiqlMeDocument,
    "query RelayRefetchNode($id: ID!) { node(id: $id) { __typename id } }": types.RelayRefetchNodeDocument,
    "query RelayRefetchNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": types.RelayRefetchNodesDocument,
    "query SupergraphUsers($first: Int) { users(first: $first) { edges { node { id email } } } }": types.SupergraphUsersDocument,
    "query SupergraphAssets($first: Int) { libraries(first: 1) { edges { node { assets(first: $first) { edges { node { id name } } } } } } }": types.SupergraphAssetsDocument,
    "query AnswerShapesLibraryAssets($id: ID!) { library(id: $id) { name assets(first: 3) { edges { node { name } } } } }": types.AnswerShapesLibraryAssetsDocument,
    "query AnswerShapesAsset($id: ID!) { asset(id: $id) { name } }": types.AnswerShapesAssetDocument,
    "query AnswerShapesSectionAssets($id: ID!) { node(id: $id) { id ... on Section { name assets(first: 2) { edges { node { name attachments { filename } } } } } } }": types.AnswerShapesSectionAssetsDocument,
    "query ContainersOrganizations { organizations(first: 5) { totalCount edges { node { id organizationId: backendId name slug\n  libraries(first: 10) { totalCount edges { node { libraryId: backendId name organization { organizationId: backendId } } } } } } } }": types.ContainersOrganizationsDocument,
    "query ContainersCollections($id: ID!, $first: Int, $after: String) { library(id: $id) { collections(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.ContainersCollectionsDocument,
    "query ContainersCollection($id: ID!) { node(id: $id) { __typename ... on Collection { collectionId: backendId name slug public stealth isWorkspace library { libraryId: backendId }\n  assets(first: 500) { totalCount edges { node { assetId: backendId collections { collectionId: backendId } } } } } } }": types.ContainersCollectionDocument,
    "query ContainersSectionAssets($id: ID!) { node(id: $id) { __typename ... on Section { assets(first: 50) { edges { node { assetId: backendId\n  tags { name autoGenerated source } customFields { key value } library { libraryId: backendId } } } } } } }": types.ContainersSectionAssetsDocument,
    "query ContainersAsset($id: ID!) { asset(id: $id) { assetId: backendId tags { name autoGenerated } customFields { key value } collections { collectionId: backendId } } }": types.ContainersAssetDocument,
    "query ContainersLibraryAssets($id: ID!, $after: String) { library(id: $id) { assets(first: 3, after: $after) { totalCount pageInfo { endCursor } } } }": types.ContainersLibraryAssetsDocument,
    "query AssetFailuresLibraryAssets($id: ID!) { library(id: $id) { name\n  assets(first: 6) { totalCount edges { node { backendId name collections { backendId } } } } } }": types.AssetFailuresLibraryAssetsDocument,
    "query AssetFailuresLibrarySections { libraries(first: 3) { edges { node { backendId name sections(first: 5) { totalCount } } } } }": types.AssetFailuresLibrarySectionsDocument,
    "query AssetFailuresAssetReferences($id: ID!) { asset(id: $id) { name section { name } library { name } } }": types.AssetFailuresAssetReferencesDocument,
    "mutation AssetFailuresUpload($input: UploadAssetInput!) { uploadAsset(input: $input) { uploadMethod asset { name attachments { filename } } userErrors { code } } }": types.AssetFailuresUploadDocument,
    "mutation AssetFailuresTwoMutations($field: SetAssetCustomFieldInput!, $hook: CreateAssetWebhookInput!) {\n  field: setAssetCustomField(input: $field) { asset { backendId } userErrors { code } }\n  hook: createAssetWebhook(input: $hook) { webhook { backendId } userErrors { code } } }": types.AssetFailuresTwoMutationsDocument,
    "query AssetIdentitySamples { libraries(first: 1) { edges { node { id backendId organization { id backendId }\n  collections(first: 1) { edges { node { id backendId } } }\n  sections(first: 1) { edges { node { id backendId assets(first: 1) { edges { node { id backendId attachments { id backendId } } } } } } } } } }\n  assetWebhooks(first: 1) { edges { node { id backendId } } } }": types.AssetIdentitySamplesDocument,
    "mutation AssetIdentityCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }": types.AssetIdentityCreateWebhookDocument,
    "query AssetIdentityNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id\n  ... on Organization { backendId } ... on Library { backendId } ... on Section { backendId } ... on Collection { backendId }\n  ... on Asset { backendId } ... on AssetAttachment { backendId } ... on AssetWebhook { backendId } } }": types.AssetIdentityNodesDocument,
    "mutation AssetsUpload($input: UploadAssetInput!) {\n  uploadAsset(input: $input) { uploadMethod storageRequests sizeInBytes userErrors { message field code }\n    asset { id backendId name description section { backendId } library { backendId }  # library: one read\n      attachments { backendId filename sizeInBytes mimeType url } } } }": types.AssetsUploadDocument,
    "query AssetsWalk($id: ID!, $first: Int, $after: String) {\n  organization(id: $id) { attachments(first: $first, after: $after) {\n    edges { cursor node { id backendId filename asset { backendId } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }": types.AssetsWalkDocument,
    "query AssetsWalkLibraryCursor { libraries(first: 1) { pageInfo { endCursor } } }": types.AssetsWalkLibraryCursorDocument,
    "mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {\n  createAssetWebhook(input: $input) { webhook { id backendId changeKind callbackUrl library { backendId name } } userErrors { message field code errorCode } } }": types.AssetWebhooksCreateDocument,
    "query AssetWebhooksList($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {\n  totalCount edges { cursor node { id backendId changeKind callbackUrl } } pageInfo { hasNextPage endCursor } } }": types.AssetWebhooksListDocument,
    "mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId userErrors { field code } } }": types.AssetWebhooksDeleteDocument,
    "query AssetWebhooksNode($id: ID!) { node(id: $id) { id ... on AssetWebhook { backendId changeKind } } }": types.AssetWebhooksNodeDocument,
    "mutation AllocationCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId } userErrors { field code } } }": types.AllocationCreateDocument,
    "mutation AllocationUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { allocationMode hoursPerDay percent } userErrors { field code } } }": types.AllocationUpdateDocument,
    "query AuthMe { me { email } }": types.AuthMeDocument,
    "query AuthSheets { me { email } sheets(first: 500) { totalCount edges { node { id } } } }": types.AuthSheetsDocument,
    "query AuthSheet($id: ID!) { sheet(id: $id) { name } }": types.AuthSheetDocument,
    "query AuthMeAndPeople { me { email } people(first: 1) { edges { node { id } } } }": types.AuthMeAndPeopleDocument,
    "query AuthLibraries { me { email } libraries(first: 1) { edges { node { id } } } }": types.AuthLibrariesDocument,
    "query AuthEveryBackend { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": types.AuthEveryBackendDocument,
    "query AuthUsers { users(first: 5) { edges { node { email } } } }": types.AuthUsersDocument,
    "query BatchingEvents { events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } } }": types.BatchingEventsDocument,
    "query BatchingEventsTwice {\n    a: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } }\n    b: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } } }": types.BatchingEventsTwiceDocument,
    "query BatchingUsersPeople { users(first: 200) { edges { node { email person { email displayName } } } } }": types.BatchingUsersPeopleDocument,
    "query BatchingPeopleUsers { people(first: 100) { edges { node { email user { email name } } } } }": types.BatchingPeopleUsersDocument,
    "query BatchingAssignments { projects(first: 5) { edges { node { name assignments(first: 20) { edges { node {\n            person { id } assignable { __typename ... on Phase { project { id } } } project { id name } } } } } } } }": types.BatchingAssignmentsDocument,
    "mutation CellFormatsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id cells { column { backendId } value displayValue format } } } }": types.CellFormatsAddDocument,
    "query CellFormatsRead($id: ID!) { node(id: $id) { __typename ... on Row { cells { column { backendId } value displayValue format } } } }": types.CellFormatsReadDocument,
    "query ConnectionBoundsMe { me { email } }": types.ConnectionBoundsMeDocument,
    "query CursorsUsers($after: String) { users(first: 2, after: $after) { edges { node { id } } } }": types.CursorsUsersDocument,
    "query CursorsEnds { users(first: 2) { pageInfo { endCursor } } sheets(first: 2) { pageInfo { endCursor } } people(first: 2) { pageInfo { endCursor } } }": types.CursorsEndsDocument,
    "query CursorsUsersByEmail($after: String) { users(first: 2, after: $after, emails: [\"ada.adler@example.com\"]) { edges { node { id } } } }": types.CursorsUsersByEmailDocument,
    "query CursorsWorkspaces($before: String) { workspaces(first: 2, after: $before) { edges { node { id } } } }": types.CursorsWorkspacesDocument,
    "query CursorsTooMany { users(first: 100000) { edges { node { id } } } }": types.CursorsTooManyDocument,
    "query CursorsNegative { sheets(first: -1) { edges { node { id } } } }": types.CursorsNegativeDocument,
    "query CursorsMalformedId { node(id: \"not-a-global-id\") { id } }": types.CursorsMalformedIdDocument,
    "mutation DependencyColumnsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } userErrors { field code errorCode } } }": types.DependencyColumnsUpdateDocument,
    "mutation DependencyColumnsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { backendId } userErrors { field code errorCode } } }": types.DependencyColumnsAddDocument,
    "mutation DocumentedAddRows($input: AddRowsInput!) { addRows(input: $input) { rows { backendId cells { value objectValue { __typename } format } } } }": types.DocumentedAddRowsDocument,
    "mutation DocumentedAddReviewed($input: AddRowsInput!) { addRows(input: $input) { rows { backendId cells {\n  objectValue { ... on MultiContactValue { contacts { email name } } } } } } }": types.DocumentedAddReviewedDocument,
    "query DocumentedUsersByEmail($emails: [EmailAddress!]) { users(first: 2, emails: $emails) { edges { node { email\n    alternateEmails { email } plans(first: 2) { edges { node { plan { id } } } } } } } }": types.DocumentedUsersByEmailDocument,
    "query DocumentedSeatTypes($plan: ID!) { me { email } users(first: 2, seatTypes: [MEMBER]) { totalCount } plan(id: $plan) { members(first: 2, seatTypes: [VIEWER]) { totalCount } } }": types.DocumentedSeatTypesDocument,
    "query DocumentedSheets { sheets(first: 2) { edges { node { name version\n    rows(first: 2) { edges { node { backendId cells { value format } } } } columns(first: 2) { totalCount }\n    attachments(first: 2) { totalCount } discussions(first: 2) { totalCount } search(query: \"a\") { totalCount } } } } }": types.DocumentedSheetsDocument,
    "query DocumentedSheetParts($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { automationRules(first: 2) { totalCount }\n    row(id: $row) { cellHistory(columnId: $column, first: 2) { totalCount } } column(id: $column) { title } } }": types.DocumentedSheetPartsDocument,
    "query DocumentedContainers { workspaces(first: 2) { edges { node { createdAt children(first: 3) { edges { node { __typename\n    ... on Folder { children(first: 2) { edges { cursor } } } } } } } } } dashboards(first: 2) { edges { cursor } } webhooks(first: 2) { edges { cursor } } }": types.DocumentedContainersDocument,
    "query DocumentedShares($id: ID!) { shares(targetType: SHEET, targetId: $id, first: 2) { edges { node { accessLevel } } }\n    search(query: \"risk\", includeFavorites: true) { totalCount } }": types.DocumentedSharesDocument,
    "query DocumentedEvents($ids: [ID!]) { events(first: 2, since: \"2026-10-01T00:00:00Z\", to: \"2026-10-02T00:00:00Z\") { edges { cursor } }\n    filteredEvents(first: 2, since: \"2026-10-01T00:00:00Z\", sheetIds: $ids) { edges { cursor } } }": types.DocumentedEventsDocument,
    "mutation DocumentedUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId cells { value } } } }": types.DocumentedUpdateRowsDocument,
    "query DocumentedProjects { projects(first: 2) { edges { node { phases(first: 2) { pageInfo { hasNextPage } }\n    assignments(first: 2) { edges { node { subtaskCounts { total } } } } budgetItems(itemType: EXPENSES, first: 2) { pageInfo { hasNextPage } } billRates(first: 2) { pageInfo { hasNextPage } }\n    expenseItems(first: 2) { pageInfo { hasNextPage } } } } } }": types.DocumentedProjectsDocument,
    "query DocumentedPeople { people(first: 2) { edges { node { availabilities(first: 2) { pageInfo { hasNextPage } }\n    expenseItems(first: 2) { pageInfo { hasNextPage } } } } } approvals(first: 2) { pageInfo { hasNextPage } } customFields(namespace: PEOPLE) { pageInfo { hasNextPage } } placeholders(first: 2) { pageInfo { hasNextPage } } }": types.DocumentedPeopleDocument,
    "query DocumentedReference { assignments(first: 2, from: \"2026-01-01\", to: \"2026-12-31\") { pageInfo { hasNextPage } }\n    assignables(first: 2) { pageInfo { hasNextPage } } holidays(first: 2) { pageInfo { hasNextPage } } disciplines(first: 2) { pageInfo { hasNextPage } } leaveTypes(first: 2) { pageInfo { hasNextPage } }\n    apiTokens(first: 2) { totalCount } billRates(first: 2) { pageInfo { hasNextPage } } }": types.DocumentedReferenceDocument,
    "query DocumentedAssets { organizations(first: 2) { edges { node { libraries(first: 2) { edges { node {\n    sections(first: 2) { totalCount } collections(first: 2) { totalCount } assets(first: 2) { edges { node { name attachments { url } } } } } } } } } } }": types.DocumentedAssetsDocument,
    "query EventDetailsPage($after: String) { events(first: 500, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { node { eventType source details { __typename raw\n    ... on GenericEventDetails { emailAddress sourceIpAddress }\n    ... on AccessTokenAuthorizeDetails { emailAddress tokenExpirationTimestamp accessScopes appClientId }\n    ... on FolderRequestBackupDetails { includeAttachments sendCompletionEmail }\n    ... on AuthenticationActivateDomainStrictDetails { sourceIpAddress domains mfaEnabled }\n    ... on PolicyDataEgressCreateDetails { restrictedActions scope }\n    ... on ReportSendAsAttachmentDetails { formatType recipientEmail recipientGroupId }\n    ... on SecurityControlsUpdateApiTokenExpirationPeriodDetails { oldValue newValue }\n    ... on AttachmentCreateDetails { emailAddress sheetId workspaceId attachmentName }\n  } } }\n  pageInfo { hasNextPage endCursor } } }": types.EventDetailsPageDocument,
    "query EventObjects { events(first: 50, since: \"2026-10-15T00:00:00Z\") { edges { node { backendId objectType user { id name }\n  object { __typename ... on Sheet { id name } ... on Workspace { id } ... on User { id }\n    ... on UnresolvedEventObject { objectType backendId } } } } } }": types.EventObjectsDocument,
    "query EventObjectIds { events(first: 200, since: \"2026-10-01T00:00:00Z\") { edges { node { objectType object { __typename ... on Node { id } } } } } }": types.EventObjectIdsDocument,
    "query EventObjectNode($id: ID!) { node(id: $id) { __typename id } }": types.EventObjectNodeDocument,
    "mutation ExactNumbersAdd($input: AddRowsInput!) { addRows(input: $input) { rows { backendId } userErrors { field code errorCode message } } }": types.ExactNumbersAddDocument,
    "mutation ExactNumbersUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } userErrors { field code errorCode message } } }": types.ExactNumbersUpdateDocument,
    "query FederationSamples {\n        users(first: 1) { edges { node { id } } }\n        sheets(first: 1) { edges { node { id columns(first: 100) { edges { node { id } } } rows(first: 1) { edges { node { id } } } } } }\n        workspaces(first: 1) { edges { node { id } } }\n        events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } }\n        people(first: 40) { edges { node { id assignments(first: 50) { edges { node { assignable { __typename ... on LeaveType { id } } } } } } } }\n        projects(first: 20) { edges { node { id phases(first: 1) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } } } }\n        libraries(first: 1) { edges { node { id organization { id } sections(first: 1) { edges { node { id assets(first: 1) { edges { node { id attachments { id } } } } } } } } } }\n      }": types.FederationSamplesDocument,
    "query FederationUsers { users(first: 10) { edges { node { id } } } }": types.FederationUsersDocument,
    "query FederationNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": types.FederationNodesDocument,
    "query FilteredEventsPage($first: Int, $after: String, $ids: [ID!]) { filteredEvents(first: $first, after: $after, sheetIds: $ids, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id objectType object { ... on Sheet { id } } details { __typename ... on AttachmentCreateDetails { sheetId } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.FilteredEventsPageDocument,
    "query FilteredAdminFeed { events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } } }": types.FilteredAdminFeedDocument,
    "query FilteredVisibleSheets { sheets(first: 100) { edges { node { backendId } } } }": types.FilteredVisibleSheetsDocument,
    "query FilteredFirstSheet { sheets(first: 1) { edges { node { id } } } }": types.FilteredFirstSheetDocument,
    "query FilteredSheetEvents($id: ID!) { sheet(id: $id) { events(first: 20, since: \"2020-01-01T00:00:00Z\") { edges { node { eventType } } } } }": types.FilteredSheetEventsDocument,
    "query FilteredSinceAndPosition { filteredEvents(first: 1, since: \"2026-10-01T00:00:00Z\", streamPosition: \"x\") { edges { node { id } } } }": types.FilteredSinceAndPositionDocument,
    "query FilteredAdminPage($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n      edges { node { id } } pageInfo { endCursor hasNextPage } } }": types.FilteredAdminPageDocument,
    "query FullReadsListsOnly { users(first: 3) { edges { node { name email status } } } workspaces(first: 2) { edges { node { name accessLevel } } } }": types.FullReadsListsOnlyDocument,
    "query FullReadsUserProfiles { users(first: 3) { edges { node { backendId locale timeZone title company account { name } } } } }": types.FullReadsUserProfilesDocument,
    "query FullReadsSheetsWorkspaces { sheets(first: 2) { edges { node { version ganttEnabled favorite } } } workspaces(first: 2) { edges { node { createdAt modifiedAt } } } }": types.FullReadsSheetsWorkspacesDocument,
    "query FullReadsMe { me { locale timeZone role account { name } } }": types.FullReadsMeDocument,
    "query HostileSheetName($id: ID!) { sheet(id: $id) { name } }": types.HostileSheetNameDocument,
    "query HostileSheetNames { sheets(first: 5) { edges { node { name } } } }": types.HostileSheetNamesDocument,
    "query IdleFootprintMe { me { email } }": types.IdleFootprintMeDocument,
    "query ReconcileSheetJoins($id: ID!) { sheet(id: $id) { project { projectId: backendId } assets(first: 500) { edges { node { assetId: backendId } } } } }": types.ReconcileSheetJoinsDocument,
    "query JoinIndexJoins($sheet: ID!, $project: ID!) {\n  sheet(id: $sheet) {\n    project { projectId: backendId }\n    assets(first: 500) { edges { node { assetId: backendId } } }\n    rows(first: 30) { edges { node { backendId assets(first: 50) { edges { node { assetId: backendId } } } } } }\n  }\n  project(id: $project) { projectId: backendId assets(first: 500) { edges { node { assetId: backendId } } } }\n}": types.JoinIndexJoinsDocument,
    "query JoinIndexSheetRows($id: ID!) { sheet(id: $id) { rows(first: 30) { edges { node { backendId } } } } }": types.JoinIndexSheetRowsDocument,
    "mutation JoinIndexSetAssetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId: backendId customFields { key value } } userErrors { field code } } }": types.JoinIndexSetAssetFieldDocument,
    "query JoinIndexProjectFields($id: ID!) { project(id: $id) { customFieldValues { id name values } } }": types.JoinIndexProjectFieldsDocument,
    "mutation JoinIndexUpdateProjectField($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { values } } }": types.JoinIndexUpdateProjectFieldDocument,
    "query JoinsProjectSheets { projects(first: 10) { edges { node { projectId: backendId sheet { backendId name project { projectId: backendId } } } } } }": types.JoinsProjectSheetsDocument,
    "query JoinsAssetWork($id: ID!) { asset(id: $id) { assetId: backendId\n  sheet { backendId assets(first: 100) { edges { node { assetId: backendId } } } }\n  row { backendId assets(first: 50) { edges { node { assetId: backendId } } } } } }": types.JoinsAssetWorkDocument,
    "query JoinsProjectAssets { projects(first: 50) { edges { node { projectId: backendId assets(first: 100) { totalCount edges { node { project { projectId: backendId } } } } } } } }": types.JoinsProjectAssetsDocument,
    "query JoinsFirstSheet { sheets(first: 1) { edges { node { id } } } }": types.JoinsFirstSheetDocument,
    "query JoinsSheetAssets($id: ID!) { sheet(id: $id) { name assets(first: 5) { totalCount } } }": types.JoinsSheetAssetsDocument,
    "\n  query LoaderBatchingOffEvents {\n    events(first: 50, since: \"2026-10-01T00:00:00Z\") {\n      edges {\n        node {\n          user {\n            id\n          }\n          requestUser {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.LoaderBatchingOffEventsDocument,
    "query ObservabilityLogged { me { email } people(first: 1) { edges { node { id } } } libraries(first: 1) { edges { node { id } } } }": types.ObservabilityLoggedDocument,
    "query ObservabilityNamed { sheets(first: 2) { edges { node { name } } } }": types.ObservabilityNamedDocument,
    "query ObservabilityInFlight { me { email } }": types.ObservabilityInFlightDocument,
    "query ObservabilityTraced { me { email } people(first: 1) { edges { node { id } } } }": types.ObservabilityTracedDocument,
    "query PacingMe { me { email } }": types.PacingMeDocument,
    "query PacingPeople { people(first: 1) { edges { node { id } } } }": types.PacingPeopleDocument,
    "query PacingLibraries { libraries(first: 1) { edges { node { libraryId: backendId } } } }": types.PacingLibrariesDocument,
    "query PagedUsers($first: Int, $after: String, $last: Int, $before: String) { users(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }": types.PagedUsersDocument,
    "query PagedSheets($first: Int, $after: String, $last: Int, $before: String) { sheets(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedSheetsDocument,
    "query PagedRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { sheet(id: $id) { rows(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } } }": types.PagedRowsDocument,
    "query PagedWorkspaces($first: Int, $after: String) { workspaces(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedWorkspacesDocument,
    "query PagedEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) { events(first: $first, after: $after, since: $since, to: $to) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedEventsDocument,
    "query PagedPeople($first: Int, $after: String) { people(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedPeopleDocument,
    "query PagedProjects($first: Int, $after: String) { projects(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedProjectsDocument,
    "query PagedPhases($id: ID!, $first: Int, $after: String) { project(id: $id) { phases(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.PagedPhasesDocument,
    "query PagedProjectAssignments($id: ID!, $first: Int, $after: String) { project(id: $id) {\n  assignments(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.PagedProjectAssignmentsDocument,
    "query PagedPersonAssignments($id: ID!, $first: Int, $after: String) { person(id: $id) {\n  assignments(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.PagedPersonAssignmentsDocument,
    "query PagedLibraries($first: Int, $after: String, $last: Int, $before: String) { libraries(first: $first, after: $after, last: $last, before: $before) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }": types.PagedLibrariesDocument,
    "query PagedSections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { library(id: $id) {\n  sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }": types.PagedSectionsDocument,
    "query PagedSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { node(id: $id) { ... on Section {\n  assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }": types.PagedSectionAssetsDocument,
    "query RedisOutageProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }": types.RedisOutageProjectAssetsDocument,
    "query RedisOutageSheets { sheets(first: 5) { edges { node { name } } } }": types.RedisOutageSheetsDocument,
    "query RefusalSheetShares($assetId: ID!) { shares(targetType: SHEET, targetId: $assetId, first: 1) { edges { node { id backendId } } } }": types.RefusalSheetSharesDocument,
    "mutation RefusalUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { version } userErrors { code errorCode } } }": types.RefusalUpdateRowsDocument,
    "mutation RefusalAddRows($input: AddRowsInput!) { addRows(input: $input) { sheet { version } userErrors { code errorCode } } }": types.RefusalAddRowsDocument,
    "mutation RefusalAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { sheet { version } userErrors { code errorCode } } }": types.RefusalAddColumnsDocument,
    "mutation RefusalUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { sheet { version } userErrors { code errorCode } } }": types.RefusalUpdateColumnDocument,
    "mutation RefusalUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } userErrors { code errorCode } } }": types.RefusalUpdateAutomationRuleDocument,
    "mutation RefusalUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { accessLevel } userErrors { code errorCode } } }": types.RefusalUpdateShareDocument,
    "mutation RefusalCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } userErrors { code errorCode } } }": types.RefusalCreateShareDocument,
    "mutation RefusalAddUser($input: AddUserInput!) { addUser(input: $input) { user { email } userErrors { code errorCode } } }": types.RefusalAddUserDocument,
    "mutation RefusalAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { email } userErrors { code errorCode } } }": types.RefusalAddAlternateEmailsDocument,
    "mutation RefusalMakePrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } userErrors { code errorCode } } }": types.RefusalMakePrimaryDocument,
    "mutation RefusalAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } userErrors { code errorCode } } }": types.RefusalAttachUrlDocument,
    "mutation RefusalAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { id } userErrors { code errorCode } } }": types.RefusalAttachFileDocument,
    "query StormEvents($first: Int, $after: String) { events(first: $first, after: $after, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }": types.StormEventsDocument,
    "query StormRows($id: ID!, $first: Int, $after: String) { sheet(id: $id) { rows(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }": types.StormRowsDocument,
    "query StormSectionAssets($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Section { assets(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } } }": types.StormSectionAssetsDocument,
    "query ReliabilityMe { me { email } }": types.ReliabilityMeDocument,
    "query ReliabilityMeAndPeople { me { email person { displayName } } people(first: 1) { edges { node { id } } } }": types.ReliabilityMeAndPeopleDocument,
    "query ReliabilityPeople { people(first: 1) { edges { node { id } } } }": types.ReliabilityPeopleDocument,
    "query ReliabilityEventUsers($since: DateTime) { events(first: 50, since: $since) { edges { node { user { name } } } } }": types.ReliabilityEventUsersDocument,
    "mutation ReliabilityCreateWorkspace($name: String!) { createWorkspace(input: { name: $name }) { workspace { name } } }": types.ReliabilityCreateWorkspaceDocument,
    "query ReliabilityWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }": types.ReliabilityWorkspaceNamesDocument,
    "query AnswerChecksPhases { projects(first: 2) { edges { node { name phases(first: 3) { edges { node { phaseName: name } } } } } } }": types.AnswerChecksPhasesDocument,
    "query AnswerChecksPerson($id: ID!) { person(id: $id) { email } leaveTypes(first: 1) { edges { node { name } } } }": types.AnswerChecksPersonDocument,
    "query AnswerChecksPeople { people(first: 2) { edges { node { id } } } holidays(first: 1) { edges { node { name } } } }": types.AnswerChecksPeopleDocument,
    "query ApiTokensList { apiTokens(first: 50) { edges { node { id apiTokenId: backendId title } } } }": types.ApiTokensListDocument,
    "query ApiTokensTypeFields($name: String!) { __type(name: $name) { fields { name } } }": types.ApiTokensTypeFieldsDocument,
    "mutation ApiTokensCreate($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id apiTokenId: backendId title } secret userErrors { field code message } } }": types.ApiTokensCreateDocument,
    "mutation ApiTokensRenew($id: ID!) { renewApiToken(input: { id: $id }) { apiToken { id apiTokenId: backendId title } secret userErrors { field code message } } }": types.ApiTokensRenewDocument,
    "mutation ApiTokensUpdate($input: UpdateApiTokenInput!) { updateApiToken(input: $input) { apiToken { id title } userErrors { field code message } } }": types.ApiTokensUpdateDocument,
    "mutation ApiTokensDelete($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId userErrors { field code message } } }": types.ApiTokensDeleteDocument,
    "query ApiTokensNode($id: ID!) { node(id: $id) { id ... on ApiToken { title } } }": types.ApiTokensNodeDocument,
    "query ApiTokensHolidays { holidays(first: 1) { edges { node { name } } } }": types.ApiTokensHolidaysDocument,
    "fragment ApprovalsFields on Approval { id approvalId: backendId status approvableType expenseItem { approvableId: backendId } timeEntryBackendId submittedBy { personId: backendId } approvedBy { personId: backendId } expenseItem { expenseItemId: backendId } }": types.ApprovalsFieldsFragmentDoc,
    "mutation ApprovalsCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId: backendId updatedAt } userErrors { field code message } } }": types.ApprovalsCreateExpenseDocument,
    "mutation ApprovalsSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { ...ApprovalsFields } userErrors { field code message } } }": types.ApprovalsSubmitDocument,
    "mutation ApprovalsApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { ...ApprovalsFields } userErrors { field code message } } }": types.ApprovalsApproveDocument,
    "mutation ApprovalsDelete($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId userErrors { field code message } } }": types.ApprovalsDeleteDocument,
    "query ApprovalsList($first: Int!) { approvals(first: $first) { edges { node { ...ApprovalsFields } } } }": types.ApprovalsListDocument,
    "query ApprovalsNode($id: ID!) { node(id: $id) { __typename ... on Approval { approvalId: backendId } } }": types.ApprovalsNodeDocument,
    "fragment AssignmentsFields on Assignment { id assignmentId: backendId startsAt endsAt allocationMode percent hoursPerDay fixedHours description note person { personId: backendId }\n  assignable { __typename ... on Project { projectId: backendId } ... on Phase { phaseId: backendId } ... on LeaveType { leaveTypeId: backendId } } subtasks(first: 100) { edges { node { id description completed } } } subtaskCounts { completed total } }": types.AssignmentsFieldsFragmentDoc,
    "mutation AssignmentsCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }": types.AssignmentsCreateDocument,
    "mutation AssignmentsUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }": types.AssignmentsUpdateDocument,
    "mutation AssignmentsDelete($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId userErrors { field code message } } }": types.AssignmentsDeleteDocument,
    "mutation AssignmentsRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }": types.AssignmentsRetargetDocument,
    "query AssignmentsReadPaths($project: ID!, $person: ID!, $id: ID!, $other: ID!, $from: Date, $to: Date) {\n  assignments(first: 3, from: $from, to: $to) { edges { node { assignmentId: backendId subtaskCounts { total } } } }\n  project(id: $project) { assignment(id: $id) { assignmentId: backendId } }\n  person(id: $person) { assignment(id: $id) { assignmentId: backendId } other: assignment(id: $other) { assignmentId: backendId } assignments(first: 100) { edges { node { assignmentId: backendId } } } }\n}": types.AssignmentsReadPathsDocument,
    "query AssignmentsNode($id: ID!) { node(id: $id) { __typename ... on Assignment { assignmentId: backendId } } }": types.AssignmentsNodeDocument,
    "mutation AssignmentsCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id subtaskId: backendId description completed assignment { assignmentId: backendId } } userErrors { field code message } } }": types.AssignmentsCreateSubtaskDocument,
    "query AssignmentsSubtaskList($id: ID!) { node(id: $id) { __typename ... on Assignment { subtasks(first: 10) { edges { node { subtaskId: backendId } } } subtaskCounts { total completed } } } }": types.AssignmentsSubtaskListDocument,
    "mutation AssignmentsUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { description completed updatedBy { personId: backendId } } userErrors { field code message } } }": types.AssignmentsUpdateSubtaskDocument,
    "query AssignmentsSubtaskNode($id: ID!) { node(id: $id) { ... on Subtask { description completed } } }": types.AssignmentsSubtaskNodeDocument,
    "mutation AssignmentsDeleteSubtask($input: DeleteSubtaskInput!) { deleteSubtask(input: $input) { deletedSubtaskId userErrors { field code message } } }": types.AssignmentsDeleteSubtaskDocument,
    "query AssignmentsAssignables($project: ID!, $leave: ID!) {\n  assignables(first: 60) { edges { node { __typename ... on Project { projectId: backendId } ... on LeaveType { name } } } }\n  project: assignable(id: $project) { __typename ... on Project { name } } leave: assignable(id: $leave) { __typename ... on LeaveType { name } } }": types.AssignmentsAssignablesDocument,
    "query AssignmentsAssignable($id: ID!) { assignable(id: $id) { __typename } }": types.AssignmentsAssignableDocument,
    "fragment AvailabilitiesBlock on Availability { id availabilityId: backendId startsAt endsAt person { personId: backendId } hours { sunday monday tuesday wednesday thursday friday saturday } }": types.AvailabilitiesBlockFragmentDoc,
    "query AvailabilitiesOfPerson($id: ID!) { person(id: $id) { availabilities(first: 10) { edges { node { ...AvailabilitiesBlock } } pageInfo { hasNextPage } } } }": types.AvailabilitiesOfPersonDocument,
    "query AvailabilitiesNode($id: ID!) { node(id: $id) { ... on Availability { availabilityId: backendId person { personId: backendId } } } }": types.AvailabilitiesNodeDocument,
    "mutation AvailabilitiesCreate($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { ...AvailabilitiesBlock } userErrors { field code message } } }": types.AvailabilitiesCreateDocument,
    "mutation AvailabilitiesUpdate($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { ...AvailabilitiesBlock } userErrors { field code message } } }": types.AvailabilitiesUpdateDocument,
    "mutation AvailabilitiesDelete($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId userErrors { field code message } } }": types.AvailabilitiesDeleteDocument,
    "query AvailabilitiesPersonAssignments($id: ID!) { person(id: $id) { assignments(first: 500) { edges { node { id startsAt endsAt allocationMode percent hoursPerDay fixedHours } } } } }": types.AvailabilitiesPersonAssignmentsDocument,
    "fragment BudgetsItem on BudgetItem { id budgetItemId: backendId itemType amount { amount currencyCode } project { projectId: backendId } phase { phaseId: backendId } category unit hours }": types.BudgetsItemFragmentDoc,
    "query BudgetsProjectItems($id: ID!, $itemType: BudgetItemType) { project(id: $id) {\n  all: budgetItems(first: 50) { edges { node { ...BudgetsItem } } } ofType: budgetItems(itemType: $itemType) { edges { node { ...BudgetsItem } } } } }": types.BudgetsProjectItemsDocument,
    "query BudgetsItemPaths($id: ID!, $project: ID!, $other: ID!) { budgetItem(id: $id) { ...BudgetsItem } node(id: $id) { id }\n  project(id: $project) { budgetItem(id: $id) { amount { amount currencyCode } } } other: project(id: $other) { budgetItem(id: $id) { amount { amount currencyCode } } } }": types.BudgetsItemPathsDocument,
    "query BudgetsItem($id: ID!) { budgetItem(id: $id) { id } }": types.BudgetsItemDocument,
    "mutation BudgetsCreate($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { ...BudgetsItem } userErrors { field code message } } }": types.BudgetsCreateDocument,
    "mutation BudgetsUpdate($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { ...BudgetsItem } userErrors { field code message } } }": types.BudgetsUpdateDocument,
    "mutation BudgetsDelete($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId userErrors { field code message } } }": types.BudgetsDeleteDocument,
    "query BudgetsPhaseItems($id: ID!, $itemType: BudgetItemType) { node(id: $id) { __typename ... on Phase { budgetItems(itemType: $itemType) { edges { node { budgetItemId: backendId } } } } } }": types.BudgetsPhaseItemsDocument,
    "query BudgetsCategories($project: ID!, $phase: ID!) {\n  expenseItemCategories { edges { node { categoryId: backendId name } } } timeEntryCategories { edges { node { name } } }\n  project(id: $project) { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } }\n  node(id: $phase) { __typename ... on Phase { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } } }": types.BudgetsCategoriesDocument,
    "fragment CustomFieldsField on CustomField { id customFieldId: backendId name namespace dataType options defaultValue description isVisibleOnInfoPage isVisibleAsFilter }": types.CustomFieldsFieldFragmentDoc,
    "query CustomFieldsLists($namespace: CustomFieldNamespace, $id: ID!) { customFields { edges { node { ...CustomFieldsField } } }\n  people: customFields(namespace: $namespace) { edges { node { name } } } customField(id: $id) { name options } }": types.CustomFieldsListsDocument,
    "query CustomFieldsOwnerValues($project: ID!, $person: ID!) { project(id: $project) { customFieldValues { name values customField { dataType } } }\n  person(id: $person) { customFieldValues { name values customField { namespace } } } }": types.CustomFieldsOwnerValuesDocument,
    "mutation CustomFieldsCreate($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { ...CustomFieldsField } userErrors { field code } } }": types.CustomFieldsCreateDocument,
    "mutation CustomFieldsUpdate($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ...CustomFieldsField } userErrors { field code } } }": types.CustomFieldsUpdateDocument,
    "mutation CustomFieldsDelete($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }": types.CustomFieldsDeleteDocument,
    "query CustomFieldsOne($id: ID!) { customField(id: $id) { id } }": types.CustomFieldsOneDocument,
    "mutation CustomFieldsSetProject($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id valueId: backendId name values customField { name } } userErrors { field code } } }": types.CustomFieldsSetProjectDocument,
    "mutation CustomFieldsSetPerson($input: SetCustomFieldValueInput!) { setPersonCustomFieldValue(input: $input) { customFieldValue { id name values } userErrors { field code } } }": types.CustomFieldsSetPersonDocument,
    "mutation CustomFieldsUpdateProjectValue($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { id values } userErrors { field code } } }": types.CustomFieldsUpdateProjectValueDocument,
    "mutation CustomFieldsUpdatePersonValue($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { values name } } }": types.CustomFieldsUpdatePersonValueDocument,
    "query CustomFieldsProjectValues($id: ID!) { project(id: $id) { customFieldValues { id name values customField { customFieldId: backendId } } } }": types.CustomFieldsProjectValuesDocument,
    "query CustomFieldsPersonValues($id: ID!) { person(id: $id) { customFieldValues { id name } } }": types.CustomFieldsPersonValuesDocument,
    "fragment ExpensesItem on ExpenseItem { id expenseItemId: backendId amount { amount currencyCode } date category notes person { personId: backendId }\n  assignable { __typename ... on Project { projectId: backendId } ... on Phase { phaseId: backendId } ... on LeaveType { leaveTypeId: backendId } } }": types.ExpensesItemFragmentDoc,
    "query ExpensesOwnerItems($person: ID!, $project: ID!, $item: ID!) {\n  person(id: $person) { expenseItems(first: 50) { edges { node { expenseItemId: backendId person { personId: backendId } } } } expenseItem(id: $item) { amount { amount currencyCode } } }\n  project(id: $project) { expenseItems(first: 50) { edges { node { expenseItemId: backendId } } } expenseItem(id: $item) { amount { amount currencyCode } date } } }": types.ExpensesOwnerItemsDocument,
    "mutation ExpensesCreate($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { ...ExpensesItem } userErrors { field code message } } }": types.ExpensesCreateDocument,
    "mutation ExpensesUpdate($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { ...ExpensesItem } userErrors { field code message } } }": types.ExpensesUpdateDocument,
    "mutation ExpensesDelete($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId userErrors { field code message } } }": types.ExpensesDeleteDocument,
    "query ExpensesNode($id: ID!) { node(id: $id) { id } }": types.ExpensesNodeDocument,
    "mutation ResourceFailuresTwoWrites($placeholder: CreatePlaceholderInput!, $item: CreateBudgetItemInput!) {\n  createPlaceholder(input: $placeholder) { placeholder { id title } userErrors { code } }\n  createBudgetItem(input: $item) { budgetItem { id } userErrors { code } } }": types.ResourceFailuresTwoWritesDocument,
    "query ResourceFailuresProjectLists($id: ID!) { project(id: $id) { id name\n  phases(first: 5) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } budgetItems(first: 5) { edges { node { id } } } } }": types.ResourceFailuresProjectListsDocument,
    "query PlaceholdersList { placeholders(first: 100) { edges { node { id placeholderId: backendId title role discipline } } } }": types.PlaceholdersListDocument,
    "query PlaceholdersNode($id: ID!) { node(id: $id) { __typename ... on Placeholder { title } } }": types.PlaceholdersNodeDocument,
    "mutation PlaceholdersCreate($input: CreatePlaceholderInput!) { createPlaceholder(input: $input) { placeholder { id placeholderId: backendId title role } userErrors { field code message } } }": types.PlaceholdersCreateDocument,
    "mutation PlaceholdersUpdate($input: UpdatePlaceholderInput!) { updatePlaceholder(input: $input) { placeholder { title location } userErrors { field code message } } }": types.PlaceholdersUpdateDocument,
    "mutation PlaceholdersDelete($id: ID!) { deletePlaceholder(input: { id: $id }) { deletedPlaceholderId userErrors { field code message } } }": types.PlaceholdersDeleteDocument,
    "query PlaceholdersRead($id: ID!) { placeholder(id: $id) { title } }": types.PlaceholdersReadDocument,
    "mutation ProjectWritesCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id projectId: backendId name state archived startsAt endsAt owner { ownerId: backendId } projectCode client } userErrors { field code message } } }": types.ProjectWritesCreateDocument,
    "query ProjectWritesRead($id: ID!) { project(id: $id) { name customFieldValues { id } } }": types.ProjectWritesReadDocument,
    "query ProjectWritesReadId($id: ID!) { project(id: $id) { id } }": types.ProjectWritesReadIdDocument,
    "mutation ProjectWritesUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { name state endsAt } userErrors { field code message } } }": types.ProjectWritesUpdateDocument,
    "mutation ProjectWritesArchive($id: ID!) { archiveProject(input: { id: $id }) { project { archived archivedAt } userErrors { field code message } } }": types.ProjectWritesArchiveDocument,
    "mutation ProjectWritesUnarchive($id: ID!) { unarchiveProject(input: { id: $id }) { project { archived archivedAt } userErrors { field code message } } }": types.ProjectWritesUnarchiveDocument,
    "query ProjectWritesLists { active: projects(first: 500) { edges { node { id } } } all: projects(first: 500, withArchived: true) { edges { node { id } } } }": types.ProjectWritesListsDocument,
    "mutation ProjectWritesDelete($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId userErrors { field code message } } }": types.ProjectWritesDeleteDocument,
    "mutation ProjectWritesCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { id phaseId: backendId name startsAt project { id } } userErrors { field code message } } }": types.ProjectWritesCreatePhaseDocument,
    "query ProjectWritesPhases($id: ID!) { project(id: $id) { phases(first: 5) { edges { node { id } } } } }": types.ProjectWritesPhasesDocument,
    "mutation ProjectWritesUpdatePhase($input: UpdatePhaseInput!) { updatePhase(input: $input) { phase { name useParentBillRates } userErrors { field code message } } }": types.ProjectWritesUpdatePhaseDocument,
    "mutation ProjectWritesDeletePhase($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId userErrors { field code message } } }": types.ProjectWritesDeletePhaseDocument,
    "fragment BillRatesFields on BillRate { id billRateId: backendId rate { amount currencyCode } level roleId person { personId: backendId } discipline { name } project { projectId: backendId } phase { phaseId: backendId } }": types.BillRatesFieldsFragmentDoc,
    "query BillRatesAccount { billRates(first: 100) { edges { node { ...BillRatesFields } } pageInfo { hasNextPage } } }": types.BillRatesAccountDocument,
    "query BillRatesOne($id: ID!, $missing: ID!) { billRate(id: $id) { rate { amount currencyCode } level } missing: billRate(id: $missing) { rate { amount currencyCode } } }": types.BillRatesOneDocument,
    "query BillRatesProjectAndAccount($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { ...BillRatesFields } } } }\n  billRates(first: 100) { edges { node { ...BillRatesFields } } } }": types.BillRatesProjectAndAccountDocument,
    "query BillRatesProjectRate($id: ID!, $rate: ID!, $foreign: ID!) { project(id: $id) { billRate(id: $rate) { billRateId: backendId } other: billRate(id: $foreign) { billRateId: backendId } } }": types.BillRatesProjectRateDocument,
    "query BillRatesPhase($id: ID!) { node(id: $id) { __typename ... on Phase { useParentBillRates billRates(first: 500) { edges { node { ...BillRatesFields } } }\n  project { billRates(first: 500) { edges { node { ...BillRatesFields } } } } } } }": types.BillRatesPhaseDocument,
    "mutation BillRatesCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { field code message } } }": types.BillRatesCreateProjectDocument,
    "mutation BillRatesUpdate($input: UpdateProjectBillRateInput!) { updateProjectBillRate(input: $input) { billRate { billRateId: backendId rate { amount currencyCode } level } userErrors { field code message } } }": types.BillRatesUpdateDocument,
    "query BillRatesMutationFields { __type(name: \"Mutation\") { fields { name } } }": types.BillRatesMutationFieldsDocument,
    "query ReferenceDataDisciplines($id: ID!, $missing: ID!) { disciplines { edges { node { id disciplineId: backendId name } } } discipline(id: $id) { name } missing: discipline(id: $missing) { name } }": types.ReferenceDataDisciplinesDocument,
    "query ReferenceDataDisciplineNode($id: ID!) { node(id: $id) { ... on Discipline { name } } }": types.ReferenceDataDisciplineNodeDocument,
    "query ReferenceDataHolidays($after: String) { holidays(first: 5, after: $after) { edges { node { holidayId: backendId name date } } pageInfo { hasNextPage endCursor } } }": types.ReferenceDataHolidaysDocument,
    "query ReferenceDataLeaveTypes($id: ID!) { leaveTypes { edges { node { id leaveTypeId: backendId name } } } leaveType(id: $id) { name } }": types.ReferenceDataLeaveTypesDocument,
    "query ReferenceDataMutationFields { __type(name: \"Mutation\") { fields { name } } }": types.ReferenceDataMutationFieldsDocument,
    "query ScaleOutLibraryAsset { libraries(first: 1) { edges { node { libraryId: backendId organization { organizationId: backendId } sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }": types.ScaleOutLibraryAssetDocument,
    "subscription ScaleOutAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id } } }": types.ScaleOutAssetChangedDocument,
    "query ScaleOutSixMe { m1: me { email } m2: me { email } m3: me { email } m4: me { email } m5: me { email } m6: me { email } }": types.ScaleOutSixMeDocument,
    "query ScaleOutProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }": types.ScaleOutProjectAssetsDocument,
    "query SecurityBudgetFiveSheets { me { email } sheets(first: 5) { edges { node { name rows(first: 1) { edges { node { rowNumber } } } } } } }": types.SecurityBudgetFiveSheetsDocument,
    "query SecurityBudgetTwoSheets { me { email } sheets(first: 2) { edges { node { rows(first: 1) { totalCount } } } } }": types.SecurityBudgetTwoSheetsDocument,
    "query SecurityLimitsNextCaller { me { email } sheets(first: 2) { edges { node { name } } } }": types.SecurityLimitsNextCallerDocument,
    "query SecurityPosturePeople { people(first: 1) { pageInfo { hasNextPage } } }": types.SecurityPosturePeopleDocument,
    "query SecuritySharedLimitsMe { me { email } }": types.SecuritySharedLimitsMeDocument,
    "query SharedStateProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }": types.SharedStateProjectAssetsDocument,
    "query ReadShapeCreators($id: ID!) { sheet(id: $id) { name rows(first: 50) { edges { node { rowNumber createdBy { email } } } } } }": types.ReadShapeCreatorsDocument,
    "query ReadShapeCreatorsAndCells($id: ID!) {\n  sheet(id: $id) { name rows(first: 50) { edges { node { rowNumber createdBy { email } cells { columnType objectValue { __typename } } } } } }\n}": types.ReadShapeCreatorsAndCellsDocument,
    "query ReadShapeColumnNode($id: ID!) { node(id: $id) { ... on Column { title type } } }": types.ReadShapeColumnNodeDocument,
    "query ReadShapeColumnIds($id: ID!) { sheet(id: $id) { columns(first: 100) { edges { node { id title } } } } }": types.ReadShapeColumnIdsDocument,
    "\n  query ReadPlanLeanFirstSeven($id: ID!) {\n    sheet(id: $id) {\n      name\n      rows(first: 7) { edges { node { rowNumber } } }\n    }\n  }\n": types.ReadPlanLeanFirstSevenDocument,
    "\n  query ReadPlanCellsFirstThree($id: ID!) {\n    sheet(id: $id) {\n      name\n      rows(first: 3) { edges { node { rowNumber cells { objectValue { __typename } } } } }\n    }\n  }\n": types.ReadPlanCellsFirstThreeDocument,
    "\n  query ReadPlanIdsAfter($id: ID!, $after: String) {\n    sheet(id: $id) {\n      id\n      rows(first: 5, after: $after) { edges { node { rowNumber } } pageInfo { endCursor } }\n    }\n  }\n": types.ReadPlanIdsAfterDocument,
    "query SheetsColumns($id: ID!) { sheet(id: $id) { totalRowCount columns(first: 100) { edges { node { title type primary symbol systemColumnType autoNumberFormat { prefix fill } } } } } }": types.SheetsColumnsDocument,
    "query SheetsRowAuthors($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { createdBy { email } modifiedBy { email } } } } } }": types.SheetsRowAuthorsDocument,
    "query SheetsCells($id: ID!) { sheet(id: $id) { rows(first: 60) { edges { node { cells { columnType value displayValue objectValue {\n  __typename ... on PredecessorList { predecessors { row { backendId } type lag { days } } }\n  ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } } } }": types.SheetsCellsDocument,
    "query SheetsBigUser($id: ID!) { user(id: $id) { id backendId } }": types.SheetsBigUserDocument,
    "query SheetsBigUserNode($id: ID!) { node(id: $id) { __typename ... on User { backendId } } }": types.SheetsBigUserNodeDocument,
    "query SheetsFirstRows($id: ID!) { sheet(id: $id) { rows(first: 3, after: null) { edges { node { id rowNumber } } } } }": types.SheetsFirstRowsDocument,
    "query SheetsRowNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Row { id rowNumber sheet { id } } } }": types.SheetsRowNodesDocument,
    "query SingleReadsRootFields { __schema { queryType { fields { name args { name } type { kind name ofType { kind } } } } types { name interfaces { name } } } }": types.SingleReadsRootFieldsDocument,
    "query SingleReadsSheetRowsCursor($id: ID!) { sheet(id: $id) { rows(first: 1) { pageInfo { endCursor } } } }": types.SingleReadsSheetRowsCursorDocument,
    "query SingleReadsSheetTwoRows($id: ID!) { sheet(id: $id) { id rows(first: 2) { totalCount edges { node { backendId } } } } }": types.SingleReadsSheetTwoRowsDocument,
    "query StartReadme { me { email plans(first: 2) { edges { node { seatType plan { id } } } } }\n  sheets(first: 3) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }": types.StartReadmeDocument,
    "query ShutdownMe { me { email } }": types.ShutdownMeDocument,
    "query StartManyMe { me { email } }": types.StartManyMeDocument,
    "query SubscriptionLoadersFirstSheet { sheets(first: 1) { edges { node { backendId } } } }": types.SubscriptionLoadersFirstSheetDocument,
    "query SubscriptionLoadersStalled { sheets(first: 1) { edges { node { id } } } }": types.SubscriptionLoadersStalledDocument,
    "subscription SubscriptionLoadersSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { events { objectType kind } sheet { attachments(first: 100) { edges { node { backendId name url } } } } } }": types.SubscriptionLoadersSheetChangedDocument,
    "query SubscriptionsFirstSheet { sheets(first: 1) { edges { node { id rows(first: 2) { edges { node { id } } } } } } }": types.SubscriptionsFirstSheetDocument,
    "subscription SubscriptionsSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id name } webhook { id } timestamp events { id objectType kind object { __typename ... on Row { id } } deletedObjectId row { id } user { backendId } } } }": types.SubscriptionsSheetChangedDocument,
    "query SubscriptionsSheetIds { sheets(first: 100) { edges { node { id } } } }": types.SubscriptionsSheetIdsDocument,
    "subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } } }": types.SubscriptionsSheetIdChangedDocument,
    "query SubscriptionsLibraryAsset { libraries(first: 1) { edges { node { id sections(first: 1) { edges { node { assets(first: 2) { edges { node { id name } } } } } } } } } }": types.SubscriptionsLibraryAssetDocument,
    "subscription SubscriptionsAssetChanged($id: ID!) { assetChanged(libraryId: $id) { id kind eventTime asset { id name } deletedAssetId library { id } } }": types.SubscriptionsAssetChangedDocument,
    "query SubscriptionsChangeNode($id: ID!) { node(id: $id) { __typename id ... on SheetChangeEvent { kind objectType row { id } } ... on AssetChange { kind eventTime asset { id } } } }": types.SubscriptionsChangeNodeDocument,
    "query WebhookCallbackUrlsIds { libraries(first: 1) { edges { node { libraryId: backendId } } } sheets(first: 1) { edges { node { backendId } } } }": types.WebhookCallbackUrlsIdsDocument,
    "mutation WebhookCallbackUrlsCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId callbackUrl } userErrors { field code } } }": types.WebhookCallbackUrlsCreateAssetWebhookDocument,
    "mutation WebhookCallbackUrlsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId } userErrors { field code errorCode } } }": types.WebhookCallbackUrlsCreateWebhookDocument,
    "query WebhookForgeryLibraryAsset { libraries(first: 1) { edges { node { libraryId: backendId organization { organizationId: backendId } sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }": types.WebhookForgeryLibraryAssetDocument,
    "subscription WebhookForgeryAssetChanged($id: ID!) { assetChanged(libraryId: $id) { asset { id } } }": types.WebhookForgeryAssetChangedDocument,
    "query WebhookReceiversSheetIds { sheets(first: 2) { edges { node { backendId } } } }": types.WebhookReceiversSheetIdsDocument,
    "mutation WebhookReceiversCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId sharedSecret } } }": types.WebhookReceiversCreateWebhookDocument,
    "subscription WebhookReceiversSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } timestamp } }": types.WebhookReceiversSheetChangedDocument,
    "query WebhookReceiversLibraryAssets { libraries(first: 2) { edges { node { libraryId: backendId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }": types.WebhookReceiversLibraryAssetsDocument,
    "mutation WebhookReceiversCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId } } }": types.WebhookReceiversCreateAssetWebhookDocument,
    "subscription WebhookReceiversAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id } } }": types.WebhookReceiversAssetChangedDocument,
    "subscription WebhookReceiversAssetIdChanged($id: ID!) { assetChanged(libraryId: $id) { asset { id } } }": types.WebhookReceiversAssetIdChangedDocument,
    "query WebhookReceiversLibraryOrganization($id: ID!) { library(id: $id) { organization { organizationId: backendId } } }": types.WebhookReceiversLibraryOrganizationDocument,
    "query WebhookReceiversWebhook($id: ID!) { webhook(id: $id) { backendId } }": types.WebhookReceiversWebhookDocument,
    "query WebhookReceiversLibrary($id: ID!) { library(id: $id) { libraryId: backendId } }": types.WebhookReceiversLibraryDocument,
    "query WebhooksE2ePlanAndUsers { me { plans(first: 1) { edges { node { plan { id } } } } } users(first: 40) { edges { node { id seatType } } } }": types.WebhooksE2ePlanAndUsersDocument,
    "mutation WebhooksE2eCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id status } } }": types.WebhooksE2eCreateWebhookDocument,
    "mutation WebhooksE2eEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }": types.WebhooksE2eEnableWebhookDocument,
    "subscription WebhooksE2eSeatChanged { userSeatTypeChanged { id plan { id } seatType user { id } } }": types.WebhooksE2eSeatChangedDocument,
    "query WebhooksE2eSeatChangeNode($id: ID!) { node(id: $id) { __typename id ... on SeatTypeChange { seatType plan { id } user { id } } } }": types.WebhooksE2eSeatChangeNodeDocument,
    "mutation WebhooksE2eUpgrade($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { planMembership { seatType } } }": types.WebhooksE2eUpgradeDocument,
    "mutation WebhooksE2eDowngrade($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { planMembership { seatType } } }": types.WebhooksE2eDowngradeDocument,
    "query WebhooksE2eWebhookStatus($id: ID!) { node(id: $id) { __typename ... on Webhook { status } } }": types.WebhooksE2eWebhookStatusDocument,
    "query WebhooksE2eLibrarySections { libraries(first: 5) { edges { node { libraryId: backendId sections(first: 10) { edges { node { id defaultAssetType } } } } } } }": types.WebhooksE2eLibrarySectionsDocument,
    "mutation WebhooksE2eCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }": types.WebhooksE2eCreateAssetWebhookDocument,
    "subscription WebhooksE2eAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id name } } }": types.WebhooksE2eAssetChangedDocument,
    "mutation WebhooksE2eUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { assetId: backendId } } }": types.WebhooksE2eUploadAssetDocument,
    "query WebhooksE2eSheets { sheets(first: 30) { edges { node { id columns(first: 100) { edges { node { id type primary } } } rows(first: 1) { edges { node { id } } } } } } }": types.WebhooksE2eSheetsDocument,
    "subscription WebhooksE2eSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } events { id objectType kind object { __typename ... on Cell { value column { id } } ... on Row { id } } row { id cells { column { id } value } } } } }": types.WebhooksE2eSheetChangedDocument,
    "mutation WebhooksE2eUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } } }": types.WebhooksE2eUpdateRowsDocument,
    "query AccountFailuresRoots { users(first: 2) { totalCount edges { node { id } } } workspaces(first: 2) { edges { node { id name } } } }": types.AccountFailuresRootsDocument,
    "query AccountFailuresChildren { workspaces(first: 2) { edges { node { name children(first: 2) { edges { node { __typename } } } } } } }": types.AccountFailuresChildrenDocument,
    "query AccountFailuresWorkspaceDates { workspaces(first: 2) { edges { node { name accessLevel createdAt } } } }": types.AccountFailuresWorkspaceDatesDocument,
    "query AccountFailuresUserParts { users(first: 2) { edges { node { email account { name } plans(first: 2) { edges { node { seatType } } } } } } }": types.AccountFailuresUserPartsDocument,
    "query AccountFailuresShares($id: ID!) { shares(targetId: $id, first: 3) { edges { node { accessLevel target { __typename ... on Sheet { name } } grantee { __typename ... on User { name } } } } } }": types.AccountFailuresSharesDocument,
    "query AccountFailuresEvents { events(first: 20, since: \"2026-10-15T00:00:00Z\") { edges { node { eventType user { name } } } } }": types.AccountFailuresEventsDocument,
    "mutation AccountFailuresTwoWrites($name: String!, $id: ID!) {\n  created: createWorkspace(input: { name: $name }) { workspace { id name } userErrors { message } }\n  renamed: updateWorkspace(input: { workspaceId: $id, name: \"Never\" }) { workspace { name } userErrors { message } } }": types.AccountFailuresTwoWritesDocument,
    "mutation WorkAttachmentsLimitsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { attachmentType } userErrors { field code errorCode } } }": types.WorkAttachmentsLimitsAttachUrlDocument,
    "query WorkAttachmentsLimitsMe { me { email } }": types.WorkAttachmentsLimitsMeDocument,
    "fragment WorkAttachmentsFields on Attachment { id backendId name attachmentType attachmentSubType mimeType parentType parent { __typename ... on Node { id } } sizeInBytes createdAt createdBy { email name } }": types.WorkAttachmentsFieldsFragmentDoc,
    "query WorkAttachmentsSheetAndRow($id: ID!) { sheet(id: $id) { id backendId rows(first: 1) { edges { node { backendId } } } } }": types.WorkAttachmentsSheetAndRowDocument,
    "query WorkAttachmentsLists($id: ID!, $rowId: ID!) { sheet(id: $id) { attachments(first: 50) { totalCount edges { node { ...WorkAttachmentsFields } } } }\n  row: node(id: $rowId) { __typename ... on Row { attachments(first: 50) { totalCount edges { node { parentType parent { __typename ... on Node { id } } } } } } } }": types.WorkAttachmentsListsDocument,
    "query WorkAttachmentsVersions($id: ID!) { sheet(id: $id) { attachments(first: 50) { edges { node { id attachmentType parentType\n  versions(first: 10) { totalCount edges { node { backendId createdAt } } } } } } } }": types.WorkAttachmentsVersionsDocument,
    "query WorkAttachmentsDownload($id: ID!) { attachment(id: $id) { backendId name url urlExpiresInMillis } }": types.WorkAttachmentsDownloadDocument,
    "query WorkAttachmentsByRawId($id: ID!, $s: ID!, $unknown: ID!) { a: attachment(id: $id, sheetId: $s) { backendId } b: attachment(id: $unknown, sheetId: $s) { backendId } }": types.WorkAttachmentsByRawIdDocument,
    "query WorkAttachmentsComments($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { comments(first: 100) { edges { node { id backendId } } } } } } } }": types.WorkAttachmentsCommentsDocument,
    "mutation WorkAttachmentsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ...WorkAttachmentsFields url } } }": types.WorkAttachmentsAttachUrlDocument,
    "mutation WorkAttachmentsAttachUrlId($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } userErrors { field code errorCode } } }": types.WorkAttachmentsAttachUrlIdDocument,
    "mutation WorkAttachmentsNewVersionId($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } userErrors { code errorCode } } }": types.WorkAttachmentsNewVersionIdDocument,
    "mutation WorkAttachmentsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { ...WorkAttachmentsFields url urlExpiresInMillis } } }": types.WorkAttachmentsAttachFileDocument,
    "mutation WorkAttachmentsNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id backendId name } } }": types.WorkAttachmentsNewVersionDocument,
    "query WorkAttachmentsVersionNames($id: ID!) { attachment(id: $id) { versions(first: 10) { edges { node { backendId name } } } } }": types.WorkAttachmentsVersionNamesDocument,
    "mutation WorkAttachmentsDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }": types.WorkAttachmentsDeleteDocument,
    "mutation WorkAttachmentsDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentIds userErrors { code } } }": types.WorkAttachmentsDeleteVersionsDocument,
    "query WorkAttachmentsTwo($a: ID!, $b: ID!) { a: attachment(id: $a) { id } b: attachment(id: $b) { id } }": types.WorkAttachmentsTwoDocument,
    "mutation WorkAttachmentsAttachFileParent($input: AttachFileInput!) { attachFile(input: $input) { attachment { id parentType parent { __typename ... on Node { id } } } } }": types.WorkAttachmentsAttachFileParentDocument,
    "query WorkAttachmentsNode($id: ID!) { node(id: $id) { __typename ... on Attachment { name sizeInBytes } } }": types.WorkAttachmentsNodeDocument,
    "query WorkAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 10) { totalCount edges { node { id backendId name enabled disabledReason userCanModify\n  createdBy { email } createdAt action { type frequency recipients { email } notifyAllSharedUsers includeAllColumns } } } } } }": types.WorkAutomationRulesDocument,
    "query WorkAutomationRule($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id name action { type } } } }": types.WorkAutomationRuleDocument,
    "query WorkAutomationRuleId($s: ID!, $r: ID!) { sheet(id: $s) { automationRule(id: $r) { id } } }": types.WorkAutomationRuleIdDocument,
    "mutation WorkAutomationUpdate($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name enabled action { type frequency recipients { email } notifyAllSharedUsers } } userErrors { field code errorCode } } }": types.WorkAutomationUpdateDocument,
    "query WorkAutomationRuleNode($id: ID!) { node(id: $id) { __typename ... on AutomationRule { id backendId name enabled action { type } } } }": types.WorkAutomationRuleNodeDocument,
    "mutation WorkAutomationDelete($input: DeleteAutomationRuleInput!) { deleteAutomationRule(input: $input) { deletedAutomationRuleId userErrors { code } } }": types.WorkAutomationDeleteDocument,
    "query WorkColumnsRead($id: ID!, $c: ID!) { sheet(id: $id) { currentVersion\n  columns(first: 3) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  column(id: $c) { id title type options } } }": types.WorkColumnsReadDocument,
    "query WorkColumnsAfter($id: ID!, $after: String) { sheet(id: $id) { columns(first: 20, after: $after) { edges { node { title } } pageInfo { hasNextPage } } } }": types.WorkColumnsAfterDocument,
    "mutation WorkColumnsAdd($input: AddColumnsInput!) { addColumns(input: $input) { sheet { version } userErrors { field code errorCode } columns { id backendId index title type symbol systemColumnType autoNumberFormat { prefix fill startingNumber } options validation } } }": types.WorkColumnsAddDocument,
    "mutation WorkColumnsUpdate($input: UpdateColumnInput!) { updateColumn(input: $input) { sheet { version } userErrors { field code errorCode } column { backendId index title type options validation } } }": types.WorkColumnsUpdateDocument,
    "mutation WorkColumnsDelete($input: DeleteColumnInput!) { deleteColumn(input: $input) { deletedColumnId sheet { id version } userErrors { field code errorCode } } }": types.WorkColumnsDeleteDocument,
    "mutation WorkColumnsMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { backendId name workspace { name } } userErrors { code } } }": types.WorkColumnsMoveSheetDocument,
    "query WorkContainersChildren($id: ID!, $first: Int, $after: String, $types: [ChildResourceType!]) { workspace(id: $id) { name createdAt children(first: $first, after: $after, resourceTypes: $types) {\n  edges { node { __typename ... on Folder { id backendId name } ... on Sheet { id backendId name accessLevel } ... on Dashboard { id backendId name } ... on OtherContainerChild { backendId name resourceType } } }\n  pageInfo { hasNextPage endCursor } } } }": types.WorkContainersChildrenDocument,
    "query WorkContainersFolder($id: ID!) { folder(id: $id) { name children(first: 100) { edges { node { __typename ... on Folder { name backendId } ... on Sheet { name } ... on Dashboard { name } ... on OtherContainerChild { name } } } } } }": types.WorkContainersFolderDocument,
    "query WorkContainersDashboards($first: Int, $after: String) { dashboards(first: $first, after: $after) { edges { node { id backendId name accessLevel permalink } } pageInfo { hasNextPage endCursor } } }": types.WorkContainersDashboardsDocument,
    "query WorkContainersDashboardNames($first: Int, $after: String) { dashboards(first: $first, after: $after) { edges { node { id name } } pageInfo { hasNextPage } } }": types.WorkContainersDashboardNamesDocument,
    "query WorkContainersNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Folder { name } ... on Dashboard { name } } }": types.WorkContainersNodesDocument,
    "mutation WorkContainersCreateWorkspace($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { workspace { id backendId name accessLevel } } }": types.WorkContainersCreateWorkspaceDocument,
    "mutation WorkContainersCreateFolder($i: CreateFolderInput!) { createFolder(input: $i) { folder { id backendId name } userErrors { field code errorCode } } }": types.WorkContainersCreateFolderDocument,
    "mutation WorkContainersUpdateWorkspace($i: UpdateWorkspaceInput!) { updateWorkspace(input: $i) { workspace { name } } }": types.WorkContainersUpdateWorkspaceDocument,
    "mutation WorkContainersCopyWorkspace($i: CopyWorkspaceInput!) { copyWorkspace(input: $i) { workspace { backendId name } } }": types.WorkContainersCopyWorkspaceDocument,
    "mutation WorkContainersUpdateFolder($i: UpdateFolderInput!) { updateFolder(input: $i) { folder { name } } }": types.WorkContainersUpdateFolderDocument,
    "mutation WorkContainersCopyFolder($i: CopyFolderInput!) { copyFolder(input: $i) { folder { backendId name } } }": types.WorkContainersCopyFolderDocument,
    "mutation WorkContainersMoveFolder($i: MoveInput!) { moveFolder(input: $i) { folder { name } userErrors { field code errorCode } } }": types.WorkContainersMoveFolderDocument,
    "mutation WorkContainersMoveDashboard($i: MoveInput!) { moveDashboard(input: $i) { dashboard { id name } } }": types.WorkContainersMoveDashboardDocument,
    "fragment WorkDiscussionsThread on Discussion { id backendId title parentType parent { __typename ... on Node { id } } commentCount lastCommentedAt lastCommentedUser { email } createdBy { email name } accessLevel readOnly\n  comments(first: 100) { totalCount edges { node { id backendId text createdAt createdBy { email } attachments { name attachmentType parentType } } } } }": types.WorkDiscussionsThreadFragmentDoc,
    "query WorkDiscussionsSheetThreads($id: ID!) { sheet(id: $id) { discussions(first: 20) { totalCount edges { node { ...WorkDiscussionsThread } } } } }": types.WorkDiscussionsSheetThreadsDocument,
    "query WorkDiscussionsOnDemand($id: ID!, $row: ID!) { sheet(id: $id) { discussions(first: 20, includeComments: false) { edges { node { commentCount comments(first: 100) { edges { node { text } } } } } } }\n  row: node(id: $row) { __typename ... on Row { backendId discussions(first: 10) { edges { node { parentType parent { __typename ... on Node { id } } comments(first: 100) { edges { node { text } } } attachments(first: 5) { totalCount edges { node { name parentType } } } } } } } } }": types.WorkDiscussionsOnDemandDocument,
    "query WorkDiscussionsFirstThread($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { id comments(first: 100) { edges { node { id } } } attachments(first: 1) { edges { node { id } } } } } } } }": types.WorkDiscussionsFirstThreadDocument,
    "query WorkDiscussionsCommentPage($id: ID!, $first: Int, $after: String) { discussion(id: $id) { comments(first: $first, after: $after) { totalCount edges { node { id text } } pageInfo { hasNextPage endCursor } } } }": types.WorkDiscussionsCommentPageDocument,
    "mutation WorkDiscussionsCreate($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { ...WorkDiscussionsThread } } }": types.WorkDiscussionsCreateDocument,
    "mutation WorkDiscussionsAddComment($input: AddCommentInput!) { addComment(input: $input) { comment { id text discussion { commentCount } } } }": types.WorkDiscussionsAddCommentDocument,
    "query WorkDiscussionsCommentAndThread($c: ID!, $d: ID!) { c: node(id: $c) { ... on Comment { text } } d: discussion(id: $d) { comments(first: 100) { edges { node { text } } } } }": types.WorkDiscussionsCommentAndThreadDocument,
    "mutation WorkDiscussionsDelete($input: DeleteDiscussionInput!) { deleteDiscussion(input: $input) { deletedDiscussionId deletedCommentIds userErrors { code } } }": types.WorkDiscussionsDeleteDocument,
    "query WorkDiscussionsRead($d: ID!) { discussion(id: $d) { id } }": types.WorkDiscussionsReadDocument,
    "mutation WorkDiscussionsCreateWithFile($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id comments(first: 100) { edges { node { text attachments { id name mimeType } } } } } } }": types.WorkDiscussionsCreateWithFileDocument,
    "query WorkDiscussionsDownload($id: ID!) { attachment(id: $id) { url } }": types.WorkDiscussionsDownloadDocument,
    "mutation WorkDiscussionsCommentWithFile($input: AddCommentInput!) { addComment(input: $input) { comment { text attachments { name parentType } } } }": types.WorkDiscussionsCommentWithFileDocument,
    "mutation WorkDiscussionsCreateId($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id } userErrors { field code errorCode } } }": types.WorkDiscussionsCreateIdDocument,
    "mutation WorkDiscussionsCommentId($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { field code errorCode } } }": types.WorkDiscussionsCommentIdDocument,
    "query FailuresSheets { sheets(first: 3) { totalCount edges { node { id name version columns(first: 5) { totalCount } } } } }": types.FailuresSheetsDocument,
    "query FailuresSheetLists($id: ID!) { sheet(id: $id) { name\n  attachments(first: 5) { totalCount } discussions(first: 5) { totalCount } automationRules(first: 5) { totalCount } rows(first: 5) { totalCount } } }": types.FailuresSheetListsDocument,
    "query FailuresWriters($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { rowNumber createdBy { id } } } } } }": types.FailuresWritersDocument,
    "query FailuresThreads($id: ID!) { sheet(id: $id) { discussions(first: 5, includeComments: false) { edges { node { id title comments(first: 5) { totalCount } } } } } }": types.FailuresThreadsDocument,
    "query FailuresFound { search(query: \"programme\") { totalCount items { text object { __typename ... on Sheet { name } } } } }": types.FailuresFoundDocument,
    "mutation FailuresTwoWrites($rows: AddRowsInput!, $columns: AddColumnsInput!) {\n  addRows(input: $rows) { rows { id } userErrors { code } } addColumns(input: $columns) { columns { id } userErrors { code } } }": types.FailuresTwoWritesDocument,
    "query RefsHierarchy($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { id parent { id backendId } sibling { id } } } } } }": types.RefsHierarchyDocument,
    "query RefsParentNumbers($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { rowNumber parent { rowNumber } } } } } }": types.RefsParentNumbersDocument,
    "mutation RefsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id } } }": types.RefsAddDocument,
    "mutation RefsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { id } } }": types.RefsUpdateDocument,
    "query RefsCellTargets($id: ID!) { node(id: $id) { __typename ... on Row { cells { column { title }\n  hyperlink { url sheet { id name } dashboard { id } reportId }\n  linkInFromCell { sheetName sheet { id name } row { id rowNumber } column { id title } }\n  objectValue { __typename ... on PredecessorList { predecessors { row { id rowNumber } type } } } } } } }": types.RefsCellTargetsDocument,
    "mutation WorkRowsExtrasWrite($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { version } } }": types.WorkRowsExtrasWriteDocument,
    "query WorkRowsExtrasHistory($s: ID!, $r: ID!, $c: ID!) { sheet(id: $s) { row(id: $r) {\n  cellHistory(columnId: $c, first: 2) { totalCount edges { node { column { backendId } value displayValue modifiedAt modifiedBy { email } } } pageInfo { hasNextPage } } } } }": types.WorkRowsExtrasHistoryDocument,
    "mutation WorkRowsExtrasUploadImage($input: UploadCellImageInput!) { uploadCellImage(input: $input) { sheet { version } userErrors { field code errorCode } row { cells { column { backendId } value image { backendId width height altText url } } } } }": types.WorkRowsExtrasUploadImageDocument,
    "query WorkRowsExtrasImageUrls($images: [CellImageUrlInput!]!) { cellImageUrls(images: $images) { urlExpiresInMillis imageUrls { imageId url errorCode } } }": types.WorkRowsExtrasImageUrlsDocument,
    "fragment WorkRowsWritten on Row { id backendId rowNumber sibling { backendId } cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } sheetName status }\n  objectValue { __typename ... on PredecessorList { predecessors { row { backendId } type lag { days } } } ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } }": types.WorkRowsWrittenFragmentDoc,
    "mutation WorkRowsAdd($input: AddRowsInput!) { addRows(input: $input) { sheet { id version } userErrors { field code errorCode message } rows { ...WorkRowsWritten } } }": types.WorkRowsAddDocument,
    "mutation WorkRowsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { id version } userErrors { field code errorCode message } rows { ...WorkRowsWritten } } }": types.WorkRowsUpdateDocument,
    "query WorkRowsRead($s: ID!, $r: ID!) { sheet(id: $s) { row(id: $r) { id rowNumber cells { column { backendId } value } } } }": types.WorkRowsReadDocument,
    "fragment WorkSearchItems on SearchResult { totalCount items { text objectType object { __typename ... on Node { id } ... on OtherSearchObject { objectType backendId } }\n  parentObjectType parentObject { __typename ... on Node { id } } parentObjectName contextData favorite parentObjectFavorite } }": types.WorkSearchItemsFragmentDoc,
    "query WorkSearchNames($query: String!) { search(query: $query) { items { object { __typename ... on Sheet { name } ... on Workspace { name } ... on Row { sheet { name } } } } } }": types.WorkSearchNamesDocument,
    "query WorkSearchEverything($query: String!, $favorites: Boolean) { search(query: $query, includeFavorites: $favorites) { ...WorkSearchItems } }": types.WorkSearchEverythingDocument,
    "query WorkSearchSheet($id: ID!, $query: String!) { sheet(id: $id) { search(query: $query) { ...WorkSearchItems } } }": types.WorkSearchSheetDocument,
    "query WorkSharingList($t: ShareTargetType, $a: ID!, $first: Int, $after: String) { shares(targetType: $t, targetId: $a, first: $first, after: $after) { edges { cursor node { id backendId grantee { __typename ... on User { id email } ... on SharingGroup { backendId name } } accessLevel scope type } } pageInfo { hasNextPage endCursor } } }": types.WorkSharingListDocument,
    "query WorkSharingRead($id: ID!) { share(id: $id) { backendId grantee { ... on User { email } } targetType target { __typename ... on Sheet { id name } } } node(id: $id) { __typename ... on Share { accessLevel } } }": types.WorkSharingReadDocument,
    "query WorkSharingExists($id: ID!) { share(id: $id) { id } }": types.WorkSharingExistsDocument,
    "query WorkSharingWorkspaces { workspaces(first: 1) { edges { node { id } } } }": types.WorkSharingWorkspacesDocument,
    "query WorkSharingSheetAccess($id: ID!) { sheet(id: $id) { accessLevel } }": types.WorkSharingSheetAccessDocument,
    "mutation WorkSharingCreate($i: CreateShareInput!) { createShare(input: $i) { shares { id grantee { ... on User { email } } accessLevel scope createdAt } userErrors { field code errorCode } } }": types.WorkSharingCreateDocument,
    "mutation WorkSharingUpdate($i: UpdateShareInput!) { updateShare(input: $i) { share { id accessLevel } userErrors { field code errorCode } } }": types.WorkSharingUpdateDocument,
    "mutation WorkSharingDelete($i: DeleteShareInput!) { deleteShare(input: $i) { deletedShareId } }": types.WorkSharingDeleteDocument,
    "mutation WorkUploadsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { name sizeInBytes url } userErrors { field code errorCode message } } }": types.WorkUploadsAttachFileDocument,
    "query UserRefsRowWriters($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { id createdBy { id email name } modifiedBy { id email } } } } } }": types.UserRefsRowWritersDocument,
    "query UserRefsRowWriterNames($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { createdBy { name email } modifiedBy { email } } } } } }": types.UserRefsRowWriterNamesDocument,
    "query UserRefsOwners { sheets(first: 20) { edges { node { id owner { id email } } } } }": types.UserRefsOwnersDocument,
    "query UserRefsOwnerEmail($id: ID!) { sheet(id: $id) { owner { email } } }": types.UserRefsOwnerEmailDocument,
    "query UserRefsContentPeople($id: ID!) { sheet(id: $id) {\n  discussions(first: 50) { edges { node { id lastCommentedUser { id } createdBy { id } comments(first: 100) { edges { node { id createdBy { id } } } } } } }\n  attachments(first: 50) { edges { node { id createdBy { id } } } }\n  automationRules(first: 50) { edges { node { id createdBy { id } modifiedBy { id } } } } } }": types.UserRefsContentPeopleDocument,
    "query UserRefsHistory($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { row(id: $row) { cellHistory(columnId: $column, first: 20) { edges { node { modifiedBy { id email } } } } } } }": types.UserRefsHistoryDocument,
    "query UserEmailsList { users(first: 2) { edges { node { email alternateEmails { id backendId email confirmed } } } } }": types.UserEmailsListDocument,
    "query UserEmailsOne($id: ID!) { alternateEmail(id: $id) { email } }": types.UserEmailsOneDocument,
    "mutation UserEmailsAdd($i: AddAlternateEmailsInput!) { addAlternateEmails(input: $i) { alternateEmails { id backendId email confirmed } userErrors { field code errorCode } } }": types.UserEmailsAddDocument,
    "mutation UserEmailsPrimary($i: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $i) { user { email alternateEmails { email confirmed } } userErrors { code errorCode } } }": types.UserEmailsPrimaryDocument,
    "mutation UserEmailsRemove($i: AlternateEmailInput!) { removeAlternateEmail(input: $i) { deletedAlternateEmailId } }": types.UserEmailsRemoveDocument,
    "mutation UserEmailsAddUser($i: AddUserInput!) { addUser(input: $i) { user { backendId } } }": types.UserEmailsAddUserDocument,
    "query WorkUsersPlanMembers($p: ID!, $seats: [SeatType!]) { plan(id: $p) { id backendId members(first: 100, seatTypes: $seats) { totalCount edges { node { id seatType isInternal isProvisional seatTypeLastChangedAt user { email seatType } plan { id } } } } } }": types.WorkUsersPlanMembersDocument,
    "query WorkUsersFiltered($seats: [SeatType!]) { users(first: 320, seatTypes: $seats) { totalCount edges { node { email seatType } } } }": types.WorkUsersFilteredDocument,
    "query WorkUsersAll { users(first: 320) { edges { node { status sheetCount seatType } } } }": types.WorkUsersAllDocument,
    "query WorkUsersMe { me { email provisionalExpirationDate } }": types.WorkUsersMeDocument,
    "mutation WorkUsersAdd($i: AddUserInput!) { addUser(input: $i) { user { email status licensedSheetCreator } userErrors { field code errorCode } } }": types.WorkUsersAddDocument,
    "mutation WorkUsersRemove($i: RemoveUserInput!) { removeUser(input: $i) { deletedUserId userErrors { field code errorCode } } }": types.WorkUsersRemoveDocument,
    "query WorkUsersRead($id: ID!) { user(id: $id) { email } }": types.WorkUsersReadDocument,
    "query WorkUsersWorkspaces { workspaces(first: 20) { edges { node { name accessLevel } } } }": types.WorkUsersWorkspacesDocument,
    "mutation WorkUsersDeactivate($i: UserStatusChangeInput!) { deactivateUser(input: $i) { user { status sheetCount } userErrors { code errorCode } } }": types.WorkUsersDeactivateDocument,
    "mutation WorkUsersReactivate($i: UserStatusChangeInput!) { reactivateUser(input: $i) { user { status sheetCount } } }": types.WorkUsersReactivateDocument,
    "query WorkUsersPlans($id: ID!) { user(id: $id) { plans(first: 10) { edges { node { id plan { id backendId } seatType seatTypeLastChangedAt } } } } }": types.WorkUsersPlansDocument,
    "mutation WorkUsersUpgrade($i: ChangeUserSeatInput!) { upgradeUserPlan(input: $i) { planMembership { id plan { backendId } seatType } userErrors { field code errorCode } } }": types.WorkUsersUpgradeDocument,
    "mutation WorkUsersDowngrade($i: ChangeUserSeatInput!) { downgradeUserPlan(input: $i) { planMembership { seatType } user { seatType } userErrors { code } } }": types.WorkUsersDowngradeDocument,
    "mutation WorkUsersRemoveFromPlan($i: RemoveUserFromPlanInput!) { removeUserFromPlan(input: $i) { deletedPlanMembershipId userErrors { code } } }": types.WorkUsersRemoveFromPlanDocument,
    "mutation WorkUsersToken($i: RequestAccessTokenInput!) { requestAccessToken(input: $i) { accessToken tokenType refreshToken expiresIn expiresAt userErrors { field code errorCode } } }": types.WorkUsersTokenDocument,
    "fragment WorkWebhooksFields on Webhook { id backendId name callbackUrl scope scopeObject { __typename ... on Sheet { id } ... on Plan { id backendId } } events version enabled status disabledDetails sharedSecret createdAt }": types.WorkWebhooksFieldsFragmentDoc,
    "mutation WorkWebhooksCreate($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { ...WorkWebhooksFields subscope { columns { id title } } } userErrors { field code errorCode } } }": types.WorkWebhooksCreateDocument,
    "mutation WorkWebhooksUpdate($i: UpdateWebhookInput!) { updateWebhook(input: $i) { webhook { ...WorkWebhooksFields stats { lastCallbackAttempt } } userErrors { field code errorCode } } }": types.WorkWebhooksUpdateDocument,
    "query WorkWebhooksFirst { webhooks(first: 1) { edges { node { id name } } pageInfo { hasNextPage endCursor } } }": types.WorkWebhooksFirstDocument,
    "query WorkWebhooksRest($after: String) { webhooks(first: 100, after: $after) { edges { node { name } } pageInfo { hasNextPage } } }": types.WorkWebhooksRestDocument,
    "query WorkWebhooksOne($id: ID!) { webhook(id: $id) { name } node(id: $id) { __typename ... on Webhook { name } } missing: webhook(id: \"1\") { name } }": types.WorkWebhooksOneDocument,
    "query AccountRuleShares($t: ShareTargetType, $a: ID!) { shares(targetType: $t, targetId: $a, first: 500) { edges { node { id backendId grantee { ... on User { email } } accessLevel } } } }": types.AccountRuleSharesDocument,
    "mutation AccountRuleCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { backendId } userErrors { field code errorCode } } }": types.AccountRuleCreateShareDocument,
    "mutation AccountRuleUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { backendId accessLevel } userErrors { field code errorCode } } }": types.AccountRuleUpdateShareDocument,
    "query AccountRuleUser($id: ID!) { user(id: $id) { backendId email status sheetCount seatType licensedSheetCreator provisionalExpirationDate } }": types.AccountRuleUserDocument,
    "mutation AccountRuleAddUser($input: AddUserInput!) { addUser(input: $input) { user { backendId } userErrors { field code errorCode } } }": types.AccountRuleAddUserDocument,
    "mutation AccountRuleRemoveUser($input: RemoveUserInput!) { removeUser(input: $input) { deletedUserId userErrors { field code errorCode } } }": types.AccountRuleRemoveUserDocument,
    "query AccountRuleUsers($first: Int, $after: String, $seatTypes: [SeatType!]) { users(first: $first, after: $after, seatTypes: $seatTypes) {\n  edges { node { backendId email status sheetCount seatType licensedSheetCreator provisionalExpirationDate } } pageInfo { hasNextPage endCursor } } }": types.AccountRuleUsersDocument,
    "query AccountRulePlanMembers($plan: ID!, $first: Int, $after: String) { plan(id: $plan) { members(first: $first, after: $after) {\n  edges { node { seatType seatTypeLastChangedAt isInternal provisionalExpirationDate } } pageInfo { hasNextPage endCursor } } } }": types.AccountRulePlanMembersDocument,
    "mutation AccountRuleAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { id email confirmed } userErrors { field code errorCode } } }": types.AccountRuleAddAlternateEmailsDocument,
    "mutation AccountRuleRemoveAlternateEmail($input: AlternateEmailInput!) { removeAlternateEmail(input: $input) { deletedAlternateEmailId userErrors { field code errorCode } } }": types.AccountRuleRemoveAlternateEmailDocument,
    "mutation AccountRuleMakeAlternateEmailPrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } userErrors { field code errorCode } } }": types.AccountRuleMakeAlternateEmailPrimaryDocument,
    "query AccountRuleAlternateEmails($id: ID!) { user(id: $id) { alternateEmails { id email confirmed } } }": types.AccountRuleAlternateEmailsDocument,
    "query AccountRuleAlternateEmailsOfListed { users(first: 1) { edges { node { alternateEmails { id email } } } } }": types.AccountRuleAlternateEmailsOfListedDocument,
    "query AccountRuleAlternateEmail($id: ID!) { alternateEmail(id: $id) { id email confirmed } }": types.AccountRuleAlternateEmailDocument,
    "query AttachmentRuleAttachment($id: ID!, $sheet: ID) { attachment(id: $id, sheetId: $sheet) { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis versions(first: 10) { edges { node { sizeInBytes } } } } }": types.AttachmentRuleAttachmentDocument,
    "mutation AttachmentRuleAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }": types.AttachmentRuleAttachFileDocument,
    "mutation AttachmentRuleAddComment($input: AddCommentInput!) { addComment(input: $input) { comment { attachments { backendId } } userErrors { code errorCode } } }": types.AttachmentRuleAddCommentDocument,
    "mutation AttachmentRuleNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }": types.AttachmentRuleNewVersionDocument,
    "mutation AttachmentRuleAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }": types.AttachmentRuleAttachUrlDocument,
    "mutation AttachmentRuleDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentIds userErrors { code errorCode } } }": types.AttachmentRuleDeleteVersionsDocument,
    "query AttachmentRuleAttachmentNode($id: ID!, $s: ID) { attachment(id: $id, sheetId: $s) { id } }": types.AttachmentRuleAttachmentNodeDocument,
    "query AttachmentRuleDiscussionNode($id: ID!, $s: ID) { discussion(id: $id, sheetId: $s) { id } }": types.AttachmentRuleDiscussionNodeDocument,
    "mutation AttachmentRuleAddCommentOnly($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { code errorCode } } }": types.AttachmentRuleAddCommentOnlyDocument,
    "mutation CellRuleAddRows($input: AddRowsInput!) { addRows(input: $input) { userErrors { code errorCode } rows { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }": types.CellRuleAddRowsDocument,
    "mutation CellRuleUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { userErrors { code errorCode } rows { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }": types.CellRuleUpdateRowsDocument,
    "query CellRuleRow($sheet: ID!, $row: ID!) { sheet(id: $sheet) { row(id: $row) { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }": types.CellRuleRowDocument,
    "mutation ColumnRuleAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { userErrors { code errorCode } columns { backendId title index type symbol systemColumnType options validation } } }": types.ColumnRuleAddColumnsDocument,
    "mutation ColumnRuleUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { userErrors { code errorCode } column { backendId title index type symbol systemColumnType options validation } } }": types.ColumnRuleUpdateColumnDocument,
    "query ColumnRuleColumn($sheet: ID!, $column: ID!, $row: ID!) { sheet(id: $sheet) { column(id: $column) { backendId title index type symbol systemColumnType options validation } row(id: $row) { cells { column { backendId } value } } } }": types.ColumnRuleColumnDocument,
    "mutation ContainerRuleMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { id } userErrors { code errorCode } } }": types.ContainerRuleMoveSheetDocument,
    "mutation ContainerRuleMoveFolder($input: MoveInput!) { moveFolder(input: $input) { folder { id } userErrors { field code errorCode } } }": types.ContainerRuleMoveFolderDocument,
    "mutation ContainerRuleMoveDashboard($input: MoveInput!) { moveDashboard(input: $input) { dashboard { id } userErrors { field code errorCode } } }": types.ContainerRuleMoveDashboardDocument,
    "mutation ContainerRuleCopyFolder($input: CopyFolderInput!) { copyFolder(input: $input) { folder { id } userErrors { field code errorCode } } }": types.ContainerRuleCopyFolderDocument,
    "mutation ContainerRuleCopyWorkspace($input: CopyWorkspaceInput!) { copyWorkspace(input: $input) { workspace { id } userErrors { field code errorCode } } }": types.ContainerRuleCopyWorkspaceDocument,
    "query ContainerRuleWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }": types.ContainerRuleWorkspaceNamesDocument,
    "mutation ContainerRuleCreateFolder($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } userErrors { field code errorCode } } }": types.ContainerRuleCreateFolderDocument,
    "query ContainerRuleWorkspacePage($after: String) { list: workspaces(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }": types.ContainerRuleWorkspacePageDocument,
    "query ContainerRuleDashboardPage($after: String) { list: dashboards(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }": types.ContainerRuleDashboardPageDocument,
    "query ContainerRuleChildrenPage($id: ID!, $after: String) { workspace(id: $id) { list: children(first: 2, after: $after) { edges { node { ... on Node { id } ... on OtherContainerChild { backendId } } } pageInfo { hasNextPage endCursor } } } }": types.ContainerRuleChildrenPageDocument,
    "query ContainerRuleUsersFirstPage { users(first: 5) { totalCount pageInfo { endCursor } } }": types.ContainerRuleUsersFirstPageDocument,
    "query ContainerRuleUsersNextPage($after: String) { users(first: 5, after: $after) { totalCount edges { node { id } } } }": types.ContainerRuleUsersNextPageDocument,
    "query ContainerRuleAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 100) { edges { node { backendId name enabled disabledReason action { type } } } } } }": types.ContainerRuleAutomationRulesDocument,
    "mutation ContainerRuleUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } userErrors { code errorCode } } }": types.ContainerRuleUpdateAutomationRuleDocument,
    "query ContainerRuleColumnType($sheet: ID!, $column: ID!) { sheet(id: $sheet) { column(id: $column) { type } } }": types.ContainerRuleColumnTypeDocument,
    "query EventRuleFeed($since: DateTime, $after: String) { events(since: $since, first: 10000, after: $after) {\n  edges { node { eventType objectType action source timestamp additionalDetails } } pageInfo { hasNextPage endCursor } } }": types.EventRuleFeedDocument,
    "query EventRuleFilteredFeed($since: DateTime, $after: String) { filteredEvents(since: $since, first: 10000, after: $after) {\n  edges { node { objectType action object { ... on Sheet { id } ... on Workspace { id } } additionalDetails } } pageInfo { hasNextPage endCursor } } }": types.EventRuleFilteredFeedDocument,
    "mutation AssetRuleUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id assetId: backendId attachments { url } } userErrors { code errorCode field message } } }": types.AssetRuleUploadAssetDocument,
    "mutation AssetRuleUploadNamingUrl($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id } userErrors { code errorCode field message } } }": types.AssetRuleUploadNamingUrlDocument,
    "query AssetRuleAttachments($id: ID!) { asset(id: $id) { attachments { id } } }": types.AssetRuleAttachmentsDocument,
    "query AssetRuleFieldsAndTags($id: ID!) { asset(id: $id) { customFields { key value } tags { autoGenerated } } }": types.AssetRuleFieldsAndTagsDocument,
    "query AssetRuleWebhooks { assetWebhooks(first: 500) { edges { node { webhookId: backendId changeKind callbackUrl } } } }": types.AssetRuleWebhooksDocument,
    "mutation AssetRuleCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId } userErrors { code errorCode field message } } }": types.AssetRuleCreateWebhookDocument,
    "mutation ResourceRuleCreateExpenseItem($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleCreateExpenseItemDocument,
    "query ResourceRuleExpenseItem($id: ID!) { node(id: $id) { __typename ... on ExpenseItem { amount { amount currencyCode } date assignable { __typename } } } }": types.ResourceRuleExpenseItemDocument,
    "mutation ResourceRuleCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId allocationMode percent hoursPerDay fixedHours assignable { ... on Project { projectId: backendId } } } userErrors { code errorCode field message } } }": types.ResourceRuleCreateAssignmentDocument,
    "query ResourceRuleAssignment($id: ID!) { node(id: $id) { __typename ... on Assignment { id assignmentId: backendId allocationMode percent hoursPerDay fixedHours assignable { ... on Project { projectId: backendId } } } } }": types.ResourceRuleAssignmentDocument,
    "mutation ResourceRuleUpdateAssignment($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { assignmentId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleUpdateAssignmentDocument,
    "mutation ResourceRuleRetargetAssignment($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { assignmentId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleRetargetAssignmentDocument,
    "mutation ResourceRuleCreateBudgetItem($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { budgetItemId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleCreateBudgetItemDocument,
    "query ResourceRuleBudgetItem($id: ID!) { budgetItem(id: $id) { itemType } }": types.ResourceRuleBudgetItemDocument,
    "mutation ResourceRuleUpdateCustomField($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { customFieldId: backendId name description options defaultValue isVisibleOnInfoPage isVisibleAsFilter } userErrors { code errorCode field message } } }": types.ResourceRuleUpdateCustomFieldDocument,
    "query ResourceRuleCustomField($id: ID!) { customField(id: $id) { customFieldId: backendId name description options defaultValue isVisibleOnInfoPage isVisibleAsFilter } }": types.ResourceRuleCustomFieldDocument,
    "mutation ResourceRuleDeleteCustomField($input: DeleteCustomFieldInput!) { deleteCustomField(input: $input) { deletedCustomFieldId userErrors { code errorCode field message } } }": types.ResourceRuleDeleteCustomFieldDocument,
    "query ResourceRuleProjectFieldValues($id: ID!) { project(id: $id) { customFieldValues { customFieldId: backendId } } }": types.ResourceRuleProjectFieldValuesDocument,
    "mutation ResourceRuleCreateRatedProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleCreateRatedProjectDocument,
    "query ResourceRuleAccountBillRates { billRates(first: 500) { edges { node { rate { amount currencyCode } } } } }": types.ResourceRuleAccountBillRatesDocument,
    "query ResourceRuleProjectBillRates($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { rate { amount currencyCode } person { id } } } } } }": types.ResourceRuleProjectBillRatesDocument,
    "query ResourceRuleAssignables { assignables(first: 500) { edges { node { __typename ... on Project { projectId: backendId } } } } }": types.ResourceRuleAssignablesDocument,
    "mutation ResourceRuleCreateRatedPhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleCreateRatedPhaseDocument,
    "query ResourceRulePhaseBillRates($id: ID!) { project(id: $id) { phases(first: 10) { edges { node { phaseId: backendId billRates(first: 500) { edges { node { billRateId: backendId rate { amount currencyCode } } } } } } } } }": types.ResourceRulePhaseBillRatesDocument,
    "mutation ResourceRuleCreateAvailability($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { availabilityId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleCreateAvailabilityDocument,
    "mutation ResourceRuleCreatePlaceholderExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id } userErrors { code errorCode field message } } }": types.ResourceRuleCreatePlaceholderExpenseDocument,
    "query ResourceRuleProjectIds { projects(first: 500) { edges { node { projectId: backendId } } } }": types.ResourceRuleProjectIdsDocument,
    "query ResourceRulePhases($id: ID!) { project(id: $id) { phases(first: 50) { edges { node { phaseId: backendId project { projectId: backendId } } } } } }": types.ResourceRulePhasesDocument,
    "query ResourceRuleProject($id: ID!) { project(id: $id) { projectId: backendId name archived } node: project(id: $id) { __typename } }": types.ResourceRuleProjectDocument,
    "mutation ResourceRuleCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleCreateProjectDocument,
    "mutation ResourceRuleCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleCreatePhaseDocument,
    "mutation ResourceRuleArchiveProject($input: ProjectIdInput!) { archiveProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleArchiveProjectDocument,
    "mutation ResourceRuleUnarchiveProject($input: ProjectIdInput!) { unarchiveProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleUnarchiveProjectDocument,
    "mutation ResourceRuleUpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleUpdateProjectDocument,
    "mutation ResourceRuleDeletePhase($input: DeletePhaseInput!) { deletePhase(input: $input) { deletedPhaseId userErrors { code errorCode field message } } }": types.ResourceRuleDeletePhaseDocument,
    "query ResourceRuleApprovals { approvals(first: 500) { edges { node { approvalId: backendId expenseItem { approvableId: backendId } timeEntryBackendId status } } } }": types.ResourceRuleApprovalsDocument,
    "mutation ResourceRuleSubmitForApproval($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { approvalId: backendId status } userErrors { code errorCode field message } } }": types.ResourceRuleSubmitForApprovalDocument,
    "mutation ResourceRuleApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { approvalId: backendId status } userErrors { code errorCode field message } } }": types.ResourceRuleApproveDocument,
    "mutation ResourceRuleDeleteApproval($input: DeleteApprovalInput!) { deleteApproval(input: $input) { deletedApprovalId userErrors { code errorCode field message } } }": types.ResourceRuleDeleteApprovalDocument,
    "query ResourceRuleApiTokens { apiTokens(first: 100) { edges { node { apiTokenId: backendId title } } } }": types.ResourceRuleApiTokensDocument,
    "mutation ResourceRuleRenewApiToken($input: ApiTokenIdInput!) { renewApiToken(input: $input) { apiToken { apiTokenId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleRenewApiTokenDocument,
    "mutation ResourceRuleCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { apiTokenId: backendId } userErrors { code errorCode field message } } }": types.ResourceRuleCreateApiTokenDocument,
    "mutation WebhookRuleCreate($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId enabled status events } userErrors { field code errorCode } } }": types.WebhookRuleCreateDocument,
    "mutation WebhookRuleUpdate($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { backendId enabled status events } userErrors { field code errorCode } } }": types.WebhookRuleUpdateDocument,
    "query WebhookRuleWebhook($id: ID!) { webhook(id: $id) { backendId enabled status events } }": types.WebhookRuleWebhookDocument,
    "query WebhookRuleList($first: Int) { webhooks(first: $first) { edges { node { backendId } } } }": types.WebhookRuleListDocument,
    "mutation WebhookRuleUpgradeSeat($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { planMembership { seatType } userErrors { field code errorCode } } }": types.WebhookRuleUpgradeSeatDocument,
    "mutation WebhookRuleDowngradeSeat($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { planMembership { seatType } userErrors { field code errorCode } } }": types.WebhookRuleDowngradeSeatDocument,
    "query WorldSheetGlobalId($id: ID!) { node: sheet(id: $id) { id } }": types.WorldSheetGlobalIdDocument,
    "query WorldUserGlobalId($id: ID!) { node: user(id: $id) { id } }": types.WorldUserGlobalIdDocument,
    "query WorldWorkspaceGlobalId($id: ID!) { node: workspace(id: $id) { id } }": types.WorldWorkspaceGlobalIdDocument,
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
export function graphql(source: "query ApolloClientEventsSheets { sheets(first: 30) { edges { node { id columns(first: 100) { edges { node { id type primary } } } rows(first: 1) { edges { node { id } } } } } } }"): (typeof documents)["query ApolloClientEventsSheets { sheets(first: 30) { edges { node { id columns(first: 100) { edges { node { id type primary } } } rows(first: 1) { edges { node { id } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApolloClientEventsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }"): (typeof documents)["mutation ApolloClientEventsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApolloClientEventsEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }"): (typeof documents)["mutation ApolloClientEventsEnableWebhook($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApolloClientEventsUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { id } } }"): (typeof documents)["mutation ApolloClientEventsUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ApolloClientSheetChanged($id: ID!) { sheetChanged(sheetId: $id) {\n  timestamp events { id objectType kind object { __typename ... on Row { id } ... on Cell { value } } row { id } } } }"): (typeof documents)["subscription ApolloClientSheetChanged($id: ID!) { sheetChanged(sheetId: $id) {\n  timestamp events { id objectType kind object { __typename ... on Row { id } ... on Cell { value } } row { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientSheets($first: Int, $after: String, $last: Int, $before: String) {\n    sheets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientSheets($first: Int, $after: String, $last: Int, $before: String) {\n    sheets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientUsers($first: Int, $after: String, $last: Int, $before: String) {\n    users(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientUsers($first: Int, $after: String, $last: Int, $before: String) {\n    users(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientLibraries($first: Int, $after: String, $last: Int, $before: String) {\n    libraries(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id libraryId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientLibraries($first: Int, $after: String, $last: Int, $before: String) {\n    libraries(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id libraryId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientProjects($first: Int, $after: String) {\n      projects(first: $first, after: $after) { edges { cursor node { id projectId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientProjects($first: Int, $after: String) {\n      projects(first: $first, after: $after) { edges { cursor node { id projectId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {\n      events(first: $first, after: $after, since: $since, to: $to) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query ApolloClientEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {\n      events(first: $first, after: $after, since: $since, to: $to) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientSheetRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      sheet(id: $id) { id rows(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query ApolloClientSheetRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      sheet(id: $id) { id rows(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientProjectAssignments($id: ID!, $first: Int, $after: String) {\n      project(id: $id) { id assignments(first: $first, after: $after) { edges { cursor node { id assignmentId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query ApolloClientProjectAssignments($id: ID!, $first: Int, $after: String) {\n      project(id: $id) { id assignments(first: $first, after: $after) { edges { cursor node { id assignmentId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientLibrarySections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      library(id: $id) { id sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sectionId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query ApolloClientLibrarySections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      library(id: $id) { id sections(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id sectionId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientFirstSectionOfLibrary($id: ID!) { library(id: $id) { sections(first: 1) { edges { node { id } } } } }"): (typeof documents)["query ApolloClientFirstSectionOfLibrary($id: ID!) { library(id: $id) { sections(first: 1) { edges { node { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApolloClientSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      node(id: $id) { __typename id ... on Section { assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assetId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }"): (typeof documents)["query ApolloClientSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n      node(id: $id) { __typename id ... on Section { assets(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id assetId: backendId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContractDaOrganizations { organizations(first: 2) { edges { node { id name\n  libraries(first: 2) { edges { node { backendId } } } attachments(first: 3) { edges { node { backendId } } } } } } }"): (typeof documents)["query ContractDaOrganizations { organizations(first: 2) { edges { node { id name\n  libraries(first: 2) { edges { node { backendId } } } attachments(first: 3) { edges { node { backendId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContractDaOrganization($id: ID!) { organization(id: $id) { name } }"): (typeof documents)["query ContractDaOrganization($id: ID!) { organization(id: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContractDaLibraries { libraries(first: 2) { edges { node { id backendId name organization { name }\n  sections(first: 2) { edges { node { id assets(first: 2) { edges { node { id attachments { id } } } } } } }\n  collections(first: 2) { edges { node { id backendId } } }\n  assets(first: 2) { edges { node { backendId tags { name } collections { name } } } } } } } }"): (typeof documents)["query ContractDaLibraries { libraries(first: 2) { edges { node { id backendId name organization { name }\n  sections(first: 2) { edges { node { id assets(first: 2) { edges { node { id attachments { id } } } } } } }\n  collections(first: 2) { edges { node { id backendId } } }\n  assets(first: 2) { edges { node { backendId tags { name } collections { name } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContractDaLibrary($id: ID!) { library(id: $id) { name } }"): (typeof documents)["query ContractDaLibrary($id: ID!) { library(id: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContractDaCollection($id: ID!) { collection(id: $id) { name assets(first: 2) { edges { node { backendId } } } } }"): (typeof documents)["query ContractDaCollection($id: ID!) { collection(id: $id) { name assets(first: 2) { edges { node { backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContractDaNode($id: ID!) { node(id: $id) { id ... on Section { name } ... on AssetAttachment { filename } ... on AssetWebhook { callbackUrl } } }"): (typeof documents)["query ContractDaNode($id: ID!) { node(id: $id) { id ... on Section { name } ... on AssetAttachment { filename } ... on AssetWebhook { callbackUrl } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContractDaAsset($id: ID!) { asset(id: $id) { name customFields { key value } } }"): (typeof documents)["query ContractDaAsset($id: ID!) { asset(id: $id) { name customFields { key value } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContractDaWebhooks { assetWebhooks(first: 5) { edges { node { id backendId } } } }"): (typeof documents)["query ContractDaWebhooks { assetWebhooks(first: 5) { edges { node { id backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContractDaCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id backendId } userErrors { code } } }"): (typeof documents)["mutation ContractDaCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id backendId } userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContractDaDeleteWebhook($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }"): (typeof documents)["mutation ContractDaDeleteWebhook($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContractDaSetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { customFields { key value } } } }"): (typeof documents)["mutation ContractDaSetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { customFields { key value } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContractDaRemoveField($input: RemoveAssetCustomFieldInput!) { removeAssetCustomField(input: $input) { asset { customFields { key } } } }"): (typeof documents)["mutation ContractDaRemoveField($input: RemoveAssetCustomFieldInput!) { removeAssetCustomField(input: $input) { asset { customFields { key } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContractDaUpload($input: UploadAssetInput!) { uploadAsset(input: $input) { uploadMethod asset { backendId attachments { filename } } } }"): (typeof documents)["mutation ContractDaUpload($input: UploadAssetInput!) { uploadAsset(input: $input) { uploadMethod asset { backendId attachments { filename } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RpContractPeople($person: ID!, $other: ID!, $assignment: ID!, $item: ID!) {\n  people(first: 3) { edges { node { id email assignments(first: 2) { edges { node { id } } } availabilities(first: 2) { edges { node { id } } }\n    expenseItems(first: 2) { edges { node { id } } } customFieldValues { values } } } }\n  person(id: $person) { assignment(id: $assignment) { id subtaskCounts { total } } expenseItem(id: $item) { amount { amount currencyCode } } } other: person(id: $other) { email } }"): (typeof documents)["query RpContractPeople($person: ID!, $other: ID!, $assignment: ID!, $item: ID!) {\n  people(first: 3) { edges { node { id email assignments(first: 2) { edges { node { id } } } availabilities(first: 2) { edges { node { id } } }\n    expenseItems(first: 2) { edges { node { id } } } customFieldValues { values } } } }\n  person(id: $person) { assignment(id: $assignment) { id subtaskCounts { total } } expenseItem(id: $item) { amount { amount currencyCode } } } other: person(id: $other) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RpContractProjects($project: ID!, $assignment: ID!, $rate: ID!, $item: ID!, $expense: ID!) {\n  projects(first: 3, states: [CONFIRMED]) { edges { node { id name customFieldValues { values } phases(first: 2) { edges { node { id customFieldValues { values } } } }\n    assignments(first: 2) { edges { node { id subtaskCounts { total } subtasks(first: 2) { edges { node { id } } } } } }\n    budgetItems(first: 2, itemType: TIME_FEES) { edges { node { id } } } allItems: budgetItems(first: 2) { edges { node { id } } } billRates(first: 2) { edges { node { id } } } expenseItems(first: 2) { edges { node { id } } }\n    expenseItemCategories(first: 2) { edges { node { name } } } timeEntryCategories(first: 2) { edges { node { name } } } } } }\n  project(id: $project) { assignment(id: $assignment) { id } billRate(id: $rate) { rate { amount currencyCode } } budgetItem(id: $item) { amount { amount currencyCode } } expenseItem(id: $expense) { amount { amount currencyCode } } } }"): (typeof documents)["query RpContractProjects($project: ID!, $assignment: ID!, $rate: ID!, $item: ID!, $expense: ID!) {\n  projects(first: 3, states: [CONFIRMED]) { edges { node { id name customFieldValues { values } phases(first: 2) { edges { node { id customFieldValues { values } } } }\n    assignments(first: 2) { edges { node { id subtaskCounts { total } subtasks(first: 2) { edges { node { id } } } } } }\n    budgetItems(first: 2, itemType: TIME_FEES) { edges { node { id } } } allItems: budgetItems(first: 2) { edges { node { id } } } billRates(first: 2) { edges { node { id } } } expenseItems(first: 2) { edges { node { id } } }\n    expenseItemCategories(first: 2) { edges { node { name } } } timeEntryCategories(first: 2) { edges { node { name } } } } } }\n  project(id: $project) { assignment(id: $assignment) { id } billRate(id: $rate) { rate { amount currencyCode } } budgetItem(id: $item) { amount { amount currencyCode } } expenseItem(id: $expense) { amount { amount currencyCode } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RpContractLists($leave: ID!, $rate: ID!, $item: ID!, $discipline: ID!, $placeholder: ID!, $field: ID!) {\n  assignments(first: 2, from: \"2025-01-01\", to: \"2026-12-31\") { edges { node { id } } } assignables(first: 3) { edges { node { __typename } } }\n  assignable(id: $leave) { __typename } leaveTypes(first: 2) { edges { node { name } } } leaveType(id: $leave) { name } holidays(first: 2) { edges { node { name } } }\n  disciplines(first: 2) { edges { node { name } } } discipline(id: $discipline) { name } billRates(first: 2) { edges { node { rate { amount currencyCode } } } } billRate(id: $rate) { rate { amount currencyCode } }\n  budgetItem(id: $item) { amount { amount currencyCode } } expenseItemCategories(first: 2) { edges { node { name } } } timeEntryCategories(first: 2) { edges { node { name } } }\n  customFields(first: 2) { edges { node { name } } } customField(id: $field) { name } approvals(first: 2) { edges { node { id } } } apiTokens(first: 2) { edges { node { title } } }\n  placeholders(first: 2) { edges { node { title } } } placeholder(id: $placeholder) { title } }"): (typeof documents)["query RpContractLists($leave: ID!, $rate: ID!, $item: ID!, $discipline: ID!, $placeholder: ID!, $field: ID!) {\n  assignments(first: 2, from: \"2025-01-01\", to: \"2026-12-31\") { edges { node { id } } } assignables(first: 3) { edges { node { __typename } } }\n  assignable(id: $leave) { __typename } leaveTypes(first: 2) { edges { node { name } } } leaveType(id: $leave) { name } holidays(first: 2) { edges { node { name } } }\n  disciplines(first: 2) { edges { node { name } } } discipline(id: $discipline) { name } billRates(first: 2) { edges { node { rate { amount currencyCode } } } } billRate(id: $rate) { rate { amount currencyCode } }\n  budgetItem(id: $item) { amount { amount currencyCode } } expenseItemCategories(first: 2) { edges { node { name } } } timeEntryCategories(first: 2) { edges { node { name } } }\n  customFields(first: 2) { edges { node { name } } } customField(id: $field) { name } approvals(first: 2) { edges { node { id } } } apiTokens(first: 2) { edges { node { title } } }\n  placeholders(first: 2) { edges { node { title } } } placeholder(id: $placeholder) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RpContractNode($id: ID!) { node(id: $id) { id } }"): (typeof documents)["query RpContractNode($id: ID!) { node(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RpContractMissing { project(id: \"599999\") { id } person(id: \"399999\") { id } }"): (typeof documents)["query RpContractMissing { project(id: \"599999\") { id } person(id: \"399999\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id projectId: backendId } } }"): (typeof documents)["mutation RpContractCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id projectId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }"): (typeof documents)["mutation RpContractUpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractArchive($id: ID!) { archiveProject(input: { id: $id }) { project { id } } unarchiveProject(input: { id: $id }) { project { id } } }"): (typeof documents)["mutation RpContractArchive($id: ID!) { archiveProject(input: { id: $id }) { project { id } } unarchiveProject(input: { id: $id }) { project { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeleteProject($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId } }"): (typeof documents)["mutation RpContractDeleteProject($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { id phaseId: backendId } } }"): (typeof documents)["mutation RpContractCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { id phaseId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdatePhase($input: UpdatePhaseInput!) { updatePhase(input: $input) { phase { id } } }"): (typeof documents)["mutation RpContractUpdatePhase($input: UpdatePhaseInput!) { updatePhase(input: $input) { phase { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeletePhase($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId } }"): (typeof documents)["mutation RpContractDeletePhase($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId subtasks(first: 100) { edges { node { id } } } } } }"): (typeof documents)["mutation RpContractCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId subtasks(first: 100) { edges { node { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdateAssignment($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { id } } }"): (typeof documents)["mutation RpContractUpdateAssignment($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeleteAssignment($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId } }"): (typeof documents)["mutation RpContractDeleteAssignment($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { id } } }"): (typeof documents)["mutation RpContractRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id } } }"): (typeof documents)["mutation RpContractCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { id } } }"): (typeof documents)["mutation RpContractUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeleteSubtask($id: ID!) { deleteSubtask(input: { id: $id }) { deletedSubtaskId } }"): (typeof documents)["mutation RpContractDeleteSubtask($id: ID!) { deleteSubtask(input: { id: $id }) { deletedSubtaskId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractCreateAvailability($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { id } } }"): (typeof documents)["mutation RpContractCreateAvailability($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdateAvailability($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { id } } }"): (typeof documents)["mutation RpContractUpdateAvailability($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeleteAvailability($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId } }"): (typeof documents)["mutation RpContractDeleteAvailability($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdateRate($input: UpdateProjectBillRateInput!) { updateProjectBillRate(input: $input) { billRate { rate { amount currencyCode } } } }"): (typeof documents)["mutation RpContractUpdateRate($input: UpdateProjectBillRateInput!) { updateProjectBillRate(input: $input) { billRate { rate { amount currencyCode } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractCreateBudget($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { id } } }"): (typeof documents)["mutation RpContractCreateBudget($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdateBudget($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { id } } }"): (typeof documents)["mutation RpContractUpdateBudget($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeleteBudget($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId } }"): (typeof documents)["mutation RpContractDeleteBudget($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractCreateField($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { id } } }"): (typeof documents)["mutation RpContractCreateField($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdateField($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { id } } }"): (typeof documents)["mutation RpContractUpdateField($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeleteField($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }"): (typeof documents)["mutation RpContractDeleteField($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractSetChoice($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id } } }"): (typeof documents)["mutation RpContractSetChoice($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractSetValues($project: SetCustomFieldValueInput!, $person: SetCustomFieldValueInput!) {\n  setProjectCustomFieldValue(input: $project) { customFieldValue { id } } setPersonCustomFieldValue(input: $person) { customFieldValue { id } } }"): (typeof documents)["mutation RpContractSetValues($project: SetCustomFieldValueInput!, $person: SetCustomFieldValueInput!) {\n  setProjectCustomFieldValue(input: $project) { customFieldValue { id } } setPersonCustomFieldValue(input: $person) { customFieldValue { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdateValues($project: UpdateCustomFieldValueInput!, $person: UpdateCustomFieldValueInput!) {\n  project: updateCustomFieldValue(input: $project) { customFieldValue { id } } person: updateCustomFieldValue(input: $person) { customFieldValue { id } } }"): (typeof documents)["mutation RpContractUpdateValues($project: UpdateCustomFieldValueInput!, $person: UpdateCustomFieldValueInput!) {\n  project: updateCustomFieldValue(input: $project) { customFieldValue { id } } person: updateCustomFieldValue(input: $person) { customFieldValue { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id updatedAt } } }"): (typeof documents)["mutation RpContractCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id updatedAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractUpdateExpense($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { id updatedAt } } }"): (typeof documents)["mutation RpContractUpdateExpense($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { id updatedAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeleteExpense($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId } }"): (typeof documents)["mutation RpContractDeleteExpense($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { id approvalId: backendId } } }"): (typeof documents)["mutation RpContractSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { id approvalId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { id } } }"): (typeof documents)["mutation RpContractApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeleteApproval($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }"): (typeof documents)["mutation RpContractDeleteApproval($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractTokens($title: String!) { createApiToken(input: { title: $title }) { apiToken { id } secret } }"): (typeof documents)["mutation RpContractTokens($title: String!) { createApiToken(input: { title: $title }) { apiToken { id } secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractTokenWrites($id: ID!) { updateApiToken(input: { id: $id, title: \"renamed\" }) { apiToken { id } } renewApiToken(input: { id: $id }) { apiToken { id } } }"): (typeof documents)["mutation RpContractTokenWrites($id: ID!) { updateApiToken(input: { id: $id, title: \"renamed\" }) { apiToken { id } } renewApiToken(input: { id: $id }) { apiToken { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeleteToken($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId } }"): (typeof documents)["mutation RpContractDeleteToken($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractPlaceholder($title: String!) { createPlaceholder(input: { title: $title, role: \"Designer\" }) { placeholder { id } } }"): (typeof documents)["mutation RpContractPlaceholder($title: String!) { createPlaceholder(input: { title: $title, role: \"Designer\" }) { placeholder { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractPlaceholderWrites($id: ID!) { updatePlaceholder(input: { id: $id, location: \"Remote\" }) { placeholder { id } } }"): (typeof documents)["mutation RpContractPlaceholderWrites($id: ID!) { updatePlaceholder(input: { id: $id, location: \"Remote\" }) { placeholder { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RpContractDeletePlaceholder($id: ID!) { deletePlaceholder(input: { id: $id }) { deletedPlaceholderId } }"): (typeof documents)["mutation RpContractDeletePlaceholder($id: ID!) { deletePlaceholder(input: { id: $id }) { deletedPlaceholderId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntitiesCostSample { sheets(first: 50) { edges { node { id totalRowCount } } }\n        users(first: 100) { edges { node { id } } }\n        people(first: 100) { edges { node { id } } }\n        leave: people(first: 60) { edges { node { assignments(first: 50) { edges { node { assignable { ... on LeaveType { id } } } } } } } }\n        libraries(first: 1) { edges { node { sections(first: 1) { edges { node { assets(first: 5) { edges { node { id } } } } } } } } }\n        allLibraries: libraries(first: 100) { edges { node { id organization { id } } } } }"): (typeof documents)["query EntitiesCostSample { sheets(first: 50) { edges { node { id totalRowCount } } }\n        users(first: 100) { edges { node { id } } }\n        people(first: 100) { edges { node { id } } }\n        leave: people(first: 60) { edges { node { assignments(first: 50) { edges { node { assignable { ... on LeaveType { id } } } } } } } }\n        libraries(first: 1) { edges { node { sections(first: 1) { edges { node { assets(first: 5) { edges { node { id } } } } } } } } }\n        allLibraries: libraries(first: 100) { edges { node { id organization { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntitiesCostRows($id: ID!) { sheet(id: $id) { columns(first: 100) { edges { node { id } } } rows(first: 100) { edges { node { id } } } } }"): (typeof documents)["query EntitiesCostRows($id: ID!) { sheet(id: $id) { columns(first: 100) { edges { node { id } } } rows(first: 100) { edges { node { id } } } } }"];
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
export function graphql(source: "mutation ParityWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { id } userErrors { message } } }"): (typeof documents)["mutation ParityWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { id } userErrors { message } } }"];
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
export function graphql(source: "query AnswerShapesLibraryAssets($id: ID!) { library(id: $id) { name assets(first: 3) { edges { node { name } } } } }"): (typeof documents)["query AnswerShapesLibraryAssets($id: ID!) { library(id: $id) { name assets(first: 3) { edges { node { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnswerShapesAsset($id: ID!) { asset(id: $id) { name } }"): (typeof documents)["query AnswerShapesAsset($id: ID!) { asset(id: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnswerShapesSectionAssets($id: ID!) { node(id: $id) { id ... on Section { name assets(first: 2) { edges { node { name attachments { filename } } } } } } }"): (typeof documents)["query AnswerShapesSectionAssets($id: ID!) { node(id: $id) { id ... on Section { name assets(first: 2) { edges { node { name attachments { filename } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersOrganizations { organizations(first: 5) { totalCount edges { node { id organizationId: backendId name slug\n  libraries(first: 10) { totalCount edges { node { libraryId: backendId name organization { organizationId: backendId } } } } } } } }"): (typeof documents)["query ContainersOrganizations { organizations(first: 5) { totalCount edges { node { id organizationId: backendId name slug\n  libraries(first: 10) { totalCount edges { node { libraryId: backendId name organization { organizationId: backendId } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersCollections($id: ID!, $first: Int, $after: String) { library(id: $id) { collections(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query ContainersCollections($id: ID!, $first: Int, $after: String) { library(id: $id) { collections(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersCollection($id: ID!) { node(id: $id) { __typename ... on Collection { collectionId: backendId name slug public stealth isWorkspace library { libraryId: backendId }\n  assets(first: 500) { totalCount edges { node { assetId: backendId collections { collectionId: backendId } } } } } } }"): (typeof documents)["query ContainersCollection($id: ID!) { node(id: $id) { __typename ... on Collection { collectionId: backendId name slug public stealth isWorkspace library { libraryId: backendId }\n  assets(first: 500) { totalCount edges { node { assetId: backendId collections { collectionId: backendId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersSectionAssets($id: ID!) { node(id: $id) { __typename ... on Section { assets(first: 50) { edges { node { assetId: backendId\n  tags { name autoGenerated source } customFields { key value } library { libraryId: backendId } } } } } } }"): (typeof documents)["query ContainersSectionAssets($id: ID!) { node(id: $id) { __typename ... on Section { assets(first: 50) { edges { node { assetId: backendId\n  tags { name autoGenerated source } customFields { key value } library { libraryId: backendId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersAsset($id: ID!) { asset(id: $id) { assetId: backendId tags { name autoGenerated } customFields { key value } collections { collectionId: backendId } } }"): (typeof documents)["query ContainersAsset($id: ID!) { asset(id: $id) { assetId: backendId tags { name autoGenerated } customFields { key value } collections { collectionId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainersLibraryAssets($id: ID!, $after: String) { library(id: $id) { assets(first: 3, after: $after) { totalCount pageInfo { endCursor } } } }"): (typeof documents)["query ContainersLibraryAssets($id: ID!, $after: String) { library(id: $id) { assets(first: 3, after: $after) { totalCount pageInfo { endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetFailuresLibraryAssets($id: ID!) { library(id: $id) { name\n  assets(first: 6) { totalCount edges { node { backendId name collections { backendId } } } } } }"): (typeof documents)["query AssetFailuresLibraryAssets($id: ID!) { library(id: $id) { name\n  assets(first: 6) { totalCount edges { node { backendId name collections { backendId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetFailuresLibrarySections { libraries(first: 3) { edges { node { backendId name sections(first: 5) { totalCount } } } } }"): (typeof documents)["query AssetFailuresLibrarySections { libraries(first: 3) { edges { node { backendId name sections(first: 5) { totalCount } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetFailuresAssetReferences($id: ID!) { asset(id: $id) { name section { name } library { name } } }"): (typeof documents)["query AssetFailuresAssetReferences($id: ID!) { asset(id: $id) { name section { name } library { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetFailuresUpload($input: UploadAssetInput!) { uploadAsset(input: $input) { uploadMethod asset { name attachments { filename } } userErrors { code } } }"): (typeof documents)["mutation AssetFailuresUpload($input: UploadAssetInput!) { uploadAsset(input: $input) { uploadMethod asset { name attachments { filename } } userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetFailuresTwoMutations($field: SetAssetCustomFieldInput!, $hook: CreateAssetWebhookInput!) {\n  field: setAssetCustomField(input: $field) { asset { backendId } userErrors { code } }\n  hook: createAssetWebhook(input: $hook) { webhook { backendId } userErrors { code } } }"): (typeof documents)["mutation AssetFailuresTwoMutations($field: SetAssetCustomFieldInput!, $hook: CreateAssetWebhookInput!) {\n  field: setAssetCustomField(input: $field) { asset { backendId } userErrors { code } }\n  hook: createAssetWebhook(input: $hook) { webhook { backendId } userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetIdentitySamples { libraries(first: 1) { edges { node { id backendId organization { id backendId }\n  collections(first: 1) { edges { node { id backendId } } }\n  sections(first: 1) { edges { node { id backendId assets(first: 1) { edges { node { id backendId attachments { id backendId } } } } } } } } } }\n  assetWebhooks(first: 1) { edges { node { id backendId } } } }"): (typeof documents)["query AssetIdentitySamples { libraries(first: 1) { edges { node { id backendId organization { id backendId }\n  collections(first: 1) { edges { node { id backendId } } }\n  sections(first: 1) { edges { node { id backendId assets(first: 1) { edges { node { id backendId attachments { id backendId } } } } } } } } } }\n  assetWebhooks(first: 1) { edges { node { id backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetIdentityCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }"): (typeof documents)["mutation AssetIdentityCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetIdentityNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id\n  ... on Organization { backendId } ... on Library { backendId } ... on Section { backendId } ... on Collection { backendId }\n  ... on Asset { backendId } ... on AssetAttachment { backendId } ... on AssetWebhook { backendId } } }"): (typeof documents)["query AssetIdentityNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id\n  ... on Organization { backendId } ... on Library { backendId } ... on Section { backendId } ... on Collection { backendId }\n  ... on Asset { backendId } ... on AssetAttachment { backendId } ... on AssetWebhook { backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetsUpload($input: UploadAssetInput!) {\n  uploadAsset(input: $input) { uploadMethod storageRequests sizeInBytes userErrors { message field code }\n    asset { id backendId name description section { backendId } library { backendId }  # library: one read\n      attachments { backendId filename sizeInBytes mimeType url } } } }"): (typeof documents)["mutation AssetsUpload($input: UploadAssetInput!) {\n  uploadAsset(input: $input) { uploadMethod storageRequests sizeInBytes userErrors { message field code }\n    asset { id backendId name description section { backendId } library { backendId }  # library: one read\n      attachments { backendId filename sizeInBytes mimeType url } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetsWalk($id: ID!, $first: Int, $after: String) {\n  organization(id: $id) { attachments(first: $first, after: $after) {\n    edges { cursor node { id backendId filename asset { backendId } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }"): (typeof documents)["query AssetsWalk($id: ID!, $first: Int, $after: String) {\n  organization(id: $id) { attachments(first: $first, after: $after) {\n    edges { cursor node { id backendId filename asset { backendId } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetsWalkLibraryCursor { libraries(first: 1) { pageInfo { endCursor } } }"): (typeof documents)["query AssetsWalkLibraryCursor { libraries(first: 1) { pageInfo { endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {\n  createAssetWebhook(input: $input) { webhook { id backendId changeKind callbackUrl library { backendId name } } userErrors { message field code errorCode } } }"): (typeof documents)["mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {\n  createAssetWebhook(input: $input) { webhook { id backendId changeKind callbackUrl library { backendId name } } userErrors { message field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetWebhooksList($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {\n  totalCount edges { cursor node { id backendId changeKind callbackUrl } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query AssetWebhooksList($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {\n  totalCount edges { cursor node { id backendId changeKind callbackUrl } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId userErrors { field code } } }"): (typeof documents)["mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetWebhooksNode($id: ID!) { node(id: $id) { id ... on AssetWebhook { backendId changeKind } } }"): (typeof documents)["query AssetWebhooksNode($id: ID!) { node(id: $id) { id ... on AssetWebhook { backendId changeKind } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AllocationCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId } userErrors { field code } } }"): (typeof documents)["mutation AllocationCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AllocationUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { allocationMode hoursPerDay percent } userErrors { field code } } }"): (typeof documents)["mutation AllocationUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { allocationMode hoursPerDay percent } userErrors { field code } } }"];
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
export function graphql(source: "query AuthLibraries { me { email } libraries(first: 1) { edges { node { id } } } }"): (typeof documents)["query AuthLibraries { me { email } libraries(first: 1) { edges { node { id } } } }"];
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
export function graphql(source: "query BatchingEvents { events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } } }"): (typeof documents)["query BatchingEvents { events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingEventsTwice {\n    a: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } }\n    b: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } } }"): (typeof documents)["query BatchingEventsTwice {\n    a: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } }\n    b: events(first: 50, since: \"2026-10-01T00:00:00Z\") { edges { node { user { id name } requestUser { id name } } } } }"];
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
export function graphql(source: "mutation CellFormatsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id cells { column { backendId } value displayValue format } } } }"): (typeof documents)["mutation CellFormatsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id cells { column { backendId } value displayValue format } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CellFormatsRead($id: ID!) { node(id: $id) { __typename ... on Row { cells { column { backendId } value displayValue format } } } }"): (typeof documents)["query CellFormatsRead($id: ID!) { node(id: $id) { __typename ... on Row { cells { column { backendId } value displayValue format } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConnectionBoundsMe { me { email } }"): (typeof documents)["query ConnectionBoundsMe { me { email } }"];
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
export function graphql(source: "mutation DependencyColumnsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } userErrors { field code errorCode } } }"): (typeof documents)["mutation DependencyColumnsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DependencyColumnsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { backendId } userErrors { field code errorCode } } }"): (typeof documents)["mutation DependencyColumnsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { backendId } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DocumentedAddRows($input: AddRowsInput!) { addRows(input: $input) { rows { backendId cells { value objectValue { __typename } format } } } }"): (typeof documents)["mutation DocumentedAddRows($input: AddRowsInput!) { addRows(input: $input) { rows { backendId cells { value objectValue { __typename } format } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DocumentedAddReviewed($input: AddRowsInput!) { addRows(input: $input) { rows { backendId cells {\n  objectValue { ... on MultiContactValue { contacts { email name } } } } } } }"): (typeof documents)["mutation DocumentedAddReviewed($input: AddRowsInput!) { addRows(input: $input) { rows { backendId cells {\n  objectValue { ... on MultiContactValue { contacts { email name } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedUsersByEmail($emails: [EmailAddress!]) { users(first: 2, emails: $emails) { edges { node { email\n    alternateEmails { email } plans(first: 2) { edges { node { plan { id } } } } } } } }"): (typeof documents)["query DocumentedUsersByEmail($emails: [EmailAddress!]) { users(first: 2, emails: $emails) { edges { node { email\n    alternateEmails { email } plans(first: 2) { edges { node { plan { id } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedSeatTypes($plan: ID!) { me { email } users(first: 2, seatTypes: [MEMBER]) { totalCount } plan(id: $plan) { members(first: 2, seatTypes: [VIEWER]) { totalCount } } }"): (typeof documents)["query DocumentedSeatTypes($plan: ID!) { me { email } users(first: 2, seatTypes: [MEMBER]) { totalCount } plan(id: $plan) { members(first: 2, seatTypes: [VIEWER]) { totalCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedSheets { sheets(first: 2) { edges { node { name version\n    rows(first: 2) { edges { node { backendId cells { value format } } } } columns(first: 2) { totalCount }\n    attachments(first: 2) { totalCount } discussions(first: 2) { totalCount } search(query: \"a\") { totalCount } } } } }"): (typeof documents)["query DocumentedSheets { sheets(first: 2) { edges { node { name version\n    rows(first: 2) { edges { node { backendId cells { value format } } } } columns(first: 2) { totalCount }\n    attachments(first: 2) { totalCount } discussions(first: 2) { totalCount } search(query: \"a\") { totalCount } } } } }"];
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
export function graphql(source: "query DocumentedShares($id: ID!) { shares(targetType: SHEET, targetId: $id, first: 2) { edges { node { accessLevel } } }\n    search(query: \"risk\", includeFavorites: true) { totalCount } }"): (typeof documents)["query DocumentedShares($id: ID!) { shares(targetType: SHEET, targetId: $id, first: 2) { edges { node { accessLevel } } }\n    search(query: \"risk\", includeFavorites: true) { totalCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedEvents($ids: [ID!]) { events(first: 2, since: \"2026-10-01T00:00:00Z\", to: \"2026-10-02T00:00:00Z\") { edges { cursor } }\n    filteredEvents(first: 2, since: \"2026-10-01T00:00:00Z\", sheetIds: $ids) { edges { cursor } } }"): (typeof documents)["query DocumentedEvents($ids: [ID!]) { events(first: 2, since: \"2026-10-01T00:00:00Z\", to: \"2026-10-02T00:00:00Z\") { edges { cursor } }\n    filteredEvents(first: 2, since: \"2026-10-01T00:00:00Z\", sheetIds: $ids) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DocumentedUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId cells { value } } } }"): (typeof documents)["mutation DocumentedUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId cells { value } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedProjects { projects(first: 2) { edges { node { phases(first: 2) { pageInfo { hasNextPage } }\n    assignments(first: 2) { edges { node { subtaskCounts { total } } } } budgetItems(itemType: EXPENSES, first: 2) { pageInfo { hasNextPage } } billRates(first: 2) { pageInfo { hasNextPage } }\n    expenseItems(first: 2) { pageInfo { hasNextPage } } } } } }"): (typeof documents)["query DocumentedProjects { projects(first: 2) { edges { node { phases(first: 2) { pageInfo { hasNextPage } }\n    assignments(first: 2) { edges { node { subtaskCounts { total } } } } budgetItems(itemType: EXPENSES, first: 2) { pageInfo { hasNextPage } } billRates(first: 2) { pageInfo { hasNextPage } }\n    expenseItems(first: 2) { pageInfo { hasNextPage } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedPeople { people(first: 2) { edges { node { availabilities(first: 2) { pageInfo { hasNextPage } }\n    expenseItems(first: 2) { pageInfo { hasNextPage } } } } } approvals(first: 2) { pageInfo { hasNextPage } } customFields(namespace: PEOPLE) { pageInfo { hasNextPage } } placeholders(first: 2) { pageInfo { hasNextPage } } }"): (typeof documents)["query DocumentedPeople { people(first: 2) { edges { node { availabilities(first: 2) { pageInfo { hasNextPage } }\n    expenseItems(first: 2) { pageInfo { hasNextPage } } } } } approvals(first: 2) { pageInfo { hasNextPage } } customFields(namespace: PEOPLE) { pageInfo { hasNextPage } } placeholders(first: 2) { pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentedReference { assignments(first: 2, from: \"2026-01-01\", to: \"2026-12-31\") { pageInfo { hasNextPage } }\n    assignables(first: 2) { pageInfo { hasNextPage } } holidays(first: 2) { pageInfo { hasNextPage } } disciplines(first: 2) { pageInfo { hasNextPage } } leaveTypes(first: 2) { pageInfo { hasNextPage } }\n    apiTokens(first: 2) { totalCount } billRates(first: 2) { pageInfo { hasNextPage } } }"): (typeof documents)["query DocumentedReference { assignments(first: 2, from: \"2026-01-01\", to: \"2026-12-31\") { pageInfo { hasNextPage } }\n    assignables(first: 2) { pageInfo { hasNextPage } } holidays(first: 2) { pageInfo { hasNextPage } } disciplines(first: 2) { pageInfo { hasNextPage } } leaveTypes(first: 2) { pageInfo { hasNextPage } }\n    apiTokens(first: 2) { totalCount } billRates(first: 2) { pageInfo { hasNextPage } } }"];
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
export function graphql(source: "query EventObjects { events(first: 50, since: \"2026-10-15T00:00:00Z\") { edges { node { backendId objectType user { id name }\n  object { __typename ... on Sheet { id name } ... on Workspace { id } ... on User { id }\n    ... on UnresolvedEventObject { objectType backendId } } } } } }"): (typeof documents)["query EventObjects { events(first: 50, since: \"2026-10-15T00:00:00Z\") { edges { node { backendId objectType user { id name }\n  object { __typename ... on Sheet { id name } ... on Workspace { id } ... on User { id }\n    ... on UnresolvedEventObject { objectType backendId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventObjectIds { events(first: 200, since: \"2026-10-01T00:00:00Z\") { edges { node { objectType object { __typename ... on Node { id } } } } } }"): (typeof documents)["query EventObjectIds { events(first: 200, since: \"2026-10-01T00:00:00Z\") { edges { node { objectType object { __typename ... on Node { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventObjectNode($id: ID!) { node(id: $id) { __typename id } }"): (typeof documents)["query EventObjectNode($id: ID!) { node(id: $id) { __typename id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExactNumbersAdd($input: AddRowsInput!) { addRows(input: $input) { rows { backendId } userErrors { field code errorCode message } } }"): (typeof documents)["mutation ExactNumbersAdd($input: AddRowsInput!) { addRows(input: $input) { rows { backendId } userErrors { field code errorCode message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExactNumbersUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } userErrors { field code errorCode message } } }"): (typeof documents)["mutation ExactNumbersUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } userErrors { field code errorCode message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FederationSamples {\n        users(first: 1) { edges { node { id } } }\n        sheets(first: 1) { edges { node { id columns(first: 100) { edges { node { id } } } rows(first: 1) { edges { node { id } } } } } }\n        workspaces(first: 1) { edges { node { id } } }\n        events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } }\n        people(first: 40) { edges { node { id assignments(first: 50) { edges { node { assignable { __typename ... on LeaveType { id } } } } } } } }\n        projects(first: 20) { edges { node { id phases(first: 1) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } } } }\n        libraries(first: 1) { edges { node { id organization { id } sections(first: 1) { edges { node { id assets(first: 1) { edges { node { id attachments { id } } } } } } } } } }\n      }"): (typeof documents)["query FederationSamples {\n        users(first: 1) { edges { node { id } } }\n        sheets(first: 1) { edges { node { id columns(first: 100) { edges { node { id } } } rows(first: 1) { edges { node { id } } } } } }\n        workspaces(first: 1) { edges { node { id } } }\n        events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } }\n        people(first: 40) { edges { node { id assignments(first: 50) { edges { node { assignable { __typename ... on LeaveType { id } } } } } } } }\n        projects(first: 20) { edges { node { id phases(first: 1) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } } } }\n        libraries(first: 1) { edges { node { id organization { id } sections(first: 1) { edges { node { id assets(first: 1) { edges { node { id attachments { id } } } } } } } } } }\n      }"];
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
export function graphql(source: "query FilteredEventsPage($first: Int, $after: String, $ids: [ID!]) { filteredEvents(first: $first, after: $after, sheetIds: $ids, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id objectType object { ... on Sheet { id } } details { __typename ... on AttachmentCreateDetails { sheetId } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query FilteredEventsPage($first: Int, $after: String, $ids: [ID!]) { filteredEvents(first: $first, after: $after, sheetIds: $ids, since: \"2020-01-01T00:00:00Z\") {\n  edges { cursor node { id objectType object { ... on Sheet { id } } details { __typename ... on AttachmentCreateDetails { sheetId } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilteredAdminFeed { events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } } }"): (typeof documents)["query FilteredAdminFeed { events(first: 1, since: \"2026-10-01T00:00:00Z\") { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilteredVisibleSheets { sheets(first: 100) { edges { node { backendId } } } }"): (typeof documents)["query FilteredVisibleSheets { sheets(first: 100) { edges { node { backendId } } } }"];
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
export function graphql(source: "query FullReadsUserProfiles { users(first: 3) { edges { node { backendId locale timeZone title company account { name } } } } }"): (typeof documents)["query FullReadsUserProfiles { users(first: 3) { edges { node { backendId locale timeZone title company account { name } } } } }"];
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
export function graphql(source: "query HostileSheetName($id: ID!) { sheet(id: $id) { name } }"): (typeof documents)["query HostileSheetName($id: ID!) { sheet(id: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HostileSheetNames { sheets(first: 5) { edges { node { name } } } }"): (typeof documents)["query HostileSheetNames { sheets(first: 5) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IdleFootprintMe { me { email } }"): (typeof documents)["query IdleFootprintMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReconcileSheetJoins($id: ID!) { sheet(id: $id) { project { projectId: backendId } assets(first: 500) { edges { node { assetId: backendId } } } } }"): (typeof documents)["query ReconcileSheetJoins($id: ID!) { sheet(id: $id) { project { projectId: backendId } assets(first: 500) { edges { node { assetId: backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinIndexJoins($sheet: ID!, $project: ID!) {\n  sheet(id: $sheet) {\n    project { projectId: backendId }\n    assets(first: 500) { edges { node { assetId: backendId } } }\n    rows(first: 30) { edges { node { backendId assets(first: 50) { edges { node { assetId: backendId } } } } } }\n  }\n  project(id: $project) { projectId: backendId assets(first: 500) { edges { node { assetId: backendId } } } }\n}"): (typeof documents)["query JoinIndexJoins($sheet: ID!, $project: ID!) {\n  sheet(id: $sheet) {\n    project { projectId: backendId }\n    assets(first: 500) { edges { node { assetId: backendId } } }\n    rows(first: 30) { edges { node { backendId assets(first: 50) { edges { node { assetId: backendId } } } } } }\n  }\n  project(id: $project) { projectId: backendId assets(first: 500) { edges { node { assetId: backendId } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinIndexSheetRows($id: ID!) { sheet(id: $id) { rows(first: 30) { edges { node { backendId } } } } }"): (typeof documents)["query JoinIndexSheetRows($id: ID!) { sheet(id: $id) { rows(first: 30) { edges { node { backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JoinIndexSetAssetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId: backendId customFields { key value } } userErrors { field code } } }"): (typeof documents)["mutation JoinIndexSetAssetField($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId: backendId customFields { key value } } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinIndexProjectFields($id: ID!) { project(id: $id) { customFieldValues { id name values } } }"): (typeof documents)["query JoinIndexProjectFields($id: ID!) { project(id: $id) { customFieldValues { id name values } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JoinIndexUpdateProjectField($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { values } } }"): (typeof documents)["mutation JoinIndexUpdateProjectField($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { values } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinsProjectSheets { projects(first: 10) { edges { node { projectId: backendId sheet { backendId name project { projectId: backendId } } } } } }"): (typeof documents)["query JoinsProjectSheets { projects(first: 10) { edges { node { projectId: backendId sheet { backendId name project { projectId: backendId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinsAssetWork($id: ID!) { asset(id: $id) { assetId: backendId\n  sheet { backendId assets(first: 100) { edges { node { assetId: backendId } } } }\n  row { backendId assets(first: 50) { edges { node { assetId: backendId } } } } } }"): (typeof documents)["query JoinsAssetWork($id: ID!) { asset(id: $id) { assetId: backendId\n  sheet { backendId assets(first: 100) { edges { node { assetId: backendId } } } }\n  row { backendId assets(first: 50) { edges { node { assetId: backendId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JoinsProjectAssets { projects(first: 50) { edges { node { projectId: backendId assets(first: 100) { totalCount edges { node { project { projectId: backendId } } } } } } } }"): (typeof documents)["query JoinsProjectAssets { projects(first: 50) { edges { node { projectId: backendId assets(first: 100) { totalCount edges { node { project { projectId: backendId } } } } } } } }"];
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
export function graphql(source: "\n  query LoaderBatchingOffEvents {\n    events(first: 50, since: \"2026-10-01T00:00:00Z\") {\n      edges {\n        node {\n          user {\n            id\n          }\n          requestUser {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoaderBatchingOffEvents {\n    events(first: 50, since: \"2026-10-01T00:00:00Z\") {\n      edges {\n        node {\n          user {\n            id\n          }\n          requestUser {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "query PacingLibraries { libraries(first: 1) { edges { node { libraryId: backendId } } } }"): (typeof documents)["query PacingLibraries { libraries(first: 1) { edges { node { libraryId: backendId } } } }"];
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
export function graphql(source: "query PagedPeople($first: Int, $after: String) { people(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query PagedPeople($first: Int, $after: String) { people(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedProjects($first: Int, $after: String) { projects(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"): (typeof documents)["query PagedProjects($first: Int, $after: String) { projects(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedPhases($id: ID!, $first: Int, $after: String) { project(id: $id) { phases(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query PagedPhases($id: ID!, $first: Int, $after: String) { project(id: $id) { phases(first: $first, after: $after) {\n  edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedProjectAssignments($id: ID!, $first: Int, $after: String) { project(id: $id) {\n  assignments(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query PagedProjectAssignments($id: ID!, $first: Int, $after: String) { project(id: $id) {\n  assignments(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagedPersonAssignments($id: ID!, $first: Int, $after: String) { person(id: $id) {\n  assignments(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"): (typeof documents)["query PagedPersonAssignments($id: ID!, $first: Int, $after: String) { person(id: $id) {\n  assignments(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }"];
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
export function graphql(source: "query RedisOutageProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }"): (typeof documents)["query RedisOutageProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RedisOutageSheets { sheets(first: 5) { edges { node { name } } } }"): (typeof documents)["query RedisOutageSheets { sheets(first: 5) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefusalSheetShares($assetId: ID!) { shares(targetType: SHEET, targetId: $assetId, first: 1) { edges { node { id backendId } } } }"): (typeof documents)["query RefusalSheetShares($assetId: ID!) { shares(targetType: SHEET, targetId: $assetId, first: 1) { edges { node { id backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { version } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { version } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAddRows($input: AddRowsInput!) { addRows(input: $input) { sheet { version } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalAddRows($input: AddRowsInput!) { addRows(input: $input) { sheet { version } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { sheet { version } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { sheet { version } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { sheet { version } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { sheet { version } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { accessLevel } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { accessLevel } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAddUser($input: AddUserInput!) { addUser(input: $input) { user { email } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalAddUser($input: AddUserInput!) { addUser(input: $input) { user { email } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { email } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { email } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalMakePrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalMakePrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefusalAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { id } userErrors { code errorCode } } }"): (typeof documents)["mutation RefusalAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { id } userErrors { code errorCode } } }"];
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
export function graphql(source: "query AnswerChecksPhases { projects(first: 2) { edges { node { name phases(first: 3) { edges { node { phaseName: name } } } } } } }"): (typeof documents)["query AnswerChecksPhases { projects(first: 2) { edges { node { name phases(first: 3) { edges { node { phaseName: name } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnswerChecksPerson($id: ID!) { person(id: $id) { email } leaveTypes(first: 1) { edges { node { name } } } }"): (typeof documents)["query AnswerChecksPerson($id: ID!) { person(id: $id) { email } leaveTypes(first: 1) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnswerChecksPeople { people(first: 2) { edges { node { id } } } holidays(first: 1) { edges { node { name } } } }"): (typeof documents)["query AnswerChecksPeople { people(first: 2) { edges { node { id } } } holidays(first: 1) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiTokensList { apiTokens(first: 50) { edges { node { id apiTokenId: backendId title } } } }"): (typeof documents)["query ApiTokensList { apiTokens(first: 50) { edges { node { id apiTokenId: backendId title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiTokensTypeFields($name: String!) { __type(name: $name) { fields { name } } }"): (typeof documents)["query ApiTokensTypeFields($name: String!) { __type(name: $name) { fields { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiTokensCreate($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id apiTokenId: backendId title } secret userErrors { field code message } } }"): (typeof documents)["mutation ApiTokensCreate($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id apiTokenId: backendId title } secret userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiTokensRenew($id: ID!) { renewApiToken(input: { id: $id }) { apiToken { id apiTokenId: backendId title } secret userErrors { field code message } } }"): (typeof documents)["mutation ApiTokensRenew($id: ID!) { renewApiToken(input: { id: $id }) { apiToken { id apiTokenId: backendId title } secret userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiTokensUpdate($input: UpdateApiTokenInput!) { updateApiToken(input: $input) { apiToken { id title } userErrors { field code message } } }"): (typeof documents)["mutation ApiTokensUpdate($input: UpdateApiTokenInput!) { updateApiToken(input: $input) { apiToken { id title } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiTokensDelete($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId userErrors { field code message } } }"): (typeof documents)["mutation ApiTokensDelete($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId userErrors { field code message } } }"];
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
export function graphql(source: "fragment ApprovalsFields on Approval { id approvalId: backendId status approvableType expenseItem { approvableId: backendId } timeEntryBackendId submittedBy { personId: backendId } approvedBy { personId: backendId } expenseItem { expenseItemId: backendId } }"): (typeof documents)["fragment ApprovalsFields on Approval { id approvalId: backendId status approvableType expenseItem { approvableId: backendId } timeEntryBackendId submittedBy { personId: backendId } approvedBy { personId: backendId } expenseItem { expenseItemId: backendId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovalsCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId: backendId updatedAt } userErrors { field code message } } }"): (typeof documents)["mutation ApprovalsCreateExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId: backendId updatedAt } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovalsSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { ...ApprovalsFields } userErrors { field code message } } }"): (typeof documents)["mutation ApprovalsSubmit($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { ...ApprovalsFields } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovalsApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { ...ApprovalsFields } userErrors { field code message } } }"): (typeof documents)["mutation ApprovalsApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { ...ApprovalsFields } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovalsDelete($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId userErrors { field code message } } }"): (typeof documents)["mutation ApprovalsDelete($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApprovalsList($first: Int!) { approvals(first: $first) { edges { node { ...ApprovalsFields } } } }"): (typeof documents)["query ApprovalsList($first: Int!) { approvals(first: $first) { edges { node { ...ApprovalsFields } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApprovalsNode($id: ID!) { node(id: $id) { __typename ... on Approval { approvalId: backendId } } }"): (typeof documents)["query ApprovalsNode($id: ID!) { node(id: $id) { __typename ... on Approval { approvalId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AssignmentsFields on Assignment { id assignmentId: backendId startsAt endsAt allocationMode percent hoursPerDay fixedHours description note person { personId: backendId }\n  assignable { __typename ... on Project { projectId: backendId } ... on Phase { phaseId: backendId } ... on LeaveType { leaveTypeId: backendId } } subtasks(first: 100) { edges { node { id description completed } } } subtaskCounts { completed total } }"): (typeof documents)["fragment AssignmentsFields on Assignment { id assignmentId: backendId startsAt endsAt allocationMode percent hoursPerDay fixedHours description note person { personId: backendId }\n  assignable { __typename ... on Project { projectId: backendId } ... on Phase { phaseId: backendId } ... on LeaveType { leaveTypeId: backendId } } subtasks(first: 100) { edges { node { id description completed } } } subtaskCounts { completed total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }"): (typeof documents)["mutation AssignmentsCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }"): (typeof documents)["mutation AssignmentsUpdate($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsDelete($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId userErrors { field code message } } }"): (typeof documents)["mutation AssignmentsDelete($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }"): (typeof documents)["mutation AssignmentsRetarget($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { ...AssignmentsFields } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsReadPaths($project: ID!, $person: ID!, $id: ID!, $other: ID!, $from: Date, $to: Date) {\n  assignments(first: 3, from: $from, to: $to) { edges { node { assignmentId: backendId subtaskCounts { total } } } }\n  project(id: $project) { assignment(id: $id) { assignmentId: backendId } }\n  person(id: $person) { assignment(id: $id) { assignmentId: backendId } other: assignment(id: $other) { assignmentId: backendId } assignments(first: 100) { edges { node { assignmentId: backendId } } } }\n}"): (typeof documents)["query AssignmentsReadPaths($project: ID!, $person: ID!, $id: ID!, $other: ID!, $from: Date, $to: Date) {\n  assignments(first: 3, from: $from, to: $to) { edges { node { assignmentId: backendId subtaskCounts { total } } } }\n  project(id: $project) { assignment(id: $id) { assignmentId: backendId } }\n  person(id: $person) { assignment(id: $id) { assignmentId: backendId } other: assignment(id: $other) { assignmentId: backendId } assignments(first: 100) { edges { node { assignmentId: backendId } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsNode($id: ID!) { node(id: $id) { __typename ... on Assignment { assignmentId: backendId } } }"): (typeof documents)["query AssignmentsNode($id: ID!) { node(id: $id) { __typename ... on Assignment { assignmentId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id subtaskId: backendId description completed assignment { assignmentId: backendId } } userErrors { field code message } } }"): (typeof documents)["mutation AssignmentsCreateSubtask($input: CreateSubtaskInput!) { createSubtask(input: $input) { subtask { id subtaskId: backendId description completed assignment { assignmentId: backendId } } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsSubtaskList($id: ID!) { node(id: $id) { __typename ... on Assignment { subtasks(first: 10) { edges { node { subtaskId: backendId } } } subtaskCounts { total completed } } } }"): (typeof documents)["query AssignmentsSubtaskList($id: ID!) { node(id: $id) { __typename ... on Assignment { subtasks(first: 10) { edges { node { subtaskId: backendId } } } subtaskCounts { total completed } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { description completed updatedBy { personId: backendId } } userErrors { field code message } } }"): (typeof documents)["mutation AssignmentsUpdateSubtask($input: UpdateSubtaskInput!) { updateSubtask(input: $input) { subtask { description completed updatedBy { personId: backendId } } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsSubtaskNode($id: ID!) { node(id: $id) { ... on Subtask { description completed } } }"): (typeof documents)["query AssignmentsSubtaskNode($id: ID!) { node(id: $id) { ... on Subtask { description completed } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignmentsDeleteSubtask($input: DeleteSubtaskInput!) { deleteSubtask(input: $input) { deletedSubtaskId userErrors { field code message } } }"): (typeof documents)["mutation AssignmentsDeleteSubtask($input: DeleteSubtaskInput!) { deleteSubtask(input: $input) { deletedSubtaskId userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsAssignables($project: ID!, $leave: ID!) {\n  assignables(first: 60) { edges { node { __typename ... on Project { projectId: backendId } ... on LeaveType { name } } } }\n  project: assignable(id: $project) { __typename ... on Project { name } } leave: assignable(id: $leave) { __typename ... on LeaveType { name } } }"): (typeof documents)["query AssignmentsAssignables($project: ID!, $leave: ID!) {\n  assignables(first: 60) { edges { node { __typename ... on Project { projectId: backendId } ... on LeaveType { name } } } }\n  project: assignable(id: $project) { __typename ... on Project { name } } leave: assignable(id: $leave) { __typename ... on LeaveType { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignmentsAssignable($id: ID!) { assignable(id: $id) { __typename } }"): (typeof documents)["query AssignmentsAssignable($id: ID!) { assignable(id: $id) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AvailabilitiesBlock on Availability { id availabilityId: backendId startsAt endsAt person { personId: backendId } hours { sunday monday tuesday wednesday thursday friday saturday } }"): (typeof documents)["fragment AvailabilitiesBlock on Availability { id availabilityId: backendId startsAt endsAt person { personId: backendId } hours { sunday monday tuesday wednesday thursday friday saturday } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvailabilitiesOfPerson($id: ID!) { person(id: $id) { availabilities(first: 10) { edges { node { ...AvailabilitiesBlock } } pageInfo { hasNextPage } } } }"): (typeof documents)["query AvailabilitiesOfPerson($id: ID!) { person(id: $id) { availabilities(first: 10) { edges { node { ...AvailabilitiesBlock } } pageInfo { hasNextPage } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvailabilitiesNode($id: ID!) { node(id: $id) { ... on Availability { availabilityId: backendId person { personId: backendId } } } }"): (typeof documents)["query AvailabilitiesNode($id: ID!) { node(id: $id) { ... on Availability { availabilityId: backendId person { personId: backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AvailabilitiesCreate($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { ...AvailabilitiesBlock } userErrors { field code message } } }"): (typeof documents)["mutation AvailabilitiesCreate($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { ...AvailabilitiesBlock } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AvailabilitiesUpdate($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { ...AvailabilitiesBlock } userErrors { field code message } } }"): (typeof documents)["mutation AvailabilitiesUpdate($input: UpdateAvailabilityInput!) { updateAvailability(input: $input) { availability { ...AvailabilitiesBlock } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AvailabilitiesDelete($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId userErrors { field code message } } }"): (typeof documents)["mutation AvailabilitiesDelete($id: ID!) { deleteAvailability(input: { id: $id }) { deletedAvailabilityId userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvailabilitiesPersonAssignments($id: ID!) { person(id: $id) { assignments(first: 500) { edges { node { id startsAt endsAt allocationMode percent hoursPerDay fixedHours } } } } }"): (typeof documents)["query AvailabilitiesPersonAssignments($id: ID!) { person(id: $id) { assignments(first: 500) { edges { node { id startsAt endsAt allocationMode percent hoursPerDay fixedHours } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BudgetsItem on BudgetItem { id budgetItemId: backendId itemType amount { amount currencyCode } project { projectId: backendId } phase { phaseId: backendId } category unit hours }"): (typeof documents)["fragment BudgetsItem on BudgetItem { id budgetItemId: backendId itemType amount { amount currencyCode } project { projectId: backendId } phase { phaseId: backendId } category unit hours }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsProjectItems($id: ID!, $itemType: BudgetItemType) { project(id: $id) {\n  all: budgetItems(first: 50) { edges { node { ...BudgetsItem } } } ofType: budgetItems(itemType: $itemType) { edges { node { ...BudgetsItem } } } } }"): (typeof documents)["query BudgetsProjectItems($id: ID!, $itemType: BudgetItemType) { project(id: $id) {\n  all: budgetItems(first: 50) { edges { node { ...BudgetsItem } } } ofType: budgetItems(itemType: $itemType) { edges { node { ...BudgetsItem } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsItemPaths($id: ID!, $project: ID!, $other: ID!) { budgetItem(id: $id) { ...BudgetsItem } node(id: $id) { id }\n  project(id: $project) { budgetItem(id: $id) { amount { amount currencyCode } } } other: project(id: $other) { budgetItem(id: $id) { amount { amount currencyCode } } } }"): (typeof documents)["query BudgetsItemPaths($id: ID!, $project: ID!, $other: ID!) { budgetItem(id: $id) { ...BudgetsItem } node(id: $id) { id }\n  project(id: $project) { budgetItem(id: $id) { amount { amount currencyCode } } } other: project(id: $other) { budgetItem(id: $id) { amount { amount currencyCode } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsItem($id: ID!) { budgetItem(id: $id) { id } }"): (typeof documents)["query BudgetsItem($id: ID!) { budgetItem(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BudgetsCreate($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { ...BudgetsItem } userErrors { field code message } } }"): (typeof documents)["mutation BudgetsCreate($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { ...BudgetsItem } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BudgetsUpdate($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { ...BudgetsItem } userErrors { field code message } } }"): (typeof documents)["mutation BudgetsUpdate($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { ...BudgetsItem } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BudgetsDelete($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId userErrors { field code message } } }"): (typeof documents)["mutation BudgetsDelete($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsPhaseItems($id: ID!, $itemType: BudgetItemType) { node(id: $id) { __typename ... on Phase { budgetItems(itemType: $itemType) { edges { node { budgetItemId: backendId } } } } } }"): (typeof documents)["query BudgetsPhaseItems($id: ID!, $itemType: BudgetItemType) { node(id: $id) { __typename ... on Phase { budgetItems(itemType: $itemType) { edges { node { budgetItemId: backendId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetsCategories($project: ID!, $phase: ID!) {\n  expenseItemCategories { edges { node { categoryId: backendId name } } } timeEntryCategories { edges { node { name } } }\n  project(id: $project) { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } }\n  node(id: $phase) { __typename ... on Phase { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } } }"): (typeof documents)["query BudgetsCategories($project: ID!, $phase: ID!) {\n  expenseItemCategories { edges { node { categoryId: backendId name } } } timeEntryCategories { edges { node { name } } }\n  project(id: $project) { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } }\n  node(id: $phase) { __typename ... on Phase { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomFieldsField on CustomField { id customFieldId: backendId name namespace dataType options defaultValue description isVisibleOnInfoPage isVisibleAsFilter }"): (typeof documents)["fragment CustomFieldsField on CustomField { id customFieldId: backendId name namespace dataType options defaultValue description isVisibleOnInfoPage isVisibleAsFilter }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomFieldsLists($namespace: CustomFieldNamespace, $id: ID!) { customFields { edges { node { ...CustomFieldsField } } }\n  people: customFields(namespace: $namespace) { edges { node { name } } } customField(id: $id) { name options } }"): (typeof documents)["query CustomFieldsLists($namespace: CustomFieldNamespace, $id: ID!) { customFields { edges { node { ...CustomFieldsField } } }\n  people: customFields(namespace: $namespace) { edges { node { name } } } customField(id: $id) { name options } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomFieldsOwnerValues($project: ID!, $person: ID!) { project(id: $project) { customFieldValues { name values customField { dataType } } }\n  person(id: $person) { customFieldValues { name values customField { namespace } } } }"): (typeof documents)["query CustomFieldsOwnerValues($project: ID!, $person: ID!) { project(id: $project) { customFieldValues { name values customField { dataType } } }\n  person(id: $person) { customFieldValues { name values customField { namespace } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsCreate($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { ...CustomFieldsField } userErrors { field code } } }"): (typeof documents)["mutation CustomFieldsCreate($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { ...CustomFieldsField } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsUpdate($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ...CustomFieldsField } userErrors { field code } } }"): (typeof documents)["mutation CustomFieldsUpdate($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ...CustomFieldsField } userErrors { field code } } }"];
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
export function graphql(source: "mutation CustomFieldsSetProject($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id valueId: backendId name values customField { name } } userErrors { field code } } }"): (typeof documents)["mutation CustomFieldsSetProject($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id valueId: backendId name values customField { name } } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsSetPerson($input: SetCustomFieldValueInput!) { setPersonCustomFieldValue(input: $input) { customFieldValue { id name values } userErrors { field code } } }"): (typeof documents)["mutation CustomFieldsSetPerson($input: SetCustomFieldValueInput!) { setPersonCustomFieldValue(input: $input) { customFieldValue { id name values } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsUpdateProjectValue($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { id values } userErrors { field code } } }"): (typeof documents)["mutation CustomFieldsUpdateProjectValue($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { id values } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomFieldsUpdatePersonValue($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { values name } } }"): (typeof documents)["mutation CustomFieldsUpdatePersonValue($input: UpdateCustomFieldValueInput!) { updateCustomFieldValue(input: $input) { customFieldValue { values name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomFieldsProjectValues($id: ID!) { project(id: $id) { customFieldValues { id name values customField { customFieldId: backendId } } } }"): (typeof documents)["query CustomFieldsProjectValues($id: ID!) { project(id: $id) { customFieldValues { id name values customField { customFieldId: backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomFieldsPersonValues($id: ID!) { person(id: $id) { customFieldValues { id name } } }"): (typeof documents)["query CustomFieldsPersonValues($id: ID!) { person(id: $id) { customFieldValues { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ExpensesItem on ExpenseItem { id expenseItemId: backendId amount { amount currencyCode } date category notes person { personId: backendId }\n  assignable { __typename ... on Project { projectId: backendId } ... on Phase { phaseId: backendId } ... on LeaveType { leaveTypeId: backendId } } }"): (typeof documents)["fragment ExpensesItem on ExpenseItem { id expenseItemId: backendId amount { amount currencyCode } date category notes person { personId: backendId }\n  assignable { __typename ... on Project { projectId: backendId } ... on Phase { phaseId: backendId } ... on LeaveType { leaveTypeId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExpensesOwnerItems($person: ID!, $project: ID!, $item: ID!) {\n  person(id: $person) { expenseItems(first: 50) { edges { node { expenseItemId: backendId person { personId: backendId } } } } expenseItem(id: $item) { amount { amount currencyCode } } }\n  project(id: $project) { expenseItems(first: 50) { edges { node { expenseItemId: backendId } } } expenseItem(id: $item) { amount { amount currencyCode } date } } }"): (typeof documents)["query ExpensesOwnerItems($person: ID!, $project: ID!, $item: ID!) {\n  person(id: $person) { expenseItems(first: 50) { edges { node { expenseItemId: backendId person { personId: backendId } } } } expenseItem(id: $item) { amount { amount currencyCode } } }\n  project(id: $project) { expenseItems(first: 50) { edges { node { expenseItemId: backendId } } } expenseItem(id: $item) { amount { amount currencyCode } date } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExpensesCreate($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { ...ExpensesItem } userErrors { field code message } } }"): (typeof documents)["mutation ExpensesCreate($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { ...ExpensesItem } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExpensesUpdate($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { ...ExpensesItem } userErrors { field code message } } }"): (typeof documents)["mutation ExpensesUpdate($input: UpdateExpenseItemInput!) { updateExpenseItem(input: $input) { expenseItem { ...ExpensesItem } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExpensesDelete($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId userErrors { field code message } } }"): (typeof documents)["mutation ExpensesDelete($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExpensesNode($id: ID!) { node(id: $id) { id } }"): (typeof documents)["query ExpensesNode($id: ID!) { node(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceFailuresTwoWrites($placeholder: CreatePlaceholderInput!, $item: CreateBudgetItemInput!) {\n  createPlaceholder(input: $placeholder) { placeholder { id title } userErrors { code } }\n  createBudgetItem(input: $item) { budgetItem { id } userErrors { code } } }"): (typeof documents)["mutation ResourceFailuresTwoWrites($placeholder: CreatePlaceholderInput!, $item: CreateBudgetItemInput!) {\n  createPlaceholder(input: $placeholder) { placeholder { id title } userErrors { code } }\n  createBudgetItem(input: $item) { budgetItem { id } userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceFailuresProjectLists($id: ID!) { project(id: $id) { id name\n  phases(first: 5) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } budgetItems(first: 5) { edges { node { id } } } } }"): (typeof documents)["query ResourceFailuresProjectLists($id: ID!) { project(id: $id) { id name\n  phases(first: 5) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } budgetItems(first: 5) { edges { node { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlaceholdersList { placeholders(first: 100) { edges { node { id placeholderId: backendId title role discipline } } } }"): (typeof documents)["query PlaceholdersList { placeholders(first: 100) { edges { node { id placeholderId: backendId title role discipline } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlaceholdersNode($id: ID!) { node(id: $id) { __typename ... on Placeholder { title } } }"): (typeof documents)["query PlaceholdersNode($id: ID!) { node(id: $id) { __typename ... on Placeholder { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceholdersCreate($input: CreatePlaceholderInput!) { createPlaceholder(input: $input) { placeholder { id placeholderId: backendId title role } userErrors { field code message } } }"): (typeof documents)["mutation PlaceholdersCreate($input: CreatePlaceholderInput!) { createPlaceholder(input: $input) { placeholder { id placeholderId: backendId title role } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceholdersUpdate($input: UpdatePlaceholderInput!) { updatePlaceholder(input: $input) { placeholder { title location } userErrors { field code message } } }"): (typeof documents)["mutation PlaceholdersUpdate($input: UpdatePlaceholderInput!) { updatePlaceholder(input: $input) { placeholder { title location } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceholdersDelete($id: ID!) { deletePlaceholder(input: { id: $id }) { deletedPlaceholderId userErrors { field code message } } }"): (typeof documents)["mutation PlaceholdersDelete($id: ID!) { deletePlaceholder(input: { id: $id }) { deletedPlaceholderId userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlaceholdersRead($id: ID!) { placeholder(id: $id) { title } }"): (typeof documents)["query PlaceholdersRead($id: ID!) { placeholder(id: $id) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectWritesCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id projectId: backendId name state archived startsAt endsAt owner { ownerId: backendId } projectCode client } userErrors { field code message } } }"): (typeof documents)["mutation ProjectWritesCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id projectId: backendId name state archived startsAt endsAt owner { ownerId: backendId } projectCode client } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectWritesRead($id: ID!) { project(id: $id) { name customFieldValues { id } } }"): (typeof documents)["query ProjectWritesRead($id: ID!) { project(id: $id) { name customFieldValues { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectWritesReadId($id: ID!) { project(id: $id) { id } }"): (typeof documents)["query ProjectWritesReadId($id: ID!) { project(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectWritesUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { name state endsAt } userErrors { field code message } } }"): (typeof documents)["mutation ProjectWritesUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { name state endsAt } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectWritesArchive($id: ID!) { archiveProject(input: { id: $id }) { project { archived archivedAt } userErrors { field code message } } }"): (typeof documents)["mutation ProjectWritesArchive($id: ID!) { archiveProject(input: { id: $id }) { project { archived archivedAt } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectWritesUnarchive($id: ID!) { unarchiveProject(input: { id: $id }) { project { archived archivedAt } userErrors { field code message } } }"): (typeof documents)["mutation ProjectWritesUnarchive($id: ID!) { unarchiveProject(input: { id: $id }) { project { archived archivedAt } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectWritesLists { active: projects(first: 500) { edges { node { id } } } all: projects(first: 500, withArchived: true) { edges { node { id } } } }"): (typeof documents)["query ProjectWritesLists { active: projects(first: 500) { edges { node { id } } } all: projects(first: 500, withArchived: true) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectWritesDelete($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId userErrors { field code message } } }"): (typeof documents)["mutation ProjectWritesDelete($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectWritesCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { id phaseId: backendId name startsAt project { id } } userErrors { field code message } } }"): (typeof documents)["mutation ProjectWritesCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { id phaseId: backendId name startsAt project { id } } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectWritesPhases($id: ID!) { project(id: $id) { phases(first: 5) { edges { node { id } } } } }"): (typeof documents)["query ProjectWritesPhases($id: ID!) { project(id: $id) { phases(first: 5) { edges { node { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectWritesUpdatePhase($input: UpdatePhaseInput!) { updatePhase(input: $input) { phase { name useParentBillRates } userErrors { field code message } } }"): (typeof documents)["mutation ProjectWritesUpdatePhase($input: UpdatePhaseInput!) { updatePhase(input: $input) { phase { name useParentBillRates } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectWritesDeletePhase($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId userErrors { field code message } } }"): (typeof documents)["mutation ProjectWritesDeletePhase($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BillRatesFields on BillRate { id billRateId: backendId rate { amount currencyCode } level roleId person { personId: backendId } discipline { name } project { projectId: backendId } phase { phaseId: backendId } }"): (typeof documents)["fragment BillRatesFields on BillRate { id billRateId: backendId rate { amount currencyCode } level roleId person { personId: backendId } discipline { name } project { projectId: backendId } phase { phaseId: backendId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillRatesAccount { billRates(first: 100) { edges { node { ...BillRatesFields } } pageInfo { hasNextPage } } }"): (typeof documents)["query BillRatesAccount { billRates(first: 100) { edges { node { ...BillRatesFields } } pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillRatesOne($id: ID!, $missing: ID!) { billRate(id: $id) { rate { amount currencyCode } level } missing: billRate(id: $missing) { rate { amount currencyCode } } }"): (typeof documents)["query BillRatesOne($id: ID!, $missing: ID!) { billRate(id: $id) { rate { amount currencyCode } level } missing: billRate(id: $missing) { rate { amount currencyCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillRatesProjectAndAccount($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { ...BillRatesFields } } } }\n  billRates(first: 100) { edges { node { ...BillRatesFields } } } }"): (typeof documents)["query BillRatesProjectAndAccount($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { ...BillRatesFields } } } }\n  billRates(first: 100) { edges { node { ...BillRatesFields } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillRatesProjectRate($id: ID!, $rate: ID!, $foreign: ID!) { project(id: $id) { billRate(id: $rate) { billRateId: backendId } other: billRate(id: $foreign) { billRateId: backendId } } }"): (typeof documents)["query BillRatesProjectRate($id: ID!, $rate: ID!, $foreign: ID!) { project(id: $id) { billRate(id: $rate) { billRateId: backendId } other: billRate(id: $foreign) { billRateId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillRatesPhase($id: ID!) { node(id: $id) { __typename ... on Phase { useParentBillRates billRates(first: 500) { edges { node { ...BillRatesFields } } }\n  project { billRates(first: 500) { edges { node { ...BillRatesFields } } } } } } }"): (typeof documents)["query BillRatesPhase($id: ID!) { node(id: $id) { __typename ... on Phase { useParentBillRates billRates(first: 500) { edges { node { ...BillRatesFields } } }\n  project { billRates(first: 500) { edges { node { ...BillRatesFields } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillRatesCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { field code message } } }"): (typeof documents)["mutation BillRatesCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillRatesUpdate($input: UpdateProjectBillRateInput!) { updateProjectBillRate(input: $input) { billRate { billRateId: backendId rate { amount currencyCode } level } userErrors { field code message } } }"): (typeof documents)["mutation BillRatesUpdate($input: UpdateProjectBillRateInput!) { updateProjectBillRate(input: $input) { billRate { billRateId: backendId rate { amount currencyCode } level } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillRatesMutationFields { __type(name: \"Mutation\") { fields { name } } }"): (typeof documents)["query BillRatesMutationFields { __type(name: \"Mutation\") { fields { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReferenceDataDisciplines($id: ID!, $missing: ID!) { disciplines { edges { node { id disciplineId: backendId name } } } discipline(id: $id) { name } missing: discipline(id: $missing) { name } }"): (typeof documents)["query ReferenceDataDisciplines($id: ID!, $missing: ID!) { disciplines { edges { node { id disciplineId: backendId name } } } discipline(id: $id) { name } missing: discipline(id: $missing) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReferenceDataDisciplineNode($id: ID!) { node(id: $id) { ... on Discipline { name } } }"): (typeof documents)["query ReferenceDataDisciplineNode($id: ID!) { node(id: $id) { ... on Discipline { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReferenceDataHolidays($after: String) { holidays(first: 5, after: $after) { edges { node { holidayId: backendId name date } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query ReferenceDataHolidays($after: String) { holidays(first: 5, after: $after) { edges { node { holidayId: backendId name date } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReferenceDataLeaveTypes($id: ID!) { leaveTypes { edges { node { id leaveTypeId: backendId name } } } leaveType(id: $id) { name } }"): (typeof documents)["query ReferenceDataLeaveTypes($id: ID!) { leaveTypes { edges { node { id leaveTypeId: backendId name } } } leaveType(id: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReferenceDataMutationFields { __type(name: \"Mutation\") { fields { name } } }"): (typeof documents)["query ReferenceDataMutationFields { __type(name: \"Mutation\") { fields { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScaleOutLibraryAsset { libraries(first: 1) { edges { node { libraryId: backendId organization { organizationId: backendId } sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }"): (typeof documents)["query ScaleOutLibraryAsset { libraries(first: 1) { edges { node { libraryId: backendId organization { organizationId: backendId } sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ScaleOutAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id } } }"): (typeof documents)["subscription ScaleOutAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScaleOutSixMe { m1: me { email } m2: me { email } m3: me { email } m4: me { email } m5: me { email } m6: me { email } }"): (typeof documents)["query ScaleOutSixMe { m1: me { email } m2: me { email } m3: me { email } m4: me { email } m5: me { email } m6: me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScaleOutProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }"): (typeof documents)["query ScaleOutProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SecurityBudgetFiveSheets { me { email } sheets(first: 5) { edges { node { name rows(first: 1) { edges { node { rowNumber } } } } } } }"): (typeof documents)["query SecurityBudgetFiveSheets { me { email } sheets(first: 5) { edges { node { name rows(first: 1) { edges { node { rowNumber } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SecurityBudgetTwoSheets { me { email } sheets(first: 2) { edges { node { rows(first: 1) { totalCount } } } } }"): (typeof documents)["query SecurityBudgetTwoSheets { me { email } sheets(first: 2) { edges { node { rows(first: 1) { totalCount } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SecurityLimitsNextCaller { me { email } sheets(first: 2) { edges { node { name } } } }"): (typeof documents)["query SecurityLimitsNextCaller { me { email } sheets(first: 2) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SecurityPosturePeople { people(first: 1) { pageInfo { hasNextPage } } }"): (typeof documents)["query SecurityPosturePeople { people(first: 1) { pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SecuritySharedLimitsMe { me { email } }"): (typeof documents)["query SecuritySharedLimitsMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedStateProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }"): (typeof documents)["query SharedStateProjectAssets($id: ID!) { project(id: $id) { assets(first: 500) { edges { node { assetId: backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReadShapeCreators($id: ID!) { sheet(id: $id) { name rows(first: 50) { edges { node { rowNumber createdBy { email } } } } } }"): (typeof documents)["query ReadShapeCreators($id: ID!) { sheet(id: $id) { name rows(first: 50) { edges { node { rowNumber createdBy { email } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReadShapeCreatorsAndCells($id: ID!) {\n  sheet(id: $id) { name rows(first: 50) { edges { node { rowNumber createdBy { email } cells { columnType objectValue { __typename } } } } } }\n}"): (typeof documents)["query ReadShapeCreatorsAndCells($id: ID!) {\n  sheet(id: $id) { name rows(first: 50) { edges { node { rowNumber createdBy { email } cells { columnType objectValue { __typename } } } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReadShapeColumnNode($id: ID!) { node(id: $id) { ... on Column { title type } } }"): (typeof documents)["query ReadShapeColumnNode($id: ID!) { node(id: $id) { ... on Column { title type } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReadShapeColumnIds($id: ID!) { sheet(id: $id) { columns(first: 100) { edges { node { id title } } } } }"): (typeof documents)["query ReadShapeColumnIds($id: ID!) { sheet(id: $id) { columns(first: 100) { edges { node { id title } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadPlanLeanFirstSeven($id: ID!) {\n    sheet(id: $id) {\n      name\n      rows(first: 7) { edges { node { rowNumber } } }\n    }\n  }\n"): (typeof documents)["\n  query ReadPlanLeanFirstSeven($id: ID!) {\n    sheet(id: $id) {\n      name\n      rows(first: 7) { edges { node { rowNumber } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadPlanCellsFirstThree($id: ID!) {\n    sheet(id: $id) {\n      name\n      rows(first: 3) { edges { node { rowNumber cells { objectValue { __typename } } } } }\n    }\n  }\n"): (typeof documents)["\n  query ReadPlanCellsFirstThree($id: ID!) {\n    sheet(id: $id) {\n      name\n      rows(first: 3) { edges { node { rowNumber cells { objectValue { __typename } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadPlanIdsAfter($id: ID!, $after: String) {\n    sheet(id: $id) {\n      id\n      rows(first: 5, after: $after) { edges { node { rowNumber } } pageInfo { endCursor } }\n    }\n  }\n"): (typeof documents)["\n  query ReadPlanIdsAfter($id: ID!, $after: String) {\n    sheet(id: $id) {\n      id\n      rows(first: 5, after: $after) { edges { node { rowNumber } } pageInfo { endCursor } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsColumns($id: ID!) { sheet(id: $id) { totalRowCount columns(first: 100) { edges { node { title type primary symbol systemColumnType autoNumberFormat { prefix fill } } } } } }"): (typeof documents)["query SheetsColumns($id: ID!) { sheet(id: $id) { totalRowCount columns(first: 100) { edges { node { title type primary symbol systemColumnType autoNumberFormat { prefix fill } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsRowAuthors($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { createdBy { email } modifiedBy { email } } } } } }"): (typeof documents)["query SheetsRowAuthors($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { createdBy { email } modifiedBy { email } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsCells($id: ID!) { sheet(id: $id) { rows(first: 60) { edges { node { cells { columnType value displayValue objectValue {\n  __typename ... on PredecessorList { predecessors { row { backendId } type lag { days } } }\n  ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } } } }"): (typeof documents)["query SheetsCells($id: ID!) { sheet(id: $id) { rows(first: 60) { edges { node { cells { columnType value displayValue objectValue {\n  __typename ... on PredecessorList { predecessors { row { backendId } type lag { days } } }\n  ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsBigUser($id: ID!) { user(id: $id) { id backendId } }"): (typeof documents)["query SheetsBigUser($id: ID!) { user(id: $id) { id backendId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SheetsBigUserNode($id: ID!) { node(id: $id) { __typename ... on User { backendId } } }"): (typeof documents)["query SheetsBigUserNode($id: ID!) { node(id: $id) { __typename ... on User { backendId } } }"];
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
export function graphql(source: "query SingleReadsSheetTwoRows($id: ID!) { sheet(id: $id) { id rows(first: 2) { totalCount edges { node { backendId } } } } }"): (typeof documents)["query SingleReadsSheetTwoRows($id: ID!) { sheet(id: $id) { id rows(first: 2) { totalCount edges { node { backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StartReadme { me { email plans(first: 2) { edges { node { seatType plan { id } } } } }\n  sheets(first: 3) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query StartReadme { me { email plans(first: 2) { edges { node { seatType plan { id } } } } }\n  sheets(first: 3) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShutdownMe { me { email } }"): (typeof documents)["query ShutdownMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StartManyMe { me { email } }"): (typeof documents)["query StartManyMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionLoadersFirstSheet { sheets(first: 1) { edges { node { backendId } } } }"): (typeof documents)["query SubscriptionLoadersFirstSheet { sheets(first: 1) { edges { node { backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionLoadersStalled { sheets(first: 1) { edges { node { id } } } }"): (typeof documents)["query SubscriptionLoadersStalled { sheets(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscriptionLoadersSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { events { objectType kind } sheet { attachments(first: 100) { edges { node { backendId name url } } } } } }"): (typeof documents)["subscription SubscriptionLoadersSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { events { objectType kind } sheet { attachments(first: 100) { edges { node { backendId name url } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsFirstSheet { sheets(first: 1) { edges { node { id rows(first: 2) { edges { node { id } } } } } } }"): (typeof documents)["query SubscriptionsFirstSheet { sheets(first: 1) { edges { node { id rows(first: 2) { edges { node { id } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscriptionsSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id name } webhook { id } timestamp events { id objectType kind object { __typename ... on Row { id } } deletedObjectId row { id } user { backendId } } } }"): (typeof documents)["subscription SubscriptionsSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id name } webhook { id } timestamp events { id objectType kind object { __typename ... on Row { id } } deletedObjectId row { id } user { backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsSheetIds { sheets(first: 100) { edges { node { id } } } }"): (typeof documents)["query SubscriptionsSheetIds { sheets(first: 100) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } } }"): (typeof documents)["subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsLibraryAsset { libraries(first: 1) { edges { node { id sections(first: 1) { edges { node { assets(first: 2) { edges { node { id name } } } } } } } } } }"): (typeof documents)["query SubscriptionsLibraryAsset { libraries(first: 1) { edges { node { id sections(first: 1) { edges { node { assets(first: 2) { edges { node { id name } } } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscriptionsAssetChanged($id: ID!) { assetChanged(libraryId: $id) { id kind eventTime asset { id name } deletedAssetId library { id } } }"): (typeof documents)["subscription SubscriptionsAssetChanged($id: ID!) { assetChanged(libraryId: $id) { id kind eventTime asset { id name } deletedAssetId library { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsChangeNode($id: ID!) { node(id: $id) { __typename id ... on SheetChangeEvent { kind objectType row { id } } ... on AssetChange { kind eventTime asset { id } } } }"): (typeof documents)["query SubscriptionsChangeNode($id: ID!) { node(id: $id) { __typename id ... on SheetChangeEvent { kind objectType row { id } } ... on AssetChange { kind eventTime asset { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookCallbackUrlsIds { libraries(first: 1) { edges { node { libraryId: backendId } } } sheets(first: 1) { edges { node { backendId } } } }"): (typeof documents)["query WebhookCallbackUrlsIds { libraries(first: 1) { edges { node { libraryId: backendId } } } sheets(first: 1) { edges { node { backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookCallbackUrlsCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId callbackUrl } userErrors { field code } } }"): (typeof documents)["mutation WebhookCallbackUrlsCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId callbackUrl } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookCallbackUrlsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId } userErrors { field code errorCode } } }"): (typeof documents)["mutation WebhookCallbackUrlsCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookForgeryLibraryAsset { libraries(first: 1) { edges { node { libraryId: backendId organization { organizationId: backendId } sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }"): (typeof documents)["query WebhookForgeryLibraryAsset { libraries(first: 1) { edges { node { libraryId: backendId organization { organizationId: backendId } sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhookForgeryAssetChanged($id: ID!) { assetChanged(libraryId: $id) { asset { id } } }"): (typeof documents)["subscription WebhookForgeryAssetChanged($id: ID!) { assetChanged(libraryId: $id) { asset { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversSheetIds { sheets(first: 2) { edges { node { backendId } } } }"): (typeof documents)["query WebhookReceiversSheetIds { sheets(first: 2) { edges { node { backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookReceiversCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId sharedSecret } } }"): (typeof documents)["mutation WebhookReceiversCreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId sharedSecret } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhookReceiversSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } timestamp } }"): (typeof documents)["subscription WebhookReceiversSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } timestamp } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversLibraryAssets { libraries(first: 2) { edges { node { libraryId: backendId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }"): (typeof documents)["query WebhookReceiversLibraryAssets { libraries(first: 2) { edges { node { libraryId: backendId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId: backendId } } } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookReceiversCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId } } }"): (typeof documents)["mutation WebhookReceiversCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhookReceiversAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id } } }"): (typeof documents)["subscription WebhookReceiversAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhookReceiversAssetIdChanged($id: ID!) { assetChanged(libraryId: $id) { asset { id } } }"): (typeof documents)["subscription WebhookReceiversAssetIdChanged($id: ID!) { assetChanged(libraryId: $id) { asset { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversLibraryOrganization($id: ID!) { library(id: $id) { organization { organizationId: backendId } } }"): (typeof documents)["query WebhookReceiversLibraryOrganization($id: ID!) { library(id: $id) { organization { organizationId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversWebhook($id: ID!) { webhook(id: $id) { backendId } }"): (typeof documents)["query WebhookReceiversWebhook($id: ID!) { webhook(id: $id) { backendId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookReceiversLibrary($id: ID!) { library(id: $id) { libraryId: backendId } }"): (typeof documents)["query WebhookReceiversLibrary($id: ID!) { library(id: $id) { libraryId: backendId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksE2ePlanAndUsers { me { plans(first: 1) { edges { node { plan { id } } } } } users(first: 40) { edges { node { id seatType } } } }"): (typeof documents)["query WebhooksE2ePlanAndUsers { me { plans(first: 1) { edges { node { plan { id } } } } } users(first: 40) { edges { node { id seatType } } } }"];
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
export function graphql(source: "subscription WebhooksE2eSeatChanged { userSeatTypeChanged { id plan { id } seatType user { id } } }"): (typeof documents)["subscription WebhooksE2eSeatChanged { userSeatTypeChanged { id plan { id } seatType user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksE2eSeatChangeNode($id: ID!) { node(id: $id) { __typename id ... on SeatTypeChange { seatType plan { id } user { id } } } }"): (typeof documents)["query WebhooksE2eSeatChangeNode($id: ID!) { node(id: $id) { __typename id ... on SeatTypeChange { seatType plan { id } user { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eUpgrade($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { planMembership { seatType } } }"): (typeof documents)["mutation WebhooksE2eUpgrade($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { planMembership { seatType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eDowngrade($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { planMembership { seatType } } }"): (typeof documents)["mutation WebhooksE2eDowngrade($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { planMembership { seatType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksE2eWebhookStatus($id: ID!) { node(id: $id) { __typename ... on Webhook { status } } }"): (typeof documents)["query WebhooksE2eWebhookStatus($id: ID!) { node(id: $id) { __typename ... on Webhook { status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksE2eLibrarySections { libraries(first: 5) { edges { node { libraryId: backendId sections(first: 10) { edges { node { id defaultAssetType } } } } } } }"): (typeof documents)["query WebhooksE2eLibrarySections { libraries(first: 5) { edges { node { libraryId: backendId sections(first: 10) { edges { node { id defaultAssetType } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }"): (typeof documents)["mutation WebhooksE2eCreateAssetWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhooksE2eAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id name } } }"): (typeof documents)["subscription WebhooksE2eAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { assetId: backendId } } }"): (typeof documents)["mutation WebhooksE2eUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { assetId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksE2eSheets { sheets(first: 30) { edges { node { id columns(first: 100) { edges { node { id type primary } } } rows(first: 1) { edges { node { id } } } } } } }"): (typeof documents)["query WebhooksE2eSheets { sheets(first: 30) { edges { node { id columns(first: 100) { edges { node { id type primary } } } rows(first: 1) { edges { node { id } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhooksE2eSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } events { id objectType kind object { __typename ... on Cell { value column { id } } ... on Row { id } } row { id cells { column { id } value } } } } }"): (typeof documents)["subscription WebhooksE2eSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } events { id objectType kind object { __typename ... on Cell { value column { id } } ... on Row { id } } row { id cells { column { id } value } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksE2eUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } } }"): (typeof documents)["mutation WebhooksE2eUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { rows { backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountFailuresRoots { users(first: 2) { totalCount edges { node { id } } } workspaces(first: 2) { edges { node { id name } } } }"): (typeof documents)["query AccountFailuresRoots { users(first: 2) { totalCount edges { node { id } } } workspaces(first: 2) { edges { node { id name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountFailuresChildren { workspaces(first: 2) { edges { node { name children(first: 2) { edges { node { __typename } } } } } } }"): (typeof documents)["query AccountFailuresChildren { workspaces(first: 2) { edges { node { name children(first: 2) { edges { node { __typename } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountFailuresWorkspaceDates { workspaces(first: 2) { edges { node { name accessLevel createdAt } } } }"): (typeof documents)["query AccountFailuresWorkspaceDates { workspaces(first: 2) { edges { node { name accessLevel createdAt } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountFailuresUserParts { users(first: 2) { edges { node { email account { name } plans(first: 2) { edges { node { seatType } } } } } } }"): (typeof documents)["query AccountFailuresUserParts { users(first: 2) { edges { node { email account { name } plans(first: 2) { edges { node { seatType } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountFailuresShares($id: ID!) { shares(targetId: $id, first: 3) { edges { node { accessLevel target { __typename ... on Sheet { name } } grantee { __typename ... on User { name } } } } } }"): (typeof documents)["query AccountFailuresShares($id: ID!) { shares(targetId: $id, first: 3) { edges { node { accessLevel target { __typename ... on Sheet { name } } grantee { __typename ... on User { name } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountFailuresEvents { events(first: 20, since: \"2026-10-15T00:00:00Z\") { edges { node { eventType user { name } } } } }"): (typeof documents)["query AccountFailuresEvents { events(first: 20, since: \"2026-10-15T00:00:00Z\") { edges { node { eventType user { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountFailuresTwoWrites($name: String!, $id: ID!) {\n  created: createWorkspace(input: { name: $name }) { workspace { id name } userErrors { message } }\n  renamed: updateWorkspace(input: { workspaceId: $id, name: \"Never\" }) { workspace { name } userErrors { message } } }"): (typeof documents)["mutation AccountFailuresTwoWrites($name: String!, $id: ID!) {\n  created: createWorkspace(input: { name: $name }) { workspace { id name } userErrors { message } }\n  renamed: updateWorkspace(input: { workspaceId: $id, name: \"Never\" }) { workspace { name } userErrors { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsLimitsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { attachmentType } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkAttachmentsLimitsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { attachmentType } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsLimitsMe { me { email } }"): (typeof documents)["query WorkAttachmentsLimitsMe { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkAttachmentsFields on Attachment { id backendId name attachmentType attachmentSubType mimeType parentType parent { __typename ... on Node { id } } sizeInBytes createdAt createdBy { email name } }"): (typeof documents)["fragment WorkAttachmentsFields on Attachment { id backendId name attachmentType attachmentSubType mimeType parentType parent { __typename ... on Node { id } } sizeInBytes createdAt createdBy { email name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsSheetAndRow($id: ID!) { sheet(id: $id) { id backendId rows(first: 1) { edges { node { backendId } } } } }"): (typeof documents)["query WorkAttachmentsSheetAndRow($id: ID!) { sheet(id: $id) { id backendId rows(first: 1) { edges { node { backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsLists($id: ID!, $rowId: ID!) { sheet(id: $id) { attachments(first: 50) { totalCount edges { node { ...WorkAttachmentsFields } } } }\n  row: node(id: $rowId) { __typename ... on Row { attachments(first: 50) { totalCount edges { node { parentType parent { __typename ... on Node { id } } } } } } } }"): (typeof documents)["query WorkAttachmentsLists($id: ID!, $rowId: ID!) { sheet(id: $id) { attachments(first: 50) { totalCount edges { node { ...WorkAttachmentsFields } } } }\n  row: node(id: $rowId) { __typename ... on Row { attachments(first: 50) { totalCount edges { node { parentType parent { __typename ... on Node { id } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsVersions($id: ID!) { sheet(id: $id) { attachments(first: 50) { edges { node { id attachmentType parentType\n  versions(first: 10) { totalCount edges { node { backendId createdAt } } } } } } } }"): (typeof documents)["query WorkAttachmentsVersions($id: ID!) { sheet(id: $id) { attachments(first: 50) { edges { node { id attachmentType parentType\n  versions(first: 10) { totalCount edges { node { backendId createdAt } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsDownload($id: ID!) { attachment(id: $id) { backendId name url urlExpiresInMillis } }"): (typeof documents)["query WorkAttachmentsDownload($id: ID!) { attachment(id: $id) { backendId name url urlExpiresInMillis } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsByRawId($id: ID!, $s: ID!, $unknown: ID!) { a: attachment(id: $id, sheetId: $s) { backendId } b: attachment(id: $unknown, sheetId: $s) { backendId } }"): (typeof documents)["query WorkAttachmentsByRawId($id: ID!, $s: ID!, $unknown: ID!) { a: attachment(id: $id, sheetId: $s) { backendId } b: attachment(id: $unknown, sheetId: $s) { backendId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsComments($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { comments(first: 100) { edges { node { id backendId } } } } } } } }"): (typeof documents)["query WorkAttachmentsComments($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { comments(first: 100) { edges { node { id backendId } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ...WorkAttachmentsFields url } } }"): (typeof documents)["mutation WorkAttachmentsAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ...WorkAttachmentsFields url } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsAttachUrlId($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkAttachmentsAttachUrlId($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsNewVersionId($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } userErrors { code errorCode } } }"): (typeof documents)["mutation WorkAttachmentsNewVersionId($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { ...WorkAttachmentsFields url urlExpiresInMillis } } }"): (typeof documents)["mutation WorkAttachmentsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { ...WorkAttachmentsFields url urlExpiresInMillis } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id backendId name } } }"): (typeof documents)["mutation WorkAttachmentsNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id backendId name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsVersionNames($id: ID!) { attachment(id: $id) { versions(first: 10) { edges { node { backendId name } } } } }"): (typeof documents)["query WorkAttachmentsVersionNames($id: ID!) { attachment(id: $id) { versions(first: 10) { edges { node { backendId name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }"): (typeof documents)["mutation WorkAttachmentsDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentIds userErrors { code } } }"): (typeof documents)["mutation WorkAttachmentsDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentIds userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsTwo($a: ID!, $b: ID!) { a: attachment(id: $a) { id } b: attachment(id: $b) { id } }"): (typeof documents)["query WorkAttachmentsTwo($a: ID!, $b: ID!) { a: attachment(id: $a) { id } b: attachment(id: $b) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAttachmentsAttachFileParent($input: AttachFileInput!) { attachFile(input: $input) { attachment { id parentType parent { __typename ... on Node { id } } } } }"): (typeof documents)["mutation WorkAttachmentsAttachFileParent($input: AttachFileInput!) { attachFile(input: $input) { attachment { id parentType parent { __typename ... on Node { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAttachmentsNode($id: ID!) { node(id: $id) { __typename ... on Attachment { name sizeInBytes } } }"): (typeof documents)["query WorkAttachmentsNode($id: ID!) { node(id: $id) { __typename ... on Attachment { name sizeInBytes } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 10) { totalCount edges { node { id backendId name enabled disabledReason userCanModify\n  createdBy { email } createdAt action { type frequency recipients { email } notifyAllSharedUsers includeAllColumns } } } } } }"): (typeof documents)["query WorkAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 10) { totalCount edges { node { id backendId name enabled disabledReason userCanModify\n  createdBy { email } createdAt action { type frequency recipients { email } notifyAllSharedUsers includeAllColumns } } } } } }"];
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
export function graphql(source: "mutation WorkAutomationUpdate($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name enabled action { type frequency recipients { email } notifyAllSharedUsers } } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkAutomationUpdate($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name enabled action { type frequency recipients { email } notifyAllSharedUsers } } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkAutomationRuleNode($id: ID!) { node(id: $id) { __typename ... on AutomationRule { id backendId name enabled action { type } } } }"): (typeof documents)["query WorkAutomationRuleNode($id: ID!) { node(id: $id) { __typename ... on AutomationRule { id backendId name enabled action { type } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkAutomationDelete($input: DeleteAutomationRuleInput!) { deleteAutomationRule(input: $input) { deletedAutomationRuleId userErrors { code } } }"): (typeof documents)["mutation WorkAutomationDelete($input: DeleteAutomationRuleInput!) { deleteAutomationRule(input: $input) { deletedAutomationRuleId userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkColumnsRead($id: ID!, $c: ID!) { sheet(id: $id) { currentVersion\n  columns(first: 3) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  column(id: $c) { id title type options } } }"): (typeof documents)["query WorkColumnsRead($id: ID!, $c: ID!) { sheet(id: $id) { currentVersion\n  columns(first: 3) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  column(id: $c) { id title type options } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkColumnsAfter($id: ID!, $after: String) { sheet(id: $id) { columns(first: 20, after: $after) { edges { node { title } } pageInfo { hasNextPage } } } }"): (typeof documents)["query WorkColumnsAfter($id: ID!, $after: String) { sheet(id: $id) { columns(first: 20, after: $after) { edges { node { title } } pageInfo { hasNextPage } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkColumnsAdd($input: AddColumnsInput!) { addColumns(input: $input) { sheet { version } userErrors { field code errorCode } columns { id backendId index title type symbol systemColumnType autoNumberFormat { prefix fill startingNumber } options validation } } }"): (typeof documents)["mutation WorkColumnsAdd($input: AddColumnsInput!) { addColumns(input: $input) { sheet { version } userErrors { field code errorCode } columns { id backendId index title type symbol systemColumnType autoNumberFormat { prefix fill startingNumber } options validation } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkColumnsUpdate($input: UpdateColumnInput!) { updateColumn(input: $input) { sheet { version } userErrors { field code errorCode } column { backendId index title type options validation } } }"): (typeof documents)["mutation WorkColumnsUpdate($input: UpdateColumnInput!) { updateColumn(input: $input) { sheet { version } userErrors { field code errorCode } column { backendId index title type options validation } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkColumnsDelete($input: DeleteColumnInput!) { deleteColumn(input: $input) { deletedColumnId sheet { id version } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkColumnsDelete($input: DeleteColumnInput!) { deleteColumn(input: $input) { deletedColumnId sheet { id version } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkColumnsMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { backendId name workspace { name } } userErrors { code } } }"): (typeof documents)["mutation WorkColumnsMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { backendId name workspace { name } } userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkContainersChildren($id: ID!, $first: Int, $after: String, $types: [ChildResourceType!]) { workspace(id: $id) { name createdAt children(first: $first, after: $after, resourceTypes: $types) {\n  edges { node { __typename ... on Folder { id backendId name } ... on Sheet { id backendId name accessLevel } ... on Dashboard { id backendId name } ... on OtherContainerChild { backendId name resourceType } } }\n  pageInfo { hasNextPage endCursor } } } }"): (typeof documents)["query WorkContainersChildren($id: ID!, $first: Int, $after: String, $types: [ChildResourceType!]) { workspace(id: $id) { name createdAt children(first: $first, after: $after, resourceTypes: $types) {\n  edges { node { __typename ... on Folder { id backendId name } ... on Sheet { id backendId name accessLevel } ... on Dashboard { id backendId name } ... on OtherContainerChild { backendId name resourceType } } }\n  pageInfo { hasNextPage endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkContainersFolder($id: ID!) { folder(id: $id) { name children(first: 100) { edges { node { __typename ... on Folder { name backendId } ... on Sheet { name } ... on Dashboard { name } ... on OtherContainerChild { name } } } } } }"): (typeof documents)["query WorkContainersFolder($id: ID!) { folder(id: $id) { name children(first: 100) { edges { node { __typename ... on Folder { name backendId } ... on Sheet { name } ... on Dashboard { name } ... on OtherContainerChild { name } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkContainersDashboards($first: Int, $after: String) { dashboards(first: $first, after: $after) { edges { node { id backendId name accessLevel permalink } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query WorkContainersDashboards($first: Int, $after: String) { dashboards(first: $first, after: $after) { edges { node { id backendId name accessLevel permalink } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkContainersDashboardNames($first: Int, $after: String) { dashboards(first: $first, after: $after) { edges { node { id name } } pageInfo { hasNextPage } } }"): (typeof documents)["query WorkContainersDashboardNames($first: Int, $after: String) { dashboards(first: $first, after: $after) { edges { node { id name } } pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkContainersNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Folder { name } ... on Dashboard { name } } }"): (typeof documents)["query WorkContainersNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Folder { name } ... on Dashboard { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkContainersCreateWorkspace($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { workspace { id backendId name accessLevel } } }"): (typeof documents)["mutation WorkContainersCreateWorkspace($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { workspace { id backendId name accessLevel } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkContainersCreateFolder($i: CreateFolderInput!) { createFolder(input: $i) { folder { id backendId name } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkContainersCreateFolder($i: CreateFolderInput!) { createFolder(input: $i) { folder { id backendId name } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkContainersUpdateWorkspace($i: UpdateWorkspaceInput!) { updateWorkspace(input: $i) { workspace { name } } }"): (typeof documents)["mutation WorkContainersUpdateWorkspace($i: UpdateWorkspaceInput!) { updateWorkspace(input: $i) { workspace { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkContainersCopyWorkspace($i: CopyWorkspaceInput!) { copyWorkspace(input: $i) { workspace { backendId name } } }"): (typeof documents)["mutation WorkContainersCopyWorkspace($i: CopyWorkspaceInput!) { copyWorkspace(input: $i) { workspace { backendId name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkContainersUpdateFolder($i: UpdateFolderInput!) { updateFolder(input: $i) { folder { name } } }"): (typeof documents)["mutation WorkContainersUpdateFolder($i: UpdateFolderInput!) { updateFolder(input: $i) { folder { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkContainersCopyFolder($i: CopyFolderInput!) { copyFolder(input: $i) { folder { backendId name } } }"): (typeof documents)["mutation WorkContainersCopyFolder($i: CopyFolderInput!) { copyFolder(input: $i) { folder { backendId name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkContainersMoveFolder($i: MoveInput!) { moveFolder(input: $i) { folder { name } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkContainersMoveFolder($i: MoveInput!) { moveFolder(input: $i) { folder { name } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkContainersMoveDashboard($i: MoveInput!) { moveDashboard(input: $i) { dashboard { id name } } }"): (typeof documents)["mutation WorkContainersMoveDashboard($i: MoveInput!) { moveDashboard(input: $i) { dashboard { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkDiscussionsThread on Discussion { id backendId title parentType parent { __typename ... on Node { id } } commentCount lastCommentedAt lastCommentedUser { email } createdBy { email name } accessLevel readOnly\n  comments(first: 100) { totalCount edges { node { id backendId text createdAt createdBy { email } attachments { name attachmentType parentType } } } } }"): (typeof documents)["fragment WorkDiscussionsThread on Discussion { id backendId title parentType parent { __typename ... on Node { id } } commentCount lastCommentedAt lastCommentedUser { email } createdBy { email name } accessLevel readOnly\n  comments(first: 100) { totalCount edges { node { id backendId text createdAt createdBy { email } attachments { name attachmentType parentType } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkDiscussionsSheetThreads($id: ID!) { sheet(id: $id) { discussions(first: 20) { totalCount edges { node { ...WorkDiscussionsThread } } } } }"): (typeof documents)["query WorkDiscussionsSheetThreads($id: ID!) { sheet(id: $id) { discussions(first: 20) { totalCount edges { node { ...WorkDiscussionsThread } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkDiscussionsOnDemand($id: ID!, $row: ID!) { sheet(id: $id) { discussions(first: 20, includeComments: false) { edges { node { commentCount comments(first: 100) { edges { node { text } } } } } } }\n  row: node(id: $row) { __typename ... on Row { backendId discussions(first: 10) { edges { node { parentType parent { __typename ... on Node { id } } comments(first: 100) { edges { node { text } } } attachments(first: 5) { totalCount edges { node { name parentType } } } } } } } } }"): (typeof documents)["query WorkDiscussionsOnDemand($id: ID!, $row: ID!) { sheet(id: $id) { discussions(first: 20, includeComments: false) { edges { node { commentCount comments(first: 100) { edges { node { text } } } } } } }\n  row: node(id: $row) { __typename ... on Row { backendId discussions(first: 10) { edges { node { parentType parent { __typename ... on Node { id } } comments(first: 100) { edges { node { text } } } attachments(first: 5) { totalCount edges { node { name parentType } } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkDiscussionsFirstThread($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { id comments(first: 100) { edges { node { id } } } attachments(first: 1) { edges { node { id } } } } } } } }"): (typeof documents)["query WorkDiscussionsFirstThread($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { id comments(first: 100) { edges { node { id } } } attachments(first: 1) { edges { node { id } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkDiscussionsCommentPage($id: ID!, $first: Int, $after: String) { discussion(id: $id) { comments(first: $first, after: $after) { totalCount edges { node { id text } } pageInfo { hasNextPage endCursor } } } }"): (typeof documents)["query WorkDiscussionsCommentPage($id: ID!, $first: Int, $after: String) { discussion(id: $id) { comments(first: $first, after: $after) { totalCount edges { node { id text } } pageInfo { hasNextPage endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkDiscussionsCreate($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { ...WorkDiscussionsThread } } }"): (typeof documents)["mutation WorkDiscussionsCreate($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { ...WorkDiscussionsThread } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkDiscussionsAddComment($input: AddCommentInput!) { addComment(input: $input) { comment { id text discussion { commentCount } } } }"): (typeof documents)["mutation WorkDiscussionsAddComment($input: AddCommentInput!) { addComment(input: $input) { comment { id text discussion { commentCount } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkDiscussionsCommentAndThread($c: ID!, $d: ID!) { c: node(id: $c) { ... on Comment { text } } d: discussion(id: $d) { comments(first: 100) { edges { node { text } } } } }"): (typeof documents)["query WorkDiscussionsCommentAndThread($c: ID!, $d: ID!) { c: node(id: $c) { ... on Comment { text } } d: discussion(id: $d) { comments(first: 100) { edges { node { text } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkDiscussionsDelete($input: DeleteDiscussionInput!) { deleteDiscussion(input: $input) { deletedDiscussionId deletedCommentIds userErrors { code } } }"): (typeof documents)["mutation WorkDiscussionsDelete($input: DeleteDiscussionInput!) { deleteDiscussion(input: $input) { deletedDiscussionId deletedCommentIds userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkDiscussionsRead($d: ID!) { discussion(id: $d) { id } }"): (typeof documents)["query WorkDiscussionsRead($d: ID!) { discussion(id: $d) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkDiscussionsCreateWithFile($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id comments(first: 100) { edges { node { text attachments { id name mimeType } } } } } } }"): (typeof documents)["mutation WorkDiscussionsCreateWithFile($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id comments(first: 100) { edges { node { text attachments { id name mimeType } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkDiscussionsDownload($id: ID!) { attachment(id: $id) { url } }"): (typeof documents)["query WorkDiscussionsDownload($id: ID!) { attachment(id: $id) { url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkDiscussionsCommentWithFile($input: AddCommentInput!) { addComment(input: $input) { comment { text attachments { name parentType } } } }"): (typeof documents)["mutation WorkDiscussionsCommentWithFile($input: AddCommentInput!) { addComment(input: $input) { comment { text attachments { name parentType } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkDiscussionsCreateId($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkDiscussionsCreateId($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkDiscussionsCommentId($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkDiscussionsCommentId($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FailuresSheets { sheets(first: 3) { totalCount edges { node { id name version columns(first: 5) { totalCount } } } } }"): (typeof documents)["query FailuresSheets { sheets(first: 3) { totalCount edges { node { id name version columns(first: 5) { totalCount } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FailuresSheetLists($id: ID!) { sheet(id: $id) { name\n  attachments(first: 5) { totalCount } discussions(first: 5) { totalCount } automationRules(first: 5) { totalCount } rows(first: 5) { totalCount } } }"): (typeof documents)["query FailuresSheetLists($id: ID!) { sheet(id: $id) { name\n  attachments(first: 5) { totalCount } discussions(first: 5) { totalCount } automationRules(first: 5) { totalCount } rows(first: 5) { totalCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FailuresWriters($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { rowNumber createdBy { id } } } } } }"): (typeof documents)["query FailuresWriters($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { rowNumber createdBy { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FailuresThreads($id: ID!) { sheet(id: $id) { discussions(first: 5, includeComments: false) { edges { node { id title comments(first: 5) { totalCount } } } } } }"): (typeof documents)["query FailuresThreads($id: ID!) { sheet(id: $id) { discussions(first: 5, includeComments: false) { edges { node { id title comments(first: 5) { totalCount } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FailuresFound { search(query: \"programme\") { totalCount items { text object { __typename ... on Sheet { name } } } } }"): (typeof documents)["query FailuresFound { search(query: \"programme\") { totalCount items { text object { __typename ... on Sheet { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FailuresTwoWrites($rows: AddRowsInput!, $columns: AddColumnsInput!) {\n  addRows(input: $rows) { rows { id } userErrors { code } } addColumns(input: $columns) { columns { id } userErrors { code } } }"): (typeof documents)["mutation FailuresTwoWrites($rows: AddRowsInput!, $columns: AddColumnsInput!) {\n  addRows(input: $rows) { rows { id } userErrors { code } } addColumns(input: $columns) { columns { id } userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsHierarchy($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { id parent { id backendId } sibling { id } } } } } }"): (typeof documents)["query RefsHierarchy($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { id parent { id backendId } sibling { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsParentNumbers($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { rowNumber parent { rowNumber } } } } } }"): (typeof documents)["query RefsParentNumbers($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { rowNumber parent { rowNumber } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id } } }"): (typeof documents)["mutation RefsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { id } } }"): (typeof documents)["mutation RefsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsCellTargets($id: ID!) { node(id: $id) { __typename ... on Row { cells { column { title }\n  hyperlink { url sheet { id name } dashboard { id } reportId }\n  linkInFromCell { sheetName sheet { id name } row { id rowNumber } column { id title } }\n  objectValue { __typename ... on PredecessorList { predecessors { row { id rowNumber } type } } } } } } }"): (typeof documents)["query RefsCellTargets($id: ID!) { node(id: $id) { __typename ... on Row { cells { column { title }\n  hyperlink { url sheet { id name } dashboard { id } reportId }\n  linkInFromCell { sheetName sheet { id name } row { id rowNumber } column { id title } }\n  objectValue { __typename ... on PredecessorList { predecessors { row { id rowNumber } type } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkRowsExtrasWrite($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { version } } }"): (typeof documents)["mutation WorkRowsExtrasWrite($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkRowsExtrasHistory($s: ID!, $r: ID!, $c: ID!) { sheet(id: $s) { row(id: $r) {\n  cellHistory(columnId: $c, first: 2) { totalCount edges { node { column { backendId } value displayValue modifiedAt modifiedBy { email } } } pageInfo { hasNextPage } } } } }"): (typeof documents)["query WorkRowsExtrasHistory($s: ID!, $r: ID!, $c: ID!) { sheet(id: $s) { row(id: $r) {\n  cellHistory(columnId: $c, first: 2) { totalCount edges { node { column { backendId } value displayValue modifiedAt modifiedBy { email } } } pageInfo { hasNextPage } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkRowsExtrasUploadImage($input: UploadCellImageInput!) { uploadCellImage(input: $input) { sheet { version } userErrors { field code errorCode } row { cells { column { backendId } value image { backendId width height altText url } } } } }"): (typeof documents)["mutation WorkRowsExtrasUploadImage($input: UploadCellImageInput!) { uploadCellImage(input: $input) { sheet { version } userErrors { field code errorCode } row { cells { column { backendId } value image { backendId width height altText url } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkRowsExtrasImageUrls($images: [CellImageUrlInput!]!) { cellImageUrls(images: $images) { urlExpiresInMillis imageUrls { imageId url errorCode } } }"): (typeof documents)["query WorkRowsExtrasImageUrls($images: [CellImageUrlInput!]!) { cellImageUrls(images: $images) { urlExpiresInMillis imageUrls { imageId url errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkRowsWritten on Row { id backendId rowNumber sibling { backendId } cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } sheetName status }\n  objectValue { __typename ... on PredecessorList { predecessors { row { backendId } type lag { days } } } ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } }"): (typeof documents)["fragment WorkRowsWritten on Row { id backendId rowNumber sibling { backendId } cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } sheetName status }\n  objectValue { __typename ... on PredecessorList { predecessors { row { backendId } type lag { days } } } ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkRowsAdd($input: AddRowsInput!) { addRows(input: $input) { sheet { id version } userErrors { field code errorCode message } rows { ...WorkRowsWritten } } }"): (typeof documents)["mutation WorkRowsAdd($input: AddRowsInput!) { addRows(input: $input) { sheet { id version } userErrors { field code errorCode message } rows { ...WorkRowsWritten } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkRowsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { id version } userErrors { field code errorCode message } rows { ...WorkRowsWritten } } }"): (typeof documents)["mutation WorkRowsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { sheet { id version } userErrors { field code errorCode message } rows { ...WorkRowsWritten } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkRowsRead($s: ID!, $r: ID!) { sheet(id: $s) { row(id: $r) { id rowNumber cells { column { backendId } value } } } }"): (typeof documents)["query WorkRowsRead($s: ID!, $r: ID!) { sheet(id: $s) { row(id: $r) { id rowNumber cells { column { backendId } value } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkSearchItems on SearchResult { totalCount items { text objectType object { __typename ... on Node { id } ... on OtherSearchObject { objectType backendId } }\n  parentObjectType parentObject { __typename ... on Node { id } } parentObjectName contextData favorite parentObjectFavorite } }"): (typeof documents)["fragment WorkSearchItems on SearchResult { totalCount items { text objectType object { __typename ... on Node { id } ... on OtherSearchObject { objectType backendId } }\n  parentObjectType parentObject { __typename ... on Node { id } } parentObjectName contextData favorite parentObjectFavorite } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkSearchNames($query: String!) { search(query: $query) { items { object { __typename ... on Sheet { name } ... on Workspace { name } ... on Row { sheet { name } } } } } }"): (typeof documents)["query WorkSearchNames($query: String!) { search(query: $query) { items { object { __typename ... on Sheet { name } ... on Workspace { name } ... on Row { sheet { name } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkSearchEverything($query: String!, $favorites: Boolean) { search(query: $query, includeFavorites: $favorites) { ...WorkSearchItems } }"): (typeof documents)["query WorkSearchEverything($query: String!, $favorites: Boolean) { search(query: $query, includeFavorites: $favorites) { ...WorkSearchItems } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkSearchSheet($id: ID!, $query: String!) { sheet(id: $id) { search(query: $query) { ...WorkSearchItems } } }"): (typeof documents)["query WorkSearchSheet($id: ID!, $query: String!) { sheet(id: $id) { search(query: $query) { ...WorkSearchItems } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkSharingList($t: ShareTargetType, $a: ID!, $first: Int, $after: String) { shares(targetType: $t, targetId: $a, first: $first, after: $after) { edges { cursor node { id backendId grantee { __typename ... on User { id email } ... on SharingGroup { backendId name } } accessLevel scope type } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query WorkSharingList($t: ShareTargetType, $a: ID!, $first: Int, $after: String) { shares(targetType: $t, targetId: $a, first: $first, after: $after) { edges { cursor node { id backendId grantee { __typename ... on User { id email } ... on SharingGroup { backendId name } } accessLevel scope type } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkSharingRead($id: ID!) { share(id: $id) { backendId grantee { ... on User { email } } targetType target { __typename ... on Sheet { id name } } } node(id: $id) { __typename ... on Share { accessLevel } } }"): (typeof documents)["query WorkSharingRead($id: ID!) { share(id: $id) { backendId grantee { ... on User { email } } targetType target { __typename ... on Sheet { id name } } } node(id: $id) { __typename ... on Share { accessLevel } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkSharingExists($id: ID!) { share(id: $id) { id } }"): (typeof documents)["query WorkSharingExists($id: ID!) { share(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkSharingWorkspaces { workspaces(first: 1) { edges { node { id } } } }"): (typeof documents)["query WorkSharingWorkspaces { workspaces(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkSharingSheetAccess($id: ID!) { sheet(id: $id) { accessLevel } }"): (typeof documents)["query WorkSharingSheetAccess($id: ID!) { sheet(id: $id) { accessLevel } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkSharingCreate($i: CreateShareInput!) { createShare(input: $i) { shares { id grantee { ... on User { email } } accessLevel scope createdAt } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkSharingCreate($i: CreateShareInput!) { createShare(input: $i) { shares { id grantee { ... on User { email } } accessLevel scope createdAt } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkSharingUpdate($i: UpdateShareInput!) { updateShare(input: $i) { share { id accessLevel } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkSharingUpdate($i: UpdateShareInput!) { updateShare(input: $i) { share { id accessLevel } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkSharingDelete($i: DeleteShareInput!) { deleteShare(input: $i) { deletedShareId } }"): (typeof documents)["mutation WorkSharingDelete($i: DeleteShareInput!) { deleteShare(input: $i) { deletedShareId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkUploadsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { name sizeInBytes url } userErrors { field code errorCode message } } }"): (typeof documents)["mutation WorkUploadsAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { name sizeInBytes url } userErrors { field code errorCode message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserRefsRowWriters($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { id createdBy { id email name } modifiedBy { id email } } } } } }"): (typeof documents)["query UserRefsRowWriters($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { id createdBy { id email name } modifiedBy { id email } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserRefsRowWriterNames($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { createdBy { name email } modifiedBy { email } } } } } }"): (typeof documents)["query UserRefsRowWriterNames($id: ID!) { sheet(id: $id) { rows(first: 100) { edges { node { createdBy { name email } modifiedBy { email } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserRefsOwners { sheets(first: 20) { edges { node { id owner { id email } } } } }"): (typeof documents)["query UserRefsOwners { sheets(first: 20) { edges { node { id owner { id email } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserRefsOwnerEmail($id: ID!) { sheet(id: $id) { owner { email } } }"): (typeof documents)["query UserRefsOwnerEmail($id: ID!) { sheet(id: $id) { owner { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserRefsContentPeople($id: ID!) { sheet(id: $id) {\n  discussions(first: 50) { edges { node { id lastCommentedUser { id } createdBy { id } comments(first: 100) { edges { node { id createdBy { id } } } } } } }\n  attachments(first: 50) { edges { node { id createdBy { id } } } }\n  automationRules(first: 50) { edges { node { id createdBy { id } modifiedBy { id } } } } } }"): (typeof documents)["query UserRefsContentPeople($id: ID!) { sheet(id: $id) {\n  discussions(first: 50) { edges { node { id lastCommentedUser { id } createdBy { id } comments(first: 100) { edges { node { id createdBy { id } } } } } } }\n  attachments(first: 50) { edges { node { id createdBy { id } } } }\n  automationRules(first: 50) { edges { node { id createdBy { id } modifiedBy { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserRefsHistory($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { row(id: $row) { cellHistory(columnId: $column, first: 20) { edges { node { modifiedBy { id email } } } } } } }"): (typeof documents)["query UserRefsHistory($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { row(id: $row) { cellHistory(columnId: $column, first: 20) { edges { node { modifiedBy { id email } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserEmailsList { users(first: 2) { edges { node { email alternateEmails { id backendId email confirmed } } } } }"): (typeof documents)["query UserEmailsList { users(first: 2) { edges { node { email alternateEmails { id backendId email confirmed } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserEmailsOne($id: ID!) { alternateEmail(id: $id) { email } }"): (typeof documents)["query UserEmailsOne($id: ID!) { alternateEmail(id: $id) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserEmailsAdd($i: AddAlternateEmailsInput!) { addAlternateEmails(input: $i) { alternateEmails { id backendId email confirmed } userErrors { field code errorCode } } }"): (typeof documents)["mutation UserEmailsAdd($i: AddAlternateEmailsInput!) { addAlternateEmails(input: $i) { alternateEmails { id backendId email confirmed } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserEmailsPrimary($i: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $i) { user { email alternateEmails { email confirmed } } userErrors { code errorCode } } }"): (typeof documents)["mutation UserEmailsPrimary($i: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $i) { user { email alternateEmails { email confirmed } } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserEmailsRemove($i: AlternateEmailInput!) { removeAlternateEmail(input: $i) { deletedAlternateEmailId } }"): (typeof documents)["mutation UserEmailsRemove($i: AlternateEmailInput!) { removeAlternateEmail(input: $i) { deletedAlternateEmailId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserEmailsAddUser($i: AddUserInput!) { addUser(input: $i) { user { backendId } } }"): (typeof documents)["mutation UserEmailsAddUser($i: AddUserInput!) { addUser(input: $i) { user { backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkUsersPlanMembers($p: ID!, $seats: [SeatType!]) { plan(id: $p) { id backendId members(first: 100, seatTypes: $seats) { totalCount edges { node { id seatType isInternal isProvisional seatTypeLastChangedAt user { email seatType } plan { id } } } } } }"): (typeof documents)["query WorkUsersPlanMembers($p: ID!, $seats: [SeatType!]) { plan(id: $p) { id backendId members(first: 100, seatTypes: $seats) { totalCount edges { node { id seatType isInternal isProvisional seatTypeLastChangedAt user { email seatType } plan { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkUsersFiltered($seats: [SeatType!]) { users(first: 320, seatTypes: $seats) { totalCount edges { node { email seatType } } } }"): (typeof documents)["query WorkUsersFiltered($seats: [SeatType!]) { users(first: 320, seatTypes: $seats) { totalCount edges { node { email seatType } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkUsersAll { users(first: 320) { edges { node { status sheetCount seatType } } } }"): (typeof documents)["query WorkUsersAll { users(first: 320) { edges { node { status sheetCount seatType } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkUsersMe { me { email provisionalExpirationDate } }"): (typeof documents)["query WorkUsersMe { me { email provisionalExpirationDate } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkUsersAdd($i: AddUserInput!) { addUser(input: $i) { user { email status licensedSheetCreator } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkUsersAdd($i: AddUserInput!) { addUser(input: $i) { user { email status licensedSheetCreator } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkUsersRemove($i: RemoveUserInput!) { removeUser(input: $i) { deletedUserId userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkUsersRemove($i: RemoveUserInput!) { removeUser(input: $i) { deletedUserId userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkUsersRead($id: ID!) { user(id: $id) { email } }"): (typeof documents)["query WorkUsersRead($id: ID!) { user(id: $id) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkUsersWorkspaces { workspaces(first: 20) { edges { node { name accessLevel } } } }"): (typeof documents)["query WorkUsersWorkspaces { workspaces(first: 20) { edges { node { name accessLevel } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkUsersDeactivate($i: UserStatusChangeInput!) { deactivateUser(input: $i) { user { status sheetCount } userErrors { code errorCode } } }"): (typeof documents)["mutation WorkUsersDeactivate($i: UserStatusChangeInput!) { deactivateUser(input: $i) { user { status sheetCount } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkUsersReactivate($i: UserStatusChangeInput!) { reactivateUser(input: $i) { user { status sheetCount } } }"): (typeof documents)["mutation WorkUsersReactivate($i: UserStatusChangeInput!) { reactivateUser(input: $i) { user { status sheetCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkUsersPlans($id: ID!) { user(id: $id) { plans(first: 10) { edges { node { id plan { id backendId } seatType seatTypeLastChangedAt } } } } }"): (typeof documents)["query WorkUsersPlans($id: ID!) { user(id: $id) { plans(first: 10) { edges { node { id plan { id backendId } seatType seatTypeLastChangedAt } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkUsersUpgrade($i: ChangeUserSeatInput!) { upgradeUserPlan(input: $i) { planMembership { id plan { backendId } seatType } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkUsersUpgrade($i: ChangeUserSeatInput!) { upgradeUserPlan(input: $i) { planMembership { id plan { backendId } seatType } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkUsersDowngrade($i: ChangeUserSeatInput!) { downgradeUserPlan(input: $i) { planMembership { seatType } user { seatType } userErrors { code } } }"): (typeof documents)["mutation WorkUsersDowngrade($i: ChangeUserSeatInput!) { downgradeUserPlan(input: $i) { planMembership { seatType } user { seatType } userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkUsersRemoveFromPlan($i: RemoveUserFromPlanInput!) { removeUserFromPlan(input: $i) { deletedPlanMembershipId userErrors { code } } }"): (typeof documents)["mutation WorkUsersRemoveFromPlan($i: RemoveUserFromPlanInput!) { removeUserFromPlan(input: $i) { deletedPlanMembershipId userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkUsersToken($i: RequestAccessTokenInput!) { requestAccessToken(input: $i) { accessToken tokenType refreshToken expiresIn expiresAt userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkUsersToken($i: RequestAccessTokenInput!) { requestAccessToken(input: $i) { accessToken tokenType refreshToken expiresIn expiresAt userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkWebhooksFields on Webhook { id backendId name callbackUrl scope scopeObject { __typename ... on Sheet { id } ... on Plan { id backendId } } events version enabled status disabledDetails sharedSecret createdAt }"): (typeof documents)["fragment WorkWebhooksFields on Webhook { id backendId name callbackUrl scope scopeObject { __typename ... on Sheet { id } ... on Plan { id backendId } } events version enabled status disabledDetails sharedSecret createdAt }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkWebhooksCreate($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { ...WorkWebhooksFields subscope { columns { id title } } } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkWebhooksCreate($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { ...WorkWebhooksFields subscope { columns { id title } } } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkWebhooksUpdate($i: UpdateWebhookInput!) { updateWebhook(input: $i) { webhook { ...WorkWebhooksFields stats { lastCallbackAttempt } } userErrors { field code errorCode } } }"): (typeof documents)["mutation WorkWebhooksUpdate($i: UpdateWebhookInput!) { updateWebhook(input: $i) { webhook { ...WorkWebhooksFields stats { lastCallbackAttempt } } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkWebhooksFirst { webhooks(first: 1) { edges { node { id name } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query WorkWebhooksFirst { webhooks(first: 1) { edges { node { id name } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkWebhooksRest($after: String) { webhooks(first: 100, after: $after) { edges { node { name } } pageInfo { hasNextPage } } }"): (typeof documents)["query WorkWebhooksRest($after: String) { webhooks(first: 100, after: $after) { edges { node { name } } pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkWebhooksOne($id: ID!) { webhook(id: $id) { name } node(id: $id) { __typename ... on Webhook { name } } missing: webhook(id: \"1\") { name } }"): (typeof documents)["query WorkWebhooksOne($id: ID!) { webhook(id: $id) { name } node(id: $id) { __typename ... on Webhook { name } } missing: webhook(id: \"1\") { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRuleShares($t: ShareTargetType, $a: ID!) { shares(targetType: $t, targetId: $a, first: 500) { edges { node { id backendId grantee { ... on User { email } } accessLevel } } } }"): (typeof documents)["query AccountRuleShares($t: ShareTargetType, $a: ID!) { shares(targetType: $t, targetId: $a, first: 500) { edges { node { id backendId grantee { ... on User { email } } accessLevel } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRuleCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { backendId } userErrors { field code errorCode } } }"): (typeof documents)["mutation AccountRuleCreateShare($input: CreateShareInput!) { createShare(input: $input) { shares { backendId } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRuleUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { backendId accessLevel } userErrors { field code errorCode } } }"): (typeof documents)["mutation AccountRuleUpdateShare($input: UpdateShareInput!) { updateShare(input: $input) { share { backendId accessLevel } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRuleUser($id: ID!) { user(id: $id) { backendId email status sheetCount seatType licensedSheetCreator provisionalExpirationDate } }"): (typeof documents)["query AccountRuleUser($id: ID!) { user(id: $id) { backendId email status sheetCount seatType licensedSheetCreator provisionalExpirationDate } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRuleAddUser($input: AddUserInput!) { addUser(input: $input) { user { backendId } userErrors { field code errorCode } } }"): (typeof documents)["mutation AccountRuleAddUser($input: AddUserInput!) { addUser(input: $input) { user { backendId } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRuleRemoveUser($input: RemoveUserInput!) { removeUser(input: $input) { deletedUserId userErrors { field code errorCode } } }"): (typeof documents)["mutation AccountRuleRemoveUser($input: RemoveUserInput!) { removeUser(input: $input) { deletedUserId userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRuleUsers($first: Int, $after: String, $seatTypes: [SeatType!]) { users(first: $first, after: $after, seatTypes: $seatTypes) {\n  edges { node { backendId email status sheetCount seatType licensedSheetCreator provisionalExpirationDate } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query AccountRuleUsers($first: Int, $after: String, $seatTypes: [SeatType!]) { users(first: $first, after: $after, seatTypes: $seatTypes) {\n  edges { node { backendId email status sheetCount seatType licensedSheetCreator provisionalExpirationDate } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRulePlanMembers($plan: ID!, $first: Int, $after: String) { plan(id: $plan) { members(first: $first, after: $after) {\n  edges { node { seatType seatTypeLastChangedAt isInternal provisionalExpirationDate } } pageInfo { hasNextPage endCursor } } } }"): (typeof documents)["query AccountRulePlanMembers($plan: ID!, $first: Int, $after: String) { plan(id: $plan) { members(first: $first, after: $after) {\n  edges { node { seatType seatTypeLastChangedAt isInternal provisionalExpirationDate } } pageInfo { hasNextPage endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRuleAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { id email confirmed } userErrors { field code errorCode } } }"): (typeof documents)["mutation AccountRuleAddAlternateEmails($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { id email confirmed } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRuleRemoveAlternateEmail($input: AlternateEmailInput!) { removeAlternateEmail(input: $input) { deletedAlternateEmailId userErrors { field code errorCode } } }"): (typeof documents)["mutation AccountRuleRemoveAlternateEmail($input: AlternateEmailInput!) { removeAlternateEmail(input: $input) { deletedAlternateEmailId userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRuleMakeAlternateEmailPrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } userErrors { field code errorCode } } }"): (typeof documents)["mutation AccountRuleMakeAlternateEmailPrimary($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRuleAlternateEmails($id: ID!) { user(id: $id) { alternateEmails { id email confirmed } } }"): (typeof documents)["query AccountRuleAlternateEmails($id: ID!) { user(id: $id) { alternateEmails { id email confirmed } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRuleAlternateEmailsOfListed { users(first: 1) { edges { node { alternateEmails { id email } } } } }"): (typeof documents)["query AccountRuleAlternateEmailsOfListed { users(first: 1) { edges { node { alternateEmails { id email } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRuleAlternateEmail($id: ID!) { alternateEmail(id: $id) { id email confirmed } }"): (typeof documents)["query AccountRuleAlternateEmail($id: ID!) { alternateEmail(id: $id) { id email confirmed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttachmentRuleAttachment($id: ID!, $sheet: ID) { attachment(id: $id, sheetId: $sheet) { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis versions(first: 10) { edges { node { sizeInBytes } } } } }"): (typeof documents)["query AttachmentRuleAttachment($id: ID!, $sheet: ID) { attachment(id: $id, sheetId: $sheet) { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis versions(first: 10) { edges { node { sizeInBytes } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachmentRuleAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }"): (typeof documents)["mutation AttachmentRuleAttachFile($input: AttachFileInput!) { attachFile(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachmentRuleAddComment($input: AddCommentInput!) { addComment(input: $input) { comment { attachments { backendId } } userErrors { code errorCode } } }"): (typeof documents)["mutation AttachmentRuleAddComment($input: AddCommentInput!) { addComment(input: $input) { comment { attachments { backendId } } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachmentRuleNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }"): (typeof documents)["mutation AttachmentRuleNewVersion($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachmentRuleAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }"): (typeof documents)["mutation AttachmentRuleAttachUrl($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { backendId attachmentType mimeType sizeInBytes url urlExpiresInMillis } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachmentRuleDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentIds userErrors { code errorCode } } }"): (typeof documents)["mutation AttachmentRuleDeleteVersions($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentIds userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttachmentRuleAttachmentNode($id: ID!, $s: ID) { attachment(id: $id, sheetId: $s) { id } }"): (typeof documents)["query AttachmentRuleAttachmentNode($id: ID!, $s: ID) { attachment(id: $id, sheetId: $s) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttachmentRuleDiscussionNode($id: ID!, $s: ID) { discussion(id: $id, sheetId: $s) { id } }"): (typeof documents)["query AttachmentRuleDiscussionNode($id: ID!, $s: ID) { discussion(id: $id, sheetId: $s) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachmentRuleAddCommentOnly($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { code errorCode } } }"): (typeof documents)["mutation AttachmentRuleAddCommentOnly($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellRuleAddRows($input: AddRowsInput!) { addRows(input: $input) { userErrors { code errorCode } rows { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }"): (typeof documents)["mutation CellRuleAddRows($input: AddRowsInput!) { addRows(input: $input) { userErrors { code errorCode } rows { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellRuleUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { userErrors { code errorCode } rows { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }"): (typeof documents)["mutation CellRuleUpdateRows($input: UpdateRowsInput!) { updateRows(input: $input) { userErrors { code errorCode } rows { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CellRuleRow($sheet: ID!, $row: ID!) { sheet(id: $sheet) { row(id: $row) { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }"): (typeof documents)["query CellRuleRow($sheet: ID!, $row: ID!) { sheet(id: $sheet) { row(id: $row) { backendId cells { column { backendId } value displayValue hyperlink { url sheet { backendId } } linkInFromCell { sheet { backendId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ColumnRuleAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { userErrors { code errorCode } columns { backendId title index type symbol systemColumnType options validation } } }"): (typeof documents)["mutation ColumnRuleAddColumns($input: AddColumnsInput!) { addColumns(input: $input) { userErrors { code errorCode } columns { backendId title index type symbol systemColumnType options validation } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ColumnRuleUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { userErrors { code errorCode } column { backendId title index type symbol systemColumnType options validation } } }"): (typeof documents)["mutation ColumnRuleUpdateColumn($input: UpdateColumnInput!) { updateColumn(input: $input) { userErrors { code errorCode } column { backendId title index type symbol systemColumnType options validation } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ColumnRuleColumn($sheet: ID!, $column: ID!, $row: ID!) { sheet(id: $sheet) { column(id: $column) { backendId title index type symbol systemColumnType options validation } row(id: $row) { cells { column { backendId } value } } } }"): (typeof documents)["query ColumnRuleColumn($sheet: ID!, $column: ID!, $row: ID!) { sheet(id: $sheet) { column(id: $column) { backendId title index type symbol systemColumnType options validation } row(id: $row) { cells { column { backendId } value } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContainerRuleMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { id } userErrors { code errorCode } } }"): (typeof documents)["mutation ContainerRuleMoveSheet($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { id } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContainerRuleMoveFolder($input: MoveInput!) { moveFolder(input: $input) { folder { id } userErrors { field code errorCode } } }"): (typeof documents)["mutation ContainerRuleMoveFolder($input: MoveInput!) { moveFolder(input: $input) { folder { id } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContainerRuleMoveDashboard($input: MoveInput!) { moveDashboard(input: $input) { dashboard { id } userErrors { field code errorCode } } }"): (typeof documents)["mutation ContainerRuleMoveDashboard($input: MoveInput!) { moveDashboard(input: $input) { dashboard { id } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContainerRuleCopyFolder($input: CopyFolderInput!) { copyFolder(input: $input) { folder { id } userErrors { field code errorCode } } }"): (typeof documents)["mutation ContainerRuleCopyFolder($input: CopyFolderInput!) { copyFolder(input: $input) { folder { id } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContainerRuleCopyWorkspace($input: CopyWorkspaceInput!) { copyWorkspace(input: $input) { workspace { id } userErrors { field code errorCode } } }"): (typeof documents)["mutation ContainerRuleCopyWorkspace($input: CopyWorkspaceInput!) { copyWorkspace(input: $input) { workspace { id } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainerRuleWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }"): (typeof documents)["query ContainerRuleWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContainerRuleCreateFolder($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } userErrors { field code errorCode } } }"): (typeof documents)["mutation ContainerRuleCreateFolder($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainerRuleWorkspacePage($after: String) { list: workspaces(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query ContainerRuleWorkspacePage($after: String) { list: workspaces(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainerRuleDashboardPage($after: String) { list: dashboards(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query ContainerRuleDashboardPage($after: String) { list: dashboards(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainerRuleChildrenPage($id: ID!, $after: String) { workspace(id: $id) { list: children(first: 2, after: $after) { edges { node { ... on Node { id } ... on OtherContainerChild { backendId } } } pageInfo { hasNextPage endCursor } } } }"): (typeof documents)["query ContainerRuleChildrenPage($id: ID!, $after: String) { workspace(id: $id) { list: children(first: 2, after: $after) { edges { node { ... on Node { id } ... on OtherContainerChild { backendId } } } pageInfo { hasNextPage endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainerRuleUsersFirstPage { users(first: 5) { totalCount pageInfo { endCursor } } }"): (typeof documents)["query ContainerRuleUsersFirstPage { users(first: 5) { totalCount pageInfo { endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainerRuleUsersNextPage($after: String) { users(first: 5, after: $after) { totalCount edges { node { id } } } }"): (typeof documents)["query ContainerRuleUsersNextPage($after: String) { users(first: 5, after: $after) { totalCount edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainerRuleAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 100) { edges { node { backendId name enabled disabledReason action { type } } } } } }"): (typeof documents)["query ContainerRuleAutomationRules($id: ID!) { sheet(id: $id) { automationRules(first: 100) { edges { node { backendId name enabled disabledReason action { type } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContainerRuleUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } userErrors { code errorCode } } }"): (typeof documents)["mutation ContainerRuleUpdateAutomationRule($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } userErrors { code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContainerRuleColumnType($sheet: ID!, $column: ID!) { sheet(id: $sheet) { column(id: $column) { type } } }"): (typeof documents)["query ContainerRuleColumnType($sheet: ID!, $column: ID!) { sheet(id: $sheet) { column(id: $column) { type } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventRuleFeed($since: DateTime, $after: String) { events(since: $since, first: 10000, after: $after) {\n  edges { node { eventType objectType action source timestamp additionalDetails } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query EventRuleFeed($since: DateTime, $after: String) { events(since: $since, first: 10000, after: $after) {\n  edges { node { eventType objectType action source timestamp additionalDetails } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventRuleFilteredFeed($since: DateTime, $after: String) { filteredEvents(since: $since, first: 10000, after: $after) {\n  edges { node { objectType action object { ... on Sheet { id } ... on Workspace { id } } additionalDetails } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query EventRuleFilteredFeed($since: DateTime, $after: String) { filteredEvents(since: $since, first: 10000, after: $after) {\n  edges { node { objectType action object { ... on Sheet { id } ... on Workspace { id } } additionalDetails } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetRuleUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id assetId: backendId attachments { url } } userErrors { code errorCode field message } } }"): (typeof documents)["mutation AssetRuleUploadAsset($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id assetId: backendId attachments { url } } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetRuleUploadNamingUrl($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id } userErrors { code errorCode field message } } }"): (typeof documents)["mutation AssetRuleUploadNamingUrl($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetRuleAttachments($id: ID!) { asset(id: $id) { attachments { id } } }"): (typeof documents)["query AssetRuleAttachments($id: ID!) { asset(id: $id) { attachments { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetRuleFieldsAndTags($id: ID!) { asset(id: $id) { customFields { key value } tags { autoGenerated } } }"): (typeof documents)["query AssetRuleFieldsAndTags($id: ID!) { asset(id: $id) { customFields { key value } tags { autoGenerated } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetRuleWebhooks { assetWebhooks(first: 500) { edges { node { webhookId: backendId changeKind callbackUrl } } } }"): (typeof documents)["query AssetRuleWebhooks { assetWebhooks(first: 500) { edges { node { webhookId: backendId changeKind callbackUrl } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetRuleCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation AssetRuleCreateWebhook($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreateExpenseItem($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreateExpenseItem($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleExpenseItem($id: ID!) { node(id: $id) { __typename ... on ExpenseItem { amount { amount currencyCode } date assignable { __typename } } } }"): (typeof documents)["query ResourceRuleExpenseItem($id: ID!) { node(id: $id) { __typename ... on ExpenseItem { amount { amount currencyCode } date assignable { __typename } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId allocationMode percent hoursPerDay fixedHours assignable { ... on Project { projectId: backendId } } } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id assignmentId: backendId allocationMode percent hoursPerDay fixedHours assignable { ... on Project { projectId: backendId } } } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleAssignment($id: ID!) { node(id: $id) { __typename ... on Assignment { id assignmentId: backendId allocationMode percent hoursPerDay fixedHours assignable { ... on Project { projectId: backendId } } } } }"): (typeof documents)["query ResourceRuleAssignment($id: ID!) { node(id: $id) { __typename ... on Assignment { id assignmentId: backendId allocationMode percent hoursPerDay fixedHours assignable { ... on Project { projectId: backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleUpdateAssignment($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { assignmentId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleUpdateAssignment($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { assignmentId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleRetargetAssignment($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { assignmentId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleRetargetAssignment($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { assignmentId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreateBudgetItem($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { budgetItemId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreateBudgetItem($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { budgetItemId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleBudgetItem($id: ID!) { budgetItem(id: $id) { itemType } }"): (typeof documents)["query ResourceRuleBudgetItem($id: ID!) { budgetItem(id: $id) { itemType } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleUpdateCustomField($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { customFieldId: backendId name description options defaultValue isVisibleOnInfoPage isVisibleAsFilter } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleUpdateCustomField($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { customFieldId: backendId name description options defaultValue isVisibleOnInfoPage isVisibleAsFilter } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleCustomField($id: ID!) { customField(id: $id) { customFieldId: backendId name description options defaultValue isVisibleOnInfoPage isVisibleAsFilter } }"): (typeof documents)["query ResourceRuleCustomField($id: ID!) { customField(id: $id) { customFieldId: backendId name description options defaultValue isVisibleOnInfoPage isVisibleAsFilter } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleDeleteCustomField($input: DeleteCustomFieldInput!) { deleteCustomField(input: $input) { deletedCustomFieldId userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleDeleteCustomField($input: DeleteCustomFieldInput!) { deleteCustomField(input: $input) { deletedCustomFieldId userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleProjectFieldValues($id: ID!) { project(id: $id) { customFieldValues { customFieldId: backendId } } }"): (typeof documents)["query ResourceRuleProjectFieldValues($id: ID!) { project(id: $id) { customFieldValues { customFieldId: backendId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreateRatedProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreateRatedProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleAccountBillRates { billRates(first: 500) { edges { node { rate { amount currencyCode } } } } }"): (typeof documents)["query ResourceRuleAccountBillRates { billRates(first: 500) { edges { node { rate { amount currencyCode } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleProjectBillRates($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { rate { amount currencyCode } person { id } } } } } }"): (typeof documents)["query ResourceRuleProjectBillRates($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { rate { amount currencyCode } person { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleAssignables { assignables(first: 500) { edges { node { __typename ... on Project { projectId: backendId } } } } }"): (typeof documents)["query ResourceRuleAssignables { assignables(first: 500) { edges { node { __typename ... on Project { projectId: backendId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreateRatedPhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreateRatedPhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRulePhaseBillRates($id: ID!) { project(id: $id) { phases(first: 10) { edges { node { phaseId: backendId billRates(first: 500) { edges { node { billRateId: backendId rate { amount currencyCode } } } } } } } } }"): (typeof documents)["query ResourceRulePhaseBillRates($id: ID!) { project(id: $id) { phases(first: 10) { edges { node { phaseId: backendId billRates(first: 500) { edges { node { billRateId: backendId rate { amount currencyCode } } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreateAvailability($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { availabilityId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreateAvailability($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { availabilityId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreatePlaceholderExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreatePlaceholderExpense($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleProjectIds { projects(first: 500) { edges { node { projectId: backendId } } } }"): (typeof documents)["query ResourceRuleProjectIds { projects(first: 500) { edges { node { projectId: backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRulePhases($id: ID!) { project(id: $id) { phases(first: 50) { edges { node { phaseId: backendId project { projectId: backendId } } } } } }"): (typeof documents)["query ResourceRulePhases($id: ID!) { project(id: $id) { phases(first: 50) { edges { node { phaseId: backendId project { projectId: backendId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleProject($id: ID!) { project(id: $id) { projectId: backendId name archived } node: project(id: $id) { __typename } }"): (typeof documents)["query ResourceRuleProject($id: ID!) { project(id: $id) { projectId: backendId name archived } node: project(id: $id) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreatePhase($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleArchiveProject($input: ProjectIdInput!) { archiveProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleArchiveProject($input: ProjectIdInput!) { archiveProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleUnarchiveProject($input: ProjectIdInput!) { unarchiveProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleUnarchiveProject($input: ProjectIdInput!) { unarchiveProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleUpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleUpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { project { projectId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleDeletePhase($input: DeletePhaseInput!) { deletePhase(input: $input) { deletedPhaseId userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleDeletePhase($input: DeletePhaseInput!) { deletePhase(input: $input) { deletedPhaseId userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleApprovals { approvals(first: 500) { edges { node { approvalId: backendId expenseItem { approvableId: backendId } timeEntryBackendId status } } } }"): (typeof documents)["query ResourceRuleApprovals { approvals(first: 500) { edges { node { approvalId: backendId expenseItem { approvableId: backendId } timeEntryBackendId status } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleSubmitForApproval($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { approvalId: backendId status } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleSubmitForApproval($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { approvalId: backendId status } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { approvalId: backendId status } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleApprove($input: ApprovablesInput!) { approve(input: $input) { approvals { approvalId: backendId status } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleDeleteApproval($input: DeleteApprovalInput!) { deleteApproval(input: $input) { deletedApprovalId userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleDeleteApproval($input: DeleteApprovalInput!) { deleteApproval(input: $input) { deletedApprovalId userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResourceRuleApiTokens { apiTokens(first: 100) { edges { node { apiTokenId: backendId title } } } }"): (typeof documents)["query ResourceRuleApiTokens { apiTokens(first: 100) { edges { node { apiTokenId: backendId title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleRenewApiToken($input: ApiTokenIdInput!) { renewApiToken(input: $input) { apiToken { apiTokenId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleRenewApiToken($input: ApiTokenIdInput!) { renewApiToken(input: $input) { apiToken { apiTokenId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResourceRuleCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { apiTokenId: backendId } userErrors { code errorCode field message } } }"): (typeof documents)["mutation ResourceRuleCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { apiTokenId: backendId } userErrors { code errorCode field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookRuleCreate($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId enabled status events } userErrors { field code errorCode } } }"): (typeof documents)["mutation WebhookRuleCreate($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { backendId enabled status events } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookRuleUpdate($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { backendId enabled status events } userErrors { field code errorCode } } }"): (typeof documents)["mutation WebhookRuleUpdate($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { backendId enabled status events } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookRuleWebhook($id: ID!) { webhook(id: $id) { backendId enabled status events } }"): (typeof documents)["query WebhookRuleWebhook($id: ID!) { webhook(id: $id) { backendId enabled status events } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookRuleList($first: Int) { webhooks(first: $first) { edges { node { backendId } } } }"): (typeof documents)["query WebhookRuleList($first: Int) { webhooks(first: $first) { edges { node { backendId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookRuleUpgradeSeat($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { planMembership { seatType } userErrors { field code errorCode } } }"): (typeof documents)["mutation WebhookRuleUpgradeSeat($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { planMembership { seatType } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookRuleDowngradeSeat($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { planMembership { seatType } userErrors { field code errorCode } } }"): (typeof documents)["mutation WebhookRuleDowngradeSeat($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { planMembership { seatType } userErrors { field code errorCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorldSheetGlobalId($id: ID!) { node: sheet(id: $id) { id } }"): (typeof documents)["query WorldSheetGlobalId($id: ID!) { node: sheet(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorldUserGlobalId($id: ID!) { node: user(id: $id) { id } }"): (typeof documents)["query WorldUserGlobalId($id: ID!) { node: user(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorldWorkspaceGlobalId($id: ID!) { node: workspace(id: $id) { id } }"): (typeof documents)["query WorldWorkspaceGlobalId($id: ID!) { node: workspace(id: $id) { id } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;