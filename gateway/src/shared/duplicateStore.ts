import { memoryDuplicateStore, type DuplicateStore } from '../server/duplicateGuard.ts';
import type { SharedRedis } from './redis.ts';

/**
 * The duplicate guard's memory in Redis, so a repeat sent to another instance inside the
 * window is refused too. One atomic `SET … PX window GET`: the attempt is recorded (the window
 * restarts at every attempt, as in process) and the previous one read in the same step.
 * While Redis is away the process's own memory answers.
 */
export function sharedDuplicateStore(shared: SharedRedis): DuplicateStore {
  const local = memoryDuplicateStore();
  return {
    async seenWithin(key, windowMs) {
      const redis = shared.client();
      if (!redis) return local.seenWithin(key, windowMs);
      try {
        const previous = await redis.call('SET', `gw:${key}`, '1', 'PX', String(Math.max(windowMs, 1)), 'GET');
        return previous !== null;
      } catch {
        return local.seenWithin(key, windowMs);
      }
    },
  };
}
