import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ShopCategoriesQuery as ShopCategoriesResult } from '../../gql/graphql.ts';
import { ShopCategoriesQuery, ShopCategoryCountQuery } from './operations.ts';

type Categories = NonNullable<ShopCategoriesResult['categories']>;

/**
 * The platform's categories in which the shop has products, for its tabs: none until each
 * category has answered (the products come first; "All" shows them meanwhile). A category
 * whose count fails stays, so a bad moment of the network hides nothing the shop sells.
 * `ready` waits for the shop's own first page, so the counts never hold it back.
 */
export function useShopCategories(shopId: string, ready: boolean) {
  const client = useApolloClient();
  const categories = useQuery(ShopCategoriesQuery, { context: { silent: true } });
  const all = categories.data?.categories;
  const [stocked, setStocked] = useState<Categories>([]);

  useEffect(() => {
    if (!ready || !all) return;
    let current = true;
    const counts = all.map((category) =>
      client
        .query({
          query: ShopCategoryCountQuery,
          variables: { id: shopId, categoryId: category.id },
          fetchPolicy: 'cache-first',
          context: { silent: true },
        })
        .then(
          ({ data }) => (data?.shop.products.total ?? 1) > 0,
          () => true,
        ),
    );
    void Promise.all(counts).then((has) => {
      if (current) setStocked(all.filter((_, index) => has[index]));
    });
    return () => {
      current = false;
    };
  }, [client, shopId, ready, all]);

  return stocked;
}
