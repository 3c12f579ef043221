import { graphql } from '../../gql/index.ts';

/** Every category, for the chips of Explore and the side bar of Filter. */
export const CategoriesQuery = graphql(`
  query Categories {
    categories {
      id
      name
      nameKey
    }
  }
`);

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

/** The products of one category (Filter and the plain product list). */
export const CategoryProductsQuery = graphql(`
  query CategoryProducts($categoryId: ID!, $page: Int! = 1, $limit: Int! = 10) {
    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {
      items {
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);
