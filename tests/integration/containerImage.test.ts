import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_LIST } from '../../gateway/src/persisted/trustedDocuments.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { freePort } from '../support/freePort.ts';
import { ensureRelease, type Release } from '../support/release.ts';
import { ensureNodeBaseImage } from './support/nodeBaseImage.ts';
import { podman, podmanAvailable, podmanOk } from './support/podman.ts';

/*
 * The Containerfile as an operator runs its image: `podman build`, then `podman run --read-only
 * --user 1000:1000` in front of the legacy API (the stand-in, on this machine's loopback: the
 * container shares the host's network). It serves health, the storefront, Home and trusted
 * documents only, writes nothing but its image cache, and drains on SIGTERM (`podman stop`).
 *
 * Built once per run and cheaply: the base (Debian bookworm from debootstrap with this machine's
 * Node; no registry of base images is reachable here) is kept in the tests' podman storage between
 * runs; the run's release (tests/support/release.ts: the server bundled as `npm run build:server`
 * bundles it, the shared client build, and `npm ci --omit=dev`, which the self-contained build test
 * runs on the host) stands in for the Containerfile's `build` and `packages` stages
 * (`--build-context`). The `packages` stage's own install is that same command. No layers are kept
 * of the image itself, which is removed at the end.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTAINERFILE = join(ROOT, 'Containerfile');
const USER = '1000:1000';
const tag = `localhost/storefront-gateway:test-${process.pid}`;
const name = `storefront-gateway-test-${process.pid}`;

let release: Release;
let standIn: StandIn;
let url: string;
let base: string;
/** Seconds each phase took, for the log (the suite's budget counts them). */
const took: Record<string, number> = {};

async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    took[phase] = (Date.now() - started) / 1000;
  }
}

/** The storefront's persisted Home query, by its hash (PERSISTED_DOCUMENTS=only runs nothing else). */
function homeRequest(): { hash: string; body: string } {
  const manifest = JSON.parse(
    readFileSync(join(release.app, 'dist', 'gateway', 'persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  const home = Object.entries(manifest).find(([, document]) => document.includes('query Home('));
  if (!home) throw new Error('the persisted-documents manifest holds no Home query');
  const [hash] = home;
  const body = JSON.stringify({
    variables: { limit: 4, shopLimit: 3 },
    extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
  });
  return { hash, body };
}

interface HomeAnswer {
  data?: { categories: unknown[]; hotProducts: { items: unknown[] } };
  errors?: unknown;
}

/** Until the gateway in the container answers /healthz (or the container has stopped). */
async function untilHealthy(): Promise<void> {
  for (;;) {
    const state = (await podmanOk(['inspect', '--format', '{{.State.Status}}', name])).trim();
    if (state !== 'running') throw new Error(`the container is ${state}:\n${(await podman(['logs', name])).stderr}`);
    const answered = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const available = podmanAvailable() && process.getuid?.() === 0;

describe.skipIf(!available)('the container image (Containerfile) under podman', () => {
  beforeAll(async () => {
    const started = Date.now();
    release = await timed('release', ensureRelease);
    base = await timed('base image', ensureNodeBaseImage);
    await timed('image', () =>
      podmanOk([
        'build',
        '--layers=false',
        '--format',
        'docker',
        '--build-arg',
        `BASE_IMAGE=${base}`,
        // The Containerfile's two costly stages, replaced by what is already built.
        '--build-context',
        `build=${release.context}`,
        '--build-context',
        `packages=${release.context}`,
        '-f',
        CONTAINERFILE,
        '-t',
        tag,
        release.app,
      ]),
    );
    standIn = await startStandIn();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    await timed('start', async () => {
      await podmanOk([
        'run',
        '--detach',
        '--name',
        name,
        '--read-only',
        '--user',
        USER,
        // Where the image cache goes (IMAGE_CACHE_DIR); /tmp is podman's own tmpfs under --read-only.
        '--tmpfs',
        '/var/cache/storefront',
        '--network',
        'host',
        // The image's HEALTHCHECK is run below by hand; no systemd here to schedule it.
        '--health-interval',
        'disable',
        '-e',
        `PORT=${port}`,
        '-e',
        'HOST=127.0.0.1',
        '-e',
        'METRICS_PORT=0',
        '-e',
        `LEGACY_API_URL=${standIn.url}`,
        '-e',
        'PERSISTED_DOCUMENTS=only',
        '-e',
        'SHED_LAG_MS=0',
        // Production's drain, shorter: the same steps, a second of serving unready instead of five.
        '-e',
        'DRAIN_MS=1000',
        '-e',
        'LOG_LEVEL=info',
        tag,
      ]);
      await untilHealthy();
    });
    const size = (await podmanOk(['image', 'inspect', '--format', '{{.Size}}', tag])).trim();
    console.log(
      `container image: ${(Number(size) / 1e6).toFixed(0)} MB; seconds: ${JSON.stringify(took)}, all ${((Date.now() - started) / 1000).toFixed(1)}`,
    );
  }, 900_000);

  afterAll(async () => {
    await podman(['rm', '--force', '--time', '0', name]);
    await podman(['rmi', '--force', tag]);
    await standIn?.close();
  }, 120_000);

  it('runs as the non-root user, with NODE_ENV=production and the start script’s Node flags', async () => {
    const [config] = JSON.parse(await podmanOk(['image', 'inspect', tag])) as Array<{
      Config: { User: string; Env: string[]; Cmd: string[]; StopSignal: string; Healthcheck?: { Test: string[] } };
    }>;
    expect(config?.Config.User).toBe(USER);
    expect(config?.Config.Env).toContain('NODE_ENV=production');
    expect(config?.Config.StopSignal).toBe('SIGTERM');
    const start = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } })
      .scripts.start;
    const flags = /exec node (.*) dist\/gateway\/main\.js/.exec(start)?.[1]?.split(' ') ?? ['(none in start)'];
    expect(config?.Config.Cmd).toEqual(['node', ...flags, 'dist/gateway/main.js']);
    expect((await podmanOk(['exec', name, 'id', '-u'])).trim()).toBe('1000');
  });

  it('is healthy by its own HEALTHCHECK, and ready in front of the legacy API', async () => {
    expect((await podman(['healthcheck', 'run', name])).code).toBe(0);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ status: 'ready' });
  });

  it('serves the storefront’s page, rendered', async () => {
    const page = await fetch(`${url}/home`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="root"');
    expect(html).toContain('<script type="application/json" id="server-data">');
  });

  it('answers the Home query by its trusted document’s hash, from the legacy API', async () => {
    const { body } = homeRequest();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body,
    });
    const answer = (await response.json()) as HomeAnswer;
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.categories.length).toBeGreaterThan(0);
    expect(answer.data?.hotProducts.items.length).toBeGreaterThan(0);
  });

  it('answers it as a GET too, as the storefront asks a query (cacheable on the way)', async () => {
    const { variables, extensions } = JSON.parse(homeRequest().body) as Record<string, unknown>;
    const query = new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
    const response = await fetch(`${url}/graphql?${query.toString()}`, {
      // A header a simple cross-site request cannot send (Apollo's CSRF prevention).
      headers: { 'content-type': 'application/json', lang: 'en' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as HomeAnswer).data?.hotProducts.items.length).toBeGreaterThan(0);
  });

  it('refuses a document that is not a trusted one', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(answer.errors?.[0]?.extensions?.code).toBe(NOT_IN_LIST);
  });

  it('writes picture variants to its cache folder, and nothing on its read-only root', async () => {
    const picture = await fetch(`${url}/static/img/logo/logo.svg?w=96`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toContain('max-age=604800');
    await picture.arrayBuffer();
    const cached = await podmanOk(['exec', name, 'find', '/var/cache/storefront/images', '-type', 'f']);
    expect(cached.trim().split('\n').length).toBeGreaterThan(0);
    const written = await podman(['exec', name, 'touch', '/app/dist/written']);
    expect(written.code).not.toBe(0);
    expect(written.stderr).toContain('Read-only file system');
  });

  it('drains on SIGTERM: a request in flight is answered, then it exits 0 within the stop timeout', async () => {
    const { body } = homeRequest();
    const half = Math.floor(body.length / 2);
    // A request whose body is half sent: in flight when `podman stop` sends SIGTERM.
    let answered = '';
    let finish: (() => void) | undefined;
    const response = new Promise<number>((resolve, reject) => {
      const sending = request(
        `${url}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en', 'content-length': body.length } },
        (answer) => {
          answer.on('data', (chunk: Buffer) => (answered += chunk.toString()));
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        },
      );
      sending.on('error', reject);
      sending.write(body.slice(0, half));
      finish = () => sending.end(body.slice(half));
    });
    const stopped = podman(['stop', '--time', '30', name]);
    // SIGTERM has come once /readyz says so (or the listener is closed, after DRAIN_MS).
    for (;;) {
      const ready = await fetch(`${url}/readyz`).then(
        (answer) => answer.status,
        () => 0,
      );
      if (ready !== 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    finish?.();
    expect(await response).toBe(200);
    expect((JSON.parse(answered) as HomeAnswer).data?.categories.length).toBeGreaterThan(0);
    expect((await stopped).code).toBe(0);
    expect((await podmanOk(['inspect', '--format', '{{.State.ExitCode}}', name])).trim()).toBe('0');
    const { stdout } = await podman(['logs', name]);
    expect(stdout).toContain('"signal":"SIGTERM"');
  }, 60_000);
});
