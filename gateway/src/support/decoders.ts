import type { LegacyValues } from '../upstream/decode/legacyValues.ts';

/** Decoders of the help, policy, notification and upload calls (see upstream/decoders.ts). */
export function supportDecoders(v: LegacyValues) {
  return {
    helpSupport: v.list(v.object({ title: v.text, content: v.text })),
    law: v.text,
    noticeList: v.page(v.object({ id: v.int, title: v.text, content: v.text, is_read: v.flag, createtime: v.time })),
    noticeRead: v.ignored,
    upload: v.object({ url: v.requiredText, fullurl: v.text }),
  };
}
