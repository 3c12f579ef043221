import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../gateway/src/logger.ts';
import { closingIdleConnections, exitGracefullyOnSignals } from '../../gateway/src/server/shutdown.ts';

/*
 * `npm start` as an operator runs it (gateway/src/main.ts through tsx, embedded stand-in,
 * in-memory database, ports picked by the system): it prints where everything
 * is, serves, and on SIGTERM finishes what is in flight, closes and exits 0.
 */
const REPO = fileURLToPath(new URL('../..', import.meta.url));

interface Started {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stdout: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Each test compiles and starts the whole gateway and stand-in under tsx: tens of seconds on a busy machine. */
const STARTS_GATEWAY_MS = 120_000;

const uploads = mkdtempSync(join(tmpdir(), 'gateway-main-uploads-'));
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(uploads, { recursive: true, force: true });
});

async function startMain(): Promise<Started> {
  // Whatever the caller's shell points at, this run starts its own stand-in.
  const { LEGACY_API_URL: _upstream, PUBLIC_URL: _public, ...inherited } = process.env;
  // tsx as a loader, not its command: the command relays a signal to its child and, when the child
  // does not confirm within 30 ms (a busy machine), kills it outright; the signal must reach the gateway.
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
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
      // Any free port, not the fixed default 9464 another run may hold.
      METRICS_PORT: '0',
      // A busy machine delays the loop past the 1 s threshold and the gateway answers 503
      // (metricsAndShedding.test.ts covers that); here the requests must be served.
      SHED_LAG_MS: '0',
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
  // Waits for the ready line however long compiling takes on a busy machine (the test's timeout bounds it).
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Storefront gateway ready: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        child.stdout.off('data', check);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then(({ code }) =>
      reject(new Error(`the gateway exited with ${code} before it was ready:\n${output}`)),
    );
  });
  return { child, url, stdout: () => output, exited };
}

/** Resolves once the process has printed `text` (it already may have); rejects if it exits first. */
function untilOutput(started: Started, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!started.stdout().includes(text)) return;
      started.child.stdout.off('data', check);
      started.child.stderr.off('data', check);
      resolve();
    };
    started.child.stdout.on('data', check);
    started.child.stderr.on('data', check);
    void started.exited.then(() =>
      reject(new Error(`the gateway exited before printing "${text}":\n${started.stdout()}`)),
    );
    check();
  });
}

describe('npm start (gateway/src/main.ts)', () => {
  it(
    'prints the URL, the explorer URL and the demo login, serves, and exits 0 on SIGTERM',
    async () => {
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
    },
    STARTS_GATEWAY_MS,
  );

  it(
    'lets a request in flight finish before exiting',
    async () => {
      const started = await startMain();
      const body = JSON.stringify({ query: '{ hotProducts(limit: 50) { items { id title } total } }' });
      const half = Math.floor(body.length / 2);
      // The request is surely in flight when the signal arrives: its headers and half its body are
      // sent first, the signal once the server has the request (its "100 Continue" says so, however
      // slow the machine), the rest of the body once the gateway says it is shutting down.
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          `${started.url}/graphql`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(body)),
              expect: '100-continue',
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', (error) => reject(new Error(`${error.message}; the gateway said:\n${started.stdout()}`)));
        req.once('continue', () => {
          started.child.kill('SIGTERM');
          void untilOutput(started, 'shutting down: finishing requests in flight').then(
            () => req.end(body.slice(half)),
            reject,
          );
        });
        req.write(body.slice(0, half));
      });
      const { status, text } = await answer;
      expect(status).toBe(200);
      const parsed = JSON.parse(text) as { data?: { hotProducts: { items: unknown[] } } };
      expect(parsed.data?.hotProducts.items.length).toBeGreaterThan(0);
      // That the finished request's keep-alive connection does not hold the exit up is
      // closingIdleConnections' test below (a wall-clock bound here failed on a busy machine).
      expect((await started.exited).code).toBe(0);
    },
    STARTS_GATEWAY_MS,
  );
});

describe('exitGracefullyOnSignals', () => {
  const logger = createLogger('silent');
  // A signal nobody else in the test process listens to.
  const SIGNAL = 'SIGUSR2';

  /** A stand-in for process.exit, and the exit code it is called with first (awaited, not polled for). */
  function exitSpy() {
    let exited!: (code: number) => void;
    const code = new Promise<number>((resolve) => {
      exited = resolve;
    });
    return { exit: vi.fn((value: number) => exited(value)), code };
  }

  it('closes once and exits 0, however often the signal repeats', async () => {
    const { exit, code } = exitSpy();
    const close = vi.fn(async () => {});
    const dispose = exitGracefullyOnSignals(close, { logger, signals: [SIGNAL], exit });
    try {
      process.kill(process.pid, SIGNAL);
      process.kill(process.pid, SIGNAL);
      await code;
      expect(close).toHaveBeenCalledTimes(1);
      expect(exit.mock.calls).toEqual([[0]]);
    } finally {
      dispose();
    }
  });

  it('exits 1 when closing fails', async () => {
    const { exit, code } = exitSpy();
    const dispose = exitGracefullyOnSignals(async () => Promise.reject(new Error('database busy')), {
      logger,
      signals: [SIGNAL],
      exit,
    });
    try {
      process.kill(process.pid, SIGNAL);
      await code;
      expect(exit.mock.calls).toEqual([[1]]);
    } finally {
      dispose();
    }
  });

  it('cuts the remaining connections and exits 1 when closing outlasts the grace period', async () => {
    const { exit, code } = exitSpy();
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
      await code;
      expect(onTimeout).toHaveBeenCalledTimes(1);
      expect(exit.mock.calls).toEqual([[1]]);
    } finally {
      dispose();
    }
  });
});

describe('closingIdleConnections', () => {
  it('closes the keep-alive connection of a request that was in flight when closing began', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = createServer((_request, response) => {
      arrived();
      void answered.then(() => response.end('done'));
    });
    // Longer than the test may run: only closing the idle connection lets the server's close finish.
    server.keepAliveTimeout = 10 * 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true });
    try {
      const reply = new Promise<string>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, agent }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () => resolve(text));
        })
          .on('error', reject)
          .end();
      });
      await inFlight;
      const closed = closingIdleConnections(
        server,
        () => new Promise<void>((resolve) => server.close(() => resolve())),
      );
      answer();
      expect(await reply).toBe('done');
      await closed;
      expect(server.listening).toBe(false);
    } finally {
      server.closeAllConnections();
      agent.destroy();
    }
  });
});
