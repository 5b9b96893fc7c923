// Fault injection for the emulators: per backend and per route, answer with 429s or 5xx (500, 503,
// and the 502 a proxy in front of the service answers), answer slowly, never answer, drop the connection, or drop it after the change was applied, at given
// rates drawn from a seeded generator so that a run can be repeated.
import { seededRandom } from './random.js';

/** Rates are probabilities in [0, 1] for each matching request; the first matching rule applies. */
export interface FaultRule {
  /** Only this HTTP method (default: any). */
  method?: string;
  /** Only this route template, e.g. `/users/{userId}` (default: any). */
  template?: string;
  /** Answer 429 with the backend's rate-limit body and Retry-After. */
  rateLimited?: number;
  /** Answer 500 with the backend's transient-error body. */
  serverError?: number;
  /** Answer 503 (maintenance / unavailable). */
  unavailable?: number;
  /** Answer 502 with a proxy's HTML page, as a load balancer does when the service behind it fails. */
  badGateway?: number;
  /** Close the connection without answering. */
  drop?: number;
  /** Never answer (the client's timeout decides). */
  timeout?: number;
  /** Answer after `slowMs` extra milliseconds. */
  slow?: number;
  slowMs?: number;
  /** Run the handler (the change is applied), then close the connection without answering. */
  dropAfterApply?: number;
  /** Retry-After seconds sent with injected 429s (default 1). */
  retryAfterSeconds?: number;
  /** Inject at most this many faults with this rule, then let requests through (default: no limit). */
  times?: number;
}

export interface FaultPlan {
  seed?: number;
  rules: FaultRule[];
}

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'server-error' }
  | { kind: 'unavailable' }
  | { kind: 'bad-gateway' }
  | { kind: 'drop' }
  | { kind: 'timeout' }
  | { kind: 'slow'; ms: number }
  | { kind: 'drop-after-apply' };

const KINDS = [
  'rateLimited',
  'serverError',
  'unavailable',
  'badGateway',
  'drop',
  'timeout',
  'slow',
  'dropAfterApply',
] as const;

export class FaultInjector {
  private rules: FaultRule[] = [];
  private random: () => number = seededRandom(1);
  /** How many of each fault were injected since the plan was set. */
  readonly injected: Record<string, number> = {};

  /** Replaces the plan; an empty rule list turns injection off. */
  configure(plan: FaultPlan): void {
    this.rules = plan.rules ?? [];
    this.random = seededRandom(plan.seed ?? 1);
    for (const key of Object.keys(this.injected)) delete this.injected[key];
  }

  get active(): boolean {
    return this.rules.length > 0;
  }

  /** Decides the fate of one request. */
  decide(method: string, template: string): FaultDecision {
    const rule = this.rules.find(
      (r) =>
        (r.times === undefined || r.times > 0) &&
        (!r.method || r.method === method) &&
        (!r.template || r.template === template),
    );
    if (!rule) return { kind: 'none' };
    let draw = this.random();
    for (const kind of KINDS) {
      const rate = rule[kind] ?? 0;
      if (draw < rate) {
        this.injected[kind] = (this.injected[kind] ?? 0) + 1;
        if (rule.times !== undefined) rule.times--;
        switch (kind) {
          case 'rateLimited':
            return { kind: 'rate-limited', retryAfterSeconds: rule.retryAfterSeconds ?? 1 };
          case 'serverError':
            return { kind: 'server-error' };
          case 'unavailable':
            return { kind: 'unavailable' };
          case 'badGateway':
            return { kind: 'bad-gateway' };
          case 'drop':
            return { kind: 'drop' };
          case 'timeout':
            return { kind: 'timeout' };
          case 'slow':
            return { kind: 'slow', ms: rule.slowMs ?? 1000 };
          case 'dropAfterApply':
            return { kind: 'drop-after-apply' };
        }
      }
      draw -= rate;
    }
    return { kind: 'none' };
  }
}
