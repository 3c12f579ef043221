import { bulkhead, BulkheadRejectedError, TaskCancelledError } from 'cockatiel';
import type { BulkheadPolicy } from 'cockatiel';
import { ErrorCode, gatewayError } from '../../errors.ts';

export interface BulkheadSettings {
  /** Calls to one legacy endpoint in flight at most. */
  limit: number;
  /** Calls to it waiting for a free place at most; one more fails at once. */
  queue: number;
}

function timedOut(): Error {
  return gatewayError(ErrorCode.UPSTREAM_TIMEOUT, 'The legacy API did not answer in time');
}

/** Rejects when `deadline` ends (cockatiel leaves a waiting call queued until a place frees). */
function untilDeadline(deadline: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (deadline.aborted) reject(timedOut());
    else deadline.addEventListener('abort', () => reject(timedOut()), { once: true });
  });
}

/**
 * A cap on the calls in flight per legacy endpoint (cockatiel's bulkhead): one endpoint that
 * hangs holds `limit` connections at most, and the rest of the pool stays for the others. A
 * call beyond the cap waits for a place, within its own deadline; beyond the queue it fails at
 * once with UPSTREAM_UNAVAILABLE (`busy`, `retryAfter`) rather than pile up.
 */
export class UpstreamBulkheads {
  private readonly bulkheads = new Map<string, BulkheadPolicy>();

  constructor(private readonly settings: BulkheadSettings) {}

  /** Runs one call in its endpoint's bulkhead; `deadline` ends its wait for a place. */
  async run<T>(call: string, deadline: AbortSignal, send: () => Promise<T>): Promise<T> {
    let policy = this.bulkheads.get(call);
    if (!policy) {
      policy = bulkhead(this.settings.limit, this.settings.queue);
      this.bulkheads.set(call, policy);
    }
    // With a place free the call starts at once; a queued one is sent only if its deadline has
    // not passed meanwhile (cockatiel checks the signal), and stops waiting when it passes.
    const queued = policy.executionSlots === 0;
    const running = policy.execute(send, deadline);
    try {
      return await (queued ? Promise.race([running, untilDeadline(deadline)]) : running);
    } catch (error) {
      if (error instanceof BulkheadRejectedError) {
        throw gatewayError(
          ErrorCode.UPSTREAM_UNAVAILABLE,
          'Too many calls to this part of the legacy API are waiting',
          {
            busy: true,
            retryAfter: 1,
          },
        );
      }
      if (error instanceof TaskCancelledError) throw timedOut();
      throw error;
    }
  }
}
