import { badInput, InputRule } from '../errors.ts';
import type { GatewayContext } from '../context.ts';
import type { ReviewInput } from '../generated/resolvers.ts';
import type { OrderDetail } from './calls.ts';
import { halfStars, id, requiredText } from '../validation/rules.ts';
import { readOrder } from './orderFields.ts';

/** Limits of the legacy comment call. */
const MAX_REVIEW_LENGTH = 1000;
const MAX_REVIEW_PICS = 9;

/** Checks a review (scores 1–5 in half stars, text not empty) and sends it; answers the order as it is now. */
export async function sendReview(context: GatewayContext, input: ReviewInput): Promise<OrderDetail> {
  const orderId = Number(id('input.orderId', input.orderId));
  const productId = Number(id('input.productId', input.productId));
  const productScore = halfStars('input.productScore', input.productScore, 1, 5);
  const serviceScore = halfStars('input.serviceScore', input.serviceScore, 1, 5);
  const postageScore = halfStars('input.postageScore', input.postageScore, 1, 5);
  // The spec's "Review content cannot be empty".
  if ((input.text ?? '').trim() === '')
    throw badInput('input.text', 'Review content cannot be empty', InputRule.required);
  const comment = requiredText('input.text', input.text, MAX_REVIEW_LENGTH);
  const pics = input.pics ?? [];
  if (pics.length > MAX_REVIEW_PICS)
    throw badInput('input.pics', `At most ${MAX_REVIEW_PICS} photos can be sent`, InputRule.maxItems, {
      limit: MAX_REVIEW_PICS,
    });
  const upstreamPics = pics.map((url, index) =>
    context.images.toUpstream(requiredText(`input.pics.${index}`, url, 1000)),
  );
  await context.legacy.write('orderComment', {
    order_id: orderId,
    product_id: productId,
    product_score: productScore,
    service_score: serviceScore,
    postage_score: postageScore,
    comment,
    ...(upstreamPics.length > 0 ? { pics: upstreamPics.join(',') } : {}),
  });
  return readOrder(context, orderId);
}
