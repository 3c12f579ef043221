import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';

/** One request the passthrough forwarded, or refused itself. */
export interface PassthroughEvent {
  /** A known legacy path, or "other" (so that arbitrary paths cannot grow the label set). */
  route: string;
  method: string;
  /** The status the caller got (the upstream's, or the gateway's own refusal). */
  status: number;
  /** forwarded: the upstream answered; duplicate: refused by the duplicate rule; failed: the upstream could not be reached. */
  outcome: 'forwarded' | 'duplicate' | 'failed';
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
