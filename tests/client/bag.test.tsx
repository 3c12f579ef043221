/**
 * The bag (/bag): lines grouped by shop, selection (line, shop, all) and its
 * total in integer cents, the select-items message, on to the checkout,
 * quantities, deletion, and the empty and error states.
 */
import { act, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { BagScreen_CartFragment } from '../../client/src/gql/graphql.ts';
import BagScreen from '../../client/src/screens/cart/bag/BagScreen.tsx';
import { gqlError, typed } from './support/handlers.ts';
import { holdAnswer } from './support/heldAnswer.ts';
import { findToast, renderScreen, type Rendered } from './support/renderApp.tsx';

type Line = BagScreen_CartFragment['items'][number];
const TOKEN = 'token-of-demo';

function aLine(id: string, shopId: string, overrides: Partial<Line> = {}): Line {
  return typed('CartItem', {
    id,
    shopId,
    productId: `p${id}`,
    quantity: 1,
    specValues: [],
    title: `Product ${id}`,
    image: `http://img.test/${id}.jpg`,
    price: '1.00',
    stock: 20,
    total: '1.00',
    ...overrides,
  });
}

/** 0.10 + 0.20 is 0.30000000000000004 in floats: the bag must say 0.30. */
const LINES: Line[] = [
  aLine('1', '3', { title: 'Socks', price: '0.10', total: '0.10', specValues: ['Black', 'M'] }),
  aLine('2', '3', { title: 'Scarf', price: '0.10', quantity: 2, total: '0.20' }),
  aLine('3', '4', { title: 'Lamp', price: '19.99', total: '19.99', stock: 3 }),
  aLine('4', '4', { title: 'Kettle', price: '25.00', total: '25.00', stock: 0 }),
];

function cartOf(items: Line[]) {
  return typed('Cart', {
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    total: '0.00',
    items,
  });
}

const SHOPS: Record<string, string> = { '3': 'Cosy Knits', '4': 'Bright Home' };
const shopNames = graphql.query('ShopHeading', ({ variables }) =>
  HttpResponse.json({
    data: { shop: typed('Shop', { id: variables.id, name: SHOPS[variables.id] ?? 'Shop', avatar: '' }) },
  }),
);

function openBag(items: Line[] = LINES, handlers: Parameters<typeof renderScreen>[1]['handlers'] = []) {
  return renderScreen(<BagScreen />, {
    path: '/bag',
    token: TOKEN,
    handlers: [
      graphql.query('Bag', () => HttpResponse.json({ data: { cart: cartOf(items) } })),
      shopNames,
      ...handlers,
    ],
  });
}

const lineNamed = (view: Rendered, title: string) =>
  view.getAllByTestId('bag-line').find((line) => line.textContent?.includes(title))!;

const checkboxOf = (element: HTMLElement) => element.querySelector('input[type="checkbox"]') as HTMLInputElement;

const total = (view: Rendered) => view.getByTestId('bag-total').textContent;

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

describe('bag', () => {
  test('groups the lines by shop, with the shop names, options, prices and stock notes', async () => {
    const view = await openBag();
    await view.findAllByTestId('bag-line');
    const shops = view.getAllByTestId('bag-shop');
    expect(shops).toHaveLength(2);
    await waitFor(() => expect(shops[0]!.textContent).toContain('Cosy Knits'));
    expect(
      within(shops[0]!)
        .getAllByTestId('bag-line')
        .map((line) => line.textContent),
    ).toEqual([expect.stringContaining('Socks'), expect.stringContaining('Scarf')]);
    await waitFor(() => expect(shops[1]!.textContent).toContain('Bright Home'));
    expect(lineNamed(view, 'Socks').textContent).toContain('Black / M');
    expect(lineNamed(view, 'Lamp').textContent).toContain('$19.99');
    expect(lineNamed(view, 'Lamp').textContent).toContain('Only 3 left');
    expect(lineNamed(view, 'Kettle').textContent).toContain('Sold out');
    expect(checkboxOf(lineNamed(view, 'Kettle')).disabled).toBe(true);
    expect(
      within(shops[0]!)
        .getByRole('link', { name: /Cosy Knits/ })
        .getAttribute('href'),
    ).toBe('/shop/3');
  });

  test('the lines in stock start selected, so the total is what the bag holds', async () => {
    const view = await openBag();
    await view.findAllByTestId('bag-line');
    // Socks 0.10 + Scarf 0.20 + Lamp 19.99; the sold-out Kettle cannot be chosen.
    await waitFor(() => expect(total(view)).toBe('Total$20.29'));
    expect(view.getByTestId('bag-checkout').textContent).toBe('Check out (3)');
    expect(checkboxOf(view.getByTestId('bag-select-all')).checked).toBe(true);
  });

  test('a line added while the bag was open (or hidden) arrives selected; what was unticked stays unticked', async () => {
    let lines = LINES.slice(0, 2);
    const view = await renderScreen(<BagScreen />, {
      path: '/bag',
      token: TOKEN,
      handlers: [graphql.query('Bag', () => HttpResponse.json({ data: { cart: cartOf(lines) } })), shopNames],
    });
    await view.findAllByTestId('bag-line');
    await waitFor(() => expect(total(view)).toBe('Total$0.30'));
    await view.user.click(view.getByRole('checkbox', { name: 'Select Socks' }));
    expect(total(view)).toBe('Total$0.20');
    lines = LINES.slice(0, 3);
    await act(async () => {
      await view.client.refetchQueries({ include: 'active' });
    });
    await waitFor(() => expect(total(view)).toBe('Total$20.19'));
    expect((view.getByRole('checkbox', { name: 'Select Socks' }) as HTMLInputElement).checked).toBe(false);
  });

  test('the total is the integer-cents sum of the selected lines, per line, per shop and for all', async () => {
    const view = await openBag();
    await view.findAllByTestId('bag-line');
    await waitFor(() => expect(total(view)).toBe('Total$20.29'));
    await view.user.click(view.getByTestId('bag-select-all'));
    expect(total(view)).toBe('Total$0.00');

    await view.user.click(view.getByRole('checkbox', { name: 'Select Socks' }));
    expect(total(view)).toBe('Total$0.10');
    expect(view.getByTestId('bag-checkout').textContent).toBe('Check out (1)');

    await view.user.click(view.getByRole('checkbox', { name: 'Select Scarf' }));
    expect(total(view)).toBe('Total$0.30');

    // The first shop's box is now ticked; unticking it drops both of its lines.
    const shopBoxes = view.getAllByTestId('bag-shop-select');
    expect(checkboxOf(shopBoxes[0]!).checked).toBe(true);
    await view.user.click(shopBoxes[0]!);
    expect(total(view)).toBe('Total$0.00');

    // The second shop: only the line in stock is selectable.
    await view.user.click(shopBoxes[1]!);
    expect(total(view)).toBe('Total$19.99');

    await view.user.click(view.getByTestId('bag-select-all'));
    expect(total(view)).toBe('Total$20.29');
    expect(view.getByTestId('bag-checkout').textContent).toBe('Check out (3)');
    expect(checkboxOf(view.getByTestId('bag-select-all')).checked).toBe(true);

    await view.user.click(view.getByTestId('bag-select-all'));
    expect(total(view)).toBe('Total$0.00');
  });

  test('checking out with nothing selected says so and stays', async () => {
    const view = await openBag();
    await view.findAllByTestId('bag-line');
    await waitFor(() => expect(checkboxOf(view.getByTestId('bag-select-all')).checked).toBe(true));
    await view.user.click(view.getByTestId('bag-select-all'));
    await view.user.click(view.getByTestId('bag-checkout'));
    await findToast('Please select the items to check out');
    expect(view.path()).toBe('/bag');
  });

  test('checking out goes to the checkout with the selected cart ids', async () => {
    const view = await openBag();
    await view.findAllByTestId('bag-line');
    await waitFor(() => expect(total(view)).toBe('Total$20.29'));
    await view.user.click(view.getByRole('checkbox', { name: 'Select Socks' }));
    await view.user.click(view.getByTestId('bag-checkout'));
    await view.waitForPath('/checkout?items=2,3');
  });

  test('the stepper changes a quantity up to the stock, and says so when asked for more', async () => {
    const sent: unknown[] = [];
    const view = await openBag(LINES, [
      graphql.mutation('SetCartItemQuantity', ({ variables }) => {
        sent.push(variables);
        const items = LINES.map((line) =>
          line.id === variables.id ? { ...line, quantity: variables.quantity, total: '59.97' } : line,
        );
        return HttpResponse.json({ data: { setCartItemQuantity: cartOf(items) } });
      }),
    ]);
    await view.findAllByTestId('bag-line');
    const lamp = lineNamed(view, 'Lamp');
    await view.user.click(view.getByTestId('bag-select-all'));
    await view.user.click(view.getByRole('checkbox', { name: 'Select Lamp' }));
    const increase = within(lamp).getByRole('button', { name: 'increase' });
    await view.user.click(increase);
    await view.user.click(increase);
    // At the stock (3) one more is not taken, and the buyer is told why.
    await view.user.click(increase);
    await findToast('Only 3 left');
    const box = within(lamp).getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
    await waitFor(() => expect(box.value).toBe('3'));
    await waitFor(() => expect(sent).toEqual([{ id: '3', quantity: 3 }]));
    await waitFor(() => expect(total(view)).toBe('Total$59.97'));
  });

  test('edit mode deletes the selected lines after a confirmation', async () => {
    let removed: unknown;
    const view = await openBag(LINES, [
      graphql.mutation('RemoveCartItems', ({ variables }) => {
        removed = variables.ids;
        const ids = new Set(Array.isArray(variables.ids) ? variables.ids : [variables.ids]);
        return HttpResponse.json({ data: { removeCartItems: cartOf(LINES.filter((line) => !ids.has(line.id))) } });
      }),
    ]);
    await view.findAllByTestId('bag-line');
    await view.user.click(view.getByTestId('bag-edit'));
    // In edit mode a sold-out line can be chosen too.
    await view.user.click(view.getByRole('checkbox', { name: 'Select Kettle' }));
    await view.user.click(view.getByRole('checkbox', { name: 'Select Socks' }));
    await view.user.click(view.getByTestId('bag-delete-selected'));

    const dialog = await findDialog('Remove these 2 items from your bag?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Delete Success');
    expect(removed).toEqual(['1', '4']);
    await waitFor(() => expect(view.getAllByTestId('bag-line')).toHaveLength(2));
  });

  test('a new quantity counts in the total before the answer; a failed answer puts it back and says why', async () => {
    const held = holdAnswer();
    const view = await openBag(LINES, [
      graphql.mutation('SetCartItemQuantity', async () => {
        await held.released;
        return HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'));
      }),
    ]);
    await view.findAllByTestId('bag-line');
    const lamp = lineNamed(view, 'Lamp');
    await view.user.click(view.getByTestId('bag-select-all'));
    await view.user.click(view.getByRole('checkbox', { name: 'Select Lamp' }));
    await waitFor(() => expect(total(view)).toBe('Total$19.99'));
    await view.user.click(within(lamp).getByRole('button', { name: 'increase' }));
    // Sent once the buyer pauses; the total follows before any answer.
    await waitFor(() => expect(total(view)).toBe('Total$39.98'));
    held.release();
    await findToast('system interface request timeout');
    await waitFor(() => expect(total(view)).toBe('Total$19.99'));
    const box = within(lineNamed(view, 'Lamp')).getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
    await waitFor(() => expect(box.value).toBe('1'));
  });

  test('deleted lines leave before the answer; a failed answer brings them back and says why', async () => {
    const held = holdAnswer();
    const view = await openBag(LINES, [
      graphql.mutation('RemoveCartItems', async () => {
        await held.released;
        return HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'));
      }),
    ]);
    await view.findAllByTestId('bag-line');
    await view.user.click(view.getByTestId('bag-edit'));
    await view.user.click(view.getByRole('checkbox', { name: 'Select Socks' }));
    await view.user.click(view.getByTestId('bag-delete-selected'));
    const dialog = await findDialog('Remove this item from your bag?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.getAllByTestId('bag-line')).toHaveLength(3));
    expect(view.queryByText('Socks')).toBeNull();
    held.release();
    await findToast('system interface request timeout');
    await waitFor(() => expect(view.getAllByTestId('bag-line')).toHaveLength(4));
    expect(lineNamed(view, 'Socks')).toBeTruthy();
  });

  test('cancelling the confirmation deletes nothing', async () => {
    let removed = false;
    const view = await openBag(LINES, [
      graphql.mutation('RemoveCartItems', () => {
        removed = true;
        return HttpResponse.json({ data: { removeCartItems: cartOf([]) } });
      }),
    ]);
    await view.findAllByTestId('bag-line');
    await view.user.click(view.getByTestId('bag-edit'));
    await view.user.click(view.getByRole('checkbox', { name: 'Select Socks' }));
    await view.user.click(view.getByTestId('bag-delete-selected'));
    const dialog = await findDialog('Remove this item from your bag?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(removed).toBe(false);
    expect(view.getAllByTestId('bag-line')).toHaveLength(4);
  });

  test('an empty bag invites to go shopping', async () => {
    const view = await openBag([]);
    const empty = await view.findByTestId('bag-empty');
    expect(empty.textContent).toContain('Your bag is empty');
    expect(view.queryByTestId('bag-checkout')).toBeNull();
    await view.user.click(within(empty).getByRole('button', { name: 'Go shopping' }));
    await view.waitForPath('/home');
  });

  test('a bag that cannot be loaded shows the error and retries', async () => {
    let calls = 0;
    const view = await renderScreen(<BagScreen />, {
      path: '/bag',
      token: TOKEN,
      handlers: [
        shopNames,
        graphql.query('Bag', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'))
            : HttpResponse.json({ data: { cart: cartOf(LINES) } });
        }),
      ],
    });
    const retry = await view.findByRole('button', { name: 'Try again' });
    expect(document.body.textContent).toContain('system interface request timeout');
    await view.user.click(retry);
    expect(await view.findAllByTestId('bag-line')).toHaveLength(4);
  });
});
