import cluster, { type Worker } from 'node:cluster';
import { readConfig } from '../gateway/src/config.ts';
import { createLogger } from '../gateway/src/logger.ts';
import { createGateway } from '../gateway/src/server/app.ts';
import { startWorkers } from '../gateway/src/server/workers.ts';
import { startTracing } from '../gateway/src/telemetry/tracingSetup.ts';
import type { UpstreamClient } from '../gateway/src/upstream/client.ts';
import { answerBenchCommands } from './childCommands.ts';
import type { CallCounts, ChildReady, ParentCommand } from './ipc.ts';

/*
 * The benchmark's gateway, in a process of its own, silent, in front of the
 * stand-in at BENCH_UPSTREAM. It counts every call that reaches the upstream
 * client (public-cache hits never do) and reports the counts on request.
 * With BENCH_WORKERS above 1 it runs as GATEWAY_WORKERS does (the product's own
 * worker pool, REDIS_URL required): this process forks the workers, passes the
 * bench's commands on to them, and adds their counts up.
 */
const upstreamUrl = process.env['BENCH_UPSTREAM'];
if (!upstreamUrl) throw new Error('BENCH_UPSTREAM is not set');
const workers = Number(process.env['BENCH_WORKERS'] ?? '1');

const config = readConfig({
  NODE_ENV: process.env['NODE_ENV'],
  LOG_LEVEL: 'silent',
  PUBLIC_CACHE_TTL_MS: process.env['PUBLIC_CACHE_TTL_MS'] ?? '30000',
  // The bench is one client address making thousands of requests a second: the general
  // per-address limit (1,200 a minute by default) would answer most of them with 429.
  RATE_LIMIT_GENERAL: '0',
  GATEWAY_WORKERS: String(workers),
  REDIS_URL: process.env['REDIS_URL'],
  // bench:images: a fresh variant cache, so the first request of each variant is cold.
  IMAGE_CACHE_DIR: process.env['IMAGE_CACHE_DIR'],
  // bench:images turns shedding off (`0`): on a busy machine it would turn the measurement into 503s.
  SHED_LAG_MS: process.env['SHED_LAG_MS'],
  // bench:outage: how soon an open breaker probes the legacy API again (default 5 s).
  UPSTREAM_BREAKER_HALF_OPEN_MS: process.env['UPSTREAM_BREAKER_HALF_OPEN_MS'],
  // bench:tracing: the tracing settings of the scenario (none: tracing off).
  OTEL_EXPORTER_OTLP_ENDPOINT: process.env['OTEL_EXPORTER_OTLP_ENDPOINT'],
  OTEL_EXPORTER_OTLP_PROTOCOL: process.env['OTEL_EXPORTER_OTLP_PROTOCOL'],
  OTEL_TRACES_SAMPLER: process.env['OTEL_TRACES_SAMPLER'],
  OTEL_TRACES_SAMPLER_ARG: process.env['OTEL_TRACES_SAMPLER_ARG'],
});

async function serve(worker: boolean): Promise<void> {
  const counts: Record<string, number> = {};
  const counting = (client: UpstreamClient): UpstreamClient => ({
    ...client,
    baseUrl: client.baseUrl,
    ping: () => client.ping(),
    send: (operation, body, headers) => client.send(operation, body, headers),
    call(operation, params, headers) {
      counts[operation] = (counts[operation] ?? 0) + 1;
      return client.call(operation, params, headers);
    },
  });
  await startTracing(config.tracing, createLogger('silent'));
  const gateway = await createGateway({
    config,
    upstreamUrl: upstreamUrl as string,
    logger: createLogger('silent'),
    wrapClient: counting,
  });
  // Workers listening on port 0 share the one port the primary picks.
  const { url } = await gateway.listen(0, '127.0.0.1');
  // bench:outage reads the breakers' states from /metrics.
  const metricsPort = process.env['BENCH_METRICS_PORT'];
  if (metricsPort && !worker) await gateway.listenMetrics(Number(metricsPort), '127.0.0.1');
  answerBenchCommands(counts, () => gateway.close());
  if (!worker) process.send?.({ type: 'ready', url } satisfies ChildReady);
}

/** Asks every worker for its counts and adds them up. */
function workerCounts(all: Worker[]): Promise<Record<string, number>> {
  return Promise.all(
    all.map(
      (worker) =>
        new Promise<Record<string, number>>((resolve) => {
          worker.once('message', (message: CallCounts) => resolve(message.byOperation));
          worker.send({ type: 'count' } satisfies ParentCommand);
        }),
    ),
  ).then((each) => {
    const sum: Record<string, number> = {};
    for (const counts of each)
      for (const [operation, count] of Object.entries(counts)) sum[operation] = (sum[operation] ?? 0) + count;
    return sum;
  });
}

async function primary(): Promise<void> {
  const pool = startWorkers({ count: workers, logger: createLogger('silent') });
  const port = await pool.ready;
  const all = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  process.on('message', (message: ParentCommand) => {
    if (message.type === 'count') {
      void workerCounts(all()).then((byOperation) =>
        process.send?.({ type: 'calls', byOperation } satisfies CallCounts),
      );
    } else if (message.type === 'reset') {
      for (const worker of all()) worker.send(message);
    } else if (message.type === 'stop') {
      void pool.stop().finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => void pool.stop().finally(() => process.exit(0)));
  process.send?.({
    type: 'ready',
    url: `http://127.0.0.1:${port}`,
    pids: [process.pid, ...pool.pids()],
  } satisfies ChildReady);
}

if (cluster.isWorker) await serve(true);
else if (workers > 1) await primary();
else await serve(false);
