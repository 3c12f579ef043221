import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { configurationOrExit } from './configurationErrors.ts';
import { startEmbeddedStandIn, type RunningStandIn } from './embeddedStandIn.ts';
import { createLogger } from './logger.ts';
import { warnWithoutPublicUrl } from './publicUrlWarning.ts';
import { announceReady } from './startBanner.ts';
import { startTracing } from './telemetry/tracingSetup.ts';
import { listenMetrics } from './metrics/metricsServer.ts';
import { createGateway, listeningUrl } from './server/app.ts';
import { preloadImageLibrary } from './images/transform.ts';
import { exitGracefullyOnSignals, SHUTDOWN_GRACE_MS } from './server/shutdown.ts';
import { startWorkers } from './server/workers.ts';

/*
 * `npm start`: the gateway on PORT. Without LEGACY_API_URL it first starts the
 * embedded legacy stand-in (demo data, auto-operate on) on loopback and points at
 * it; with LEGACY_API_URL set it only proxies, and never loads the stand-in. With GATEWAY_WORKERS above 1 this
 * process starts the stand-in, forks the workers that serve PORT together, and
 * serves their metrics as one.
 */
const config = configurationOrExit();
const logger = createLogger(config.logLevel);
// Once for the whole gateway: the workers share the primary's configuration.
if (!cluster.isWorker) warnWithoutPublicUrl(config, logger);

interface Upstream {
  url: string;
  legacy?: RunningStandIn;
  generatedAdminKey?: string;
}

async function startUpstream(): Promise<Upstream> {
  if (config.legacyApiUrl) return { url: config.legacyApiUrl };
  const env = { ...process.env };
  env['LEGACY_AUTO_OPERATE'] ??= '20';
  let generatedAdminKey: string | undefined;
  if (!env['LEGACY_ADMIN_KEY']) {
    generatedAdminKey = randomBytes(16).toString('hex');
    env['LEGACY_ADMIN_KEY'] = generatedAdminKey;
  }
  const legacy = await startEmbeddedStandIn(env);
  logger.info({ url: legacy.url, db: legacy.dbFile }, 'embedded legacy stand-in started');
  return { url: legacy.url, legacy, ...(generatedAdminKey ? { generatedAdminKey } : {}) };
}

/** Metrics matter to operators, not shoppers: a port already taken is logged, not fatal. */
function metricsListening(listening: Promise<{ url: string }>): Promise<string | undefined> {
  return listening.then(
    (metrics) => metrics.url,
    (error: unknown) => {
      logger.error({ err: error, port: config.metricsPort, host: config.metricsHost }, 'metrics endpoint not started');
      return undefined;
    },
  );
}

function printBanner(url: string, upstream: Upstream, metricsUrl: string | undefined, redis: string): void {
  const shown = config.publicUrl ?? url;
  const { legacy } = upstream;
  const lines = [
    config.introspection
      ? `GraphQL endpoint and Apollo Sandbox: ${shown}/graphql`
      : `GraphQL endpoint: ${shown}/graphql`,
    config.introspection ? `Schema explorer (works offline): ${shown}/explorer` : '',
    metricsUrl ? `Prometheus metrics: ${metricsUrl}` : '',
    config.redis ? `Shared state in Redis (${redis})` : '',
    legacy
      ? `Embedded legacy stand-in: ${legacy.url} (operator API ${legacy.url}/admin, header x-admin-key: ${upstream.generatedAdminKey ?? 'from LEGACY_ADMIN_KEY'})`
      : `Legacy API: ${upstream.url}`,
    legacy ? 'Demo login: demo / demo123 (payment code 123456); new buyer: newbie / newbie123' : '',
    config.legacyPassthrough
      ? `REST passthrough on: ${shown}/api/* and ${shown}/merchant/* are forwarded to the legacy API`
      : 'REST passthrough off (LEGACY_PASSTHROUGH=true forwards /api/* and /merchant/* to the legacy API, for the existing app)',
    config.tracing.endpoint ? `Traces to ${new URL(config.tracing.endpoint).origin} (${config.tracing.protocol})` : '',
  ].filter((line) => line !== '');
  announceReady(
    {
      ready: `Storefront gateway ready: ${shown}${config.workers > 1 ? ` (${config.workers} worker processes)` : ''}`,
      lines,
      fields: {
        url: shown,
        workers: config.workers,
        graphql: `${shown}/graphql`,
        ...(metricsUrl ? { metrics: metricsUrl } : {}),
        legacyApi: upstream.url,
        embeddedStandIn: legacy !== undefined,
        passthrough: config.legacyPassthrough,
        tracing: config.tracing.endpoint !== undefined,
      },
    },
    logger,
  );
}

/** One process serving PORT: the gateway alone, or one of the workers (which neither print nor serve metrics). */
async function runGateway(upstream: Upstream, worker: boolean): Promise<void> {
  // Each process serving requests traces them itself (the primary of the workers serves none).
  const tracing = await startTracing(config.tracing, logger);
  const gateway = await createGateway({ config, upstreamUrl: upstream.url, logger });
  if (worker) {
    // The primary asks each worker for its metrics and serves their sum (prom-client's cluster support).
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries(gateway.metrics.registry);
  }
  // sharp's native library is mapped before the first request, not in the middle of one (a pause of
  // the event loop that would stall every request then in flight).
  await preloadImageLibrary();
  // So is the storefront's server bundle (ADR 0009): imported now, not by the first public page.
  await gateway.preloadPages();
  const { server, url } = await gateway.listen(config.port, config.host);
  if (!worker) {
    const metricsUrl = await metricsListening(gateway.listenMetrics(config.metricsPort, config.metricsHost));
    printBanner(url, upstream, metricsUrl, gateway.redis.state() === 'up' ? 'connected' : 'connecting');
  }
  // SIGTERM (an orchestrator, Ctrl-C via npm, the primary): /readyz 503 and serving on for DRAIN_MS,
  // then no new connections, requests in flight finished, kept-alive connections closed without a
  // request lost (server/drain.ts); then the gateway, the embedded stand-in and its database; exit 0.
  exitGracefullyOnSignals(
    async () => {
      await gateway.drain(config.drainMs);
      await gateway.close();
      await upstream.legacy?.close();
      // The spans still buffered go out before the process ends.
      await tracing?.shutdown();
    },
    { logger, graceMs: config.drainMs + SHUTDOWN_GRACE_MS, onTimeout: () => server.closeAllConnections() },
  );
}

async function runPrimary(): Promise<void> {
  const upstream = await startUpstream();
  // Workers reach the stand-in this process runs, by its URL.
  const pool = startWorkers({
    count: config.workers,
    logger,
    env: upstream.legacy ? { LEGACY_API_URL: upstream.url } : {},
    // Each worker drains before it finishes its requests.
    graceMs: config.drainMs + SHUTDOWN_GRACE_MS,
  });
  let metricsServer: { close(): void } | undefined;
  const close = async () => {
    await pool.stop();
    metricsServer?.close();
    await upstream.legacy?.close();
  };
  const fail = async (reason: string) => {
    logger.fatal({ reason }, 'the gateway workers failed: stopping');
    await close();
    process.exit(1);
  };
  void pool.failed.then(fail);
  const port = await pool.ready.catch(() => undefined);
  if (port === undefined) return; // `failed` says why and stops
  const aggregator = new AggregatorRegistry();
  const metrics = listenMetrics(
    { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() },
    config.metricsPort,
    config.metricsHost,
  );
  void metrics.then(
    (listening) => (metricsServer = listening.server),
    () => undefined,
  );
  const metricsUrl = await metricsListening(metrics);
  printBanner(listeningUrl(config.host, port), upstream, metricsUrl, 'each worker connects');
  // The workers get the signal too when it comes from the terminal; from an orchestrator only this
  // process does, and passes it on.
  // The workers' own grace and the margin the pool gives them on top.
  exitGracefullyOnSignals(close, { logger, graceMs: config.drainMs + SHUTDOWN_GRACE_MS + 5000 });
}

if (cluster.isWorker) {
  // The primary hands its workers the legacy API's URL, the embedded stand-in's included.
  if (!config.legacyApiUrl) throw new Error('a gateway worker was started without LEGACY_API_URL');
  await runGateway({ url: config.legacyApiUrl }, true);
} else if (config.workers > 1) await runPrimary();
else await runGateway(await startUpstream(), false);
