import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildClient, initialRouteJs } from '../support/clientBundle.ts';
import { LANGUAGES } from '../../client/src/i18n/languages.ts';

/*
 * The JavaScript of the first paint (/home) of a production build carries no
 * translations: each language's strings are fetched as JSON for the language in
 * use only. Built here, as `npm run build:client` builds it.
 */
const LOCALES = fileURLToPath(new URL('../../client/src/locales/', import.meta.url));
const dist = mkdtempSync(join(tmpdir(), 'first-paint-'));
let firstPaint = '';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function texts(language: string): Set<string> {
  const dir = join(LOCALES, language);
  return new Set(readdirSync(dir).flatMap((file) => strings(JSON.parse(readFileSync(join(dir, file), 'utf8')))));
}

beforeAll(async () => {
  await buildClient(dist);
  firstPaint = initialRouteJs(dist)
    .files.map(({ file }) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
}, 180_000);

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

it('holds none of another language’s strings', () => {
  expect(firstPaint.length).toBeGreaterThan(50_000);
  const english = texts('en');
  const found: string[] = [];
  for (const [code, info] of Object.entries(LANGUAGES)) {
    if (code === 'en') continue;
    for (const text of texts(code)) {
      // The language picker's own labels (the language table) are not translations; single
      // Latin words ("Start", "Description") are also names in code, so only telling texts count:
      // any with a non-ASCII letter, and phrases.
      if (english.has(text) || text === info.name || text === info.chineseName) continue;
      const telling = /[^\p{ASCII}]/u.test(text) ? text.length >= 2 : text.includes(' ') && text.length >= 10;
      if (!telling) continue;
      if (firstPaint.includes(text)) found.push(`${code}: ${text}`);
    }
  }
  expect(found).toEqual([]);
});

it('gives every language a page that says its language and direction and asks for its first texts at once', () => {
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  expect(index).toContain('<html lang="en" dir="ltr">');
  expect(index).toContain('class="boot-splash"');
  const version =
    /<link rel="preload" as="fetch" crossorigin href="\/locales\/en\/common\.json\?v=([0-9a-f]{10})">/.exec(index)?.[1];
  expect(version).toBeDefined();
  const scripts = (page: string) => page.match(/<script[^>]*>|<link rel="(?:modulepreload|stylesheet)"[^>]*>/g);
  expect(scripts(index)?.length).toBeGreaterThan(1);
  for (const [code, info] of Object.entries(LANGUAGES)) {
    const page = code === 'en' ? index : readFileSync(join(dist, '.pages', `${code}.html`), 'utf8');
    expect(page).toContain(`<html lang="${info.tag}" dir="${info.dir}">`);
    const href = `/locales/${code}/common.json?v=${version}`;
    expect(page).toContain(`<link rel="preload" as="fetch" crossorigin href="${href}">`);
    // The file it asks for is in the build, and it is the same app.
    expect(readdirSync(join(dist, 'locales', code))).toContain('common.json');
    expect(scripts(page)).toEqual(scripts(index));
  }
});

it('names nothing ahead of the first paint: the page loads only what its entries import, and no data layer', () => {
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstPaintFiles = new Set(initialRouteJs(dist).files.map(({ file }) => file));
  const named = [...index.matchAll(/<(?:script|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  expect(named.length).toBeGreaterThan(1);
  // Each script the page names (to run or to preload) is one the first paint runs: nothing for later.
  for (const file of named) expect(firstPaintFiles.has(file), file).toBe(true);
  // The data layer (Apollo Client) is none of them: main.tsx starts it once the page has been painted.
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const runtime = manifest['src/apollo/runtime.ts'];
  expect(runtime).toBeDefined();
  expect(index).not.toContain(runtime!.file);
  for (const file of firstPaintFiles)
    expect(readFileSync(join(dist, file), 'utf8').includes('ObservableQuery'), file).toBe(false);
});
