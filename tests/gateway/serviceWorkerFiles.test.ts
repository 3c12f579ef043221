import express from 'express';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../client/build/precompress.ts';
import { clientApp } from '../../gateway/src/server/clientApp.ts';
import { securityHeaders } from '../../gateway/src/security/headers.ts';

/*
 * The installable storefront's files as the gateway serves them: the service worker and the
 * manifests revalidated on every check (a release reaches installed phones at once), the
 * precached page in the visitor's language, and a security policy that lets the worker and
 * the manifest load from this origin only.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the service worker and the manifests', () => {
  const dist = mkdtempSync(join(tmpdir(), 'client-dist-pwa-'));
  let server: Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'manifests'));
    mkdirSync(join(dist, 'offline'));
    mkdirSync(join(dist, '.pages'));
    const page = readFileSync(join(ROOT, 'client/index.html'), 'utf8');
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, '.pages/ar.html'), page.replace(/<html\b[^>]*>/, '<html lang="ar" dir="rtl">'));
    // A worker big enough to be precompressed, as the real one is.
    writeFileSync(
      join(dist, 'sw.js'),
      `self.__WB_MANIFEST = ${JSON.stringify(Array(80).fill({ url: 'x', revision: 'y' }))};`,
    );
    writeFileSync(join(dist, 'manifests/ar.webmanifest'), JSON.stringify({ name: 'سوق بلا حدود', dir: 'rtl' }));
    writeFileSync(join(dist, 'offline/ar.html'), '<!doctype html><html lang="ar" dir="rtl"></html>');
    copyFileSync(join(ROOT, 'client/public/favicon.svg'), join(dist, 'favicon.svg'));
    precompressDirectory(dist);
    const app = express();
    app.use(securityHeaders());
    app.use(clientApp(dist));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the worker revalidated on every check, never immutable, at the root scope', async () => {
    const response = await fetch(`${base}/sw.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Its scope is /, where it lives: no wider scope is asked for.
    expect(response.headers.get('service-worker-allowed')).toBeNull();
    expect(await response.text()).toContain('__WB_MANIFEST');
  });

  it('serves a language’s manifest as a web app manifest, revalidated', async () => {
    const response = await fetch(`${base}/manifests/ar.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ name: 'سوق بلا حدود', dir: 'rtl' });
  });

  it('keeps the other unhashed files for an hour, and the offline pages are files', async () => {
    for (const path of ['/offline/ar.html', '/favicon.svg']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=3600');
    }
  });

  it('answers the page the worker precaches (/index.html) in the visitor’s language', async () => {
    const response = await fetch(`${base}/index.html?__WB_REVISION__=abc`, { headers: { 'accept-language': 'ar-SA' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<html lang="ar" dir="rtl">');
  });

  it("lets the worker and the manifest load from this origin only, with the storefront's policy otherwise intact", async () => {
    const response = await fetch(`${base}/home`, { headers: { accept: 'text/html' } });
    const directives = new Map(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
    );
    expect(directives.get('worker-src')).toBe("'self'");
    expect(directives.get('manifest-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('default-src')).toBe("'self'");
  });
});
