import { DuplicateMemoryUnavailable, memoryDuplicateStore, type DuplicateStore } from '../server/duplicateGuard.ts';
import type { SharedRedis } from './redis.ts';

/**
 * The duplicate guard's memory in Redis, so a repeat sent to another instance inside the
 * window is refused too. One atomic `SET … PX window GET`: the attempt is recorded (the window
 * restarts at every attempt, as in process) and the previous one read in the same step.
 * While Redis is away the process's own memory answers, except for a caller that asks to fail
 * closed (money-moving mutations): it is refused, since a repeat sent to another instance or
 * worker could not be seen.
 */
export function sharedDuplicateStore(shared: SharedRedis): DuplicateStore {
  const local = memoryDuplicateStore();
  // Without REDIS_URL the process's memory is the whole truth; with it, only Redis is.
  const configured = shared.connection !== undefined;
  return {
    async seenWithin(key, windowMs, options) {
      const redis = shared.client('duplicates');
      if (redis) {
        try {
          const previous = await redis.call('SET', `gw:${key}`, '1', 'PX', String(Math.max(windowMs, 1)), 'GET');
          return previous !== null;
        } catch {
          // Fall through: Redis failed this once.
        }
      }
      if (configured && options?.failClosed) throw new DuplicateMemoryUnavailable();
      return local.seenWithin(key, windowMs);
    },
  };
}
