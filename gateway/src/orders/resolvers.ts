import { notFoundWhenRefused } from '../errors.ts';
import { explainRefusal } from '../graphql/refusals.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { checkoutFieldResolvers } from './checkoutFields.ts';
import { checkoutSource, draftParams } from './checkoutSource.ts';
import { orderFieldResolvers, readOrder } from './orderFields.ts';
import { listOrders } from './orderList.ts';
import { payWithCode } from './payment.ts';
import { sendRefund } from './refund.ts';
import { sendReview } from './review.ts';
import { stockBelowChoice, stockBelowLines } from './stockRefusal.ts';
import { submitCheckout } from './submission.ts';
import { id, nonNegativeMoney, paymentCode, requiredText } from '../validation/rules.ts';

/** Checkout, payment, the order list and detail, and the buyer's order actions. */
export const orderResolvers: Resolvers = {
  Query: {
    orders: (_parent, args, context) => listOrders(context, args.filter, args),
    order: (_parent, args, context) => notFoundWhenRefused(readOrder(context, Number(id('id', args.id)))),
  },
  Mutation: {
    createCheckout: async (_parent, args, context) => {
      const source = await checkoutSource(context, 'source', args.source);
      const { data: draft } = await explainRefusal(
        () => context.legacy.write('orderMerCreate', draftParams(source)),
        () =>
          source.kind === 'product'
            ? stockBelowChoice(context, 'source.product.quantity', source.product, { withBag: false })
            : stockBelowLines(context, 'source.cartItemIds'),
      );
      if (source.kind === 'cart') return draft;
      // The legacy API gives a line bought now a hidden cart row of its own (the original app
      // submits it); it is no line of the buyer's bag, and the gateway submits the product.
      return { ...draft, product: draft.product.map((line) => ({ ...line, cart_id: 0 })) };
    },
    submitCheckout: async (_parent, args, context) => {
      const chuId = requiredText('checkoutId', args.checkoutId, 64);
      const addressId = Number(id('addressId', args.addressId));
      const source = await checkoutSource(context, 'source', args.source);
      return submitCheckout(context, chuId, addressId, source);
    },
    payCheckout: (_parent, args, context) => {
      const outTradeNo = requiredText('paymentReference', args.paymentReference, 64);
      const total = nonNegativeMoney('total', args.total);
      const code = paymentCode('paymentCode', args.paymentCode);
      return payWithCode(context, code, { kind: 'checkout', outTradeNo, total });
    },
    payOrder: (_parent, args, context) => {
      const orderId = Number(id('orderId', args.orderId));
      const code = paymentCode('paymentCode', args.paymentCode);
      return payWithCode(context, code, { kind: 'order', orderId });
    },
    cancelOrder: async (_parent, args, context) => {
      const orderId = Number(id('orderId', args.orderId));
      await context.legacy.write('orderCancel', { order_id: orderId });
      return readOrder(context, orderId);
    },
    confirmReceipt: async (_parent, args, context) => {
      const orderId = Number(id('orderId', args.orderId));
      await context.legacy.write('orderReceived', { order_id: orderId });
      return readOrder(context, orderId);
    },
    deleteOrder: async (_parent, args, { legacy }) => {
      const orderId = Number(id('orderId', args.orderId));
      const { msg } = await legacy.write('orderDelete', { order_id: orderId });
      return { ok: true, message: msg };
    },
    requestRefund: (_parent, { input }, context) => sendRefund(context, input),
    reviewProduct: (_parent, { input }, context) => sendReview(context, input),
  },
  PaymentResult: {
    message: (result) => result.message,
    // Read after the payment, so it carries the new balance and order counters.
    user: (_result, _args, { legacy }) => legacy.read('getUserInfo'),
  },
  SubmittedCheckout: {
    paymentReference: (submitted) => submitted.paymentReference,
    total: (submitted) => submitted.total,
  },
  ...orderFieldResolvers,
  ...checkoutFieldResolvers,
};
