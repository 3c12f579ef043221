import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The gateway's Prometheus series, in a registry of its own (two gateways in one process,
 * as in the tests, never mix their counts). Names follow Prometheus conventions: seconds,
 * `_total` counters, low-cardinality labels only (operation names come from the schema or
 * the legacy endpoint table, never from free client text).
 */
export class GatewayMetrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'gateway_graphql_requests_total',
    help: 'GraphQL requests by operation name and outcome (ok, error code of the first error)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly requestDuration = new Histogram({
    name: 'gateway_graphql_request_duration_seconds',
    help: 'Time from receiving a GraphQL request to sending its answer',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly upstreamCalls = new Counter({
    name: 'gateway_upstream_calls_total',
    help: 'Calls to the legacy API by operation and result (ok, or the error code it became)',
    labelNames: ['operation', 'code'] as const,
    registers: [this.registry],
  });

  readonly upstreamDuration = new Histogram({
    name: 'gateway_upstream_call_duration_seconds',
    help: 'Duration of calls to the legacy API by operation',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly publicCache = new Counter({
    name: 'gateway_public_cache_lookups_total',
    help: 'Public-cache lookups by result (hit, miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly rateLimited = new Counter({
    name: 'gateway_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limit (general, or the guarded operation and per ip/account)',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  readonly passthroughRequests = new Counter({
    name: 'gateway_passthrough_requests_total',
    help: 'REST passthrough requests (LEGACY_PASSTHROUGH) by legacy path ("other" when unknown), method, status and outcome (forwarded, duplicate, refused, timeout, failed, cancelled)',
    labelNames: ['route', 'method', 'status', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly passthroughDuration = new Histogram({
    name: 'gateway_passthrough_request_duration_seconds',
    help: 'Time from receiving a passthrough request to the end of its answer, by legacy path',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly shed = new Counter({
    name: 'gateway_load_shed_total',
    help: 'Requests answered 503 at once because the event loop was overloaded',
    registers: [this.registry],
  });

  readonly eventLoopLag = new Gauge({
    name: 'gateway_event_loop_lag_seconds',
    help: 'Event-loop delay measured by the load shedder (the latest sample)',
    registers: [this.registry],
    // With several workers (GATEWAY_WORKERS), the most delayed one.
    aggregator: 'max',
  });

  readonly redisCommandTimeouts = new Counter({
    name: 'gateway_redis_command_timeouts_total',
    help: 'Redis commands (PING aside) that ran into the command timeout: requests that waited for a hung Redis before the PING noticed',
    registers: [this.registry],
  });

  /** `redisAnswers`: with REDIS_URL, whether Redis answers right now (gateway_redis_up, read at each scrape). */
  constructor(redisAnswers?: () => boolean) {
    // Process metrics (CPU, memory, GC, and nodejs_eventloop_lag_* percentiles).
    collectDefaultMetrics({ register: this.registry });
    if (redisAnswers) {
      const gauge: Gauge = new Gauge({
        name: 'gateway_redis_up',
        help: '1 when the shared Redis answers, 0 while the gateway stands in for it',
        registers: [this.registry],
        // With several workers, 0 as soon as one of them has lost Redis.
        aggregator: 'min',
        collect: () => gauge.set(redisAnswers() ? 1 : 0),
      });
    }
  }
}
