import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { buildCommit, buildVersion } from './buildInfo.ts';

/** The upstream client's connection pool at one moment (see UpstreamClient.pool). */
export interface UpstreamPoolState {
  inUse: number;
  queued: number;
  maxSockets: number;
}

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
    help: 'Public-cache lookups by result (hit; stale: past its freshness, served while refreshed or while the legacy API fails; miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly staleAnswers = new Counter({
    name: 'gateway_stale_answers_total',
    help: 'GraphQL answers that held a public answer past its freshness (extensions.stale), by the legacy call it came from',
    labelNames: ['call'] as const,
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

  readonly clientRequests = new Counter({
    name: 'gateway_graphql_client_requests_total',
    help: 'GraphQL requests by the client app and version that sent them (apollographql-client-name/-version; none when not sent, other past 20 pairs) and outcome (ok, error)',
    labelNames: ['client', 'version', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly budgetCalls = new Histogram({
    name: 'gateway_graphql_upstream_calls_per_operation',
    help: 'Legacy calls one GraphQL operation made against its budget (UPSTREAM_CALL_BUDGET), by operation',
    labelNames: ['operation'] as const,
    buckets: [0, 1, 2, 3, 5, 8, 13, 21, 34, 55],
    registers: [this.registry],
  });

  readonly httpRequests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests by route (graphql, upload, image, static, page, passthrough, health, explorer, vitals, other) and status',
    labelNames: ['route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to the end of its answer, by route',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly inFlight = new Gauge({
    name: 'gateway_http_requests_in_flight',
    help: 'HTTP requests received and not answered yet',
    registers: [this.registry],
  });

  readonly redisCommandDuration = new Histogram({
    name: 'gateway_redis_command_duration_seconds',
    help: 'Duration of Redis commands by command (PING included) and result (ok, error, timeout)',
    labelNames: ['command', 'result'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5],
    registers: [this.registry],
  });

  readonly redisFallbacks = new Counter({
    name: 'gateway_redis_fallbacks_total',
    help: 'Uses of the shared Redis answered by this process instead (Redis configured but away), by what needed it',
    labelNames: ['store'] as const,
    registers: [this.registry],
  });

  readonly redisFailovers = new Counter({
    name: 'gateway_redis_failovers_total',
    help: 'Times a fresh connection found the Redis primary at another address than the last (REDIS_SENTINELS: the sentinels promoted a replica)',
    registers: [this.registry],
  });

  readonly buildInfo = new Gauge({
    name: 'gateway_build_info',
    help: 'Always 1: the version and commit of the running gateway build',
    labelNames: ['version', 'commit'] as const,
    registers: [this.registry],
    aggregator: 'max',
  });

  /**
   * The upstream client's connection pool (its http agent), read at each scrape: sockets
   * busy with a request, requests waiting for one, and the pool's size (UPSTREAM_MAX_SOCKETS).
   */
  watchUpstreamPool(pool: () => UpstreamPoolState): void {
    const gauge = (name: string, help: string, read: (state: UpstreamPoolState) => number) => {
      const made: Gauge = new Gauge({
        name,
        help,
        registers: [this.registry],
        collect: () => made.set(read(pool())),
      });
    };
    gauge('gateway_upstream_pool_sockets_in_use', 'Sockets to the legacy API busy with a request', (s) => s.inUse);
    gauge('gateway_upstream_pool_requests_queued', 'Legacy calls waiting for a free socket', (s) => s.queued);
    gauge('gateway_upstream_pool_max_sockets', 'Sockets the pool may open to the legacy API', (s) => s.maxSockets);
  }

  /** `gateway_uploads_in_flight`: uploads being received or sent now (at most UPLOAD_CONCURRENCY a process). */
  watchUploads(inFlight: () => number): void {
    const gauge: Gauge = new Gauge({
      name: 'gateway_uploads_in_flight',
      help: 'Uploads being received or sent to the legacy API now (at most UPLOAD_CONCURRENCY a process)',
      registers: [this.registry],
      collect: () => gauge.set(inFlight()),
    });
  }

  /**
   * `gateway_upstream_breaker_state{call}`: each legacy call's circuit breaker, read at each
   * scrape: 0 closed, 1 half-open (one call testing the legacy API), 2 open (failing at once).
   */
  watchBreakers(calls: readonly string[], state: (call: string) => number): void {
    const gauge: Gauge<'call'> = new Gauge({
      name: 'gateway_upstream_breaker_state',
      help: "Each legacy call's circuit breaker: 0 closed, 1 half-open, 2 open (calls fail at once with UPSTREAM_UNAVAILABLE)",
      labelNames: ['call'] as const,
      registers: [this.registry],
      // With several workers, the worst of them.
      aggregator: 'max',
      collect: () => {
        for (const call of calls) gauge.set({ call }, state(call));
      },
    });
  }

  readonly imageTransforms = new Counter({
    name: 'gateway_image_transforms_total',
    help: 'Picture variants the image pipeline set out to make (cache misses), by outcome: ok, passthrough (SVG, animation) or the refusal',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly imageTransformDuration = new Histogram({
    name: 'gateway_image_transform_seconds',
    help: 'Time to make one picture variant (queue wait, decode, resize, encode), source fetch excluded',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /**
   * The image pipeline's transform queue, read at each scrape: transforms running and sources
   * fetched and waiting for a slot. A queue that stays full while one address floods it is
   * what the fair queue (images/queue.ts) is for; this shows it.
   */
  watchImageQueue(load: () => { running: number; waiting: number }): void {
    const gauge = (name: string, help: string, read: (state: { running: number; waiting: number }) => number) => {
      const made: Gauge = new Gauge({
        name,
        help,
        registers: [this.registry],
        collect: () => made.set(read(load())),
      });
    };
    gauge(
      'gateway_image_transforms_running',
      'Picture variants being made now (at most IMAGE_TRANSFORMS)',
      (s) => s.running,
    );
    gauge(
      'gateway_image_transforms_waiting',
      'Picture variants whose source is fetched, waiting for a transform slot',
      (s) => s.waiting,
    );
  }

  readonly imageCache = new Counter({
    name: 'gateway_image_cache_lookups_total',
    help: "Lookups of picture variants in the image pipeline's disk cache, by result (hit, miss)",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Process metrics (CPU, memory, GC, and nodejs_eventloop_lag_* percentiles).
    collectDefaultMetrics({ register: this.registry });
    this.buildInfo.set({ version: buildVersion(), commit: buildCommit() }, 1);
  }

  /**
   * `gateway_redis_up`, with REDIS_URL: whether Redis answers right now, read at each scrape. Watched
   * once Redis is connected, which reports to these metrics from its first command.
   */
  watchRedis(answers: () => boolean): void {
    const gauge: Gauge = new Gauge({
      name: 'gateway_redis_up',
      help: '1 when the shared Redis answers, 0 while the gateway stands in for it',
      registers: [this.registry],
      // With several workers, 0 as soon as one of them has lost Redis.
      aggregator: 'min',
      collect: () => gauge.set(answers() ? 1 : 0),
    });
  }
}
