import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './freePort.ts';

/** A Redis process the group started: its port, and a way to end it. */
interface RedisProcess {
  port: number;
  /** SIGKILL: gone at once, as a machine lost, its connections reset. */
  kill(): Promise<void>;
}

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

/** A short-lived connection to one process, asked one thing. */
async function ask<T>(port: number, question: (redis: Redis) => Promise<T>): Promise<T | undefined> {
  const redis = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 1000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return await question(redis);
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function startProcess(command: string, args: string[], port: number): RedisProcess & { output(): string } {
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    port,
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Whether the process on `port` answers PING. */
const answers = (port: number) => ask(port, (redis) => redis.ping()).then((reply) => reply === 'PONG');

/**
 * Debian's `redis-server`, as Redis and as sentinels, on free loopback ports, in memory only: a primary,
 * its replica (in sync before this resolves) and three sentinels (quorum 2) that know both and
 * each other. A lost primary is noticed after 500 ms and a replica promoted a second or two later.
 */
export async function startSentinelGroup(name = 'gateway'): Promise<SentinelGroup> {
  const dir = mkdtempSync(join(tmpdir(), 'redis-sentinel-'));
  const [primaryPort, replicaPort, ...sentinelPorts] = (await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  )) as [number, number, number, number, number];
  const server = (port: number, ...more: string[]) =>
    startProcess(
      'redis-server',
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
    return startProcess('redis-server', [file, '--sentinel'], port);
  });
  const all = [primary, replica, ...sentinels];
  const stop = async () => {
    await Promise.all(all.map((process) => process.kill()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await until('the Redis processes to answer', async () =>
      (await Promise.all(all.map((p) => answers(p.port)))).every(Boolean),
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
    sentinelList: sentinelPorts.map((port) => `127.0.0.1:${port}`).join(','),
    async primaryPort() {
      const answer = await ask(sentinelPorts[0] ?? 0, (redis) =>
        redis.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name),
      );
      return Array.isArray(answer) ? Number(answer[1]) : undefined;
    },
    stop,
  };
}

/** The keys on the Redis at `port` that match `pattern` (a test's few keys: KEYS is fine here). */
export async function keysOn(port: number, pattern: string): Promise<string[]> {
  return (await ask(port, (redis) => redis.keys(pattern))) ?? [];
}
