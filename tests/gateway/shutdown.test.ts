import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../gateway/src/logger.ts';
import { exitGracefullyOnSignals } from '../../gateway/src/server/shutdown.ts';

/*
 * `npm start` as an operator runs it (tsx gateway/src/main.ts, embedded stand-in,
 * in-memory database, ports picked by the system): it prints where everything
 * is, serves, and on SIGTERM finishes what is in flight, closes and exits 0.
 */
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(REPO, 'node_modules', '.bin', 'tsx');

interface Started {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stdout: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const uploads = mkdtempSync(join(tmpdir(), 'gateway-main-uploads-'));
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(uploads, { recursive: true, force: true });
});

async function startMain(): Promise<Started> {
  // Whatever the caller's shell points at, this run starts its own stand-in.
  const { LEGACY_API_URL: _upstream, PUBLIC_URL: _public, ...inherited } = process.env;
  const child = spawn(TSX, ['gateway/src/main.ts'], {
    cwd: REPO,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LEGACY_PORT: '0',
      LEGACY_DB: ':memory:',
      LEGACY_UPLOAD_DIR: uploads,
      LOG_LEVEL: 'info',
    },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the gateway did not start in time:\n${output}`)), 45_000);
    const check = () => {
      const match = /Storefront gateway ready: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then(({ code }) => reject(new Error(`the gateway exited with ${code} before it was ready:\n${output}`)));
  });
  return { child, url, stdout: () => output, exited };
}

describe('npm start (gateway/src/main.ts)', () => {
  it('prints the URL, the explorer URL and the demo login, serves, and exits 0 on SIGTERM', async () => {
    const started = await startMain();
    const banner = started.stdout();
    expect(banner).toContain(`GraphQL endpoint and Apollo Sandbox: ${started.url}/graphql`);
    expect(banner).toContain(`Schema explorer (works offline): ${started.url}/explorer`);
    expect(banner).toMatch(/Demo login: demo \/ demo123/);

    expect((await fetch(`${started.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${started.url}/readyz`)).status).toBe(200);
    const answer = await fetch(`${started.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ platform { name } }' }),
    });
    expect(((await answer.json()) as { data: unknown }).data).toEqual({ platform: { name: expect.any(String) } });

    started.child.kill('SIGTERM');
    const { code, signal } = await started.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    const log = started.stdout();
    expect(log).toContain('shutting down: finishing requests in flight');
    expect(log).toContain('"msg":"stopped"');
    await expect(fetch(`${started.url}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('lets a request in flight finish before exiting', async () => {
    const started = await startMain();
    const body = JSON.stringify({ query: '{ hotProducts(limit: 50) { items { id title } total } }' });
    const half = Math.floor(body.length / 2);
    // The request is surely in flight when the signal arrives: its headers and half its
    // body are sent first, the rest only after the SIGTERM.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        `${started.url}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      setTimeout(() => {
        started.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 300);
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    const parsed = JSON.parse(text) as { data?: { hotProducts: { items: unknown[] } } };
    expect(parsed.data?.hotProducts.items.length).toBeGreaterThan(0);
    const stoppedAt = Date.now();
    expect((await started.exited).code).toBe(0);
    // Not held up by the finished request's keep-alive connection.
    expect(Date.now() - stoppedAt).toBeLessThan(3000);
  }, 60_000);
});

describe('exitGracefullyOnSignals', () => {
  const logger = createLogger('silent');
  // A signal nobody else in the test process listens to.
  const SIGNAL = 'SIGUSR2';

  async function waitFor(check: () => boolean): Promise<void> {
    for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  it('closes once and exits 0, however often the signal repeats', async () => {
    const exit = vi.fn();
    const close = vi.fn(async () => {});
    const dispose = exitGracefullyOnSignals(close, { logger, signals: [SIGNAL], exit });
    try {
      process.kill(process.pid, SIGNAL);
      process.kill(process.pid, SIGNAL);
      await waitFor(() => exit.mock.calls.length > 0);
      expect(close).toHaveBeenCalledTimes(1);
      expect(exit.mock.calls).toEqual([[0]]);
    } finally {
      dispose();
    }
  });

  it('exits 1 when closing fails', async () => {
    const exit = vi.fn();
    const dispose = exitGracefullyOnSignals(async () => Promise.reject(new Error('database busy')), {
      logger,
      signals: [SIGNAL],
      exit,
    });
    try {
      process.kill(process.pid, SIGNAL);
      await waitFor(() => exit.mock.calls.length > 0);
      expect(exit.mock.calls).toEqual([[1]]);
    } finally {
      dispose();
    }
  });

  it('cuts the remaining connections and exits 1 when closing outlasts the grace period', async () => {
    const exit = vi.fn();
    const onTimeout = vi.fn();
    const dispose = exitGracefullyOnSignals(() => new Promise<void>(() => {}), {
      logger,
      signals: [SIGNAL],
      exit,
      graceMs: 50,
      onTimeout,
    });
    try {
      process.kill(process.pid, SIGNAL);
      await waitFor(() => exit.mock.calls.length > 0);
      expect(onTimeout).toHaveBeenCalledTimes(1);
      expect(exit.mock.calls).toEqual([[1]]);
    } finally {
      dispose();
    }
  });
});
