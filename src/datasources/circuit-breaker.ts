// One circuit breaker per backend: after a run of failures (no answer, or 5xx) calls fail fast for
// a cooldown instead of piling up on a backend that is down; then one probe decides whether it is back.
// Every call holds a permit that it settles: success, failure, or release when it ends without an
// answer to judge by (pacing refused it, its deadline passed), so a dropped probe never wedges the breaker.
import { UpstreamError, type BackendName } from '../errors.js';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Consecutive failures that open the breaker. */
  failureThreshold: number;
  /** How long it stays open before a probe is let through. */
  cooldownMs: number;
}

/** What a call admitted by the breaker must report, once; later reports are ignored. */
export interface BreakerPermit {
  /** The backend answered (anything below 500). */
  success(): void;
  /** No answer, or a 5xx. */
  failure(): void;
  /** The call ended without an answer to judge by; a probe lets the next call probe instead. */
  release(): void;
}

interface Circuit {
  state: BreakerState;
  failures: number;
  openedAt: number;
  /** The permit of the probe in flight, if any. */
  probe: object | null;
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
      circuit = { state: 'closed', failures: 0, openedAt: 0, probe: null };
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

  /**
   * Admits one call, or throws UPSTREAM_UNAVAILABLE without calling while the backend's breaker is
   * open. After the cooldown one call at a time is admitted as the probe.
   */
  admit(backend: BackendName): BreakerPermit {
    const circuit = this.circuit(backend);
    if (circuit.state === 'closed') return this.permit(backend, null);
    const cooledDown = this.now() - circuit.openedAt >= this.options.cooldownMs;
    if (cooledDown && circuit.probe === null) {
      circuit.state = 'half-open';
      const token = {};
      circuit.probe = token;
      return this.permit(backend, token);
    }
    const retryIn = Math.max(1, Math.ceil((circuit.openedAt + this.options.cooldownMs - this.now()) / 1000));
    throw new UpstreamError(
      backend,
      0,
      `the backend is failing; calls are paused (retry in about ${retryIn} s)`,
      null,
      null,
      'circuit-open',
      retryIn,
    );
  }

  private permit(backend: BackendName, probe: object | null): BreakerPermit {
    let open = true;
    const settle = (outcome: (circuit: Circuit) => void) => (): void => {
      if (!open) return;
      open = false;
      const circuit = this.circuit(backend);
      if (probe !== null && circuit.probe === probe) circuit.probe = null;
      outcome(circuit);
    };
    return {
      success: settle((circuit) => this.recordSuccess(circuit)),
      failure: settle((circuit) => this.recordFailure(circuit, probe !== null)),
      // A released probe leaves the breaker as it was (open, cooled down): the next call probes.
      release: settle(() => {}),
    };
  }

  private recordSuccess(circuit: Circuit): void {
    circuit.state = 'closed';
    circuit.failures = 0;
    circuit.probe = null;
  }

  private recordFailure(circuit: Circuit, wasProbe: boolean): void {
    circuit.failures++;
    if (wasProbe || circuit.state === 'half-open' || circuit.failures >= this.options.failureThreshold) {
      circuit.state = 'open';
      circuit.openedAt = this.now();
    }
  }
}
