/**
 * Translation files that did not come are asked for again (issue 37): i18next alone marks a
 * failed file loaded and never fetches it again, so a screen drawn after the phone is back
 * online shows the texts' keys. Here a real i18next with a backend that fails while offline.
 */
import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n, type ReadCallback } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import { askFailedTextsAgainOn, DRAW_TEXTS_AGAIN_ON, TEXTS_RECOVERED } from '../../client/src/i18n/failedTexts.ts';
import ar from '../../client/src/locales/ar/product.json' with { type: 'json' };
import en from '../../client/src/locales/en/product.json' with { type: 'json' };

const FILES: Record<string, Record<string, unknown>> = { 'en|product': en, 'ar|product': ar, 'en|common': {} };

/** An i18next whose files fail while `offline`, counting what it fetches. */
async function phoneTexts(offline: boolean) {
  const state = { offline, fetched: [] as string[] };
  const instance: I18n = i18next.createInstance();
  const network = new EventTarget();
  const askAgain = askFailedTextsAgainOn(instance, network);
  instance.use(
    resourcesToBackend((lng: string, ns: string, callback: ReadCallback) => {
      state.fetched.push(`${lng}|${ns}`);
      // As fetch answers offline: a little later, with an error.
      setTimeout(() => {
        const file = FILES[`${lng}|${ns}`];
        if (state.offline || !file) callback(new Error('Failed to fetch'), null);
        else callback(null, file);
      });
    }),
  );
  await instance.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    react: { useSuspense: true, bindI18n: DRAW_TEXTS_AGAIN_ON },
  });
  const comeOnline = () => {
    state.offline = false;
    network.dispatchEvent(new Event('online'));
  };
  return { instance, state, askAgain, comeOnline };
}

function Tabs() {
  const { t } = useTranslation('product');
  return <p data-testid="tab">{t('tabs.product')}</p>;
}

describe('translation files that did not come', () => {
  test('are asked again when the phone comes back online, and what shows their keys is drawn again translated', async () => {
    const { instance, state, comeOnline } = await phoneTexts(true);
    await instance.loadNamespaces('product');
    // i18next's own behaviour: a failed file counts as loaded and is not asked again.
    expect(instance.hasLoadedNamespace('product')).toBe(true);
    await instance.loadNamespaces('product');
    expect(state.fetched.filter((name) => name === 'en|product')).toHaveLength(1);

    render(
      <I18nextProvider i18n={instance}>
        <Tabs />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('tab').textContent).toBe('tabs.product');

    let recovered = 0;
    instance.on(TEXTS_RECOVERED, () => (recovered += 1));
    act(() => comeOnline());
    await screen.findByText(en.tabs.product);
    expect(state.fetched.filter((name) => name === 'en|product')).toHaveLength(2);
    expect(recovered).toBe(1);
  });

  test('are asked again when a route needs them, only those it names, and again after failing again', async () => {
    const { instance, state, askAgain } = await phoneTexts(true);
    await instance.loadNamespaces('product');
    await askAgain(['cart']);
    expect(state.fetched.filter((name) => name === 'en|product')).toHaveLength(1);

    // Still offline: it fails again, and is remembered again.
    await askAgain(['product']);
    expect(state.fetched.filter((name) => name === 'en|product')).toHaveLength(2);
    expect(instance.hasResourceBundle('en', 'product')).toBe(false);

    state.offline = false;
    await askAgain(['product']);
    expect(instance.t('tabs.product', { ns: 'product' })).toBe(en.tabs.product);
    // Once it has come, nothing is asked again.
    await askAgain();
    expect(state.fetched.filter((name) => name === 'en|product')).toHaveLength(3);
  });

  test('are asked again in the language on show: Arabic after a switch, not the English that failed before it', async () => {
    const { instance, state, comeOnline } = await phoneTexts(true);
    await instance.loadNamespaces('product');
    await instance.changeLanguage('ar');
    await instance.loadNamespaces('product');
    expect(instance.t('tabs.product', { ns: 'product' })).toBe('tabs.product');

    const recovered = new Promise<void>((resolve) => instance.on(TEXTS_RECOVERED, () => resolve()));
    comeOnline();
    await recovered;
    expect(instance.t('tabs.product', { ns: 'product' })).toBe(ar.tabs.product);
    expect(state.fetched.filter((name) => name === 'en|product')).toHaveLength(1);
  });
});
