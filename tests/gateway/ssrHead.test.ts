import { describe, expect, it } from 'vitest';
import { plainText, scriptJson, shortened } from '../../gateway/src/ssr/htmlText.ts';
import { headTags, sharedPicture, withHead } from '../../gateway/src/ssr/pageHead.ts';
import { publicPageOf } from '../../gateway/src/ssr/publicPages.ts';

describe('the public pages', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/home/', { kind: 'home' }],
    ['/detail/12/3', { kind: 'product', productId: '12', shopId: '3' }],
    ['/Detail/12/3', { kind: 'product', productId: '12', shopId: '3' }],
    ['/shop/7', { kind: 'shop', shopId: '7' }],
    ['/helpandsupport', { kind: 'titled', title: 'helpAndSupport' }],
    ['/popular', { kind: 'titled', title: 'popular' }],
  ])('%s is %j', (path, page) => {
    expect(publicPageOf(path, {})).toEqual(page);
  });

  it.each(['/detail', '/detail/12', '/detail/x/3', '/detail/1/2/3', '/shop', '/bag', '/login', '/order'])(
    '%s is none of them',
    (path) => {
      expect(publicPageOf(path, {})).toBeUndefined();
    },
  );

  it('a products list keeps the category and the words it is for, and nothing else', () => {
    expect(publicPageOf('/products', { category: '4', title: ' red shoes ', utm_source: 'x' })).toEqual({
      kind: 'products',
      categoryId: '4',
      title: 'red shoes',
    });
    expect(publicPageOf('/products', { category: ['1', '2'] })).toEqual({ kind: 'products' });
  });
});

describe('the text of a head', () => {
  it("takes a merchant's words without markup, script or entities", () => {
    expect(
      plainText('<h1>Lamp</h1><script>alert("x")</script><p>Warm&nbsp;light &amp; &#x263A; <b>dimmable</b></p>'),
    ).toBe('Lamp Warm light & ☺ dimmable');
  });

  it('cuts long text at a word', () => {
    expect(shortened('one two three four', 12)).toBe('one two…');
    expect(shortened('short', 12)).toBe('short');
  });

  it('writes structured data nothing can break out of', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
  });

  it('escapes what upstream says in every tag', () => {
    const tags = headTags(
      {
        title: '"><script>alert(1)</script>',
        description: "it's <b>",
        type: 'website',
        structuredData: [{ name: '</script>' }],
        image: { url: 'https://cdn.example/a.jpg?x=1&y="2"', alt: '<alt>' },
      },
      { kind: 'home' },
      'en',
      'https://shop.example',
      'Shop & Co',
    );
    expect(tags).not.toMatch(/<script>alert/);
    expect(tags).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(tags).toContain('content="https://cdn.example/a.jpg?x=1&amp;y=&quot;2&quot;"');
    expect(tags).toContain('content="Shop &amp; Co"');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
  });

  it("asks the image pipeline for a chat app's size only for pictures it serves", () => {
    expect(sharedPicture('https://shop.example/uploads/a.jpg', 'https://shop.example')).toBe(
      'https://shop.example/uploads/a.jpg?w=720',
    );
    expect(sharedPicture('https://shop.example/static/b.png', 'https://shop.example')).toBe(
      'https://shop.example/static/b.png?w=720',
    );
    expect(sharedPicture('https://cdn.example/uploads/a.jpg', 'https://shop.example')).toBe(
      'https://cdn.example/uploads/a.jpg',
    );
    expect(sharedPicture('https://shop.example.evil/uploads/a.jpg', 'https://shop.example')).toBe(
      'https://shop.example.evil/uploads/a.jpg',
    );
  });

  it("replaces the built page's title and description and sets its language", () => {
    const built =
      '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Old" />\n    <title>Old</title>\n  </head>\n  <body></body>\n</html>\n';
    const page = withHead(built, 'ar', '<title>New</title>');
    expect(page).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(page).not.toContain('Old');
    expect(page.indexOf('<title>New</title>')).toBeGreaterThan(page.indexOf('<meta charset'));
    // Without a head of its own, the page keeps the build's, in the page's language.
    expect(withHead(built, 'hi', undefined)).toBe(
      built.replace('<html lang="en" dir="ltr">', '<html lang="hi" dir="ltr">'),
    );
  });
});
