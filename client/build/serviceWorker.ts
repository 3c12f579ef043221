import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * What the service worker precaches: the app shell. The page (`index.html`: the gateway answers
 * it in the visitor's language, as any page of the storefront), every script and stylesheet of
 * the build, the icon and the offline pages. Not the translations of all 15 languages (the
 * page's worker keeps its own language's, pwa/register.ts), nor pictures or answers (kept at
 * run time, src/pwa/cacheRules.ts), nor the compressed copies (the gateway picks an encoding).
 */
const PRECACHED = ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'offline/*.{html,css}'];

/**
 * The storefront's service worker (src/pwa/worker/sw.ts), built with vite-plugin-pwa's
 * injectManifest: workbox's modules bundled into one classic script, dist/client/sw.js, with the
 * build's precache manifest. The page registers it itself (src/pwa/register.ts) and the manifests
 * are client/build/webApp.ts's, so the plugin injects neither.
 *
 * `SERVICE_WORKER=off npm run build:client` builds the switch-off instead: a worker that
 * unregisters itself and deletes its caches on every phone that had one, and pages that
 * register none (`import.meta.env.SERVICE_WORKER`).
 */
export function serviceWorker(enabled = process.env['SERVICE_WORKER'] !== 'off'): PluginOption[] {
  const flag: Plugin = {
    name: 'service-worker-switch',
    config() {
      return { define: { 'import.meta.env.SERVICE_WORKER': JSON.stringify(enabled ? 'on' : 'off') } };
    },
  };
  return [
    flag,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa/worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      selfDestroying: !enabled,
      injectManifest: {
        globPatterns: PRECACHED,
        rollupFormat: 'iife',
      },
      // Before the other plugins' end of build, so precompress finds sw.js to compress.
      integration: { closeBundleOrder: 'pre' },
    }),
  ];
}
