/**
 * A server-rendered page's screen stylesheets (issue 25): from the client build's manifest, those
 * of the modules its route draws its first render with and of the chunks they import, in the
 * order Vite loads them, without what the built page's head has already (the entry's).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageAssets } from '../../gateway/src/ssr/pageAssets.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'], css: ['assets/index-1.css'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js', css: ['assets/vendor-1.css'] },
  '_antd-1.js': { file: 'assets/antd-1.js', imports: ['_vendor-1.js'], css: ['assets/antd-1.css'] },
  '_cards-1.js': { file: 'assets/cards-1.js', imports: ['_vendor-1.js'], css: ['assets/cards-1.css'] },
  'src/screens/product/DetailScreen.tsx': {
    file: 'assets/DetailScreen-1.js',
    isDynamicEntry: true,
    imports: ['_vendor-1.js', 'index.html', '_cards-1.js'],
    css: ['assets/DetailScreen-1.css'],
  },
  'src/screens/product/DetailFooter.tsx': {
    file: 'assets/DetailFooter-1.js',
    isDynamicEntry: true,
    imports: ['_antd-1.js', '_cards-1.js'],
  },
};

let dist: string;
let said: string[];
let assets: PageAssets;

function writeManifest(manifest: unknown): void {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-assets-'));
  said = [];
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      said.push(String((JSON.parse(chunk.toString()) as { msg?: string }).msg));
      done();
    },
  });
  assets = new PageAssets(dist, pino(lines));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

const DETAIL = ['src/screens/product/DetailScreen.tsx'];

describe("a server-rendered page's screen stylesheets", () => {
  it("are the screen's and its chunks', without the entry's, what a chunk imports first", () => {
    writeManifest(MANIFEST);
    expect(assets.stylesheetsOf(DETAIL)).toEqual(['/assets/cards-1.css', '/assets/DetailScreen-1.css']);
  });

  it('are each written once, in the order of the modules', () => {
    writeManifest(MANIFEST);
    expect(assets.stylesheetsOf([...DETAIL, 'src/screens/product/DetailFooter.tsx'])).toEqual([
      '/assets/cards-1.css',
      '/assets/DetailScreen-1.css',
      '/assets/antd-1.css',
    ]);
  });

  it('are written as the build writes its own, and none for no module', () => {
    writeManifest(MANIFEST);
    expect(assets.stylesheetTags(DETAIL).split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/cards-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/DetailScreen-1.css">',
    ]);
    expect(assets.stylesheetTags([])).toBe('');
  });

  it('are none without a manifest, or with one Vite did not write, and the log says so once', () => {
    expect(assets.stylesheetTags(DETAIL)).toBe('');
    expect(assets.stylesheetTags(DETAIL)).toBe('');
    writeManifest({ 'index.html': { name: 'no file' } });
    expect(assets.stylesheetTags(DETAIL)).toBe('');
    expect(said).toEqual([
      "the client build has no manifest: server-rendered pages are sent without their screens' stylesheets",
    ]);
  });

  it('come from a new build once it wrote its manifest', () => {
    writeManifest(MANIFEST);
    expect(assets.stylesheetsOf(DETAIL)).toContain('/assets/DetailScreen-1.css');
    expect(assets.stylesheetTags(DETAIL)).toContain('/assets/DetailScreen-1.css');
    writeManifest(JSON.parse(JSON.stringify(MANIFEST).replaceAll('-1.', '-2.')));
    // A later file time, as a new build's.
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, '.vite', 'manifest.json'), later, later);
    expect(assets.stylesheetsOf(DETAIL)).toEqual(['/assets/cards-2.css', '/assets/DetailScreen-2.css']);
    // The tags made from the first build are not kept past it.
    expect(assets.stylesheetTags(DETAIL)).toContain('/assets/DetailScreen-2.css');
  });
});
