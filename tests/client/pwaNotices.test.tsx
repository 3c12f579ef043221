import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import arCommon from '../../client/src/locales/ar/common.json';
import enCommon from '../../client/src/locales/en/common.json';
import { navigateTo } from '../../client/src/navigation/navigator.ts';
import { newRelease } from '../../client/src/pwa/newRelease.ts';
import { PwaNotices } from '../../client/src/pwa/PwaNotices.tsx';
import { renderScreen } from './support/renderApp.tsx';

/*
 * The installable app's quiet lines (client/src/pwa/PwaNotices.tsx): "You're offline — showing
 * saved pages" while offline with a service worker in charge, and the new-release offer, which
 * waits for the shopper's tap and never shows where they pay or move money.
 */

/** A service worker container with a controller (happy-dom has none). */
function controlledBy(controller: object | null): EventTarget & { controller: object | null } {
  const container = Object.assign(new EventTarget(), { controller });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

function goOffline(offline: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  // A release offered by a test is not left waiting for the next.
  if (newRelease.waiting()) act(() => newRelease.accept());
});

describe('the offline notice', () => {
  test.each([
    ['en', enCommon.pwa.offlineSaved],
    ['ar', arCommon.pwa.offlineSaved],
  ] as const)('in %s: shows offline while the worker answers, and goes back online', async (language, text) => {
    controlledBy({});
    await renderScreen(<PwaNotices />, { path: '/home', language });
    expect(screen.queryByTestId('offline-notice')).toBeNull();

    act(() => goOffline(true));
    expect((await screen.findByTestId('offline-notice')).textContent).toBe(text);
    expect(screen.getByRole('status').textContent).toBe(text);

    act(() => goOffline(false));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
  });

  test('says nothing offline without a worker: nothing saved is showing (the screens say they are offline)', async () => {
    await renderScreen(<PwaNotices />, { path: '/home', language: 'en' });
    act(() => goOffline(true));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });
});

describe('a new release', () => {
  test('is offered with Reload, and taken only when the shopper taps it', async () => {
    const take = vi.fn();
    const view = await renderScreen(<PwaNotices />, { path: '/home', language: 'ar' });
    expect(screen.queryByTestId('release-prompt')).toBeNull();

    act(() => newRelease.offer(take));
    const prompt = await screen.findByTestId('release-prompt');
    expect(prompt.textContent).toContain(arCommon.pwa.newRelease);
    expect(take).not.toHaveBeenCalled();

    await view.user.click(screen.getByRole('button', { name: arCommon.pwa.reload }));
    expect(take).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('release-prompt')).toBeNull());
  });

  test('waits while the shopper is checking out, and is offered on the next screen', async () => {
    await renderScreen(<PwaNotices />, { path: '/checkout', route: '*', language: 'en' });
    act(() => newRelease.offer(() => undefined));
    expect(screen.queryByTestId('release-prompt')).toBeNull();

    act(() => navigateTo('/payment'));
    expect(screen.queryByTestId('release-prompt')).toBeNull();

    act(() => navigateTo('/order'));
    expect((await screen.findByTestId('release-prompt')).textContent).toContain(enCommon.pwa.newRelease);
  });
});
