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
import { answerLanguage, type Language } from './languages.ts';

/*
 * The gateway's own texts, one catalogue per language (locales/*.json), imported so the
 * build carries them in the bundle. `upstream`: what replaces an upstream message that
 * cannot be shown. `errors`: the passthrough's refusals, the very words of the storefront's
 * `errors.*` (client/src/locales/<language>/common.json) — a test keeps the two equal, so a
 * text changed in one program is changed in the other.
 */
export type Texts = typeof en;

/** Every language has every text of English's catalogue (checked here by the compiler). */
const CATALOGUES: Record<Language, Texts> = {
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

/** The catalogue of a language. */
export function catalogue(language: Language): Texts {
  return CATALOGUES[language];
}

/** The texts to answer a request in, by its `lang`/`language` header (see answerLanguage). */
export function textsFor(header: string | undefined): Texts {
  return CATALOGUES[answerLanguage(header)];
}
