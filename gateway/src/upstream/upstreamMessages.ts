import { genericMessage, type MessageKind } from './genericMessages.ts';

/** Longer than this, a message is a dump, not something written for a shopper. */
const MAX_SHOWN_MESSAGE_LENGTH = 200;

/**
 * Signs that a `msg` is an internal failure rather than a message for people: the real
 * API, with debugging on, puts the raw exception there (SQL, a stack, server paths), and
 * a framework error page may end up in it.
 */
const INTERNAL_SIGNS: readonly RegExp[] = [
  /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?\/?>/i, // HTML
  /SQLSTATE|\bPDO\w*|\bmysqli?\b|syntax error|Unknown column|Duplicate entry|doesn't exist|\bsql\b/i,
  /\bselect\s+(?:\*|`|[\w.]+\s*,|[\w.]+\s+from\b)|\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+`?\w+`?\s+set\b/i,
  /`\w+`\.?`?\w*`?/, // quoted identifiers, as in `fa_user`.`money`
  /Stack trace|#\d+\s+[\w\\/{]|\bon line \d+|\bat line \d+|Fatal error|Uncaught|Exception\b|Traceback|\bWarning:|\bNotice:/i,
  /\.php\b|[A-Za-z]:\\\w|(?:^|[\s"'(=])\/(?:[\w.-]+\/)+[\w.-]*/, // PHP files and server paths
  /\bhttps?:\/\/|\b\d{1,3}(?:\.\d{1,3}){3}\b/i, // addresses of upstream hosts
];

/** Whether a message looks like something no shopper should read. */
function looksInternal(message: string): boolean {
  return message.length > MAX_SHOWN_MESSAGE_LENGTH || INTERNAL_SIGNS.some((sign) => sign.test(message));
}

export interface ScreenedMessage {
  text: string;
  /** The original, when it was replaced (for the operator's log). */
  replaced?: string;
}

/**
 * The message a shopper may read: the upstream's own when it is one, else the generic
 * message of its kind in the request's language. An empty message stays empty (callers
 * have their own default).
 */
export function screenMessage(message: string, kind: MessageKind, lang: string | undefined): ScreenedMessage {
  const text = message.trim();
  if (text === '' || !looksInternal(text)) return { text };
  return { text: genericMessage(kind, lang), replaced: message };
}
