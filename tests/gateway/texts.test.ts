import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerLanguage, LANGUAGES } from '../../gateway/src/i18n/languages.ts';
import { catalogue, type Texts } from '../../gateway/src/i18n/texts.ts';
import { RefusalMessages } from '../../gateway/src/passthrough/refusalMessages.ts';
import { genericMessage } from '../../gateway/src/upstream/genericMessages.ts';

/*
 * The gateway's texts (gateway/src/i18n): one language list, one catalogue per language,
 * and the texts it shares with the storefront equal to the storefront's, so the two
 * programs never drift apart.
 */
const CLIENT_LOCALES = fileURLToPath(new URL('../../client/src/locales/', import.meta.url));

function clientErrors(language: string): Record<string, unknown> {
  const common = JSON.parse(readFileSync(`${CLIENT_LOCALES}${language}/common.json`, 'utf8')) as {
    errors?: Record<string, unknown>;
  };
  return common.errors ?? {};
}

describe('the gateway’s texts', () => {
  it('are in the storefront’s languages, no more and no fewer', () => {
    expect([...LANGUAGES].sort()).toEqual(readdirSync(CLIENT_LOCALES).sort());
  });

  it('say each shared text (the storefront’s errors.*) in the storefront’s very words, in every language', () => {
    for (const language of LANGUAGES) {
      const client = clientErrors(language);
      for (const [key, text] of Object.entries(catalogue(language).errors)) {
        expect({ language, key, text }).toEqual({ language, key, text: client[key] });
      }
    }
  });

  it('have every text in every language, none empty and none left in English by mistake', () => {
    const english = catalogue('en');
    for (const language of LANGUAGES) {
      const texts = catalogue(language);
      for (const group of ['upstream', 'errors', 'pages'] as const) {
        expect(Object.keys(texts[group]).sort()).toEqual(Object.keys(english[group]).sort());
        for (const text of Object.values(texts[group])) expect(text.trim()).not.toBe('');
      }
      if (language !== 'en') expect(texts.upstream.rejected).not.toBe(english.upstream.rejected);
      // The pages' own texts (the 429 page) are the gateway's alone: no storefront text to compare with.
      if (language !== 'en') {
        for (const [key, text] of Object.entries(texts.pages)) {
          expect({ language, key, text }).not.toEqual({
            language,
            key,
            text: english.pages[key as keyof Texts['pages']],
          });
        }
      }
    }
  });
});

describe('the language a request is answered in', () => {
  it('is its lang header’s when that is one of ours, Simplified Chinese for another Chinese, English otherwise', () => {
    expect(answerLanguage('de')).toBe('de');
    expect(answerLanguage('ZH-CN')).toBe('zh-cn');
    expect(answerLanguage('zh-tw')).toBe('zh-cn');
    expect(answerLanguage('pt')).toBe('en');
    expect(answerLanguage(undefined)).toBe('en');
  });

  it('is the one both text mechanisms use', () => {
    const refusals = new RefusalMessages();
    expect(refusals.text('duplicate', 'ar')).toBe(clientErrors('ar')['duplicate']);
    expect(refusals.text('httpStatus', 'fr', { status: 502 })).toBe(
      String(clientErrors('fr')['httpStatus']).replace('{{status}}', '502'),
    );
    expect(refusals.text('timeout', 'xx')).toBe(clientErrors('en')['timeout']);
    expect(genericMessage('unauthenticated', 'jp')).toBe(catalogue('jp').upstream.unauthenticated);
    expect(genericMessage('rejected', 'xx')).toBe(catalogue('en').upstream.rejected);
  });
});
