import { badInput, InputRule } from '../errors.ts';
import type { GatewayContext } from '../context.ts';
import type { RefundInput } from '../generated/resolvers.ts';
import { explainRefusal } from '../graphql/refusals.ts';
import type { OrderDetail } from './calls.ts';
import { id, ids, nonNegativeMoney, requiredText } from '../validation/rules.ts';
import { readOrder } from './orderFields.ts';

/** The legacy API takes 1 to 9 proof images. */
const MAX_PROOF_IMAGES = 9;

const SERVICE_TYPE = { REFUND_ONLY: 0, RETURN_AND_REFUND: 1 } as const;
const RECEIVING_STATUS = { NOT_RECEIVED: 0, RECEIVED: 1 } as const;

/** A refund application checked field by field; the order's own facts are added when sending it. */
interface CheckedRefund {
  orderId: number;
  amount: string;
  serviceType: 0 | 1;
  receivingStatus: 0 | 1;
  reason: string;
  explanation: string;
  proofImages: string[];
  orderItemIds: string[] | undefined;
}

/**
 * The spec's refund rules (amount required and not negative; reason, explanation and
 * proof required). Whether the amount exceeds what was paid is the upstream's call.
 */
function checkRefund(input: RefundInput, { images }: GatewayContext): CheckedRefund {
  const orderId = Number(id('input.orderId', input.orderId));
  const amount = nonNegativeMoney('input.amount', input.amount);
  const reason = requiredText('input.reason', input.reason, 100);
  const explanation = requiredText('input.explanation', input.explanation, 500);
  if (input.proofImages.length === 0)
    throw badInput('input.proofImages', 'Please upload at least one image as proof', InputRule.minItems, { limit: 1 });
  if (input.proofImages.length > MAX_PROOF_IMAGES) {
    throw badInput('input.proofImages', `At most ${MAX_PROOF_IMAGES} proof images can be sent`, InputRule.maxItems, {
      limit: MAX_PROOF_IMAGES,
    });
  }
  const proofImages = input.proofImages.map((url, index) =>
    images.toUpstream(requiredText(`input.proofImages.${index}`, url, 1000)),
  );
  const orderItemIds =
    input.orderItemIds === null || input.orderItemIds === undefined
      ? undefined
      : ids('input.orderItemIds', input.orderItemIds);
  return {
    orderId,
    amount,
    serviceType: SERVICE_TYPE[input.type],
    receivingStatus: RECEIVING_STATUS[input.productReceipt],
    reason,
    explanation,
    proofImages,
    orderItemIds,
  };
}

/**
 * Checks and sends an application; answers the order as it is now. The legacy call
 * wants the order number and the order lines, which the client need not know: both
 * are read from the order detail (all lines unless the buyer chose some).
 */
export async function sendRefund(context: GatewayContext, input: RefundInput): Promise<OrderDetail> {
  const refund = checkRefund(input, context);
  const order = await readOrder(context, refund.orderId);
  const lines = refund.orderItemIds ?? order.products.map((line) => String(line.order_product_id));
  const params = {
    order_id: refund.orderId,
    sn: order.order_sn,
    amount: refund.amount,
    service_type: refund.serviceType,
    receiving_status: refund.receivingStatus,
    reason_type: refund.reason,
    refund_explain: refund.explanation,
    images: refund.proofImages.join(','),
    order_product_id: lines.join(','),
  };
  // A second application of the same order is refused upstream; the order read after says so.
  await explainRefusal(
    () => context.legacy.write('orderRefund', params),
    async () =>
      (await readOrder(context, refund.orderId)).refund_status !== 0
        ? { field: 'input.orderId', rule: InputRule.alreadyRequested }
        : undefined,
  );
  return readOrder(context, refund.orderId);
}
