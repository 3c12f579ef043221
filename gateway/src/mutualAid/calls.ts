import type { ListItem } from '../graphql/legacyShapes.ts';
import type { DecodedBy, DomainCalls } from '../upstream/callRecord.ts';

/** The mutual-support calls: endpoint and decoder (shapes assumed; see upstream/callRecord.ts). */
export const mutualAidCalls = {
  assistStatus: {
    endpoint: { method: 'POST', path: '/api/merchant/assistStatus', idempotent: true },
    decode: (v) => v.object({ mer_id: v.int, days: v.intOr(0), today: v.flag }),
  },
  assist: { endpoint: { method: 'POST', path: '/api/merchant/assist' }, decode: (v) => v.ignored },
  assistList: {
    endpoint: { method: 'POST', path: '/api/merchant/assistList', idempotent: true },
    decode: (v) =>
      v.page(
        v.object({
          id: v.int,
          mer_id: v.int,
          mer_name: v.text,
          mer_avatar: v.image,
          days: v.intOr(0),
          createtime: v.time,
        }),
      ),
  },
} satisfies DomainCalls;

type Decoded<Op extends keyof typeof mutualAidCalls> = DecodedBy<(typeof mutualAidCalls)[Op]>;

/* What the mutual-aid types are resolved from. */

export type ShopSupport = Decoded<'assistStatus'>;
export type SupportRecord = ListItem<Decoded<'assistList'>>;
