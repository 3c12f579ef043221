import type { Db } from '../db/open.ts';
import { isMessageKey, t, type MessageKey, type MessageLanguage } from '../i18n/index.ts';
import { encodeParams, renderStored, type TextParam } from '../i18n/stored.ts';

/*
 * A notification is stored as a key base ("noticeRechargeApproved") whose
 * `…Title` and `…Body` messages are rendered in the reader's language, with its
 * parameters. A `reason` parameter (an operator's own words) follows the body.
 */

/** Notification kinds: the bases of a `<base>Title` / `<base>Body` message pair. */
export type NoticeKind = {
  [K in MessageKey]: K extends `notice${infer Name}Title`
    ? `notice${Name}Body` extends MessageKey
      ? `notice${Name}`
      : never
    : never;
}[MessageKey];

export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  text_key: string | null;
  text_params: string;
  is_read: number;
  createtime: number;
}

function reasonOf(params: string): string {
  try {
    const reason: unknown = (JSON.parse(params) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason : '';
  } catch {
    return '';
  }
}

/** The notification as /api/user/notice_list answers it, in `lang`. */
export function toNotice(row: NoticeRow, lang: MessageLanguage) {
  const base = row.text_key;
  const keyed = base !== null && isMessageKey(`${base}Title`) && isMessageKey(`${base}Body`);
  let content = keyed ? renderStored(lang, `${base}Body`, row.text_params, row.content) : row.content;
  const reason = keyed ? reasonOf(row.text_params) : '';
  if (reason) content += ` ${t(lang, 'noticeReason', { reason })}`;
  return {
    id: row.id,
    title: keyed ? renderStored(lang, `${base}Title`, row.text_params, row.title) : row.title,
    content,
    is_read: row.is_read,
    createtime: row.createtime,
  };
}

/** Writes a notification for `userId`; the plain columns keep the English rendering. */
export function notify(
  db: Db,
  notice: { userId: number; kind: NoticeKind; params?: Record<string, TextParam>; isRead?: boolean; now: number },
): void {
  const params = encodeParams({ key: `${notice.kind}Body`, ...(notice.params ? { params: notice.params } : {}) });
  const english = toNotice(
    { id: 0, title: '', content: '', text_key: notice.kind, text_params: params, is_read: 0, createtime: 0 },
    'en',
  );
  db.prepare(
    `INSERT INTO notices (user_id, title, content, text_key, text_params, is_read, createtime)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(notice.userId, english.title, english.content, notice.kind, params, notice.isRead ? 1 : 0, notice.now);
}
