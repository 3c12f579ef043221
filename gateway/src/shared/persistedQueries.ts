import { LRUCache } from 'lru-cache';
import type { SharedRedis } from './redis.ts';

/** Apollo's key-value cache contract for automatic persisted queries. */
export interface PersistedQueryStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, options?: { ttl?: number | null }): Promise<void>;
  delete(key: string): Promise<boolean | void>;
}

/** The bounds of what registrations may hold (PERSISTED_QUERY_MAX_BYTES, PERSISTED_QUERY_MAX_DOCUMENTS). */
export interface PersistedQueryBounds {
  maxBytes: number;
  maxDocuments: number;
}

/** How long a registered document is kept after its registration (Redis). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * The documents (a hash: Apollo's key → text) and their expiry times (a sorted set: key → ms),
 * under one hash tag, so that the scripts touching both run on one Redis Cluster slot.
 */
const DOCUMENTS_KEY = 'gw:{pq}:documents';
const EXPIRIES_KEY = 'gw:{pq}:expiries';

/**
 * Registers ARGV[1] → ARGV[2] for ARGV[3] ms, then drops the expired documents and, past
 * ARGV[4] documents, the soonest to expire (the oldest registered): the documents kept are
 * bounded whatever the traffic. Both keys expire with the last document, so nothing lingers.
 */
const REGISTER = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', nowMs)
for _, key in ipairs(expired) do redis.call('HDEL', KEYS[1], key) end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', nowMs)
local ttl = tonumber(ARGV[3])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], nowMs + ttl, ARGV[1])
local excess = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[4])
if excess > 0 then
  local oldest = redis.call('ZPOPMIN', KEYS[2], excess)
  for index = 1, #oldest, 2 do redis.call('HDEL', KEYS[1], oldest[index]) end
end
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
if last[2] then
  redis.call('PEXPIREAT', KEYS[1], last[2])
  redis.call('PEXPIREAT', KEYS[2], last[2])
end
return 1
`;

/** The document of ARGV[1] unless it has expired (the next registration drops it). */
const LOOK_UP = `
local expires = redis.call('ZSCORE', KEYS[2], ARGV[1])
if not expires then return false end
local now = redis.call('TIME')
if tonumber(expires) <= tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) then return false end
return redis.call('HGET', KEYS[1], ARGV[1])
`;

const FORGET = `
redis.call('HDEL', KEYS[1], ARGV[1])
return redis.call('ZREM', KEYS[2], ARGV[1])
`;

/**
 * Automatic persisted queries (hash → document) shared by every instance through Redis, so a
 * client that registered a document with one instance can send only its hash to another. The
 * process keeps its own copies too: they answer while Redis is away and spare a round trip.
 * Both are bounded: no document over `maxBytes` is kept, and at most `maxDocuments` of them
 * (Redis: the oldest registered go; the process: the least recently used).
 */
export function persistedQueryStore(shared: SharedRedis, bounds: PersistedQueryBounds): PersistedQueryStore {
  const local = new LRUCache<string, string>({
    max: bounds.maxDocuments,
    // A document Redis answers was kept by an instance that may allow more: bytes bound too.
    maxSize: bounds.maxDocuments * bounds.maxBytes,
    sizeCalculation: (value) => Math.max(1, Buffer.byteLength(value)),
  });
  const fits = (value: string) => Buffer.byteLength(value) <= bounds.maxBytes;
  return {
    async get(key) {
      const own = local.get(key);
      if (own !== undefined) return own;
      const redis = shared.client('persistedQueries');
      if (!redis) return undefined;
      try {
        const found = (await redis.eval(LOOK_UP, 2, DOCUMENTS_KEY, EXPIRIES_KEY, key)) as string | null;
        if (typeof found !== 'string') return undefined;
        if (fits(found)) local.set(key, found);
        return found;
      } catch {
        return undefined;
      }
    },
    async set(key, value, options) {
      if (!fits(value)) return;
      local.set(key, value);
      const redis = shared.client('persistedQueries');
      if (!redis) return;
      const ttlMs = Math.max(1, Math.round(options?.ttl ?? TTL_SECONDS)) * 1000;
      await redis
        .eval(REGISTER, 2, DOCUMENTS_KEY, EXPIRIES_KEY, key, value, ttlMs, bounds.maxDocuments)
        .catch(() => undefined);
    },
    async delete(key) {
      local.delete(key);
      await shared
        .client('persistedQueries')
        ?.eval(FORGET, 2, DOCUMENTS_KEY, EXPIRIES_KEY, key)
        .catch(() => undefined);
      return true;
    },
  };
}
