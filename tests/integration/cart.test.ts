import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { dataOf, expectError, LISTINGS, listingStock, operations, REPEAT } from './support/orderFlow.ts';
import { type Stack } from './support/stack.ts';
import { withLoggedInStack } from './support/stackHooks.ts';

const CartQuery = graphql(`
  query CartTestBag {
    cart {
      quantity
      total
      items {
        id
        shopId
        productId
        quantity
        specValues
        title
        image
        price
        stock
        total
      }
    }
  }
`);

const AddToCart = graphql(`
  mutation CartTestAdd($input: ProductChoiceInput!) {
    addToCart(input: $input) {
      quantity
      total
      items {
        id
        productId
        quantity
        specValues
        total
      }
    }
  }
`);

const SetQuantity = graphql(`
  mutation CartTestSetQuantity($id: ID!, $quantity: Int!) {
    setCartItemQuantity(id: $id, quantity: $quantity) {
      quantity
      total
      items {
        id
        quantity
        total
      }
    }
  }
`);

const RemoveItems = graphql(`
  mutation CartTestRemove($ids: [ID!]!) {
    removeCartItems(ids: $ids) {
      quantity
      total
      items {
        id
      }
    }
  }
`);

const { mouse, laptop } = LISTINGS;
const mouseChoice = { shopId: mouse.shopId, productId: mouse.productId, listingId: mouse.listingId };

let stack: Stack;
let token: string;

withLoggedInStack((started, login) => {
  stack = started;
  token = login;
});

describe('cart', () => {
  it('refuses an anonymous bag as UNAUTHENTICATED', async () => {
    const answer = await stack.gql(CartQuery, {});
    expectError(answer, 'UNAUTHENTICATED');
    expect(operations(stack)).toEqual(['cartIndex']);
    expect(stack.calls[0]?.headers.token).toBeUndefined();
  });

  it('answers an empty bag with zero totals', async () => {
    const { cart } = dataOf(await stack.gql(CartQuery, {}, { token }));
    expect(cart).toEqual({ quantity: 0, total: '0.00', items: [] });
    expect(stack.calls).toHaveLength(1);
    expect(stack.calls[0]).toMatchObject({ operation: 'cartIndex', params: {}, headers: { token } });
  });

  it('adds a product with its exact options and answers the whole bag', async () => {
    const { addToCart } = dataOf(
      await stack.gql(AddToCart, { input: { ...mouseChoice, quantity: 3, specValues: ['Black'] } }, { token }),
    );
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'cartAdd', params: { mer_id: 1, product_id: 5, id: 5, num: 3, spec: 'Black' } },
      { operation: 'cartIndex', params: {} },
    ]);
    expect(addToCart).toMatchObject({ quantity: 3, total: '62.97' });
    expect(addToCart.items).toEqual([
      { id: expect.stringMatching(/^\d+$/), productId: '5', quantity: 3, specValues: ['Black'], total: '62.97' },
    ]);

    const { cart } = dataOf(await stack.gql(CartQuery, {}, { token }));
    const { stock, reserved } = listingStock(stack, mouse.listingId);
    expect(cart.items).toEqual([
      {
        id: addToCart.items[0]?.id,
        shopId: '1',
        productId: '5',
        quantity: 3,
        specValues: ['Black'],
        title: 'Nordvik Ergonomic Vertical Wireless Mouse',
        image: expect.stringMatching(new RegExp(`^${stack.url}/`)),
        price: '20.99',
        stock: stock - reserved,
        total: '62.97',
      },
    ]);
  });

  it('merges a line of the same product and options, and keeps other options apart', async () => {
    const merged = dataOf(
      await stack.gql(AddToCart, { input: { ...mouseChoice, quantity: 2, specValues: ['Black'] } }, { token }),
    ).addToCart;
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({ quantity: 5, total: '104.95' });

    const white = dataOf(
      await stack.gql(AddToCart, { input: { ...mouseChoice, quantity: 1, specValues: ['White'] } }, { token }),
    ).addToCart;
    expect(white.items.map((item) => item.specValues)).toEqual(expect.arrayContaining([['Black'], ['White']]));

    const withLaptop = dataOf(
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
    ).addToCart;
    expect(stack.calls.at(-2)?.params).toEqual({ mer_id: 1, product_id: 1, id: 1, num: 1, spec: 'Space Grey|16GB' });
    expect(withLaptop.items.find((item) => item.productId === '1')?.specValues).toEqual(['Space Grey', '16GB']);
    // 104.95 + 20.99 + 571.99: summed in cents; added as floats it would be 697.9300000000001.
    expect(withLaptop).toMatchObject({ quantity: 7, total: '697.93' });
  });

  it('changes the quantity of one line', async () => {
    const before = dataOf(await stack.gql(CartQuery, {}, { token })).cart;
    const line = before.items.find((item) => item.specValues.join() === 'Black');
    stack.resetCalls();
    const { setCartItemQuantity } = dataOf(await stack.gql(SetQuantity, { id: line!.id, quantity: 2 }, { token }));
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'cartSetNum', params: { cart_id: Number(line!.id), num: 2 } },
      { operation: 'cartIndex', params: {} },
    ]);
    expect(setCartItemQuantity.items.find((item) => item.id === line!.id)).toEqual({
      id: line!.id,
      quantity: 2,
      total: '41.98',
    });
    expect(setCartItemQuantity).toMatchObject({ quantity: 4, total: '634.96' });
  });

  it('removes lines from the bag', async () => {
    const before = dataOf(await stack.gql(CartQuery, {}, { token })).cart;
    const mice = before.items.filter((item) => item.productId === '5').map((item) => item.id);
    expect(mice).toHaveLength(2);
    stack.resetCalls();
    const { removeCartItems } = dataOf(await stack.gql(RemoveItems, { ids: mice }, { token }));
    expect(stack.calls[0]).toMatchObject({ operation: 'cartDel', params: { cart_ids: mice.join(',') } });
    expect(removeCartItems).toEqual({ quantity: 1, total: '571.99', items: [{ id: expect.any(String) }] });
  });

  it('refuses invalid choices before calling upstream', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...mouseChoice, quantity: 0, specValues: ['Black'] }, 'input.quantity'],
      [{ ...mouseChoice, quantity: 100_000, specValues: ['Black'] }, 'input.quantity'],
      [{ ...mouseChoice, listingId: 'abc', quantity: 1, specValues: ['Black'] }, 'input.listingId'],
      [{ ...mouseChoice, shopId: '0', quantity: 1, specValues: ['Black'] }, 'input.shopId'],
      [{ ...mouseChoice, quantity: 1, specValues: ['  '] }, 'input.specValues.0'],
      [{ ...mouseChoice, quantity: 1, specValues: ['Black|White'] }, 'input.specValues.0'],
    ];
    for (const [input, field] of cases) {
      const answer = await stack.gql(AddToCart, { input: input as never }, { token, headers: REPEAT });
      expectError(answer, 'BAD_USER_INPUT', { field });
    }
    expectError(await stack.gql(SetQuantity, { id: '1', quantity: 0 }, { token }), 'BAD_USER_INPUT', {
      field: 'quantity',
    });
    expectError(await stack.gql(SetQuantity, { id: '0', quantity: 1 }, { token }), 'BAD_USER_INPUT', { field: 'id' });
    expectError(await stack.gql(RemoveItems, { ids: [] }, { token }), 'BAD_USER_INPUT', { field: 'ids' });
    expectError(await stack.gql(RemoveItems, { ids: ['1', 'x'] }, { token }), 'BAD_USER_INPUT', { field: 'ids.1' });
    expect(stack.calls).toEqual([]);
  });

  it("answers the stand-in's refusals as UPSTREAM_REJECTED (or ACTION_REFUSED when explained) with its message", async () => {
    const add = (input: Record<string, unknown>) =>
      stack.gql(AddToCart, { input: { ...mouseChoice, quantity: 1, ...input } as never }, { token, headers: REPEAT });
    expectError(await add({ specValues: [] }), 'UPSTREAM_REJECTED', { message: 'Please choose Colour' });
    expectError(await add({ specValues: ['Red'] }), 'UPSTREAM_REJECTED', {
      message: '"Red" is not an option of Colour',
    });
    // Over the stock: a refusal the gateway explains (it reads the stock after it).
    const stock = expectError(await add({ specValues: ['Black'], quantity: 99_999 }), 'ACTION_REFUSED', {
      message: 'Insufficient stock',
    });
    expect(stock?.extensions?.['reason']).toMatchObject({ field: 'input.quantity', rule: 'stock' });
    expectError(await add({ specValues: ['Black'], shopId: '2' }), 'UPSTREAM_REJECTED', {
      message: 'This product does not exist',
    });
    const rejected = expectError(await add({ specValues: [] }), 'UPSTREAM_REJECTED');
    expect(rejected?.extensions?.['upstreamCode']).toBe(0);
    // No spec is sent for an empty choice: the stand-in names the missing groups itself.
    expect(stack.calls[0]?.params).toEqual({ mer_id: 1, product_id: 5, id: 5, num: 1 });
  });

  it("refuses to change another buyer's line", async () => {
    const line = dataOf(await stack.gql(CartQuery, {}, { token })).cart.items[0];
    const newbie = await stack.login('newbie', 'newbie123');
    expectError(await stack.gql(SetQuantity, { id: line!.id, quantity: 1 }, { token: newbie }), 'UPSTREAM_REJECTED', {
      message: 'This cart item does not exist',
    });
    expectError(await stack.gql(RemoveItems, { ids: [line!.id] }, { token: newbie }), 'UPSTREAM_REJECTED', {
      message: 'This cart item does not exist',
    });
    expect(dataOf(await stack.gql(CartQuery, {}, { token: newbie })).cart.items).toEqual([]);
    expect(dataOf(await stack.gql(CartQuery, {}, { token })).cart.items).toHaveLength(1);
  });

  it('speaks the buyer language in upstream messages', async () => {
    const answer = await stack.gql(
      AddToCart,
      { input: { ...mouseChoice, quantity: 99_999, specValues: ['Black'] } },
      { token, lang: 'zh-cn', headers: REPEAT },
    );
    expectError(answer, 'ACTION_REFUSED', { message: '库存不足' });
    expect(stack.calls[0]?.headers).toMatchObject({ lang: 'zh-cn', language: 'zh-cn' });
  });
});
