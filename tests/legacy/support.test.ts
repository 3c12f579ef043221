import { beforeAll, describe, expect, it } from 'vitest';
import { logInSeededBuyers } from './support/accounts.ts';
import { useStandIn } from './support/standIn.ts';

const standIn = useStandIn();
let demo: string;
let newbie: string;

beforeAll(async () => {
  ({ demo, newbie } = await logInSeededBuyers(standIn));
});

describe('GET /api/user/help_support', () => {
  it('answers the English articles by default, publicly', async () => {
    const answer = await standIn.get('/api/user/help_support');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(1);
    const titles = answer.body.data.map((article: { title: string }) => article.title);
    expect(titles.length).toBeGreaterThanOrEqual(5);
    expect(titles).toEqual(
      expect.arrayContaining([
        'How do I place an order?',
        'What is the payment code and how do I set it?',
        'How do refunds work?',
        'Recharging and withdrawing your balance',
        'Shipping and delivery',
      ]),
    );
    for (const article of answer.body.data) expect(article.content).toMatch(/^<p>/);
  });

  it('answers the articles in the language asked for, and English for an unknown one', async () => {
    const zh = await standIn.call('GET', '/api/user/help_support', { lang: 'zh-cn' });
    expect(zh.body.data[0].title).toBe('如何下单？');
    expect(zh.body.data).toHaveLength((await standIn.get('/api/user/help_support')).body.data.length);
    const upper = await standIn.call('GET', '/api/user/help_support', { lang: 'ZH-CN' });
    expect(upper.body.data[0].title).toBe('如何下单？');
    const jp = await standIn.call('GET', '/api/user/help_support', { lang: 'jp' });
    expect(jp.body.data[0].title).toBe('注文するには？');
    const ar = await standIn.call('GET', '/api/user/help_support', { lang: 'ar' });
    expect(ar.body.data.map((article: { title: string }) => article.title)).toContain('ما رمز الدفع وكيف أضبطه؟');
    const unknown = await standIn.call('GET', '/api/user/help_support', { lang: 'xx' });
    expect(unknown.body.data[0].title).toBe('How do I place an order?');
  });
});

describe('GET /api/user/law', () => {
  it('answers the terms and the privacy policy as HTML, per language', async () => {
    const en = await standIn.get('/api/user/law');
    expect(en.body.code).toBe(1);
    expect(en.body.data).toContain('<h2>Terms of Service</h2>');
    expect(en.body.data).toContain('<h2>Privacy Policy</h2>');
    const zh = await standIn.call('GET', '/api/user/law', { lang: 'zh-cn' });
    expect(zh.body.data).toContain('<h2>服务条款</h2>');
    expect(zh.body.data).toContain('<h2>隐私政策</h2>');
    const fr = await standIn.call('GET', '/api/user/law', { headers: { language: 'fr' } });
    expect(fr.body.data).toContain('<h2>Conditions d’utilisation</h2>');
    const ar = await standIn.call('GET', '/api/user/law', { lang: 'ar' });
    expect(ar.body.data).toContain('<h2>شروط الخدمة</h2>');
    expect(ar.body.data).toContain('<h2>سياسة الخصوصية</h2>');
  });
});

describe('GET /api/user/notice_list', () => {
  it('lists the buyer notifications, newest first, with read flags', async () => {
    const answer = await standIn.get('/api/user/notice_list', {}, demo);
    expect(answer.body.code).toBe(1);
    const { count, list } = answer.body.data;
    expect(count).toBe(5);
    expect(list[0]).toMatchObject({ title: 'Security reminder', is_read: 0 });
    const times = list.map((notice: { createtime: number }) => notice.createtime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.filter((notice: { is_read: number }) => notice.is_read === 1)).toHaveLength(2);
    expect(list.some((notice: { title: string }) => notice.title === 'Welcome to Crossborder Mall')).toBe(true);
  });

  it('pages, and shows each buyer only their own', async () => {
    const page = await standIn.get('/api/user/notice_list', { page: 2, limit: 3 }, demo);
    expect(page.body.data.count).toBe(5);
    expect(page.body.data.list).toHaveLength(2);
    const mine = await standIn.get('/api/user/notice_list', {}, newbie);
    expect(mine.body.data.count).toBe(1);
    const bad = await standIn.get('/api/user/notice_list', { page: 0 }, demo);
    expect(bad.body).toMatchObject({ code: 0, msg: 'page must be a whole number of at least 1' });
  });

  it('needs a token', async () => {
    const answer = await standIn.get('/api/user/notice_list');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });
});

describe('POST /api/user/notice_read', () => {
  it('marks one of the buyer notifications read', async () => {
    const unread = (await standIn.get('/api/user/notice_list', {}, demo)).body.data.list.find(
      (notice: { is_read: number }) => notice.is_read === 0,
    );
    const answer = await standIn.post('/api/user/notice_read', { id: unread.id }, demo);
    expect(answer.body).toMatchObject({ code: 1, data: null });
    const row = standIn.db.prepare('SELECT is_read FROM notices WHERE id = ?').get(unread.id) as { is_read: number };
    expect(row.is_read).toBe(1);
    // Reading it again is harmless.
    expect((await standIn.post('/api/user/notice_read', { id: unread.id }, demo)).body.code).toBe(1);
  });

  it('refuses another buyer notification, unknown and invalid ids', async () => {
    const demoNotice = (await standIn.get('/api/user/notice_list', {}, demo)).body.data.list.find(
      (notice: { is_read: number }) => notice.is_read === 0,
    );
    const foreign = await standIn.post('/api/user/notice_read', { id: demoNotice.id }, newbie);
    expect(foreign.body).toMatchObject({ code: 0, msg: 'This notification does not exist' });
    const row = standIn.db.prepare('SELECT is_read FROM notices WHERE id = ?').get(demoNotice.id) as {
      is_read: number;
    };
    expect(row.is_read).toBe(0);
    const zh = await standIn.call('POST', '/api/user/notice_read', {
      body: { id: 999999 },
      token: demo,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('该通知不存在');
    expect((await standIn.post('/api/user/notice_read', { id: 'x' }, demo)).body.msg).toBe('Parameter id is invalid');
    expect((await standIn.post('/api/user/notice_read', {}, demo)).body.msg).toBe('id is required');
    expect((await standIn.post('/api/user/notice_read', { id: 1 })).status).toBe(401);
  });
});
