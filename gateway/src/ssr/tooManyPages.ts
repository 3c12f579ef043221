import type { Request, Response } from 'express';
import { catalogue } from '../i18n/texts.ts';
import { escapeHtml } from './htmlText.ts';
import { DOCUMENT_LANGUAGES, pageLanguage } from './pageLanguage.ts';

/**
 * The address to try again: the page asked, as a path on this origin. A request target of
 * `//host/…` (or `/\host`) would make a link to another site, so leading slashes are one.
 */
function samePage(req: Request): string {
  const asked = req.originalUrl.startsWith('/') ? req.originalUrl : req.path;
  return `/${asked.replace(/^[/\\]+/, '')}`;
}

/**
 * The 429 page of an address past its pages' limit (pageLimits.ts), in the shopper's language
 * as the page would have been (pageLanguage.ts), right to left in Arabic. Plain HTML: no script
 * (the storefront's CSP, which the security headers already set, allows none inline, and the
 * app's would cost the very requests being refused), no style, nothing fetched; trying again is
 * a link to the same page. `no-store`: nothing may keep a refusal meant for one address.
 */
export function sendTooManyPages(req: Request, res: Response, retryAfterSeconds: number): void {
  const { language, negotiated } = pageLanguage(req);
  const { tag, dir } = DOCUMENT_LANGUAGES[language];
  const texts = catalogue(language).pages;
  const html = `<!doctype html>
<html lang="${tag}" dir="${dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(texts.tooManyTitle)}</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(texts.tooManyTitle)}</h1>
      <p>${escapeHtml(texts.tooManyMessage)}</p>
      <p><a href="${escapeHtml(samePage(req))}">${escapeHtml(texts.tryAgain)}</a></p>
    </main>
  </body>
</html>
`;
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  if (negotiated) {
    res.vary('Cookie');
    res.vary('Accept-Language');
  }
  res.status(429).type('html').send(html);
}
