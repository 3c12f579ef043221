/**
 * Order lifecycle (issue 5): an order is paid in the storefront, shipped by the
 * operator (the stand-in's admin API), received (confirmation dialog), every
 * product reviewed, and ends completed; a paid order's refund is applied for with
 * a proof picture, and a second request gets "You have already submitted a refund request".
 */
import { describe, expect, test } from 'vitest';
import {
  cents,
  centsIn,
  confirmDialog,
  journey,
  orderState,
  placeOrder,
  pngFile,
  tapBack,
  toast,
  typePaymentCode,
} from './support/index.ts';

const trip = journey('order-lifecycle');

describe('order lifecycle', () => {
  test('lifecycle: pay → operator ships → confirm receipt → review every item → completed', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn();
    // Two products of one shop: one order with two lines, still to pay.
    const order = await placeOrder(stack, token, { count: 2, paymentCode: null });
    expect(order.titles).toHaveLength(2);

    // Pay it from the unpaid list.
    await page.goto('/myPurchases/0');
    const unpaid = page.getByTestId(`order-card-${order.id}`);
    await unpaid.waitFor();
    expect(await unpaid.getByTestId('order-status').innerText()).toBe('Waiting for payment');
    expect(await unpaid.innerText()).toContain('2 items');
    await shot('to-pay');
    await unpaid.getByTestId('order-pay').click();
    await page.waitForURL(`**/payment?order=${order.id}&total=${order.total}`);
    await page.getByTestId('payment-code').waitFor();
    expect(centsIn(await page.getByTestId('payment-amount').innerText())).toBe(cents(order.total));
    await shot('payment');
    await typePaymentCode(page, '123456');
    await toast(page, 'Your payment is complete').waitFor();
    await page.waitForURL('**/myPurchases/1');
    const paid = page.getByTestId(`order-card-${order.id}`);
    await paid.waitFor();
    expect(await paid.getByTestId('order-status').innerText()).toBe('Waiting for delivery');
    await shot('to-ship');

    // The operator ships it.
    const shipped = await stack.admin<{ status: number; delivery_id: string }>('POST', `/orders/${order.id}/ship`, {
      company: 'DHL',
      delivery_no: `E2E-${order.id}-TRACK`,
    });
    expect(shipped.status).toBe(2);

    await page.goto('/myPurchases/2');
    const delivered = page.getByTestId(`order-card-${order.id}`);
    await delivered.waitFor();
    expect(await delivered.getByTestId('order-status').innerText()).toBe('Shipped');
    await shot('shipped-list');
    await delivered.locator('a.order-card-link').click();
    await page.waitForURL(`**/orderInfo/${order.id}`);
    const banner = page.getByTestId('order-banner');
    await expect.poll(() => banner.locator('h2').innerText()).toBe('Shipped');
    expect(await page.getByTestId('tracking-number').innerText()).toBe(`Tracking number: E2E-${order.id}-TRACK`);
    await page.getByTestId('logistics').waitFor();
    for (const title of order.titles) await page.locator('.order-item-title', { hasText: title }).waitFor();
    await shot('shipped-detail');

    // Confirm receipt, after the confirmation dialog.
    await page.getByTestId('order-confirm-receipt').click();
    await page.getByRole('dialog').getByText('Have you received all the goods of this order?').waitFor();
    await shot('confirm-receipt-dialog');
    await confirmDialog(page, 'Confirm receipt');
    await toast(page, 'Receipt confirmed').waitFor();
    await expect.poll(() => banner.locator('h2').innerText()).toBe('Received');
    await shot('received');

    // Review every product.
    await page.getByTestId('order-review').click();
    await page.waitForURL(`**/comment?order=${order.id}`);
    const cards = page.locator('section.review-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    await shot('review-form');
    for (let reviewed = 0; reviewed < order.titles.length; reviewed += 1) {
      const card = cards.first();
      const title = (await card.locator('.review-product-title').innerText()).trim();
      // Four stars for the product, the others stay at five. The widget takes half stars:
      // the right half of the fourth star is four, its left half three and a half.
      // (antd-mobile's Rate follows touches: the star is tapped.)
      const rate = card.getByRole('radiogroup', { name: 'Product' });
      const fourth = rate.getByRole('radio', { name: '4', exact: true });
      const box = (await fourth.boundingBox())!;
      await fourth.tap({ position: { x: box.width * 0.8, y: box.height / 2 } });
      const stars = rate.getByRole('radio', { name: /^\d$/ });
      await expect
        .poll(() => stars.evaluateAll((all) => all.map((star) => star.getAttribute('aria-checked'))))
        .toEqual(['true', 'true', 'true', 'true', 'false']);
      await card.getByRole('textbox').fill(`E2E review ${reviewed + 1}: ${title} arrived as described.`);
      if (reviewed === 0) await shot('review-filled');
      await card.getByRole('button', { name: 'Submit review' }).click();
      await toast(page, 'Thank you for your review').waitFor();
      if (reviewed === 0) {
        // The reviewed product leaves the form; the other one stays.
        await expect.poll(() => cards.count()).toBe(1);
        expect(await cards.first().innerText()).not.toContain(title);
        await shot('first-reviewed');
      }
    }

    // The last review leads back to the order (the history entry it came from), now completed.
    await page.waitForURL(new RegExp(`/orderInfo/${order.id}(\\?backs=1)?$`));
    await expect.poll(() => banner.locator('h2').innerText()).toBe('Completed');
    await expect.poll(() => page.locator('.order-item', { hasText: 'Reviewed' }).count()).toBe(2);
    await shot('completed');
    expect((await orderState(stack, token, order.id)).status).toBe('COMPLETED');
    // Both reviews are published on their products, with the four stars given.
    const lines = await stack.gql<{ order: { items: Array<{ productId: string; shopId: string; title: string }> } }>(
      'query E2eLines($id: ID!) { order(id: $id) { items { productId shopId title } } }',
      { id: order.id },
      token,
    );
    for (const line of lines.order.items) {
      const product = await stack.gql<{ product: { reviews: Array<{ text: string; productScore: number }> } }>(
        `query E2eReviews($shopId: ID!, $productId: ID!) {
           product(shopId: $shopId, productId: $productId) { reviews { text productScore } }
         }`,
        { shopId: line.shopId, productId: line.productId },
      );
      expect(product.product.reviews).toContainEqual({
        text: expect.stringContaining(`${line.title} arrived as described.`),
        productScore: 4,
      });
    }

    await page.goto('/myPurchases/4');
    const completed = page.getByTestId(`order-card-${order.id}`);
    await completed.waitFor();
    expect(await completed.getByTestId('order-status').innerText()).toBe('Completed');
    await shot('completed-list');
    expect(phone.pageErrors).toEqual([]);
  });

  test('refund: a paid order is refunded with a proof picture, and a second request is refused', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn();
    const order = await placeOrder(stack, token, { paymentCode: '123456' });

    await page.goto('/myPurchases/1');
    const card = page.getByTestId(`order-card-${order.id}`);
    await card.waitFor();
    await shot('to-ship');
    await card.getByTestId('order-refund').click();
    await page.waitForURL(`**/refund/${order.id}/${order.orderNo}/all/${order.total}`);
    const form = page.locator('form');
    await page.getByTestId('refund-submit').waitFor();
    // The whole amount paid is proposed; the goods have not arrived yet.
    expect(await form.getByPlaceholder('Enter the amount').inputValue()).toBe(order.total);
    expect(await form.getByRole('option', { name: 'Not received', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await shot('form');

    const fill = async () => {
      await form.getByRole('option', { name: 'Parcel not received' }).click();
      await form.getByPlaceholder('Tell us what happened').fill('The parcel has not left the shop for days.');
      await form.locator('input[type=file]').setInputFiles(pngFile('proof.png'));
      await form.locator('img[src*="/uploads/"]').first().waitFor();
    };
    await fill();
    await shot('filled');

    await page.getByTestId('refund-submit').click();
    await toast(page, 'Application successful').waitFor();
    await page.waitForURL(new RegExp(`/orderInfo/${order.id}(\\?backs=1)?$`));
    await expect.poll(() => page.getByTestId('order-banner').locator('h2').innerText()).toBe('Refund in progress');
    await shot('refund-in-progress');
    expect(await orderState(stack, token, order.id)).toMatchObject({
      status: 'WAITING_FOR_DELIVERY',
      refundStatus: 'IN_PROGRESS',
    });
    // Back leads to the list the buyer came from, not to the form just sent.
    await tapBack(page);
    await page.waitForURL(/\/myPurchases\/1(\?backs=1)?$/);
    await expect.poll(() => card.getByTestId('order-status').innerText()).toBe('Refund in progress');
    await shot('list-refund-in-progress');

    // Asking again: the screen says a request is under review, and the server refuses a second one.
    await page.goto(`/refund/${order.id}/${order.orderNo}/all/${order.total}`);
    await page.getByTestId('refund-status-notice').waitFor();
    expect(await page.getByTestId('refund-status-notice').innerText()).toContain('already being reviewed');
    await shot('form-again');
    await fill();
    await page.getByTestId('refund-submit').click();
    const refusal = page.getByTestId('refund-refusal');
    await refusal.waitFor();
    expect((await refusal.innerText()).trim()).toBe('You have already submitted a refund request');
    expect(page.url()).toContain('/refund/');
    await shot('repeat-refused');
    expect(phone.pageErrors).toEqual([]);
  });
});
