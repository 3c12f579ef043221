import type { Express } from 'express';
import { WebVitalsMetrics } from '../../metrics/webVitals.ts';
import { webVitalsRoute } from '../../metrics/webVitalsRoute.ts';
import { PageLimits } from '../../ssr/pageLimits.ts';
import { PageResponder } from '../../ssr/pageResponder.ts';
import { sitemapRoutes } from '../../ssr/sitemaps.ts';
import { clientApp } from '../clientApp.ts';
import { ClientRoutes } from '../clientRoutes.ts';
import type { Services } from '../services.ts';

/**
 * The storefront, last of the surfaces: its Web Vitals beacons, the sitemaps, and the client app
 * (built files, and the public pages rendered with the server bundle, ADR 0009).
 */
export function pagesSurface(app: Express, services: Services): void {
  const { config, metrics, rateLimits, clientDist, pageData, renderer, logger } = services;
  // One route table for the storefront's pages and the route labels of its beacons.
  const clientRoutes = new ClientRoutes(clientDist);
  const vitals = new WebVitalsMetrics(metrics.registry, (pattern) => clientRoutes.isPattern(pattern));
  app.use(webVitalsRoute(vitals, config.webVitalsPerMinute, metrics));
  app.use(sitemapRoutes({ dist: clientDist, data: pageData, publicUrl: config.publicUrl }));
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
}
