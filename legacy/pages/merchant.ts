import { t, type MessageLanguage } from '../i18n/index.ts';
import { escapeHtml, renderPage } from './layout.ts';

/** The merchant-entry page: how to open a shop and why; `#platform` is the platform-seller link's anchor. */
export function merchantPage(lang: MessageLanguage): string {
  const title = t(lang, 'merchantTitle');
  type Key = Parameters<typeof t>[1];
  const item = (key: Key) => `<li>${escapeHtml(t(lang, key))}</li>`;
  /** A titled section holding one list (`ol` or `ul`) of texts. */
  const list = (id: string, titleKey: Key, tag: 'ol' | 'ul', keys: readonly Key[]) =>
    `<section aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(t(lang, titleKey))}</h2>
<${tag}>
${keys.map(item).join('\n')}
</${tag}>
</section>`;
  const body = `<header id="platform">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t(lang, 'merchantIntro'))}</p>
</header>
${list('steps', 'merchantStepsTitle', 'ol', ['merchantStep1', 'merchantStep2', 'merchantStep3', 'merchantStep4'])}
${list('benefits', 'merchantBenefitsTitle', 'ul', ['merchantBenefit1', 'merchantBenefit2', 'merchantBenefit3'])}
<section>
<p class="muted">${escapeHtml(t(lang, 'merchantContact'))}</p>
</section>`;
  return renderPage(lang, title, body);
}
