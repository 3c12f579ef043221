import { describe, expect, it } from 'vitest';
import { pageParts, withApp } from '../../gateway/src/ssr/streamedPage.ts';

const BUILT = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The build's words." />
    <title>Crossborder Mall</title>
    <script type="module" crossorigin src="/assets/early-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="preload" as="fetch" crossorigin href="/locales/en/common.json?v=1">
  </head>
  <body>
    <div id="root">
      <div class="boot-splash"><svg></svg></div>
    </div>
  </body>
</html>
`;

describe('a page sent as it is made', () => {
  it("starts with the language's root element, stylesheets and the early script, without the build's title", () => {
    const parts = pageParts(BUILT, 'ar');
    expect(parts?.start).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);
    expect(parts?.start).toContain('src="/assets/early-1.js"></script>');
    expect(parts?.start).toContain('<link rel="stylesheet"');
    expect(parts?.start).not.toContain('<title>');
    expect(parts?.start).not.toContain('name="description"');
    expect(parts?.end).toMatch(/^\s*<\/head>/);
  });

  it('asks for the early script at low priority, its stylesheets as they were', () => {
    const { start } = pageParts(BUILT, 'en')!;
    expect(start).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/early-1.js"></script>');
    expect(start).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-1.js">');
    expect(start).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it("holds the app's entry, its module preloads and its texts' preload in an inert template, preloads first", () => {
    const { start } = pageParts(BUILT, 'en')!;
    const template = /<template id="app-start">([\s\S]*?)<\/template>/.exec(start)?.[1];
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/locales/en/common.json?v=1">' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    );
    // Outside the template nothing fetches the app: no entry, none of its preloads, no texts.
    const outside = start.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toContain('index-1.js');
    expect(outside).not.toContain('vendor-1.js');
    expect(outside).not.toContain('common.json');
    // What the early script imports is preloaded once, with it.
    expect(start.match(/shared-1\.js/g)).toHaveLength(1);
  });

  it('a build with one script keeps it, at low priority', () => {
    const single = BUILT.replace(/<script type="module" crossorigin src="\/assets\/early-1.js"><\/script>/, '');
    const { start } = pageParts(single, 'en')!;
    expect(start).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>');
    expect(start).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-1.js">');
    expect(start).not.toContain('<template');
  });

  it('cannot be cut without an app element to draw in', () => {
    expect(pageParts(BUILT.replace('<div id="root">', '<div id="app">'), 'en')).toBeUndefined();
  });

  it('puts the app in #root and the data after it, where nothing in the data can end its block', () => {
    const parts = pageParts(BUILT, 'en')!;
    const hostile = { cache: { 'Product:1': { title: '</script><script>alert(1)</script><!--' } } };
    const end = withApp(parts.end, '<div class="app-frame">Lamp</div>', hostile);
    expect(end).toContain('<div id="root"><div class="app-frame">Lamp</div></div>');
    expect(end).not.toContain('boot-splash');
    const block = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(end)?.[1];
    expect(block).not.toMatch(/[<>]/);
    expect(JSON.parse(block!)).toEqual(hostile);
    expect(end.match(/<script/g)).toHaveLength(1);
    expect(end).toMatch(/<\/body>\s*<\/html>\s*$/);
  });
});
