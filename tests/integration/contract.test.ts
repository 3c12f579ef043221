import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { errorOf } from './support/answerChecks.ts';
import { userId } from './support/catalogRows.ts';
import {
  dataOf,
  DEMO_PAYMENT_CODE,
  LISTINGS,
  operations,
  placeOrder,
  placePaidOrder,
  REPEAT,
} from './support/orderFlow.ts';
import { startStack, type Stack } from './support/stack.ts';

/*
 * The schema's contract with its clients, over real HTTP against the seeded stand-in: a missing
 * thing is NOT_FOUND (never UPSTREAM_REJECTED), business refusals are ACTION_REFUSED with a rule,
 * likes and follows are set idempotently, and a listing goes into the bag by its id alone.
 */

const ProductQuery = graphql(`
  query ContractProduct($shopId: ID!, $productId: ID!) {
    product(shopId: $shopId, productId: $productId) {
      id
      liked
    }
  }
`);

const ShopQuery = graphql(`
  query ContractShop($id: ID!) {
    shop(id: $id) {
      id
      followed
    }
  }
`);

const OrderQuery = graphql(`
  query ContractOrder($id: ID!) {
    order(id: $id) {
      id
    }
  }
`);

const SetLiked = graphql(`
  mutation ContractSetLiked($input: SetProductLikedInput!) {
    setProductLiked(input: $input) {
      id
      liked
    }
  }
`);

const SetFollowed = graphql(`
  mutation ContractSetFollowed($input: SetShopFollowedInput!) {
    setShopFollowed(input: $input) {
      id
      followed
    }
  }
`);

const AddToBag = graphql(`
  mutation ContractAddToBag($input: ProductChoiceInput!) {
    addToCart(input: $input) {
      items {
        shopId
        productId
        quantity
        specValues
      }
    }
  }
`);

const PayCheckout = graphql(`
  mutation ContractPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {
    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {
      message
    }
  }
`);

const RequestRefund = graphql(`
  mutation ContractRequestRefund($input: RefundInput!) {
    requestRefund(input: $input) {
      id
    }
  }
`);

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await stack.login();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('not found', () => {
  it('a missing product, shop and order answer NOT_FOUND with the legacy message, in the language asked', async () => {
    const product = await stack.gql(ProductQuery, { shopId: '1', productId: '999999' });
    expect(product.data).toBeNull();
    expect(errorOf(product)).toMatchObject({ message: 'Product does not exist', extensions: { code: 'NOT_FOUND' } });
    const shop = await stack.gql(ShopQuery, { id: '9999' }, { lang: 'zh-cn' });
    expect(errorOf(shop)).toMatchObject({ message: '店铺不存在', extensions: { code: 'NOT_FOUND' } });
    const order = await stack.gql(OrderQuery, { id: '999999' }, { token });
    expect(errorOf(order)).toMatchObject({ message: 'Order does not exist', extensions: { code: 'NOT_FOUND' } });
  });

  it('a missing session is still UNAUTHENTICATED, not NOT_FOUND', async () => {
    const order = await stack.gql(OrderQuery, { id: '1' });
    expect(errorOf(order).extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});

describe('idempotent likes and follows', () => {
  it('setProductLiked twice in a row likes once; false twice takes it back once', async () => {
    const { shopId, productId, listingId } = LISTINGS.laptop;
    dataOf(await stack.gql(ProductQuery, { shopId, productId }, { token }));
    const likes = () =>
      stack.legacy.db
        .prepare('SELECT COUNT(*) AS n FROM likes WHERE user_id = ? AND listing_id = ?')
        .get(userId(stack.legacy.db, 'demo'), Number(listingId));

    stack.resetCalls();
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = dataOf(await stack.gql(SetLiked, { input: { listingId, liked: true } }, { token }));
      expect(answer.setProductLiked).toEqual({ id: listingId, liked: true });
    }
    expect(likes()).toEqual({ n: 1 });
    // One toggle upstream: the repeat read the state and left it.
    expect(operations(stack).filter((name) => name === 'likeProduct')).toHaveLength(1);

    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = dataOf(await stack.gql(SetLiked, { input: { listingId, liked: false } }, { token }));
      expect(answer.setProductLiked.liked).toBe(false);
    }
    expect(likes()).toEqual({ n: 0 });
  });

  it('setShopFollowed twice in a row follows once, and unfollows once', async () => {
    const follows = () =>
      stack.legacy.db
        .prepare('SELECT COUNT(*) AS n FROM follows WHERE user_id = ? AND mer_id = 8')
        .get(userId(stack.legacy.db, 'demo'));
    stack.resetCalls();
    for (const followed of [true, true, false, false]) {
      const answer = dataOf(await stack.gql(SetFollowed, { input: { shopId: '8', followed } }, { token }));
      expect(answer.setShopFollowed).toEqual({ id: '8', followed });
      expect(follows()).toEqual({ n: followed ? 1 : 0 });
    }
    expect(operations(stack).filter((name) => name === 'followShop')).toHaveLength(2);
  });

  it('needs a session, and answers NOT_FOUND for a shop or a listing that does not exist', async () => {
    const anonymous = await stack.gql(SetFollowed, { input: { shopId: '8', followed: true } });
    expect(errorOf(anonymous).extensions?.['code']).toBe('UNAUTHENTICATED');
    const shop = await stack.gql(SetFollowed, { input: { shopId: '9999', followed: true } }, { token });
    expect(errorOf(shop).extensions?.['code']).toBe('NOT_FOUND');
    const listing = await stack.gql(SetLiked, { input: { listingId: '987654', liked: true } }, { token });
    expect(errorOf(listing)).toMatchObject({
      message: 'This product does not exist',
      extensions: { code: 'NOT_FOUND', field: 'input.listingId' },
    });
  });
});

describe('one id per thing', () => {
  it('adds a listing to the bag by its id alone: the gateway sends its shop and product', async () => {
    const { shopId, productId, listingId } = LISTINGS.otherMouse;
    dataOf(await stack.gql(ProductQuery, { shopId, productId }, { token }));
    stack.resetCalls();
    const bag = dataOf(
      await stack.gql(AddToBag, { input: { listingId, quantity: 2, specValues: ['Black'] } }, { token }),
    );
    expect(bag.addToCart.items).toContainEqual({ shopId, productId, quantity: 2, specValues: ['Black'] });
    expect(stack.calls.find((call) => call.operation === 'cartAdd')?.params).toEqual({
      mer_id: Number(shopId),
      product_id: Number(productId),
      id: Number(listingId),
      num: 2,
      spec: 'Black',
    });
  });

  it('refuses more than the stock with ACTION_REFUSED, rule stock and the stock as its limit', async () => {
    const { shopId, productId, listingId } = LISTINGS.mouse;
    dataOf(await stack.gql(ProductQuery, { shopId, productId }, { token }));
    const { stock, reserved } = stack.legacy.db
      .prepare('SELECT stock, reserved FROM listings WHERE id = ?')
      .get(Number(listingId)) as { stock: number; reserved: number };
    const answer = await stack.gql(
      AddToBag,
      { input: { listingId, quantity: stock - reserved + 1, specValues: ['Grey'] } },
      { token, headers: REPEAT },
    );
    expect(errorOf(answer).extensions).toEqual({
      code: 'ACTION_REFUSED',
      field: 'input.quantity',
      reason: { field: 'input.quantity', rule: 'stock', limit: stock - reserved },
      upstreamCode: 0,
    });
  });
});

describe('business refusals of payments and refunds', () => {
  it('a wrong payment code is ACTION_REFUSED with rule wrongPaymentCode, and nothing is paid', async () => {
    const placed = await placeOrder(stack, token, 'mouse', { specValues: ['White'] });
    const answer = await stack.gql(
      PayCheckout,
      { paymentReference: placed.paymentReference, total: placed.total, paymentCode: '999999' },
      { token, headers: REPEAT },
    );
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'ACTION_REFUSED',
      reason: { field: 'paymentCode', rule: 'wrongPaymentCode' },
    });
    expect(operations(stack)).not.toContain('orderMerPay');
  });

  it('a balance below the total is ACTION_REFUSED with rule balance and the balance as its limit', async () => {
    const placed = await placeOrder(stack, token, 'laptop', { specValues: ['Silver', '16GB'] });
    const db = stack.legacy.db;
    const { money_cents } = db.prepare("SELECT money_cents FROM users WHERE username = 'demo'").get() as {
      money_cents: number;
    };
    db.prepare("UPDATE users SET money_cents = 1000 WHERE username = 'demo'").run();
    try {
      const answer = await stack.gql(
        PayCheckout,
        { paymentReference: placed.paymentReference, total: placed.total, paymentCode: DEMO_PAYMENT_CODE },
        { token, headers: REPEAT },
      );
      expect(errorOf(answer).extensions).toMatchObject({
        code: 'ACTION_REFUSED',
        reason: { field: 'total', rule: 'balance', limit: '10.00' },
      });
    } finally {
      db.prepare("UPDATE users SET money_cents = ? WHERE username = 'demo'").run(money_cents);
    }
  });

  it('a second refund of an order is ACTION_REFUSED with rule alreadyRequested', async () => {
    const placed = await placePaidOrder(stack, token, 'mouse', { specValues: ['Black'] });
    const input = {
      orderId: placed.orderIds[0]!,
      type: 'REFUND_ONLY' as const,
      productReceipt: 'NOT_RECEIVED' as const,
      amount: placed.total,
      reason: 'Not as described',
      explanation: 'Wrong colour',
      proofImages: [`${stack.url}/uploads/proof.png`],
    };
    dataOf(await stack.gql(RequestRefund, { input }, { token }));
    const again = await stack.gql(RequestRefund, { input }, { token, headers: REPEAT });
    expect(errorOf(again).extensions).toMatchObject({
      code: 'ACTION_REFUSED',
      reason: { field: 'input.orderId', rule: 'alreadyRequested' },
    });
  });
});
