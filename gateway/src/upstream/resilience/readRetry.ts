import { setTimeout as pause } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { ExchangeEvents, Send } from '../exchange.ts';
import { isRetryable } from './outcomes.ts';
import { retryDelayMs } from './retry.ts';

/**
 * A layer (UPSTREAM_RETRY_READS): a read (`again`) that met a connection error, 502, 503 or 504
 * is asked once more after a jittered pause, if the deadline leaves time for it; the second
 * time without the transport's own resend on a closed connection. A write goes straight
 * through, with no bookkeeping.
 */
export function retryingReads<T>(next: Send<T>, logger?: Logger, events?: ExchangeEvents): Send<T> {
  const retried: Send<T> = async (exchange) => {
    try {
      return await next(exchange);
    } catch (error) {
      const wait = retryDelayMs();
      if (!isRetryable(error) || Date.now() + wait >= exchange.endsAt) throw error;
      logger?.debug({ operation: exchange.operation }, 'legacy read failed on the way: asking once more');
      events?.retried?.('unavailable');
      await pause(wait);
      exchange.again = false;
      return next(exchange);
    }
  };
  return (exchange) => (exchange.again ? retried(exchange) : next(exchange));
}
