/**
 * Language (issue 4): choosing Arabic on /language turns the whole storefront
 * right to left with Arabic texts, keeps it after a reload (Local_Lang cookie)
 * and stores the choice on the server for the next sign-in. Issue 24: a phone set
 * to Arabic gets Arabic, right to left, on its first visit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { appDrawn, journey, launchPhone, navBar, screenshot, toast } from './support/index.ts';
import { ROOT } from './support/build.ts';

const trip = journey('language');

interface CommonTexts {
  tabs: Record<'home' | 'explore' | 'bag' | 'me', string>;
  titles: Record<string, string>;
  messages: Record<string, string>;
}

/** The Arabic texts as the translators wrote them (not repeated here, so their edits need no test change). */
const arabic = JSON.parse(readFileSync(join(ROOT, 'client/src/locales/ar/common.json'), 'utf8')) as CommonTexts;
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('language', () => {
  test('arabic: choosing العربية renders right to left with Arabic texts', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn();
    // Read through Playwright: this file is type-checked for Node, without DOM types.
    const direction = () => page.locator('html').getAttribute('dir');
    const navTitle = navBar(page);

    await page.goto('/profile');
    await page.getByTestId('profile-nickname').waitFor();
    expect(await direction()).toBe('ltr');
    await shot('profile-en');
    await page.getByText('Language', { exact: true }).click();
    await page.waitForURL('**/language');
    const choice = page.getByTestId('language-ar');
    await choice.waitFor();
    expect(await page.locator('[data-testid^="language-"]').count()).toBe(15);
    await shot('languages-en');

    await choice.click();
    await toast(page, arabic.messages['settingSuccess']!).waitFor();
    await expect.poll(direction).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect.poll(() => navTitle.innerText()).toContain(arabic.titles['language']);
    await shot('languages-ar');

    // Home in Arabic: the tabs and the title, laid out right to left. The server draws Home; the
    // signed-in app draws it afresh, and its tabs are measured once it has.
    await page.goto('/home');
    await appDrawn(page);
    await page.getByTestId('product-card').first().waitFor();
    const tabs = page.getByRole('navigation').last();
    for (const key of ['home', 'explore', 'bag', 'me'] as const)
      await tabs.getByText(arabic.tabs[key], { exact: true }).waitFor();
    expect(await page.title()).toContain(arabic.titles['home']);
    expect(await page.locator('h2#home-products-title').innerText()).toMatch(ARABIC_SCRIPT);
    // The first tab (Home) is now on the right.
    const home = await tabs.getByText(arabic.tabs.home, { exact: true }).boundingBox();
    const me = await tabs.getByText(arabic.tabs.me, { exact: true }).boundingBox();
    expect(home!.x).toBeGreaterThan(me!.x);
    await shot('home-ar');

    await tabs.getByText(arabic.tabs.me, { exact: true }).click();
    await page.waitForURL('**/profile');
    await expect.poll(() => navTitle.innerText()).toContain(arabic.titles['profile']);
    expect(await page.getByTestId('profile-balance').locator('xpath=ancestor::section[1]').innerText()).toMatch(
      ARABIC_SCRIPT,
    );
    await shot('profile-ar');

    // The choice survives a reload (cookie) and is stored on the server.
    await page.reload();
    await page.getByTestId('profile-nickname').waitFor();
    expect(await direction()).toBe('rtl');
    const cookie = (await phone.context.cookies()).find((entry) => entry.name === 'Local_Lang');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ file_name: 'ar' });
    const saved = await stack.gql<{ me: { language: { code: string } | null } }>(
      'query E2eLanguage { me { language { code } } }',
      {},
      token,
    );
    expect(saved.me.language?.code).toBe('ar');
    await shot('profile-ar-reloaded');
    expect(phone.pageErrors).toEqual([]);
  });

  test('first visit: a phone set to ar-SA gets Arabic, right to left, from the first byte', async () => {
    const { stack } = trip;
    const arabicPhone = await launchPhone({ baseURL: stack.url, locale: 'ar-SA' });
    try {
      const page = await arabicPhone.newPage();
      const answer = await page.goto('/home');
      // The page itself is the Arabic one (the gateway read Accept-Language), before any script.
      expect(await answer!.text()).toContain('<html lang="ar" dir="rtl">');
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      const tabs = page.getByRole('navigation').last();
      await tabs.getByText(arabic.tabs.home, { exact: true }).waitFor();
      expect(await page.title()).toContain(arabic.titles['home']);
      await screenshot(page, 'language-first-visit-ar-SA-home');
      // The phone's language is no choice: nothing is written, a later choice or sign-in decides.
      expect((await arabicPhone.context.cookies()).some((entry) => entry.name === 'Local_Lang')).toBe(false);
      expect(arabicPhone.pageErrors).toEqual([]);
    } finally {
      await arabicPhone.close();
    }
  });
});
