import { IMAGE_ROUTE } from '../server/imageProxy.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { DOCUMENT_LANGUAGES, LANGUAGE_PARAMETER } from './pageLanguage.ts';
import { escapeHtml, scriptJson } from './htmlText.ts';
import { pagePath, type PublicPage } from './publicPages.ts';

/** What a page's head says about it, besides the build's own tags. */
export interface PageHead {
  title: string;
  description: string;
  /** og:type: a product page is a product, anything else a website. */
  type: 'website' | 'product';
  /** The picture a chat app shows with a shared link (absolute). */
  image?: { url: string; alt: string };
  /** The price shown with a shared link (the Money scalar's decimal string, US dollars). */
  price?: string;
  /** schema.org objects for `application/ld+json`. */
  structuredData: unknown[];
  /** A page that exists but should not be listed (a search's results, a product that is gone). */
  noindex?: boolean;
}

/** The currency of every amount: the Money scalar is US dollars. */
export const CURRENCY = 'USD';

/** The width of a shared link's picture: large enough for chat apps' previews, small enough for their size limits. */
const SHARED_PICTURE_WIDTH = 720;

/** Where a page is, absolute: in one language (`?lang=`), or language-neutral (x-default: cookie or phone). */
export function pageUrl(origin: string, page: PublicPage, language?: Language): string {
  const { path, query } = pagePath(page);
  const search = new URLSearchParams(query);
  if (language) search.set(LANGUAGE_PARAMETER, language);
  const rest = search.toString();
  return `${origin}${path}${rest === '' ? '' : `?${rest}`}`;
}

/**
 * A picture at the width chat apps take: the image pipeline's variant (`?w=`) when the picture
 * is served by this gateway, else the URL as it is (a CDN's).
 */
export function sharedPicture(url: string, origin: string): string {
  if (!url.startsWith(`${origin}/`)) return url;
  const path = url.slice(origin.length);
  return IMAGE_ROUTE.test(path) && !path.includes('?') ? `${url}?w=${SHARED_PICTURE_WIDTH}` : url;
}

/** Open Graph's locale: language and territory with an underscore ("zh_CN"). */
function ogLocale(language: Language): string {
  return DOCUMENT_LANGUAGES[language].tag.replace('-', '_');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/**
 * The tags of a page's head: title, description, canonical URL, the alternates of every
 * language and x-default, Open Graph and Twitter card tags, and the structured data.
 * `negotiated`: the page was asked without `?lang=` (its language is the cookie's or the
 * phone's), so it is the x-default page and its own canonical URL. Pointing it at one language's
 * page instead would make the x-default alternate a duplicate, which search engines then drop
 * from the set (Lighthouse: "Points to another hreflang location").
 */
export function headTags(
  head: PageHead,
  page: PublicPage,
  language: Language,
  origin: string,
  siteName: string,
  negotiated = false,
) {
  const canonical = pageUrl(origin, page, negotiated ? undefined : language);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map(
      (code) =>
        `<link rel="alternate" hreflang="${DOCUMENT_LANGUAGES[code].tag}" href="${escapeHtml(pageUrl(origin, page, code))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, page))}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    // A shared link opens in the language of whoever opens it, not of whoever shared it.
    meta('property', 'og:url', pageUrl(origin, page)),
    meta('property', 'og:locale', ogLocale(language)),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          meta('property', 'og:image:alt', head.image.alt),
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'twitter:image', head.image.url),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.price
      ? [meta('property', 'product:price:amount', head.price), meta('property', 'product:price:currency', CURRENCY)]
      : []),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}

const HTML_TAG = /<html\b[^>]*>/i;
const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const CHARSET = /<meta\s+charset=[^>]*>/i;

/**
 * The built page with the page's own head: its language and direction on the root element, its
 * tags in place of the build's title and description, right after the character set (chat apps
 * read only the start of a page).
 */
export function withHead(built: string, language: Language, tags: string | undefined): string {
  const { tag, dir } = DOCUMENT_LANGUAGES[language];
  const page = built.replace(HTML_TAG, `<html lang="${tag}" dir="${dir}">`);
  if (tags === undefined) return page;
  const stripped = page.replace(TITLE, '').replace(DESCRIPTION, '');
  const charset = CHARSET.exec(stripped);
  const at = charset ? charset.index + charset[0].length : stripped.search(/<\/head>/i);
  if (at < 0) return page;
  return `${stripped.slice(0, at)}\n    ${tags}\n    ${stripped.slice(at).trimStart()}`;
}

/** The build's own title and description: the head of a page whose own could not be made. */
export function builtTitle(built: string): string {
  return [TITLE.exec(built)?.[0], DESCRIPTION.exec(built)?.[0]]
    .filter((tag): tag is string => tag !== undefined)
    .map((tag) => tag.trim())
    .join('\n    ');
}
