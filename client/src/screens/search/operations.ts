import { graphql } from '../../gql/index.ts';

/** The most searched keywords. */
export const SearchKeywordsQuery = graphql(`
  query SearchKeywords {
    searchKeywords
  }
`);

/** Products whose title matches, optionally in one category. */
export const SearchProductsQuery = graphql(`
  query SearchProducts($title: String!, $categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {
    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {
      items {
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);

/** Shops whose name matches. */
export const SearchShopsQuery = graphql(`
  query SearchShops($title: String!, $page: Int! = 1, $limit: Int! = 10) {
    searchShops(title: $title, page: $page, limit: $limit) {
      items {
        ...ShopCard_shop
      }
      total
      hasMore
    }
  }
`);

/** Hot products, optionally matching a title (Popular and the plain product list). */
export const HotProductsQuery = graphql(`
  query HotProducts($title: String, $page: Int! = 1, $limit: Int! = 10) {
    hotProducts(title: $title, page: $page, limit: $limit) {
      items {
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);

/** Hot shops (Popular). */
export const HotShopsQuery = graphql(`
  query HotShops($page: Int! = 1, $limit: Int! = 10) {
    hotShops(page: $page, limit: $limit) {
      items {
        ...ShopCard_shop
      }
      total
      hasMore
    }
  }
`);
