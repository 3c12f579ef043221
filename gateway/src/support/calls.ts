import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { DecodedBy, DomainCalls } from '../upstream/callRecord.ts';

/** The help, policy, notification and upload calls: endpoint and decoder (see upstream/callRecord.ts). */
export const supportCalls = {
  helpSupport: {
    endpoint: { method: 'GET', path: '/api/user/help_support', publicCache: true, idempotent: true },
    decode: (v) => v.list(v.object({ title: v.text, content: v.text })),
  },
  law: {
    endpoint: { method: 'GET', path: '/api/user/law', publicCache: true, idempotent: true },
    decode: (v) => v.text,
  },
  noticeList: {
    endpoint: { method: 'GET', path: '/api/user/notice_list', idempotent: true },
    decode: (v) => v.page(v.object({ id: v.int, title: v.text, content: v.text, is_read: v.flag, createtime: v.time })),
  },
  noticeRead: { endpoint: { method: 'POST', path: '/api/user/notice_read' }, decode: (v) => v.ignored },
  upload: {
    endpoint: { method: 'POST', path: '/merchant/common/upload' },
    decode: (v) => v.object({ url: v.requiredText, fullurl: v.text }),
  },
} satisfies DomainCalls;

type Decoded<Op extends keyof typeof supportCalls> = DecodedBy<(typeof supportCalls)[Op]>;

/* What the help and notification types are resolved from. */

/** A help article with its position, which serves as its id. */
export type HelpArticle = Item<Decoded<'helpSupport'>> & { position: number };
export type Notification = ListItem<Decoded<'noticeList'>>;
