/**
 * The order screens: /order and /myPurchases/:status (the status tabs and the
 * gateway filter of each, the cards and their actions, the confirm dialogs,
 * paging, empty and error states) and /orderInfo/:id (banner, recipient,
 * logistics, products, amounts, copying the number, the actions and delete).
 */
import { waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import type { OrderCard_OrderFragment, OrderFilter, OrderInfo_OrderFragment } from '../../client/src/gql/graphql.ts';
import MyPurchasesScreen from '../../client/src/screens/orders/MyPurchasesScreen.tsx';
import OrderInfoScreen from '../../client/src/screens/orders/info/OrderInfoScreen.tsx';
import OrdersScreen from '../../client/src/screens/orders/OrdersScreen.tsx';
import {
  CancelOrderMutation,
  ConfirmReceiptMutation,
  DeleteOrderMutation,
  OrderInfoQuery,
  OrdersQuery,
} from '../../client/src/screens/orders/operations.ts';
import { STATUS_TABS, statusLabel, tabOf } from '../../client/src/screens/orders/statusTabs.ts';
import { gqlError, typed } from './support/handlers.ts';
import { findToast, renderScreen, type Rendered } from './support/renderApp.tsx';

const TOKEN = 'T-orders';
type Card = OrderCard_OrderFragment;
type Detail = OrderInfo_OrderFragment;

const NO_ACTIONS = {
  canPay: false,
  canCancel: false,
  canConfirmReceipt: false,
  canRequestRefund: false,
  canReview: false,
};

function aCard(id: string, overrides: Partial<Card> = {}): Card {
  return typed('Order', {
    id,
    orderNo: `SN2024${id.padStart(4, '0')}`,
    status: 'WAITING_FOR_DELIVERY',
    refundStatus: 'NONE',
    itemCount: 2,
    total: '41.98',
    createdAt: '2024-05-01T10:30:00.000Z',
    previews: [typed('OrderPreview', { image: `http://img.test/${id}.jpg`, title: `Product of ${id}` })],
    ...NO_ACTIONS,
    ...overrides,
  });
}

function page(items: Card[], { hasMore = false, total = items.length } = {}) {
  return { data: { orders: typed('OrderPage', { total, hasMore, items }) } };
}

/** Answers the Orders query per filter (and page), and records what was asked. */
function ordersHandler(answer: (filter: OrderFilter, page: number) => Card[] | { items: Card[]; hasMore: boolean }) {
  const asked: Array<{ filter: OrderFilter; page: number }> = [];
  const handler = graphql.query(OrdersQuery, ({ variables }) => {
    asked.push({ filter: variables.filter, page: variables.page });
    const result = answer(variables.filter, variables.page);
    return HttpResponse.json(Array.isArray(result) ? page(result) : page(result.items, { hasMore: result.hasMore }));
  });
  return { handler, asked };
}

function openList(path: string, handlers: Parameters<typeof renderScreen>[1]['handlers']) {
  const screen = path.startsWith('/order') ? <OrdersScreen /> : <MyPurchasesScreen />;
  const route = path.startsWith('/order') ? '/order' : '/myPurchases/:status?';
  return renderScreen(screen, { path, route, token: TOKEN, handlers });
}

/** The confirmation dialog showing `text`, once its opening animation lets taps through. */
async function findDialog(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const body = document.querySelector<HTMLElement>('.adm-dialog-body');
    expect(body?.textContent).toContain(text);
    for (let node: HTMLElement | null = body; node; node = node.parentElement) {
      expect(node.style.pointerEvents).not.toBe('none');
    }
    return body!;
  });
}

const activeTab = (view: Rendered) => view.container.querySelector('.adm-tabs-tab-active')?.textContent;

describe('status tabs', () => {
  test('every tab of the specification, by its route value, with its gateway filter', () => {
    expect(STATUS_TABS.map((tab) => [tab.status, tab.filter])).toEqual([
      ['all', 'ALL'],
      ['0', 'WAITING_FOR_PAYMENT'],
      ['1', 'WAITING_FOR_DELIVERY'],
      ['2', 'DELIVERED'],
      ['3', 'RECEIVED'],
      ['4', 'COMPLETED'],
      ['-1', 'CANCELLED'],
      ['-2', 'REFUNDED'],
      ['-4', 'AFTER_SALE'],
      ['appDrawBack', 'REFUND_REQUESTED'],
      ['drawBacking', 'REFUND_IN_PROGRESS'],
    ]);
    expect(tabOf(undefined).filter).toBe('ALL');
    expect(tabOf('7').filter).toBe('ALL');
    expect(tabOf('-4').filter).toBe('AFTER_SALE');
  });

  test('a refund under way or refused speaks before the order status', () => {
    expect(statusLabel('DELIVERED', 'NONE')).toBe('delivered');
    expect(statusLabel('WAITING_FOR_DELIVERY', 'IN_PROGRESS')).toBe('refundInProgress');
    expect(statusLabel('RECEIVED', 'REFUSED')).toBe('refundRefused');
    expect(statusLabel('REFUNDED', 'REFUNDED')).toBe('refunded');
  });

  test.each([
    ['/myPurchases/0', 'WAITING_FOR_PAYMENT', 'To pay'],
    ['/myPurchases/2', 'DELIVERED', 'Shipped'],
    ['/myPurchases/-4', 'AFTER_SALE', 'After-sale'],
    ['/myPurchases/appDrawBack', 'REFUND_REQUESTED', 'Refund requests'],
    ['/myPurchases/drawBacking', 'REFUND_IN_PROGRESS', 'Refunding'],
    ['/myPurchases', 'ALL', 'All'],
  ] as const)('%s opens on its tab and asks for %s', async (path, filter, label) => {
    const orders = ordersHandler(() => [aCard('1')]);
    const view = await openList(path, [orders.handler]);
    await view.findByTestId(`orders-${filter}`);
    expect(orders.asked).toEqual([{ filter, page: 1 }]);
    expect(activeTab(view)).toBe(label);
  });

  test('choosing a tab lists its orders', async () => {
    const orders = ordersHandler((filter) =>
      filter === 'COMPLETED' ? [aCard('9', { status: 'COMPLETED' })] : [aCard('1')],
    );
    const view = await openList('/order', [orders.handler]);
    await view.findByTestId('orders-ALL');
    await view.user.click(view.getByText('Completed', { selector: '.adm-tabs-tab' }));
    const list = await view.findByTestId('orders-COMPLETED');
    expect(within(list).getByTestId('order-card-9').textContent).toContain('Completed');
    expect(orders.asked.map((ask) => ask.filter)).toEqual(['ALL', 'COMPLETED']);
    expect(activeTab(view)).toBe('Completed');
  });
});

describe('order list', () => {
  test('a card shows the number, status, pictures, count, total and only the actions allowed', async () => {
    const orders = ordersHandler(() => [
      aCard('1', { status: 'WAITING_FOR_PAYMENT', canPay: true, canCancel: true, itemCount: 3, total: '12.30' }),
      aCard('2', { status: 'DELIVERED', canConfirmReceipt: true, canRequestRefund: true }),
      aCard('3', { status: 'RECEIVED', canReview: true, canRequestRefund: true, itemCount: 1 }),
      aCard('4', { status: 'WAITING_FOR_DELIVERY', refundStatus: 'IN_PROGRESS' }),
    ]);
    const view = await openList('/order', [orders.handler]);
    const unpaid = await view.findByTestId('order-card-1');
    expect(unpaid.textContent).toContain('Order SN20240001');
    expect(unpaid.textContent).toContain('Waiting for payment');
    expect(unpaid.textContent).toContain('3 items');
    expect(unpaid.textContent).toContain('Total $12.30');
    // The picture loads lazily, once it is (reported) visible.
    expect(await within(unpaid).findByRole('img', { name: 'Product of 1' })).toBeTruthy();
    expect(
      within(unpaid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel order', 'Pay now']);
    expect(within(unpaid).getByRole('link').getAttribute('href')).toBe('/orderInfo/1');

    const shipped = view.getByTestId('order-card-2');
    expect(shipped.textContent).toContain('Shipped');
    expect(
      within(shipped)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Refund', 'Confirm receipt']);

    const received = view.getByTestId('order-card-3');
    expect(received.textContent).toContain('1 item');
    expect(
      within(received)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Refund', 'Review']);

    const refunding = view.getByTestId('order-card-4');
    expect(refunding.textContent).toContain('Refund in progress');
    expect(within(refunding).queryAllByRole('button')).toEqual([]);
  });

  test('pay opens the payment of the order with its total', async () => {
    const orders = ordersHandler(() => [aCard('5', { status: 'WAITING_FOR_PAYMENT', canPay: true, total: '20.99' })]);
    const view = await openList('/order', [orders.handler]);
    await view.user.click(await view.findByTestId('order-pay'));
    await view.waitForPath('/payment?order=5&total=20.99');
  });

  test('refund opens the application with the order number and amount; review opens the review', async () => {
    const orders = ordersHandler(() => [
      aCard('6', { status: 'RECEIVED', canRequestRefund: true, canReview: true, total: '41.98' }),
    ]);
    const view = await openList('/order', [orders.handler]);
    await view.user.click(await view.findByTestId('order-refund'));
    await view.waitForPath('/refund/6/SN20240006/all/41.98');

    const again = await openList('/order', [
      ordersHandler(() => [aCard('6', { status: 'RECEIVED', canReview: true })]).handler,
    ]);
    await again.user.click(await again.findByTestId('order-review'));
    await again.waitForPath('/comment?order=6');
  });

  test('cancelling asks first: dismissing the dialog sends nothing', async () => {
    let cancels = 0;
    const orders = ordersHandler(() => [aCard('7', { status: 'WAITING_FOR_PAYMENT', canPay: true, canCancel: true })]);
    const view = await openList('/order', [
      orders.handler,
      graphql.mutation(CancelOrderMutation, () => {
        cancels += 1;
        return HttpResponse.json(gqlError('INTERNAL_SERVER_ERROR'));
      }),
    ]);
    await view.user.click(await view.findByTestId('order-cancel'));
    const dialog = await findDialog('Cancel this order?');
    // Not "Cancel" beside "Cancel order": the way out says what it keeps.
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeDefined();
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(document.querySelector('.adm-dialog-body')).toBeNull());
    expect(cancels).toBe(0);
    expect(view.getByTestId('order-card-7').textContent).toContain('Waiting for payment');
  });

  test('cancelling once confirmed cancels the order and reloads the list', async () => {
    let cancelled = false;
    const orders = ordersHandler(() => [
      cancelled
        ? aCard('7', { status: 'CANCELLED' })
        : aCard('7', { status: 'WAITING_FOR_PAYMENT', canPay: true, canCancel: true }),
    ]);
    const view = await openList('/order', [
      orders.handler,
      graphql.mutation(CancelOrderMutation, ({ variables }) => {
        expect(variables).toEqual({ orderId: '7' });
        cancelled = true;
        return HttpResponse.json({ data: { cancelOrder: aCard('7', { status: 'CANCELLED' }) } });
      }),
    ]);
    await view.user.click(await view.findByTestId('order-cancel'));
    const dialog = await findDialog('Cancel this order?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await findToast('Order cancelled');
    await waitFor(() => expect(view.getByTestId('order-card-7').textContent).toContain('Cancelled'));
    expect(within(view.getByTestId('order-card-7')).queryAllByRole('button')).toEqual([]);
    await waitFor(() =>
      expect(orders.asked).toEqual([
        { filter: 'ALL', page: 1 },
        { filter: 'ALL', page: 1 },
      ]),
    );
  });

  test('confirming receipt asks first, then confirms', async () => {
    let confirmed = 0;
    const orders = ordersHandler(() => [aCard('8', { status: 'DELIVERED', canConfirmReceipt: true })]);
    const view = await openList('/myPurchases/2', [
      orders.handler,
      graphql.mutation(ConfirmReceiptMutation, () => {
        confirmed += 1;
        return HttpResponse.json({ data: { confirmReceipt: aCard('8', { status: 'RECEIVED', canReview: true }) } });
      }),
    ]);
    await view.user.click(await view.findByTestId('order-confirm-receipt'));
    const dialog = await findDialog('Have you received all the goods of this order?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await findToast('Receipt confirmed');
    expect(confirmed).toBe(1);
  });

  test('loads the next page while scrolling', async () => {
    // happy-dom has no layout: antd-mobile's InfiniteScroll only checks elements with an offsetParent.
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    onTestFinished(() => {
      delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
    });
    const firstPage = Array.from({ length: 10 }, (_, index) => aCard(String(index + 1)));
    const orders = ordersHandler((_filter, number) =>
      number === 1 ? { items: firstPage, hasMore: true } : { items: [aCard('11')], hasMore: false },
    );
    const view = await openList('/order', [orders.handler]);
    await view.findByTestId('order-card-11');
    expect(orders.asked[0]).toEqual({ filter: 'ALL', page: 1 });
    // Page 2 lands after page 1, once, whatever the number of scroll checks asking for it.
    expect(new Set(orders.asked.slice(1).map((ask) => JSON.stringify(ask)))).toEqual(
      new Set([JSON.stringify({ filter: 'ALL', page: 2 })]),
    );
    expect(view.getAllByTestId(/^order-card-/).map((card) => card.dataset['testid'])).toEqual(
      Array.from({ length: 11 }, (_, index) => `order-card-${index + 1}`),
    );
    expect(await view.findByText('No more')).toBeTruthy();
  });

  test('an empty tab says so and offers to go shopping', async () => {
    const view = await openList('/myPurchases/-1', [ordersHandler(() => []).handler]);
    const empty = await view.findByTestId('orders-empty');
    expect(empty.textContent).toContain('No orders here yet');
    await view.user.click(within(empty).getByRole('button', { name: 'Go shopping' }));
    await view.waitForPath('/home');
  });

  test('a failed list shows the error and retries', async () => {
    let failing = true;
    const view = await openList('/order', [
      graphql.query(OrdersQuery, () => HttpResponse.json(failing ? gqlError('UPSTREAM_TIMEOUT') : page([aCard('1')]))),
    ]);
    await view.findByText('This page could not be loaded');
    failing = false;
    await view.user.click(view.getByRole('button', { name: 'Try again' }));
    await view.findByTestId('order-card-1');
  });
});

function aDetail(overrides: Partial<Detail> = {}): Detail {
  return typed('Order', {
    id: '21',
    orderNo: 'SN20240021',
    status: 'DELIVERED',
    refundStatus: 'NONE',
    itemCount: 3,
    total: '47.97',
    freight: '5.99',
    createdAt: '2024-05-01T10:30:00.000Z',
    recipientName: 'Alex Morgan',
    recipientPhone: '+1 555 0100',
    shippingAddress: '12 Harbour Street, Springfield',
    trackingNumber: 'LX384920175563',
    logistics: [
      typed('LogisticsEvent', {
        trackingNumber: 'LX384920175563',
        description: 'Departed the sorting centre',
        time: '2024-05-03T08:00:00.000Z',
      }),
      typed('LogisticsEvent', {
        trackingNumber: 'LX384920175563',
        description: 'The seller has packed your order',
        time: '2024-05-02T08:00:00.000Z',
      }),
    ],
    items: [
      typed('OrderItem', {
        id: '31',
        productId: '5',
        shopId: '1',
        image: 'http://img.test/mouse.jpg',
        title: 'Vertical Mouse',
        price: '20.99',
        specValues: ['Grey'],
        quantity: 2,
        total: '41.98',
        reviewed: false,
      }),
      typed('OrderItem', {
        id: '32',
        productId: '6',
        shopId: '1',
        image: 'http://img.test/pad.jpg',
        title: 'Mouse Pad',
        price: '0.00',
        specValues: [],
        quantity: 1,
        total: '0.00',
        reviewed: true,
      }),
    ],
    ...NO_ACTIONS,
    canConfirmReceipt: true,
    canRequestRefund: true,
    ...overrides,
  });
}

function openDetail(order: Detail, handlers: Parameters<typeof renderScreen>[1]['handlers'] = []) {
  return renderScreen(<OrderInfoScreen />, {
    path: `/orderInfo/${order.id}`,
    route: '/orderInfo/:id?',
    token: TOKEN,
    handlers: [graphql.query(OrderInfoQuery, () => HttpResponse.json({ data: { order } })), ...(handlers ?? [])],
  });
}

function setSecureContext(secure: boolean, clipboard?: Pick<Clipboard, 'writeText'>) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

afterEach(() => {
  setSecureContext(false, undefined);
});

describe('order detail', () => {
  test('shows the status, recipient, logistics newest first, products, amounts and number', async () => {
    const view = await openDetail(aDetail());
    const banner = await view.findByTestId('order-banner');
    expect(banner.textContent).toContain('Shipped');
    expect(banner.textContent).toContain('Confirm receipt once it arrives');
    expect(view.container.textContent).toContain('Alex Morgan');
    expect(view.container.textContent).toContain('+1 555 0100');
    expect(view.container.textContent).toContain('12 Harbour Street, Springfield');
    expect(view.getByTestId('tracking-number').textContent).toBe('Tracking number: LX384920175563');
    const steps = [...view.getByTestId('logistics').querySelectorAll('.adm-step-title')].map(
      (step) => step.textContent,
    );
    expect(steps).toEqual(['Departed the sorting centre', 'The seller has packed your order']);
    const mouse = view.getByTestId('order-item-31');
    expect(mouse.textContent).toContain('Vertical Mouse');
    expect(mouse.textContent).toContain('Grey');
    expect(mouse.textContent).toContain('$20.99 × 2');
    expect(mouse.textContent).not.toContain('Reviewed');
    expect(view.getByTestId('order-item-32').textContent).toContain('Reviewed');
    expect(view.container.textContent).toContain('Shipping$5.99');
    expect(view.getByTestId('order-total').textContent).toBe('$47.97');
    expect(view.getByTestId('order-number').textContent).toBe('SN20240021');
    expect(view.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['Refund', 'Confirm receipt']),
    );
    expect(view.queryByTestId('order-delete')).toBeNull();
  });

  test('without logistics yet, says so', async () => {
    const view = await openDetail(aDetail({ status: 'WAITING_FOR_DELIVERY', trackingNumber: null, logistics: [] }));
    await view.findByTestId('order-banner');
    expect(view.container.textContent).toContain('No logistics information yet');
    expect(view.queryByTestId('tracking-number')).toBeNull();
  });

  test('the refund of the detail names its order lines', async () => {
    const view = await openDetail(aDetail());
    await view.user.click(await view.findByTestId('order-refund'));
    await view.waitForPath('/refund/21/SN20240021/31,32/47.97');
  });

  test('copying the order number needs https', async () => {
    const view = await openDetail(aDetail());
    setSecureContext(false, undefined);
    await view.user.click(await view.findByTestId('copy-order-no'));
    await findToast('Copying needs a secure (https) connection');
  });

  test('copying over https copies the order number', async () => {
    const copied: string[] = [];
    const view = await openDetail(aDetail());
    setSecureContext(true, { writeText: async (text: string) => void copied.push(text) });
    await view.user.click(await view.findByTestId('copy-order-no'));
    await findToast('Copied');
    expect(copied).toEqual(['SN20240021']);
  });

  test('a finished order can be deleted after confirming, then the list opens', async () => {
    let deleted: string | undefined;
    const view = await openDetail(aDetail({ status: 'COMPLETED', canConfirmReceipt: false, canRequestRefund: false }), [
      graphql.mutation(DeleteOrderMutation, ({ variables }) => {
        deleted = String(variables.orderId);
        return HttpResponse.json({
          data: { deleteOrder: typed('ActionResult', { ok: true, message: 'Delete Success' }) },
        });
      }),
    ]);
    await view.user.click(await view.findByTestId('order-delete'));
    const dialog = await findDialog('Delete this order from your list?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Delete Success');
    await view.waitForPath('/order');
    expect(deleted).toBe('21');
  });

  test('a missing order (NOT_FOUND) says the order could not be found, with no retry', async () => {
    const view = await renderScreen(<OrderInfoScreen />, {
      path: '/orderInfo/98',
      route: '/orderInfo/:id?',
      token: TOKEN,
      handlers: [graphql.query(OrderInfoQuery, () => HttpResponse.json(gqlError('NOT_FOUND', 'Order does not exist')))],
    });
    expect(await view.findByText('This order could not be found')).toBeTruthy();
    expect(view.queryByText('This page could not be loaded')).toBeNull();
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('an order that cannot be loaded shows the error with a retry', async () => {
    const view = await renderScreen(<OrderInfoScreen />, {
      path: '/orderInfo/99',
      route: '/orderInfo/:id?',
      token: TOKEN,
      handlers: [
        graphql.query(OrderInfoQuery, () =>
          HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'The order does not exist')),
        ),
      ],
    });
    await view.findByText('This page could not be loaded');
    expect(view.container.textContent).toContain('The order does not exist');
    expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
