import type { LegacyValues } from '../upstream/decode/legacyValues.ts';

/** Decoders of the mutual-support calls (shapes assumed; see upstream/decoders.ts). */
export function mutualAidDecoders(v: LegacyValues) {
  return {
    assistStatus: v.object({ mer_id: v.int, days: v.intOr(0), today: v.flag }),
    assist: v.ignored,
    assistList: v.page(
      v.object({
        id: v.int,
        mer_id: v.int,
        mer_name: v.text,
        mer_avatar: v.image,
        days: v.intOr(0),
        createtime: v.time,
      }),
    ),
  };
}
