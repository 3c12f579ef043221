/**
 * After-sale: the refund application (/refund/:id/:sn/:product_ids/:amount: every
 * field validated before sending, the amount rules in integer cents, proof upload,
 * the server's refusal of a repeat) and the review of an order's products
 * (/comment?order=…: scores, text not empty, photos, back to the order at the end).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type {
  CommentOrderQuery as CommentOrderResult,
  OrderCard_OrderFragment,
  RefundOrderQuery as RefundOrderResult,
  RequestRefundMutationVariables,
  ReviewProductMutationVariables,
} from '../../client/src/gql/graphql.ts';
import CommentScreen from '../../client/src/screens/aftersale/comment/CommentScreen.tsx';
import {
  CommentOrderQuery,
  RefundOrderQuery,
  RequestRefundMutation,
  ReviewProductMutation,
} from '../../client/src/screens/aftersale/operations.ts';
import RefundScreen from '../../client/src/screens/aftersale/refund/RefundScreen.tsx';
import { refundAmountError, routeAmount, routeItemIds } from '../../client/src/screens/aftersale/refundRules.ts';
import { gqlError, typed } from './support/handlers.ts';
import { findToast, renderScreen, type Rendered } from './support/renderApp.tsx';

const TOKEN = 'T-aftersale';
const ALREADY = 'You have already submitted a refund request';

type RefundOrder = RefundOrderResult['order'];
type CommentOrder = CommentOrderResult['order'];

function aCard(id: string, overrides: Partial<OrderCard_OrderFragment> = {}): OrderCard_OrderFragment {
  return typed('Order', {
    id,
    orderNo: 'SN20240021',
    status: 'DELIVERED',
    refundStatus: 'IN_PROGRESS',
    itemCount: 3,
    total: '47.97',
    createdAt: '2024-05-01T10:30:00.000Z',
    previews: [],
    canPay: false,
    canCancel: false,
    canConfirmReceipt: false,
    canRequestRefund: false,
    canReview: false,
    ...overrides,
  });
}

function refundOrder(overrides: Partial<RefundOrder> = {}): RefundOrder {
  return typed('Order', {
    id: '21',
    orderNo: 'SN20240021',
    status: 'DELIVERED',
    refundStatus: 'NONE',
    total: '47.97',
    items: [
      typed('OrderItem', {
        id: '31',
        image: 'http://img.test/mouse.jpg',
        title: 'Vertical Mouse',
        specValues: ['Grey'],
        price: '20.99',
        quantity: 2,
        total: '41.98',
      }),
      typed('OrderItem', {
        id: '32',
        image: 'http://img.test/pad.jpg',
        title: 'Mouse Pad',
        specValues: [],
        price: '5.99',
        quantity: 1,
        total: '5.99',
      }),
    ],
    ...overrides,
  });
}

const PNG = () => new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });

function uploadAnswer(url = 'http://localhost/uploads/proof.png') {
  return http.post('*/upload', ({ request }) => {
    expect(request.headers.get('token')).toBe(TOKEN);
    return HttpResponse.json({ url });
  });
}

async function openRefund(
  path = '/refund/21/SN20240021/31,32/47.97',
  order: RefundOrder = refundOrder(),
  handlers: Parameters<typeof renderScreen>[1]['handlers'] = [],
): Promise<Rendered> {
  const view = await renderScreen(<RefundScreen />, {
    path,
    route: '/refund/:id?/:sn?/:product_ids?/:amount?',
    token: TOKEN,
    handlers: [graphql.query(RefundOrderQuery, () => HttpResponse.json({ data: { order } })), ...(handlers ?? [])],
  });
  await view.findByTestId('refund-submit');
  return view;
}

const formErrors = () =>
  [...document.querySelectorAll('.adm-form-item-feedback-error')].map((node) => node.textContent ?? '');

async function submitAndReadErrors(view: Rendered, testId: string): Promise<string[]> {
  await view.user.click(view.getByTestId(testId));
  await waitFor(() => expect(formErrors().length).toBeGreaterThan(0));
  return formErrors();
}

const amountInput = (view: Rendered) => view.getByRole('textbox', { name: /Refund amount/ }) as HTMLInputElement;
const explanationInput = (view: Rendered) => view.getByRole('textbox', { name: /Explanation/ }) as HTMLTextAreaElement;

async function setAmount(view: Rendered, text: string): Promise<void> {
  await view.user.clear(amountInput(view));
  if (text) await view.user.type(amountInput(view), text);
}

async function uploadProof(): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('.image-upload-field input[type="file"]')!;
  fireEvent.change(input, { target: { files: [PNG()] } });
  await screen.findByRole('img', { name: 'Picture 1' });
}

describe('refund amount rules, in integer cents', () => {
  test('required, a correct amount, not negative, above zero, not above what was paid', () => {
    expect(refundAmountError('', '47.97')).toBe('common:validation.amountRequired');
    expect(refundAmountError('  ', '47.97')).toBe('common:validation.amountRequired');
    expect(refundAmountError('-', '47.97')).toBe('common:validation.amountRequired');
    expect(refundAmountError('1.234', '47.97')).toBe('common:validation.amountInvalid');
    expect(refundAmountError('-0.01', '47.97')).toBe('common:validation.amountNegative');
    expect(refundAmountError('0', '47.97')).toBe('common:validation.amountPositive');
    expect(refundAmountError('47.98', '47.97')).toBe('aftersale:validation.amountAbovePaid');
    expect(refundAmountError('47.97', '47.97')).toBeNull();
    // 0.1 + 0.2 > 0.3 in floats; in cents it is exactly what was paid.
    expect(refundAmountError('0.3', '0.30')).toBeNull();
    expect(refundAmountError('.5', '47.97')).toBeNull();
  });

  test('the route prefills a correct amount and names existing order lines, else all', () => {
    expect(routeAmount('47.97')).toBe('47.97');
    expect(routeAmount('abc')).toBeUndefined();
    expect(routeAmount(undefined)).toBeUndefined();
    expect(routeItemIds('31', ['31', '32'])).toEqual(['31']);
    expect(routeItemIds('all', ['31', '32'])).toEqual(['31', '32']);
    expect(routeItemIds('99,x', ['31', '32'])).toEqual(['31', '32']);
    expect(routeItemIds(undefined, ['31'])).toEqual(['31']);
  });
});

describe('/refund', () => {
  test('prefills the amount from the route and shows the order lines', async () => {
    const view = await openRefund();
    expect(amountInput(view).value).toBe('47.97');
    expect(view.container.textContent).toContain('Order SN20240021');
    expect(view.getByTestId('refund-item-31').textContent).toContain('Vertical Mouse');
    expect(view.getByTestId('refund-item-32').textContent).toContain('Mouse Pad');
    // Each line shows its unit price times the quantity, not its total times the quantity.
    const mouse = view
      .getByTestId('refund-item-31')
      .querySelector('.refund-item-meta')
      ?.textContent?.replace(/\s+/g, ' ');
    expect(mouse).toMatch(/\$20\.99 × 2$/);
    expect(mouse).not.toContain('41.98');
    expect(view.container.textContent).toContain('At most $47.97, what you paid');
    // A delivered order's goods are taken as received.
    expect(view.getByText('Received').closest('.adm-selector-item')?.className).toContain('adm-selector-item-active');
    expect(view.getByText('Refund only').closest('.adm-selector-item')?.className).toContain(
      'adm-selector-item-active',
    );
  });

  test('reason, explanation and proof are required: nothing is sent without them', async () => {
    let sent = 0;
    const view = await openRefund(undefined, undefined, [
      graphql.mutation(RequestRefundMutation, () => {
        sent += 1;
        return HttpResponse.json(gqlError('INTERNAL_SERVER_ERROR'));
      }),
    ]);
    const errors = await submitAndReadErrors(view, 'refund-submit');
    expect(errors).toEqual(['Please choose a reason', 'Please explain the problem', 'Please upload a proof']);
    expect(sent).toBe(0);
  });

  test('the amount is required, not negative and not above what was paid', async () => {
    const view = await openRefund();
    await setAmount(view, '');
    expect(await submitAndReadErrors(view, 'refund-submit')).toContain('Please enter an amount');

    await setAmount(view, '-5');
    expect(amountInput(view).value).toBe('-5');
    await waitFor(() => expect(formErrors()).toContain('The amount cannot be negative'));

    await setAmount(view, '47.98');
    await waitFor(() => expect(formErrors()).toContain('The amount cannot be more than what you paid ($47.97)'));

    // The numeric-input helper keeps digits and one dot only.
    await setAmount(view, '1a2.5.09');
    expect(amountInput(view).value).toBe('12.50');
    await waitFor(() => expect(formErrors().filter((text) => text.includes('amount'))).toEqual([]));
  });

  test('the proof is still required once everything else is filled in', async () => {
    const view = await openRefund();
    await view.user.click(view.getByText('Not as described'));
    await view.user.type(explanationInput(view), 'The colour is wrong');
    expect(await submitAndReadErrors(view, 'refund-submit')).toEqual(['Please upload a proof']);
  });

  test('uploads the proof, sends the application and opens the order', async () => {
    let variables: RequestRefundMutationVariables | undefined;
    const view = await openRefund('/refund/21/SN20240021/31/41.98', undefined, [
      uploadAnswer(),
      graphql.mutation(RequestRefundMutation, ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({ data: { requestRefund: aCard('21') } });
      }),
    ]);
    await view.user.click(view.getByText('Return and refund'));
    await view.user.click(view.getByText('Damaged or defective'));
    await view.user.type(explanationInput(view), '  The screen is cracked  ');
    await uploadProof();
    await view.user.click(view.getByTestId('refund-submit'));
    await findToast('Application successful');
    await view.waitForPath('/orderInfo/21');
    expect(variables?.input).toEqual({
      orderId: '21',
      type: 'RETURN_AND_REFUND',
      productReceipt: 'RECEIVED',
      amount: '41.98',
      reason: 'Damaged or defective',
      explanation: 'The screen is cracked',
      proofImages: ['http://localhost/uploads/proof.png'],
      orderItemIds: ['31'],
    });
  });

  test("a repeat shows the server's message and keeps what was typed", async () => {
    const view = await openRefund(undefined, refundOrder({ refundStatus: 'IN_PROGRESS' }), [
      uploadAnswer(),
      graphql.mutation(RequestRefundMutation, () => HttpResponse.json(gqlError('UPSTREAM_REJECTED', ALREADY))),
    ]);
    expect(view.getByTestId('refund-status-notice').textContent).toContain('already being reviewed');
    await view.user.click(view.getByText('Not as described'));
    await view.user.type(explanationInput(view), 'Still broken');
    await uploadProof();
    await view.user.click(view.getByTestId('refund-submit'));
    await findToast(ALREADY);
    expect((await view.findByTestId('refund-refusal')).textContent).toContain(ALREADY);
    expect(view.path()).toBe('/refund/21/SN20240021/31,32/47.97');
    expect(explanationInput(view).value).toBe('Still broken');
    expect(amountInput(view).value).toBe('47.97');
  });

  test('sends every line unnamed when all are chosen, and at least one line is required', async () => {
    let variables: RequestRefundMutationVariables | undefined;
    const view = await openRefund('/refund/21/SN20240021/all/47.97', undefined, [
      uploadAnswer(),
      graphql.mutation(RequestRefundMutation, ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({ data: { requestRefund: aCard('21') } });
      }),
    ]);
    await view.user.click(within(view.getByTestId('refund-item-31')).getByText('Vertical Mouse'));
    await view.user.click(within(view.getByTestId('refund-item-32')).getByText('Mouse Pad'));
    expect(await submitAndReadErrors(view, 'refund-submit')).toContain('Please choose the products to refund');
    await view.user.click(within(view.getByTestId('refund-item-31')).getByText('Vertical Mouse'));
    await view.user.click(within(view.getByTestId('refund-item-32')).getByText('Mouse Pad'));
    await view.user.click(view.getByText('Other'));
    await view.user.type(explanationInput(view), 'Wrong size');
    await uploadProof();
    await view.user.click(view.getByTestId('refund-submit'));
    await findToast('Application successful');
    expect(variables?.input.orderItemIds).toBeUndefined();
    expect(variables?.input.amount).toBe('47.97');
  });
});

function commentOrder(
  items: Array<Partial<CommentOrder['items'][number]> & { id: string; productId: string }>,
): CommentOrder {
  return typed('Order', {
    id: '21',
    orderNo: 'SN20240021',
    status: 'RECEIVED',
    items: items.map((item) =>
      typed('OrderItem', {
        shopId: '1',
        image: `http://img.test/${item.productId}.jpg`,
        title: `Product ${item.productId}`,
        specValues: [],
        reviewed: false,
        ...item,
      }),
    ),
  });
}

function reviewAnswer(order: CommentOrder, reviewedIds: string[]) {
  return {
    ...aCard(order.id, {
      status: reviewedIds.length === order.items.length ? 'COMPLETED' : 'RECEIVED',
      refundStatus: 'NONE',
    }),
    items: order.items.map((item) =>
      typed('OrderItem', { id: item.id, reviewed: item.reviewed || reviewedIds.includes(item.id) }),
    ),
  };
}

describe('/comment', () => {
  test('the review text cannot be empty: nothing is sent', async () => {
    let sent = 0;
    const order = commentOrder([{ id: '31', productId: '5' }]);
    const view = await renderScreen(<CommentScreen />, {
      path: '/comment?order=21',
      route: '/comment',
      token: TOKEN,
      handlers: [
        graphql.query(CommentOrderQuery, () => HttpResponse.json({ data: { order } })),
        graphql.mutation(ReviewProductMutation, () => {
          sent += 1;
          return HttpResponse.json(gqlError('INTERNAL_SERVER_ERROR'));
        }),
      ],
    });
    await view.findByTestId('review-5');
    await view.user.type(view.getByRole('textbox', { name: /Your review/ }), '   ');
    expect(await submitAndReadErrors(view, 'review-submit-5')).toEqual(['The review content cannot be empty']);
    expect(sent).toBe(0);
  });

  test('reviews each unreviewed product with scores, text and photos; the last one opens the order', async () => {
    const sent: ReviewProductMutationVariables[] = [];
    const order = commentOrder([
      { id: '31', productId: '5' },
      { id: '32', productId: '6' },
      { id: '33', productId: '7', reviewed: true },
    ]);
    const view = await renderScreen(<CommentScreen />, {
      path: '/comment?order=21',
      route: '/comment',
      token: TOKEN,
      handlers: [
        uploadAnswer('http://localhost/uploads/photo.png'),
        graphql.query(CommentOrderQuery, () => HttpResponse.json({ data: { order } })),
        graphql.mutation(ReviewProductMutation, ({ variables }) => {
          sent.push(variables);
          const reviewed = sent.map((review) => (review.input.productId === '5' ? '31' : '32'));
          return HttpResponse.json({ data: { reviewProduct: reviewAnswer(order, reviewed) } });
        }),
      ],
    });
    const first = await view.findByTestId('review-5');
    expect(view.getByTestId('review-6')).toBeTruthy();
    expect(view.queryByTestId('review-7')).toBeNull();

    // Three and a half stars for the service of the first product (the star widget takes
    // halves): the Rate reads where it was pressed along its width, which happy-dom does
    // not lay out, so the box is given here. 70% of the width is in the fourth star's first half.
    const service = within(first).getByTestId('score-serviceScore');
    service.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 20 });
    await view.user.pointer([
      { keys: '[MouseLeft>]', target: service, coords: { clientX: 70, clientY: 10 } },
      { keys: '[/MouseLeft]', target: service, coords: { clientX: 70, clientY: 10 } },
    ]);
    await view.user.type(within(first).getByRole('textbox', { name: /Your review/ }), ' Comfortable and quiet ');
    fireEvent.change(first.querySelector('.image-upload-field input[type="file"]')!, { target: { files: [PNG()] } });
    await screen.findByRole('img', { name: 'Picture 1' });
    await view.user.click(view.getByTestId('review-submit-5'));
    await findToast('Thank you for your review');
    await waitFor(() => expect(view.queryByTestId('review-5')).toBeNull());
    expect(view.path()).toBe('/comment?order=21');
    expect(sent[0]?.input).toEqual({
      orderId: '21',
      productId: '5',
      productScore: 5,
      serviceScore: 3.5,
      postageScore: 5,
      text: 'Comfortable and quiet',
      pics: ['http://localhost/uploads/photo.png'],
    });

    await view.user.type(
      within(view.getByTestId('review-6')).getByRole('textbox', { name: /Your review/ }),
      'Good pad',
    );
    await view.user.click(view.getByTestId('review-submit-6'));
    await view.waitForPath('/orderInfo/21');
    expect(sent[1]?.input).toMatchObject({ productId: '6', text: 'Good pad', pics: [] });
  });

  test('an order with every product reviewed says so', async () => {
    const order = commentOrder([{ id: '31', productId: '5', reviewed: true }]);
    const view = await renderScreen(<CommentScreen />, {
      path: '/comment?order=21',
      route: '/comment',
      token: TOKEN,
      handlers: [graphql.query(CommentOrderQuery, () => HttpResponse.json({ data: { order } }))],
    });
    expect(await view.findByText('Every product of this order has been reviewed')).toBeTruthy();
    await view.user.click(view.getByRole('button', { name: 'View order' }));
    await view.waitForPath('/orderInfo/21');
  });
});

describe('a photo that did not upload is never sent as if it had', () => {
  /** The dialog asking what to do, once its opening animation lets taps through. */
  async function findDialog(text: string): Promise<HTMLElement> {
    return waitFor(() => {
      const body = document.querySelector<HTMLElement>('.adm-dialog-body');
      expect(body?.textContent).toContain(text);
      for (let node: HTMLElement | null = body; node; node = node.parentElement) {
        expect(node.style.pointerEvents).not.toBe('none');
      }
      return body!.closest('.adm-dialog') as HTMLElement;
    });
  }

  /** POST /upload failing the first `failures` times (the legacy API timing out), then storing. */
  function flakyUpload(failures: number, url = 'http://localhost/uploads/photo.png') {
    let calls = 0;
    return http.post('*/upload', () => {
      calls += 1;
      return calls <= failures
        ? HttpResponse.json({ error: { code: 'UPSTREAM_TIMEOUT', message: 'timeout' } }, { status: 504 })
        : HttpResponse.json({ url });
    });
  }

  async function reviewWithFailedPhoto(handlers: Parameters<typeof renderScreen>[1]['handlers']) {
    const order = commentOrder([{ id: '31', productId: '5' }]);
    const view = await renderScreen(<CommentScreen />, {
      path: '/comment?order=21',
      route: '/comment',
      token: TOKEN,
      handlers: [graphql.query(CommentOrderQuery, () => HttpResponse.json({ data: { order } })), ...(handlers ?? [])],
    });
    const card = await view.findByTestId('review-5');
    await view.user.type(within(card).getByRole('textbox', { name: /Your review/ }), 'Quiet and light');
    fireEvent.change(card.querySelector('.image-upload-field input[type="file"]')!, { target: { files: [PNG()] } });
    await within(card).findByRole('alert');
    return view;
  }

  function reviews(sent: ReviewProductMutationVariables[]) {
    const order = commentOrder([{ id: '31', productId: '5' }]);
    return graphql.mutation(ReviewProductMutation, ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: { reviewProduct: reviewAnswer(order, ['31']) } });
    });
  }

  test('a review asks first: the retry sends the photo again, and the review goes with it', async () => {
    const sent: ReviewProductMutationVariables[] = [];
    const view = await reviewWithFailedPhoto([flakyUpload(1), reviews(sent)]);
    await view.user.click(view.getByTestId('review-submit-5'));
    const dialog = await findDialog('A photo did not upload. Try again, or send without it?');
    expect(dialog.textContent).toContain('Photo not uploaded');
    expect(sent).toEqual([]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('img', { name: 'Picture 1' });
    expect(sent).toEqual([]);
    await view.user.click(view.getByTestId('review-submit-5'));
    await view.waitForPath('/orderInfo/21');
    expect(sent.map((review) => review.input.pics)).toEqual([['http://localhost/uploads/photo.png']]);
  });

  test('a review may go without the photo, once the shopper chooses so', async () => {
    const sent: ReviewProductMutationVariables[] = [];
    const view = await reviewWithFailedPhoto([flakyUpload(9), reviews(sent)]);
    await view.user.click(view.getByTestId('review-submit-5'));
    const dialog = await findDialog('Try again, or send without it?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.adm-dialog-body')).toBeNull());
    expect(sent).toEqual([]);

    await view.user.click(view.getByTestId('review-submit-5'));
    const asked = await findDialog('Try again, or send without it?');
    await view.user.click(within(asked).getByRole('button', { name: 'Send without it' }));
    await view.waitForPath('/orderInfo/21');
    expect(sent.map((review) => review.input.pics)).toEqual([[]]);
  });

  test('a refund is not sent with a proof photo missing: retry it or remove it, no "send without"', async () => {
    let sent = 0;
    let calls = 0;
    const view = await openRefund(undefined, undefined, [
      http.post('*/upload', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ url: 'http://localhost/uploads/proof.png' })
          : HttpResponse.json({ error: { code: 'UPSTREAM_TIMEOUT', message: 'timeout' } }, { status: 504 });
      }),
      graphql.mutation(RequestRefundMutation, () => {
        sent += 1;
        return HttpResponse.json({ data: { requestRefund: aCard('21') } });
      }),
    ]);
    await view.user.click(view.getByText('Not as described'));
    await view.user.type(explanationInput(view), 'The colour is wrong');
    await uploadProof();
    fireEvent.change(document.querySelector('.image-upload-field input[type="file"]')!, { target: { files: [PNG()] } });
    await screen.findByRole('alert');

    await view.user.click(view.getByTestId('refund-submit'));
    const dialog = await findDialog('A photo did not upload. Try again, or remove it before sending.');
    expect(within(dialog).queryByRole('button', { name: 'Send without it' })).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toBe(0);

    // Only the proof that failed alone: the field is empty, so the form says the proof is required.
    const uploaded = document.querySelector<HTMLElement>('[data-status="done"]')!;
    await view.user.click(within(uploaded).getByRole('button', { name: 'Remove picture' }));
    await view.user.click(view.getByTestId('refund-submit'));
    await waitFor(() => expect(formErrors()).toEqual(['Please upload a proof']));
    expect(sent).toBe(0);
  });
});
