import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';
import { ask, startRedisProcess, until, type RedisProcess } from './redisProcesses.ts';

export interface SentinelGroup {
  /** The name the sentinels monitor the primary under. */
  name: string;
  primary: RedisProcess;
  replica: RedisProcess;
  sentinels: RedisProcess[];
  /** `REDIS_SENTINELS` for these sentinels. */
  sentinelList: string;
  /** The primary's port as the sentinels answer it now. */
  primaryPort(): Promise<number | undefined>;
  /** Ends every process and removes their files. */
  stop(): Promise<void>;
}

/** A sentinel group's ports, chosen: its clients can be started with `sentinelList` while it starts. */
export interface PlannedSentinelGroup {
  /** The name the sentinels will monitor the primary under (`REDIS_SENTINEL_NAME`). */
  name: string;
  /** `REDIS_SENTINELS` for its sentinels. */
  sentinelList: string;
  start(): Promise<SentinelGroup>;
}

/**
 * Debian's `redis-server`, as Redis and as sentinels, on free loopback ports, in memory only: a primary,
 * its replica (in sync before `start` resolves) and three sentinels (quorum 2) that know both and
 * each other. A lost primary is noticed after 500 ms and a replica promoted a second or two later.
 */
export async function planSentinelGroup(name = 'gateway'): Promise<PlannedSentinelGroup> {
  const [primaryPort, replicaPort, ...sentinelPorts] = (await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  )) as [number, number, number, number, number];
  const sentinelList = sentinelPorts.map((port) => `127.0.0.1:${port}`).join(',');
  return { name, sentinelList, start: () => startGroup(name, primaryPort, replicaPort, sentinelPorts, sentinelList) };
}

async function startGroup(
  name: string,
  primaryPort: number,
  replicaPort: number,
  sentinelPorts: number[],
  sentinelList: string,
): Promise<SentinelGroup> {
  const dir = mkdtempSync(join(tmpdir(), 'redis-sentinel-'));
  const server = (port: number, ...more: string[]) =>
    startRedisProcess(
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...more],
      port,
    );
  // Its snapshot goes to the replica at once, not after 5 s of waiting for more replicas (the default).
  const primary = server(primaryPort, '--repl-diskless-sync-delay', '0');
  const replica = server(replicaPort, '--replicaof', '127.0.0.1', String(primaryPort));
  const sentinels = sentinelPorts.map((port) => {
    // A sentinel rewrites its configuration file as it learns: one file each.
    const file = join(dir, `sentinel-${port}.conf`);
    writeFileSync(
      file,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${name} 127.0.0.1 ${primaryPort} 2`,
        `sentinel down-after-milliseconds ${name} 500`,
        `sentinel failover-timeout ${name} 3000`,
        `sentinel parallel-syncs ${name} 1`,
        '',
      ].join('\n'),
    );
    // `redis-server --sentinel` is what Debian's redis-sentinel runs (its package is but that link).
    return startRedisProcess([file, '--sentinel'], port);
  });
  const all = [primary, replica, ...sentinels];
  const stop = async () => {
    await Promise.all(all.map((process) => process.kill()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await until('the Redis processes to answer', async () =>
      (await Promise.all(all.map((p) => ask(p.port, (redis) => redis.ping())))).every((reply) => reply === 'PONG'),
    );
    await until('the replica to be in sync', async () =>
      Boolean((await ask(replicaPort, (redis) => redis.info('replication')))?.includes('master_link_status:up')),
    );
    // Each sentinel must know the replica (to promote it) and the two others (for the quorum).
    await until('the sentinels to know the replica and each other', async () => {
      const known = await Promise.all(
        sentinelPorts.map((port) =>
          ask(port, async (redis) => {
            const replicas = (await redis.call('SENTINEL', 'REPLICAS', name)) as unknown[];
            const others = (await redis.call('SENTINEL', 'SENTINELS', name)) as unknown[];
            return replicas.length === 1 && others.length === 2;
          }),
        ),
      );
      return known.every(Boolean);
    });
  } catch (error) {
    const said = all.map((process) => `--- port ${process.port}\n${process.output().slice(-1500)}`).join('\n');
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${said}`, { cause: error });
  }
  return {
    name,
    primary,
    replica,
    sentinels,
    sentinelList,
    async primaryPort() {
      const answer = await ask(sentinelPorts[0] ?? 0, (redis) =>
        redis.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name),
      );
      return Array.isArray(answer) ? Number(answer[1]) : undefined;
    },
    stop,
  };
}
