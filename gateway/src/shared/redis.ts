import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { traceRedisCommand } from '../telemetry/redisSpans.ts';

/** `off`: no REDIS_URL; `up`: commands go to Redis; `down`: configured but unreachable, the process stands in. */
export type SharedState = 'off' | 'up' | 'down';

/** What uses the shared Redis, for the fallbacks metric (gateway_redis_fallbacks_total). */
type RedisUser = 'cache' | 'duplicates' | 'rateLimits' | 'persistedQueries' | 'accounts';

/** The commands the gateway sends, as a metric label; any other is `other`. */
const COMMANDS = new Set([
  'get',
  'set',
  'del',
  'mget',
  'incr',
  'pexpire',
  'expire',
  'multi',
  'exec',
  'eval',
  'evalsha',
  'ping',
  'pttl',
  'ttl',
  'exists',
  'hget',
  'hset',
]);

/**
 * The Redis every gateway instance shares (REDIS_URL), or none. Callers ask `client()` before
 * each use and fall back to their in-process store when it answers undefined: Redis being
 * away costs cache hits and cross-instance counting, never an answer. ioredis reconnects by
 * itself; the loss and the return are logged once each.
 */
export interface SharedRedis {
  /**
   * The connection when it is ready for commands and answers PING, else undefined. `user` says
   * who asks: while Redis is configured but away, each ask is a fallback to the process's own store.
   */
  client(user?: RedisUser): Redis | undefined;
  /** The connection whatever its state (for libraries that check readiness themselves). */
  readonly connection: Redis | undefined;
  state(): SharedState;
  close(): Promise<void>;
}

/** Commands that take longer than this count as failed: a hung Redis must not hang requests. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/**
 * How often Redis is asked PING. A hung Redis (stopped, swapping, a network that drops packets)
 * keeps its connection open and `ready`, so only an unanswered PING tells; until then each
 * command would wait REDIS_COMMAND_TIMEOUT_MS. One missed PING marks it down, one answered up.
 */
const REDIS_PING_INTERVAL_MS = 1000;

export interface RedisWatch {
  /** Called for each command (PING aside) that ran into the command timeout: a request waited for it. */
  onCommandTimeout?: () => void;
  /** Called when each command settles: its name (a bounded set, else `other`), seconds taken, and result. */
  onCommand?: (command: string, seconds: number, result: 'ok' | 'error' | 'timeout') => void;
  /** Called each time a user asks for the connection while Redis is configured but away. */
  onFallback?: (user: RedisUser | 'other') => void;
  pingIntervalMs?: number;
}

export function connectRedis(url: string | undefined, logger: Logger, watch: RedisWatch = {}): SharedRedis {
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
  // False from a missed PING until an answered one (or a fresh connection).
  let answering = true;
  const back = () => {
    answering = true;
    if (announcedDown)
      logger.info(
        { redis: where },
        'Redis is back: cache, duplicate guard, rate limits and persisted queries are shared again',
      );
    announcedDown = false;
  };
  redis.on('ready', back);
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

  // Every command's timeout is counted (PING's aside, which is expected while Redis hangs), so
  // operators and tests can see requests that waited for a hung Redis.
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (...args: Parameters<Redis['sendCommand']>) => {
    const [command] = args;
    const started = process.hrtime.bigint();
    const result = send(...args);
    traceRedisCommand(command.name, command.promise);
    if (watch.onCommand) {
      const settled = watch.onCommand;
      const name = COMMANDS.has(command.name) ? command.name : 'other';
      const took = () => Number(process.hrtime.bigint() - started) / 1e9;
      command.promise.then(
        () => settled(name, took(), 'ok'),
        (error: unknown) =>
          settled(name, took(), error instanceof Error && error.message === 'Command timed out' ? 'timeout' : 'error'),
      );
    }
    if (command.name !== 'ping' && watch.onCommandTimeout) {
      const count = watch.onCommandTimeout;
      command.promise.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Command timed out') count();
      });
    }
    return result;
  };

  let pinging = false;
  const pinger = setInterval(() => {
    if (pinging || redis.status !== 'ready') return;
    pinging = true;
    redis.ping().then(
      () => {
        pinging = false;
        if (!answering) back();
      },
      (error: unknown) => {
        pinging = false;
        if (redis.status !== 'ready') return; // a lost connection is reported by its own events
        answering = false;
        lost(new Error(`PING not answered: ${error instanceof Error ? error.message : String(error)}`));
      },
    );
  }, watch.pingIntervalMs ?? REDIS_PING_INTERVAL_MS);
  pinger.unref();

  const up = () => redis.status === 'ready' && answering;
  let closing = false;
  return {
    client: (user) => {
      if (up()) return redis;
      watch.onFallback?.(user ?? 'other');
      return undefined;
    },
    connection: redis,
    state: () => (up() ? 'up' : 'down'),
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(pinger);
      redis.removeAllListeners('close');
      redis.removeAllListeners('error');
      redis.on('error', () => {});
      redis.disconnect();
    },
  };
}
