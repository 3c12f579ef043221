/** The one sanitiser (DOMPurify) for the merchant's descriptions, help articles and the law page. */
import { describe, expect, test, vi } from 'vitest';
import { sanitizeHtml } from '../../client/src/lib/sanitizeHtml.ts';

// DOMPurify needs a DOM that happy-dom does not give (see support/jsdomPurify.ts).
vi.mock('dompurify', () => import('./support/jsdomPurify.ts'));

describe('sanitizeHtml', () => {
  test('keeps text formatting and drops anything that could run or load behind the reader', () => {
    const clean = sanitizeHtml(
      '<h2 onclick="steal()">Refunds</h2><p style="color:red">Within <b>7 days</b>.</p>' +
        '<script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
        '<img src="x" onerror="alert(2)"><img src="javascript:alert(3)" alt="bad">' +
        '<a href="javascript:alert(4)">bad link</a><a href="https://shop.example/help">good link</a>' +
        '<custom-tag>unwrapped <i>text</i></custom-tag><form><input value="x"></form>',
    );
    expect(clean).not.toMatch(/script|iframe|onerror|onclick|javascript:|style=|<form|<input|custom-tag/i);
    expect(clean).toContain('<h2>Refunds</h2>');
    expect(clean).toContain('<p>Within <b>7 days</b>.</p>');
    expect(clean).toContain('unwrapped <i>text</i>');
    expect(clean).toContain('<a>bad link</a>');
    expect(clean).toContain('href="https://shop.example/help"');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  test("keeps a merchant's description and its images, loaded lazily", () => {
    const clean = sanitizeHtml(
      '<h3>Desk lamp</h3><ul><li>Warm light</li></ul><p><strong>In the box:</strong> 1 × lamp.</p>' +
        '<img src="https://img.test/d.jpg" alt="lamp" width="300"><img src="/static/e.jpg">',
    );
    expect(clean).toContain(
      '<h3>Desk lamp</h3><ul><li>Warm light</li></ul><p><strong>In the box:</strong> 1 × lamp.</p>',
    );
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    const [first, second] = Array.from(doc.querySelectorAll('img'));
    expect(first?.getAttribute('src')).toBe('https://img.test/d.jpg');
    expect(first?.getAttribute('alt')).toBe('lamp');
    expect(first?.getAttribute('width')).toBe('300');
    expect(first?.getAttribute('loading')).toBe('lazy');
    expect(second?.getAttribute('src')).toBe('/static/e.jpg');
  });

  test('drops data: and disguised javascript: URLs, and what embeds or restyles the page', () => {
    const clean = sanitizeHtml(
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="inline">' +
        '<a href=" jav&#x09;ascript:alert(1)">tab</a><a href="mailto:help@shop.example">mail</a>' +
        '<style>body{display:none}</style><object data="x.swf">fallback</object><svg><circle /></svg>' +
        '<p data-track="1" aria-hidden="true" class="x">text</p>',
    );
    expect(clean).not.toMatch(/data:|javascript|<style|<object|fallback|<svg|data-track|aria-hidden|class=/i);
    expect(clean).toContain('alt="inline"');
    expect(clean).toContain('<a>tab</a>');
    expect(clean).toContain('href="mailto:help@shop.example"');
    expect(clean).toContain('<p>text</p>');
  });

  test('blank HTML stays blank', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('  \n ')).toBe('');
  });
});
