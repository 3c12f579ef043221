import express, { Router } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { shopperOf } from '../http/shopperIdentity.ts';
import type { GatewayMetrics } from './gatewayMetrics.ts';
import { BEACON, type WebVitalsMetrics } from './webVitals.ts';

/** The path the storefront's beacons go to (same origin: the CSP's connect-src 'self' allows it). */
const WEB_VITALS_PATH = '/vitals';
/** A beacon is a few hundred bytes; anything much larger is not one (413). */
const WEB_VITALS_BODY_LIMIT = 4096;

/**
 * `POST /vitals`: the storefront's Web Vitals beacons (navigator.sendBeacon, so any content
 * type, JSON text). Per client address at most `perMinute` a minute (429), at most 4 KB (413),
 * a well-formed beacon (400 otherwise); 204 once recorded. Nothing is stored but the histograms.
 */
export function webVitalsRoute(vitals: WebVitalsMetrics, perMinute: number, metrics: GatewayMetrics): Router {
  const router = Router();
  if (perMinute === 0) return router;
  const limit = new RateLimiterMemory({ keyPrefix: 'vitals', points: perMinute, duration: 60 });
  router.post(
    WEB_VITALS_PATH,
    (req, res, next) => {
      limit.consume(shopperOf(req).clientAddress).then(
        () => next(),
        (refusal: unknown) => {
          if (!(refusal instanceof RateLimiterRes)) {
            next(refusal);
            return;
          }
          metrics.rateLimited.inc({ limit: 'vitals' });
          res.set('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
          res.status(429).end();
        },
      );
    },
    // sendBeacon sends a string as text/plain (no CORS preflight); a Blob may say application/json.
    express.text({ type: () => true, limit: WEB_VITALS_BODY_LIMIT }),
    (req, res) => {
      let parsed: unknown;
      try {
        parsed = typeof req.body === 'string' ? JSON.parse(req.body) : undefined;
      } catch {
        parsed = undefined;
      }
      const beacon = BEACON.safeParse(parsed);
      if (!beacon.success) {
        res.status(400).end();
        return;
      }
      vitals.record(beacon.data);
      res.status(204).end();
    },
  );
  return router;
}
