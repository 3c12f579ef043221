import { LRUCache } from 'lru-cache';
import type { SharedRedis } from './redis.ts';

/** Apollo's key-value cache contract for automatic persisted queries. */
export interface PersistedQueryStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, options?: { ttl?: number | null }): Promise<void>;
  delete(key: string): Promise<boolean | void>;
}

/** How long a registered document is kept without use (Redis), and how many the process keeps. */
const TTL_SECONDS = 24 * 60 * 60;
const LOCAL_DOCUMENTS = 1000;
/** Longest document kept: the same bound as the request body. */
const MAX_DOCUMENT_BYTES = 100 * 1024;

/**
 * Automatic persisted queries (hash → document) shared by every instance through Redis, so a
 * client that registered a document with one instance can send only its hash to another. The
 * process keeps its own copies too: they answer while Redis is away and spare a round trip.
 */
export function persistedQueryStore(shared: SharedRedis): PersistedQueryStore {
  const local = new LRUCache<string, string>({ max: LOCAL_DOCUMENTS });
  const redisKey = (key: string) => `gw:pq:${key}`;
  return {
    async get(key) {
      const own = local.get(key);
      if (own !== undefined) return own;
      const redis = shared.client('persistedQueries');
      if (!redis) return undefined;
      try {
        const found = await redis.get(redisKey(key));
        if (found === null) return undefined;
        local.set(key, found);
        return found;
      } catch {
        return undefined;
      }
    },
    async set(key, value, options) {
      if (Buffer.byteLength(value) > MAX_DOCUMENT_BYTES) return;
      local.set(key, value);
      const redis = shared.client('persistedQueries');
      if (!redis) return;
      const ttl = options?.ttl ?? TTL_SECONDS;
      await redis.set(redisKey(key), value, 'EX', Math.max(1, Math.round(ttl))).catch(() => undefined);
    },
    async delete(key) {
      local.delete(key);
      await shared
        .client('persistedQueries')
        ?.del(redisKey(key))
        .catch(() => undefined);
      return true;
    },
  };
}
