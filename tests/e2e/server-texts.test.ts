/**
 * Server texts in the shopper's language (issue 9, item 3): what the stand-in writes
 * (a refused payment code, an unknown bag line, help, the law page, notifications,
 * fund records, logistics steps, the customer-service page, the home banners) reads
 * in Arabic for an Arabic shopper and in Chinese for a Chinese one.
 */
import { describe, expect, test } from 'vitest';
import { hotProducts, journey, placeOrder, toast, typePaymentCode } from './support/index.ts';

const trip = journey('server-texts');
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

const LANGUAGES = {
  ar: { id: '9', language_name: 'العربية', chinese_name: '阿拉伯语', file_name: 'ar' },
  'zh-cn': { id: '2', language_name: '简体中文', chinese_name: '简体中文', file_name: 'zh-cn' },
} as const;

/** Signs the demo buyer in with `file` as the language on the server and in the Local_Lang cookie. */
async function signInSpeaking(file: keyof typeof LANGUAGES): Promise<string> {
  const { stack, phone } = trip;
  const token = await stack.login();
  const { id, ...stored } = LANGUAGES[file];
  await stack.gql('mutation E2eSpeak($id: ID!) { setLanguage(languageId: $id) { __typename } }', { id }, token);
  await phone.context.addCookies([
    { name: 'Local_Lang', value: encodeURIComponent(JSON.stringify(stored)), url: stack.url },
  ]);
  await phone.signIn(token);
  return token;
}

describe('server texts', () => {
  test('arabic payment: a wrong payment code is refused in Arabic', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await signInSpeaking('ar');
    const order = await placeOrder(stack, token, { paymentCode: null });

    await page.goto(`/payment?order=${order.id}&total=${order.total}`);
    await page.getByTestId('payment-code').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await typePaymentCode(page, '654321');
    const error = page.getByTestId('payment-code-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/^رمز الدفع غير صحيح، المحاولات المتبقية: \d+/);
    await shot('wrong-code-ar');
    expect(phone.pageErrors).toEqual([]);
  });

  test('arabic bag: a line gone from the bag elsewhere is refused in Arabic', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await signInSpeaking('ar');
    // One product in the bag, removed again behind the page's back once the page shows it.
    const product = (await hotProducts(stack, 20)).find((item) => item.stock >= 5)!;
    const cart = await stack.gql<{ addToCart: { items: Array<{ id: string }> } }>(
      'mutation E2eAdd($input: ProductChoiceInput!) { addToCart(input: $input) { items { id } } }',
      {
        input: {
          shopId: product.shopId,
          productId: product.productId,
          listingId: product.id,
          quantity: 1,
          specValues: product.specGroups.map((group) => group.values[0] ?? ''),
        },
      },
      token,
    );

    await page.goto('/bag');
    const line = page.getByTestId('bag-line').first();
    await line.waitFor();
    await stack.gql(
      'mutation E2eRemove($ids: [ID!]!) { removeCartItems(ids: $ids) { __typename } }',
      { ids: cart.addToCart.items.map((item) => item.id) },
      token,
    );
    await line.locator('.adm-stepper-plus').click();
    await toast(page, 'هذا العنصر غير موجود في السلة').waitFor();
    await shot('unknown-line-ar');
    expect(phone.pageErrors).toEqual([]);
  });

  test('arabic pages: help, law, notifications, fund records, logistics, customer service and banners', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await signInSpeaking('ar');
    const order = await placeOrder(stack, token, { paymentCode: '123456' });
    await stack.admin('POST', `/orders/${order.id}/ship`);

    await page.goto('/helpAndSupport');
    await page.getByText('كيف أقدّم طلباً؟').first().waitFor();
    await shot('help-ar');

    await page.goto('/law');
    await expect.poll(() => page.getByTestId('law-text').innerText()).toContain('شروط الخدمة');
    await shot('law-ar');

    await page.goto('/notification');
    await page.getByTestId('notification').first().waitFor();
    expect(await page.getByTestId('notification').first().innerText()).toContain('تذكير أمني');
    await shot('notifications-ar');

    await page.goto('/capitalRecord');
    await page.getByTestId('bill-record').first().waitFor();
    const bills = await page.getByTestId('bill-record').allInnerTexts();
    expect(bills.join('\n')).toContain(`دفع الطلب ${order.orderNo}`);
    expect(bills.join('\n')).toContain('شحن الرصيد');
    await shot('fund-records-ar');

    await page.goto(`/orderInfo/${order.id}`);
    await page.getByTestId('logistics').waitFor();
    const steps = await page.getByTestId('logistics').innerText();
    expect(steps).toContain('قام البائع بتغليف طلبك');
    expect(steps).toContain('غادرت الشحنة مركز الفرز');
    await shot('logistics-ar');

    await page.goto('/service');
    const frame = page.getByTestId('service-frame');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    // The stand-in's page on the storefront's own origin, never the stand-in's loopback address.
    expect(src).toBe(`${stack.url}/static/pages/service?lang=ar`);
    const service = page.frameLocator('[data-testid="service-frame"]');
    await service.locator('h1').filter({ hasText: 'خدمة العملاء' }).waitFor();
    expect(await service.locator('html').getAttribute('dir')).toBe('rtl');
    await shot('service-ar');

    await page.goto('/home');
    const banner = page.getByTestId('home-banners').locator('img').first();
    await banner.waitFor();
    expect(await banner.getAttribute('src')).toMatch(/\/static\/img\/banner\/\d+-ar\.svg$/);
    await shot('home-ar');
    expect(await page.locator('h1, h2').first().innerText()).toMatch(ARABIC_SCRIPT);
    expect(phone.pageErrors).toEqual([]);
  });

  test('chinese pages: notifications, fund records, logistics, help and customer service', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await signInSpeaking('zh-cn');
    const order = await placeOrder(stack, token, { paymentCode: '123456' });
    await stack.admin('POST', `/orders/${order.id}/ship`);

    await page.goto('/notification');
    await page.getByTestId('notification').first().waitFor();
    expect(await page.getByTestId('notification').first().innerText()).toContain('安全提醒');
    await shot('notifications-zh');

    await page.goto('/capitalRecord');
    await page.getByTestId('bill-record').first().waitFor();
    expect((await page.getByTestId('bill-record').allInnerTexts()).join('\n')).toContain(`订单支付 ${order.orderNo}`);
    await shot('fund-records-zh');

    await page.goto(`/orderInfo/${order.id}`);
    await page.getByTestId('logistics').waitFor();
    expect(await page.getByTestId('logistics').innerText()).toContain('卖家已打包您的订单');
    await shot('logistics-zh');

    await page.goto('/helpAndSupport');
    await page.getByText('如何下单？').first().waitFor();
    await shot('help-zh');

    await page.goto('/service');
    await page.frameLocator('[data-testid="service-frame"]').locator('h1').filter({ hasText: '客服中心' }).waitFor();
    await shot('service-zh');
    expect(phone.pageErrors).toEqual([]);
  });
});
