import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeFlags } from '../support/startFlags.ts';
import { readConfig } from '../../gateway/src/config.ts';
import { buildServer } from '../../gateway/build.ts';
import { freePort } from '../support/freePort.ts';
import { startRedisServer, type RedisServer } from '../support/redisServer.ts';

/*
 * GATEWAY_WORKERS: the compiled gateway as `npm start` runs it, with two worker processes
 * sharing the port, Redis shared by them, and the embedded stand-in in the primary. What
 * an operator relies on: both workers serve, the limits hold across them, one metrics
 * endpoint adds them up, a dead worker is replaced, SIGTERM stops them all, and a worker
 * that cannot start stops the whole thing instead of being forked forever.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'gateway-workers-'));
mkdirSync(join(ROOT, 'dist'), { recursive: true });
const bundleDir = mkdtempSync(join(ROOT, 'dist', 'gateway-workers-under-test-'));
const outfile = join(bundleDir, 'main.js');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startGateway(env: NodeJS.ProcessEnv): Started {
  let output = '';
  const child = spawn(process.execPath, [...startNodeFlags(), outfile], {
    cwd: dir,
    env: {
      PATH: process.env['PATH'],
      HOST: '127.0.0.1',
      // A busy test machine is not an overloaded gateway: shedding has tests of its own.
      SHED_LAG_MS: '0',
      LEGACY_PORT: '0',
      LEGACY_DB: ':memory:',
      LEGACY_UPLOAD_DIR: join(dir, 'uploads'),
      LEGACY_AUTO_OPERATE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until<T>(
  what: string,
  probe: () => T | undefined,
  output: () => string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s:\n${output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The live processes whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
        const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(ppid) === pid && state !== 'Z' ? [Number(entry)] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/** One POST on a connection of its own, as separate shoppers arrive: the primary hands each to a worker. */
function post(
  url: string,
  body: object,
): Promise<{
  status: number;
  json: { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> };
}> {
  return new Promise((resolve, reject) => {
    const sent = JSON.stringify(body);
    const req = request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(sent), lang: 'en' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(sent);
  });
}

/** The workers (process ids) whose request log lines are in the output. */
function servedBy(output: string): Set<number> {
  return new Set(
    output
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"/graphql"'))
      .map((line) => (JSON.parse(line) as { pid?: number }).pid)
      .filter((pid): pid is number => pid !== undefined),
  );
}

let redis: RedisServer;

beforeAll(async () => {
  await buildServer(outfile);
  redis = await startRedisServer();
}, 120_000);

afterAll(async () => {
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('GATEWAY_WORKERS=2 with Redis', () => {
  let gateway: Started;
  let url: string;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    gateway = startGateway({
      PORT: '0',
      GATEWAY_WORKERS: '2',
      REDIS_URL: redis.url,
      METRICS_PORT: String(metricsPort),
      RATE_LIMIT_ACCOUNT: '3',
      LOG_LEVEL: 'info',
    });
    url = await until(
      'no ready line',
      () => /Storefront gateway ready: (http:\/\/\S+) \(2 worker processes\)/.exec(gateway.output())?.[1],
      gateway.output,
      // A loaded full run here took longer than 30 s to start two workers (Redis's PING timed out meanwhile).
      90_000,
    );
  }, 120_000);

  afterAll(() => {
    if (gateway?.child.exitCode === null) gateway.child.kill('SIGKILL');
  });

  it('runs two workers under the primary, and both answer shoppers', async () => {
    const pid = gateway.child.pid as number;
    expect(childrenOf(pid)).toHaveLength(2);
    for (let index = 0; index < 12; index += 1) {
      const answer = await post(url, { query: '{ categories { id name } }' });
      expect(answer.status).toBe(200);
      expect(answer.json.errors).toBeUndefined();
      expect((answer.json.data?.['categories'] as unknown[]).length).toBeGreaterThan(0);
    }
    // Each request's log line names the worker that served it.
    expect([...servedBy(gateway.output())].sort()).toEqual(childrenOf(pid).sort());
  });

  it('holds the per-account sign-in limit across the workers (Redis): the 4th wrong password is refused', async () => {
    const login = (password: string) =>
      post(url, { query: `mutation { login(account: "newbie", password: "${password}") { token } }` });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(`wrong-${attempt}`)).json.errors?.[0]?.extensions?.code).toBe('UPSTREAM_REJECTED');
    }
    expect((await login('newbie123')).json.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('serves one metrics endpoint that adds the workers up', async () => {
    const before = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text());
    const count = (text: string) =>
      [...text.matchAll(/^gateway_graphql_requests_total\{[^}]*\} (\d+)$/gm)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
    for (let index = 0; index < 6; index += 1) await post(url, { query: '{ platform { name } }' });
    const after = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text());
    expect(count(after) - count(before)).toBe(6);
    expect(after).toMatch(/^gateway_redis_up 1$/m);
    // One series per metric, not one per worker.
    expect(after.match(/^# TYPE gateway_graphql_requests_total /gm)).toHaveLength(1);
  });

  it('replaces a worker that dies, and the new one serves', async () => {
    const pid = gateway.child.pid as number;
    const before = childrenOf(pid);
    const victim = before[0] as number;
    process.kill(victim, 'SIGKILL');
    const replaced = await until(
      'no replacement worker',
      () => {
        const now = childrenOf(pid);
        return now.length === 2 && !now.includes(victim) ? now : undefined;
      },
      gateway.output,
    );
    // The primary logs through an asynchronous destination: the line may reach stdout after the fork.
    await until(
      'no exit line',
      () => /gateway worker exited: starting another/.test(gateway.output()) || undefined,
      gateway.output,
    );
    const newcomer = replaced.find((worker) => !before.includes(worker)) as number;
    // Until it listens the primary hands every connection to the other one; then to both.
    const deadline = Date.now() + 20_000;
    while (!servedBy(gateway.output()).has(newcomer)) {
      expect(Date.now(), gateway.output().slice(-2000)).toBeLessThan(deadline);
      expect((await post(url, { query: '{ platform { name } }' })).status).toBe(200);
    }
    expect(childrenOf(pid).sort()).toEqual(replaced.sort());
  });

  it('stops every worker and exits 0 on SIGTERM', async () => {
    const pid = gateway.child.pid as number;
    const workers = childrenOf(pid);
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
    for (const worker of workers) expect(() => process.kill(worker, 0)).toThrow();
  });
});

describe('GATEWAY_WORKERS in the configuration', () => {
  it('is one process unless asked, a count, or auto for one per core', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ GATEWAY_WORKERS: '3', REDIS_URL: 'redis://cache:6379' }).workers).toBe(3);
    expect(readConfig({ GATEWAY_WORKERS: 'auto', REDIS_URL: 'redis://cache:6379' }).workers).toBe(
      availableParallelism(),
    );
    expect(readConfig({ GATEWAY_WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses what is not a count, and several workers without Redis', () => {
    for (const wrong of ['0', '-2', '1.5', 'all', '', '1000']) {
      expect(() => readConfig({ GATEWAY_WORKERS: wrong, REDIS_URL: 'redis://cache:6379' })).toThrow(
        /GATEWAY_WORKERS: must be a whole number from 1, or auto/,
      );
    }
    expect(() => readConfig({ GATEWAY_WORKERS: '2' })).toThrow(/GATEWAY_WORKERS: 2 workers need REDIS_URL/);
  });
});

describe('GATEWAY_WORKERS that cannot work', () => {
  it('refuses two workers without REDIS_URL, saying why', async () => {
    const gateway = startGateway({ PORT: '0', GATEWAY_WORKERS: '2' });
    expect(await gateway.exited).not.toBe(0);
    // One JSON line naming the variable, its value and the problem.
    expect(gateway.output()).toMatch(/"variable":"GATEWAY_WORKERS","value":"2","problem":"2 workers need REDIS_URL/);
  });

  it('stops with exit 1 when the workers cannot listen, rather than forking them forever', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const gateway = startGateway({
        PORT: String(port),
        GATEWAY_WORKERS: '2',
        REDIS_URL: redis.url,
        METRICS_PORT: String(await freePort()),
      });
      expect(await gateway.exited).toBe(1);
      expect(gateway.output()).toMatch(/exited before it listened/);
      expect(gateway.output()).not.toMatch(/Storefront gateway ready/);
    } finally {
      taken.close();
    }
  }, 30_000);
});
