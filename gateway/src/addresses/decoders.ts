import type { LegacyValues } from '../upstream/decode/legacyValues.ts';

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

/** Decoders of the address calls (see upstream/decoders.ts). */
export function addressDecoders(v: LegacyValues) {
  const address = v.object(addressShape(v));
  return {
    addressList: v.page(address),
    address,
    addressAdd: v.ignored,
    addressSetDefault: v.ignored,
    addressDel: v.ignored,
    // [shape assumed] The regions of the area picker under one parent.
    areaList: v.list(v.object({ id: v.int, name: v.text, pid: v.intOr(0), level: v.intOr(1) })),
  };
}
