import { graphql } from '../../gql/index.ts';

/** Every category, for the chips of Explore, the side bar of Filter and the product list's title. */
export const CategoriesQuery = graphql(`
  query Categories {
    categories {
      id
      name
      nameKey
    }
  }
`);

/** The products of one category (Filter and the plain product list, /products). */
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
