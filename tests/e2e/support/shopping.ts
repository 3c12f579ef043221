import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import type { E2eStack } from './stack.ts';

/**
 * Helpers shared by the storefront's journeys (tests/e2e/*.test.ts): money in
 * cents, a real small PNG for uploads, reading the buyer through GraphQL, and
 * setting up orders through the gateway when a test is about a later step.
 */

/** A decimal money string ("1234.50", "-3.00") in whole cents. */
export function cents(money: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) throw new Error(`not a money amount: ${JSON.stringify(money)}`);
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

/** The amount of a price shown on screen in English ("$73.99", "Total $12,000.00") in cents. */
export function centsIn(text: string): number {
  // Intl puts the symbol before the amount ("$28.99") or after it ("28.99 $" in Arabic).
  const match = /\$\s?(-?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)|(-?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)\s?\$/.exec(text);
  const amount = match?.[1] ?? match?.[2];
  if (!amount) throw new Error(`no $ amount in ${JSON.stringify(text)}`);
  return cents(amount.replace(/,/g, ''));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (8-bit RGB) of one colour, small enough for any upload limit. */
function tinyPng(width = 16, height = 16, rgb: [number, number, number] = [230, 90, 40]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The file chooser payload of {@link tinyPng} for `setInputFiles`. */
export function pngFile(name = 'proof.png') {
  return { name, mimeType: 'image/png', buffer: tinyPng() };
}

export interface Buyer {
  balance: string;
  hasPaymentCode: boolean;
}

/** The buyer behind a token, as the gateway answers `me`. */
export async function buyer(stack: E2eStack, token: string): Promise<Buyer> {
  const data = await stack.gql<{ me: Buyer }>('query E2eMe { me { balance hasPaymentCode } }', {}, token);
  return data.me;
}

export interface ListedProduct {
  id: string;
  productId: string;
  shopId: string;
  title: string;
  price: string;
  stock: number;
  specGroups: Array<{ name: string; values: string[] }>;
}

const PRODUCT_FIELDS = 'id productId shopId title price stock specGroups { name values }';

/** Home's hot products (first page), with their options. */
export async function hotProducts(stack: E2eStack, limit = 10): Promise<ListedProduct[]> {
  const data = await stack.gql<{ hotProducts: { items: ListedProduct[] } }>(
    `query E2eHot($limit: Int!) { hotProducts(limit: $limit) { items { ${PRODUCT_FIELDS} } } }`,
    { limit },
  );
  return data.hotProducts.items;
}

/** A shop's products (first page), with their options. */
async function shopProducts(stack: E2eStack, shopId: string, limit = 20): Promise<ListedProduct[]> {
  const data = await stack.gql<{ shop: { products: { items: ListedProduct[] } } }>(
    `query E2eShopProducts($id: ID!, $limit: Int!) { shop(id: $id) { products(limit: $limit) { items { ${PRODUCT_FIELDS} } } } }`,
    { id: shopId, limit },
  );
  return data.shop.products.items;
}

export interface PlacedOrder {
  id: string;
  orderNo: string;
  total: string;
  titles: string[];
}

/**
 * Orders `count` different products of one shop (one order) through the gateway,
 * to the buyer's default address, and pays it with `paymentCode` when one is
 * given (else the order waits for payment). For tests whose subject is a later step (refunds, paying an existing
 * order, a wrong code); the buying itself is tested through the UI.
 */
export async function placeOrder(
  stack: E2eStack,
  token: string,
  options: { count?: number; paymentCode?: string | null } = {},
): Promise<PlacedOrder> {
  const count = options.count ?? 1;
  let products: ListedProduct[] = [];
  for (const hot of await hotProducts(stack, 20)) {
    products = (await shopProducts(stack, hot.shopId)).filter((product) => product.stock >= 5);
    if (products.length >= count) break;
  }
  if (products.length < count) throw new Error(`no shop has ${count} products in stock`);
  const chosen = products.slice(0, count);

  const cartIds: string[] = [];
  for (const product of chosen) {
    const specValues = product.specGroups.map((group) => group.values[0] ?? '');
    const cart = await stack.gql<{
      addToCart: { items: Array<{ id: string; productId: string; shopId: string; specValues: string[] }> };
    }>(
      `mutation E2eAdd($input: ProductChoiceInput!) { addToCart(input: $input) { items { id productId shopId specValues } } }`,
      {
        input: { shopId: product.shopId, productId: product.productId, listingId: product.id, quantity: 1, specValues },
      },
      token,
    );
    const line = cart.addToCart.items.find(
      (item) =>
        item.productId === product.productId &&
        item.shopId === product.shopId &&
        item.specValues.join() === specValues.join(),
    );
    if (!line) throw new Error(`the bag has no line for product ${product.productId}`);
    cartIds.push(line.id);
  }

  const source = { cartItemIds: cartIds };
  const checkout = await stack.gql<{ createCheckout: { id: string; total: string; address: { id: string } | null } }>(
    'mutation E2eCheckout($source: CheckoutSourceInput!) { createCheckout(source: $source) { id total address { id } } }',
    { source },
    token,
  );
  const address = checkout.createCheckout.address;
  if (!address) throw new Error('the buyer has no default address');
  await stack.gql<{ submitCheckout: { paymentReference: string; total: string } }>(
    `mutation E2eSubmit($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {
       submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) { paymentReference total }
     }`,
    { checkoutId: checkout.createCheckout.id, addressId: address.id, source },
    token,
  );
  type Listed = { id: string; orderNo: string; total: string; items: Array<{ title: string }> };
  const orders = await stack.gql<{ orders: { items: Listed[] } }>(
    'query E2eNewest { orders(filter: WAITING_FOR_PAYMENT, limit: 1) { items { id orderNo total items { title } } } }',
    {},
    token,
  );
  const order = orders.orders.items[0];
  if (!order) throw new Error('the submitted order is not listed');

  const paymentCode = options.paymentCode ?? null;
  if (paymentCode !== null) {
    await stack.gql(
      'mutation E2ePay($orderId: ID!, $code: String!) { payOrder(orderId: $orderId, paymentCode: $code) { message } }',
      { orderId: order.id, code: paymentCode },
      token,
    );
  }
  return { id: order.id, orderNo: order.orderNo, total: order.total, titles: order.items.map((item) => item.title) };
}

/** An order's status as the gateway answers it. */
export async function orderState(stack: E2eStack, token: string, id: string) {
  const data = await stack.gql<{ order: { status: string; refundStatus: string; total: string } }>(
    'query E2eOrder($id: ID!) { order(id: $id) { status refundStatus total } }',
    { id },
    token,
  );
  return data.order;
}

/** A toast (antd-mobile) with this text; toasts last 1.2 s, so wait for it right after the action. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.adm-toast-main').filter({ hasText: text });
}

/**
 * Types a payment code on the payment screen's own keypad: a tap on the code
 * cells opens it, then one tap per digit (the sixth digit submits).
 */
export async function typePaymentCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('payment-code').click();
  for (const digit of code) {
    await page.getByRole('button', { name: digit, exact: true }).click();
  }
}

/** Accepts the confirmation dialog (antd-mobile Dialog.confirm) by its confirm button's text. */
export async function confirmDialog(page: Page, confirmText: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: confirmText, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The shared navigation bar of the screen on show (cached tab roots stay in the page, hidden). */
export function navBar(page: Page): Locator {
  return page.locator('header.nav-bar:visible');
}

/** Taps the navigation bar's back control. */
export async function tapBack(page: Page): Promise<void> {
  await navBar(page).getByRole('button', { name: 'Back', exact: true }).click();
}
