// The last line of defence of one GraphQL request: a cap on the upstream calls it may make. The
// rest-client spends one unit before every attempt; past the cap it refuses the call before sending it.
import { UpstreamError, type BackendName } from '../errors.js';

export class UpstreamBudget {
  private spent = 0;

  /** `limit` calls (retries included); 0 means no cap. */
  constructor(readonly limit: number) {}

  /** Calls made so far. */
  get calls(): number {
    return this.spent;
  }

  /** Takes one call, or throws UPSTREAM_BUDGET_EXCEEDED without calling. */
  spend(backend: BackendName): void {
    if (this.limit > 0 && this.spent >= this.limit) {
      throw new UpstreamError(
        backend,
        0,
        `this request reached its budget of ${this.limit} upstream calls (MAX_UPSTREAM_CALLS_PER_REQUEST); the call was not made: ask for less, or split the request`,
        null,
        null,
        'budget',
      );
    }
    this.spent++;
  }
}
