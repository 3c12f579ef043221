import type { Express } from 'express';
import { canonicalRequestPath } from '../../http/canonicalRequest.ts';
import { httpMetrics } from '../../metrics/httpMetrics.ts';
import { passthroughPathRefusal } from '../../passthrough/restPassthrough.ts';
import { metricsTraffic } from '../../passthrough/traffic.ts';
import { securityHeaders } from '../../security/headers.ts';
import { requestCorrelation } from '../../telemetry/requestCorrelation.ts';
import { requestLogger } from '../requestLogger.ts';
import type { Services } from '../services.ts';

/**
 * What every request goes through before any surface sees it, in this order: the drain's
 * `Connection: close` (once draining has closed the listener, every answer closes its
 * connection), the request's id and span, its count and time (the refused ones too), its log
 * line, the security headers, its one canonical path (or a 400), and load shedding before
 * anything costly.
 */
export function everyRequest(app: Express, { config, logger, metrics, drainer, shedder }: Services): void {
  app.disable('x-powered-by');
  app.use(drainer.middleware);
  // Whose X-Forwarded-For/-Host/-Proto count (client address for limits, origin of image URLs):
  // loopback only unless TRUST_PROXY names the proxies in front.
  app.set('trust proxy', config.trustProxy);
  // GraphQL answers are not revalidated, so no ETag hash of every answer (built files have their own).
  app.set('etag', false);
  app.use(
    // The request's scope is kept for its log lines only when lines are written at all.
    requestCorrelation(logger.isLevelEnabled('fatal')),
    httpMetrics(metrics),
    requestLogger(logger),
    securityHeaders(),
    canonicalRequestPath(config.legacyPassthrough ? [passthroughPathRefusal(metricsTraffic(metrics))] : []),
    shedder.middleware,
  );
}
