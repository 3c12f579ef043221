import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import {
  DEFAULT_ADDRESS_ID,
  dataOf,
  expectError,
  LISTINGS,
  listingStock,
  operations,
  orderRow,
  placeOrder,
  placePaidOrder,
  REPEAT,
  SubmitCheckout,
} from './support/orderFlow.ts';
import { type Stack } from './support/stack.ts';
import { withLoggedInStack } from './support/stackHooks.ts';

const AddToCart = graphql(`
  mutation OrdersTestAddToCart($input: ProductChoiceInput!) {
    addToCart(input: $input) {
      items {
        id
        productId
      }
    }
  }
`);

const CreateCheckout = graphql(`
  mutation OrdersTestCreateCheckout($source: CheckoutSourceInput!) {
    createCheckout(source: $source) {
      id
      items {
        productId
        shopId
        cartItemId
        quantity
        specValues
        image
        title
        price
        total
      }
      subtotal
      freight
      total
      address {
        id
        addressee
        isDefault
      }
    }
  }
`);

const CartLines = graphql(`
  query OrdersTestCart {
    cart {
      items {
        id
      }
    }
  }
`);

const OrderList = graphql(`
  query OrdersTestList($filter: OrderFilter!, $page: Int!, $limit: Int!) {
    orders(filter: $filter, page: $page, limit: $limit) {
      total
      hasMore
      items {
        id
        orderNo
        status
        refundStatus
        itemCount
        total
        createdAt
        previews {
          image
          title
        }
        canPay
        canCancel
      }
    }
  }
`);

const OrderListWithDetail = graphql(`
  query OrdersTestListWithDetail {
    orders(limit: 50) {
      items {
        id
        freight
        recipientName
        items {
          id
          title
        }
        canReview
      }
    }
  }
`);

const OrderDetail = graphql(`
  query OrdersTestDetail($id: ID!) {
    order(id: $id) {
      id
      orderNo
      status
      refundStatus
      itemCount
      total
      createdAt
      previews {
        image
        title
      }
      items {
        id
        productId
        shopId
        image
        title
        price
        specValues
        quantity
        total
        reviewed
      }
      freight
      recipientName
      recipientPhone
      shippingAddress
      trackingNumber
      logistics {
        trackingNumber
        description
        time
      }
      canPay
      canCancel
      canConfirmReceipt
      canRequestRefund
      canReview
    }
  }
`);

const CancelOrder = graphql(`
  mutation OrdersTestCancel($orderId: ID!) {
    cancelOrder(orderId: $orderId) {
      id
      status
      canPay
      canCancel
    }
  }
`);

const ConfirmReceipt = graphql(`
  mutation OrdersTestConfirmReceipt($orderId: ID!) {
    confirmReceipt(orderId: $orderId) {
      status
    }
  }
`);

const DeleteOrder = graphql(`
  mutation OrdersTestDelete($orderId: ID!) {
    deleteOrder(orderId: $orderId) {
      ok
      message
    }
  }
`);

const RequestRefund = graphql(`
  mutation OrdersTestRefund($input: RefundInput!) {
    requestRefund(input: $input) {
      id
      status
      refundStatus
      canRequestRefund
    }
  }
`);

const ReviewProduct = graphql(`
  mutation OrdersTestReview($input: ReviewInput!) {
    reviewProduct(input: $input) {
      status
    }
  }
`);

const { mouse, otherMouse } = LISTINGS;

let stack: Stack;
let token: string;

withLoggedInStack((started, login) => {
  stack = started;
  token = login;
});

function choice(listing: typeof mouse | typeof otherMouse, quantity: number, specValues: string[]) {
  return { shopId: listing.shopId, productId: listing.productId, listingId: listing.listingId, quantity, specValues };
}

describe('checkout', () => {
  let cartIds: string[] = [];
  let checkoutId = '';

  it('prices bag lines of two shops in cents and proposes the default address', async () => {
    dataOf(await stack.gql(AddToCart, { input: choice(mouse, 2, ['Black']) }, { token }));
    const bag = dataOf(await stack.gql(AddToCart, { input: choice(otherMouse, 1, ['White']) }, { token })).addToCart;
    cartIds = bag.items.map((item) => item.id);
    stack.resetCalls();

    const { createCheckout } = dataOf(await stack.gql(CreateCheckout, { source: { cartItemIds: cartIds } }, { token }));

    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'orderMerCreate', params: { cart_id: cartIds.join(',') } },
    ]);
    checkoutId = createCheckout.id;
    expect(checkoutId).toMatch(/^[0-9a-f]{32}$/);
    expect(createCheckout.items).toHaveLength(2);
    const mouseLine = createCheckout.items.find((item) => item.productId === '5');
    expect(mouseLine).toEqual({
      productId: '5',
      shopId: '1',
      cartItemId: bag.items.find((item) => item.productId === '5')?.id,
      quantity: 2,
      specValues: ['Black'],
      image: expect.stringMatching(new RegExp(`^${stack.url}/`)),
      title: 'Nordvik Ergonomic Vertical Wireless Mouse',
      price: '20.99',
      total: '41.98',
    });
    expect(createCheckout.items.find((item) => item.productId === '4')).toMatchObject({
      shopId: '19',
      quantity: 1,
      specValues: ['White'],
      total: '34.99',
    });
    // 41.98 + 34.99 and freight 5.99 (shop 1) + 0.00 (shop 19).
    expect(createCheckout).toMatchObject({ subtotal: '76.97', freight: '5.99', total: '82.96' });
    expect(createCheckout.address).toEqual({ id: DEFAULT_ADDRESS_ID, addressee: 'Alex Morgan', isDefault: true });
  });

  it('submits the checkout: one order per shop, waiting for payment, and the bag lines are gone', async () => {
    const source = { cartItemIds: cartIds };
    const { submitCheckout } = dataOf(
      await stack.gql(SubmitCheckout, { checkoutId, addressId: DEFAULT_ADDRESS_ID, source }, { token }),
    );
    // The orders waiting for payment are read first: what a lost reply would be compared with.
    expect(stack.calls[0]).toMatchObject({ operation: 'orderList', params: { page: 1, limit: 100, status: '0' } });
    expect(stack.calls[1]).toMatchObject({
      operation: 'orderMerSubmit',
      params: { address_id: 1, chu_id: checkoutId, cart_ids: cartIds.join(',') },
    });
    expect(submitCheckout.total).toBe('82.96');
    const orders = stack.legacy.db
      .prepare('SELECT mer_id, status, total_price_cents FROM orders WHERE out_trade_no = ? ORDER BY mer_id')
      .all(submitCheckout.paymentReference);
    expect(orders).toEqual([
      { mer_id: 1, status: 0, total_price_cents: 4797 },
      { mer_id: 19, status: 0, total_price_cents: 3499 },
    ]);
    expect(dataOf(await stack.gql(CartLines, {}, { token })).cart.items).toEqual([]);

    // A checkout is submitted once.
    const again = await stack.gql(
      SubmitCheckout,
      { checkoutId, addressId: DEFAULT_ADDRESS_ID, source },
      { token, headers: REPEAT },
    );
    expectError(again, 'UPSTREAM_REJECTED', { message: 'This checkout has expired, please check out again' });
  });

  it('prices a product bought now (no cart line)', async () => {
    const source = { product: choice(mouse, 3, ['Grey']) };
    const { createCheckout } = dataOf(await stack.gql(CreateCheckout, { source }, { token }));
    expect(stack.calls[0]?.params).toEqual({ product_id: 5, mer_id: 1, id: 5, number: 3, spec: 'Grey' });
    expect(createCheckout.items).toEqual([expect.objectContaining({ cartItemId: null, quantity: 3, total: '62.97' })]);
    expect(createCheckout).toMatchObject({ subtotal: '62.97', freight: '5.99', total: '68.96' });

    stack.resetCalls();
    const submitted = dataOf(
      await stack.gql(SubmitCheckout, { checkoutId: createCheckout.id, addressId: '2', source }, { token }),
    ).submitCheckout;
    // calls[0] is the order list read before every submission (lost replies).
    expect(stack.calls[1]?.params).toEqual({
      address_id: 2,
      chu_id: createCheckout.id,
      product_id: 5,
      mer_id: 1,
      id: 5,
      number: 3,
      spec: 'Grey',
    });
    expect(submitted.total).toBe('68.96');
  });

  it('refuses a checkout without exactly one source of items before calling upstream', async () => {
    const product = choice(mouse, 1, ['Black']);
    expectError(await stack.gql(CreateCheckout, { source: {} }, { token }), 'BAD_USER_INPUT', { field: 'source' });
    expectError(
      await stack.gql(CreateCheckout, { source: { cartItemIds: ['1'], product } }, { token }),
      'BAD_USER_INPUT',
      { field: 'source' },
    );
    expectError(await stack.gql(CreateCheckout, { source: { cartItemIds: [] } }, { token }), 'BAD_USER_INPUT', {
      field: 'source.cartItemIds',
      message: 'Please select the items to check out',
    });
    expectError(
      await stack.gql(CreateCheckout, { source: { cartItemIds: ['1', '-2'] } }, { token }),
      'BAD_USER_INPUT',
      {
        field: 'source.cartItemIds.1',
      },
    );
    expectError(
      await stack.gql(CreateCheckout, { source: { product: { ...product, quantity: 0 } } }, { token }),
      'BAD_USER_INPUT',
      { field: 'source.product.quantity' },
    );
    expectError(
      await stack.gql(SubmitCheckout, { checkoutId: ' ', addressId: '1', source: { product } }, { token }),
      'BAD_USER_INPUT',
      { field: 'checkoutId' },
    );
    expectError(
      await stack.gql(SubmitCheckout, { checkoutId: 'abc', addressId: 'home', source: { product } }, { token }),
      'BAD_USER_INPUT',
      { field: 'addressId' },
    );
    expectError(
      await stack.gql(SubmitCheckout, { checkoutId: 'abc', addressId: '1', source: {} }, { token }),
      'BAD_USER_INPUT',
      { field: 'source' },
    );
    expect(stack.calls).toEqual([]);
  });

  it("answers the stand-in's checkout refusals", async () => {
    expectError(
      await stack.gql(CreateCheckout, { source: { cartItemIds: ['99999'] } }, { token }),
      'UPSTREAM_REJECTED',
      {
        message: 'This cart item does not exist',
      },
    );
    const source = { product: choice(mouse, 1, ['Black']) };
    const draft = dataOf(await stack.gql(CreateCheckout, { source }, { token, headers: REPEAT })).createCheckout;
    expectError(
      await stack.gql(SubmitCheckout, { checkoutId: draft.id, addressId: '999', source }, { token }),
      'UPSTREAM_REJECTED',
      { message: 'The shipping address does not exist' },
    );
    expectError(
      await stack.gql(
        SubmitCheckout,
        { checkoutId: draft.id, addressId: DEFAULT_ADDRESS_ID, source: { product: choice(mouse, 2, ['Black']) } },
        { token },
      ),
      'UPSTREAM_REJECTED',
      { message: 'The items do not match this checkout, please check out again' },
    );
    expectError(await stack.gql(CreateCheckout, { source }, { token: undefined, headers: REPEAT }), 'UNAUTHENTICATED');
  });
});

describe('orders and order', () => {
  it('lists the buyer orders newest first, mapping each filter to the legacy status', async () => {
    const { orders } = dataOf(await stack.gql(OrderList, { filter: 'ALL', page: 1, limit: 10 }, { token }));
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'orderList', params: { page: 1, limit: 10, status: 'all' } },
    ]);
    const count = stack.legacy.db
      .prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = 21 AND is_del = 0')
      .get() as {
      n: number;
    };
    expect(orders.total).toBe(count.n);
    const ids = orders.items.map((order) => Number(order.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const newest = orders.items[0]!;
    const row = orderRow(stack, newest.id);
    expect(newest).toEqual({
      id: String(row.order_id),
      orderNo: row.order_sn,
      status: 'WAITING_FOR_PAYMENT',
      refundStatus: 'NONE',
      itemCount: 3,
      total: '68.96',
      createdAt: '2026-03-01T10:00:00.000Z',
      previews: [
        {
          image: expect.stringMatching(new RegExp(`^${stack.url}/`)),
          title: 'Nordvik Ergonomic Vertical Wireless Mouse',
        },
      ],
      canPay: true,
      canCancel: true,
    });

    const expected: Record<string, string> = {
      WAITING_FOR_PAYMENT: '0',
      WAITING_FOR_DELIVERY: '1',
      DELIVERED: '2',
      RECEIVED: '3',
      COMPLETED: '4',
      CANCELLED: '-1',
      REFUNDED: '-2',
      AFTER_SALE: '-4',
    };
    for (const [filter, status] of Object.entries(expected)) {
      stack.resetCalls();
      const page = dataOf(
        await stack.gql(OrderList, { filter: filter as 'ALL', page: 1, limit: 10 }, { token }),
      ).orders;
      expect(stack.calls[0]?.params).toEqual({ page: 1, limit: 10, status });
      if (filter === 'WAITING_FOR_PAYMENT') expect(page.items.every((order) => order.status === filter)).toBe(true);
    }
  });

  it('pages with total and hasMore, and checks paging arguments', async () => {
    const first = dataOf(await stack.gql(OrderList, { filter: 'ALL', page: 1, limit: 2 }, { token })).orders;
    expect(first.items).toHaveLength(2);
    expect(first.hasMore).toBe(first.total > 2);
    const last = dataOf(
      await stack.gql(OrderList, { filter: 'ALL', page: Math.ceil(first.total / 2), limit: 2 }, { token }),
    ).orders;
    expect(last.hasMore).toBe(false);
    stack.resetCalls();
    expectError(await stack.gql(OrderList, { filter: 'ALL', page: 0, limit: 10 }, { token }), 'BAD_USER_INPUT', {
      field: 'page',
    });
    expectError(await stack.gql(OrderList, { filter: 'ALL', page: 1, limit: 101 }, { token }), 'BAD_USER_INPUT', {
      field: 'limit',
    });
    expect(stack.calls).toEqual([]);
  });

  it('loads each listed order detail once, and only when a detail field is asked for', async () => {
    const listed = dataOf(await stack.gql(OrderList, { filter: 'ALL', page: 1, limit: 100 }, { token })).orders;
    expect(operations(stack)).toEqual(['orderList']);
    stack.resetCalls();

    const { orders } = dataOf(await stack.gql(OrderListWithDetail, {}, { token }));
    const details = stack.calls.filter((call) => call.operation === 'orderDetail');
    expect(details.map((call) => call.params['order_id']).sort()).toEqual(
      listed.items.map((order) => Number(order.id)).sort(),
    );
    expect(orders.items.find((order) => order.items.some((item) => item.title.includes('Lumora')))).toMatchObject({
      freight: '0.00',
      recipientName: 'Alex Morgan',
      canReview: false,
    });
  });

  it('answers one order with its detail, lines and allowed actions', async () => {
    const placed = await placeOrder(stack, token, 'mouse', { quantity: 2, specValues: ['White'] });
    const orderId = placed.orderIds[0]!;
    stack.resetCalls();
    const { order } = dataOf(await stack.gql(OrderDetail, { id: orderId }, { token }));
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'orderDetail', params: { order_id: Number(orderId) } },
    ]);
    const row = orderRow(stack, orderId);
    expect(order).toEqual({
      id: orderId,
      orderNo: row.order_sn,
      status: 'WAITING_FOR_PAYMENT',
      refundStatus: 'NONE',
      itemCount: 2,
      total: '47.97',
      createdAt: '2026-03-01T10:00:00.000Z',
      previews: [
        {
          image: expect.stringMatching(new RegExp(`^${stack.url}/`)),
          title: 'Nordvik Ergonomic Vertical Wireless Mouse',
        },
      ],
      items: [
        {
          id: expect.stringMatching(/^\d+$/),
          productId: '5',
          shopId: '1',
          image: expect.stringMatching(new RegExp(`^${stack.url}/`)),
          title: 'Nordvik Ergonomic Vertical Wireless Mouse',
          price: '20.99',
          specValues: ['White'],
          quantity: 2,
          total: '41.98',
          reviewed: false,
        },
      ],
      freight: '5.99',
      recipientName: 'Alex Morgan',
      recipientPhone: '2025550143',
      shippingAddress: expect.stringContaining('1200 Example Avenue NW'),
      trackingNumber: null,
      logistics: [],
      canPay: true,
      canCancel: true,
      canConfirmReceipt: false,
      canRequestRefund: false,
      canReview: false,
    });

    expectError(await stack.gql(OrderDetail, { id: 'abc' }, { token }), 'BAD_USER_INPUT', { field: 'id' });
  });

  it("refuses another buyer's order and an anonymous list", async () => {
    const placed = await placeOrder(stack, token, 'mouse');
    const newbie = await stack.login('newbie', 'newbie123');
    expectError(await stack.gql(OrderDetail, { id: placed.orderIds[0]! }, { token: newbie }), 'NOT_FOUND', {
      message: 'Order does not exist',
    });
    expectError(
      await stack.gql(CancelOrder, { orderId: placed.orderIds[0]! }, { token: newbie }),
      'UPSTREAM_REJECTED',
      {
        message: 'Order does not exist',
      },
    );
    expect(orderRow(stack, placed.orderIds[0]!).status).toBe(0);
    const theirs = dataOf(await stack.gql(OrderList, { filter: 'ALL', page: 1, limit: 10 }, { token: newbie })).orders;
    expect(theirs).toEqual({ total: 0, hasMore: false, items: [] });
    expectError(await stack.gql(OrderList, { filter: 'ALL', page: 1, limit: 10 }), 'UNAUTHENTICATED');
  });
});

describe('order actions', () => {
  it('cancels an unpaid order, which releases its stock, then deletes it', async () => {
    const before = listingStock(stack, mouse.listingId);
    const placed = await placeOrder(stack, token, 'mouse', { quantity: 4 });
    const orderId = placed.orderIds[0]!;
    expect(listingStock(stack, mouse.listingId).reserved).toBe(before.reserved + 4);
    stack.resetCalls();

    const { cancelOrder } = dataOf(await stack.gql(CancelOrder, { orderId }, { token }));
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'orderCancel', params: { order_id: Number(orderId) } },
      { operation: 'orderDetail', params: { order_id: Number(orderId) } },
    ]);
    expect(cancelOrder).toEqual({ id: orderId, status: 'CANCELLED', canPay: false, canCancel: false });
    expect(listingStock(stack, mouse.listingId)).toEqual(before);

    expectError(await stack.gql(CancelOrder, { orderId }, { token, headers: REPEAT }), 'UPSTREAM_REJECTED', {
      message: 'Only orders waiting for payment can be cancelled',
    });

    stack.resetCalls();
    const { deleteOrder } = dataOf(await stack.gql(DeleteOrder, { orderId }, { token }));
    expect(stack.calls[0]).toMatchObject({ operation: 'orderDelete', params: { order_id: Number(orderId) } });
    expect(deleteOrder).toEqual({ ok: true, message: 'Delete Success' });
    expect(orderRow(stack, orderId).is_del).toBe(1);
    const listed = dataOf(await stack.gql(OrderList, { filter: 'CANCELLED', page: 1, limit: 100 }, { token })).orders;
    expect(listed.items.map((order) => order.id)).not.toContain(orderId);
    expectError(await stack.gql(OrderDetail, { id: orderId }, { token }), 'NOT_FOUND', {
      message: 'Order does not exist',
    });
  });

  it('refuses actions the order state does not allow', async () => {
    const placed = await placeOrder(stack, token, 'mouse');
    const orderId = placed.orderIds[0]!;
    expectError(await stack.gql(DeleteOrder, { orderId }, { token }), 'UPSTREAM_REJECTED', {
      message: 'Only cancelled, refunded or completed orders can be deleted',
    });
    expectError(await stack.gql(ConfirmReceipt, { orderId }, { token }), 'UPSTREAM_REJECTED', {
      message: 'Only delivered orders can be confirmed as received',
    });
    const refund = {
      orderId,
      type: 'REFUND_ONLY' as const,
      productReceipt: 'NOT_RECEIVED' as const,
      amount: '1.00',
      reason: 'Changed my mind',
      explanation: 'Ordered by mistake',
      proofImages: [`${stack.url}/uploads/proof.png`],
    };
    expectError(await stack.gql(RequestRefund, { input: refund }, { token }), 'UPSTREAM_REJECTED', {
      message: 'Only paid orders can be refunded',
    });
    const review = {
      orderId,
      productId: mouse.productId,
      productScore: 5,
      serviceScore: 5,
      postageScore: 5,
      text: 'Great',
    };
    expectError(await stack.gql(ReviewProduct, { input: review }, { token }), 'UPSTREAM_REJECTED', {
      message: 'Only received orders can be reviewed',
    });
    expectError(await stack.gql(CancelOrder, { orderId: '0' }, { token }), 'BAD_USER_INPUT', { field: 'orderId' });
    expectError(await stack.gql(DeleteOrder, { orderId: 'x' }, { token }), 'BAD_USER_INPUT', { field: 'orderId' });
    expectError(await stack.gql(ConfirmReceipt, { orderId: '' }, { token }), 'BAD_USER_INPUT', { field: 'orderId' });
  });

  it('applies for a refund with the order number, chosen lines and upstream image paths', async () => {
    const placed = await placePaidOrder(stack, token, 'mouse', { quantity: 2 });
    const orderId = placed.orderIds[0]!;
    const detail = dataOf(await stack.gql(OrderDetail, { id: orderId }, { token })).order;
    expect(detail).toMatchObject({ status: 'WAITING_FOR_DELIVERY', canRequestRefund: true, canPay: false });
    const lineId = detail.items[0]!.id;
    stack.resetCalls();

    const { requestRefund } = dataOf(
      await stack.gql(
        RequestRefund,
        {
          input: {
            orderId,
            type: 'RETURN_AND_REFUND',
            productReceipt: 'RECEIVED',
            amount: '20.5',
            reason: '  Damaged  ',
            explanation: 'The wheel squeaks',
            proofImages: [`${stack.url}/uploads/proof-1.png`, 'https://cdn.example.com/proof-2.jpg'],
            orderItemIds: [lineId],
          },
        },
        { token },
      ),
    );
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'orderDetail', params: { order_id: Number(orderId) } },
      {
        operation: 'orderRefund',
        params: {
          order_id: Number(orderId),
          sn: orderRow(stack, orderId).order_sn,
          amount: '20.50',
          service_type: 1,
          receiving_status: 1,
          reason_type: 'Damaged',
          refund_explain: 'The wheel squeaks',
          images: '/uploads/proof-1.png,https://cdn.example.com/proof-2.jpg',
          order_product_id: lineId,
        },
      },
      { operation: 'orderDetail', params: { order_id: Number(orderId) } },
    ]);
    expect(requestRefund).toEqual({
      id: orderId,
      status: 'WAITING_FOR_DELIVERY',
      refundStatus: 'IN_PROGRESS',
      canRequestRefund: false,
    });
    const afterSale = dataOf(
      await stack.gql(OrderList, { filter: 'AFTER_SALE', page: 1, limit: 100 }, { token }),
    ).orders;
    expect(afterSale.items.map((order) => order.id)).toContain(orderId);
  });

  it('refuses a refund the spec rules forbid before calling upstream', async () => {
    const valid = {
      orderId: '1',
      type: 'REFUND_ONLY' as const,
      productReceipt: 'NOT_RECEIVED' as const,
      amount: '1.00',
      reason: 'Damaged',
      explanation: 'Broken',
      proofImages: [`${stack.url}/uploads/proof.png`],
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ orderId: 'x' }, 'input.orderId'],
      [{ amount: '-0.01' }, 'input.amount'],
      [{ reason: ' ' }, 'input.reason'],
      [{ explanation: '' }, 'input.explanation'],
      [{ proofImages: [] }, 'input.proofImages'],
      [{ proofImages: [''] }, 'input.proofImages.0'],
      [{ proofImages: Array.from({ length: 10 }, (_, index) => `/uploads/${index}.png`) }, 'input.proofImages'],
      [{ orderItemIds: [] }, 'input.orderItemIds'],
    ];
    for (const [change, field] of cases) {
      expectError(
        await stack.gql(RequestRefund, { input: { ...valid, ...change } as never }, { token }),
        'BAD_USER_INPUT',
        {
          field,
        },
      );
    }
    expect(stack.calls).toEqual([]);
  });

  it('lets the stand-in refuse a zero refund and an amount above what was paid', async () => {
    const placed = await placePaidOrder(stack, token, 'mouse');
    const input = {
      orderId: placed.orderIds[0]!,
      type: 'REFUND_ONLY' as const,
      productReceipt: 'NOT_RECEIVED' as const,
      amount: '0',
      reason: 'Damaged',
      explanation: 'Broken',
      proofImages: [`${stack.url}/uploads/proof.png`],
    };
    expectError(await stack.gql(RequestRefund, { input }, { token }), 'UPSTREAM_REJECTED', {
      message: 'The refund amount must be greater than 0 and at most 26.98',
    });
    expectError(
      await stack.gql(RequestRefund, { input: { ...input, amount: '26.99' } }, { token }),
      'UPSTREAM_REJECTED',
      {
        message: 'The refund amount must be greater than 0 and at most 26.98',
      },
    );
    expect(orderRow(stack, placed.orderIds[0]!).refund_status).toBe(0);
  });

  it('refuses a review the spec rules forbid before calling upstream', async () => {
    const valid = { orderId: '1', productId: '5', productScore: 5, serviceScore: 4, postageScore: 3, text: 'Good' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ productScore: 0 }, 'input.productScore'],
      [{ serviceScore: 6 }, 'input.serviceScore'],
      [{ postageScore: -1 }, 'input.postageScore'],
      [{ productScore: 4.3 }, 'input.productScore'],
      [{ serviceScore: 0.5 }, 'input.serviceScore'],
      [{ postageScore: 5.5 }, 'input.postageScore'],
      [{ text: '   ' }, 'input.text'],
      [{ text: 'x'.repeat(1001) }, 'input.text'],
      [{ productId: '0' }, 'input.productId'],
      [{ pics: Array.from({ length: 10 }, (_, index) => `/uploads/${index}.png`) }, 'input.pics'],
    ];
    for (const [change, field] of cases) {
      expectError(await stack.gql(ReviewProduct, { input: { ...valid, ...change } }, { token }), 'BAD_USER_INPUT', {
        field,
      });
    }
    expectError(await stack.gql(ReviewProduct, { input: { ...valid, text: '' } }, { token }), 'BAD_USER_INPUT', {
      message: 'Review content cannot be empty',
    });
    expect(stack.calls).toEqual([]);
  });
});
