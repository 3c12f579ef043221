import { describe, expect, it } from 'vitest';
import { makeShop } from './support/catalog.ts';
import { useStandIn } from './support/standIn.ts';

/*
 * The stand-in's own pages (customer service, merchant entry) behind the platform's
 * links, and the home banners, in the reader's language.
 */

const s = useStandIn();

async function page(path: string, options: { lang?: string } = {}) {
  const response = await fetch(`${s.url}${path}`, { headers: options.lang ? { lang: options.lang } : {} });
  return { response, html: await response.text() };
}

describe('links of the platform info and get_shops_kf', () => {
  it('point at the stand-in’s own pages, relative and in the request’s language', async () => {
    const ar = await s.call('GET', '/api/index/index', { lang: 'ar' });
    expect(ar.body.data).toMatchObject({
      custom_service: '/static/pages/service?lang=ar',
      merchant_link: '/static/pages/merchant?lang=ar',
      platform_link: '/static/pages/merchant?lang=ar#platform',
    });
    const platform = await s.call('GET', '/api/user/get_shops_kf', { lang: 'zh-cn' });
    expect(platform.body.data).toBe('/static/pages/service?lang=zh-cn');
    const shop = await s.call('GET', '/api/user/get_shops_kf', { query: { pid: 3 }, lang: 'de' });
    expect(shop.body.data).toBe('/static/pages/service?shop=3&lang=de');
  });

  it('answer an operator’s own chat service as stored', async () => {
    const merId = makeShop(s);
    s.db.prepare('UPDATE merchants SET kf_url = ? WHERE mer_id = ?').run('https://chat.example.org/room/7', merId);
    const answer = await s.call('GET', '/api/user/get_shops_kf', { query: { pid: merId }, lang: 'ar' });
    expect(answer.body.data).toBe('https://chat.example.org/room/7');
  });
});

describe('GET /static/pages/service', () => {
  it('is an Arabic page, right to left, that only its own origin may frame and that runs nothing', async () => {
    const { response, html } = await page('/static/pages/service?lang=ar');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>خدمة العملاء</h1>');
    expect(html).toContain('<summary>ما رمز الدفع وكيف أضبطه؟</summary>');
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/<script|https?:\/\//);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('names the shop, escaped, and falls back to the platform page for an unknown shop', async () => {
    const merId = makeShop(s, 'Tea & <Co> "Shop"');
    const { html } = await page(`/static/pages/service?shop=${merId}&lang=en`);
    expect(html).toContain('<h1>Tea &#38; &#60;Co&#62; &#34;Shop&#34; customer service</h1>');
    expect(html).toContain('This shop answers questions about its products');
    for (const shop of ['999999', 'abc', '-1', '1e400']) {
      const unknown = await page(`/static/pages/service?shop=${shop}&lang=en`);
      expect(unknown.response.status).toBe(200);
      expect(unknown.html).toContain('<h1>Customer service</h1>');
    }
  });

  it('takes the lang header when the URL has none, and English for an unknown language', async () => {
    expect((await page('/static/pages/service', { lang: 'jp' })).html).toContain('<h1>カスタマーサービス</h1>');
    expect((await page('/static/pages/service?lang=xx')).html).toContain('<h1>Customer service</h1>');
  });
});

describe('GET /static/pages/merchant', () => {
  it('explains how to open a shop, in German, with the platform-seller anchor', async () => {
    const { response, html } = await page('/static/pages/merchant?lang=de');
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<header id="platform">');
    expect(html).toContain('Verkaufen auf Crossborder Mall');
    expect(html).toContain('So eröffnen Sie einen Shop');
  });
});

describe('home banners', () => {
  it('answers banner URLs in the request’s language, and draws their texts in it', async () => {
    const en = await s.call('GET', '/api/index/banner');
    expect(en.body.data[0]).toBe('/static/img/banner/1.svg');
    const ar = await s.call('GET', '/api/index/banner', { lang: 'ar' });
    expect(ar.body.data).toHaveLength(en.body.data.length);
    expect(ar.body.data[1]).toBe('/static/img/banner/2-ar.svg');

    const arabic = await (await fetch(`${s.url}/static/img/banner/1-ar.svg`)).text();
    expect(arabic).toContain('تخفيضات الصيف');
    expect(arabic).toContain('تسوّق الآن');
    expect(arabic).toContain('xml:lang="ar"');
    expect(arabic).not.toContain('Summer Sale');
    const english = await (await fetch(`${s.url}/static/img/banner/1.svg`)).text();
    expect(english).toContain('Summer Sale');
    // Mirrored: the headline sits on the right half in Arabic, on the left in English.
    const headlineX = (svg: string) => Number(/<text x="(\d+)"/.exec(svg)?.[1]);
    expect(headlineX(arabic)).toBeGreaterThan(375);
    expect(headlineX(english)).toBeLessThan(375);
  });

  it('keeps an operator’s own banner picture and refuses a language it does not speak', async () => {
    s.db.prepare('INSERT INTO banners (id, image, sort) VALUES (99, ?, 99)').run('/uploads/20260301/promo.png');
    const ar = await s.call('GET', '/api/index/banner', { lang: 'ar' });
    expect(ar.body.data).toContain('/uploads/20260301/promo.png');
    s.db.prepare('DELETE FROM banners WHERE id = 99').run();
    expect((await fetch(`${s.url}/static/img/banner/1-xx.svg`)).status).toBe(404);
    expect((await fetch(`${s.url}/static/img/banner/1-en.svg`)).status).toBe(404);
  });
});
