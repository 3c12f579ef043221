/**
 * No blank screens (issue 24): a screen whose code does not load — gone after a release
 * (404) or the phone offline — shows a message with Retry inside the app, not a blank
 * page; a missing file reloads the page once, and an offline tap recovers by itself
 * when the network returns.
 */
import type { Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import common from '../../client/src/locales/en/common.json' with { type: 'json' };
import { journey } from './support/index.ts';

const j = journey('screen-load-failure');

/** The product page's own chunk (the build names it DetailScreen-<hash>.js). */
const DETAIL_CHUNK = /\/assets\/DetailScreen-[^/]+\.js$/;

describe('a screen whose code does not load', () => {
  test('404: a chunk gone after a release reloads the page once, then shows Retry, which loads it once it is back', async () => {
    const { page } = j;
    let gone = true;
    const answer404 = (route: Route) => (gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback());
    await page.route(DETAIL_CHUNK, answer404);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    await page.goto('/home');
    const card = page.getByTestId('product-card').first();
    await card.waitFor();
    await card.click();

    const failure = page.getByTestId('screen-load-failure');
    await expect.poll(() => documents.filter((url) => url.includes('/detail/')).length).toBe(1);
    await failure.waitFor();
    // The page reloaded once for the missing file (a new release's page names new files), not twice.
    expect(documents.filter((url) => url.includes('/detail/'))).toHaveLength(1);
    expect(await failure.innerText()).toContain(common.states.errorTitle);
    expect(await page.evaluate<string | null>("sessionStorage.getItem('screen-load-reloaded-for')")).toMatch(
      DETAIL_CHUNK,
    );
    await j.shot('retry');

    gone = false;
    await failure.getByRole('button', { name: common.actions.retry }).click();
    await page.getByTestId('product-title').waitFor();
    expect(await failure.count()).toBe(0);
  });

  test('offline: a tap shows the offline message in the app, and the page loads by itself when back online', async () => {
    const { page, phone } = j;
    await page.goto('/home');
    const card = page.getByTestId('product-card').first();
    await card.waitFor();
    await page.waitForLoadState('networkidle');

    await phone.context.setOffline(true);
    await card.click();
    const failure = page.getByTestId('screen-load-failure');
    await failure.waitFor();
    expect(await failure.innerText()).toContain(common.states.offline);
    expect(await failure.getByRole('button', { name: common.actions.retry }).isVisible()).toBe(true);
    await j.shot('offline');

    await phone.context.setOffline(false);
    await page.getByTestId('product-title').waitFor();
    expect(await failure.count()).toBe(0);
    await j.shot('back-online');
  });
});
