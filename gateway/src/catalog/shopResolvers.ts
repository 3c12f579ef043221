import type { ShopResolvers } from '../generated/resolvers.ts';
import { readPage } from '../graphql/readPage.ts';
import { optionalCategoryId } from './arguments.ts';
import { readShopDetail, shopDetailOf } from './details.ts';

/** Shop fields, for a list item as well as a detail; detail-only fields load the detail once per request. */
export const shopResolvers: ShopResolvers = {
  id: (shop) => String(shop.mer_id),
  name: (shop) => shop.mer_name,
  avatar: (shop, _args, { images }) => images.one(shop.mer_avatar),
  followers: (shop) => shop.follow_count,
  favorableRate: (shop) => shop.good_rate,
  sales: (shop) => shop.sales,
  totalSales: (shop) => shop.total_sales,
  banners: async (shop, _args, { legacy, images }) => images.list((await shopDetailOf(shop, legacy)).banner),
  followed: async (shop, _args, { legacy }) => (await shopDetailOf(shop, legacy)).is_follow,
  products: (shop, args, { legacy }) => {
    const categoryId = optionalCategoryId('categoryId', args.categoryId);
    return readPage(
      args,
      async (paging) => (await readShopDetail(legacy, shop.mer_id, { categoryId, ...paging })).product_list,
    );
  },
  customerServiceUrl: async (shop, _args, { legacy, images }) =>
    images.page(await legacy.read('shopCustomerService', { pid: shop.mer_id })),
};
