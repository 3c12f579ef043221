import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildClient, initialRouteJs } from '../../bench/bundle.ts';
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
      const telling = /[^\x00-\x7f]/.test(text) ? text.length >= 2 : text.includes(' ') && text.length >= 10;
      if (!telling) continue;
      if (firstPaint.includes(text)) found.push(`${code}: ${text}`);
    }
  }
  expect(found).toEqual([]);
});
