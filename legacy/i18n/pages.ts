import ar from './pages/ar.json' with { type: 'json' };
import de from './pages/de.json' with { type: 'json' };
import en from './pages/en.json' with { type: 'json' };
import es from './pages/es.json' with { type: 'json' };
import fr from './pages/fr.json' with { type: 'json' };
import hi from './pages/hi.json' with { type: 'json' };
import id from './pages/id.json' with { type: 'json' };
import it from './pages/it.json' with { type: 'json' };
import jp from './pages/jp.json' with { type: 'json' };
import kr from './pages/kr.json' with { type: 'json' };
import ms from './pages/ms.json' with { type: 'json' };
import th from './pages/th.json' with { type: 'json' };
import tr from './pages/tr.json' with { type: 'json' };
import vi from './pages/vi.json' with { type: 'json' };
import zhCn from './pages/zh-cn.json' with { type: 'json' };
import type { MessageLanguage } from './languages.ts';

/** One help-and-support article: a question and its HTML answer. */
interface Article {
  title: string;
  content: string;
}

/** The platform's long texts in one language (`pages/<file_name>.json`). */
export interface PlatformPages {
  help: readonly Article[];
  /** The law-and-policy page (terms of service and privacy policy), HTML. */
  law: string;
}

export const PLATFORM_PAGES: Readonly<Record<MessageLanguage, PlatformPages>> = {
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
