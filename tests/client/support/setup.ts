/**
 * Setup of every client component test (vitest project "client", happy-dom).
 *
 * - msw: one server per test file (`server.ts`), handlers reset after each test;
 * - i18next: English and Chinese texts of every namespace bundled, synchronous (`i18n.ts`);
 *   antd-mobile's English locale loaded;
 * - antd-mobile's Toast/Dialog render through React 19's createRoot (`unstableSetRender`);
 * - happy-dom gaps (polyfills.ts): an IntersectionObserver that reports every observed
 *   element as visible (`intersection`), matchMedia, scrollTo/scrollIntoView,
 *   ResizeObserver; `enableInfiniteScroll()` lets antd-mobile's InfiniteScroll load pages;
 *   Save-Data on (`connection`), so product cards fetch nothing ahead unless a test asks;
 * - after each test: unmount, close toasts and dialogs, forget the session (token
 *   cookie, language cookie, local storage), English again, URL back to /, real timers.
 *
 * - findBy…/waitFor wait up to ASYNC_WAIT_MS (testing-library's default is 1 s).
 *
 * There is no jest-dom: assert with plain `expect(...)` on DOM properties
 * (`element.textContent`, `getAttribute`, `document.title`…).
 * Rendering helpers: `renderApp` and `renderScreen` in `renderApp.tsx`.
 */
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { sessionStore } from '../../../client/src/session/store.ts';
import { DEFAULT_LANGUAGE } from '../../../client/src/i18n/languages.ts';
import { loadAntdLocale } from '../../../client/src/i18n/switchLanguage.ts';
import { initTestI18n, resetLanguage } from './i18n.ts';
import { connection, installPolyfills, intersection, resetLayout } from './polyfills.ts';
import { listen, server } from './server.ts';

installPolyfills();

/**
 * How long findBy…/waitFor keep checking. They answer as soon as the condition holds, so this
 * only bounds a failure; but a screen's lazily loaded parts (antd-mobile with them) are compiled
 * on first import, which on a busy machine outlasts testing-library's 1 s default (the product
 * page's shop card did, 1 run of 2,038 tests), and a whole save or like (a click, the mutation
 * through msw, the toast) outlasted 10 s in a full `npm test` on a machine where it slowed the
 * client files 7–10× (the bag's "Delete Success", an address's refusal, the product's heart).
 * Half the client tests' timeout (vitest.config.ts).
 */
const ASYNC_WAIT_MS = 20_000;
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    root.unmount();
  };
});

initTestI18n();
await loadAntdLocale(DEFAULT_LANGUAGE);

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeAll(() => listen());

/**
 * antd-mobile's Toast and Dialog live in their own containers under <body>;
 * closing them waits for an animation, so whatever is left is removed outright.
 */
function removeImperativeLayers(): void {
  Toast.clear();
  Dialog.clear();
  for (const element of [...document.body.children]) {
    if (!element.classList.contains('adm-px-tester')) element.remove();
  }
}

// Vitest does not load CSS; antd-mobile checks this one rule of its global styles.
const antdGlobalRule = document.createElement('style');
antdGlobalRule.textContent = '.adm-px-tester { position: fixed; }';
document.head.appendChild(antdGlobalRule);

afterEach(async () => {
  cleanup();
  removeImperativeLayers();
  server.resetHandlers();
  vi.useRealTimers();
  sessionStore.clear();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  intersection.reset();
  connection.saveData = true;
  resetLayout();
  await resetLanguage();
  window.history.replaceState(null, '', '/');
  document.title = '';
});

afterAll(() => server.close());
