import { readShopDetail } from '../catalog/details.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { id } from '../validation/rules.ts';
import { readPage } from '../graphql/readPage.ts';

/** Mutual support: a buyer supports a shop once a UTC day; the days add up. */
export const mutualAidResolvers: Resolvers = {
  Query: {
    shopSupport: (_parent, args, { legacy }) =>
      legacy.read('assistStatus', { mer_id: Number(id('shopId', args.shopId)) }),
    supportHistory: (_parent, args, { legacy }) => readPage(args, (paging) => legacy.read('assistList', paging)),
  },
  Mutation: {
    supportShop: async (_parent, args, { legacy }) => {
      const merId = Number(id('shopId', args.shopId));
      await legacy.write('assist', { mer_id: merId });
      // The legacy call answers null: the status after it is what the buyer sees next.
      return legacy.read('assistStatus', { mer_id: merId });
    },
  },
  ShopSupport: {
    id: (support) => String(support.mer_id),
    // One product is enough: the support screen shows the shop, not its catalogue.
    shop: (support, _args, { legacy }) => readShopDetail(legacy, support.mer_id, { page: 1, limit: 1 }),
    supportedToday: (support) => support.today,
  },
  SupportRecord: {
    id: (record) => String(record.id),
    shopId: (record) => String(record.mer_id),
    shopName: (record) => record.mer_name,
    shopAvatar: (record, _args, { images }) => images.one(record.mer_avatar),
    createdAt: (record) => record.createtime,
  },
};
