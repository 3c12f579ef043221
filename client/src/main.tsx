// antd-mobile's global styles (its CSS variables, body font size, link colour), without its JavaScript:
// the components themselves load with the first screen that draws one (app/antd.tsx).
import 'antd-mobile/es/global/global.css';
import './app/bootSplash.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDataLayer } from './apollo/dataLayer.ts';
import { App } from './app/App.tsx';
import { afterFirstPaint } from './app/firstPaint.ts';
import { startBootRoute } from './app/routeLoader.tsx';
import { initI18n, initialLanguage } from './i18n/index.ts';

// As antd-mobile's global module does: lets the `:active` styles of buttons and links work in mobile Safari.
document.addEventListener('touchstart', () => {}, true);

// Started now: what the page's route needs (its screen's chunk, its texts; its first query went
// out with the page, boot/earlyQuery.ts). The data layer (Apollo Client, ~45 KB), which the first
// paint does not wait for, starts once the page has been painted: nothing is downloaded ahead of it.
const language = initialLanguage();
const data = startDataLayer(async () => {
  await afterFirstPaint();
  return (await import('./apollo/runtime.ts')).createApolloClient();
});
const boot = startBootRoute(data, language);

// No top-level await: it would keep the bundler from merging the first screen's chunks.
// The first render waits for the page's own screen and texts too (the boot splash shows
// meanwhile), so it draws that screen at once: a skeleton first would stay on screen for
// at least the 300 ms React keeps a fallback before revealing what replaces it.
const texts = initI18n(language).then((i18n) => i18n.loadNamespaces([...boot.namespaces]).catch(() => undefined));
void Promise.all([texts, boot.screen]).then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
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
});

// The shoppers' real page speed (field Web Vitals), measured once the page has loaded and painted
// (on a fast phone `load` can come first): its own chunk, nothing of it before the first paint.
const loadedPath = window.location.pathname;
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
void Promise.all([loaded, afterFirstPaint()])
  .then(() => import('./boot/webVitals.ts'))
  .then(({ reportWebVitals }) => reportWebVitals(loadedPath));

// The installable app's service worker (pwa/register.ts): the next visit opens offline and downloads
// no script. Registered once the page has loaded and painted, so the first visit never waits for it.
if (import.meta.env.PROD) {
  void Promise.all([loaded, afterFirstPaint()])
    .then(() => import('./pwa/register.ts'))
    .then(({ startServiceWorker }) => startServiceWorker());
}
