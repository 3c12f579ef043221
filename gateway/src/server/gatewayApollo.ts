import type { ApolloServer } from '@apollo/server';
import type { Logger } from 'pino';
import { staleAnswers } from '../cache/staleAnswers.ts';
import type { GatewayConfig } from '../config.ts';
import type { GatewayContext } from '../context.ts';
import { upstreamCostLimit } from '../graphql/upstreamCost.ts';
import { apolloMetrics } from '../metrics/apolloMetrics.ts';
import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';
import { operationLabeller } from '../metrics/operationLabels.ts';
import { ManifestFirstStore } from '../persisted/documentStore.ts';
import { executableManifest, type DocumentManifest } from '../persisted/manifest.ts';
import { registrationLimits } from '../persisted/registrationLimits.ts';
import { retryAfterHeader } from '../security/guardedOperations.ts';
import type { RateLimits } from '../security/rateLimits.ts';
import { persistedQueryStore } from '../shared/persistedQueries.ts';
import type { SharedRedis } from '../shared/redis.ts';
import { buildGatewaySchema } from '../schema.ts';
import { operationLog } from '../telemetry/operationLog.ts';
import { operationTracing } from '../telemetry/operationTracing.ts';
import { tracingOn } from '../telemetry/tracing.ts';
import { createApolloServer } from './apollo.ts';
import type { DuplicateStore } from './duplicateGuard.ts';
import { httpCaching } from './httpCaching.ts';

export type GatewayApollo = ApolloServer<GatewayContext>;

interface GatewayApolloDeps {
  config: GatewayConfig;
  logger: Logger;
  metrics: GatewayMetrics;
  redis: SharedRedis;
  rateLimits: RateLimits;
  duplicateStore: DuplicateStore;
  manifest: DocumentManifest;
  /** PERSISTED_DOCUMENTS=only. */
  trustedOnly: boolean;
}

/**
 * The gateway's Apollo Server, started: the schema with the gateway's plugins (metrics,
 * Retry-After, the call budget, HTTP caching, stale answers, tracing, the operation log and the
 * limit on registrations) and its persisted documents.
 */
export async function gatewayApollo(deps: GatewayApolloDeps): Promise<GatewayApollo> {
  const { config, logger, metrics, redis, rateLimits, duplicateStore, manifest, trustedOnly } = deps;
  const apollo = createApolloServer(buildGatewaySchema(), config, logger, {
    plugins: [
      apolloMetrics(metrics, operationLabeller(manifest)),
      retryAfterHeader(),
      upstreamCostLimit(config.upstreamCallBudget),
      httpCaching(config.publicCacheTtlMs),
      staleAnswers(metrics),
      // Only what this process uses: spans with tracing on, the operation's line when logs are written.
      ...(tracingOn() ? [operationTracing()] : []),
      ...(logger.isLevelEnabled('error') ? [operationLog(logger)] : []),
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
  return apollo;
}
