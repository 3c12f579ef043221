import type { Logger } from 'pino';
import { PublicCache } from '../cache/publicCache.ts';
import { ListingDirectory } from '../catalog/listingDirectory.ts';
import type { GatewayConfig } from '../config.ts';
import { contextFactory, type ContextFactory } from '../context.ts';
import { GatewayMetrics } from '../metrics/gatewayMetrics.ts';
import { readManifest, type DocumentManifest } from '../persisted/manifest.ts';
import { RateLimits } from '../security/rateLimits.ts';
import { sharedDuplicateStore } from '../shared/duplicateStore.ts';
import { connectRedis, type SharedRedis } from '../shared/redis.ts';
import { anonymousOperations } from '../ssr/anonymousOperations.ts';
import { BuiltLocales } from '../ssr/builtLocales.ts';
import { PageData } from '../ssr/pageData.ts';
import { PageRenderer } from '../ssr/pageRenderer.ts';
import { ServerBundles, SSR_DIST } from '../ssr/serverBundle.ts';
import { noteCacheLookup } from '../telemetry/legacySpans.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { configuredUpstream } from '../upstream/compose.ts';
import type { UpstreamTransport } from '../upstream/transport.ts';
import { resolveEndpoints, type Endpoint, type LegacyOperation } from '../upstream/endpoints.ts';
import { UpstreamResilience } from '../upstream/resilience/policies.ts';
import type { DuplicateStore } from './duplicateGuard.ts';
import { CLIENT_DIST } from './clientApp.ts';
import { Drain } from './drain.ts';
import { gatewayApollo, type GatewayApollo } from './gatewayApollo.ts';
import { loadShedder, type LoadShedder } from './loadShedding.ts';

/** What the gateway is built from (server/app.ts). */
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

/** The gateway's long-lived objects, made once, which the surfaces (server/surfaces/) mount routes over. */
export interface Services {
  config: GatewayConfig;
  upstreamUrl: string;
  logger: Logger;
  clientDist: string;
  /** Every request's count, time and the gauges, made first: everything else reports to it. */
  metrics: GatewayMetrics;
  /** The shared Redis (REDIS_URL), or a stand-in that is always "off". */
  redis: SharedRedis;
  endpoints: Record<LegacyOperation, Endpoint>;
  resilience: UpstreamResilience;
  /** The upstream client as resolvers, upload and health use it: traced, instrumented, and wrapped by tests. */
  client: UpstreamClient;
  /** The one way to the legacy host (agents, deadline, request id and trace headers) of the passthrough and the pictures. */
  transport: UpstreamTransport;
  publicCache: PublicCache;
  rateLimits: RateLimits;
  shedder: LoadShedder;
  drainer: Drain;
  /** One memory of submissions (Redis when shared) for the GraphQL guard and the REST passthrough's rule. */
  duplicateStore: DuplicateStore;
  manifest: DocumentManifest;
  /** PERSISTED_DOCUMENTS=only: nothing but the client's own documents runs. */
  trustedOnly: boolean;
  apollo: GatewayApollo;
  createContext: ContextFactory;
  /** The public pages' heads and the sitemaps, from operations run in process as an anonymous shopper's. */
  pageData: PageData;
  /** The app of the public pages, rendered with the storefront's server bundle (ADR 0009). */
  renderer: PageRenderer;
}

/** Makes the services in the order each needs the ones before it: metrics, Redis, upstream, caches, limits, GraphQL, pages. */
export async function createServices({
  config,
  upstreamUrl,
  logger,
  wrapClient,
  clientDist = CLIENT_DIST,
  ssrDist = SSR_DIST,
}: GatewayOptions): Promise<Services> {
  const metrics = new GatewayMetrics();
  const redis = connectRedis(config.redis, logger, {
    onCommandTimeout: () => metrics.redisCommandTimeouts.inc(),
    onCommand: (command, seconds, result) => metrics.redisCommandDuration.observe({ command, result }, seconds),
    onFallback: (store) => metrics.redisFallbacks.inc({ store }),
    onFailover: () => metrics.redisFailovers.inc(),
  });
  if (config.redis) metrics.watchRedis(() => redis.state() === 'up');

  const endpoints = resolveEndpoints(config.pathOverrides);
  // Per process: breakers, bulkheads and read retries (docs/gateway.md, "The legacy API's bad days").
  const resilience = new UpstreamResilience(config.resilience, logger);
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
  const duplicateStore = sharedDuplicateStore(redis, config.duplicateRedisWaitMs);
  const manifest = readManifest();
  const trustedOnly = config.persistedDocuments === 'only';
  const apollo = await gatewayApollo({
    config,
    logger,
    metrics,
    redis,
    rateLimits,
    duplicateStore,
    manifest,
    trustedOnly,
  });

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

  const pageData = new PageData(anonymousOperations(apollo, createContext), {
    deadlineMs: config.pages.dataDeadlineMs,
    freshMs: config.publicCacheTtlMs,
    staleMs: config.staleIfErrorMs,
  });
  const renderer = new PageRenderer({
    bundles: new ServerBundles(ssrDist, logger),
    locales: new BuiltLocales(clientDist),
    data: pageData,
    timeZone: config.legacyTimeZone,
    renderDeadlineMs: config.pages.renderDeadlineMs,
    logger,
  });

  return {
    config,
    upstreamUrl,
    logger,
    clientDist,
    metrics,
    redis,
    endpoints,
    resilience,
    client,
    transport,
    publicCache,
    rateLimits,
    shedder,
    drainer: new Drain(),
    duplicateStore,
    manifest,
    trustedOnly,
    apollo,
    createContext,
    pageData,
    renderer,
  };
}
