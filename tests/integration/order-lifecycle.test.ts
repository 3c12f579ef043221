import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import {
  balanceCents,
  cents,
  dataOf,
  DEMO_PAYMENT_CODE,
  expectError,
  LISTINGS,
  operations,
  orderRow,
  placePaidOrder,
  REPEAT,
  SubmitCheckout,
} from './support/orderFlow.ts';
import { startStack, type Stack } from './support/stack.ts';

/*
 * The whole life of an order, through the gateway as the client drives it, with
 * the operator's actions on the stand-in in between: bag → checkout → order → pay
 * with the payment code → shipped → receipt confirmed → every product reviewed →
 * completed; and a refund of another paid order, approved and credited.
 */

const Me = graphql(`
  query LifecycleMe {
    me {
      balance
      unpaidOrderCount
    }
  }
`);

const AddToCart = graphql(`
  mutation LifecycleAddToCart($input: ProductChoiceInput!) {
    addToCart(input: $input) {
      quantity
      total
    }
  }
`);

const Bag = graphql(`
  query LifecycleBag {
    cart {
      quantity
      total
      items {
        id
        productId
        specValues
        quantity
        price
        total
      }
    }
  }
`);

const CreateCheckout = graphql(`
  mutation LifecycleCreateCheckout($source: CheckoutSourceInput!) {
    createCheckout(source: $source) {
      id
      subtotal
      freight
      total
      items {
        productId
        specValues
        quantity
      }
      address {
        id
        isDefault
      }
    }
  }
`);

const PayCheckout = graphql(`
  mutation LifecyclePayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {
    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {
      message
      user {
        balance
      }
    }
  }
`);

const Orders = graphql(`
  query LifecycleOrders($filter: OrderFilter!) {
    orders(filter: $filter, limit: 100) {
      items {
        id
        status
        canPay
      }
    }
  }
`);

const OrderState = graphql(`
  query LifecycleOrder($id: ID!) {
    order(id: $id) {
      id
      status
      refundStatus
      total
      trackingNumber
      logistics {
        trackingNumber
        description
        time
      }
      items {
        id
        productId
        specValues
        reviewed
      }
      canPay
      canCancel
      canConfirmReceipt
      canRequestRefund
      canReview
    }
  }
`);

const ConfirmReceipt = graphql(`
  mutation LifecycleConfirmReceipt($orderId: ID!) {
    confirmReceipt(orderId: $orderId) {
      status
      canConfirmReceipt
      canReview
    }
  }
`);

const ReviewProduct = graphql(`
  mutation LifecycleReview($input: ReviewInput!) {
    reviewProduct(input: $input) {
      status
      canReview
      items {
        productId
        reviewed
      }
    }
  }
`);

const ProductReviews = graphql(`
  query LifecycleProductReviews($shopId: ID!, $productId: ID!) {
    product(shopId: $shopId, productId: $productId) {
      reviews {
        productScore
        text
        pics
      }
    }
  }
`);

const RequestRefund = graphql(`
  mutation LifecycleRefund($input: RefundInput!) {
    requestRefund(input: $input) {
      status
      refundStatus
      canRequestRefund
    }
  }
`);

const DeleteOrder = graphql(`
  mutation LifecycleDelete($orderId: ID!) {
    deleteOrder(orderId: $orderId) {
      ok
      message
    }
  }
`);

const { laptop, mouse } = LISTINGS;

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.close();
});

async function myBalance(): Promise<string> {
  const { me } = dataOf(await stack.gql(Me, {}, { token }));
  return me!.balance;
}

async function orderState(id: string) {
  return dataOf(await stack.gql(OrderState, { id }, { token })).order;
}

describe('the order lifecycle', () => {
  let startBalance = '';
  let orderId = '';
  let paidTotal = '';

  it('signs in as the demo buyer', async () => {
    token = await stack.login('demo', 'demo123');
    startBalance = await myBalance();
    expect(startBalance).toBe('10000.00');
    expect(cents(startBalance)).toBe(balanceCents(stack));
  });

  it('puts a product with options (exact choice) and another product in the bag', async () => {
    dataOf(
      await stack.gql(
        AddToCart,
        {
          input: {
            shopId: laptop.shopId,
            productId: laptop.productId,
            listingId: laptop.listingId,
            quantity: 1,
            specValues: ['Space Grey', '16GB'],
          },
        },
        { token },
      ),
    );
    const added = dataOf(
      await stack.gql(
        AddToCart,
        {
          input: {
            shopId: mouse.shopId,
            productId: mouse.productId,
            listingId: mouse.listingId,
            quantity: 2,
            specValues: ['Black'],
          },
        },
        { token },
      ),
    ).addToCart;
    expect(added).toEqual({ quantity: 3, total: '613.97' });

    const { cart } = dataOf(await stack.gql(Bag, {}, { token }));
    expect(
      cart.items.map(({ productId, specValues, quantity, price, total }) => ({
        productId,
        specValues,
        quantity,
        price,
        total,
      })),
    ).toEqual(
      expect.arrayContaining([
        { productId: '1', specValues: ['Space Grey', '16GB'], quantity: 1, price: '571.99', total: '571.99' },
        { productId: '5', specValues: ['Black'], quantity: 2, price: '20.99', total: '41.98' },
      ]),
    );
  });

  it('checks out the bag, submits it to the default address and pays it with the payment code', async () => {
    const { cart } = dataOf(await stack.gql(Bag, {}, { token }));
    const source = { cartItemIds: cart.items.map((item) => item.id) };

    const { createCheckout } = dataOf(await stack.gql(CreateCheckout, { source }, { token }));
    // One shop: its highest freight once.
    expect(createCheckout).toMatchObject({ subtotal: '613.97', freight: '5.99', total: '619.96' });
    expect(createCheckout.address).toEqual({ id: '1', isDefault: true });
    expect(createCheckout.items).toHaveLength(2);

    const { submitCheckout } = dataOf(
      await stack.gql(
        SubmitCheckout,
        { checkoutId: createCheckout.id, addressId: createCheckout.address!.id, source },
        { token },
      ),
    );
    expect(submitCheckout.total).toBe(createCheckout.total);
    paidTotal = submitCheckout.total;
    const row = stack.legacy.db
      .prepare('SELECT order_id FROM orders WHERE out_trade_no = ?')
      .all(submitCheckout.paymentReference) as Array<{ order_id: number }>;
    expect(row).toHaveLength(1);
    orderId = String(row[0]!.order_id);
    expect(dataOf(await stack.gql(Bag, {}, { token })).cart.items).toEqual([]);

    const unpaid = dataOf(await stack.gql(Orders, { filter: 'WAITING_FOR_PAYMENT' }, { token })).orders.items;
    expect(unpaid).toEqual([{ id: orderId, status: 'WAITING_FOR_PAYMENT', canPay: true }]);
    expect(dataOf(await stack.gql(Me, {}, { token })).me?.unpaidOrderCount).toBe(1);

    stack.resetCalls();
    const { payCheckout } = dataOf(
      await stack.gql(
        PayCheckout,
        {
          paymentReference: submitCheckout.paymentReference,
          total: submitCheckout.total,
          paymentCode: DEMO_PAYMENT_CODE,
        },
        { token },
      ),
    );
    expect(operations(stack)).toEqual(['orderList', 'verifyPay', 'orderMerPay', 'getUserInfo']);
    expect(payCheckout.message).toBe('Pay Success');
    // The balance dropped by exactly the total, as the gateway answers it, as `me` reads it and in the stand-in's books.
    const expected = cents(startBalance) - cents(paidTotal);
    expect(cents(payCheckout.user.balance)).toBe(expected);
    expect(cents(await myBalance())).toBe(expected);
    expect(balanceCents(stack)).toBe(expected);
    expect(payCheckout.user.balance).toBe('9380.04');

    expect(await orderState(orderId)).toMatchObject({
      status: 'WAITING_FOR_DELIVERY',
      refundStatus: 'NONE',
      total: '619.96',
      trackingNumber: null,
      logistics: [],
      canPay: false,
      canCancel: false,
      canConfirmReceipt: false,
      canRequestRefund: true,
      canReview: false,
    });
  });

  it('shows the shipment once the operator ships it', async () => {
    const answer = await stack.legacy.admin<{ delivery_id: string }>('POST', `/admin/orders/${orderId}/ship`, {});
    expect(answer.body.code, answer.body.msg).toBe(1);
    const trackingNumber = answer.body.data.delivery_id;

    const order = await orderState(orderId);
    expect(order).toMatchObject({ status: 'DELIVERED', trackingNumber, canConfirmReceipt: true, canCancel: false });
    expect(order.logistics.length).toBeGreaterThan(0);
    for (const event of order.logistics) {
      expect(event.trackingNumber).toBe(trackingNumber);
      expect(event.description).not.toBe('');
      expect(event.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const listed = dataOf(await stack.gql(Orders, { filter: 'DELIVERED' }, { token })).orders.items;
    expect(listed.map((item) => item.id)).toEqual([orderId]);
  });

  it('confirms receipt', async () => {
    stack.resetCalls();
    const { confirmReceipt } = dataOf(await stack.gql(ConfirmReceipt, { orderId }, { token }));
    expect(stack.calls[0]).toMatchObject({ operation: 'orderReceived', params: { order_id: Number(orderId) } });
    expect(confirmReceipt).toEqual({ status: 'RECEIVED', canConfirmReceipt: false, canReview: true });
    expectError(await stack.gql(ConfirmReceipt, { orderId }, { token, headers: REPEAT }), 'UPSTREAM_REJECTED', {
      message: 'Only delivered orders can be confirmed as received',
    });
  });

  it('reviews every product, which completes the order, and the reviews show on the products', async () => {
    const { items } = await orderState(orderId);
    expect(items.every((item) => !item.reviewed)).toBe(true);
    const reviewText = (productId: string) => `Lifecycle review of product ${productId}: works as described.`;

    for (const [index, item] of items.entries()) {
      stack.resetCalls();
      const { reviewProduct } = dataOf(
        await stack.gql(
          ReviewProduct,
          {
            input: {
              orderId,
              productId: item.productId,
              // Half stars, as the star widget allows.
              productScore: 4.5,
              serviceScore: 3.5,
              postageScore: 5,
              text: reviewText(item.productId),
              pics: [`${stack.url}/uploads/review-${item.productId}.png`],
            },
          },
          { token },
        ),
      );
      expect(stack.calls[0]).toMatchObject({
        operation: 'orderComment',
        params: {
          order_id: Number(orderId),
          product_id: Number(item.productId),
          product_score: 4.5,
          service_score: 3.5,
          postage_score: 5,
          comment: reviewText(item.productId),
          pics: `/uploads/review-${item.productId}.png`,
        },
      });
      const last = index === items.length - 1;
      expect(reviewProduct.status).toBe(last ? 'COMPLETED' : 'RECEIVED');
      expect(reviewProduct.canReview).toBe(!last);
      expect(reviewProduct.items.find((line) => line.productId === item.productId)?.reviewed).toBe(true);
    }

    for (const item of items) {
      const { product } = dataOf(
        await stack.gql(ProductReviews, { shopId: laptop.shopId, productId: item.productId }, { token }),
      );
      expect(product.reviews).toContainEqual({
        productScore: 4.5,
        text: reviewText(item.productId),
        pics: [`${stack.url}/uploads/review-${item.productId}.png`],
      });
    }
    const completed = dataOf(await stack.gql(Orders, { filter: 'COMPLETED' }, { token })).orders.items;
    expect(completed.map((item) => item.id)).toEqual([orderId]);
  });

  it('refunds another paid order once, and credits the balance when the operator approves', async () => {
    const placed = await placePaidOrder(stack, token, 'mouse', { quantity: 1, specValues: ['Grey'] });
    const refundOrderId = placed.orderIds[0]!;
    const beforeRefund = balanceCents(stack);
    const lines = (await orderState(refundOrderId)).items.map((item) => item.id);
    const input = {
      orderId: refundOrderId,
      type: 'REFUND_ONLY' as const,
      productReceipt: 'NOT_RECEIVED' as const,
      amount: placed.total,
      reason: 'Not as described',
      explanation: 'I ordered the wrong colour',
      proofImages: [`${stack.url}/uploads/proof.png`],
    };

    stack.resetCalls();
    const { requestRefund } = dataOf(await stack.gql(RequestRefund, { input }, { token }));
    const sent = stack.calls.find((call) => call.operation === 'orderRefund');
    expect(sent?.params).toMatchObject({
      amount: placed.total,
      order_product_id: lines.join(','),
      images: '/uploads/proof.png',
    });
    expect(requestRefund).toEqual({
      status: 'WAITING_FOR_DELIVERY',
      refundStatus: 'IN_PROGRESS',
      canRequestRefund: false,
    });
    const afterSale = dataOf(await stack.gql(Orders, { filter: 'AFTER_SALE' }, { token })).orders.items;
    expect(afterSale.map((item) => item.id)).toEqual([refundOrderId]);

    const again = expectError(await stack.gql(RequestRefund, { input }, { token, headers: REPEAT }), 'ACTION_REFUSED', {
      message: 'You have already submitted a refund request',
    });
    expect(again?.extensions?.['reason']).toEqual({ field: 'input.orderId', rule: 'alreadyRequested' });

    const approved = await stack.legacy.admin('POST', `/admin/refunds/${refundOrderId}/approve`, {});
    expect(approved.body.code, approved.body.msg).toBe(1);

    expect(await orderState(refundOrderId)).toMatchObject({
      status: 'REFUNDED',
      refundStatus: 'REFUNDED',
      canRequestRefund: false,
      canPay: false,
    });
    expect(balanceCents(stack) - beforeRefund).toBe(cents(placed.total));
    expect(cents(await myBalance())).toBe(balanceCents(stack));
    expect(orderRow(stack, refundOrderId).status).toBe(-2);
    const refunded = dataOf(await stack.gql(Orders, { filter: 'REFUNDED' }, { token })).orders.items;
    expect(refunded.map((item) => item.id)).toEqual([refundOrderId]);
  });

  it('removes the completed order from the list', async () => {
    expect(dataOf(await stack.gql(DeleteOrder, { orderId }, { token })).deleteOrder).toEqual({
      ok: true,
      message: 'Delete Success',
    });
    const all = dataOf(await stack.gql(Orders, { filter: 'ALL' }, { token })).orders.items;
    expect(all.map((item) => item.id)).not.toContain(orderId);
  });
});
