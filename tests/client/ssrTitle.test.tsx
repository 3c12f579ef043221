/**
 * A public page's title made by the server (gateway/src/ssr: a product's own name) stays while
 * the shopper is on the page the app was opened at, so a search engine that runs the app reads
 * it; from the first navigation on, titles are the routes' own again.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import en from '../../client/src/locales/en/common.json';
import { navigateTo } from '../../client/src/navigation/navigator.ts';
import { renderApp } from './support/renderApp.tsx';

const { stub } = vi.hoisted(() => ({
  stub: (name: string) => async () => (await import('./support/stubScreens.tsx')).stubScreen(name, { nav: false }),
}));

vi.mock('../../client/src/screens/home/HomeScreen.tsx', stub('home'));
vi.mock('../../client/src/screens/product/DetailScreen.tsx', stub('detail'));

function serverHead(canonical: string, title: string): void {
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = canonical;
  document.head.append(link);
  document.title = title;
}

afterEach(() => {
  document.head.querySelectorAll('link[rel="canonical"]').forEach((link) => link.remove());
});

describe('a page titled by the server', () => {
  test('keeps its title where the app opened, and takes the routes’ titles after a navigation', async () => {
    serverHead('https://shop.example/detail/16/15?lang=en', `Laptop Stand · ${en.appName}`);
    const app = await renderApp({ path: '/detail/16/15' });
    await app.findByTestId('screen-detail');
    // The route has opened (its screen shows), and its title effect has run: the server's title stayed.
    expect(document.title).toBe(`Laptop Stand · ${en.appName}`);
    await act(async () => navigateTo('/home'));
    await app.waitForPath('/home');
    await waitFor(() => expect(document.title).toBe(`${en.titles.home} · ${en.appName}`));
    await act(async () => navigateTo('/detail/16/15'));
    await app.waitForPath('/detail/16/15');
    await waitFor(() => expect(document.title).toBe(`${en.titles.detail} · ${en.appName}`));
  });

  test('a canonical URL of another page changes nothing', async () => {
    serverHead('https://shop.example/home?lang=en', 'Somewhere else');
    const app = await renderApp({ path: '/detail/16/15' });
    await app.findByTestId('screen-detail');
    await waitFor(() => expect(document.title).toBe(`${en.titles.detail} · ${en.appName}`));
  });
});
