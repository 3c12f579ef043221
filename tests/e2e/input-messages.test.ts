/**
 * Refused input in the shopper's language (issue 9): in Arabic, a too-long account on
 * sign-in and on the forgotten-password screen, and a picture over the limit, each say
 * so in Arabic, right to left, never with a developer's English message.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { gifOfSize } from '../fixtures/images.ts';
import { ROOT } from './support/build.ts';
import { journey } from './support/index.ts';

const trip = journey('input-messages');

interface CommonTexts {
  errors: { input: Record<string, string> };
}
const arabic = JSON.parse(readFileSync(join(ROOT, 'client/src/locales/ar/common.json'), 'utf8')) as CommonTexts;
/** The Arabic text with its number as the page formats it (Arabic-Indic or Latin digits, by the browser's data). */
function arabicText(key: string, limit: number): RegExp {
  const [before, after] = arabic.errors.input[key]!.split('{{limit}}');
  const digits = `(?:${limit}|${new Intl.NumberFormat('ar').format(limit)})`;
  const escape = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}${digits}${escape(after)}`);
}
const tooLong = arabicText('maxLength', 100);
const tooLarge = arabicText('maxBytes', 5);

/** Starts the phone in Arabic, as a shopper who chose it earlier (the Local_Lang cookie). */
async function inArabic(page: Page, url: string): Promise<void> {
  const value = encodeURIComponent(
    JSON.stringify({ language_name: 'العربية', chinese_name: '阿拉伯语', file_name: 'ar' }),
  );
  await page.context().addCookies([{ name: 'Local_Lang', value, url }]);
}

describe('input messages', () => {
  test('arabic: a too-long account and a picture over the limit are refused in Arabic', async () => {
    const { page, phone, stack, shot } = trip;
    await inArabic(page, stack.url);
    await page.goto('/login');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');

    const account = page.locator('input[autocomplete="username"]');
    await account.fill(`${'a'.repeat(95)}@example.com`);
    await page.locator('input[type="password"]').fill('demo123');
    await page.getByTestId('login-submit').click();
    const message = page.getByText(tooLong);
    await message.waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/must be at most|characters/);
    await shot('login-too-long-ar');

    await page.goto('/forgotPassword');
    await page.locator('input[autocomplete="username"]').fill('x'.repeat(101));
    await page.getByTestId('forgot-submit').click();
    await page.getByText(tooLong).waitFor();
    await shot('forgot-too-long-ar');

    // Signed in, the language stored on the server wins (spec): the buyer's is Arabic too.
    const token = await trip.signIn();
    const { languages } = await stack.gql<{ languages: { items: Array<{ id: string; code: string }> } }>(
      'query E2eLanguages { languages { items { id code } } }',
    );
    const ar = languages.items.find((language) => language.code === 'ar');
    await stack.gql('mutation E2eSetLanguage($id: ID!) { setLanguage(languageId: $id) { id } }', { id: ar?.id }, token);
    await page.goto('/cardTopUp');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
    const field = page.getByTestId('evidence-uploader');
    await field.waitFor();
    await field
      .locator('input[type=file]')
      .setInputFiles({ name: 'scan.gif', mimeType: 'image/gif', buffer: gifOfSize(5 * 1024 * 1024 + 1) });
    await field.locator('[data-status="failed"]').waitFor();
    await field.getByRole('alert').getByText(tooLarge).waitFor();
    await shot('upload-too-large-ar');
    expect(phone.pageErrors).toEqual([]);
  });
});
