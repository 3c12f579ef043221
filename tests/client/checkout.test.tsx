/**
 * The checkout (/checkout: cart lines or buy-now, address choice, submit) and the
 * payment (/payment: the 6-digit code, a wrong code, success, insufficient
 * balance, a buyer without a code, paying one order).
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { CreateCheckoutMutation as CreateCheckoutResult } from '../../client/src/gql/graphql.ts';
import { encodeBuyNow } from '../../client/src/lib/buyNow.ts';
import CheckoutScreen from '../../client/src/screens/cart/checkout/CheckoutScreen.tsx';
import PaymentScreen from '../../client/src/screens/cart/payment/PaymentScreen.tsx';
import { aUser, currentUser, gqlError, typed } from './support/handlers.ts';
import { findToast, renderScreen, type Rendered } from './support/renderApp.tsx';

type Checkout = CreateCheckoutResult['createCheckout'];
type Handlers = NonNullable<Parameters<typeof renderScreen>[1]['handlers']>;
const TOKEN = 'token-of-demo';

const HOME = typed('Address', {
  id: '21',
  addressee: 'Ann Lee',
  mobile: '+4915112345678',
  country: 'Germany',
  area: 'Berlin',
  detail: 'Hauptstr. 1',
  tag: 'Home',
  isDefault: true,
});
const OFFICE = typed('Address', {
  id: '22',
  addressee: 'Ann Lee',
  mobile: '+4915100000000',
  country: 'Germany',
  area: 'Hamburg',
  detail: 'Hafenweg 9',
  tag: 'Office',
  isDefault: false,
});

function aCheckout(overrides: Partial<Record<keyof Checkout, unknown>> = {}) {
  return typed('Checkout', {
    id: 'chu-1',
    subtotal: '79.80',
    freight: '5.00',
    total: '84.80',
    items: [
      typed('CheckoutItem', {
        productId: '11',
        shopId: '3',
        cartItemId: '2',
        quantity: 2,
        specValues: ['Black'],
        image: 'http://img.test/a.jpg',
        title: 'Wool Socks',
        price: '9.90',
        total: '19.80',
      }),
      typed('CheckoutItem', {
        productId: '12',
        shopId: '4',
        cartItemId: '3',
        quantity: 1,
        specValues: [],
        image: 'http://img.test/b.jpg',
        title: 'Desk Lamp',
        price: '60.00',
        total: '60.00',
      }),
    ],
    address: HOME,
    ...overrides,
  });
}

const shopNames = graphql.query('ShopHeading', ({ variables }) =>
  HttpResponse.json({ data: { shop: typed('Shop', { id: variables.id, name: `Shop ${variables.id}`, avatar: '' }) } }),
);

const addressList = (items = [HOME, OFFICE]) =>
  graphql.query('CheckoutAddresses', () =>
    HttpResponse.json({ data: { addresses: typed('AddressPage', { items, total: items.length, hasMore: false }) } }),
  );

function openCheckout(path: string, handlers: Handlers) {
  return renderScreen(<CheckoutScreen />, {
    path,
    route: '/checkout',
    token: TOKEN,
    handlers: [shopNames, ...handlers],
  });
}

/** An antd-mobile popup, once its opening animation lets taps through. */
async function findOpened(testId: string): Promise<HTMLElement> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    expect(element).not.toBeNull();
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      expect(node.style.pointerEvents).not.toBe('none');
    }
    return element!;
  });
}

describe('checkout', () => {
  test('prices the selected cart lines and shows them by shop, with the default address and the totals', async () => {
    let source: unknown;
    let pricings = 0;
    const view = await openCheckout('/checkout?items=2,3', [
      addressList(),
      graphql.mutation('CreateCheckout', ({ variables }) => {
        pricings += 1;
        source = variables.source;
        return HttpResponse.json({ data: { createCheckout: aCheckout() } });
      }),
    ]);
    const lines = await view.findAllByTestId('checkout-line');
    expect(source).toEqual({ cartItemIds: ['2', '3'] });
    expect(pricings).toBe(1);
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Wool Socks'),
      expect.stringContaining('Desk Lamp'),
    ]);
    expect(lines[0]!.textContent).toContain('×2');
    expect(lines[0]!.textContent).toContain('Black');
    await waitFor(() => expect(document.body.textContent).toContain('Shop 3'));

    const address = view.getByTestId('checkout-address');
    expect(address.textContent).toContain('Ann Lee');
    expect(address.textContent).toContain('Berlin Hauptstr. 1');
    expect(address.textContent).toContain('Default');

    const summary = view.getByTestId('checkout-summary');
    expect(summary.textContent).toContain('Subtotal (3 items)$79.80');
    expect(summary.textContent).toContain('Shipping$5.00');
    expect(summary.textContent).toContain('Total$84.80');
    expect(view.getByTestId('checkout-footer-total').textContent).toBe('Total$84.80');
  });

  test('submitting creates the orders and goes on to the payment', async () => {
    let submitted: Record<string, unknown> | undefined;
    const view = await openCheckout('/checkout?items=2,3', [
      addressList(),
      graphql.mutation('CreateCheckout', () => HttpResponse.json({ data: { createCheckout: aCheckout() } })),
      graphql.mutation('SubmitCheckout', ({ variables }) => {
        submitted = variables;
        return HttpResponse.json({
          data: { submitCheckout: typed('SubmittedCheckout', { paymentReference: 'PAY-77', total: '84.80' }) },
        });
      }),
    ]);
    await view.findAllByTestId('checkout-line');
    await view.user.click(view.getByTestId('checkout-submit'));
    await findToast('Create Order Success');
    expect(submitted).toEqual({ checkoutId: 'chu-1', addressId: '21', source: { cartItemIds: ['2', '3'] } });
    await view.waitForPath('/payment?ref=PAY-77&total=84.80');
  });

  test('another address can be chosen in the popup and is the one submitted', async () => {
    let addressId: unknown;
    const view = await openCheckout('/checkout?items=2', [
      addressList(),
      graphql.mutation('CreateCheckout', () => HttpResponse.json({ data: { createCheckout: aCheckout() } })),
      graphql.mutation('SubmitCheckout', ({ variables }) => {
        addressId = variables.addressId;
        return HttpResponse.json({
          data: { submitCheckout: typed('SubmittedCheckout', { paymentReference: 'PAY-78', total: '84.80' }) },
        });
      }),
    ]);
    await view.findAllByTestId('checkout-line');
    await view.user.click(view.getByRole('button', { name: /Choose a shipping address/ }));
    const popup = await findOpened('address-popup');
    const options = await within(popup).findAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    await view.user.click(options[1]!);
    await waitFor(() => expect(view.getByTestId('checkout-address').textContent).toContain('Hafenweg 9'));
    await view.user.click(view.getByTestId('checkout-submit'));
    await view.waitForPath('/payment?ref=PAY-78&total=84.80');
    expect(addressId).toBe('22');
  });

  test('back from adding (or choosing) an address, ?addressId= is the address chosen', async () => {
    let addressId: unknown;
    const view = await openCheckout('/checkout?items=2&addressId=22', [
      addressList(),
      graphql.mutation('CreateCheckout', () => HttpResponse.json({ data: { createCheckout: aCheckout() } })),
      graphql.mutation('SubmitCheckout', ({ variables }) => {
        addressId = variables.addressId;
        return HttpResponse.json({
          data: { submitCheckout: typed('SubmittedCheckout', { paymentReference: 'PAY-79', total: '84.80' }) },
        });
      }),
    ]);
    await waitFor(() => expect(view.getByTestId('checkout-address').textContent).toContain('Hafenweg 9'));
    await view.user.click(view.getByTestId('checkout-submit'));
    await view.waitForPath('/payment?ref=PAY-79&total=84.80');
    expect(addressId).toBe('22');
  });

  test('in Arabic the address tag reads in Arabic ("Home" is the app\'s own word, stored in English)', async () => {
    const view = await renderScreen(<CheckoutScreen />, {
      path: '/checkout?items=2',
      route: '/checkout',
      token: TOKEN,
      language: 'ar',
      handlers: [
        shopNames,
        addressList(),
        graphql.mutation('CreateCheckout', () => HttpResponse.json({ data: { createCheckout: aCheckout() } })),
      ],
    });
    await waitFor(() => expect(view.getByTestId('checkout-address').textContent).toContain('Hauptstr. 1'));
    const address = view.getByTestId('checkout-address');
    await waitFor(() => expect(address.textContent).toContain('المنزل'));
    expect(address.textContent).not.toContain('Home');
  });

  test('buy now checks out the product from the URL', async () => {
    let source: unknown;
    const product = { listingId: '501', quantity: 2, specValues: ['Schwarz', '大'] };
    const view = await openCheckout(`/checkout?buyNow=${encodeBuyNow(product)}`, [
      addressList(),
      graphql.mutation('CreateCheckout', ({ variables }) => {
        source = variables.source;
        return HttpResponse.json({ data: { createCheckout: aCheckout() } });
      }),
    ]);
    await view.findAllByTestId('checkout-line');
    expect(source).toEqual({ product });
  });

  test('without an address it offers to add one and will not submit', async () => {
    let submitted = false;
    const view = await openCheckout('/checkout?items=2', [
      addressList([]),
      graphql.mutation('CreateCheckout', () =>
        HttpResponse.json({ data: { createCheckout: aCheckout({ address: null }) } }),
      ),
      graphql.mutation('SubmitCheckout', () => {
        submitted = true;
        return HttpResponse.json(gqlError('BAD_USER_INPUT'));
      }),
    ]);
    const add = await view.findByTestId('checkout-add-address');
    // The form returns here, with the new address chosen.
    expect(add.getAttribute('href')).toBe(`/addressForm?back=${encodeURIComponent('/checkout?items=2')}`);
    await view.user.click(view.getByTestId('checkout-submit'));
    await findToast('Please choose a shipping address');
    expect(submitted).toBe(false);
  });

  test('nothing to check out without items in the URL', async () => {
    const view = await openCheckout('/checkout', []);
    expect(await view.findByText('Nothing to check out')).toBeTruthy();
    expect(document.body.textContent).toContain('Please select the items to check out');
  });

  test('a checkout that cannot be priced shows the reason and can be tried again', async () => {
    let calls = 0;
    const view = await openCheckout('/checkout?items=2', [
      addressList(),
      graphql.mutation('CreateCheckout', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'Insufficient stock'))
          : HttpResponse.json({ data: { createCheckout: aCheckout() } });
      }),
    ]);
    const retry = await view.findByRole('button', { name: 'Try again' });
    expect(document.body.textContent).toContain('Insufficient stock');
    await view.user.click(retry);
    expect(await view.findAllByTestId('checkout-line')).toHaveLength(2);
  });
});

function openPayment(path: string, handlers: Handlers) {
  return renderScreen(<PaymentScreen />, { path, route: '/payment', token: TOKEN, handlers });
}

/** Types the code on the payment screen's number keyboard. */
async function typeCode(view: Rendered, code: string): Promise<void> {
  const input = await view.findByTestId('payment-code');
  await view.user.click(input);
  const keyboard = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.adm-number-keyboard-wrapper');
    expect(element).not.toBeNull();
    return element!;
  });
  for (const digit of code) {
    fireEvent.click(within(keyboard).getByText(digit, { selector: '.adm-number-keyboard-key' }));
  }
}

describe('payment', () => {
  test('shows the amount and the balance, and pays the checkout with the code', async () => {
    let paid: unknown;
    const view = await openPayment('/payment?ref=PAY-77&total=84.80', [
      currentUser(aUser({ balance: '1000.00' })),
      graphql.mutation('PayCheckout', ({ variables }) => {
        paid = variables;
        return HttpResponse.json({
          data: {
            payCheckout: typed('PaymentResult', {
              message: 'Pay Success',
              user: aUser({ balance: '915.20', unreceivedOrderCount: 1 }),
            }),
          },
        });
      }),
    ]);
    expect((await view.findByTestId('payment-amount')).textContent).toBe('$84.80');
    expect(view.getByTestId('payment-balance').textContent).toBe('$1,000.00');
    expect(view.queryByTestId('payment-short')).toBeNull();

    await typeCode(view, '123456');
    await findToast('Your payment is complete');
    expect(paid).toEqual({ paymentReference: 'PAY-77', total: '84.80', paymentCode: '123456' });
    await view.waitForPath('/myPurchases/1');
  });

  test('a wrong code shows the server message, clears the code and stays', async () => {
    let attempts = 0;
    const view = await openPayment('/payment?ref=PAY-77&total=84.80', [
      currentUser(),
      graphql.mutation('PayCheckout', () => {
        attempts += 1;
        return HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'Incorrect payment code. Attempts left: 4'));
      }),
    ]);
    await typeCode(view, '999999');
    const error = await view.findByTestId('payment-code-error');
    expect(error.textContent).toBe('Incorrect payment code. Attempts left: 4');
    expect(attempts).toBe(1);
    expect(view.path()).toBe('/payment?ref=PAY-77&total=84.80');
    await waitFor(() => expect(document.querySelectorAll('.adm-passcode-input-cell-dot')).toHaveLength(0));
    const native = document.querySelector('.adm-passcode-input-native-input') as HTMLInputElement;
    expect(native.value).toBe('');
    expect(view.queryByTestId('payment-error-topup')).toBeNull();
  });

  test('an insufficient balance shows the server message with a way to top up', async () => {
    const view = await openPayment('/payment?ref=PAY-77&total=84.80', [
      currentUser(aUser({ balance: '10.00' })),
      graphql.mutation('PayCheckout', () => HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'Insufficient balance'))),
    ]);
    const short = await view.findByTestId('payment-short');
    expect(within(short).getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/topUp');
    await typeCode(view, '123456');
    const error = await view.findByTestId('payment-code-error');
    expect(error.textContent).toContain('Insufficient balance');
    expect(within(error).getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/topUp');
  });

  test('a buyer without a payment code is told so and sent to set one', async () => {
    const view = await openPayment('/payment?ref=PAY-77&total=84.80', [currentUser(aUser({ hasPaymentCode: false }))]);
    const notice = await view.findByTestId('payment-no-code');
    expect(notice.textContent).toContain('You have not set a payment code yet');
    expect(view.queryByTestId('payment-code')).toBeNull();
    await view.user.click(view.getByTestId('payment-set-code'));
    await view.waitForPath('/changePayPwd');
  });

  test('pays one unpaid order given by ?order=', async () => {
    let paid: unknown;
    const view = await openPayment('/payment?order=41', [
      currentUser(),
      graphql.query('PaymentOrder', ({ variables }) =>
        HttpResponse.json({
          data: { order: typed('Order', { id: variables.id, orderNo: 'SN2026001', total: '12.50', canPay: true }) },
        }),
      ),
      graphql.mutation('PayOrder', ({ variables }) => {
        paid = variables;
        return HttpResponse.json({
          data: { payOrder: typed('PaymentResult', { message: 'Pay Success', user: aUser({ balance: '987.50' }) }) },
        });
      }),
    ]);
    expect((await view.findByTestId('payment-amount')).textContent).toBe('$12.50');
    expect(document.body.textContent).toContain('Order no. SN2026001');
    await typeCode(view, '654321');
    await view.waitForPath('/myPurchases/1');
    expect(paid).toEqual({ orderId: '41', paymentCode: '654321' });
  });

  test('without anything to pay it says so', async () => {
    const view = await openPayment('/payment', [currentUser()]);
    expect(await view.findByText('Nothing to pay')).toBeTruthy();
  });
});
