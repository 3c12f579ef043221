/**
 * What the original app's fixes (issue 10) give the storefront, used as a shopper would,
 * in English and in Arabic (right to left): buying one product straight from its page
 * ("Buy now") through payment, and adding an address whose area is picked from the
 * region list (country → province or state → city).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  buyer,
  cents,
  centsIn,
  hotProducts,
  journey,
  pickArea,
  typePaymentCode,
  type Journey,
} from './support/index.ts';
import { ROOT } from './support/build.ts';

const trip = journey('legacy-compat');

type Language = 'en' | 'ar';

/** The storefront's own texts in a language, as the translators wrote them. */
function texts(language: Language, file: string): Record<string, any> {
  return JSON.parse(readFileSync(join(ROOT, `client/src/locales/${language}/${file}.json`), 'utf8')) as Record<
    string,
    any
  >;
}

const LANGUAGE_COOKIE: Record<Language, string> = {
  en: JSON.stringify({ language_name: 'English', chinese_name: '英语', file_name: 'en' }),
  ar: JSON.stringify({ language_name: 'العربية', chinese_name: '阿拉伯语', file_name: 'ar' }),
};

/** Signs the phone in and opens the storefront in `language` (the Local_Lang cookie the app keeps). */
async function signInSpeaking(journeyOf: Journey, language: Language): Promise<string> {
  const token = await journeyOf.signIn();
  await journeyOf.phone.context.addCookies([
    { name: 'Local_Lang', value: encodeURIComponent(LANGUAGE_COOKIE[language]), url: journeyOf.stack.url },
  ]);
  // The server keeps the buyer's language too; after sign-in the server's wins.
  const languages = await journeyOf.stack.gql<{ languages: { items: Array<{ id: string; code: string }> } }>(
    'query E2eLanguages { languages(limit: 20) { items { id code } } }',
  );
  const chosen = languages.languages.items.find((item) => item.code === language)!;
  await journeyOf.stack.gql(
    'mutation E2eSetLanguage($id: ID!) { setLanguage(languageId: $id) { id } }',
    { id: chosen.id },
    token,
  );
  return token;
}

async function expectDirection(page: Page, language: Language): Promise<void> {
  await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
}

describe('legacy compatibility', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`buy-now-${language}: from a product page straight to payment; the balance drops by the total`, async () => {
      const { page, phone, stack, shot } = trip;
      const product = texts(language, 'product');
      const token = await signInSpeaking(trip, language);
      const before = cents((await buyer(stack, token)).balance);
      const item = (await hotProducts(stack, 20)).find((entry) => entry.specGroups.length > 0 && entry.stock >= 3);
      if (!item) throw new Error('no hot product with options');

      await page.goto(`/detail/${item.productId}/${item.shopId}`);
      await page.getByTestId('product-title').waitFor();
      await expectDirection(page, language);
      await shot('detail');

      // Buy now asks for the options first, then goes to the checkout of that one product.
      await page.getByTestId('buy-now').click();
      const popup = page.getByTestId('spec-popup');
      await popup.waitFor();
      for (const group of item.specGroups) {
        const fieldset = popup.locator('fieldset', { has: page.locator('legend', { hasText: group.name }) });
        await fieldset.getByRole('button', { name: group.values[0]!, exact: true }).click();
      }
      await shot('options');
      // Opened by Buy now, the options end in one confirming button.
      await popup.getByRole('button', { name: product['spec']['confirm'], exact: true }).click();
      await page.waitForURL(/\/checkout\?buyNow=/);
      const lines = page.getByTestId('checkout-line');
      await lines.first().waitFor();
      expect(await lines.count()).toBe(1);
      expect(await lines.first().innerText()).toContain(item.title);
      await expect.poll(() => page.getByTestId('checkout-address').innerText()).toContain('Alex Morgan');
      const total = centsIn(await page.getByTestId('checkout-footer-total').innerText());
      expect(total).toBeGreaterThanOrEqual(cents(item.price));
      await shot('checkout');

      await page.getByTestId('checkout-submit').click();
      await page.waitForURL(/\/payment\?ref=.+&total=/);
      await page.getByTestId('payment-code').waitFor();
      expect(centsIn(await page.getByTestId('payment-amount').innerText())).toBe(total);
      await shot('payment');
      await typePaymentCode(page, '123456');
      await page.waitForURL('**/myPurchases/1');
      const order = page
        .getByTestId('orders-WAITING_FOR_DELIVERY')
        .locator('article')
        .filter({ hasText: item.title })
        .first();
      await order.waitFor();
      expect(centsIn(await order.locator('.order-card-total').innerText())).toBe(total);
      await shot('paid');

      expect(before - cents((await buyer(stack, token)).balance)).toBe(total);
      // Bought straight from the product page: the bag holds nothing of it.
      const bag = await stack.gql<{ cart: { items: Array<{ title: string }> } }>(
        'query E2eBag { cart { items { title } } }',
        {},
        token,
      );
      expect(bag.cart.items.map((line) => line.title)).not.toContain(item.title);
      expect(phone.pageErrors).toEqual([]);
    });

    test(`area-${language}: a new address whose area is picked from the region list`, async () => {
      const { page, phone, stack, shot } = trip;
      const words = texts(language, 'addresses');
      const common = texts(language, 'common');
      const token = await signInSpeaking(trip, language);
      const addressee = `Picker ${language.toUpperCase()} ${Date.now() % 100000}`;

      await page.goto('/addressForm');
      const field = page.getByTestId('area-picker');
      await field.waitFor();
      await expectDirection(page, language);
      await expect.poll(() => field.isEnabled()).toBe(true);
      expect(await field.innerText()).toBe(words['areaPicker']['placeholder']);
      await page.getByPlaceholder(words['placeholders']['addressee']).fill(addressee);
      await page.getByPlaceholder(words['placeholders']['mobile']).fill('+44 7700 900123');
      await page.getByPlaceholder(words['placeholders']['detail']).fill('221B Baker Street');
      await page.getByText(words['tags']['Home'], { exact: true }).click();
      await shot('form');

      // Saving without an area is refused with the translated message, and nothing typed is lost.
      await page.getByTestId('save-address').click();
      await page.getByText(common['validation']['areaRequired'], { exact: true }).waitFor();
      expect(await page.getByPlaceholder(words['placeholders']['addressee']).inputValue()).toBe(addressee);
      await shot('area-required');

      await field.click();
      await page.locator('.adm-picker').getByText(words['areaPicker']['title'], { exact: true }).waitFor();
      // Three columns: the countries, then the chosen one's regions, then their cities.
      await expect.poll(() => page.locator('.adm-picker-view-column').count()).toBe(3);
      await shot('picker-open');
      // Cancelled, nothing is chosen.
      await page.locator('.adm-picker').getByText(common['actions']['cancel'], { exact: true }).click();
      await page.locator('.adm-picker').waitFor({ state: 'hidden' });
      expect(await field.innerText()).toBe(words['areaPicker']['placeholder']);
      await pickArea(page, ['United Kingdom', 'England', 'London'], common['actions']['confirm'], () =>
        shot('picker-chosen'),
      );
      await expect.poll(() => field.innerText()).toBe('United Kingdom / England, London');
      await shot('area-picked');

      await page.getByTestId('save-address').click();
      await page.waitForURL('**/address');
      const card = page.getByText(addressee).first();
      await card.waitFor();
      await shot('address-list');

      const saved = await stack.gql<{
        addresses: { items: Array<{ addressee: string; country: string; area: string }> };
      }>('query E2eAddresses { addresses(limit: 50) { items { addressee country area } } }', {}, token);
      expect(saved.addresses.items.find((item) => item.addressee === addressee)).toEqual({
        addressee,
        country: 'United Kingdom',
        area: 'England, London',
      });
      expect(phone.pageErrors).toEqual([]);
    });
  }
});
