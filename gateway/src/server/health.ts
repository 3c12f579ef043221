import { Router } from 'express';
import type { UpstreamClient } from '../upstream/client.ts';

/** `/healthz`: the process is alive. `/readyz`: the upstream answers, so requests can be served. */
export function healthRoutes(client: UpstreamClient): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const upstream = await client.ping();
    res.status(upstream ? 200 : 503).json({ status: upstream ? 'ready' : 'upstream unreachable' });
  });
  return router;
}
