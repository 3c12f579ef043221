/**
 * Shoppers' real speed: a real Chromium page load reports its Web Vitals with sendBeacon when the
 * page is left, and they land in the gateway's histograms by route PATTERN (never the address,
 * which holds the product's ids), language and connection type.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildIdentity } from '../../client/build/buildIdentity.ts';
import { freePort } from '../support/freePort.ts';
import { ROOT } from './support/build.ts';
import { hotProducts } from './support/shopping.ts';
import { launchPhone, startE2eStack, type E2eStack, type Phone } from './support/index.ts';

let stack: E2eStack;
let phone: Phone;
let metricsUrl: string;
/** The built reporter's chunk (the client's dynamic import of boot/webVitals.ts). */
let reporterChunk: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  stack = await startE2eStack({ env: { METRICS_PORT: String(metricsPort) } });
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest['src/boot/webVitals.ts'];
  if (!chunk) throw new Error('the build has no chunk for src/boot/webVitals.ts');
  reporterChunk = `/${chunk.file}`;
  phone = await launchPhone({ baseURL: stack.url });
});

afterAll(async () => {
  await phone?.close();
  await stack?.stop();
});

/** A beacon sent as a page goes is delivered by the browser when it gets to it: on a busy machine, seconds. */
const BEACON_LANDS = { timeout: 30_000, interval: 250 };

/** The sample lines of a histogram's `_count` whose labels start so (`route="/home"`). */
async function counts(metric: string, labels: string): Promise<string[]> {
  const text = await (await fetch(metricsUrl)).text();
  return text.split('\n').filter((line) => line.startsWith(`${metric}_count{${labels}`));
}

/**
 * Opens `path`, waits until the reporter runs, taps, then leaves the page: its `pagehide` sends
 * the beacon (which the browser delivers after the page is gone, so it is read where it lands:
 * the gateway's histograms). The reporter runs in the callback of main.tsx's own import of its
 * chunk, after the load and the first paint: once the page has asked for the chunk, importing
 * it here resolves after that callback has run (an import asked first is answered first).
 */
async function loadAndLeave(page: Page, path: string, painted: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(painted).first().waitFor();
  await page.waitForLoadState('load');
  const asked = `performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === ${JSON.stringify(reporterChunk)})`;
  await expect.poll(() => page.evaluate<boolean>(asked)).toBe(true);
  // A string, so the test runner does not rewrite this import() as its own.
  await page.evaluate(`import(${JSON.stringify(reporterChunk)}).then(() => true)`);
  // A tap, so there is an interaction for INP.
  await page.mouse.click(195, 20);
  await page.goto('about:blank');
}

describe('field Web Vitals', () => {
  test('a page load on Home lands in the histograms for /home', async () => {
    const page = await phone.newPage();
    await loadAndLeave(page, '/home', 'product-card');
    for (const metric of ['lcp_seconds', 'fcp_seconds', 'ttfb_seconds', 'cls']) {
      await expect.poll(() => counts(`gateway_web_vitals_${metric}`, 'route="/home"}'), BEACON_LANDS).toHaveLength(1);
    }
    // The same beacon by language and by connection type.
    expect(await counts('gateway_web_vitals_lcp_by_lang_seconds', 'lang="en"}')).toHaveLength(1);
    const [lcp] = await counts('gateway_web_vitals_lcp_by_connection_seconds', 'connection="');
    expect(lcp).toMatch(/connection="(4g|3g|2g|slow-2g|unknown)"\} [1-9]/);
    expect(phone.pageErrors).toEqual([]);
    expect(phone.cspViolations).toEqual([]);
    await page.close();
  });

  test("a product page is counted under its route's pattern, never its address", async () => {
    const [product] = await hotProducts(stack, 1);
    if (!product) throw new Error('no hot product');
    const page = await phone.newPage();
    await loadAndLeave(page, `/detail/${product.productId}/${product.shopId}`, 'product-title');
    for (const metric of ['lcp_seconds', 'ttfb_seconds']) {
      await expect
        .poll(() => counts(`gateway_web_vitals_${metric}`, 'route="/detail/:product?/:mer?"}'), BEACON_LANDS)
        .toHaveLength(1);
    }
    const text = await (await fetch(metricsUrl)).text();
    expect(text).not.toContain(`/detail/${product.productId}`);
    await page.close();
  });

  test("the storefront's GraphQL requests name its build, so an operator sees which one fails", async () => {
    // A signed-in shopper's Home asks the API from the browser (a signed-out one's came with its
    // data, rendered on the server: ADR 0009).
    await phone.signIn(await stack.login());
    const page = await phone.newPage();
    await page.goto('/home');
    await page.getByTestId('product-card').first().waitFor();
    await page.close();
    // The build's version and commit (dist/client may be from an earlier commit of this checkout).
    const { version } = buildIdentity(ROOT);
    const named = new RegExp(
      `^gateway_graphql_client_requests_total\\{client="crossborder-storefront",version="${version.replaceAll('.', '\\.')}\\+([0-9a-f]{4,40}|unknown)",outcome="ok"\\} (\\d+)$`,
      'm',
    );
    await expect
      .poll(async () => Number(named.exec(await (await fetch(metricsUrl)).text())?.[2] ?? 0))
      .toBeGreaterThan(0);
  });
});
