import { z } from 'zod';
import { setting } from '../settingFragment.ts';

/** One Redis process: a sentinel or a cluster node. */
interface RedisAddress {
  host: string;
  port: number;
}

/**
 * The Redis every instance shares, as the gateway reaches it: one node (REDIS_URL), the primary
 * that sentinels name (REDIS_SENTINELS), or a cluster (REDIS_CLUSTER_NODES).
 */
export type RedisTarget =
  | { kind: 'node'; url: string }
  | {
      kind: 'sentinel';
      sentinels: RedisAddress[];
      name: string;
      password: string | undefined;
      sentinelPassword: string | undefined;
    }
  | { kind: 'cluster'; nodes: RedisAddress[]; password: string | undefined };

/** `host:port,host:port` (IPv6 in brackets: `[::1]:26379`) as addresses; each entry's port is required. */
function addressList(variable: string) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const addresses: RedisAddress[] = [];
      for (const entry of raw.split(',').map((item) => item.trim())) {
        const found = /^(?:\[([^\]]+)\]|([^:[\]\s]+)):(\d{1,5})$/.exec(entry);
        const port = Number(found?.[3]);
        if (!found || port < 1 || port > 65535) {
          context.addIssue({
            code: 'custom',
            message: `${variable} takes host:port entries separated by commas; "${entry}" is not one`,
          });
          return z.NEVER;
        }
        addresses.push({ host: found[1] ?? found[2] ?? '', port });
      }
      return addresses;
    });
}

/** The settings of the shared Redis, as the server fragment nests them (server/settings.ts). */
export const redisFields = {
  url: setting(
    'REDIS_URL',
    z
      .url()
      .optional()
      .describe(
        'One Redis shared by every instance: public cache, duplicate guard, rate limits, persisted queries (`redis://[:password@]host:port[/db]`, `rediss://` for TLS). Unset, with neither `REDIS_SENTINELS` nor `REDIS_CLUSTER_NODES`: all in process. Redis going away is survived (see "Redis: one node, Sentinel, Cluster" in docs/operating.md).',
      ),
  ),
  sentinels: setting(
    'REDIS_SENTINELS',
    addressList('REDIS_SENTINELS').describe(
      'Instead of `REDIS_URL`: the sentinels that name the Redis primary, `host:port` separated by commas. The gateway asks them for the primary and follows it through a failover, without a restart.',
    ),
  ),
  sentinelName: setting(
    'REDIS_SENTINEL_NAME',
    z
      .string()
      .min(1)
      .default('mymaster')
      .describe(
        'With `REDIS_SENTINELS`: the name the sentinels monitor the primary under (`sentinel monitor <name> …`).',
      ),
  ),
  clusterNodes: setting(
    'REDIS_CLUSTER_NODES',
    addressList('REDIS_CLUSTER_NODES').describe(
      'Instead of `REDIS_URL`: some nodes of a Redis Cluster, `host:port` separated by commas; the gateway learns the others from them.',
    ),
  ),
  password: setting(
    'REDIS_PASSWORD',
    z
      .string()
      .min(1)
      .optional()
      .describe(
        "With `REDIS_SENTINELS` or `REDIS_CLUSTER_NODES`: the Redis nodes' password (`requirepass`). `REDIS_URL` carries its own.",
      ),
  ),
  sentinelPassword: setting(
    'REDIS_SENTINEL_PASSWORD',
    z
      .string()
      .min(1)
      .optional()
      .describe("With `REDIS_SENTINELS`: the sentinels' own password, when they ask for one."),
  ),
};

/** The settings as read, each field its rule's output. */
type RedisRead = { [Field in keyof typeof redisFields]: z.output<(typeof redisFields)[Field]['rule']> };

/** What the settings name, or undefined for no Redis; a contradiction is an issue on the variable at fault. */
export function redisTarget(read: RedisRead, context: z.RefinementCtx): RedisTarget | undefined {
  const given = [
    read.url && redisFields.url.variable,
    read.sentinels && redisFields.sentinels.variable,
    read.clusterNodes && redisFields.clusterNodes.variable,
  ].filter((variable): variable is string => typeof variable === 'string');
  const refuse = (variable: string, message: string) => {
    context.addIssue({ code: 'custom', path: [variable], message });
  };
  if (given.length > 1) {
    for (const variable of given.slice(1))
      refuse(variable, `set one of ${given.join(', ')}: each names the whole of the shared Redis`);
    return undefined;
  }
  if (read.password && !read.sentinels && !read.clusterNodes)
    refuse(
      redisFields.password.variable,
      read.url
        ? 'REDIS_URL carries its own password (redis://:password@host:port); set it there'
        : 'needs REDIS_SENTINELS or REDIS_CLUSTER_NODES',
    );
  if (read.sentinelPassword && !read.sentinels) refuse(redisFields.sentinelPassword.variable, 'needs REDIS_SENTINELS');
  if (read.url) return { kind: 'node', url: read.url };
  if (read.sentinels)
    return {
      kind: 'sentinel',
      sentinels: read.sentinels,
      name: read.sentinelName,
      password: read.password,
      sentinelPassword: read.sentinelPassword,
    };
  if (read.clusterNodes) return { kind: 'cluster', nodes: read.clusterNodes, password: read.password };
  return undefined;
}
