import { Router } from 'express';
import type { SharedState } from '../shared/redis.ts';
import type { UpstreamClient } from '../upstream/client.ts';

export interface HealthSources {
  /** The shared Redis: reported, but never a reason to be unready (the process stands in). */
  redis?: () => SharedState;
  /** The load shedder: an overloaded instance is unready until its event loop catches up. */
  overloaded?: () => boolean;
}

/**
 * `/healthz`: the process is alive. `/readyz`: requests can be served: the upstream answers
 * and the event loop is not overloaded (503 otherwise); Redis's state is reported alongside.
 */
export function healthRoutes(client: UpstreamClient, sources: HealthSources = {}): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const redis = sources.redis?.() ?? 'off';
    const extra = redis === 'off' ? {} : { redis };
    if (sources.overloaded?.()) {
      res
        .status(503)
        .setHeader('retry-after', '1')
        .json({ status: 'overloaded', ...extra });
      return;
    }
    const upstream = await client.ping();
    res.status(upstream ? 200 : 503).json({ status: upstream ? 'ready' : 'upstream unreachable', ...extra });
  });
  return router;
}
