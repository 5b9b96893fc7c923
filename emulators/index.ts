// Starts the three backend emulators together, with their demo credentials.
import type { RunningEmulator } from './kit/http-emulator.js';
import { DIGITAL_ASSET_TOKEN, startDigitalAssetEmulator } from './digital-asset/index.js';
import { RESOURCE_PLANNING_TOKEN, startResourcePlanningEmulator } from './resource-planning/index.js';
import { WORK_MANAGEMENT_TOKENS, startWorkManagementEmulator } from './work-management/index.js';

export { DIGITAL_ASSET_TOKEN, RESOURCE_PLANNING_TOKEN, WORK_MANAGEMENT_TOKENS };
export type { RunningEmulator };

export interface EmulatorOptions {
  latencyMs?: number;
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

/** Starts all three emulators on free ports. */
export async function startAllEmulators(options: EmulatorOptions = {}): Promise<RunningEmulators> {
  const [workManagement, resourcePlanning, digitalAsset] = await Promise.all([
    EMULATOR_STARTERS.workManagement(options),
    EMULATOR_STARTERS.resourcePlanning(options),
    EMULATOR_STARTERS.digitalAsset(options),
  ]);
  return {
    workManagement,
    resourcePlanning,
    digitalAsset,
    close: async () => {
      await Promise.all([workManagement.close(), resourcePlanning.close(), digitalAsset.close()]);
    },
  };
}
