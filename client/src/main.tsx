// antd-mobile's global styles (its CSS variables, body font size, link colour), without its JavaScript:
// the components themselves load with the first screen that draws one (app/antd.tsx).
import 'antd-mobile/es/global/global.css';
import './app/bootSplash.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startDataLayer } from './apollo/dataLayer.ts';
import { App } from './app/App.tsx';
import { afterFirstPaint } from './app/firstPaint.ts';
import { prepareHydration, prepareRoute, startBootRoute } from './app/routeLoader.tsx';
import { takeHeldTap } from './boot/heldTap.ts';
import { keepServerPage } from './boot/keepServerPage.ts';
import { drawnOnServer, serverData } from './boot/serverData.ts';
import { yieldToBrowser } from './boot/yieldToBrowser.ts';
import { initI18n, initialLanguage } from './i18n/index.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { formatCount } from './i18n/numbers.ts';
import { pinTimeZone } from './lib/formatDate.ts';
import { formatMoney } from './lib/money.ts';

// As antd-mobile's global module does: lets the `:active` styles of buttons and links work in mobile Safari.
document.addEventListener('touchstart', () => {}, true);

// Started now: what the page's route needs (its screen's chunk, its texts; its first query went
// out with the page, boot/earlyQuery.ts). The data layer (Apollo Client, ~45 KB), which the first
// paint does not wait for, starts once the page has been painted: nothing is downloaded ahead of it.
//
// A public page the server rendered for a shopper without a session (boot/serverData.ts,
// ADR 0009) is already on screen with its data: the data layer is made with that data in its
// cache, the page's query is not asked again, and the app hydrates the markup.
const language = initialLanguage();
// Only a page drawn in the language the app starts in (the gateway and the app choose it by the same
// rules, but a phone's languages and its Accept-Language may differ) can be hydrated.
const server = document.documentElement.lang === LANGUAGES[language].tag ? serverData() : undefined;
const data = startDataLayer(async () => {
  await afterFirstPaint();
  const { createApolloClient } = await import('./apollo/runtime.ts');
  // Reading the module and restoring the server's cache into it: two tasks, not one (ADR 0016).
  await yieldToBrowser();
  return createApolloClient('/graphql', server?.cache);
});
const boot = startBootRoute(data, language, !server);

// No top-level await: it would keep the bundler from merging the first screen's chunks.
// The first render waits for the page's own screen and texts too (the boot splash shows
// meanwhile), so it draws that screen at once: a skeleton first would stay on screen for
// at least the 300 ms React keeps a fallback before revealing what replaces it.
const texts = initI18n(language).then((i18n) => i18n.loadNamespaces([...boot.namespaces]).catch(() => undefined));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// Hydrating draws the tree the server drew: its dates in the same zone, its screen loaded (with
// antd-mobile's locale in the language i18next starts in), and what shows data with it (the data
// layer, the screen's parts drawn with data), which still comes after the first paint: the
// server's markup is that paint. The whole page is then hydrated at once (prepareHydration).
// Each step a task of its own (yieldToBrowser): on a slow phone each is tens of milliseconds, and
// run back to back they were one long task that kept the page from answering (ADR 0016).
const hydrating = server
  ? texts
      .then(yieldToBrowser)
      .then(() => prepareRoute(window.location.pathname, false))
      .then(() => afterFirstPaint())
      .then(() => prepareHydration(window.location.pathname, data))
      .then(yieldToBrowser)
      .then(() => {
        // The browser's number formats, made the first time they are asked for (~12 ms of ICU on
        // a desktop CPU): here, alone, rather than inside the first component that shows a price.
        formatCount(0, language);
        formatMoney('0', language);
        return yieldToBrowser();
      })
      .then(() => {
        // And the plural rules i18next makes for the language's first counted text.
        new Intl.PluralRules(LANGUAGES[language].tag).select(1);
        return yieldToBrowser();
      })
      .then(() => {
        // Likewise the page's local storage, read from disk the first time it is touched (the
        // navigation history, which the layout records the page in once hydrated).
        warmLocalStorage();
        return yieldToBrowser();
      })
      .then(
        () => {
          pinTimeZone(server.timeZone);
          return true;
        },
        // A chunk that did not come (offline): the page is drawn afresh once it is there.
        () => false,
      )
  : Promise.resolve(false);
void hydrating.then((hydrate) => {
  takeHeldTap();
  if (hydrate) {
    // A transition, as the client render below: React hydrates in slices, and the page stays
    // responsive to the browser (scrolling, the pictures arriving) meanwhile.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App data={data} hydrating />
        </StrictMode>,
      );
    });
    return;
  }
  // A page the server drew that is not hydrated (a signed-in shopper's, or in another language)
  // stays on show until the app can draw it whole: no skeleton comes between the two.
  // (Texts that did not come are the app's to show: the page is drawn in any case.)
  const ready = drawnOnServer()
    ? texts.catch(() => undefined).then(() => keepServerPage(window.location.pathname, data, boot))
    : boot.screen;
  return ready.then(() => render(container));
});

function render(container: HTMLElement): void {
  const root = createRoot(container);
  // A transition: React draws the first screen in slices, so what was started above (the
  // route's first query above all) goes on between them instead of waiting for the whole
  // render; the boot splash stays until the screen is ready.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App data={data} />
      </StrictMode>,
    );
  });
}

// The shoppers' real page speed (field Web Vitals), measured once the page has loaded and painted
// (on a fast phone `load` can come first): its own chunk, nothing of it before the first paint.
const loadedPath = window.location.pathname;
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
// What the first screen does not need waits for the start-up to be over: the page loaded and
// painted, the app's first render under way, and then a moment the browser has nothing to do.
const startedUp = Promise.all([loaded, afterFirstPaint(), hydrating]).then(
  () => new Promise<void>((resolve) => idle(resolve)),
);
void startedUp.then(() => import('./boot/webVitals.ts')).then(({ reportWebVitals }) => reportWebVitals(loadedPath));

// The installable app's service worker (pwa/register.ts): the next visit opens offline and downloads
// no script. Registered once the page has loaded and painted, so the first visit never waits for it.
if (import.meta.env.PROD) {
  void startedUp.then(() => import('./pwa/register.ts')).then(({ startServiceWorker }) => startServiceWorker());
}

/** Calls `then` when the browser is idle (within 2 s at most), or after a timer where it cannot tell. */
function idle(then: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => then(), { timeout: 2000 });
  else window.setTimeout(then, 0);
}

function warmLocalStorage(): void {
  try {
    localStorage.getItem('');
  } catch {
    // Storage turned off: nothing to warm.
  }
}
