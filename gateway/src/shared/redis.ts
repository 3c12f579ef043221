import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** `off`: no REDIS_URL; `up`: commands go to Redis; `down`: configured but unreachable, the process stands in. */
export type SharedState = 'off' | 'up' | 'down';

/**
 * The Redis every gateway instance shares (REDIS_URL), or none. Callers ask `client()` before
 * each use and fall back to their in-process store when it answers undefined: Redis being
 * away costs cache hits and cross-instance counting, never an answer. ioredis reconnects by
 * itself; the loss and the return are logged once each.
 */
export interface SharedRedis {
  /** The connection when it is ready for commands, else undefined. */
  client(): Redis | undefined;
  /** The connection whatever its state (for libraries that check readiness themselves). */
  readonly connection: Redis | undefined;
  state(): SharedState;
  close(): Promise<void>;
}

/** Commands that take longer than this count as failed: a hung Redis must not hang requests. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export function connectRedis(url: string | undefined, logger: Logger): SharedRedis {
  if (!url) {
    return { client: () => undefined, connection: undefined, state: () => 'off', close: async () => {} };
  }
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing requests behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Keep trying, at most every 2 s, for as long as the process lives.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
  });
  let announcedDown = false;
  const where = (() => {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`; // never the password
  })();
  redis.on('ready', () => {
    if (announcedDown) logger.info({ redis: where }, 'Redis is back: cache, duplicate guard, rate limits and persisted queries are shared again');
    announcedDown = false;
  });
  const lost = (error?: Error) => {
    if (announcedDown) return;
    announcedDown = true;
    logger.warn(
      { redis: where, reason: error?.message ?? 'connection closed' },
      'Redis unavailable: falling back to this process for the cache, duplicate guard, rate limits and persisted queries',
    );
  };
  redis.on('error', lost);
  redis.on('close', () => lost());
  let closing = false;
  return {
    client: () => (redis.status === 'ready' ? redis : undefined),
    connection: redis,
    state: () => (redis.status === 'ready' ? 'up' : 'down'),
    async close() {
      if (closing) return;
      closing = true;
      redis.removeAllListeners('close');
      redis.removeAllListeners('error');
      redis.on('error', () => {});
      redis.disconnect();
    },
  };
}
