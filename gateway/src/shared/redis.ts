import { Cluster, Redis, type Command } from 'ioredis';
import type { Logger } from 'pino';
import { traceRedisCommand } from '../telemetry/redisSpans.ts';
import type { RedisTarget } from './redisSettings.ts';

/**
 * A connection to the shared Redis: one node's (REDIS_URL, or the primary the sentinels name)
 * or a cluster's. Both take the same commands; a cluster refuses a script, MULTI or MGET whose
 * keys lie in different slots (CROSSSLOT), so the keys of one share a hash tag: `gw:{pq}:…`.
 */
type RedisClient = Redis | Cluster;

/** `off`: no Redis configured; `up`: commands go to Redis; `down`: configured but unreachable, the process stands in. */
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
  client(user?: RedisUser): RedisClient | undefined;
  /** The connection whatever its state (for libraries that check readiness themselves). */
  readonly connection: RedisClient | undefined;
  state(): SharedState;
  /** With REDIS_SENTINELS: the primary's address (`host:port`) last connected to, for /readyz. */
  primary(): string | undefined;
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
  /** With sentinels: called when a fresh connection finds the primary at another address than before. */
  onFailover?: () => void;
  pingIntervalMs?: number;
}

/** Options of every connection to a Redis node. */
const NODE_OPTIONS = {
  // Fail at once while disconnected instead of queueing requests behind a reconnect.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 2000,
  lazyConnect: false,
} as const;

/** Keep trying, at most every 2 s, for as long as the process lives. */
const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2000);

/** The connection the target names, and where it is for log lines (never the password). */
function open(target: RedisTarget): { redis: RedisClient; where: string } {
  switch (target.kind) {
    case 'node': {
      const parsed = new URL(target.url);
      return {
        redis: new Redis(target.url, { ...NODE_OPTIONS, retryStrategy }),
        where: `${parsed.hostname}:${parsed.port || '6379'}`,
      };
    }
    case 'sentinel':
      return {
        redis: new Redis({
          ...NODE_OPTIONS,
          retryStrategy,
          sentinels: target.sentinels,
          name: target.name,
          password: target.password,
          sentinelPassword: target.sentinelPassword,
          sentinelRetryStrategy: retryStrategy,
          // A hung sentinel (connected, never answering) is passed over for the next one.
          sentinelCommandTimeout: 2000,
          // No failoverDetector: its +switch-master, arriving while ioredis is between two tries
          // at the lost primary, fails that try for good (status `end`, never retried: one of two
          // gateways stayed down in a loaded run). A primary lost is found again by the retries; one
          // demoted while still up answers a write READONLY, and that reconnects to the new one.
          reconnectOnError: (error) => error.message.startsWith('READONLY'),
        }),
        where: `sentinels ${target.sentinels.map(({ host, port }) => `${host}:${port}`).join(',')} (${target.name})`,
      };
    case 'cluster':
      return {
        redis: new Cluster(target.nodes, {
          // Its own ready check (CLUSTER INFO) is sent while the nodes still connect: refused without
          // the queue, it would close and reopen every connection once at start. Callers are given
          // the cluster only once it is ready, and each node refuses commands while it is away.
          enableOfflineQueue: true,
          clusterRetryStrategy: retryStrategy,
          redisOptions: { ...NODE_OPTIONS, password: target.password },
        }),
        where: `cluster ${target.nodes.map(({ host, port }) => `${host}:${port}`).join(',')}`,
      };
  }
}

/** The address a node connection is connected to, `host:port`. */
function connectedTo(redis: RedisClient): string | undefined {
  if (redis instanceof Cluster) return undefined;
  const { remoteAddress, remotePort } = redis.stream;
  return remoteAddress && remotePort ? `${remoteAddress}:${remotePort}` : undefined;
}

export function connectRedis(target: RedisTarget | undefined, logger: Logger, watch: RedisWatch = {}): SharedRedis {
  if (!target) {
    return {
      client: () => undefined,
      connection: undefined,
      state: () => 'off',
      primary: () => undefined,
      close: async () => {},
    };
  }
  const { redis, where } = open(target);
  let announcedDown = false;
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
  // With sentinels: the primary last connected to; another on a later connection is a failover.
  let primary: string | undefined;
  redis.on('ready', () => {
    if (target.kind === 'sentinel') {
      const now = connectedTo(redis);
      if (primary !== undefined && now !== undefined && now !== primary) {
        logger.warn({ redis: where, from: primary, to: now }, 'Redis primary changed: the sentinels promoted another');
        watch.onFailover?.();
      }
      primary = now ?? primary;
    }
    back();
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

  // Redis refusing a command (CROSSSLOT from a cluster, WRONGTYPE, OOM…) is a fault of ours or of
  // the deployment, which each caller's fallback would hide: said once per command and refusal.
  const refusals = new Set<string>();
  // ioredis's own commands are left out: it sends CLIENT SETINFO at each connection, which Redis
  // before 7.2 refuses, and handles that itself.
  const refused = (command: string, error: unknown) => {
    if (!COMMANDS.has(command) || !(error instanceof Error) || error.name !== 'ReplyError') return;
    const refusal = error.message.split(' ', 1)[0] ?? '';
    const seen = `${command} ${refusal}`;
    if (refusals.has(seen)) return;
    refusals.add(seen);
    logger.warn(
      { redis: where, command, refusal },
      `Redis refused a command (${refusal}): this process answers instead`,
    );
  };

  // Every command's timeout is counted (PING's aside, which is expected while Redis hangs), so
  // operators and tests can see requests that waited for a hung Redis.
  // A cluster's command is sent here once, whichever node (and redirection) answers it.
  const send = redis.sendCommand.bind(redis) as (command: Command, ...rest: unknown[]) => unknown;
  redis.sendCommand = (command: Command, ...rest: unknown[]) => {
    const started = process.hrtime.bigint();
    const result = send(command, ...rest);
    traceRedisCommand(command.name, command.promise);
    if (watch.onCommand) {
      const settled = watch.onCommand;
      const lower = command.name.toLowerCase();
      const name = COMMANDS.has(lower) ? lower : 'other';
      const took = () => Number(process.hrtime.bigint() - started) / 1e9;
      command.promise.then(
        () => settled(name, took(), 'ok'),
        (error: unknown) =>
          settled(name, took(), error instanceof Error && error.message === 'Command timed out' ? 'timeout' : 'error'),
      );
    }
    command.promise.catch((error: unknown) => refused(command.name.toLowerCase(), error));
    if (command.name !== 'ping' && watch.onCommandTimeout) {
      const count = watch.onCommandTimeout;
      command.promise.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Command timed out') count();
      });
    }
    return result;
  };

  // ioredis gives up on a connection in a few races (a connect that fails after being told to
  // stop); for as long as the gateway runs it is never given up: opened again after 2 s.
  let closing = false;
  redis.on('end', () => {
    if (closing) return;
    lost(new Error('connection ended'));
    setTimeout(() => {
      if (!closing) redis.connect().catch(() => undefined);
    }, 2000).unref();
  });

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
  return {
    client: (user) => {
      if (up()) return redis;
      watch.onFallback?.(user ?? 'other');
      return undefined;
    },
    connection: redis,
    state: () => (up() ? 'up' : 'down'),
    primary: () => primary,
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
