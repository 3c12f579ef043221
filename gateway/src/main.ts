import { randomBytes } from 'node:crypto';
import { readConfig as readLegacyConfig } from '../../legacy/config.ts';
import { startLegacy, type RunningLegacy } from '../../legacy/server.ts';
import { readConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createGateway } from './server/app.ts';
import { closingIdleConnections, exitGracefullyOnSignals } from './server/shutdown.ts';

/*
 * `npm start`: the gateway on PORT. Without LEGACY_API_URL it first starts the
 * embedded legacy stand-in (demo data, auto-operate on) on loopback and points at
 * it; with LEGACY_API_URL set it only proxies.
 */
const config = readConfig();
const logger = createLogger(config.logLevel);

let legacy: RunningLegacy | undefined;
let generatedAdminKey: string | undefined;
let upstreamUrl = config.legacyApiUrl;
if (!upstreamUrl) {
  const env = { ...process.env };
  env['LEGACY_AUTO_OPERATE'] ??= '20';
  if (!env['LEGACY_ADMIN_KEY']) {
    generatedAdminKey = randomBytes(16).toString('hex');
    env['LEGACY_ADMIN_KEY'] = generatedAdminKey;
  }
  const legacyConfig = readLegacyConfig(env);
  legacy = await startLegacy(legacyConfig);
  upstreamUrl = legacy.url;
  logger.info({ url: legacy.url, db: legacyConfig.dbFile }, 'embedded legacy stand-in started');
}

const gateway = await createGateway({ config, upstreamUrl, logger });
const { server, url } = await gateway.listen(config.port, config.host);
const shown = config.publicUrl ?? url;
// Metrics matter to operators, not shoppers: a port already taken is logged, not fatal.
const metricsUrl = await gateway.listenMetrics(config.metricsPort, config.metricsHost).then(
  (listening) => listening.url,
  (error: unknown) => {
    logger.error({ err: error, port: config.metricsPort, host: config.metricsHost }, 'metrics endpoint not started');
    return undefined;
  },
);

const lines = [
  '',
  `  Storefront gateway ready: ${shown}`,
  config.introspection ? `  GraphQL endpoint and Apollo Sandbox: ${shown}/graphql` : `  GraphQL endpoint: ${shown}/graphql`,
  config.introspection ? `  Schema explorer (works offline): ${shown}/explorer` : '',
  metricsUrl ? `  Prometheus metrics: ${metricsUrl}` : '',
  config.redisUrl ? `  Shared state in Redis (${gateway.redis.state() === 'up' ? 'connected' : 'connecting'})` : '',
  legacy
    ? `  Embedded legacy stand-in: ${legacy.url} (operator API ${legacy.url}/admin, header x-admin-key: ${generatedAdminKey ?? 'from LEGACY_ADMIN_KEY'})`
    : `  Legacy API: ${upstreamUrl}`,
  legacy ? '  Demo login: demo / demo123 (payment code 123456); new buyer: newbie / newbie123' : '',
  config.legacyPassthrough
    ? `  REST passthrough on: ${shown}/api/* and ${shown}/merchant/* are forwarded to the legacy API`
    : '  REST passthrough off (LEGACY_PASSTHROUGH=true forwards /api/* and /merchant/* to the legacy API, for the existing app)',
  '',
].filter((line, index, all) => line !== '' || index === 0 || index === all.length - 1);
console.log(lines.join('\n'));

// SIGTERM (an orchestrator, Ctrl-C via npm): finish requests in flight, close the
// gateway, then the embedded stand-in and its database, and exit 0.
exitGracefullyOnSignals(
  async () => {
    await closingIdleConnections(server, () => gateway.close());
    await legacy?.close();
  },
  { logger, onTimeout: () => server.closeAllConnections() },
);
