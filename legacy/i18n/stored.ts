import { LANGUAGE_TAGS, isMessageKey, t, type MessageKey, type MessageLanguage } from './index.ts';

/*
 * Texts the stand-in stores and shows later (notifications, bill titles, logistics
 * steps, audit notes) are kept as a message key and its parameters, and rendered
 * in the reader's language when read: a refund approved while the buyer used
 * English reads in Arabic once they switch.
 */

/**
 * A parameter: plain text (names, numbers, an operator's note), an amount in cents
 * (formatted for the reader) or another message (a default carrier's name).
 */
export type TextParam = string | number | { cents: number } | { key: MessageKey };

export interface StoredText {
  key: MessageKey;
  params?: Readonly<Record<string, TextParam>>;
}

/** The parameters as stored in the `*_params` column (JSON). */
export function encodeParams(text: StoredText): string {
  return JSON.stringify(text.params ?? {});
}

/**
 * An amount as the storefront writes it: the language's digits and separators, and "$" in
 * every language (the spec's symbol), never "US$" or "USD" as some languages' Intl would.
 */
function money(lang: MessageLanguage, cents: number): string {
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[lang], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  });
  return format
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('');
}

function decodeParams(json: string): Record<string, TextParam> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, TextParam>) : {};
  } catch {
    return {};
  }
}

/**
 * The stored text in `lang`: the key's translation with its parameters, or, for
 * rows written without a key (an operator's own words), the text as written.
 */
export function renderStored(lang: MessageLanguage, key: string | null, params: string, written: string): string {
  if (!key || !isMessageKey(key)) return written;
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(decodeParams(params))) {
    if (typeof value !== 'object' || value === null) vars[name] = value;
    else if ('cents' in value) vars[name] = money(lang, Number(value.cents));
    else vars[name] = isMessageKey(String(value.key)) ? t(lang, value.key) : '';
  }
  return t(lang, key, vars);
}

/** The English rendering, kept in the plain text column for readers that ignore the key. */
export function englishOf(text: StoredText): string {
  return renderStored('en', text.key, encodeParams(text), '');
}
