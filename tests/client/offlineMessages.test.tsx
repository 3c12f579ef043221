/**
 * Offline, the shopper reads "You are offline" (issue 24), not the spec's message for an
 * unreachable server; a screen whose code does not load shows a retry inside the shell
 * and loads by itself when the network returns.
 */
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { describeError } from '../../client/src/apollo/errorMessage.ts';
import { lazyScreen } from '../../client/src/app/routeLoader.tsx';
import { ScreenLoadBoundary } from '../../client/src/app/ScreenLoadBoundary.tsx';
import { failedFileOf } from '../../client/src/app/screenLoadFailure.ts';
import arCommon from '../../client/src/locales/ar/common.json';
import common from '../../client/src/locales/en/common.json';

const t = i18next.getFixedT('en', 'common');

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline messages', () => {
  test('a request with no answer reads "You are offline" when the browser is offline, the spec\'s message otherwise', () => {
    i18next.addResourceBundle('en', 'common', common, true, true);
    i18next.addResourceBundle('ar', 'common', arCommon, true, true);
    const failure = new TypeError('Failed to fetch');
    setOnline(false);
    expect(describeError(failure, t)).toEqual({ code: 'NETWORK_ERROR', message: common.states.offline });
    expect(describeError(failure, i18next.getFixedT('ar', 'common')).message).toBe(arCommon.states.offline);
    setOnline(true);
    expect(describeError(failure, t)).toEqual({ code: 'NETWORK_ERROR', message: common.errors.network });
  });

  test("the failed file is read from Chromium's, Firefox's and Vite's messages", () => {
    expect(
      failedFileOf(new TypeError('Failed to fetch dynamically imported module: http://shop.test/assets/A-1.js')),
    ).toBe('http://shop.test/assets/A-1.js');
    expect(failedFileOf(new TypeError('error loading dynamically imported module: /assets/B-2.js'))).toBe(
      '/assets/B-2.js',
    );
    expect(failedFileOf(new Error('Unable to preload CSS for /assets/C-3.css'))).toBe('/assets/C-3.css');
    expect(failedFileOf(new Error('something else'))).toBeUndefined();
  });

  test('a route screen that fails to load offline shows the offline message with a retry, and loads once back online', async () => {
    i18next.addResourceBundle('en', 'common', common, true, true);
    await i18next.changeLanguage('en');
    setOnline(false);
    let attempts = 0;
    let online = false;
    const Screen = lazyScreen({
      path: '/helpAndSupport',
      title: 'home',
      withoutAntd: true,
      data: () => Promise.resolve(),
      screen: () => {
        attempts += 1;
        if (!online)
          return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/S-1.js'));
        return Promise.resolve({ default: () => <p>the screen</p> });
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/helpAndSupport']}>
        <ScreenLoadBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>
        </ScreenLoadBoundary>
      </MemoryRouter>,
    );
    const failure = await screen.findByTestId('screen-load-failure');
    expect(failure.textContent).toContain(common.states.offline);
    expect(screen.getByRole('button', { name: common.actions.retry })).toBeTruthy();
    // Outside the tab roots, the nav bar stays: the screen's title and a way back.
    expect(screen.getByRole('heading', { name: common.titles.helpAndSupport })).toBeTruthy();
    expect(screen.getByRole('button', { name: common.nav.back })).toBeTruthy();

    online = true;
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(attempts).toBeGreaterThanOrEqual(2);
  });

  test('a tab root that fails to load keeps the tab bar as its way out: no back control', async () => {
    i18next.addResourceBundle('en', 'common', common, true, true);
    await i18next.changeLanguage('en');
    setOnline(false);
    const Screen = lazyScreen({
      path: '/explore',
      title: 'explore',
      tabRoot: 'explore',
      withoutAntd: true,
      data: () => Promise.resolve(),
      screen: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/E-1.js')),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/explore']}>
        <ScreenLoadBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>
        </ScreenLoadBoundary>
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('screen-load-failure')).textContent).toContain(common.states.offline);
    expect(screen.queryByRole('button', { name: common.nav.back })).toBeNull();
  });
});
