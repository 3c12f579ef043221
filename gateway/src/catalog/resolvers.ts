import { idNumber, optionalCategoryId, optionalTitle, searchTitle } from './arguments.ts';
import { readProductDetail, readShopDetail } from './details.ts';
import { productResolvers, reviewResolvers, specGroupResolvers } from './productResolvers.ts';
import { shopResolvers } from './shopResolvers.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { checkPaging } from '../validation/paging.ts';
import { offsetPage } from '../graphql/offsetPage.ts';

/** The storefront: platform, categories, product and shop lists, search, product and shop pages, likes and follows. */
export const catalogResolvers: Resolvers = {
  Query: {
    platform: (_parent, _args, { legacy }) => legacy.read('platformInfo'),
    banners: async (_parent, _args, { legacy, images }) => (await legacy.read('banners')).map((url) => images.one(url)),
    categories: (_parent, _args, { legacy }) => legacy.read('categories'),
    categoryProducts: async (_parent, args, { legacy }) => {
      const categoryId = idNumber('categoryId', args.categoryId);
      const { page, limit } = checkPaging(args.page, args.limit);
      const data = await legacy.read('products', { category_id: categoryId, page, limit });
      return offsetPage(data.list, data.count, page, limit);
    },
    hotProducts: async (_parent, args, { legacy }) => {
      const title = optionalTitle('title', args.title);
      const { page, limit } = checkPaging(args.page, args.limit);
      const data = await legacy.read('hotProducts', { ...(title === undefined ? {} : { title }), page, limit });
      return offsetPage(data.list, data.count, page, limit);
    },
    hotShops: async (_parent, args, { legacy }) => {
      const { page, limit } = checkPaging(args.page, args.limit);
      const data = await legacy.read('hotMerchants', { page, limit });
      return offsetPage(data.list, data.count, page, limit);
    },
    searchKeywords: async (_parent, _args, { legacy }) => (await legacy.read('searchKeywords')).map((row) => row.keyword),
    searchProducts: async (_parent, args, { legacy }) => {
      const title = searchTitle('title', args.title);
      const categoryId = optionalCategoryId('categoryId', args.categoryId);
      const { page, limit } = checkPaging(args.page, args.limit);
      const data = await legacy.read('searchProducts', {
        title,
        ...(categoryId === undefined ? {} : { category_id: categoryId }),
        page,
        limit,
      });
      return offsetPage(data.list, data.count, page, limit);
    },
    searchShops: async (_parent, args, { legacy }) => {
      const title = searchTitle('title', args.title);
      const { page, limit } = checkPaging(args.page, args.limit);
      const data = await legacy.read('searchShops', { title, page, limit });
      return offsetPage(data.list, data.count, page, limit);
    },
    recommendedProducts: async (_parent, args, { legacy }) => {
      const categoryId = optionalCategoryId('categoryId', args.categoryId);
      const { page, limit } = checkPaging(args.page, args.limit);
      const data = await legacy.read('recommendedProducts', {
        ...(categoryId === undefined ? {} : { category_id: categoryId }),
        page,
        limit,
      });
      return offsetPage(data.list, data.count, page, limit);
    },
    product: (_parent, args, { legacy }) => {
      const merId = idNumber('shopId', args.shopId);
      const productId = idNumber('productId', args.productId);
      return readProductDetail(legacy, merId, productId);
    },
    shop: (_parent, args, { legacy }) => readShopDetail(legacy, idNumber('id', args.id)),
    followedShops: async (_parent, args, { legacy }) => {
      const { page, limit } = checkPaging(args.page, args.limit);
      const data = await legacy.read('followList', { page, limit });
      return offsetPage(data.list, data.count, page, limit);
    },
    likedProducts: async (_parent, args, { legacy }) => {
      const { page, limit } = checkPaging(args.page, args.limit);
      const data = await legacy.read('likeList', { page, limit });
      return offsetPage(data.list, data.count, page, limit);
    },
  },
  Mutation: {
    // The toggles answer null upstream; the write empties this request's loader
    // cache, so the read after it sees the new like or follow.
    toggleProductLike: async (_parent, args, { legacy }) => {
      const merId = idNumber('shopId', args.shopId);
      const productId = idNumber('productId', args.productId);
      await legacy.write('likeProduct', { mer_id: merId, product_id: productId });
      return readProductDetail(legacy, merId, productId);
    },
    toggleShopFollow: async (_parent, args, { legacy }) => {
      const merId = idNumber('shopId', args.shopId);
      await legacy.write('followShop', { mer_id: merId });
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
