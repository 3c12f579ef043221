import type { MessageLanguage } from '../i18n/index.ts';

/*
 * The stand-in's own web pages (customer service, merchant entry). They live under
 * /static, which gateways already serve on their own origin, so the platform can
 * hand browsers relative links and a storefront can frame them.
 */

const PAGES_PREFIX = '/static/pages';

export const SERVICE_PAGE = `${PAGES_PREFIX}/service`;
export const MERCHANT_PAGE = `${PAGES_PREFIX}/merchant`;

/** A shop's customer-service page, as stored in `merchants.kf_url`. */
export function shopServicePage(merId: number): string {
  return `${SERVICE_PAGE}?shop=${merId}`;
}

/**
 * One of our pages' URLs with the reader's language added (`lang=ar`), so a page
 * opened from a link or a frame (which send no lang header) speaks it; any other
 * URL, such as an operator's own chat service, is answered as stored.
 */
export function localizedPageUrl(url: string, lang: MessageLanguage): string {
  if (url !== SERVICE_PAGE && url !== MERCHANT_PAGE && !url.startsWith(`${PAGES_PREFIX}/`)) return url;
  const parsed = new URL(url, 'http://stand-in.invalid');
  parsed.searchParams.set('lang', lang);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
