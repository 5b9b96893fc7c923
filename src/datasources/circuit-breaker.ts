// One circuit breaker per backend: after a run of failures (no answer, or 5xx) calls fail fast for
// a cooldown instead of piling up on a backend that is down; then one probe decides whether it is back.
import { UpstreamError, type BackendName } from '../errors.js';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Consecutive failures that open the breaker. */
  failureThreshold: number;
  /** How long it stays open before a probe is let through. */
  cooldownMs: number;
}

interface Circuit {
  state: BreakerState;
  failures: number;
  openedAt: number;
  probing: boolean;
}

export class CircuitBreakers {
  private readonly circuits = new Map<BackendName, Circuit>();

  constructor(
    private readonly options: BreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private circuit(backend: BackendName): Circuit {
    let circuit = this.circuits.get(backend);
    if (!circuit) {
      circuit = { state: 'closed', failures: 0, openedAt: 0, probing: false };
      this.circuits.set(backend, circuit);
    }
    return circuit;
  }

  /** The state of a backend's breaker (a metric). */
  state(backend: BackendName): BreakerState {
    const circuit = this.circuit(backend);
    if (circuit.state === 'open' && this.now() - circuit.openedAt >= this.options.cooldownMs) return 'half-open';
    return circuit.state;
  }

  /** Throws UPSTREAM_UNAVAILABLE without calling when the backend's breaker is open. */
  check(backend: BackendName): void {
    const circuit = this.circuit(backend);
    if (circuit.state === 'closed') return;
    const cooledDown = this.now() - circuit.openedAt >= this.options.cooldownMs;
    if (cooledDown && !circuit.probing) {
      circuit.state = 'half-open';
      circuit.probing = true;
      return;
    }
    const retryIn = Math.max(1, Math.ceil((circuit.openedAt + this.options.cooldownMs - this.now()) / 1000));
    throw new UpstreamError(backend, 0, `the backend is failing; calls are paused (retry in about ${retryIn} s)`, null, null, 'circuit-open', retryIn);
  }

  /** Records an answered call. */
  success(backend: BackendName): void {
    const circuit = this.circuit(backend);
    circuit.state = 'closed';
    circuit.failures = 0;
    circuit.probing = false;
  }

  /** Records a call that got no answer or a 5xx. */
  failure(backend: BackendName): void {
    const circuit = this.circuit(backend);
    circuit.failures++;
    circuit.probing = false;
    if (circuit.state === 'half-open' || circuit.failures >= this.options.failureThreshold) {
      circuit.state = 'open';
      circuit.openedAt = this.now();
    }
  }
}
