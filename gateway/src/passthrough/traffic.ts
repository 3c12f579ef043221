import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';

/**
 * What became of a passthrough request. forwarded: the upstream answered and it was passed on (a 5xx
 * with the gateway's envelope as its body); duplicate: refused by the duplicate rule; refused: its
 * path was not acceptable (400, never forwarded); timeout: no complete answer within the deadline
 * (504); failed: the upstream could not be reached, its answer broke off, or it redirected off the
 * legacy API (502); cancelled: the caller went away before the answer (499).
 */
export type PassthroughOutcome = 'forwarded' | 'duplicate' | 'refused' | 'timeout' | 'failed' | 'cancelled';

/** One request the passthrough forwarded, or refused itself. */
interface PassthroughEvent {
  /** A known legacy path, or "other" (so that arbitrary paths cannot grow the label set). */
  route: string;
  method: string;
  /** The status the caller got (the upstream's, or the gateway's own; a streamed answer that broke off counts as 502/504). */
  status: number;
  outcome: PassthroughOutcome;
  durationMs: number;
}

/** Where the passthrough reports its traffic. */
export interface TrafficRecorder {
  record(event: PassthroughEvent): void;
}

/** The passthrough's traffic as Prometheus series of the gateway's registry, next to the GraphQL side's. */
export function metricsTraffic(metrics: GatewayMetrics): TrafficRecorder {
  return {
    record(event) {
      metrics.passthroughRequests.inc({
        route: event.route,
        method: event.method,
        status: String(event.status),
        outcome: event.outcome,
      });
      metrics.passthroughDuration.observe({ route: event.route }, event.durationMs / 1000);
    },
  };
}
