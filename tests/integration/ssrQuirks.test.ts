import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../e2e/support/build.ts';
import { passThrough } from './support/rewritingProxy.ts';
import { brokenVariations, LEAKS, TOLERABLE } from './support/quirkVariations.ts';
import { QUIRK_TIMEOUT_MS, startQuirkStack, type QuirkStack } from './support/quirkStack.ts';

/*
 * The server-rendered public pages (issue 25, ADR 0009) over the legacy API as it really
 * answers (the shared contract's "What the real API does…", as quirks.test.ts rewrites the
 * stand-in's answers): a tolerable variation renders exactly the page the clean API renders,
 * head, app and data; a broken upstream still gives the shopper a page (200, never a 500), with
 * nothing of the upstream in it, which no CDN keeps.
 */

/** The seeded mouse listing and its shop (quirks.test.ts). */
const PAGES = ['/home', '/detail/5/1', '/shop/1'];

interface Page {
  status: number;
  cacheControl: string | null;
  html: string;
}

let stack: QuirkStack;
const clean = new Map<string, string>();

async function page(path: string, from = stack.url): Promise<Page> {
  const response = await fetch(`${from}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), html: await response.text() };
}

beforeAll(async () => {
  await ensureClientBuilt();
  // Deadlines a busy machine never reaches: a page's data is late only when the upstream is
  // (QUIRK_TIMEOUT_MS), so a tolerable answer always renders the whole page.
  stack = await startQuirkStack({ PAGE_DATA_DEADLINE_MS: '30000', PAGE_RENDER_DEADLINE_MS: '60000' });
  await Promise.all([stack.gateway.preloadPages(), stack.deadline.gateway.preloadPages()]);
  for (const path of PAGES) {
    const answer = await page(path);
    expect(answer.status).toBe(200);
    // Rendered on the server with its data: the page holds the data block the browser restores.
    expect(answer.html, path).toContain('id="server-data"');
    clean.set(path, answer.html);
  }
}, 600_000);

afterAll(async () => {
  await stack?.close();
});

describe.each(Object.entries(TOLERABLE))('a tolerable variation: %s', (_name, variation) => {
  it.each(PAGES)('%s is the page the clean API renders', async (path) => {
    stack.proxy.use(variation);
    try {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      // Rendered again, not a page kept from the clean render (that one would go `public`).
      expect(answer.cacheControl).toBe('no-cache');
      expect(answer.html).toBe(clean.get(path));
    } finally {
      stack.proxy.use(passThrough);
    }
  });
});

describe.each(Object.entries(brokenVariations(QUIRK_TIMEOUT_MS)))('a broken upstream: %s', (_name, broken) => {
  // A slow upstream meets the gateway with the short deadline (quirkStack.ts).
  const late = broken.codes.includes('UPSTREAM_TIMEOUT');

  it.each(PAGES)('%s is still a page, with nothing of the upstream, kept by no CDN', async (path) => {
    stack.proxy.use(broken.variation);
    try {
      const answer = await page(path, late ? stack.deadline.url : stack.url);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('<div id="root">');
      expect(answer.cacheControl).toBe('no-cache');
      for (const leak of [...LEAKS, new URL(stack.proxy.url).host, new URL(stack.legacy.url).host]) {
        expect(answer.html, leak).not.toContain(leak);
      }
    } finally {
      stack.proxy.use(passThrough);
    }
  });
});
