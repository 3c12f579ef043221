import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { PublicCache } from '../cache/publicCache.ts';
import { ListingDirectory } from '../catalog/listingDirectory.ts';
import { staleAnswers } from '../cache/staleAnswers.ts';
import { canonicalRequestPath } from '../http/canonicalRequest.ts';
import { PASSTHROUGH_PATHS, passthroughPathRefusal, restPassthrough } from '../passthrough/restPassthrough.ts';
import { metricsTraffic } from '../passthrough/traffic.ts';
import type { GatewayConfig } from '../config.ts';
import { contextFactory } from '../context.ts';
import { apolloMetrics } from '../metrics/apolloMetrics.ts';
import { httpMetrics } from '../metrics/httpMetrics.ts';
import { operationLabeller } from '../metrics/operationLabels.ts';
import { WebVitalsMetrics } from '../metrics/webVitals.ts';
import { webVitalsRoute } from '../metrics/webVitalsRoute.ts';
import { GatewayMetrics } from '../metrics/gatewayMetrics.ts';
import { listenMetrics } from '../metrics/metricsServer.ts';
import { boundedVariables } from '../security/boundedVariables.ts';
import { retryAfterHeader } from '../security/guardedOperations.ts';
import { GUARDED_PASSTHROUGH_PATHS, passthroughAttempts } from '../security/passthroughAttempts.ts';
import { RateLimits } from '../security/rateLimits.ts';
import { sharedDuplicateStore } from '../shared/duplicateStore.ts';
import { persistedQueryStore } from '../shared/persistedQueries.ts';
import { connectRedis, type SharedRedis } from '../shared/redis.ts';
import { contentSecurityPolicy, EXPLORER_CSP, securityHeaders } from '../security/headers.ts';
import { developerPage, EXPLORER_PATH } from '../security/sandboxPage.ts';
import { upstreamCostLimit } from '../graphql/upstreamCost.ts';
import { imagePipeline } from '../images/route.ts';
import { anonymousOperations } from '../ssr/anonymousOperations.ts';
import { PageData } from '../ssr/pageData.ts';
import { PageLimits } from '../ssr/pageLimits.ts';
import { BuiltLocales } from '../ssr/builtLocales.ts';
import { PageRenderer } from '../ssr/pageRenderer.ts';
import { PageResponder } from '../ssr/pageResponder.ts';
import { ServerBundles, SSR_DIST } from '../ssr/serverBundle.ts';
import { sitemapRoutes } from '../ssr/sitemaps.ts';
import { buildGatewaySchema } from '../schema.ts';
import { noteCacheLookup } from '../telemetry/legacySpans.ts';
import { operationLog } from '../telemetry/operationLog.ts';
import { operationTracing } from '../telemetry/operationTracing.ts';
import { requestCorrelation } from '../telemetry/requestCorrelation.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { configuredUpstream } from '../upstream/compose.ts';
import { UpstreamResilience } from '../upstream/resilience/policies.ts';
import { resolveEndpoints } from '../upstream/endpoints.ts';
import { ManifestFirstStore } from '../persisted/documentStore.ts';
import { executableManifest, readManifest } from '../persisted/manifest.ts';
import { registrationLimits } from '../persisted/registrationLimits.ts';
import { trustedDocuments } from '../persisted/trustedDocuments.ts';
import { answerCompression } from './answerCompression.ts';
import { createApolloServer } from './apollo.ts';
import { CLIENT_DIST, clientApp } from './clientApp.ts';
import { ClientRoutes } from './clientRoutes.ts';
import { explorerRoutes } from './explorer.ts';
import { Drain } from './drain.ts';
import { healthRoutes } from './health.ts';
import { httpCaching } from './httpCaching.ts';
import { httpErrorHandler } from './httpErrors.ts';
import { IMAGE_ROUTE, imageProxy } from './imageProxy.ts';
import { loadShedder } from './loadShedding.ts';
import { requestLogger } from './requestLogger.ts';
import { SCHEMA_SDL_PATH, schemaSdl } from './schemaSdl.ts';
import { uploadRoute } from './upload.ts';
import { UploadSlots } from './uploadSlots.ts';

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
  /** Where the built storefront is (dist/client); tests point it at a build of their own. */
  clientDist?: string;
  /** Where the storefront built for Node is (dist/ssr), which renders the public pages; none there: they go unrendered. */
  ssrDist?: string;
}

export interface Gateway {
  app: Express;
  publicCache: PublicCache;
  metrics: GatewayMetrics;
  /** The shared Redis (REDIS_URL), or a stand-in that is always "off". */
  redis: SharedRedis;
  listen(port: number, host: string): Promise<{ server: Server; url: string }>;
  /**
   * Imports the storefront's server bundle now (a few MB to read and compile; main.ts, before it
   * listens), not with the first public page, whose deadlines it would eat. Tests that serve no
   * page never load it.
   */
  preloadPages(): Promise<void>;
  /** Serves `GET /metrics` on its own port (main.ts: METRICS_PORT on METRICS_HOST). */
  listenMetrics(port: number, host: string): Promise<{ url: string }>;
  /**
   * SIGTERM's way out (server/drain.ts): /readyz 503 at once, serving on for `drainMs`, then no
   * new connections and every kept-alive one closed without a request lost; resolves once the
   * last connection is closed. `close()` follows.
   */
  drain(drainMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The URL to print for a gateway listening on `host` (every interface: localhost) and `port`. */
export function listeningUrl(host: string, port: number): string {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shownHost}:${port}`;
}

/** Builds the gateway: GraphQL, upload, health, image proxy (and later the client). */
export async function createGateway({
  config,
  upstreamUrl,
  logger,
  wrapClient,
  clientDist = CLIENT_DIST,
  ssrDist = SSR_DIST,
}: GatewayOptions): Promise<Gateway> {
  const endpoints = resolveEndpoints(config.pathOverrides);
  // Per process: breakers, bulkheads and read retries (docs/gateway.md, "The legacy API's bad days").
  const resilience = new UpstreamResilience(config.resilience, logger);
  // `metrics` is made just below; the callback only runs once requests do.
  const redis = connectRedis(config.redisUrl, logger, {
    onCommandTimeout: () => metrics.redisCommandTimeouts.inc(),
    onCommand: (command, seconds, result) => metrics.redisCommandDuration.observe({ command, result }, seconds),
    onFallback: (store) => metrics.redisFallbacks.inc({ store }),
  });
  const metrics = new GatewayMetrics(config.redisUrl ? () => redis.state() === 'up' : undefined);
  metrics.watchBreakers(Object.keys(endpoints), (call) => resilience.breakers.state(call));
  // The upstream client, observed, and the transport the passthrough, pictures and upload share (upstream/compose.ts).
  const { client, transport } = configuredUpstream(config, upstreamUrl, endpoints, logger, resilience, {
    metrics,
    wrapClient,
  });
  const publicCache = new PublicCache(config.publicCacheTtlMs, {
    staleMs: config.staleIfErrorMs,
    refreshLockMs: config.upstreamTimeoutMs,
    shared: redis,
    onLookup: (result) => {
      metrics.publicCache.inc({ result });
      noteCacheLookup(result);
    },
  });
  const rateLimits = new RateLimits(config.rateLimits, redis, metrics);
  const shedder = loadShedder(config.shedLagMs, metrics);
  // One memory of submissions (Redis when shared) for the GraphQL guard and the REST passthrough's rule.
  const duplicateStore = sharedDuplicateStore(redis);
  const manifest = readManifest();
  const trustedOnly = config.persistedDocuments === 'only';
  const apollo = createApolloServer(buildGatewaySchema(), config, logger, {
    plugins: [
      apolloMetrics(metrics, operationLabeller(manifest)),
      retryAfterHeader(),
      upstreamCostLimit(config.upstreamCallBudget),
      httpCaching(config.publicCacheTtlMs),
      staleAnswers(metrics),
      operationTracing(),
      operationLog(logger),
      // Registrations cost the shared store; trusted documents register nothing.
      ...(trustedOnly
        ? []
        : [
            registrationLimits(
              manifest,
              config.persistedQueries.maxBytes,
              rateLimits.addressLimit('persistedQueryRegistrations', config.persistedQueries.registrationsPerWindow),
            ),
          ]),
    ],
    // The client's own documents by hash from the start; other clients' automatic persisted
    // queries registered in the shared store, unless only trusted documents run.
    persistedQueries: {
      cache: new ManifestFirstStore(
        executableManifest(manifest),
        trustedOnly ? undefined : persistedQueryStore(redis, config.persistedQueries),
      ),
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
    listings: new ListingDirectory(redis),
  });

  const app = express();
  app.disable('x-powered-by');
  const drainer = new Drain();
  // Before anything answers: once draining has closed the listener, every answer closes its connection.
  app.use(drainer.middleware);
  // Whose X-Forwarded-For/-Host/-Proto count (client address for limits, origin of image URLs):
  // loopback only unless TRUST_PROXY names the proxies in front.
  app.set('trust proxy', config.trustProxy);
  // GraphQL answers are not revalidated, so no ETag hash of every answer (built files have their own).
  app.set('etag', false);
  // Before anything else: the request's id (returned, logged, forwarded) and, tracing on, its span.
  app.use(requestCorrelation());
  // First: every request counted and timed by route and status, the refused ones too.
  app.use(httpMetrics(metrics));
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  // Before anything routes, limits or forwards a path: its one canonical form, or a 400.
  app.use(canonicalRequestPath(config.legacyPassthrough ? [passthroughPathRefusal(metricsTraffic(metrics))] : []));
  // Before anything costly: an overloaded loop answers 503 at once rather than queueing.
  app.use(shedder.middleware);
  // GraphQL first: nearly every request is one, and each layer before it is a path test more.
  app.use('/graphql', rateLimits.generalLimit('graphql'));
  app.get(SCHEMA_SDL_PATH, schemaSdl(config.publishSchema));
  // A browser on /graphql gets the offline explorer; Apollo Sandbox (a third-party script) on
  // /graphql?sandbox, in development only.
  if (config.introspection) app.use('/graphql', developerPage({ sandbox: !config.production }));
  app.use(
    '/graphql',
    answerCompression(GRAPHQL_COMPRESSION_THRESHOLD),
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    ...(trustedOnly ? [trustedDocuments(manifest)] : []),
    boundedVariables(),
    expressMiddleware(apollo, { context: async ({ req }) => createContext(req) }),
  );
  app.use(
    healthRoutes(client, {
      redis: () => redis.state(),
      overloaded: () => shedder.overloaded(),
      draining: () => drainer.draining,
      breakers: () => resilience.breakers.notClosed(),
    }),
  );
  if (config.legacyPassthrough) {
    app.use(PASSTHROUGH_PATHS, rateLimits.generalLimit('legacy'));
    app.use(GUARDED_PASSTHROUGH_PATHS, passthroughAttempts(rateLimits));
    app.use(
      restPassthrough({
        transport,
        uploadIdleMs: config.uploads.idleTimeoutMs,
        duplicateWindowMs: config.duplicateWindowMs,
        duplicateStore,
        endpoints,
        traffic: metricsTraffic(metrics),
        logger,
      }),
    );
  }
  // Picture variants (`?w=`) from the pipeline; everything else on these paths through the proxy as it is.
  app.get(
    IMAGE_ROUTE,
    imagePipeline({
      ...config.images,
      coldLimit: rateLimits.addressLimit('images', config.images.rateLimit),
      transport,
      events: {
        transformed: (outcome, seconds) => {
          metrics.imageTransforms.inc({ outcome });
          if (outcome === 'ok') metrics.imageTransformDuration.observe(seconds);
        },
        cacheLookup: (result) => metrics.imageCache.inc({ result }),
        watchQueue: (load) => metrics.watchImageQueue(load),
      },
    }),
    imageProxy(transport),
  );
  app.use('/upload', rateLimits.generalLimit('rest'));
  // Uploads have places of their own (and the upstream client a pool of their own): UPLOAD_CONCURRENCY.
  const uploadSlots = new UploadSlots(config.uploads);
  metrics.watchUploads(() => uploadSlots.size);
  app.use(
    uploadRoute({
      ...config.uploads,
      client,
      slots: uploadSlots,
      publicUrl: config.publicUrl,
      onRefused: (refusal) => metrics.rateLimited.inc({ limit: `upload:${refusal}` }),
    }),
  );
  app.use(EXPLORER_PATH, contentSecurityPolicy(EXPLORER_CSP), explorerRoutes({ enabled: config.introspection }));

  // One route table for the storefront's pages and the route labels of its beacons.
  const clientRoutes = new ClientRoutes(clientDist);
  const vitals = new WebVitalsMetrics(metrics.registry, (pattern) => clientRoutes.isPattern(pattern));
  app.use(webVitalsRoute(vitals, config.webVitalsPerMinute, metrics));
  // The public pages' heads and the sitemaps, from operations run in process as an anonymous shopper's.
  const pageData = new PageData(anonymousOperations(apollo, createContext), {
    deadlineMs: config.pages.dataDeadlineMs,
    freshMs: config.publicCacheTtlMs,
    staleMs: config.staleIfErrorMs,
  });
  app.use(sitemapRoutes({ dist: clientDist, data: pageData, publicUrl: config.publicUrl }));
  // The app of the public pages, rendered with the storefront's server bundle (ADR 0009).
  const renderer = new PageRenderer({
    bundles: new ServerBundles(ssrDist, logger),
    locales: new BuiltLocales(clientDist),
    data: pageData,
    timeZone: config.legacyTimeZone,
    renderDeadlineMs: config.pages.renderDeadlineMs,
    logger,
  });
  // Per client address: every page, and the pages made afresh among them (ssr/pageLimits.ts).
  const pageLimits = new PageLimits(rateLimits, config.pages);
  const pages = new PageResponder({
    dist: clientDist,
    data: pageData,
    publicUrl: config.publicUrl,
    sharedCache: config.pages.sharedCache,
    logger,
    renderer,
    freshMs: config.publicCacheTtlMs,
    limits: pageLimits,
  });
  app.use(clientApp(clientDist, clientRoutes, pages, pageLimits));

  app.use(httpErrorHandler(logger));

  let server: Server | undefined;
  let metricsServer: Server | undefined;
  return {
    app,
    publicCache,
    metrics,
    redis,
    preloadPages: () => renderer.load(),
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
    async drain(drainMs) {
      if (server) await drainer.run(server, drainMs);
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
