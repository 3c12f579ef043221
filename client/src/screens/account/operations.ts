import { graphql } from '../../gql/index.ts';

/** Shared by the avatar upload and the nickname dialog; answers what the Me screen shows. */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      nickname
      avatar
    }
  }
`);

/** The wish list (/heart): the liked products. */
export const LikedProductsQuery = graphql(`
  query LikedProducts($page: Int!, $limit: Int!) {
    likedProducts(page: $page, limit: $limit) {
      items {
        id
        productId
        shopId
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);
