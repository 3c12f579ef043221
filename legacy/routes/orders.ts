import { Router } from 'express';
import { z } from 'zod';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { id, paging, text } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { checkoutRoutes } from '../orders/checkout.ts';
import { amount, choice, ids, imageListText, parseImageList, score } from '../orders/fields.ts';
import { lifecycle } from '../orders/lifecycle.ts';
import { payments } from '../orders/payment.ts';
import { refunds, type RefundRequest } from '../orders/refund.ts';
import { reviews, type ReviewRequest } from '../orders/review.ts';
import { orderViews, STATUS_FILTERS } from '../orders/serialize.ts';

const orderIdSchema = z.object({ order_id: id() });

const statusSchema = z.object({
  ...paging,
  status: z.preprocess(
    (value) => (value === undefined || value === '' ? 'all' : typeof value === 'number' ? String(value) : value),
    z.enum(STATUS_FILTERS, { error: 'orderStatusInvalid' }),
  ),
});

const MAX_PROOF_IMAGES = 9;

/** The proof images of a refund or review, or the error naming their field (`images`, `pics`). */
function proofImages(value: string, field: string): string[] {
  return parseImageList(value, MAX_PROOF_IMAGES) ?? fail('orderImagesInvalid', { field, max: MAX_PROOF_IMAGES });
}

const refundSchema = z.object({
  order_id: id(),
  sn: text(64),
  amount: amount(),
  service_type: choice(),
  receiving_status: choice(),
  reason_type: text(100),
  refund_explain: text(500),
  images: imageListText(MAX_PROOF_IMAGES),
  order_product_id: ids(),
});

const commentSchema = z.object({
  order_id: id(),
  product_id: id(),
  product_score: score(),
  service_score: score(),
  postage_score: score(),
  comment: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: 'invalidParam' }).trim().min(1, 'reviewEmpty').max(1000, 'reviewTooLong'),
  ),
  pics: imageListText(MAX_PROOF_IMAGES),
});

/** Checkout (merCreate, merSubmit), payment, the order list and detail, and the buyer's order actions. */
export function orderRoutes(deps: AppDeps, auth: Auth): Router {
  const { db, clock } = deps;
  const { requireUser } = auth;
  const router = Router();
  router.use(checkoutRoutes(deps, auth));
  const pay = payments(db);
  const views = orderViews(db, deps.timeZone);
  const states = lifecycle(db);
  const requestRefund = refunds(db);
  const review = reviews(db);

  router.post('/api/order/merPay', requireUser, (req, res) => {
    const params = input(req, z.object({ out_trade_no: text(64), total_price: amount() }));
    pay.payTrade(currentUser(req), params.out_trade_no, params.total_price, clock.now());
    ok(req, res, null, 'orderPaid');
  });

  router.post('/api/user/pay', requireUser, (req, res) => {
    const { order_id: orderId } = input(req, orderIdSchema);
    pay.payOrder(currentUser(req), orderId, clock.now());
    ok(req, res, null, 'orderPaid');
  });

  router.get('/api/user/order_list', requireUser, (req, res) => {
    const { status, page, limit } = input(req, statusSchema);
    ok(req, res, views.list(currentUser(req).id, status, { page, limit }));
  });

  router.get('/api/order/detail', requireUser, (req, res) => {
    const { order_id: orderId } = input(req, orderIdSchema);
    ok(req, res, views.detail(currentUser(req).id, orderId, req.lang));
  });

  router.post('/api/order/cancel', requireUser, (req, res) => {
    const { order_id: orderId } = input(req, orderIdSchema);
    states.cancel(currentUser(req).id, orderId);
    ok(req, res, null, 'orderCancelled');
  });

  router.post('/api/order/received', requireUser, (req, res) => {
    const { order_id: orderId } = input(req, orderIdSchema);
    states.received(currentUser(req).id, orderId, clock.now());
    ok(req, res, null, 'orderReceived');
  });

  router.post('/api/order/delete', requireUser, (req, res) => {
    const { order_id: orderId } = input(req, orderIdSchema);
    states.remove(currentUser(req).id, orderId);
    ok(req, res, null, 'orderDeleted');
  });

  router.post('/api/order/refund', requireUser, (req, res) => {
    const params = input(req, refundSchema);
    const request: RefundRequest = {
      orderId: params.order_id,
      sn: params.sn,
      amountCents: params.amount,
      serviceType: params.service_type,
      receivingStatus: params.receiving_status,
      reasonType: params.reason_type,
      refundExplain: params.refund_explain,
      images: proofImages(params.images, 'images'),
      orderProductIds: params.order_product_id,
    };
    requestRefund(currentUser(req).id, request, clock.now());
    ok(req, res, null, 'refundApplied');
  });

  router.post('/api/order/comment', requireUser, (req, res) => {
    const params = input(req, commentSchema);
    const request: ReviewRequest = {
      orderId: params.order_id,
      productId: params.product_id,
      productScore: params.product_score,
      serviceScore: params.service_score,
      postageScore: params.postage_score,
      comment: params.comment,
      pics: proofImages(params.pics, 'pics'),
    };
    review(currentUser(req).id, request, clock.now());
    ok(req, res, null, 'reviewed');
  });

  return router;
}
