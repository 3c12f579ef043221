import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { DuplicateMemoryUnavailable } from '../../gateway/src/server/duplicateGuard.ts';
import { sharedDuplicateStore } from '../../gateway/src/shared/duplicateStore.ts';
import type { SharedRedis, SharedState } from '../../gateway/src/shared/redis.ts';

/**
 * A shared Redis that is away until `back()`, then answers SET … GET as Redis does (the previous
 * value, or null). What a Sentinel failover looks like to the duplicate guard: away a few seconds,
 * then the new primary answers.
 */
function redisAway() {
  let state: SharedState = 'down';
  const keys = new Map<string, string>();
  const commands: string[][] = [];
  const connection = {
    call: (...args: string[]) => {
      commands.push(args);
      const [, key = '', value = ''] = args;
      const previous = keys.get(key) ?? null;
      keys.set(key, value);
      return Promise.resolve(previous);
    },
  } as unknown as Redis;
  const shared: SharedRedis = {
    client: () => (state === 'up' ? connection : undefined),
    connection,
    state: () => state,
    primary: () => undefined,
    close: async () => {},
  };
  return {
    shared,
    commands,
    back: () => {
      state = 'up';
    },
  };
}

describe('the duplicate guard while the shared Redis is away (DUPLICATE_REDIS_WAIT_MS)', () => {
  it('has a money-moving mutation wait for Redis to be back, then guards it there', async () => {
    const redis = redisAway();
    const store = sharedDuplicateStore(redis.shared, 10_000);
    const first = store.seenWithin('duplicate:pay', 1000, { failClosed: true });
    // Still waiting: nothing answered, nothing sent.
    await new Promise((resolve) => setImmediate(resolve));
    expect(redis.commands).toEqual([]);
    redis.back();
    await expect(first).resolves.toBe(false);
    expect(redis.commands).toEqual([['SET', 'gw:duplicate:pay', '1', 'PX', '1000', 'GET']]);
    // The repeat is seen in Redis, as another instance would see it.
    await expect(store.seenWithin('duplicate:pay', 1000, { failClosed: true })).resolves.toBe(true);
  });

  it('refuses it when Redis is not back within the wait', async () => {
    const redis = redisAway();
    const store = sharedDuplicateStore(redis.shared, 150);
    await expect(store.seenWithin('duplicate:pay', 1000, { failClosed: true })).rejects.toBeInstanceOf(
      DuplicateMemoryUnavailable,
    );
    expect(redis.commands).toEqual([]);
  });

  it('never makes another mutation wait: the process guards it meanwhile', async () => {
    const redis = redisAway();
    const store = sharedDuplicateStore(redis.shared, 60_000);
    await expect(store.seenWithin('duplicate:rename', 1000)).resolves.toBe(false);
    await expect(store.seenWithin('duplicate:rename', 1000)).resolves.toBe(true);
    expect(redis.commands).toEqual([]);
  });
});
