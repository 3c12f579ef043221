import { graphql } from '../../gql/index.ts';

/** Explore's products: recommended, optionally of one category. */
export const ExploreProductsQuery = graphql(`
  query ExploreProducts($categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {
    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {
      items {
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);
