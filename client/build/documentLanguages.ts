import type { Plugin } from 'vite';

/** Where the build writes the page of every language but the default, `<dir>/<code>.html` (the gateway serves them). */
const LANGUAGE_PAGES_DIR = '.pages';
/** The translations every screen needs first (i18n/index.ts starts with it). */
const FIRST_NAMESPACE = 'common';

interface DocumentLanguage {
  tag: string;
  dir: 'ltr' | 'rtl';
}

const HTML_TAG = /<html\b[^>]*>/;

/**
 * index.html in every interface language. The page the browser gets first already
 * says its language and direction (an Arabic page lays out right to left before any
 * script runs) and asks for the language's first translation file at once, in
 * parallel with the scripts, instead of after them: a `<link rel="preload">` the app's
 * own fetch of that file then uses. `index.html` is the default language's page; the
 * others go to `.pages/<code>.html`, which the gateway picks by the language cookie.
 *
 * Reads the translation URL pattern the locale-files plugin defines (`LOCALES_URL`).
 */
export function documentLanguages(languages: Record<string, DocumentLanguage>, defaultLanguage: string): Plugin {
  let localesUrl = '';
  const preloadHref = (code: string) =>
    localesUrl.replace('{{lng}}', encodeURIComponent(code)).replace('{{ns}}', FIRST_NAMESPACE);

  return {
    name: 'document-languages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const defined: unknown = config.define?.['import.meta.env.LOCALES_URL'];
      if (typeof defined !== 'string') throw new Error('document-languages needs the locale-files plugin before it');
      localesUrl = JSON.parse(defined) as string;
    },
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: preloadHref(defaultLanguage) },
          injectTo: 'head',
        },
      ];
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') {
        this.error('document-languages: the build has no index.html');
      }
      const page = String(index.source);
      if (!HTML_TAG.test(page) || !page.includes(preloadHref(defaultLanguage))) {
        this.error('document-languages: index.html has no <html> tag or no translation preload');
      }
      for (const [code, language] of Object.entries(languages)) {
        if (code === defaultLanguage) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${LANGUAGE_PAGES_DIR}/${code}.html`,
          source: page
            .replace(HTML_TAG, `<html lang="${language.tag}" dir="${language.dir}">`)
            .replace(preloadHref(defaultLanguage), preloadHref(code)),
        });
      }
    },
  };
}
