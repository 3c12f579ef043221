import { Router, type Response } from 'express';
import type { AppDeps } from '../http/context.ts';
import { messageLanguage, type MessageLanguage } from '../i18n/index.ts';
import { merchantPage } from './merchant.ts';
import { servicePage } from './service.ts';
import { MERCHANT_PAGE, SERVICE_PAGE } from './urls.ts';

/*
 * Pages a browser opens or frames: no script and nothing remote (default-src
 * 'none'), framable only by the origin that serves them (the storefront, when a
 * gateway serves /static on its own origin), never sniffed as anything but HTML.
 */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function sendPage(res: Response, html: string): void {
  res.set({
    'Content-Security-Policy': PAGE_CSP,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'public, max-age=300',
    Vary: 'lang, language',
  });
  res.type('html').send(html);
}

/** The page's language: `?lang=` (links and frames carry no header), then the headers. */
function pageLanguage(query: unknown, fallback: MessageLanguage): MessageLanguage {
  return typeof query === 'string' && query !== '' ? messageLanguage(query) : fallback;
}

/** The customer-service page (the platform's, or a shop's with `?shop=<mer_id>`) and the merchant-entry page. */
export function pageRoutes({ db }: AppDeps): Router {
  const router = Router();
  const shopName = db.prepare<[number], { mer_name: string }>('SELECT mer_name FROM merchants WHERE mer_id = ?');

  router.get(SERVICE_PAGE, (req, res) => {
    const lang = pageLanguage(req.query['lang'], req.lang);
    const shop = Number(req.query['shop']);
    // An unknown or malformed shop gets the platform's page rather than an error page.
    const name = Number.isSafeInteger(shop) && shop > 0 ? shopName.get(shop)?.mer_name : undefined;
    sendPage(res, servicePage(lang, name));
  });

  router.get(MERCHANT_PAGE, (req, res) => {
    sendPage(res, merchantPage(pageLanguage(req.query['lang'], req.lang)));
  });

  return router;
}
