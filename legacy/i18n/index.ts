import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };
import id from './locales/id.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import jp from './locales/jp.json' with { type: 'json' };
import kr from './locales/kr.json' with { type: 'json' };
import ms from './locales/ms.json' with { type: 'json' };
import th from './locales/th.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import zhCn from './locales/zh-cn.json' with { type: 'json' };
import type { MessageLanguage } from './languages.ts';

export { LANGUAGE_FILES, LANGUAGE_TAGS, isRightToLeft, messageLanguage, type MessageLanguage } from './languages.ts';

/** Every text the stand-in writes, keyed as in `locales/en.json`. */
export type MessageKey = keyof typeof en;

/*
 * One data file per language (`locales/<file_name>.json`). Typing each one as a
 * full catalogue makes a missing key a compile error; tests/legacy/i18n.test.ts
 * checks the placeholders and that no language is an English copy.
 */
const catalogs: Readonly<Record<MessageLanguage, Readonly<Record<MessageKey, string>>>> = {
  en,
  'zh-cn': zhCn,
  jp,
  kr,
  th,
  id,
  vi,
  de,
  ar,
  fr,
  hi,
  it,
  tr,
  es,
  ms,
};

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Translates a message key, filling `{name}` placeholders from `vars`. */
export function t(
  lang: MessageLanguage,
  key: MessageKey,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  const template = catalogs[lang][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}
