import { Router } from 'express';
import type { SharedState } from '../shared/redis.ts';
import type { UpstreamClient } from '../upstream/client.ts';

export interface HealthSources {
  /** The shared Redis: reported, but never a reason to be unready (the process stands in). */
  redis?: () => SharedState;
  /** With sentinels: the Redis primary's address last connected to (a failover changes it). */
  redisPrimary?: () => string | undefined;
  /** The load shedder: an overloaded instance is unready until its event loop catches up. */
  overloaded?: () => boolean;
  /** From SIGTERM on: the instance is on its way out (see server/drain.ts). */
  draining?: () => boolean;
  /** The legacy calls whose breaker is not closed, with its state. */
  breakers?: () => Record<string, string>;
}

/**
 * How long /readyz waits for the legacy API's ping before it says `slow`: probes have short
 * timeouts of their own (Kubernetes: 1 s), and a hung legacy API must not make this instance
 * look dead.
 */
const PING_WAIT_MS = 500;

/** One ping at a time, shared by the probes that come while it is out. */
function sharedPing(client: UpstreamClient): () => Promise<'up' | 'unreachable' | 'slow'> {
  let pending: Promise<boolean> | undefined;
  return async () => {
    pending ??= client.ping().finally(() => {
      pending = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<'slow'>((resolve) => {
      timer = setTimeout(() => resolve('slow'), PING_WAIT_MS);
    });
    try {
      return await Promise.race([pending.then((up) => (up ? 'up' : 'unreachable')), slow]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * `/healthz`: the process is alive. `/readyz`: this instance can serve, 503 only when it cannot
 * serve anything at all — draining after SIGTERM, or its event loop overloaded. The legacy API
 * (`upstream`: up, slow, unreachable; and the `breakers` not closed) and Redis are reported in
 * the body but never make it unready: a legacy API that is down is down for every instance,
 * and taking them all out of the balancer would replace the answers they can still give (the
 * public cache's, stale ones included) with the balancer's error page.
 */
export function healthRoutes(client: UpstreamClient, sources: HealthSources = {}): Router {
  const router = Router();
  const ping = sharedPing(client);
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const redis = sources.redis?.() ?? 'off';
    const redisPrimary = sources.redisPrimary?.();
    const extra = redis === 'off' ? {} : { redis, ...(redisPrimary ? { redisPrimary } : {}) };
    if (sources.draining?.()) {
      res.status(503).json({ status: 'draining', ...extra });
      return;
    }
    if (sources.overloaded?.()) {
      res
        .status(503)
        .setHeader('retry-after', '1')
        .json({ status: 'overloaded', ...extra });
      return;
    }
    const upstream = await ping();
    const breakers = sources.breakers?.() ?? {};
    res.json({
      status: 'ready',
      upstream,
      ...(Object.keys(breakers).length > 0 ? { breakers } : {}),
      ...extra,
    });
  });
  return router;
}
