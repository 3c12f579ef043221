import { addressParams } from './inputs.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { checkPaging } from '../validation/paging.ts';
import { id } from '../validation/rules.ts';
import { offsetPage } from '../graphql/offsetPage.ts';

/** The buyer's shipping addresses. The upstream refuses another buyer's address as unknown. */
export const addressResolvers: Resolvers = {
  Query: {
    addresses: async (_parent, args, { legacy }) => {
      const { page, limit } = checkPaging(args.page, args.limit);
      const data = await legacy.read('addressList', { page, limit });
      return offsetPage(data.list, data.count, page, limit);
    },
    address: (_parent, args, { legacy }) => legacy.read('address', { address_id: Number(id('id', args.id)) }),
  },
  Mutation: {
    saveAddress: async (_parent, args, { legacy }) => {
      const { msg } = await legacy.write('addressAdd', addressParams(args.input));
      return { ok: true, message: msg };
    },
    setDefaultAddress: async (_parent, args, { legacy }) => {
      const { msg } = await legacy.write('addressSetDefault', { address_id: Number(id('id', args.id)) });
      return { ok: true, message: msg };
    },
    deleteAddress: async (_parent, args, { legacy }) => {
      const { msg } = await legacy.write('addressDel', { address_id: Number(id('id', args.id)) });
      return { ok: true, message: msg };
    },
  },
  Address: {
    id: (address) => String(address.address_id),
    addressee: (address) => address.name,
    isDefault: (address) => address.is_default === 1,
  },
};
