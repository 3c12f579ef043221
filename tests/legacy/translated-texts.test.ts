import { beforeAll, describe, expect, it } from 'vitest';
import { makeBuyer } from './support/buyers.ts';
import { makeListing } from './support/catalog.ts';
import { paidOrder } from './support/orders.ts';
import { useStandIn } from './support/standIn.ts';

/*
 * The stand-in answers in the request's language (the lang, then the language
 * header) for everything it writes, and texts it stored earlier (notifications,
 * fund records, logistics steps, audit notes) come out in the reader's language.
 */

const s = useStandIn();
let demo: string;

beforeAll(async () => {
  demo = await s.login();
});

describe('messages', () => {
  it('answers a wrong payment code in the language of the lang header', async () => {
    const expected: Record<string, string> = {
      ar: 'رمز الدفع غير صحيح، المحاولات المتبقية: 4',
      de: 'Falscher Zahlungscode. Verbleibende Versuche: 4',
      'zh-cn': '支付密码错误，还可尝试 4 次',
      en: 'Incorrect payment code. Attempts left: 4',
    };
    for (const [lang, msg] of Object.entries(expected)) {
      const buyer = makeBuyer(s, { verified: false });
      const answer = await s.call('POST', '/api/user/verify_pay', {
        body: { password_pay: '999999' },
        token: buyer.token,
        lang,
      });
      expect(answer.body).toMatchObject({ code: 0, msg });
    }
  });

  it('answers an unknown bag item in Arabic, Korean and Spanish', async () => {
    const buyer = makeBuyer(s);
    const expected: Record<string, string> = {
      ar: 'هذا العنصر غير موجود في السلة',
      kr: '장바구니에 없는 상품입니다',
      es: 'Este artículo no está en la cesta',
    };
    for (const [lang, msg] of Object.entries(expected)) {
      const answer = await s.call('POST', '/api/cart/set_num', {
        body: { cart_id: 987654, num: 2 },
        token: buyer.token,
        lang,
      });
      expect(answer.body).toMatchObject({ code: 0, msg });
    }
  });

  it('takes the language header when lang is absent, and maps standard tags to file names', async () => {
    const viaLanguage = await s.call('GET', '/api/order/detail', {
      query: { order_id: 999999 },
      token: demo,
      headers: { language: 'th' },
    });
    expect(viaLanguage.body.msg).toBe('ไม่พบคำสั่งซื้อ');
    const japanese = await s.call('GET', '/api/order/detail', {
      query: { order_id: 999999 },
      token: demo,
      lang: 'ja-JP',
    });
    expect(japanese.body.msg).toBe('注文が存在しません');
    const unknown = await s.call('GET', '/api/order/detail', { query: { order_id: 999999 }, token: demo, lang: 'xx' });
    expect(unknown.body.msg).toBe('Order does not exist');
  });

  it('says "please login first" in Hindi with HTTP 401', async () => {
    const answer = await s.call('GET', '/api/user/getUserInfo', { lang: 'hi' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, msg: 'कृपया पहले लॉग इन करें' });
  });
});

describe('stored texts, rendered in the reader’s language', () => {
  it('lists the seeded notifications in Arabic and Chinese', async () => {
    const ar = await s.call('GET', '/api/user/notice_list', { token: demo, lang: 'ar' });
    expect(ar.body.data.list.map((notice: { title: string }) => notice.title)).toEqual([
      'تذكير أمني',
      'وصل حديثاً في فئة الهواتف المحمولة',
      'تخفيضات الربيع: خصم يصل إلى 40% على معدات التخييم',
      'تم ضبط رمز الدفع',
      'مرحباً بك في Crossborder Mall',
    ]);
    const zh = await s.call('GET', '/api/user/notice_list', { token: demo, lang: 'zh-cn' });
    expect(zh.body.data.list[0]).toMatchObject({
      title: '安全提醒',
      content: expect.stringContaining('支付将锁定 15 分钟'),
    });
  });

  it('writes an audit notification once and shows it in each reader’s language, amount formatted for it', async () => {
    const buyer = makeBuyer(s);
    const submitted = await s.call('POST', '/api/user/recharge', {
      token: buyer.token,
      lang: 'en',
      body: { recharge_type: 2, price: '1234.50', image: '/uploads/evidence.png' },
    });
    expect(submitted.body.code).toBe(1);
    const id = (s.db.prepare('SELECT id FROM recharges WHERE user_id = ?').get(buyer.id) as { id: number }).id;
    expect(
      (await s.admin('POST', `/admin/recharges/${id}/refuse`, { admin_msg: 'Receipt unreadable' })).body.code,
    ).toBe(1);

    const en = await s.call('GET', '/api/user/notice_list', { token: buyer.token, lang: 'en' });
    expect(en.body.data.list[0]).toMatchObject({
      title: 'Recharge refused',
      content: 'Your recharge of $1,234.50 was refused. Reason: Receipt unreadable',
    });
    const de = await s.call('GET', '/api/user/notice_list', { token: buyer.token, lang: 'de' });
    expect(de.body.data.list[0]).toMatchObject({
      title: 'Aufladung abgelehnt',
      content: 'Ihre Aufladung über 1.234,50\u00a0$ wurde abgelehnt. Grund: Receipt unreadable',
    });
    const ar = await s.call('GET', '/api/user/notice_list', { token: buyer.token, lang: 'ar' });
    expect(ar.body.data.list[0].title).toBe('تم رفض الشحن');
    expect(ar.body.data.list[0].content).toContain('السبب: Receipt unreadable');
  });

  it('names fund records in the reader’s language', async () => {
    const buyer = makeBuyer(s);
    const listing = makeListing(s);
    const orderId = await paidOrder(s, buyer, listing);
    const sn = (s.db.prepare('SELECT order_sn FROM orders WHERE order_id = ?').get(orderId) as { order_sn: string })
      .order_sn;
    const ar = await s.call('GET', '/api/user/bill', { token: buyer.token, lang: 'ar' });
    expect(ar.body.data.list[0].title).toBe(`دفع الطلب ${sn}`);
    const it = await s.call('GET', '/api/user/bill', { token: buyer.token, lang: 'it' });
    expect(it.body.data.list[0].title).toBe(`Pagamento ordine ${sn}`);
    const demoBills = await s.call('GET', '/api/user/bill', { token: demo, lang: 'zh-cn' });
    expect(demoBills.body.data.list.map((bill: { title: string }) => bill.title)).toEqual(
      expect.arrayContaining(['提现被拒绝，金额已退回', '提现', '充值']),
    );
  });

  it('shows the logistics steps and the carrier in the reader’s language, an operator’s carrier as named', async () => {
    const buyer = makeBuyer(s);
    const orderId = await paidOrder(s, buyer, makeListing(s));
    expect((await s.admin('POST', `/admin/orders/${orderId}/ship`, { delivery_no: 'LX-2026-0001' })).body.code).toBe(1);
    const th = await s.call('GET', '/api/order/detail', {
      query: { order_id: orderId },
      token: buyer.token,
      lang: 'th',
    });
    expect(th.body.data.delivery.map((step: { mark: string }) => step.mark).sort()).toEqual(
      ['ผู้ขายแพ็กคำสั่งซื้อของคุณแล้ว', 'จัดส่งโดย ขนส่งมาตรฐาน หมายเลขพัสดุ LX-2026-0001', 'ออกจากศูนย์คัดแยกแล้ว'].sort(),
    );
    const en = await s.call('GET', '/api/order/detail', {
      query: { order_id: orderId },
      token: buyer.token,
      lang: 'en',
    });
    expect(en.body.data.delivery.map((step: { mark: string }) => step.mark)).toContain(
      'Shipped by Standard Express, tracking number LX-2026-0001',
    );

    const other = await paidOrder(s, buyer, makeListing(s));
    await s.admin('POST', `/admin/orders/${other}/ship`, { company: 'DHL', delivery_no: 'DHL-777' });
    const ar = await s.call('GET', '/api/order/detail', { query: { order_id: other }, token: buyer.token, lang: 'ar' });
    expect(ar.body.data.delivery.map((step: { mark: string }) => step.mark)).toContain(
      'تم الشحن عبر DHL، رقم التتبع DHL-777',
    );
  });

  it('translates the platform’s standard audit notes and keeps an operator’s own words', async () => {
    const ar = await s.call('GET', '/api/user/recharge_log', { token: demo, lang: 'ar', query: { status: 2 } });
    expect(ar.body.data.list[0].admin_msg).toBe('تعذّر العثور على التحويل، يرجى رفع إيصال أوضح');
    const fr = await s.call('GET', '/api/user/extract_log', { token: demo, lang: 'fr', query: { status: 2 } });
    expect(fr.body.data.list[0].admin_msg).toBe('Le nom du titulaire de la carte ne correspond pas au compte');

    const buyer = makeBuyer(s);
    await s.call('POST', '/api/user/recharge', {
      token: buyer.token,
      body: { recharge_type: 2, price: '10.00', image: '/uploads/evidence.png' },
    });
    const id = (s.db.prepare('SELECT id FROM recharges WHERE user_id = ?').get(buyer.id) as { id: number }).id;
    await s.admin('POST', `/admin/recharges/${id}/refuse`, { admin_msg: 'Montant différent du virement' });
    const es = await s.call('GET', '/api/user/recharge_log', { token: buyer.token, lang: 'es' });
    expect(es.body.data.list[0].admin_msg).toBe('Montant différent du virement');
  });
});
