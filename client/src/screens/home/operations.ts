import { graphql } from '../../gql/index.ts';

/**
 * Everything Home shows, in one request: the gateway answers it from one round
 * of parallel upstream calls (and its benchmark measures exactly this shape).
 */
export const HomeQuery = graphql(`
  query Home($limit: Int!, $shopLimit: Int!) {
    platform {
      name
      logo
      merchantLink
    }
    banners
    categories {
      id
      name
      nameKey
    }
    hotProducts(limit: $limit) {
      items {
        ...ProductCard_product
      }
      total
      hasMore
    }
    hotShops(limit: $shopLimit) {
      items {
        id
        name
        avatar
        followers
      }
    }
  }
`);

/** The further pages of Home's hot products; the cache appends them to the first. */
export const HomeMoreProductsQuery = graphql(`
  query HomeMoreProducts($page: Int!, $limit: Int!) {
    hotProducts(page: $page, limit: $limit) {
      items {
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);
