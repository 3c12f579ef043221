import type { Express } from 'express';
import { healthRoutes } from '../health.ts';
import type { Services } from '../services.ts';

/** `/healthz` and `/readyz` (server/health.ts): Redis, overload, draining and the breakers not closed. */
export function healthSurface(app: Express, { client, redis, shedder, drainer, resilience }: Services): void {
  app.use(
    healthRoutes(client, {
      redis: () => redis.state(),
      redisPrimary: () => redis.primary(),
      overloaded: () => shedder.overloaded(),
      draining: () => drainer.draining,
      breakers: () => resilience.breakers.notClosed(),
    }),
  );
}
