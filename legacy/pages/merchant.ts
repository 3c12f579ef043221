import { t, type MessageLanguage } from '../i18n/index.ts';
import { escapeHtml, renderPage } from './layout.ts';

/** The merchant-entry page: how to open a shop and why; `#platform` is the platform-seller link's anchor. */
export function merchantPage(lang: MessageLanguage): string {
  const title = t(lang, 'merchantTitle');
  const item = (key: Parameters<typeof t>[1]) => `<li>${escapeHtml(t(lang, key))}</li>`;
  const body = `<header id="platform">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t(lang, 'merchantIntro'))}</p>
</header>
<section aria-labelledby="steps">
<h2 id="steps">${escapeHtml(t(lang, 'merchantStepsTitle'))}</h2>
<ol>
${item('merchantStep1')}
${item('merchantStep2')}
${item('merchantStep3')}
${item('merchantStep4')}
</ol>
</section>
<section aria-labelledby="benefits">
<h2 id="benefits">${escapeHtml(t(lang, 'merchantBenefitsTitle'))}</h2>
<ul>
${item('merchantBenefit1')}
${item('merchantBenefit2')}
${item('merchantBenefit3')}
</ul>
</section>
<section>
<p class="muted">${escapeHtml(t(lang, 'merchantContact'))}</p>
</section>`;
  return renderPage(lang, title, body);
}
