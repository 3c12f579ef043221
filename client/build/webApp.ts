import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

interface DocumentLanguage {
  tag: string;
  dir: 'ltr' | 'rtl';
}

/** The texts of common.json the installable app uses (every language has them: tests/client/locales.test.ts). */
interface AppTexts {
  appName: string;
  /** The page's description, which the pages' heads say too (optional in a manifest). */
  meta?: { description?: string };
  states: { offline: string };
  actions: { retry: string };
  pwa: { shortName: string; offlinePage: string };
}

/** The app's icons, drawn from the app's mark (public/favicon.svg) at build time. */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  // iOS rounds the corners itself, so it gets the full square too.
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const;

const MANIFESTS_DIR = 'manifests';
const OFFLINE_DIR = 'offline';
const START_URL = '/home';
/** The pages of the languages but the default, as client/build/documentLanguages.ts names them. */
const LANGUAGE_PAGE = /^\.pages\/([a-z-]+)\.html$/;
const THEME_COLOR = /<meta name="theme-color" content="(#[0-9a-fA-F]{3,8})"/;
/** The mark's rounded square (`rx`): a maskable icon and Apple's fill the whole square, the platform shapes it. */
const ROUNDED = / rx="\d+(\.\d+)?"/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The manifest of one language: its names, its direction, the icons and the page it opens. */
export function webManifest(texts: AppTexts, language: DocumentLanguage, themeColor: string, base = '/'): string {
  return `${JSON.stringify(
    {
      // One app whatever its language: the same id, scope and start page.
      id: base,
      name: texts.appName,
      short_name: texts.pwa.shortName,
      description: texts.meta?.description,
      lang: language.tag,
      dir: language.dir,
      start_url: `${base}${START_URL.slice(1)}`,
      scope: base,
      display: 'standalone',
      orientation: 'portrait',
      theme_color: themeColor,
      background_color: '#f5f6f8',
      icons: ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
        src: `${base}${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    },
    null,
    2,
  )}\n`;
}

/** The offline page of one language: the service worker answers it when nothing saved fits a page. */
export function offlinePage(texts: AppTexts, language: DocumentLanguage, mark: string, base = '/'): string {
  return `<!doctype html>
<html lang="${language.tag}" dir="${language.dir}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>${escapeHtml(texts.appName)}</title>
    <link rel="icon" href="${base}favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${base}${OFFLINE_DIR}/offline.css" />
  </head>
  <body>
    <main class="offline" data-testid="offline-page">
      <div class="offline-mark" aria-hidden="true">${mark}</div>
      <h1>${escapeHtml(texts.states.offline)}</h1>
      <p>${escapeHtml(texts.pwa.offlinePage)}</p>
      <a class="offline-retry" href="">${escapeHtml(texts.actions.retry)}</a>
    </main>
  </body>
</html>
`;
}

/**
 * The app's icons as PNG files, drawn from its mark (an SVG of a rounded square): the plain ones
 * keep its rounded corners; the maskable ones and Apple's fill the square edge to edge (the
 * platform cuts its own shape; the mark's drawing lies inside the maskable safe zone).
 */
export async function appIcons(mark: string): Promise<Array<{ fileName: string; source: Buffer }>> {
  if (!ROUNDED.test(mark)) throw new Error('web-app: the mark has no rounded square to fill for maskable icons');
  const square = mark.replace(ROUNDED, '');
  return Promise.all(
    ICONS.map(async (icon) => ({
      fileName: icon.file,
      // Rendered at the icon's size (the mark is 64 units wide), not scaled up from a small bitmap.
      source: await sharp(Buffer.from(icon.purpose === 'any' ? mark : square), {
        density: Math.ceil((72 * icon.size) / 64),
      })
        .resize(icon.size, icon.size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
}

const OFFLINE_CSS = `body{margin:0;background:#f5f6f8;color:#1f2329;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
.offline{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;min-height:100vh;max-width:480px;margin:0 auto;padding:24px;text-align:center}
.offline-mark svg{display:block;width:64px;height:64px}
.offline h1{margin:12px 0 0;font-size:18px}
.offline p{margin:0;color:#5c6370}
.offline-retry{margin-top:16px;padding:8px 24px;border-radius:20px;background:#ff5b2e;color:#fff;text-decoration:none;font-weight:600}
`;

/**
 * The installable storefront: a web app manifest in every interface language (its names and
 * description translated, `lang` and `dir` its own, Arabic right to left), linked from that
 * language's page; the icons (192 and 512, plain and maskable, and Apple's) drawn from the app's
 * mark; and the translated offline page of every language, which the service worker precaches
 * (client/build/serviceWorker.ts). Runs after document-languages, whose pages it links.
 */
export function webApp(options: {
  languages: Record<string, DocumentLanguage>;
  defaultLanguage: string;
  localesDir: string;
  markFile: string;
}): Plugin {
  const { languages, defaultLanguage, localesDir, markFile } = options;
  let base = '/';
  let themeColor = '';
  const manifestHref = (code: string) => `${base}${MANIFESTS_DIR}/${code}.webmanifest`;
  const textsOf = (code: string) => JSON.parse(readFileSync(join(localesDir, code, 'common.json'), 'utf8')) as AppTexts;

  return {
    name: 'web-app',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(html) {
      const color = THEME_COLOR.exec(html)?.[1];
      if (!color) throw new Error('web-app: index.html has no <meta name="theme-color">');
      themeColor = color;
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: manifestHref(defaultLanguage) }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${base}icons/apple-touch-icon.png` },
          injectTo: 'head',
        },
      ];
    },
    async generateBundle(_options, bundle) {
      const mark = readFileSync(markFile, 'utf8').trim();
      for (const icon of await appIcons(mark)) this.emitFile({ type: 'asset', ...icon });

      for (const [code, language] of Object.entries(languages)) {
        const texts = textsOf(code);
        this.emitFile({
          type: 'asset',
          fileName: `${MANIFESTS_DIR}/${code}.webmanifest`,
          source: webManifest(texts, language, themeColor, base),
        });
        this.emitFile({
          type: 'asset',
          fileName: `${OFFLINE_DIR}/${code}.html`,
          source: offlinePage(texts, language, mark, base),
        });
      }
      this.emitFile({ type: 'asset', fileName: `${OFFLINE_DIR}/offline.css`, source: OFFLINE_CSS });

      // Each language's page links its own manifest.
      const defaultHref = manifestHref(defaultLanguage);
      for (const [fileName, file] of Object.entries(bundle)) {
        const code = LANGUAGE_PAGE.exec(fileName)?.[1];
        if (code === undefined || file.type !== 'asset') continue;
        const page = String(file.source);
        if (!page.includes(defaultHref)) this.error(`web-app: ${fileName} does not link the manifest`);
        file.source = page.replace(defaultHref, manifestHref(code));
      }
    },
  };
}
