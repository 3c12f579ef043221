import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';

/*
 * The pages' rate limits (issue 34, part 5): server-rendered pages were never refused, and
 * 100 uncached `/search?title=…` from one address took 2.15 s of the gateway's CPU. The gateway
 * in front of the seeded stand-in, a client build made here (the real index.html and
 * translations, one hashed asset) and a server bundle of its own that counts its renders (no
 * client build needed). Client addresses come from X-Forwarded-For, which the gateway trusts
 * from loopback (TRUST_PROXY's default), one documentation address (RFC 5737) per case.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Every page of an address in a window, and the pages made afresh (rendered) among them. */
const PAGES = 12;
const RENDERS = 4;
const ASSET = '/assets/app-5f3a9c1d.js';
const ARABIC_COOKIE = `Local_Lang=${encodeURIComponent(JSON.stringify({ file_name: 'ar' }))}`;

/** The gateway's own texts of the refused page, as the translators wrote them. */
function refusalTexts(language: string): { tooManyTitle: string; tooManyMessage: string; tryAgain: string } {
  const catalogue = JSON.parse(readFileSync(join(ROOT, 'gateway/src/i18n/locales', `${language}.json`), 'utf8')) as {
    pages?: { tooManyTitle: string; tooManyMessage: string; tryAgain: string };
  };
  return catalogue.pages ?? { tooManyTitle: '(none)', tooManyMessage: '(none)', tryAgain: '(none)' };
}

/**
 * A client build as the gateway reads it: index.html with its script moved into the head under a
 * hashed name (as Vite writes it, so the server can stream the page), the translations, that asset.
 */
function clientBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-limits-dist-'));
  const source = readFileSync(join(ROOT, 'client/index.html'), 'utf8');
  const built = source
    .replace('<script type="module" src="/src/main.tsx"></script>', '')
    .replace('</head>', `<script type="module" crossorigin src="${ASSET}"></script>\n  </head>`);
  writeFileSync(join(dist, 'index.html'), built);
  cpSync(join(ROOT, 'client/src/locales'), join(dist, 'locales'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, ASSET), 'export const app = 1;\n');
  return dist;
}

/** The renders the bundle ran, by address: the test's own record, in this process. */
const renders = (): string[] => ((globalThis as { pageLimitRenders?: string[] }).pageLimitRenders ??= []);

/** A server bundle that renders /search and /home (a complete page, so it is kept) and notes each render. */
function serverBundle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-limits-ssr-'));
  writeFileSync(
    join(dir, 'renderPage.js'),
    [
      "export const serverRendered = (path) => path === '/search' || path === '/home';",
      'export const pageAddress = (url) => url;',
      'export async function renderPage(request) {',
      '  (globalThis.pageLimitRenders ??= []).push(request.url);',
      "  return { html: '<main><h1>Rendered</h1></main>', data: { cache: {}, timeZone: request.timeZone }, complete: true };",
      '}',
      '',
    ].join('\n'),
  );
  return dir;
}

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function get(url: string, address: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(url, { headers: { accept: 'text/html', 'x-forwarded-for': address, ...headers } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const statuses = (pages: Page[]) => pages.map((page) => page.status);

describe('pages per client address', () => {
  let legacy: StandIn;
  let gateway: Gateway;
  let base: string;
  let dist: string;
  let ssr: string;
  const page = (path: string, address: string, headers?: Record<string, string>) =>
    get(`${base}${path}`, address, headers);
  /** `count` searches of titles never asked before, all at once: a flood of uncached renders. */
  const flood = (address: string, name: string, count: number, headers?: Record<string, string>) =>
    Promise.all(Array.from({ length: count }, (_, n) => page(`/search?title=${name}-${n}`, address, headers)));
  const refusals = async (limit: string): Promise<number> => {
    const text = await gateway.metrics.registry.metrics();
    const line = new RegExp(`^gateway_rate_limit_refusals_total\\{limit="${limit}"\\} (\\d+)$`, 'm').exec(text);
    return Number(line?.[1] ?? 0);
  };

  beforeAll(async () => {
    legacy = await startStandIn();
    dist = clientBuild();
    ssr = serverBundle();
    gateway = await createGateway({
      config: readConfig({
        LOG_LEVEL: 'silent',
        SHED_LAG_MS: '0',
        METRICS_PORT: '0',
        NODE_ENV: 'production',
        PAGE_RATE_LIMIT: String(PAGES),
        PAGE_RENDER_RATE_LIMIT: String(RENDERS),
        // A window no run of this file outlasts: the counts are the subject, not their expiry.
        RATE_LIMIT_WINDOW_S: '3600',
      }),
      upstreamUrl: legacy.url,
      logger: createLogger('silent'),
      clientDist: dist,
      ssrDist: ssr,
    });
    await gateway.preloadPages();
    base = (await gateway.listen(0, '127.0.0.1')).url;
  });

  afterAll(async () => {
    await gateway?.close();
    await legacy?.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(ssr, { recursive: true, force: true });
  });

  it('a flood of uncached searches from one address: rendered up to the allowance, then a 429 page in English, while another address is served', async () => {
    const address = '203.0.113.1';
    const before = renders().length;
    const answers = await flood(address, 'flood', 10);
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect({ served: served.length, refused: refused.length }).toEqual({ served: RENDERS, refused: 10 - RENDERS });
    // A refused page is never rendered: only the allowance was.
    expect(renders().length - before).toBe(RENDERS);
    expect(await refusals('pageRenders')).toBe(10 - RENDERS);

    const english = refusalTexts('en');
    for (const answer of refused) {
      const retryAfter = Number(answer.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 3600, `Retry-After ${retryAfter}`).toBe(
        true,
      );
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
      // The storefront's headers: its policy (no script or style of the page's own needed), nosniff, no framing.
      expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      expect(answer.headers.get('content-security-policy')).not.toMatch(/unsafe-inline/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/i);
      expect(answer.html).toContain(`<title>${english.tooManyTitle}</title>`);
      expect(answer.html).toContain(english.tooManyMessage);
      // Trying again is a link to the very page asked, and nothing on the page is a script or a style.
      expect(answer.html).toMatch(new RegExp(`<a href="/search\\?title=flood-\\d">${english.tryAgain}</a>`));
      expect(answer.html).not.toMatch(/<script|<style|style=/i);
    }

    // Still refused at this address; another address has its own allowance.
    expect((await page('/search?title=flood-late', address)).status).toBe(429);
    const other = await page('/search?title=flood-late', '203.0.113.9');
    expect(other.status).toBe(200);
    expect(other.html).toContain('<main><h1>Rendered</h1></main>');
  });

  it('the refused page is in the shopper’s language: Arabic, right to left', async () => {
    const answers = await flood('203.0.113.2', 'arabic', RENDERS + 2, { cookie: ARABIC_COOKIE });
    expect(statuses(answers).sort()).toEqual([...Array<number>(RENDERS).fill(200), ...Array<number>(2).fill(429)]);
    const arabic = refusalTexts('ar');
    const english = refusalTexts('en');
    expect(arabic.tooManyTitle).not.toBe(english.tooManyTitle);
    for (const answer of answers.filter((one) => one.status === 429)) {
      expect(answer.html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i);
      expect(answer.html).toContain(`<title>${arabic.tooManyTitle}</title>`);
      expect(answer.html).toContain(arabic.tooManyMessage);
      expect(answer.html).toContain(`>${arabic.tryAgain}</a>`);
      // Chosen by the cookie: a cache keeps one per language.
      expect(answer.headers.get('vary')).toMatch(/Cookie/);
    }
    // A link to one language's page gets that language, whatever the cookie says.
    const linked = await page('/search?title=arabic-0&lang=de', '203.0.113.2', { cookie: ARABIC_COOKIE });
    expect(linked.status).toBe(429);
    expect(linked.html).toMatch(/^<!doctype html>\s*<html lang="de" dir="ltr">/i);
    expect(linked.html).toContain(`<title>${refusalTexts('de').tooManyTitle}</title>`);
  });

  it('a kept page costs less: served past the render allowance, up to the allowance of every page', async () => {
    const address = '203.0.113.3';
    const before = renders().length;
    // The first ask renders the page and keeps it; every later one is the kept page.
    expect((await page('/search?title=kept', address)).status).toBe(200);
    const kept: Page[] = [];
    for (let ask = 1; ask < PAGES; ask += 1) kept.push(await page('/search?title=kept', address));
    expect(statuses(kept)).toEqual(Array<number>(PAGES - 1).fill(200));
    for (const answer of kept) expect(answer.headers.get('cache-control')).toMatch(/s-maxage=/);
    expect(renders().length - before).toBe(1);
    // PAGES pages, far past RENDERS: the next is past the allowance of every page.
    const refused = await page('/search?title=kept', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.html).toContain(`<title>${refusalTexts('en').tooManyTitle}</title>`);
    expect(await refusals('pages')).toBeGreaterThanOrEqual(1);
  });

  it('a page the browser renders (no server render) counts as a page too', async () => {
    const address = '203.0.113.4';
    const answers: Page[] = [];
    for (let ask = 0; ask < PAGES + 1; ask += 1) answers.push(await page('/cart', address));
    expect(statuses(answers)).toEqual([...Array<number>(PAGES).fill(200), 429]);
  });

  it('the built assets, the API and the pages of other addresses are never limited by it', async () => {
    const address = '203.0.113.5';
    await flood(address, 'assets', PAGES + 1);
    expect((await page('/search?title=assets-last', address)).status).toBe(429);
    const assets = await Promise.all(
      Array.from({ length: 3 * PAGES }, () =>
        fetch(`${base}${ASSET}`, { headers: { 'x-forwarded-for': address } }).then(async (response) => ({
          status: response.status,
          body: await response.text(),
        })),
      ),
    );
    expect(assets.map((asset) => asset.status)).toEqual(Array<number>(3 * PAGES).fill(200));
    expect(assets[0]!.body).toContain('export const app');
    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(200);
    // Nor the app shell the service worker precaches: the offline app installs past the limit too.
    expect((await page('/index.html', address)).status).toBe(200);
    expect((await page('/home', '203.0.113.10')).status).toBe(200);
  });
});
