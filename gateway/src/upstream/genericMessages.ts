import { textsFor, type Texts } from '../i18n/texts.ts';

/**
 * What a shopper reads instead of an upstream message that cannot be shown (see
 * upstreamMessages.ts), by kind of answer: the `upstream` texts of the gateway's
 * catalogues (gateway/src/i18n).
 */
export type MessageKind = keyof Texts['upstream'];

/** The generic message of a kind in the request's language (English when unknown). */
export function genericMessage(kind: MessageKind, lang: string | undefined): string {
  return textsFor(lang).upstream[kind];
}
