import type { Express } from 'express';
import { PASSTHROUGH_PATHS, restPassthrough } from '../../passthrough/restPassthrough.ts';
import { metricsTraffic } from '../../passthrough/traffic.ts';
import { GUARDED_PASSTHROUGH_PATHS, passthroughAttempts } from '../../security/passthroughAttempts.ts';
import type { Services } from '../services.ts';

/**
 * LEGACY_PASSTHROUGH=true: `/api/*` and `/merchant/*` forwarded to the legacy API, under the general
 * rate limit, the guarded calls counted as their GraphQL mutations are, and the duplicate rule.
 */
export function passthroughSurface(app: Express, services: Services): void {
  const { config, transport, rateLimits, duplicateStore, endpoints, metrics, logger } = services;
  if (!config.legacyPassthrough) return;
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
