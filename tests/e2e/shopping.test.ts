/**
 * Shopping (issue 4): browsing anonymously (Home → a product → its shop), searching,
 * and buying: options → bag → checkout to the default address → payment with the
 * payment code → the order waits for delivery and the balance dropped by exactly
 * its total; a wrong payment code is refused with the server's message and pays nothing.
 */
import { describe, expect, test } from 'vitest';
import {
  buyer,
  cents,
  centsIn,
  hotProducts,
  journey,
  navBar,
  orderState,
  placeOrder,
  tapBack,
  toast,
  typePaymentCode,
} from './support/index.ts';

const trip = journey('shopping');

describe('shopping', () => {
  test('browse: anonymous Home → a product detail → its shop', async () => {
    const { page, phone, shot } = trip;
    await page.goto('/');
    await page.waitForURL('**/home');
    const card = page.getByTestId('product-card').first();
    await card.waitFor();
    const title = (await card.locator('.product-card-title').innerText()).trim();
    expect(title).not.toBe('');
    await shot('home');

    await card.click();
    await page.waitForURL(/\/detail\/\d+\/\d+$/);
    await expect.poll(() => page.getByTestId('product-title').innerText()).toBe(title);
    await expect.poll(() => page.title()).toContain('Product details');
    await page.locator('.detail-price .price').first().waitFor();
    await shot('detail');

    const shopName = (await page.locator('.detail-shop .shop-card-name').innerText()).trim();
    await page.getByRole('link', { name: 'Visit shop' }).click();
    await page.waitForURL(/\/shop\/\d+$/);
    await page.getByTestId('shop-products').getByTestId('product-card').first().waitFor();
    // The shop's own page (its name in the bar) sells the product we came from.
    await expect.poll(() => navBar(page).innerText()).toContain(shopName);
    await page.getByTestId('shop-products').getByTestId('product-card').filter({ hasText: title }).first().waitFor();
    await shot('shop');

    // Anonymous: no session cookie was made along the way.
    expect((await phone.context.cookies()).some((cookie) => cookie.name === 'Admin-Token')).toBe(false);
    expect(phone.pageErrors).toEqual([]);
  });

  test('search: a keyword shows matching products', async () => {
    const { page, phone, shot } = trip;
    await page.goto('/home');
    await page.getByTestId('product-card').first().waitFor();
    await shot('home');
    await page.getByTestId('home-search').click();
    await page.waitForURL('**/search');
    const box = page.getByRole('searchbox');
    await box.waitFor();
    await shot('search');

    await box.fill('phone');
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/search\?title=phone$/);
    const results = page.getByTestId('search-results').getByTestId('product-card');
    await results.first().waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    for (const title of await results.locator('.product-card-title').allInnerTexts()) {
      expect(title.toLowerCase()).toContain('phone');
    }
    await expect
      .poll(() => page.getByTestId('search-results').locator('.result-count').innerText())
      .toMatch(/^\d+ products?$/);
    await shot('results');
    expect(phone.pageErrors).toEqual([]);
  });

  test('buy: options → bag → checkout → pay with the code → waiting for delivery, balance down by the total', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn();
    const before = cents((await buyer(stack, token)).balance);
    // A hot product with options to choose (on Home's first page).
    const product = (await hotProducts(stack)).find((item) => item.specGroups.length > 0 && item.stock >= 2);
    if (!product) throw new Error('no hot product with options');

    await page.goto('/home');
    const card = page.getByTestId('product-card').filter({ hasText: product.title }).first();
    await card.waitFor();
    await shot('home');
    await card.click();
    await page.waitForURL(`**/detail/${product.productId}/${product.shopId}`);
    await page.getByTestId('product-title').waitFor();
    await shot('detail');

    // Choose the first value of every option group and a quantity of 2.
    await page.getByTestId('spec-row').click();
    const popup = page.getByTestId('spec-popup');
    await popup.waitFor();
    await expect.poll(() => popup.getByTestId('spec-summary').innerText()).toContain('Please choose');
    const chosen: string[] = [];
    for (const group of product.specGroups) {
      const value = group.values[0]!;
      const fieldset = popup.locator('fieldset', { has: page.locator('legend', { hasText: group.name }) });
      await fieldset.getByRole('button', { name: value, exact: true }).click();
      chosen.push(value);
    }
    await popup.locator('.spec-quantity').getByRole('button').last().click();
    await expect.poll(() => popup.getByTestId('spec-summary').innerText()).toBe(`Chosen: ${chosen.join(', ')} × 2`);
    await shot('options');

    await popup.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await toast(page, 'Added to bag').waitFor();
    await popup.waitFor({ state: 'hidden' });
    await shot('added');

    await page.getByTestId('footer-bag').click();
    await page.waitForURL('**/bag');
    const line = page
      .getByTestId('bag-line')
      .filter({ hasText: product.title })
      .filter({ hasText: chosen.join(' / ') });
    await line.waitFor();
    expect(await line.getByTestId('bag-quantity').locator('input').inputValue()).toBe('2');
    // What was just added starts selected: the total is what the bag holds.
    await expect.poll(() => page.getByTestId('bag-checkout').innerText()).toBe('Check out (1)');
    await expect
      .poll(async () => centsIn(await page.getByTestId('bag-total').innerText()))
      .toBe(2 * cents(product.price));
    await shot('bag');

    await page.getByTestId('bag-checkout').click();
    await page.waitForURL(/\/checkout\?items=\d+$/);
    const summary = page.getByTestId('checkout-summary');
    await summary.waitFor();
    // The default address is proposed.
    const address = page.getByTestId('checkout-address');
    await expect.poll(() => address.innerText()).toContain('Default');
    expect(await address.innerText()).toContain('Alex Morgan');
    const lines = page.getByTestId('checkout-line');
    expect(await lines.count()).toBe(1);
    expect(await lines.first().innerText()).toContain(product.title);
    const total = centsIn(await page.getByTestId('checkout-footer-total').innerText());
    expect(centsIn(await summary.locator('.checkout-summary-total').innerText())).toBe(total);
    expect(total).toBeGreaterThanOrEqual(2 * cents(product.price));
    await shot('checkout');

    await page.getByTestId('checkout-submit').click();
    await toast(page, 'Create Order Success').waitFor();
    await page.waitForURL(/\/payment\?ref=.+&total=/);
    await page.getByTestId('payment-code').waitFor();
    expect(centsIn(await page.getByTestId('payment-amount').innerText())).toBe(total);
    expect(centsIn(await page.getByTestId('payment-balance').innerText())).toBe(before);
    await shot('payment');

    await typePaymentCode(page, '123456');
    await toast(page, 'Your payment is complete').waitFor();
    await page.waitForURL('**/myPurchases/1');
    const orders = page.getByTestId('orders-WAITING_FOR_DELIVERY');
    const order = orders.locator('article').filter({ hasText: product.title }).first();
    await order.waitFor();
    expect(await order.getByTestId('order-status').innerText()).toBe('Waiting for delivery');
    expect(centsIn(await order.locator('.order-card-total').innerText())).toBe(total);
    await shot('waiting-for-delivery');

    // Back leads to the bag the buyer came from (not to the paid payment), now without the ordered line.
    await tapBack(page);
    await page.waitForURL(/\/bag(\?backs=1)?$/);
    await expect.poll(() => line.count()).toBe(0);
    await shot('bag-after-order');

    // Exactly the order's total left the balance: on the server and on Me (reached through the tab bar).
    const after = cents((await buyer(stack, token)).balance);
    expect(before - after).toBe(total);
    await page.getByRole('navigation').last().getByText('Me', { exact: true }).click();
    await page.waitForURL('**/profile');
    await expect.poll(async () => centsIn(await page.getByTestId('profile-balance').innerText())).toBe(after);
    await shot('profile-balance');
    expect(phone.pageErrors).toEqual([]);
  });

  test('wrong code: the payment is refused with the server message and nothing is paid', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await stack.login();
    const order = await placeOrder(stack, token, { paymentCode: null });
    const before = cents((await buyer(stack, token)).balance);
    await phone.signIn(token);

    await page.goto('/myPurchases/0');
    const card = page.getByTestId(`order-card-${order.id}`);
    await card.waitFor();
    expect(await card.getByTestId('order-status').innerText()).toBe('Waiting for payment');
    await shot('to-pay');

    await card.getByTestId('order-pay').click();
    await page.waitForURL(`**/payment?order=${order.id}&total=${order.total}`);
    await page.getByTestId('payment-code').waitFor();
    expect(centsIn(await page.getByTestId('payment-amount').innerText())).toBe(cents(order.total));
    await shot('payment');

    await typePaymentCode(page, '654321');
    const error = page.getByTestId('payment-code-error');
    await error.waitFor();
    // The stand-in's own words, with the attempts left.
    expect(await error.innerText()).toMatch(/^Incorrect payment code\. Attempts left: \d+$/);
    expect(page.url()).toContain('/payment?order=');
    await shot('refused');

    expect(cents((await buyer(stack, token)).balance)).toBe(before);
    expect((await orderState(stack, token, order.id)).status).toBe('WAITING_FOR_PAYMENT');
    expect(phone.pageErrors).toEqual([]);
  });
});
