import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedRedis } from '../shared/redis.ts';

export interface LimiterShape {
  /** Name in keys and metrics. */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
  /** Processes counting alone while Redis is away (GATEWAY_WORKERS × GATEWAY_INSTANCES). */
  processes: number;
}

/**
 * One rate limit (rate-limiter-flexible) counted in Redis when there is one, so every instance
 * and worker adds to one count; else in this process.
 *
 * Redis can be configured and still away (down, or hung: see shared/redis.ts). Each call asks
 * the shared connection first and, when it is not usable or a command fails, counts in the
 * process at once, with a conservative share of the limit (points ÷ processes, at least 1): N
 * processes each allowing the whole limit would let N times the attempts through. (The
 * library's insurance limiter only falls back with the whole points, and only once a command
 * has failed, which with a hung Redis is after the command timeout.)
 */
export class SharedLimiter {
  private readonly redis: RateLimiterRedis | undefined;
  /** Without Redis: the whole limit. With it configured: the share used while it is away. */
  private readonly local: RateLimiterMemory;

  constructor(
    private readonly shared: SharedRedis,
    shape: LimiterShape,
  ) {
    const { keyPrefix, points, duration } = shape;
    const configured = shared.connection !== undefined;
    const localPoints = configured ? Math.max(1, Math.floor(points / Math.max(1, shape.processes))) : points;
    this.local = new RateLimiterMemory({ keyPrefix, points: localPoints, duration });
    this.redis = shared.connection
      ? new RateLimiterRedis({
          storeClient: shared.connection,
          keyPrefix: `gw:rl:${keyPrefix}`,
          points,
          duration,
          rejectIfRedisNotReady: true,
        })
      : undefined;
  }

  /** Counts one point; rejects with RateLimiterRes when the key has none left. */
  consume(key: string): Promise<RateLimiterRes> {
    return this.run((limiter) => limiter.consume(key));
  }

  /** Gives one point back. */
  reward(key: string): Promise<unknown> {
    return this.run((limiter) => limiter.reward(key, 1)).catch(() => undefined);
  }

  /** Forgets the key's count. */
  delete(key: string): Promise<unknown> {
    return this.run((limiter) => limiter.delete(key)).catch(() => undefined);
  }

  private async run<T>(action: (limiter: RateLimiterRedis | RateLimiterMemory) => Promise<T>): Promise<T> {
    if (this.redis && this.shared.client('rateLimits')) {
      try {
        return await action(this.redis);
      } catch (error) {
        // Over the limit is an answer; anything else is Redis failing: count here instead.
        if (error instanceof RateLimiterRes) throw error;
      }
    }
    return action(this.local);
  }
}
