import { DuplicateMemoryUnavailable, memoryDuplicateStore, type DuplicateStore } from '../server/duplicateGuard.ts';
import type { SharedRedis } from './redis.ts';

/** How often a money-moving mutation that waits for Redis asks whether it is back. */
const REDIS_BACK_POLL_MS = 100;

/** Resolves true once `shared` answers again, false after `waitMs` (at once when 0). */
async function redisBackWithin(shared: SharedRedis, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, REDIS_BACK_POLL_MS));
    if (shared.state() === 'up') return true;
  }
  return false;
}

/**
 * The duplicate guard's memory in Redis, so a repeat sent to another instance inside the
 * window is refused too. One atomic `SET … PX window GET`: the attempt is recorded (the window
 * restarts at every attempt, as in process) and the previous one read in the same step.
 * While Redis is away the process's own memory answers, except for a caller that asks to fail
 * closed (money-moving mutations): it waits up to `waitMs` for Redis to be back (a Sentinel
 * failover takes a few seconds: a payment then waits rather than fails), and is refused if it is
 * not, since a repeat sent to another instance or worker could not be seen.
 */
export function sharedDuplicateStore(shared: SharedRedis, waitMs = 0): DuplicateStore {
  const local = memoryDuplicateStore();
  // Without REDIS_URL the process's memory is the whole truth; with it, only Redis is.
  const configured = shared.connection !== undefined;
  /** Records the attempt in Redis; undefined when Redis cannot answer now. */
  const sharedSeen = async (key: string, windowMs: number): Promise<boolean | undefined> => {
    const redis = shared.client('duplicates');
    if (!redis) return undefined;
    try {
      const previous = await redis.call('SET', `gw:${key}`, '1', 'PX', String(Math.max(windowMs, 1)), 'GET');
      return previous !== null;
    } catch {
      return undefined; // Redis failed this once.
    }
  };
  return {
    async seenWithin(key, windowMs, options) {
      const seen = await sharedSeen(key, windowMs);
      if (seen !== undefined) return seen;
      if (!configured || !options?.failClosed) return local.seenWithin(key, windowMs);
      const again = (await redisBackWithin(shared, waitMs)) ? await sharedSeen(key, windowMs) : undefined;
      if (again === undefined) throw new DuplicateMemoryUnavailable();
      return again;
    },
  };
}
