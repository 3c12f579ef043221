import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ensureClientBuilt, ROOT } from './build.ts';
import { buildGatewayBundle } from './gatewayBundle.ts';
import { freePort } from '../../support/freePort.ts';
import { startNodeFlags } from '../../support/startFlags.ts';

/** A legacy envelope: code 1 is success. */
interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface E2eStack {
  /** The gateway (serves the built client, /graphql, /upload). */
  url: string;
  /** The embedded legacy stand-in. */
  legacyUrl: string;
  /** The stand-in's operator key (header x-admin-key). */
  adminKey: string;
  /**
   * Calls the stand-in's operator API (legacy/admin): `admin('POST', '/orders/12/ship', { company: 'DHL' })`.
   * The path may leave out the /admin prefix. Answers the envelope's data; throws unless code is 1.
   */
  admin<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** A GraphQL call to the gateway (for setting up data); throws on errors. */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  /** Signs in through the gateway and answers the token (default: the demo buyer). */
  login(account?: string, password?: string): Promise<string>;
  /** What the product printed so far (for diagnosing a failure). */
  output(): string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the product did not become ready within ${timeoutMs} ms:\n${output()}`);
}

/**
 * The real product, started the way `npm start` starts it (the gateway with its
 * embedded legacy stand-in and the built client), on free ports, with a fresh
 * seeded database in a temp folder. The operator is the test: LEGACY_AUTO_OPERATE=0,
 * so orders ship and audits pass only through `admin(...)`.
 *
 *   const stack = await startE2eStack();
 *   ...
 *   await stack.stop();
 */
export interface E2eStackOptions {
  /** Extra environment for the product (e.g. UPSTREAM_TIMEOUT_MS). */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Build the client first when stale (default true; false for API-only checks). */
  build?: boolean;
}

export async function startE2eStack(options: E2eStackOptions = {}): Promise<E2eStack> {
  if (options.build !== false) await ensureClientBuilt();
  // The bundle the e2e project built for its run (globalSetup.ts); a test of another project gets its own.
  const provided = inject('e2eGateway') as string | undefined;
  const bundle = provided === undefined ? await buildGatewayBundle() : { entry: provided, remove: () => undefined };
  const [port, legacyPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const adminKey = randomBytes(12).toString('hex');
  const url = `http://127.0.0.1:${port}`;
  const legacyUrl = `http://127.0.0.1:${legacyPort}`;

  // The compiled gateway with the start script's flags: what `npm start` runs.
  const child = spawn(process.execPath, [...startNodeFlags(), bundle.entry], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LEGACY_PORT: String(legacyPort),
      LEGACY_DB: join(dir, 'legacy.db'),
      LEGACY_UPLOAD_DIR: join(dir, 'uploads'),
      LEGACY_ADMIN_KEY: adminKey,
      LEGACY_AUTO_OPERATE: '0',
      LOG_LEVEL: 'warn',
      // Any free port: parallel stacks must not fight over the default 9464.
      METRICS_PORT: '0',
      // A browser and the product share a busy CI machine: its stalls are not the product's load.
      SHED_LAG_MS: '0',
      ...options.env,
    },
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log.slice(-8000);

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
    bundle.remove();
  }

  try {
    await waitUntilReady(url, child, output, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }

  async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
    const full = path.startsWith('/admin') ? path : `/admin${path.startsWith('/') ? '' : '/'}${path}`;
    const response = await fetch(`${legacyUrl}${full}`, {
      method,
      headers: { 'x-admin-key': adminKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`admin ${method} ${full}: HTTP ${response.status}, not JSON: ${text.slice(0, 300)}`);
    }
    if (envelope.code !== 1) throw new Error(`admin ${method} ${full} refused (${envelope.code}): ${envelope.msg}`);
    return envelope.data;
  }

  async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', repeatSubmit: 'false', ...(token ? { token } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  async function login(account = 'demo', password = 'demo123'): Promise<string> {
    const data = await gql<{ login: { token: string } }>(
      'mutation E2eLogin($account: String!, $password: String!) { login(account: $account, password: $password) { token } }',
      { account, password },
    );
    return data.login.token;
  }

  return { url, legacyUrl, adminKey, admin, gql, login, output, stop };
}
