import type { FieldPolicy, TypePolicies } from '@apollo/client';

interface OffsetPage {
  __typename?: string;
  items: readonly unknown[];
  total: number;
  hasMore: boolean;
}

/**
 * Pages of one list (same key arguments) merge into one growing list: page 1
 * replaces everything (a pull-to-refresh starts over), page N lands at its offset.
 */
export function offsetPages(keyArgs: string[] | false): FieldPolicy<OffsetPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const page = typeof args?.['page'] === 'number' ? args['page'] : 1;
      const limit = typeof args?.['limit'] === 'number' ? args['limit'] : incoming.items.length;
      if (!existing || page <= 1) return incoming;
      const items = existing.items.slice(0, (page - 1) * limit);
      return { ...incoming, items: [...items, ...incoming.items] };
    },
  };
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      hotProducts: offsetPages(['title', 'limit']),
      hotShops: offsetPages(['limit']),
      categoryProducts: offsetPages(['categoryId', 'limit']),
      searchProducts: offsetPages(['title', 'categoryId', 'limit']),
      searchShops: offsetPages(['title', 'limit']),
      recommendedProducts: offsetPages(['categoryId', 'limit']),
      followedShops: offsetPages(['limit']),
      likedProducts: offsetPages(['limit']),
      orders: offsetPages(['filter', 'limit']),
      recharges: offsetPages(['status', 'limit']),
      withdrawals: offsetPages(['status', 'limit']),
      bills: offsetPages(['type', 'limit']),
      addresses: offsetPages(['limit']),
      notifications: offsetPages(['limit']),
      supportHistory: offsetPages(['limit']),
      languages: offsetPages(['limit']),
    },
  },
  Shop: {
    fields: {
      products: offsetPages(['categoryId', 'limit']),
    },
  },
  // One cart per session; every answer carries its whole list of lines.
  Cart: { keyFields: [], fields: { items: { merge: false } } },
  ShopSupport: { keyFields: ['id'] },
  WithdrawalInfo: { keyFields: [] },
  Platform: { keyFields: [] },
};
