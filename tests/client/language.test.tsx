/**
 * The shopper's language: on a first visit (no Local_Lang cookie) the phone's languages
 * choose the closest of the 15, else English; a choice made signed out wins over the
 * account's saved language at sign-in and is saved to the account; the language screen
 * is reachable signed out, from Home's header.
 */
import { waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { SetLanguageMutationVariables } from '../../client/src/gql/graphql.ts';
import { LANGUAGE_CODES, LANGUAGES } from '../../client/src/i18n/languages.ts';
import { accessFor } from '../../client/src/app/guard.ts';
import LoginScreen from '../../client/src/screens/auth/LoginScreen.tsx';
import { startLanguage } from '../../client/src/session/readCookies.ts';
import { aUser, typed } from './support/handlers.ts';
import { renderScreen, type Rendered } from './support/renderApp.tsx';

const ARABIC_COOKIE = `Local_Lang=${encodeURIComponent(
  JSON.stringify({ language_name: 'العربية', chinese_name: '阿拉伯语', file_name: 'ar' }),
)}`;

describe('the language of a first visit', () => {
  test.each([
    [['ar-SA'], 'ar'],
    [['de-AT', 'en'], 'de'],
    [['xx'], 'en'],
    [['zh-CN'], 'zh-cn'],
    [['zh-Hans'], 'zh-cn'],
    [['ja'], 'jp'],
    [['ko-KR'], 'kr'],
    [['th-TH'], 'th'],
    [['hi-IN'], 'hi'],
    [['pt-BR', 'xx', 'fr-CA', 'de'], 'fr'],
    [['kr', 'jp'], 'en'],
    [['constructor'], 'en'],
    [[], 'en'],
  ])('a phone set to %j starts in %s', (preferred, expected) => {
    expect(startLanguage('', preferred)).toBe(expected);
  });

  test("a language chosen before (the cookie) wins over the phone's", () => {
    expect(startLanguage(ARABIC_COOKIE, ['de-AT'])).toBe('ar');
  });
});

const languageList = graphql.query('Languages', () =>
  HttpResponse.json({
    data: {
      languages: typed('LanguagePage', {
        items: LANGUAGE_CODES.map((code, index) =>
          typed('Language', { id: String(index + 1), code, name: LANGUAGES[code].name }),
        ),
      }),
    },
  }),
);
const THAI_ID = String(LANGUAGE_CODES.indexOf('th') + 1);
const arabic = typed('Language', { id: '9', code: 'ar', name: 'العربية', chineseName: '阿拉伯语' });

async function signIn(view: Rendered): Promise<void> {
  const fill = async (label: RegExp, value: string) => {
    const input = view.getByLabelText(label) as HTMLInputElement;
    await view.user.clear(input);
    await view.user.type(input, value);
  };
  await fill(/^(Account|บัญชี)/, 'demo');
  await fill(/^(Password|รหัสผ่าน)/, 'secret1');
  await view.user.click(view.getByTestId('login-submit'));
}

describe('the language at sign-in', () => {
  test("Thai picked signed out wins over the account's Arabic, and is saved to the account", async () => {
    let saved: SetLanguageMutationVariables | undefined;
    const view = await renderScreen(<LoginScreen />, {
      path: '/login',
      route: '/login',
      handlers: [
        languageList,
        graphql.mutation('Login', () =>
          HttpResponse.json({
            data: { login: typed('AuthPayload', { token: 'tok-th', user: aUser({ language: arabic }) }) },
          }),
        ),
        graphql.mutation('SetLanguage', ({ variables }) => {
          saved = variables as SetLanguageMutationVariables;
          return HttpResponse.json({
            data: {
              setLanguage: typed('User', {
                id: '1',
                language: typed('Language', { id: THAI_ID, code: 'th', name: 'ไทย', chineseName: '泰语' }),
              }),
            },
          });
        }),
      ],
    });
    await view.user.selectOptions(await view.findByTestId('language-picker'), 'th');
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    await signIn(view);
    await waitFor(() => expect(saved).toEqual({ languageId: THAI_ID }));
    expect(document.documentElement.lang).toBe('th');
    expect(document.documentElement.dir).toBe('ltr');
  });

  test("without a choice, the account's saved language is adopted and nothing is saved", async () => {
    let savedCalls = 0;
    const view = await renderScreen(<LoginScreen />, {
      path: '/login',
      route: '/login',
      handlers: [
        languageList,
        graphql.mutation('Login', () =>
          HttpResponse.json({
            data: { login: typed('AuthPayload', { token: 'tok-ar', user: aUser({ language: arabic }) }) },
          }),
        ),
        graphql.mutation('SetLanguage', () => {
          savedCalls += 1;
          return HttpResponse.json({ data: null });
        }),
      ],
    });
    await signIn(view);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(savedCalls).toBe(0);
  });
});

describe('the language screen signed out', () => {
  test('/language opens without a session', () => {
    expect(accessFor(undefined, '/language')).toEqual({ kind: 'open' });
  });
});
