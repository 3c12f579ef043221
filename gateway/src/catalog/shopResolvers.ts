import type { ShopResolvers } from '../generated/resolvers.ts';
import { offsetPage } from '../graphql/offsetPage.ts';
import { checkPaging } from '../validation/paging.ts';
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
  products: async (shop, args, { legacy }) => {
    const categoryId = optionalCategoryId('categoryId', args.categoryId);
    const { page, limit } = checkPaging(args.page, args.limit);
    const detail = await readShopDetail(legacy, shop.mer_id, { categoryId, page, limit });
    return offsetPage(detail.product_list.list, detail.product_list.count, page, limit);
  },
  customerServiceUrl: async (shop, _args, { legacy, images }) =>
    images.page(await legacy.read('shopCustomerService', { pid: shop.mer_id })),
};
