import { idNumber, optionalCategoryId, optionalTitle, searchTitle } from './arguments.ts';
import { readProductDetail, readShopDetail } from './details.ts';
import { knownListing } from './listings.ts';
import { productResolvers, reviewResolvers, specGroupResolvers } from './productResolvers.ts';
import { shopResolvers } from './shopResolvers.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { notFoundWhenRefused, unauthenticated } from '../errors.ts';
import { readPage } from '../graphql/readPage.ts';

/** The storefront: platform, categories, product and shop lists, search, product and shop pages, likes and follows. */
export const catalogResolvers: Resolvers = {
  Query: {
    platform: (_parent, _args, { legacy }) => legacy.read('platformInfo'),
    banners: async (_parent, _args, { legacy, images }) => (await legacy.read('banners')).map((url) => images.one(url)),
    categories: (_parent, _args, { legacy }) => legacy.read('categories'),
    categoryProducts: (_parent, args, { legacy }) => {
      const categoryId = idNumber('categoryId', args.categoryId);
      return readPage(args, (paging) => legacy.read('products', { category_id: categoryId, ...paging }));
    },
    hotProducts: (_parent, args, { legacy }) => {
      const title = optionalTitle('title', args.title);
      return readPage(args, (paging) =>
        legacy.read('hotProducts', { ...(title === undefined ? {} : { title }), ...paging }),
      );
    },
    hotShops: (_parent, args, { legacy }) => readPage(args, (paging) => legacy.read('hotMerchants', paging)),
    searchKeywords: async (_parent, _args, { legacy }) =>
      (await legacy.read('searchKeywords')).map((row) => row.keyword),
    searchProducts: (_parent, args, { legacy }) => {
      const title = searchTitle('title', args.title);
      const categoryId = optionalCategoryId('categoryId', args.categoryId);
      return readPage(args, (paging) =>
        legacy.read('searchProducts', {
          title,
          ...(categoryId === undefined ? {} : { category_id: categoryId }),
          ...paging,
        }),
      );
    },
    searchShops: (_parent, args, { legacy }) => {
      const title = searchTitle('title', args.title);
      return readPage(args, (paging) => legacy.read('searchShops', { title, ...paging }));
    },
    recommendedProducts: (_parent, args, { legacy }) => {
      const categoryId = optionalCategoryId('categoryId', args.categoryId);
      return readPage(args, (paging) =>
        legacy.read('recommendedProducts', {
          ...(categoryId === undefined ? {} : { category_id: categoryId }),
          ...paging,
        }),
      );
    },
    product: (_parent, args, { legacy }) => {
      const merId = idNumber('shopId', args.shopId);
      const productId = idNumber('productId', args.productId);
      return notFoundWhenRefused(readProductDetail(legacy, merId, productId));
    },
    shop: (_parent, args, { legacy }) => notFoundWhenRefused(readShopDetail(legacy, idNumber('id', args.id))),
    followedShops: (_parent, args, { legacy }) => readPage(args, (paging) => legacy.read('followList', paging)),
    likedProducts: (_parent, args, { legacy }) => readPage(args, (paging) => legacy.read('likeList', paging)),
  },
  Mutation: {
    // The legacy calls toggle; these read the state first and toggle only when it is not the one
    // asked for, so a retry changes nothing. The write empties this request's loader cache, so
    // the read after it sees the new like or follow.
    setProductLiked: async (_parent, { input }, context) => {
      const { legacy } = context;
      const { mer_id, product_id } = await knownListing(context, 'input.listingId', input.listingId);
      if (!legacy.hasToken) throw unauthenticated();
      const before = await notFoundWhenRefused(readProductDetail(legacy, mer_id, product_id));
      if (before.is_like === input.liked) return before;
      await legacy.write('likeProduct', { mer_id, product_id });
      return readProductDetail(legacy, mer_id, product_id);
    },
    setShopFollowed: async (_parent, { input }, { legacy }) => {
      const merId = idNumber('input.shopId', input.shopId);
      if (!legacy.hasToken) throw unauthenticated();
      const before = await notFoundWhenRefused(readShopDetail(legacy, merId));
      if (before.is_follow === input.followed) return before;
      await legacy.write('followShop', { mer_id: merId });
      return readShopDetail(legacy, merId);
    },
    // Deprecated: a retried toggle undoes itself.
    toggleProductLike: async (_parent, args, { legacy }) => {
      const merId = idNumber('shopId', args.shopId);
      const productId = idNumber('productId', args.productId);
      await notFoundWhenRefused(legacy.write('likeProduct', { mer_id: merId, product_id: productId }));
      return readProductDetail(legacy, merId, productId);
    },
    toggleShopFollow: async (_parent, args, { legacy }) => {
      const merId = idNumber('shopId', args.shopId);
      await notFoundWhenRefused(legacy.write('followShop', { mer_id: merId }));
      return readShopDetail(legacy, merId);
    },
  },
  Platform: {
    name: (platform) => platform.name,
    logo: (platform, _args, { images }) => images.one(platform.logo),
    merchantLink: (platform, _args, { images }) => images.page(platform.merchant_link),
    platformLink: (platform, _args, { images }) => images.page(platform.platform_link),
    customerServiceUrl: (platform, _args, { images }) => images.page(platform.custom_service),
  },
  Category: {
    id: (category) => String(category.category_id),
    name: (category) => category.name,
    // The legacy API sends the English display name ("Men's clothing"); the client's
    // translation key is its lower-case form, whatever casing the upstream uses.
    nameKey: (category) => category.name_en.trim().toLowerCase(),
  },
  Product: productResolvers,
  Review: reviewResolvers,
  SpecGroup: specGroupResolvers,
  Shop: shopResolvers,
};
