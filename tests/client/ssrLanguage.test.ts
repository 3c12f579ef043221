import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGES, pageLanguage } from '../../gateway/src/ssr/pageLanguage.ts';
import { LANGUAGE_CODES, LANGUAGES } from '../../client/src/i18n/languages.ts';
import { formatCount } from '../../client/src/i18n/numbers.ts';
import { formatMoney } from '../../client/src/lib/money.ts';
import { startLanguage } from '../../client/src/session/readCookies.ts';
import { numberFormat, shownPrice } from '../../gateway/src/ssr/shownNumbers.ts';

/*
 * The server draws a public page in the language the storefront then starts in (issue 25): the
 * two sides' rules and tables, side by side.
 */

const ARABIC_COOKIE = `Local_Lang=${encodeURIComponent(JSON.stringify({ file_name: 'ar' }))}`;

function pageRequest(query: Record<string, string>, headers: Record<string, string>): Request {
  return { query, headers } as unknown as Request;
}

describe("a page's language", () => {
  it("has the storefront's tag and direction in every language", () => {
    expect(Object.keys(DOCUMENT_LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) {
      expect(DOCUMENT_LANGUAGES[code]).toEqual({ tag: LANGUAGES[code].tag, dir: LANGUAGES[code].dir });
    }
  });

  it.each([
    [{ lang: 'th' }, { cookie: ARABIC_COOKIE, 'accept-language': 'hi' }, 'th', '?lang=th', ARABIC_COOKIE, ['hi']],
    [{}, { cookie: ARABIC_COOKIE, 'accept-language': 'hi' }, 'ar', '', ARABIC_COOKIE, ['hi']],
    [{}, { 'accept-language': 'hi-IN,en;q=0.5' }, 'hi', '', '', ['hi-IN', 'en']],
    [{ lang: 'xx' }, {}, 'en', '?lang=xx', '', []],
  ])(
    'is the one the storefront starts in (link %j, headers %j: %s)',
    (query, headers, expected, search, cookies, phone) => {
      expect(pageLanguage(pageRequest(query, headers)).language).toBe(expected);
      expect(startLanguage(cookies, phone, search)).toBe(expected);
    },
  );

  it('is negotiated (the page varies on cookie and phone) only when the link names none', () => {
    expect(pageLanguage(pageRequest({ lang: 'ar' }, {})).negotiated).toBe(false);
    expect(pageLanguage(pageRequest({}, { cookie: ARABIC_COOKIE })).negotiated).toBe(true);
  });
});

describe("a page's numbers", () => {
  it.each(LANGUAGE_CODES)('are written in %s as the storefront writes them', (code) => {
    for (const amount of ['0.00', '28.99', '1234.50', '96999999.03']) {
      expect(shownPrice(amount, code)).toBe(formatMoney(amount, code));
    }
    for (const count of [0, 7, 24806, 1234567]) {
      expect(numberFormat(code).format(count)).toBe(formatCount(count, code));
    }
  });
});
