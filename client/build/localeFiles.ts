import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the app fetches a translation file (under the app's base); i18n/index.ts fills in {{lng}} and {{ns}}. */
const URL_PATTERN = 'locales/{{lng}}/{{ns}}.json';
const FILE = /^\/([a-z-]+)\/(\w+)\.json(?:\?.*)?$/;

interface LocaleFile {
  lng: string;
  ns: string;
  path: string;
}

/**
 * Serves the translation files (`src/locales/<lng>/<ns>.json`) as JSON at
 * `/locales/<lng>/<ns>.json`, which i18next fetches when a screen needs them,
 * instead of turning each of the 200-odd files into a JavaScript chunk: the app
 * then carries no table of their chunk names. The URL has the build's version of
 * the texts (a hash of all of them), so a cached file of an older build is never
 * used; `import.meta.env.LOCALES_URL` tells the app the pattern.
 */
export function localeFiles(dir: string): Plugin {
  function list(): LocaleFile[] {
    return readdirSync(dir)
      .filter((lng) => statSync(join(dir, lng)).isDirectory())
      .flatMap((lng) =>
        readdirSync(join(dir, lng))
          .filter((file) => file.endsWith('.json'))
          .map((file) => ({ lng, ns: file.slice(0, -'.json'.length), path: join(dir, lng, file) })),
      )
      .sort((a, b) => a.path.localeCompare(b.path));
  }

  return {
    name: 'locale-files',
    config(config, { command }) {
      let version = 'dev';
      if (command === 'build') {
        const hash = createHash('sha256');
        for (const file of list()) hash.update(file.path.slice(dir.length)).update(readFileSync(file.path));
        version = hash.digest('hex').slice(0, 10);
      }
      const base = config.base ?? '/';
      return { define: { 'import.meta.env.LOCALES_URL': JSON.stringify(`${base}${URL_PATTERN}?v=${version}`) } };
    },
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const match = FILE.exec(req.url ?? '');
        const file = match && list().find((candidate) => candidate.lng === match[1] && candidate.ns === match[2]);
        if (!file) {
          next();
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file.path));
      });
    },
    generateBundle() {
      for (const file of list()) {
        // Whitespace out, texts as they are.
        const source = JSON.stringify(JSON.parse(readFileSync(file.path, 'utf8')));
        this.emitFile({ type: 'asset', fileName: `locales/${file.lng}/${file.ns}.json`, source });
      }
    },
  };
}
