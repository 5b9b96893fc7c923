// Which upstream calls of one request are still waiting for their answer: lets a batch wait for
// exactly the sibling answers that can still add keys to it, instead of guessing with a timer.

/**
 * Tracks the upstream calls of one request. A batch scheduled with `afterEarlierCalls` is sent once
 * every call that was already under way when its first key arrived has answered (and the resolvers
 * fed by that answer have run), so keys from parallel sibling lists (one assignment page per project,
 * one asset page per section) share one call, and calls started later (such as the batch's own
 * neighbours) are not waited for. `maxWaitMs` bounds the wait when an unrelated slow call is under way.
 */
export class UpstreamActivity {
  private started = 0;
  private readonly underWay = new Set<number>();
  private waiters: Array<() => void> = [];

  constructor(private readonly maxWaitMs: number) {}

  /** Marks a call as started; the returned function marks it answered (or failed). */
  readonly begin = (): (() => void) => {
    const id = ++this.started;
    this.underWay.add(id);
    return () => {
      if (!this.underWay.delete(id)) return;
      const waiters = this.waiters;
      this.waiters = [];
      for (const wake of waiters) wake();
    };
  };

  /** A DataLoader `batchScheduleFn`: dispatches after the calls under way now have answered. */
  readonly afterEarlierCalls = (dispatch: () => void): void => {
    const horizon = this.started;
    let sent = false;
    const send = (): void => {
      if (sent) return;
      sent = true;
      clearTimeout(timer);
      dispatch();
    };
    const timer = setTimeout(send, this.maxWaitMs);
    const check = (): void => {
      if (sent) return;
      // After the answer's own continuations (microtasks) have run: they are what adds keys.
      if (this.oldestUnderWay() > horizon) setImmediate(send);
      else this.waiters.push(check);
    };
    check();
  };

  private oldestUnderWay(): number {
    let oldest = Number.POSITIVE_INFINITY;
    for (const id of this.underWay) if (id < oldest) oldest = id;
    return oldest;
  }
}
