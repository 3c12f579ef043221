import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import type { Order, OrderDetail } from './calls.ts';
import { splitSpec } from '../catalog/specValues.ts';

/** Legacy order statuses the `can*` flags depend on. */
const WAITING_FOR_PAYMENT = 0;
const DELIVERED = 2;
const RECEIVED = 3;
const PAID_STATUSES: ReadonlySet<number> = new Set([1, 2, 3, 4]);
const NO_REFUND = 0;

/**
 * The order detail of an order: the parent itself when it is one, else one
 * orderDetail read (the loader makes it once per order per request, however many
 * detail fields a list asks for).
 */
function loadDetail(order: Order, { legacy }: GatewayContext): Promise<OrderDetail> {
  if ('products' in order) return Promise.resolve(order);
  return legacy.read('orderDetail', { order_id: order.order_id });
}

/** Reads one order's detail as the buyer sees it now. */
export function readOrder({ legacy }: GatewayContext, orderId: number): Promise<OrderDetail> {
  return legacy.read('orderDetail', { order_id: orderId });
}

/** Field resolvers of Order and the types under it (legacy snake_case → client shape). */
export const orderFieldResolvers: Resolvers = {
  Order: {
    id: (order) => String(order.order_id),
    orderNo: (order) => order.order_sn,
    status: (order) => order.status,
    refundStatus: (order) => order.refund_status,
    itemCount: (order) =>
      'total_num' in order ? order.total_num : order.products.reduce((sum, line) => sum + line.product_num, 0),
    total: (order) => order.total_price,
    createdAt: (order) => order.createtime,
    previews: (order) =>
      'product' in order ? order.product : order.products.map(({ image, title }) => ({ image, title })),
    items: async (order, _args, context) => (await loadDetail(order, context)).products,
    freight: async (order, _args, context) => (await loadDetail(order, context)).delivery_price,
    recipientName: async (order, _args, context) => (await loadDetail(order, context)).real_name,
    recipientPhone: async (order, _args, context) => (await loadDetail(order, context)).user_phone,
    shippingAddress: async (order, _args, context) => (await loadDetail(order, context)).user_address,
    trackingNumber: async (order, _args, context) => (await loadDetail(order, context)).delivery_id,
    logistics: async (order, _args, context) => (await loadDetail(order, context)).delivery,
    canPay: (order) => order.status === WAITING_FOR_PAYMENT,
    canCancel: (order) => order.status === WAITING_FOR_PAYMENT,
    canConfirmReceipt: (order) => order.status === DELIVERED,
    canRequestRefund: (order) => PAID_STATUSES.has(order.status) && order.refund_status === NO_REFUND,
    // Only a received order can be reviewed. The legacy API completes an order (status 4) once
    // its last line is reviewed, so a received order in a list still has a line to review: no
    // detail call per order. A detail says it line by line.
    canReview: (order) =>
      order.status === RECEIVED && ('products' in order ? order.products.some((line) => !line.is_reply) : true),
  },
  OrderItem: {
    id: (line) => String(line.order_product_id),
    productId: (line) => String(line.product_id),
    shopId: (line) => String(line.mer_id),
    image: (line, _args, { images }) => images.one(line.image),
    title: (line) => line.title,
    price: (line) => line.product_price,
    specValues: (line) => splitSpec(line.spec),
    quantity: (line) => line.product_num,
    total: (line) => line.total_price,
    reviewed: (line) => line.is_reply,
  },
  OrderPreview: {
    image: (preview, _args, { images }) => images.one(preview.image),
    title: (preview) => preview.title,
  },
  LogisticsEvent: {
    trackingNumber: (event) => event.delivery_no,
    description: (event) => event.mark,
    time: (event) => event.updatetime,
  },
};
