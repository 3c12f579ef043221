import { graphql } from '../../gql/index.ts';

/** Everything the product page shows, in one round trip. */
export const ProductDetailQuery = graphql(`
  query ProductDetail($shopId: ID!, $productId: ID!) {
    product(shopId: $shopId, productId: $productId) {
      id
      productId
      shopId
      title
      image
      images
      price
      marketPrice
      sales
      stock
      freight
      liked
      descriptionHtml
      specGroups {
        name
        values
      }
      shop {
        id
        ...ShopCard_shop
      }
      reviews {
        id
        nickname
        avatar
        productScore
        text
        pics
        createdAt
      }
      recommendations {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** The badge on the footer's bag icon (signed-in buyers only). */
export const DetailCartCountQuery = graphql(`
  query DetailCartCount {
    cart {
      quantity
    }
  }
`);

export const SetProductLikedMutation = graphql(`
  mutation SetProductLiked($input: SetProductLikedInput!) {
    setProductLiked(input: $input) {
      id
      liked
    }
  }
`);

/** Answers the bag's count only: the badge shows it at once (optimistically), the bag reloads its lines. */
export const AddToCartMutation = graphql(`
  mutation AddToCart($input: ProductChoiceInput!) {
    addToCart(input: $input) {
      quantity
    }
  }
`);
