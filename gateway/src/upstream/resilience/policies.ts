import type { Logger } from 'pino';
import type { Send } from '../exchange.ts';
import { BreakerState, UpstreamBreakers, type BreakerSettings } from './breakers.ts';
import { UpstreamBulkheads, type BulkheadSettings } from './bulkheads.ts';

export interface ResilienceSettings {
  breaker: BreakerSettings;
  bulkhead: BulkheadSettings;
  /** Whether idempotent reads get their one retry (UPSTREAM_RETRY_READS). */
  retryReads: boolean;
}

/**
 * What stands between the gateway and a legacy API having a bad day, per process: a breaker
 * per call (fail fast once it is known to be down), a bulkhead per call (one slow endpoint
 * cannot take every connection) and the one retry of a read (`retryReads`; the client does it,
 * inside the breaker and the bulkhead, within the call's deadline).
 */
export class UpstreamResilience {
  readonly breakers: UpstreamBreakers;
  private readonly bulkheads: UpstreamBulkheads;
  readonly retryReads: boolean;

  constructor(settings: ResilienceSettings, logger?: Logger) {
    this.breakers = new UpstreamBreakers(settings.breaker, (call, state) => {
      if (state === BreakerState.open) logger?.warn({ call }, 'legacy call failing: its breaker is open');
      else if (state === BreakerState.closed)
        logger?.info({ call }, 'legacy call answering again: its breaker is closed');
    });
    this.bulkheads = new UpstreamBulkheads(settings.bulkhead);
    this.retryReads = settings.retryReads;
  }

  /** Runs one call: refused at once while its breaker is open, else in its bulkhead. */
  run<T>(call: string, deadline: AbortSignal, send: () => Promise<T>): Promise<T> {
    return this.breakers.run(call, () => this.bulkheads.run(call, deadline, send));
  }

  /** A layer: each exchange run through its call's breaker and bulkhead, within its deadline. */
  around<T>(next: Send<T>): Send<T> {
    return (exchange) => this.run(exchange.operation, exchange.deadline, () => next(exchange));
  }
}
