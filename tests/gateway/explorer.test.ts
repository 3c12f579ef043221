import express from 'express';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExplorer, explorerIsFresh } from '../../gateway/explorer/build.ts';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { EXPLORER_DIST, EXPLORER_NOT_BUILT, explorerRoutes } from '../../gateway/src/server/explorer.ts';

/*
 * The offline schema explorer: the bundle `npm run build` makes (built here when
 * missing or stale, as `npm start` would), served by the gateway with every asset
 * it needs from the gateway itself, and a clear 503 when there is no bundle.
 */
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  await buildExplorer();
  // The explorer needs no upstream to be served; a closed port stands for one.
  gateway = await createGateway({
    config: readConfig({ LOG_LEVEL: 'silent', SHED_LAG_MS: '0' }),
    upstreamUrl: 'http://127.0.0.1:9',
    logger: createLogger('silent'),
  });
  ({ url } = await gateway.listen(0, '127.0.0.1'));
}, 180_000);
afterAll(async () => {
  await gateway?.close();
});

/**
 * Every bundle file a text refers to: absolute (`/explorer/assets/x.js` in src,
 * href, url() and new Worker()) or as Vite's preload lists name them (`assets/x.css`).
 */
function referencedAssets(text: string): string[] {
  const names = (text.match(/(?<![\w-])assets\/[\w.-]+\.(?:js|css|ttf|woff2?)\b/g) ?? []).map(
    (path) => `/explorer/${path}`,
  );
  return [...new Set(names)];
}

describe('the bundle', () => {
  it('is fresh after the build, so `npm start` does not rebuild it', () => {
    expect(explorerIsFresh()).toBe(true);
  });

  it('holds the page, its scripts and styles, and the Monaco language workers', () => {
    const assets = readdirSync(join(EXPLORER_DIST, 'assets'));
    expect(readdirSync(EXPLORER_DIST)).toContain('index.html');
    expect(assets.some((name) => name.endsWith('.js'))).toBe(true);
    expect(assets.some((name) => name.endsWith('.css'))).toBe(true);
    for (const worker of ['editor.worker', 'json.worker', 'graphql.worker']) {
      expect(
        assets.some((name) => name.startsWith(worker) && name.endsWith('.js')),
        worker,
      ).toBe(true);
    }
  });
});

describe('GET /explorer', () => {
  it('serves the page, without a redirect, never cached', async () => {
    for (const path of ['/explorer', '/explorer/']) {
      const response = await fetch(`${url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="explorer">');
      expect(html).toContain('<title>Storefront schema explorer</title>');
    }
  });

  it('loads nothing from another origin (it must work offline)', async () => {
    const html = await (await fetch(`${url}/explorer`)).text();
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const css = referencedAssets(html).filter((path) => path.endsWith('.css'));
    for (const path of css) {
      const text = await (await fetch(`${url}${path}`)).text();
      const external = (text.match(/url\([^)]*\)/g) ?? []).filter((ref) => /url\(["']?(https?:)?\/\//.test(ref));
      expect(external, path).toEqual([]);
    }
  });

  it('serves every script, style, font and worker the page needs with its content type, cached for good', async () => {
    const html = await (await fetch(`${url}/explorer`)).text();
    const toVisit = referencedAssets(html);
    const seen = new Set<string>();
    const types = new Map<string, string>();
    // Follow references from the page into the scripts and styles (workers and fonts are named there).
    while (toVisit.length > 0) {
      const path = toVisit.pop() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toContain('immutable');
      const type = response.headers.get('content-type') ?? '';
      types.set(path, type);
      if (/\.(js|css)$/.test(path)) toVisit.push(...referencedAssets(await response.text()));
      else await response.arrayBuffer();
    }
    for (const [path, type] of types) {
      if (path.endsWith('.js')) expect(type, path).toMatch(/^text\/javascript/);
      if (path.endsWith('.css')) expect(type, path).toMatch(/^text\/css/);
      if (path.endsWith('.ttf')) expect(type, path).toBe('font/ttf');
    }
    const names = [...seen].join(' ');
    for (const worker of ['editor.worker', 'json.worker', 'graphql.worker']) expect(names).toContain(worker);
    expect(names).toMatch(/\.ttf\b/);
  });

  it('answers 404 for a file that is not in the bundle', async () => {
    const response = await fetch(`${url}/explorer/assets/nothing-here.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('only answers GET', async () => {
    const response = await fetch(`${url}/explorer`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('without a bundle', () => {
  let server: Server;
  let bare: string;
  const empty = mkdtempSync(join(tmpdir(), 'explorer-missing-'));

  beforeAll(async () => {
    const app = express();
    app.use('/explorer', explorerRoutes({ enabled: true, dir: empty }));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    bare = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(empty, { recursive: true, force: true });
  });

  it('answers 503 with a plain text saying to run `npm run build`, never a blank page', async () => {
    for (const path of ['/explorer', '/explorer/assets/index.js']) {
      const response = await fetch(`${bare}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toBe(EXPLORER_NOT_BUILT);
    }
    expect(EXPLORER_NOT_BUILT).toContain('npm run build');
  });
});
