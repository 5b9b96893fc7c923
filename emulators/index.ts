// Starts the three backend emulators together, with their demo credentials.
import type { RunningEmulator } from './kit/http-emulator.js';
import { DIGITAL_ASSET_HARBOR_TOKEN, DIGITAL_ASSET_TOKEN, startDigitalAssetEmulator } from './digital-asset/index.js';
import { RESOURCE_PLANNING_TOKEN, startResourcePlanningEmulator } from './resource-planning/index.js';
import { WORK_MANAGEMENT_TOKENS, startWorkManagementEmulator } from './work-management/index.js';
import { resourcePlanningProjectIds, workManagementJoinKeys } from './join-keys.js';

export { DIGITAL_ASSET_HARBOR_TOKEN, DIGITAL_ASSET_TOKEN, RESOURCE_PLANNING_TOKEN, WORK_MANAGEMENT_TOKENS };
export type { RunningEmulator };

export interface EmulatorOptions {
  latencyMs?: number;
  /** The port of each backend's emulator (0 or none: a free port). */
  ports?: Partial<Record<EmulatedBackend, number>>;
  /** Development setting: webhooks may call back to loopback addresses (the embedded default). */
  allowLoopbackCallbacks?: boolean;
}

/** Starts the emulator of one backend on a free 127.0.0.1 port (or `port`). */
export const EMULATOR_STARTERS = {
  workManagement: (options: EmulatorOptions & { port?: number } = {}) => startWorkManagementEmulator(options),
  resourcePlanning: (options: EmulatorOptions & { port?: number } = {}) => startResourcePlanningEmulator(options),
  digitalAsset: (options: EmulatorOptions & { port?: number } = {}) => startDigitalAssetEmulator(options),
} as const;

/** The demo credential of each backend (work management: the System Admin's token). */
export const DEMO_TOKENS = {
  workManagement: WORK_MANAGEMENT_TOKENS.admin,
  resourcePlanning: RESOURCE_PLANNING_TOKEN,
  digitalAsset: DIGITAL_ASSET_TOKEN,
} as const;

export interface RunningEmulators {
  workManagement: RunningEmulator;
  resourcePlanning: RunningEmulator;
  digitalAsset: RunningEmulator;
  close(): Promise<void>;
}

export type EmulatedBackend = 'workManagement' | 'resourcePlanning' | 'digitalAsset';

/**
 * Starts the emulators of the given backends (on free ports unless `options.ports` says otherwise). Started together, they share the demo
 * join keys: projects name work-management sheets, assets name sheets, rows and projects.
 */
export async function startEmulators(
  which: readonly EmulatedBackend[],
  options: EmulatorOptions = {},
): Promise<Partial<Record<EmulatedBackend, RunningEmulator>>> {
  const started: Partial<Record<EmulatedBackend, RunningEmulator>> = {};
  try {
    const ports = options.ports ?? {};
    if (which.includes('workManagement'))
      started.workManagement = await startWorkManagementEmulator({
        latencyMs: options.latencyMs,
        port: ports.workManagement,
      });
    const wmKeys = started.workManagement
      ? await workManagementJoinKeys(started.workManagement, DEMO_TOKENS.workManagement)
      : { sheetIds: [], sheetRows: [] };
    if (which.includes('resourcePlanning'))
      started.resourcePlanning = await startResourcePlanningEmulator({
        latencyMs: options.latencyMs,
        sheetIds: wmKeys.sheetIds,
        port: ports.resourcePlanning,
      });
    const projectIds = started.resourcePlanning
      ? await resourcePlanningProjectIds(started.resourcePlanning, DEMO_TOKENS.resourcePlanning)
      : [];
    if (which.includes('digitalAsset'))
      started.digitalAsset = await startDigitalAssetEmulator({
        latencyMs: options.latencyMs,
        allowLoopbackCallbacks: options.allowLoopbackCallbacks,
        joinTargets: { sheetRows: wmKeys.sheetRows, projectIds },
        port: ports.digitalAsset,
      });
    return started;
  } catch (error) {
    await Promise.all(Object.values(started).map((e) => e.close()));
    throw error;
  }
}

/** Starts all three emulators (on free ports unless `options.ports` says otherwise), sharing the demo join keys. */
export async function startAllEmulators(options: EmulatorOptions = {}): Promise<RunningEmulators> {
  const { workManagement, resourcePlanning, digitalAsset } = (await startEmulators(
    ['workManagement', 'resourcePlanning', 'digitalAsset'],
    options,
  )) as Required<Record<EmulatedBackend, RunningEmulator>>;
  return {
    workManagement,
    resourcePlanning,
    digitalAsset,
    close: async () => {
      await Promise.all([workManagement.close(), resourcePlanning.close(), digitalAsset.close()]);
    },
  };
}
