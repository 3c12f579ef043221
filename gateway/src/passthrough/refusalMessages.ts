import { textsFor, type Texts } from '../i18n/texts.ts';

/** The refusals the passthrough answers itself: the `errors` of the gateway's catalogues (gateway/src/i18n). */
export type RefusalKey = keyof Texts['errors'];

/**
 * The spec's refusals in the caller's language (the `lang`/`language` header, as the
 * legacy API reads it; English when unknown): "data is being processed, do not resubmit",
 * "backend interface connection abnormal"/"system interface request timeout", the legacy
 * client's own "system interface {{status}} abnormal" for an HTTP failure, and "the server
 * answered something unexpected" for an answer that cannot be passed on — in the words the
 * storefront uses for them.
 */
export class RefusalMessages {
  text(key: RefusalKey, language: string | undefined, values: Record<string, string | number> = {}): string {
    const text = textsFor(language).errors[key];
    return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  }
}
