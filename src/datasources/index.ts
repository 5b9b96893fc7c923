// The three datasources of one request, bound to that request's credentials.
import type { GatewayConfig } from '../config.js';
import { ResourcePlanningPlaceholdersApi } from './resource-planning/placeholders-api.js';
import type { Credentials } from './credentials.js';
import { DigitalAssetApi } from './digital-asset/api.js';
import { DigitalAssetUploadsApi } from './digital-asset/uploads-api.js';
import { DigitalAssetWebhooksApi } from './digital-asset/webhooks-api.js';
import { DigitalAssetCustomFieldsApi } from './digital-asset/custom-fields-api.js';
import { ResourcePlanningApi } from './resource-planning/api.js';
import { ResourcePlanningApprovalsApi } from './resource-planning/approvals-api.js';
import { ResourcePlanningAssignmentsApi } from './resource-planning/assignments-api.js';
import { ResourcePlanningExpensesApi } from './resource-planning/expenses-api.js';
import { ResourcePlanningProjectsApi } from './resource-planning/projects-api.js';
import { ResourcePlanningRatesApi } from './resource-planning/rates-api.js';
import { ResourcePlanningBudgetsApi } from './resource-planning/budgets-api.js';
import { ResourcePlanningCustomFieldsApi } from './resource-planning/custom-fields-api.js';
import { ResourcePlanningAvailabilityApi } from './resource-planning/availability-api.js';
import { ResourcePlanningReferenceApi } from './resource-planning/reference-api.js';
import { ResourcePlanningApiTokensApi } from './resource-planning/api-tokens-api.js';
import { CircuitBreakers } from './circuit-breaker.js';
import { Pacer, type PacingLimits, type RequestPacer } from './pacing.js';
import { UpstreamCallCounter } from './rest-client.js';
import type { UpstreamCallRecord } from '../observability/metrics.js';
import type { BackendName } from '../errors.js';
import { WorkManagementApi } from './work-management/api.js';
import { WorkManagementAttachmentsApi } from './work-management/attachments-api.js';
import { WorkManagementAccountApi } from './work-management/account-api.js';
import { WorkManagementContainersApi } from './work-management/containers-api.js';
import { WorkManagementSharingApi } from './work-management/sharing-api.js';
import { WorkManagementWebhooksApi } from './work-management/webhooks-api.js';
import { SheetContentApi } from './work-management/sheet-content-api.js';
import { createUpstreamTransports, type UpstreamTransports } from './upstream-transports.js';

export interface Datasources {
  workManagement: WorkManagementApi;
  /** Users (writes, plans, alternate emails) and the token endpoint. */
  workManagementAccount: WorkManagementAccountApi;
  /** Folders, workspaces (children, writes) and dashboards. */
  workManagementContainers: WorkManagementContainersApi;
  /** The /shares endpoints. */
  workManagementSharing: WorkManagementSharingApi;
  /** Webhooks. */
  workManagementWebhooks: WorkManagementWebhooksApi;
  /** Rows, columns, automation rules, search, cell history and images. */
  workManagementContent: SheetContentApi;
  /** Attachments, discussions, comments and file uploads. */
  workManagementAttachments: WorkManagementAttachmentsApi;
  resourcePlanning: ResourcePlanningApi;
  /** Project and phase writes. */
  resourcePlanningProjects: ResourcePlanningProjectsApi;
  /** Assignments in their three scopes, subtasks, assignables. */
  resourcePlanningAssignments: ResourcePlanningAssignmentsApi;
  /** Approvals of time entries and expense items. */
  resourcePlanningApprovals: ResourcePlanningApprovalsApi;
  /** Expense items. */
  resourcePlanningExpenses: ResourcePlanningExpensesApi;
  /** Bill rates (account, project, phase). */
  resourcePlanningRates: ResourcePlanningRatesApi;
  /** Budget items and expense-item / time-entry categories. */
  resourcePlanningBudgets: ResourcePlanningBudgetsApi;
  /** Custom fields and their values on projects and people. */
  resourcePlanningCustomFields: ResourcePlanningCustomFieldsApi;
  /** Availabilities of people. */
  resourcePlanningAvailability: ResourcePlanningAvailabilityApi;
  resourcePlanningPlaceholders: ResourcePlanningPlaceholdersApi;
  /** Disciplines and holidays (read-only). */
  resourcePlanningReference: ResourcePlanningReferenceApi;
  /** API tokens of the organization. */
  resourcePlanningApiTokens: ResourcePlanningApiTokensApi;
  digitalAsset: DigitalAssetApi;
  /** Upload requests, the storage bucket and asset creation. */
  digitalAssetUploads: DigitalAssetUploadsApi;
  /** Webhook subscriptions. */
  digitalAssetWebhooks: DigitalAssetWebhooksApi;
  /** Custom field keys of libraries and the values of assets. */
  digitalAssetCustomFields: DigitalAssetCustomFieldsApi;
}

/** Base URLs actually in use (configured, or the embedded emulators'). */
export interface BackendUrls {
  workManagement: string;
  resourcePlanning: string;
  digitalAsset: string;
}

/** What all requests of one process share about the backends: call counts, pacing windows, breakers, connections. */
export interface UpstreamShared {
  counter: UpstreamCallCounter;
  pacer: RequestPacer;
  breakers: CircuitBreakers;
  /** The undici pools of reads and the got client of writes, with the answer limit. */
  transports: UpstreamTransports;
  /** Told about every upstream call (metrics, debug logs); set by the server. */
  observe?: (call: UpstreamCallRecord) => void;
  /** Starts a trace span per upstream call; set per request when tracing is on. */
  traceCall?: (backend: BackendName, method: string, operation: string) => (status: number) => void;
  /** Told when a request's upstream call starts and ends; set per request (batches wait on it). */
  beginCall?: () => () => void;
  /** The request's upstream budget; set per request. */
  budget?: { spend(backend: BackendName): void };
}

/** Per-minute budgets per backend, and the named buckets of Document 1 (30 per minute and token). */
export function pacingLimits(config: GatewayConfig): PacingLimits {
  return {
    perMinute: {
      'work-management': config.rateLimits.workManagement,
      'resource-planning': config.rateLimits.resourcePlanning,
      'digital-asset': config.rateLimits.digitalAsset,
    },
    buckets: { 'attachment-post': 30, 'cell-history': 30 },
  };
}

/** The shared upstream state; `pacer` replaces the in-memory one (a shared budget across instances). */
export function createUpstreamShared(config: GatewayConfig, pacer?: RequestPacer): UpstreamShared {
  return {
    counter: new UpstreamCallCounter(),
    pacer: pacer ?? new Pacer(pacingLimits(config)),
    breakers: new CircuitBreakers(config.breaker),
    // Every request's reads share one pool per backend origin (UPSTREAM_CONNECTIONS).
    transports: createUpstreamTransports({
      connections: config.upstreamConnections,
      maxBodyBytes: config.upstreamMaxBodyBytes,
    }),
  };
}

/** The datasources of one request; `deadline` (epoch ms) bounds every wait, retry and timeout. */
export function createDatasources(
  config: GatewayConfig,
  urls: BackendUrls,
  credentials: Credentials,
  shared: UpstreamShared,
  deadline: number,
): Datasources {
  const common = { timeoutMs: config.upstreamTimeoutMs, retries: config.upstreamRetries, ...shared, deadline };
  // One set of client options per backend.
  const wm = { ...common, baseUrl: urls.workManagement };
  const rp = { ...common, baseUrl: urls.resourcePlanning };
  const da = { ...common, baseUrl: urls.digitalAsset };
  return {
    workManagement: new WorkManagementApi(credentials.workManagement, wm),
    workManagementAccount: new WorkManagementAccountApi(credentials.workManagement, wm),
    workManagementContainers: new WorkManagementContainersApi(credentials.workManagement, wm),
    workManagementSharing: new WorkManagementSharingApi(credentials.workManagement, wm),
    workManagementWebhooks: new WorkManagementWebhooksApi(credentials.workManagement, wm),
    workManagementContent: new SheetContentApi(credentials.workManagement, wm),
    workManagementAttachments: new WorkManagementAttachmentsApi(
      credentials.workManagement,
      wm,
      config.workManagementDeployment,
    ),
    resourcePlanning: new ResourcePlanningApi(credentials.resourcePlanning, rp),
    resourcePlanningProjects: new ResourcePlanningProjectsApi(credentials.resourcePlanning, rp),
    resourcePlanningAssignments: new ResourcePlanningAssignmentsApi(credentials.resourcePlanning, rp),
    resourcePlanningApprovals: new ResourcePlanningApprovalsApi(credentials.resourcePlanning, rp),
    resourcePlanningExpenses: new ResourcePlanningExpensesApi(credentials.resourcePlanning, rp),
    resourcePlanningRates: new ResourcePlanningRatesApi(credentials.resourcePlanning, rp),
    resourcePlanningBudgets: new ResourcePlanningBudgetsApi(credentials.resourcePlanning, rp),
    resourcePlanningCustomFields: new ResourcePlanningCustomFieldsApi(credentials.resourcePlanning, rp),
    resourcePlanningAvailability: new ResourcePlanningAvailabilityApi(credentials.resourcePlanning, rp),
    resourcePlanningPlaceholders: new ResourcePlanningPlaceholdersApi(credentials.resourcePlanning, rp),
    resourcePlanningReference: new ResourcePlanningReferenceApi(credentials.resourcePlanning, rp),
    resourcePlanningApiTokens: new ResourcePlanningApiTokensApi(credentials.resourcePlanning, rp),
    digitalAsset: new DigitalAssetApi(credentials.digitalAsset, da),
    digitalAssetUploads: new DigitalAssetUploadsApi(credentials.digitalAsset, da, config.digitalAssetUploads),
    digitalAssetWebhooks: new DigitalAssetWebhooksApi(
      credentials.digitalAsset,
      da,
      config.digitalAsset.webhooksBaseUrl,
    ),
    digitalAssetCustomFields: new DigitalAssetCustomFieldsApi(credentials.digitalAsset, da),
  };
}
