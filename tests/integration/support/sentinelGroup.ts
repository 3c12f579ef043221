import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../../support/freePort.ts';

/** The name the sentinels know the primary by (REDIS_SENTINEL_NAME). */
const NAME = 'drill';
/** Unanswered for this long, a node is down in a sentinel's eyes. */
const DOWN_AFTER_MS = 1000;
/**
 * How long a failover may take before another sentinel tries; a failed election is tried again
 * after twice this, so short enough that a split vote on a busy machine costs seconds, not a minute.
 */
const FAILOVER_TIMEOUT_MS = 4000;

/**
 * Debian's Redis in the shape Sentinel protects: a primary, a replica of it, and three sentinels
 * (quorum 2) watching them, each a process of its own on a free loopback port, in memory only.
 */
export interface SentinelGroup {
  /** The sentinels, as REDIS_SENTINELS takes them: "127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3". */
  sentinels: string;
  /** The primary's name, as REDIS_SENTINEL_NAME takes it. */
  name: string;
  /** Resolves once every sentinel knows the replica and the other two: a failover can happen. */
  watching(): Promise<void>;
  /** The port of the node the sentinels name as primary now. */
  primaryPort(): Promise<number>;
  /** SIGKILL to the primary (once `watching`): gone at once, its connections cut, as a machine that dies. */
  killPrimary(): Promise<number>;
  /** Resolves with the new primary's port once every sentinel names another node than `oldPort` and it says it is one. */
  promoted(oldPort: number, timeoutMs?: number): Promise<number>;
  /** What every process printed, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

/** One command to the node on `port`, on a connection of its own that tries once. */
async function ask(port: number, ...command: [string, ...Array<string | number>]): Promise<unknown> {
  const redis = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    connectTimeout: 1000,
    commandTimeout: 1000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return await redis.call(...command);
  } finally {
    redis.disconnect();
  }
}

async function until(
  what: string,
  check: () => Promise<boolean>,
  log: () => string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${log().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A reply of pairs (SENTINEL's and INFO's shape) as a map. */
function fields(reply: unknown): Map<string, string> {
  const list = Array.isArray(reply) ? (reply as string[]) : [];
  const map = new Map<string, string>();
  for (let index = 0; index + 1 < list.length; index += 2) map.set(String(list[index]), String(list[index + 1]));
  return map;
}

function infoField(info: unknown, name: string): string | undefined {
  return new RegExp(`^${name}:(\\S+)`, 'm').exec(String(info))?.[1];
}

export async function startSentinelGroup(): Promise<SentinelGroup> {
  const folder = mkdtempSync(join(tmpdir(), 'sentinel-group-'));
  const children = new Map<number, ChildProcess>();
  let output = '';
  const log = () => output;

  function run(port: number, args: string[]): void {
    const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const note = (chunk: Buffer) => (output += chunk.toString().replace(/^/gm, `[${port}] `));
    child.stdout?.on('data', note);
    child.stderr?.on('data', note);
    children.set(port, child);
  }
  // In the group's folder: a replica keeps the primary's snapshot on disk while it syncs.
  const node = (port: number, ...extra: string[]) =>
    run(port, [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      folder,
      '--save',
      '',
      '--appendonly',
      'no',
      ...extra,
    ]);

  const [primary, replica, ...sentinelPorts] = await Promise.all(Array.from({ length: 5 }, () => freePort()));
  if (primary === undefined || replica === undefined) throw new Error('no free ports');
  // No wait for more replicas before the snapshot is sent (5 s by default).
  node(primary, '--repl-diskless-sync-delay', '0');
  node(replica, '--replicaof', '127.0.0.1', String(primary));
  // Started once the replica is in sync, so the sentinels' first look at the primary finds it.
  await until(
    'the replica to sync with the primary',
    async () => infoField(await ask(replica, 'INFO', 'replication'), 'master_link_status') === 'up',
    log,
  );
  for (const port of sentinelPorts) {
    // A sentinel rewrites its configuration file as it learns: each has its own.
    const file = join(folder, `sentinel-${port}.conf`);
    writeFileSync(
      file,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${folder}`,
        `sentinel monitor ${NAME} 127.0.0.1 ${primary} 2`,
        `sentinel down-after-milliseconds ${NAME} ${DOWN_AFTER_MS}`,
        `sentinel failover-timeout ${NAME} ${FAILOVER_TIMEOUT_MS}`,
        `sentinel parallel-syncs ${NAME} 1`,
        '',
      ].join('\n'),
    );
    // Debian's redis-sentinel is this very binary under another name; `--sentinel` is the same switch.
    run(port, [file, '--sentinel']);
  }
  // A failover needs each sentinel to know the replica and the two other sentinels (their hellos
  // come every 2 s through the primary): waited for apart, while the gateways start.
  await until(
    'every sentinel to answer',
    async () => (await Promise.all(sentinelPorts.map((port) => ask(port, 'PING')))).every((reply) => reply === 'PONG'),
    log,
  );
  const watching = until(
    'every sentinel to know the replica and the other two',
    async () => {
      for (const port of sentinelPorts) {
        const master = fields(await ask(port, 'SENTINEL', 'MASTER', NAME));
        if (master.get('num-slaves') !== '1' || master.get('num-other-sentinels') !== '2') return false;
      }
      return true;
    },
    log,
  );
  // Awaited by killPrimary (and `watching`); a failure before then is theirs to report.
  watching.catch(() => undefined);

  async function primaryPort(): Promise<number> {
    const [, port] = (await ask(sentinelPorts[0]!, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', NAME)) as [string, string];
    return Number(port);
  }

  return {
    sentinels: sentinelPorts.map((port) => `127.0.0.1:${port}`).join(','),
    name: NAME,
    watching: () => watching,
    primaryPort,
    async killPrimary() {
      await watching;
      const port = await primaryPort();
      const child = children.get(port);
      if (!child) throw new Error(`no process on ${port}`);
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
      return port;
    },
    async promoted(oldPort, timeoutMs = 30_000) {
      let named = 0;
      await until(
        `the sentinels to promote a new primary in place of ${oldPort}`,
        async () => {
          const ports = new Set<number>();
          for (const port of sentinelPorts) {
            const [, primary] = (await ask(port, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', NAME)) as [string, string];
            ports.add(Number(primary));
          }
          const [only] = ports;
          if (ports.size !== 1 || only === undefined || only === oldPort) return false;
          named = only;
          return infoField(await ask(only, 'INFO', 'replication'), 'role') === 'master';
        },
        log,
        timeoutMs,
      );
      return named;
    },
    log,
    async stop() {
      await Promise.all(
        [...children.values()].map((child) => {
          if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.kill('SIGTERM');
          return exited;
        }),
      );
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
