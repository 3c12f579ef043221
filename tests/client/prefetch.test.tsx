/**
 * Product cards fetch their product page's data ahead (issue 24, instant taps): when a card
 * has been in view a moment, or at once when it is touched; once per card, cache-first.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { ProductGrid } from '../../client/src/components/ProductCard.tsx';
import type { ProductDetailQuery as ProductDetailResult } from '../../client/src/gql/graphql.ts';
import { ProductDetailQuery } from '../../client/src/screens/product/operations.ts';
import { typed } from './support/handlers.ts';
import { connection, intersection } from './support/polyfills.ts';
import { renderScreen } from './support/renderApp.tsx';

type Card = NonNullable<ProductDetailResult['product']>['recommendations'][number];

const card = (productId: string, title: string): Card =>
  typed('Product', {
    id: `l${productId}`,
    productId,
    shopId: '3',
    title,
    image: 'http://img.test/p.jpg',
    price: '10.00',
    marketPrice: '12.00',
    sales: 1,
    stock: 4,
  });

/** The page's data as the product page asks it. */
const detail = (productId: string) =>
  typed('Product', {
    id: `l${productId}`,
    productId,
    shopId: '3',
    title: `Product ${productId}`,
    image: 'http://img.test/p.jpg',
    images: [],
    price: '10.00',
    marketPrice: '12.00',
    sales: 1,
    stock: 4,
    freight: '0.00',
    liked: false,
    descriptionHtml: '',
    specGroups: [],
    shop: typed('Shop', { id: '3', name: 'Shop', avatar: '', followers: 1, favorableRate: '99', sales: 1 }),
    reviews: [],
    recommendations: [],
  });

beforeEach(() => {
  connection.saveData = false;
  intersection.auto = false;
});

async function openGrid(products: Card[]) {
  const asked: string[] = [];
  const view = await renderScreen(<ProductGrid products={products} />, {
    path: '/list',
    handlers: [
      graphql.query(ProductDetailQuery, ({ variables }) => {
        asked.push(String(variables.productId));
        return HttpResponse.json({ data: { product: detail(String(variables.productId)) } });
      }),
    ],
  });
  return { view, asked };
}

describe('product cards fetch ahead', () => {
  test('a card a moment in view fetches its product once, into the cache', async () => {
    const { view, asked } = await openGrid([card('81', 'Kettle'), card('82', 'Teapot')]);
    const [kettle] = await view.findAllByTestId('product-card');
    expect(asked).toEqual([]);
    intersection.enter([kettle!]);
    await waitFor(() => expect(asked).toEqual(['81']));
    await waitFor(() =>
      expect(
        view.client.readQuery({ query: ProductDetailQuery, variables: { shopId: '3', productId: '81' } })?.product
          ?.title,
      ).toBe('Product 81'),
    );
    // Touched after: already there, nothing more is asked; the card out of view asks nothing.
    fireEvent.pointerDown(kettle!);
    expect(asked).toEqual(['81']);
  });

  test('with Save-Data on, nothing is fetched ahead', async () => {
    connection.saveData = true;
    const { view, asked } = await openGrid([card('71', 'Mug'), card('72', 'Jug')]);
    const [mug, jug] = await view.findAllByTestId('product-card');
    fireEvent.pointerDown(mug!);
    // Save-Data off: the next touch asks, and it is the only request (the first one's would
    // have started before it).
    connection.saveData = false;
    fireEvent.pointerDown(jug!);
    await waitFor(() => expect(asked).toContain('72'));
    expect(asked).toEqual(['72']);
  });

  test('a touched card fetches its product at once', async () => {
    const { view, asked } = await openGrid([card('91', 'Lamp')]);
    const [lamp] = await view.findAllByTestId('product-card');
    fireEvent.pointerDown(lamp!);
    await waitFor(() => expect(asked).toEqual(['91']));
    fireEvent.pointerDown(lamp!);
    fireEvent.focus(lamp!);
    expect(asked).toEqual(['91']);
  });
});
