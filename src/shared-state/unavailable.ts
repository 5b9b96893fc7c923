// What a Redis-backed store throws when Redis cannot be used right now, and the gate every Redis
// command on the request path goes through: a caller that gets SharedStateUnavailable takes its
// per-instance fallback (a cache miss, a budget of this instance, local delivery, a scan).

/** What Redis is used for on the request path (a metric label). */
export type SharedStateUse =
  'response-cache' | 'persisted-queries' | 'pacer' | 'caller-limit' | 'pubsub' | 'dedupe' | 'join-index';

export class SharedStateUnavailable extends Error {
  constructor(
    readonly use: SharedStateUse,
    cause?: unknown,
  ) {
    super(`shared state unavailable (${use})`, cause === undefined ? undefined : { cause });
    this.name = 'SharedStateUnavailable';
  }
}

export interface SharedStateGate {
  /**
   * Runs one command; throws SharedStateUnavailable at once while Redis is away, or when the command
   * fails or takes longer than `timeoutMs` (default: `REDIS_COMMAND_TIMEOUT_MS`).
   */
  run<T>(use: SharedStateUse, command: () => Promise<T>, timeoutMs?: number): Promise<T>;
}

/** Runs commands as they are, errors unchanged: for stores driven directly (the store contract tests). */
export const UNGUARDED: SharedStateGate = { run: (_use, command) => command() };

/**
 * The command's result through `gate`, or `fallback()` when Redis cannot be used right now.
 *
 * @example const text = await withFallback(gate, 'response-cache', () => redis.get(key), () => null);
 */
export async function withFallback<T>(
  gate: SharedStateGate,
  use: SharedStateUse,
  command: () => Promise<T>,
  fallback: () => T | Promise<T>,
): Promise<T> {
  try {
    return await gate.run(use, command);
  } catch (error) {
    if (error instanceof SharedStateUnavailable) return fallback();
    throw error;
  }
}
