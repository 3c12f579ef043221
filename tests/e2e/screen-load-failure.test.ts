/**
 * No blank screens (issue 24): a screen whose code does not load — gone after a release
 * (404) or the phone offline — shows a message with Retry inside the app, not a blank
 * page; a missing file reloads the page once, and an offline tap recovers by itself
 * when the network returns, with the texts that did not come either (issue 37).
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import commonAr from '../../client/src/locales/ar/common.json' with { type: 'json' };
import productAr from '../../client/src/locales/ar/product.json' with { type: 'json' };
import common from '../../client/src/locales/en/common.json' with { type: 'json' };
import product from '../../client/src/locales/en/product.json' with { type: 'json' };
import { appDrawn, journey } from './support/index.ts';

const j = journey('screen-load-failure');

/** Lines on show that read like a translation key ("tabs.product"): a text that never came. */
function keysOnShow(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(
    "document.body.innerText.split('\\n').map((line) => line.trim()).filter((line) => /^[a-z][A-Za-z]*(\\.[a-z][A-Za-z_]*)+$/.test(line))",
  );
}

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
    // The app's own navigation, whose screen code is missing: before the app has taken the server's
    // page over (its scripts wait for the largest picture, ADR 0016) a card is a plain link, and the
    // browser's navigation would make one more document.
    await appDrawn(page);
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

  // The texts the screen needs did not come either (issue 37): they are asked again when the
  // network returns, and the screen shows them, not their keys, in either direction.
  test.each([
    { language: 'en', texts: { common, product }, dir: 'ltr' },
    { language: 'ar', texts: { common: commonAr, product: productAr }, dir: 'rtl' },
  ])(
    'offline ($language): a tap shows the offline message in the app, and the page loads by itself, translated, when back online',
    async ({ language, texts, dir }) => {
      const { page, phone } = j;
      await page.goto(`/home?lang=${language}`);
      const card = page.getByTestId('product-card').first();
      await card.waitFor();
      await appDrawn(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);

      await phone.context.setOffline(true);
      await card.click();
      const failure = page.getByTestId('screen-load-failure');
      await failure.waitFor();
      expect(await failure.innerText()).toContain(texts.common.states.offline);
      expect(await failure.getByRole('button', { name: texts.common.actions.retry }).isVisible()).toBe(true);
      await j.shot('offline');

      await phone.context.setOffline(false);
      await page.getByTestId('product-title').waitFor();
      expect(await failure.count()).toBe(0);
      const tabs = page.getByTestId('detail-tabs').getByRole('button');
      await expect
        .poll(() => tabs.allInnerTexts())
        .toEqual([texts.product.tabs.product, texts.product.reviews.title, texts.product.description.title]);
      expect(await keysOnShow(page)).toEqual([]);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      await j.shot('back-online');
    },
  );
});
