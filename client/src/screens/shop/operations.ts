import { graphql } from '../../gql/index.ts';

/** The shop's header: who it is, its figures and whether the buyer follows it. */
export const ShopInfoQuery = graphql(`
  query ShopInfo($id: ID!) {
    shop(id: $id) {
      id
      name
      avatar
      banners
      followers
      favorableRate
      sales
      followed
    }
  }
`);

/** The category tabs. */
export const ShopCategoriesQuery = graphql(`
  query ShopCategories {
    categories {
      id
      name
      nameKey
    }
  }
`);

/** One page of the shop's products, optionally of one category. */
export const ShopProductsQuery = graphql(`
  query ShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {
    shop(id: $id) {
      id
      products(categoryId: $categoryId, page: $page, limit: $limit) {
        items {
          id
          ...ProductCard_product
        }
        total
        hasMore
      }
    }
  }
`);

/**
 * Whether the shop has products in one category. The legacy API tells a shop's categories
 * only this way (a product in a list carries no category), so the tabs ask once per
 * category, one product each, and show those that have some.
 */
export const ShopCategoryCountQuery = graphql(`
  query ShopCategoryCount($id: ID!, $categoryId: ID!) {
    shop(id: $id) {
      id
      products(categoryId: $categoryId, page: 1, limit: 1) {
        total
      }
    }
  }
`);

export const SetShopFollowedMutation = graphql(`
  mutation SetShopFollowed($input: SetShopFollowedInput!) {
    setShopFollowed(input: $input) {
      id
      followed
      followers
    }
  }
`);
