import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { PublicCache } from '../cache/publicCache.ts';
import { canonicalRequestPath } from '../http/canonicalRequest.ts';
import { PASSTHROUGH_PATHS, passthroughPathRefusal, restPassthrough } from '../passthrough/restPassthrough.ts';
import { metricsTraffic } from '../passthrough/traffic.ts';
import type { GatewayConfig } from '../config.ts';
import { contextFactory } from '../context.ts';
import { apolloMetrics } from '../metrics/apolloMetrics.ts';
import { GatewayMetrics } from '../metrics/gatewayMetrics.ts';
import { instrumentedClient } from '../metrics/instrumentedClient.ts';
import { listenMetrics } from '../metrics/metricsServer.ts';
import { boundedVariables } from '../security/boundedVariables.ts';
import { retryAfterHeader } from '../security/guardedOperations.ts';
import { GUARDED_PASSTHROUGH_PATHS, passthroughAttempts } from '../security/passthroughAttempts.ts';
import { RateLimits } from '../security/rateLimits.ts';
import { sharedDuplicateStore } from '../shared/duplicateStore.ts';
import { persistedQueryStore } from '../shared/persistedQueries.ts';
import { connectRedis, type SharedRedis } from '../shared/redis.ts';
import { contentSecurityPolicy, EXPLORER_CSP, securityHeaders } from '../security/headers.ts';
import { sandboxPage } from '../security/sandboxPage.ts';
import { upstreamCostLimit } from '../graphql/upstreamCost.ts';
import { buildGatewaySchema } from '../schema.ts';
import { createUpstreamClient, type UpstreamClient } from '../upstream/client.ts';
import { createDecoders } from '../upstream/decoders.ts';
import { resolveEndpoints, type Endpoint, type LegacyOperation } from '../upstream/endpoints.ts';
import { ManifestFirstStore } from '../persisted/documentStore.ts';
import { executableManifest, readManifest } from '../persisted/manifest.ts';
import { trustedDocuments } from '../persisted/trustedDocuments.ts';
import { answerCompression } from './answerCompression.ts';
import { createApolloServer } from './apollo.ts';
import { clientApp } from './clientApp.ts';
import { explorerRoutes } from './explorer.ts';
import { healthRoutes } from './health.ts';
import { httpCaching } from './httpCaching.ts';
import { httpErrorHandler } from './httpErrors.ts';
import { IMAGE_ROUTE, imageProxy } from './imageProxy.ts';
import { loadShedder } from './loadShedding.ts';
import { requestLogger } from './requestLogger.ts';
import { uploadRoute } from './upload.ts';

/** Largest GraphQL request body accepted. */
export const GRAPHQL_BODY_LIMIT = '100kb';

/** GraphQL answers smaller than this go as they are: compressing them saves less than it costs. */
export const GRAPHQL_COMPRESSION_THRESHOLD = 1024;

export interface GatewayOptions {
  config: GatewayConfig;
  /** The legacy API's base URL (configured, or the embedded stand-in's). */
  upstreamUrl: string;
  logger: Logger;
  /** Lets tests observe or replace the upstream client. */
  wrapClient?: (client: UpstreamClient) => UpstreamClient;
}

export interface Gateway {
  app: Express;
  publicCache: PublicCache;
  metrics: GatewayMetrics;
  /** The shared Redis (REDIS_URL), or a stand-in that is always "off". */
  redis: SharedRedis;
  listen(port: number, host: string): Promise<{ server: Server; url: string }>;
  /** Serves `GET /metrics` on its own port (main.ts: METRICS_PORT on METRICS_HOST). */
  listenMetrics(port: number, host: string): Promise<{ url: string }>;
  close(): Promise<void>;
}

/** The URL to print for a gateway listening on `host` (every interface: localhost) and `port`. */
export function listeningUrl(host: string, port: number): string {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shownHost}:${port}`;
}

/** The upstream client as the configuration sets it up (the bench's floor builds the very same). */
export function configuredUpstreamClient(
  config: GatewayConfig,
  upstreamUrl: string,
  endpoints: Record<LegacyOperation, Endpoint>,
  logger: Logger,
): UpstreamClient {
  return createUpstreamClient({
    baseUrl: upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    maxSockets: config.upstreamMaxSockets,
    endpoints,
    decoders: createDecoders(config.legacyTimeZone),
    logger,
  });
}

/** Builds the gateway: GraphQL, upload, health, image proxy (and later the client). */
export async function createGateway({ config, upstreamUrl, logger, wrapClient }: GatewayOptions): Promise<Gateway> {
  const endpoints = resolveEndpoints(config.pathOverrides);
  const baseClient = configuredUpstreamClient(config, upstreamUrl, endpoints, logger);
  // `metrics` is made just below; the callback only runs once requests do.
  const redis = connectRedis(config.redisUrl, logger, { onCommandTimeout: () => metrics.redisCommandTimeouts.inc() });
  const metrics = new GatewayMetrics(config.redisUrl ? () => redis.state() === 'up' : undefined);
  const observed = instrumentedClient(baseClient, metrics);
  const client = wrapClient ? wrapClient(observed) : observed;
  const publicCache = new PublicCache(config.publicCacheTtlMs, {
    shared: redis,
    onLookup: (result) => metrics.publicCache.inc({ result }),
  });
  const rateLimits = new RateLimits(config.rateLimits, redis, metrics);
  const shedder = loadShedder(config.shedLagMs, metrics);
  // One memory of submissions (Redis when shared) for the GraphQL guard and the REST passthrough's rule.
  const duplicateStore = sharedDuplicateStore(redis);
  const manifest = readManifest();
  const trustedOnly = config.persistedDocuments === 'only';
  const apollo = createApolloServer(buildGatewaySchema(), config, logger, {
    plugins: [
      apolloMetrics(metrics),
      retryAfterHeader(),
      upstreamCostLimit(config.upstreamCallBudget),
      httpCaching(config.publicCacheTtlMs),
    ],
    // The client's own documents by hash from the start; other clients' automatic persisted
    // queries registered in the shared store, unless only trusted documents run.
    persistedQueries: {
      cache: new ManifestFirstStore(executableManifest(manifest), trustedOnly ? undefined : persistedQueryStore(redis)),
    },
    duplicateStore,
  });
  await apollo.start();

  const createContext = contextFactory({
    client,
    endpoints,
    publicCache,
    publicUrl: config.publicUrl,
    upstreamHostAliases: config.legacyHostAliases,
    callBudget: config.upstreamCallBudget,
    rateLimits,
  });

  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For/-Host/-Proto count (client address for limits, origin of image URLs):
  // loopback only unless TRUST_PROXY names the proxies in front.
  app.set('trust proxy', config.trustProxy);
  // GraphQL answers are not revalidated, so no ETag hash of every answer (built files have their own).
  app.set('etag', false);
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  // Before anything routes, limits or forwards a path: its one canonical form, or a 400.
  app.use(canonicalRequestPath(config.legacyPassthrough ? [passthroughPathRefusal(metricsTraffic(metrics))] : []));
  // Before anything costly: an overloaded loop answers 503 at once rather than queueing.
  app.use(shedder.middleware);
  // GraphQL first: nearly every request is one, and each layer before it is a path test more.
  app.use('/graphql', rateLimits.generalLimit('graphql'));
  // Apollo Sandbox loads a third-party script: development only.
  if (config.introspection && !config.production) app.use('/graphql', sandboxPage());
  app.use(
    '/graphql',
    answerCompression(GRAPHQL_COMPRESSION_THRESHOLD),
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    ...(trustedOnly ? [trustedDocuments(manifest)] : []),
    boundedVariables(),
    expressMiddleware(apollo, { context: async ({ req }) => createContext(req) }),
  );
  app.use(healthRoutes(client, { redis: () => redis.state(), overloaded: () => shedder.overloaded() }));
  if (config.legacyPassthrough) {
    app.use(PASSTHROUGH_PATHS, rateLimits.generalLimit('legacy'));
    app.use(GUARDED_PASSTHROUGH_PATHS, passthroughAttempts(rateLimits));
    app.use(
      restPassthrough({
        upstreamUrl,
        timeoutMs: config.upstreamTimeoutMs,
        duplicateWindowMs: config.duplicateWindowMs,
        duplicateStore,
        endpoints,
        traffic: metricsTraffic(metrics),
        logger,
      }),
    );
  }
  app.get(IMAGE_ROUTE, imageProxy(upstreamUrl));
  app.use('/upload', rateLimits.generalLimit('rest'));
  app.use(uploadRoute({ client, maxBytes: config.uploadMaxBytes, publicUrl: config.publicUrl }));
  app.use('/explorer', contentSecurityPolicy(EXPLORER_CSP), explorerRoutes({ enabled: config.introspection }));

  app.use(clientApp());

  app.use(httpErrorHandler(logger));

  let server: Server | undefined;
  let metricsServer: Server | undefined;
  return {
    app,
    publicCache,
    metrics,
    redis,
    async listenMetrics(port, host) {
      const listening = await listenMetrics(metrics.registry, port, host);
      metricsServer = listening.server;
      return { url: listening.url };
    },
    async listen(port, host) {
      server = await new Promise<Server>((resolve, reject) => {
        const listening = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
      });
      const address = server.address() as AddressInfo;
      return { server, url: listeningUrl(host, address.port) };
    },
    async close() {
      if (server) {
        const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
        server.closeIdleConnections();
        await closing;
      }
      await apollo.stop();
      shedder.stop();
      metricsServer?.close();
      await redis.close();
    },
  };
}
