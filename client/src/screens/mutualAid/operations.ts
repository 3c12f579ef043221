import { graphql } from '../../gql/index.ts';

/** A page of shops to choose from, as both pickers list them. */
export const ShopPickerPageFragment = graphql(`
  fragment ShopPicker_page on ShopPage {
    items {
      id
      name
      avatar
    }
    total
    hasMore
  }
`);

export const SupportHotShopsQuery = graphql(`
  query SupportHotShops($page: Int!, $limit: Int!) {
    hotShops(page: $page, limit: $limit) {
      ...ShopPicker_page
    }
  }
`);

export const SupportFollowedShopsQuery = graphql(`
  query SupportFollowedShops($page: Int!, $limit: Int!) {
    followedShops(page: $page, limit: $limit) {
      ...ShopPicker_page
    }
  }
`);

/** A row's figures: cumulative days and today's flag. */
export const ShopSupportQuery = graphql(`
  query ShopSupport($shopId: ID!) {
    shopSupport(shopId: $shopId) {
      id
      days
      supportedToday
    }
  }
`);

/** The chosen shop, which may come from `?shop=` and be on no list yet. */
export const ChosenShopSupportQuery = graphql(`
  query ChosenShopSupport($shopId: ID!) {
    shopSupport(shopId: $shopId) {
      id
      days
      supportedToday
      shop {
        id
        name
        avatar
      }
    }
  }
`);

export const SupportShopMutation = graphql(`
  mutation SupportShop($shopId: ID!) {
    supportShop(shopId: $shopId) {
      id
      days
      supportedToday
    }
  }
`);

export const SupportHistoryQuery = graphql(`
  query SupportHistory($page: Int!, $limit: Int!) {
    supportHistory(page: $page, limit: $limit) {
      items {
        id
        shopId
        shopName
        shopAvatar
        days
        createdAt
      }
      total
      hasMore
    }
  }
`);
