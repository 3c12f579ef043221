/**
 * The help pages (the platform's, served by the legacy API: the stand-in's in
 * legacy/i18n/pages) walk the shopper through the app by its buttons' names: "Me › Security",
 * "Add to bag". The app's own labels must read as the help says (issue 24: the help said
 * "Add to bag" and "Me › Security" where the buttons read "Add to cart" and "Account security").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

// Paths from the repository's root (vitest's working directory): happy-dom's import.meta.url is no file URL.
const LOCALES = resolve('client/src/locales');
const PAGES = resolve('legacy/i18n/pages');

function json(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

function helpText(language: string): string {
  return JSON.stringify(json(join(PAGES, `${language}.json`)));
}

const languages = readdirSync(LOCALES);

describe('the help names what the app shows', () => {
  test.each(languages)('%s: the Me entry of the security settings is named as the help names it', (language) => {
    const account = json(join(LOCALES, language, 'account.json')) as {
      profile: { entries: { security: string } };
    };
    // "Me › Security › Payment code": the entry is the path's second step.
    const path = /› ([^›<"”]+?) › /.exec(helpText(language))?.[1]?.trim();
    expect(path).toBeTruthy();
    expect(account.profile.entries.security).toBe(path);
  });

  test('English: the product page adds "to bag", as the help and the Bag tab say', () => {
    const product = json(join(LOCALES, 'en', 'product.json')) as { addToCart: string };
    const common = json(join(LOCALES, 'en', 'common.json')) as { tabs: { bag: string } };
    expect(helpText('en')).toContain(`<strong>${product.addToCart}</strong>`);
    expect(product.addToCart).toContain(common.tabs.bag.toLowerCase());
  });
});
