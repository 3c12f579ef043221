import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyValues } from '../upstream/decode/legacyValues.ts';
import type { DecodedBy, DomainCalls } from '../upstream/callRecord.ts';

/** One saved address, as the address list, the address call and the buyer's default answer it. */
export function addressShape(v: LegacyValues) {
  return {
    address_id: v.int,
    name: v.text,
    mobile: v.text,
    country: v.text,
    area: v.text,
    detail: v.text,
    tag: v.text,
    is_default: v.flag,
  };
}

/** The address calls: endpoint and decoder (see upstream/callRecord.ts). */
export const addressCalls = {
  addressList: {
    endpoint: { method: 'GET', path: '/api/user/address_list', idempotent: true },
    decode: (v) => v.page(v.object(addressShape(v))),
  },
  address: {
    endpoint: { method: 'GET', path: '/api/user/address', idempotent: true },
    decode: (v) => v.object(addressShape(v)),
  },
  addressAdd: { endpoint: { method: 'POST', path: '/api/user/address_add' }, decode: (v) => v.ignored },
  addressSetDefault: { endpoint: { method: 'POST', path: '/api/user/address_set_default' }, decode: (v) => v.ignored },
  addressDel: { endpoint: { method: 'GET', path: '/api/user/address_del' }, decode: (v) => v.ignored },
  areaList: {
    endpoint: { method: 'GET', path: '/api/user/area', publicCache: true, idempotent: true },
    // [shape assumed] The regions of the area picker under one parent.
    decode: (v) => v.list(v.object({ id: v.int, name: v.text, pid: v.intOr(0), level: v.intOr(1) })),
  },
} satisfies DomainCalls;

type Decoded<Op extends keyof typeof addressCalls> = DecodedBy<(typeof addressCalls)[Op]>;

/* What the address types are resolved from. */

export type Address = ListItem<Decoded<'addressList'>>;

export type Area = Item<Decoded<'areaList'>>;
