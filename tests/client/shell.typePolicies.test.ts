/**
 * The cache's page merging (client/src/apollo/typePolicies.ts): pages of one list
 * grow one list, page 1 starts it over (pull-to-refresh), a page fetched again
 * lands at its offset, and different key arguments are different lists.
 */
import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, test } from 'vitest';
import { offsetPages, typePolicies } from '../../client/src/apollo/typePolicies.ts';

const HotProducts = gql`
  query HotProducts($title: String, $page: Int, $limit: Int) {
    hotProducts(title: $title, page: $page, limit: $limit) {
      items {
        id
        title
      }
      total
      hasMore
    }
  }
`;

interface Page {
  hotProducts: { items: Array<{ id: string; title: string }>; total: number; hasMore: boolean };
}

function products(ids: number[]) {
  return ids.map((id) => ({ __typename: 'Product', id: String(id), title: `Product ${id}` }));
}

function write(cache: InMemoryCache, page: number, ids: number[], extra: { title?: string; total?: number } = {}) {
  const total = extra.total ?? 5;
  cache.writeQuery({
    query: HotProducts,
    variables: { page, limit: 2, ...(extra.title ? { title: extra.title } : {}) },
    data: {
      hotProducts: { __typename: 'ProductPage', items: products(ids), total, hasMore: page * 2 < total },
    },
  });
}

function read(cache: InMemoryCache, variables: Record<string, unknown> = {}) {
  const data = cache.readQuery<Page>({ query: HotProducts, variables: { page: 1, limit: 2, ...variables } });
  return { ids: data?.hotProducts.items.map((item) => Number(item.id)), hasMore: data?.hotProducts.hasMore };
}

describe('offsetPages', () => {
  test('pages append into one list, whatever page the reader asks for', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, 1, [1, 2]);
    write(cache, 2, [3, 4]);
    write(cache, 3, [5]);
    expect(read(cache)).toEqual({ ids: [1, 2, 3, 4, 5], hasMore: false });
    expect(read(cache, { page: 3 })).toEqual({ ids: [1, 2, 3, 4, 5], hasMore: false });
  });

  test('page 1 resets the list (pull-to-refresh starts over)', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, 1, [1, 2]);
    write(cache, 2, [3, 4]);
    write(cache, 1, [9, 1]);
    expect(read(cache)).toEqual({ ids: [9, 1], hasMore: true });
  });

  test('a page fetched again replaces what followed its offset (no duplicates)', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, 1, [1, 2]);
    write(cache, 2, [3, 4]);
    write(cache, 3, [5]);
    write(cache, 2, [3, 6]);
    expect(read(cache).ids).toEqual([1, 2, 3, 6]);
  });

  test('different key arguments are separate lists; page is not a key', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, 1, [1, 2]);
    write(cache, 1, [7, 8], { title: 'lamp' });
    write(cache, 2, [9], { title: 'lamp', total: 3 });
    expect(read(cache).ids).toEqual([1, 2]);
    expect(read(cache, { title: 'lamp' }).ids).toEqual([7, 8, 9]);
  });

  test('the merge function alone: page 1 or no existing list answers the incoming page', () => {
    const policy = offsetPages(['limit']);
    const merge = policy.merge as unknown as (
      existing: unknown,
      incoming: unknown,
      options: unknown,
    ) => { items: unknown[] };
    const first = { items: ['a', 'b'], total: 4, hasMore: true };
    const second = { items: ['c', 'd'], total: 4, hasMore: false };
    expect(merge(undefined, second, { args: { page: 2, limit: 2 } })).toBe(second);
    expect(merge(first, second, { args: { page: 2, limit: 2 } }).items).toEqual(['a', 'b', 'c', 'd']);
    expect(merge(second, first, { args: { page: 1, limit: 2 } })).toBe(first);
    expect(policy.keyArgs).toEqual(['limit']);
  });

  test('every paged list of the schema has a merge policy', () => {
    const fields = (typePolicies['Query']?.fields ?? {}) as Record<string, { merge?: unknown }>;
    for (const name of [
      'hotProducts',
      'hotShops',
      'searchProducts',
      'orders',
      'recharges',
      'withdrawals',
      'bills',
      'addresses',
    ]) {
      expect(typeof fields[name]?.merge, name).toBe('function');
    }
  });
});
