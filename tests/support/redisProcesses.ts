import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';

/** A Redis process a test started (Debian's redis-server: a node, a replica, a sentinel). */
export interface RedisProcess {
  port: number;
  /** What it printed so far, for a failure's message. */
  output(): string;
  /** SIGKILL: gone at once, as a machine lost, its connections reset. */
  kill(): Promise<void>;
}

/** A short-lived connection to one process, asked one thing. */
export async function ask<T>(port: number, question: (redis: Redis) => Promise<T>): Promise<T | undefined> {
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

/** Asks `check` every 50 ms until it holds; throws naming `what` past the deadline. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `redis-server` with `args`, listening on `port` once it has started. */
export function startRedisProcess(args: string[], port: number): RedisProcess {
  const child: ChildProcess = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
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

/** The keys on the Redis at `port` that match `pattern` (a test's few keys: KEYS is fine here). */
export async function keysOn(port: number, pattern: string): Promise<string[]> {
  return (await ask(port, (redis) => redis.keys(pattern))) ?? [];
}
