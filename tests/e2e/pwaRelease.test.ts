/**
 * A new release of the installable app (issue 24, item 1): detected on the next page load,
 * offered with "A new version is ready — Reload", never taken by itself, taken on the tap;
 * never offered while the shopper is on a money screen (top-up here), offered once they leave it.
 *
 * The new release is the built storefront with a new precache manifest, as a rebuild makes it:
 * a small proxy in front of the product serves its sw.js with the page's revision changed,
 * so no second build of dist/client is needed (other test files read it meanwhile).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import enCommon from '../../client/src/locales/en/common.json' with { type: 'json' };
import { launchPhone, screenshot, startE2eStack, type E2eStack, type Phone } from './support/index.ts';

/**
 * How long a worker's install, its taking over and the reload after it may take: each runs the
 * worker and refetches the shell, which on a loaded CI machine took more than Playwright's 30 s once.
 */
const INSTALLED = { timeout: 60_000 };

/** The page's entry in a worker's precache manifest (workbox-build writes `{"revision":…,"url":…}`). */
const PAGE_ENTRY = /("revision":")([0-9a-f]+)(","url":"index\.html")/;

/** Release `n` after the built one: the same build, with the page's revision changed (a rebuild changes it). */
function nextRelease(worker: string, n: number): string {
  if (!PAGE_ENTRY.test(worker)) throw new Error('sw.js has no precache entry for index.html');
  return worker.replace(PAGE_ENTRY, (_all, before: string, revision: string, after: string) => {
    return `${before}${revision.split('').reverse().join('')}${'0'.repeat(n)}${after}`;
  });
}

/** Forwards everything to `target`; after each `release()`, answers /sw.js with the next release's worker. */
function releaseProxy(target: string): { server: Server; release(): void } {
  let released = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    if (released > 0 && req.method === 'GET' && url.pathname === '/sw.js') {
      void fetch(url, { headers: { 'accept-encoding': 'identity' } })
        .then(async (answer) => {
          const body = nextRelease(await answer.text(), released);
          res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
          res.end(body);
        })
        .catch(() => res.destroy());
      return;
    }
    const upstream = httpRequest(url, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return {
    server,
    release: () => {
      released += 1;
    },
  };
}

let stack: E2eStack;
let proxy: ReturnType<typeof releaseProxy>;
let base: string;
let phone: Phone | undefined;

beforeAll(async () => {
  stack = await startE2eStack();
  proxy = releaseProxy(stack.url);
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await phone?.close();
  proxy?.server.closeAllConnections();
  await new Promise((resolve) => proxy?.server.close(resolve));
  await stack?.stop();
});

describe('a new release', () => {
  test('is offered after a rebuild, waits for the shopper, and is taken on Reload', async () => {
    phone = await launchPhone({ baseURL: base, serviceWorkers: 'allow' });
    const page = await phone.newPage();
    const controller = () => page.evaluate<string | null>('navigator.serviceWorker.controller?.scriptURL ?? null');
    const waiting = () =>
      page.evaluate<boolean>('navigator.serviceWorker.getRegistration().then((r) => Boolean(r && r.waiting))');

    await page.goto('/home');
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(controller, INSTALLED).toBe(`${base}/sw.js`);
    expect(await page.getByTestId('release-prompt').count()).toBe(0);

    // The rebuild: the next page load finds a new worker, which installs and waits.
    proxy.release();
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    await page.evaluate('window.__sameDocument = true');
    const prompt = page.getByTestId('release-prompt');
    await prompt.waitFor(INSTALLED);
    expect(await prompt.innerText()).toContain(enCommon.pwa.newRelease);
    expect(await waiting()).toBe(true);
    await screenshot(page, 'pwa-release-offered');
    // Not taken by itself: the page the shopper is on stays (no reload), the old worker in charge.
    expect(await page.evaluate<boolean>('window.__sameDocument === true')).toBe(true);

    const reloaded = page.waitForEvent('load', INSTALLED);
    await prompt.getByRole('button', { name: enCommon.pwa.reload }).click();
    await reloaded;
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.evaluate<boolean>('window.__sameDocument === true')).toBe(false);
    await expect.poll(waiting).toBe(false);
    expect(await controller()).toBe(`${base}/sw.js`);
    expect(await page.getByTestId('release-prompt').count()).toBe(0);

    // Another release while the shopper is topping up: it installs and waits, unannounced.
    await phone.signIn(await stack.login());
    proxy.release();
    await page.goto('/topUp');
    await page.locator('main').first().waitFor();
    await expect.poll(waiting, INSTALLED).toBe(true);
    await page.evaluate('window.__sameDocument = true');
    expect(await page.getByTestId('release-prompt').count()).toBe(0);
    await screenshot(page, 'pwa-release-held-on-top-up');
    // Leaving the money screen (in the app, no page load) brings the offer.
    await page.getByRole('banner').getByRole('button', { name: enCommon.nav.back }).click();
    await expect.poll(() => page.evaluate<string>('location.pathname')).not.toBe('/topUp');
    await page.getByTestId('release-prompt').waitFor(INSTALLED);
    expect(await page.evaluate<boolean>('window.__sameDocument === true')).toBe(true);
    expect(phone.pageErrors).toEqual([]);
    expect(phone.cspViolations).toEqual([]);
  }, 200_000);
});
