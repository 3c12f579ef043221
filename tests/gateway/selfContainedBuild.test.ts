import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_NOT_INSTALLED } from '../../gateway/src/embeddedStandIn.ts';
import { NOT_IN_LIST } from '../../gateway/src/persisted/trustedDocuments.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { ensureRelease } from '../support/release.ts';

/*
 * What an operator does with a release: dist/ plus package.json and package-lock.json in
 * an empty folder, `npm ci --omit=dev`, `node dist/gateway/main.js` in front of the
 * legacy API — with no source tree anywhere the process could reach. The release is the
 * run's own (tests/support/release.ts): built once, by `npm run build:server`'s own
 * function and the shared client build, and shared with the container test.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let operatorDir: string;
let standIn: StandIn;

interface Started {
  child: ChildProcess;
  url: string;
  output(): string;
}

/**
 * Node's permission model with reads allowed in the operator's folder alone: a module or
 * a data file looked up in the source tree fails (ERR_ACCESS_DENIED) instead of being found.
 * Node 20 knows the flag as experimental; later versions as `--permission`.
 */
function operatorFolderOnly(): string[] {
  const flag = process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';
  // Native addons stay allowed (sharp, the image pipeline's libvips, is one), from the operator's folder only.
  return [flag, `--allow-fs-read=${operatorDir}/*`, '--allow-addons'];
}

/** `node dist/gateway/main.js` in the operator's folder, as its start script would run it. */
function startGateway(env: Record<string, string>, nodeFlags: string[] = []): Promise<Started> {
  const child = spawn(process.execPath, [...nodeFlags, 'dist/gateway/main.js'], {
    cwd: operatorDir,
    env: {
      PATH: process.env['PATH'],
      HOST: '127.0.0.1',
      PORT: '0',
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      SHED_LAG_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Storefront gateway ready: (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolve({ child, url: ready[1], output: () => output });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}:\n${output}`)));
  });
}

async function stop(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
}

/** Every file the process has mapped or open (its code, its packages, its data files). */
function filesOpenedBy(pid: number): string[] {
  const mapped = readFileSync(`/proc/${pid}/maps`, 'utf8')
    .split('\n')
    .map((line) => line.split(/\s+/).slice(5).join(' '))
    .filter((path) => path.startsWith('/'));
  const open = readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
    try {
      return [readlinkSync(`/proc/${pid}/fd/${fd}`)];
    } catch {
      return []; // closed while we looked
    }
  });
  return [
    ...new Set([...mapped, ...open.filter((path) => path.startsWith('/'))]),
    `cwd:${readlinkSync(`/proc/${pid}/cwd`)}`,
  ];
}

beforeAll(async () => {
  operatorDir = (await ensureRelease()).app;
  standIn = await startStandIn();
}, 900_000);

afterAll(async () => {
  await standIn?.close();
});

describe('the operator’s folder', () => {
  it('holds dist/, the package files and the production packages, and no source tree', () => {
    const entries = readdirSync(operatorDir).sort();
    expect(entries).toEqual(['dist', 'node_modules', 'package-lock.json', 'package.json']);
    for (const source of ['client', 'gateway', 'legacy', 'schema', 'tests', 'bench'])
      expect(existsSync(join(operatorDir, source))).toBe(false);
    // The stand-in's database driver is a development dependency: nothing was compiled.
    expect(existsSync(join(operatorDir, 'node_modules', 'better-sqlite3'))).toBe(false);
  });

  it('holds what the gateway reads at run time under dist/', () => {
    const dist = join(operatorDir, 'dist');
    expect(existsSync(join(dist, 'gateway', 'main.js'))).toBe(true);
    expect(existsSync(join(dist, 'gateway', 'persisted-documents.json'))).toBe(true);
    expect(readdirSync(join(dist, 'gateway', 'schema'))).toContain('common.graphql');
    expect(existsSync(join(dist, 'client', 'index.html'))).toBe(true);
    expect(existsSync(join(dist, 'explorer', 'index.html'))).toBe(true);
    expect(existsSync(join(dist, 'ssr', 'renderPage.js'))).toBe(true);
    // The embedded stand-in is a bundle of its own, with its migrations beside it.
    expect(existsSync(join(dist, 'gateway', 'standIn', 'server.js'))).toBe(true);
    expect(readdirSync(join(dist, 'gateway', 'standIn', 'migrations')).length).toBeGreaterThan(0);
    expect(readFileSync(join(dist, 'gateway', 'main.js'), 'utf8')).not.toMatch(/from\s+["']better-sqlite3["']/);
  });
});

describe('node dist/gateway/main.js in front of the legacy API (production, trusted documents)', () => {
  let gateway: Started;
  const manifest = () =>
    JSON.parse(readFileSync(join(operatorDir, 'dist', 'gateway', 'persisted-documents.json'), 'utf8')) as Record<
      string,
      string
    >;

  beforeAll(async () => {
    gateway = await startGateway(
      {
        NODE_ENV: 'production',
        LEGACY_API_URL: standIn.url,
        PERSISTED_DOCUMENTS: 'only',
        GRAPHQL_INTROSPECTION: 'true',
        // The passthrough reads the gateway's message catalogues at start.
        LEGACY_PASSTHROUGH: 'true',
      },
      operatorFolderOnly(),
    );
  });
  afterAll(async () => {
    await stop(gateway);
  });

  it('is alive and ready', async () => {
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', upstream: expect.stringMatching(/^(up|slow)$/) });
  });

  it('serves the storefront page and its assets', async () => {
    const page = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="root"');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${gateway.url}${script as string}`)).status).toBe(200);
  });

  it("renders Home on the server with dist/ssr's bundle (ADR 0009)", async () => {
    const page = await fetch(`${gateway.url}/home`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<div id="root"><div class="app-frame/);
    expect(html).toContain('<script type="application/json" id="server-data">');
  });

  it('serves the schema explorer', async () => {
    const explorer = await fetch(`${gateway.url}/explorer`);
    expect(explorer.status).toBe(200);
  });

  it('answers the storefront’s Home query by its hash, from the legacy API', async () => {
    const home = Object.entries(manifest()).find(([, document]) => document.includes('query Home('));
    expect(home).toBeDefined();
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: (home as [string, string])[0] } });
    const variables = JSON.stringify({ limit: 4, shopLimit: 3 });
    const response = await fetch(
      `${gateway.url}/graphql?variables=${encodeURIComponent(variables)}&extensions=${encodeURIComponent(extensions)}`,
      {
        headers: { 'content-type': 'application/json', lang: 'en' },
      },
    );
    const body = (await response.json()) as {
      data?: { categories: unknown[]; hotProducts: { items: unknown[] } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(response.status).toBe(200);
    expect(body.data?.categories.length).toBeGreaterThan(0);
    expect(body.data?.hotProducts.items.length).toBeGreaterThan(0);
  });

  it('resizes pictures with the production install’s own sharp', async () => {
    const picture = await fetch(`${gateway.url}/static/img/logo/logo.svg?w=96`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    // The pipeline's own answer (a strong ETag and its week), not the proxy's fallback when sharp is missing.
    expect(picture.headers.get('cache-control')).toContain('max-age=604800');
    expect(picture.headers.get('etag')).toMatch(/^"/);
  });

  it('refuses a document that is not in the manifest', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ query: '{ platform { name } categories { id } }' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe(NOT_IN_LIST);
  });

  it('could read nothing outside the operator’s folder, and has nothing of the source tree open', () => {
    const pid = gateway.child.pid as number;
    const opened = filesOpenedBy(pid);
    expect(opened).toContain(`cwd:${operatorDir}`);
    expect(opened.filter((path) => path.includes(ROOT.replace(/\/$/, '')))).toEqual([]);
  });
});

describe('node dist/gateway/main.js without LEGACY_API_URL in a production install', () => {
  it('stops, saying the embedded stand-in needs the development dependencies', async () => {
    const failed = await startGateway({ NODE_ENV: 'production' }).then(
      async (started) => {
        await stop(started);
        return 'it started';
      },
      (error: unknown) => String(error),
    );
    expect(failed).toContain(STAND_IN_NOT_INSTALLED);
  });
});
