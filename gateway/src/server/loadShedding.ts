import type { RequestHandler } from 'express';
import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';

/** How often the event loop's delay is sampled. */
const LAG_SAMPLE_MS = 50;
/** How long one slow sample keeps the gateway shedding: no flapping between 503 and 200 every 50 ms. */
const SHED_HOLD_MS = 1000;
/** Paths always answered: liveness, and readiness (which says "overloaded" itself). */
const ALWAYS = new Set(['/healthz', '/readyz']);

export interface LoadShedder {
  /** Whether the last sample found the loop slower than the threshold. */
  overloaded(): boolean;
  /** Answers new requests 503 + Retry-After at once while overloaded. */
  middleware: RequestHandler;
  stop(): void;
}

/**
 * Load shedding: a timer that should fire every 50 ms measures how late it fires. When the
 * delay passes `thresholdMs` the loop is too busy to serve requests in reasonable time, so new
 * ones get an immediate 503 with Retry-After (a load balancer retries elsewhere) instead of
 * waiting seconds in the queue, and /readyz answers 503. It ends by itself a second after the
 * last slow sample: no operator needed. `thresholdMs` 0 turns it off.
 */
export function loadShedder(thresholdMs: number, metrics?: GatewayMetrics): LoadShedder {
  let overloadedUntil = 0;
  let expected = performance.now() + LAG_SAMPLE_MS;
  const overloaded = () => performance.now() < overloadedUntil;
  const timer =
    thresholdMs > 0
      ? setInterval(() => {
          const now = performance.now();
          const lag = Math.max(0, now - expected);
          expected = now + LAG_SAMPLE_MS;
          if (lag > thresholdMs) overloadedUntil = now + SHED_HOLD_MS;
          metrics?.eventLoopLag.set(lag / 1000);
        }, LAG_SAMPLE_MS)
      : undefined;
  timer?.unref();
  return {
    overloaded,
    middleware(req, res, next) {
      if (!overloaded() || ALWAYS.has(req.path)) {
        next();
        return;
      }
      metrics?.shed.inc();
      res.setHeader('retry-after', '1');
      res.setHeader('connection', 'close');
      res.status(503).type('text/plain').send('The gateway is overloaded, please retry in a moment.\n');
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
