import { expect } from 'vitest';
import { graphql } from '../gql/index.ts';
import type { GraphQLAnswer, Stack } from './stack.ts';

/*
 * Shared steps of the cart, order and payment tests: placing and paying orders
 * through the gateway as the client does, and reading the stand-in's database to
 * check what really happened upstream.
 */

/** Seeded listings used by the order tests (shop, product and listing ids of the stand-in's seed). */
export const LISTINGS = {
  /** "Nordvik Ergonomic Vertical Wireless Mouse": 20.99, freight 5.99, one group Colour (Black, White, Grey). */
  mouse: { shopId: '1', productId: '5', listingId: '5', price: '20.99', freight: '5.99' },
  /** "Nordvik AirBook 14 Laptop": 571.99, no freight, groups Colour and Memory. */
  laptop: { shopId: '1', productId: '1', listingId: '1', price: '571.99', freight: '0.00' },
  /** "Lumora Silent Click Wireless Mouse": 34.99, no freight, one group Colour; another shop. */
  otherMouse: { shopId: '19', productId: '4', listingId: '4', price: '34.99', freight: '0.00' },
} as const;

export type ListingKey = keyof typeof LISTINGS;

/** The demo buyer's default address (seeded). */
export const DEFAULT_ADDRESS_ID = '1';
export const DEMO_PAYMENT_CODE = '123456';
/** Header that lets a test repeat a mutation within the duplicate guard's window. */
export const REPEAT = { repeatSubmit: 'false' } as const;

/** The data of a successful answer; fails the test with the errors otherwise. */
export function dataOf<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.data).toBeTruthy();
  return answer.data as T;
}

/** Asserts that the answer failed with `code` (and, for bad input, `field`). */
export function expectError<T>(
  answer: GraphQLAnswer<T>,
  code: string,
  detail: { field?: string; message?: string } = {},
) {
  expect(answer.errors, 'expected an error').toBeDefined();
  const [error] = answer.errors ?? [];
  expect(error?.extensions?.['code']).toBe(code);
  if (detail.field !== undefined) expect(error?.extensions?.['field']).toBe(detail.field);
  if (detail.message !== undefined) expect(error?.message).toBe(detail.message);
  return error;
}

/** "12.34" → 1234, to compare amounts exactly. */
export function cents(money: string): number {
  const [whole = '0', fraction = '00'] = money.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return money.startsWith('-') ? -value : value;
}

/** The buyer's balance in cents, read straight from the stand-in's database. */
export function balanceCents(stack: Stack, username = 'demo'): number {
  const row = stack.legacy.db.prepare('SELECT money_cents FROM users WHERE username = ?').get(username) as {
    money_cents: number;
  };
  return row.money_cents;
}

/** The order row as the stand-in stores it. */
export function orderRow(stack: Stack, orderId: string | number) {
  return stack.legacy.db.prepare('SELECT * FROM orders WHERE order_id = ?').get(Number(orderId)) as {
    order_id: number;
    order_sn: string;
    out_trade_no: string;
    status: number;
    refund_status: number;
    total_price_cents: number;
    is_del: number;
  };
}

/** The listing's stock and the part reserved by unpaid orders. */
export function listingStock(stack: Stack, listingId: string) {
  return stack.legacy.db.prepare('SELECT stock, reserved FROM listings WHERE id = ?').get(Number(listingId)) as {
    stock: number;
    reserved: number;
  };
}

/** The calls the gateway made upstream since the last reset, by operation name. */
export function operations(stack: Stack): string[] {
  return stack.calls.map((call) => call.operation);
}

const CreateCheckout = graphql(`
  mutation OrderFlowCreateCheckout($source: CheckoutSourceInput!) {
    createCheckout(source: $source) {
      id
      total
    }
  }
`);

/** Submits a checkout draft: the payment reference and the total to pay. */
export const SubmitCheckout = graphql(`
  mutation OrderFlowSubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {
    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {
      paymentReference
      total
    }
  }
`);

const PayCheckout = graphql(`
  mutation OrderFlowPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {
    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {
      message
    }
  }
`);

/** A submitted checkout: its payment reference, its total and the orders it created. */
export interface PlacedOrder {
  paymentReference: string;
  total: string;
  orderIds: string[];
}

/**
 * Buys one product now through the gateway (createCheckout, then submitCheckout to the
 * default address): the order waits for payment.
 */
export async function placeOrder(
  stack: Stack,
  token: string,
  listing: ListingKey,
  { quantity = 1, specValues = ['Black'] }: { quantity?: number; specValues?: string[] } = {},
): Promise<PlacedOrder> {
  const { shopId, productId, listingId } = LISTINGS[listing];
  const source = { product: { shopId, productId, listingId, quantity, specValues } };
  const options = { token, headers: REPEAT };
  const draft = dataOf(await stack.gql(CreateCheckout, { source }, options)).createCheckout;
  const submitted = dataOf(
    await stack.gql(SubmitCheckout, { checkoutId: draft.id, addressId: DEFAULT_ADDRESS_ID, source }, options),
  ).submitCheckout;
  const rows = stack.legacy.db
    .prepare('SELECT order_id FROM orders WHERE out_trade_no = ? ORDER BY order_id')
    .all(submitted.paymentReference) as Array<{ order_id: number }>;
  return { ...submitted, orderIds: rows.map((row) => String(row.order_id)) };
}

/** Places an order and pays it with the demo payment code: the order waits for delivery. */
export async function placePaidOrder(
  stack: Stack,
  token: string,
  listing: ListingKey,
  choice: { quantity?: number; specValues?: string[] } = {},
): Promise<PlacedOrder> {
  const placed = await placeOrder(stack, token, listing, choice);
  dataOf(
    await stack.gql(
      PayCheckout,
      { paymentReference: placed.paymentReference, total: placed.total, paymentCode: DEMO_PAYMENT_CODE },
      { token, headers: REPEAT },
    ),
  );
  return placed;
}
