/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appIcons, offlinePage, webApp, webManifest } from '../../client/build/webApp.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '../../client/src/i18n/languages.ts';

/*
 * What the build makes of the installable app (client/build/webApp.ts): a manifest and an
 * offline page in every language, from the real translations, and icons from the app's mark.
 */
type Texts = Parameters<typeof webManifest>[0];

// A path, not a URL: the simulated DOM's URL class is not Node's.
const CLIENT = join(dirname(fileURLToPath(import.meta.url)), '../../client');
const texts = (code: string) =>
  JSON.parse(readFileSync(join(CLIENT, `src/locales/${code}/common.json`), 'utf8')) as Texts;
const mark = readFileSync(join(CLIENT, 'public/favicon.svg'), 'utf8');
const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(
  readFileSync(join(CLIENT, 'index.html'), 'utf8'),
)?.[1];

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

describe('the web app manifest', () => {
  for (const code of LANGUAGE_CODES) {
    it(`in ${code}: its names, its language and direction, the icons, standalone from /home`, () => {
      const manifest = JSON.parse(webManifest(texts(code), LANGUAGES[code], themeColor ?? '')) as Manifest;
      expect(manifest.name).toBe(texts(code).appName);
      expect(manifest.short_name).toBe(texts(code).pwa.shortName);
      // What a home screen shows under the icon.
      expect([...manifest.short_name].length).toBeLessThanOrEqual(15);
      expect(manifest.lang).toBe(LANGUAGES[code].tag);
      expect(manifest.dir).toBe(code === 'ar' ? 'rtl' : 'ltr');
      expect(manifest).toMatchObject({ id: '/', start_url: '/home', scope: '/', display: 'standalone' });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.theme_color).toBe(themeColor);
      expect(manifest.icons).toEqual(
        expect.arrayContaining([
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ]),
      );
    });
  }

  it('is one app in every language: the same id, scope and start page', () => {
    const manifests = LANGUAGE_CODES.map(
      (code) => JSON.parse(webManifest(texts(code), LANGUAGES[code], '#ff5b2e')) as Manifest,
    );
    expect(new Set(manifests.map(({ id, scope, start_url }) => `${id} ${scope} ${start_url}`)).size).toBe(1);
    // Each language its own manifest (its language and direction), under the one brand the
    // platform has in every language (issue 24: one brand name per language, consistently).
    expect(new Set(manifests.map(({ lang }) => lang)).size).toBe(LANGUAGE_CODES.length);
    expect(new Set(manifests.map(({ name }) => name))).toEqual(new Set(['Crossborder Mall']));
  });
});

describe('the offline page', () => {
  it('is translated, in the language’s direction, with a way to try again', () => {
    const arabic = offlinePage(texts('ar'), LANGUAGES.ar, mark);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(texts('ar').states.offline);
    expect(arabic).toContain(texts('ar').pwa.offlinePage);
    expect(arabic).toContain(`<a class="offline-retry" href="">${texts('ar').actions.retry}</a>`);
    // No inline script or style: the storefront's security policy allows neither.
    expect(arabic).not.toMatch(/<script|<style|\sstyle=/);
  });

  it('writes texts as text', () => {
    const english = texts('en');
    const page = offlinePage(
      { ...english, pwa: { ...english.pwa, offlinePage: '<img src=x onerror=alert(1)> & "quotes"' } },
      LANGUAGES.en,
      mark,
    );
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;');
    expect(page).not.toContain('<img');
  });
});

describe('the icons', () => {
  it('are PNGs of their size; the maskable ones fill the square, the plain ones keep the rounded corners', async () => {
    const icons = await appIcons(mark);
    expect(icons.map((icon) => icon.fileName).sort()).toEqual([
      'icons/apple-touch-icon.png',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/maskable-192.png',
      'icons/maskable-512.png',
    ]);
    for (const { fileName, source } of icons) {
      const size = Number(/(\d+)\.png$/.exec(fileName)?.[1] ?? 180);
      const { width, height, format } = await sharp(source).metadata();
      expect({ fileName, width, height, format }).toEqual({ fileName, width: size, height: size, format: 'png' });
      // The top-left corner: transparent where the square is rounded, the app's colour where it is filled.
      const { data } = await sharp(source)
        .ensureAlpha()
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alpha = data[3];
      if (fileName.includes('/icon-')) expect(alpha, fileName).toBe(0);
      else expect([...data], fileName).toEqual([0xff, 0x5b, 0x2e, 255]);
    }
  });
});

/** The plugin's hooks as the build calls them (what this test gives them of Vite's context). */
interface WebAppHooks {
  configResolved(config: { base: string }): void;
  transformIndexHtml(html: string): Array<{ tag: string; attrs: Record<string, string> }>;
  generateBundle(
    this: { emitFile(file: { fileName: string; source: string | Buffer }): void; error(message: string): never },
    options: object,
    bundle: Record<string, { type: 'asset'; source: string }>,
  ): Promise<void>;
}

describe('the build', () => {
  it('links each language’s page to its own manifest and writes every manifest, icon and offline page', async () => {
    const hooks = webApp({
      languages: LANGUAGES,
      defaultLanguage: DEFAULT_LANGUAGE,
      localesDir: join(CLIENT, 'src/locales'),
      markFile: join(CLIENT, 'public/favicon.svg'),
    }) as unknown as WebAppHooks;
    hooks.configResolved({ base: '/' });
    const index = readFileSync(join(CLIENT, 'index.html'), 'utf8');
    const tags = hooks.transformIndexHtml(index);
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'manifest', href: '/manifests/en.webmanifest' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
    ]);

    // The pages as Vite and document-languages leave them: the default language's link in each.
    const linked = index.replace('</head>', '<link rel="manifest" href="/manifests/en.webmanifest"></head>');
    const bundle = {
      'index.html': { type: 'asset' as const, source: linked },
      '.pages/ar.html': {
        type: 'asset' as const,
        source: linked.replace('lang="en" dir="ltr"', 'lang="ar" dir="rtl"'),
      },
      '.pages/th.html': { type: 'asset' as const, source: linked.replace('lang="en"', 'lang="th"') },
    };
    const emitted = new Map<string, string | Buffer>();
    await hooks.generateBundle.call(
      {
        emitFile: (file) => emitted.set(file.fileName, file.source),
        error: (message) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );

    expect(bundle['index.html'].source).toContain('href="/manifests/en.webmanifest"');
    expect(bundle['.pages/ar.html'].source).toContain('href="/manifests/ar.webmanifest"');
    expect(bundle['.pages/ar.html'].source).not.toContain('/manifests/en.webmanifest');
    expect(bundle['.pages/th.html'].source).toContain('href="/manifests/th.webmanifest"');
    for (const code of LANGUAGE_CODES) {
      expect(emitted.has(`manifests/${code}.webmanifest`), code).toBe(true);
      expect(emitted.has(`offline/${code}.html`), code).toBe(true);
    }
    expect(JSON.parse(String(emitted.get('manifests/ar.webmanifest')))).toMatchObject({
      dir: 'rtl',
      theme_color: themeColor,
    });
    for (const file of [
      'offline/offline.css',
      'icons/icon-192.png',
      'icons/maskable-512.png',
      'icons/apple-touch-icon.png',
    ])
      expect(emitted.has(file), file).toBe(true);
  });
});
