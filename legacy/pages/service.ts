import { t, type MessageLanguage } from '../i18n/index.ts';
import { PLATFORM_PAGES } from '../i18n/pages.ts';
import { escapeHtml, renderPage } from './layout.ts';

/**
 * The customer-service page: a greeting and the opening hours, for a shop what it
 * answers, the common questions (the help articles) and what to prepare before
 * writing. The articles are the platform's own HTML from legacy/i18n/pages.
 */
export function servicePage(lang: MessageLanguage, shopName?: string): string {
  const title = shopName ? t(lang, 'serviceShopTitle', { shop: shopName }) : t(lang, 'serviceTitle');
  const faq = PLATFORM_PAGES[lang].help
    .map((article) => `<details><summary>${escapeHtml(article.title)}</summary>${article.content}</details>`)
    .join('\n');
  const body = `<header>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t(lang, 'serviceGreeting'))}</p>
</header>
<section>
<p>${escapeHtml(t(lang, 'serviceHours'))}</p>
${shopName ? `<p class="muted">${escapeHtml(t(lang, 'serviceShopIntro'))}</p>` : ''}
</section>
<section aria-labelledby="faq">
<h2 id="faq">${escapeHtml(t(lang, 'serviceFaqTitle'))}</h2>
${faq}
</section>
<section aria-labelledby="before">
<h2 id="before">${escapeHtml(t(lang, 'serviceContactTitle'))}</h2>
<ul>
<li>${escapeHtml(t(lang, 'serviceContactOrder'))}</li>
<li>${escapeHtml(t(lang, 'serviceContactProof'))}</li>
<li>${escapeHtml(t(lang, 'serviceContactSecret'))}</li>
</ul>
</section>`;
  return renderPage(lang, title, body);
}
