import { addressParams } from './inputs.ts';
import type { Area } from './calls.ts';
import type { LegacyAccess } from '../upstream/legacyAccess.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { id } from '../validation/rules.ts';
import { readPage } from '../graphql/readPage.ts';

/** The regions inside `pid` (0: the countries); PHP answers "none" as [], {}, null or "". */
async function areasUnder(legacy: LegacyAccess, pid: number): Promise<Area[]> {
  const data: unknown = await legacy.read('areaList', pid === 0 ? {} : { pid });
  return Array.isArray(data) ? (data as Area[]) : [];
}

/** The buyer's shipping addresses. The upstream refuses another buyer's address as unknown. */
export const addressResolvers: Resolvers = {
  Query: {
    addresses: (_parent, args, { legacy }) => readPage(args, (paging) => legacy.read('addressList', paging)),
    address: (_parent, args, { legacy }) => legacy.read('address', { address_id: Number(id('id', args.id)) }),
    areas: (_parent, args, { legacy }) =>
      areasUnder(
        legacy,
        args.parentId === null || args.parentId === undefined ? 0 : Number(id('parentId', args.parentId)),
      ),
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
  Area: {
    id: (area) => String(area.id),
    // One read per region; the public cache shares them across buyers and the loader runs them together.
    level: (area) => area.level || 1,
    children: (area, _args, { legacy }) => (area.level >= 3 ? [] : areasUnder(legacy, area.id)),
  },
  Address: {
    id: (address) => String(address.address_id),
    addressee: (address) => address.name,
    isDefault: (address) => address.is_default,
  },
};
