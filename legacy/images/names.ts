/*
 * The locally drawn images and their URLs. Every picture is described entirely by
 * its file name, so the image route draws it without reading the database and the
 * seed can build the URLs it stores. Builders and parsers live side by side so the
 * two can never disagree.
 */

import { LANGUAGE_FILES, type MessageLanguage } from '../i18n/languages.ts';

const IMAGE_PREFIX = '/static/img';

/** Number of categories an image can be drawn for (ids 1..CATEGORY_COUNT). */
const CATEGORY_COUNT = 10;
/** Platform banners 1..PLATFORM_BANNER_COUNT exist. */
export const PLATFORM_BANNER_COUNT = 6;

const MAX_NUMBER = 999_999;

export type ImageRequest =
  | { kind: 'product'; categoryId: number; productId: number; view: number; initials: string }
  | { kind: 'shop'; merId: number; initials: string }
  | { kind: 'shop-banner'; merId: number; view: number; categoryId: number; initials: string }
  | { kind: 'banner'; number: number; lang: MessageLanguage }
  | { kind: 'logo' }
  | { kind: 'avatar'; number: number; initials: string };

/** Up to three capital letters or digits taken from the words of `text` ("Nordvik Air Laptop" → "NAL"). */
export function initialsOf(text: string, max = 2): string {
  const letters = text
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return letters.slice(0, Math.min(Math.max(max, 1), 3)) || 'X';
}

export function productImageUrl(categoryId: number, productId: number, view: number, initials: string): string {
  return `${IMAGE_PREFIX}/product/${categoryId}-${productId}-${view}-${initials}.svg`;
}

export function shopAvatarUrl(merId: number, initials: string): string {
  return `${IMAGE_PREFIX}/shop/${merId}-${initials}.svg`;
}

export function shopBannerUrl(merId: number, view: number, categoryId: number, initials: string): string {
  return `${IMAGE_PREFIX}/shop-banner/${merId}-${view}-${categoryId}-${initials}.svg`;
}

/** A home banner; its texts are drawn in `lang` (`/banner/2-ar.svg`; English has no suffix). */
export function platformBannerUrl(number: number, lang: MessageLanguage = 'en'): string {
  return `${IMAGE_PREFIX}/banner/${number}${lang === 'en' ? '' : `-${lang}`}.svg`;
}

/**
 * A stored banner URL in the reader's language: the platform's own drawn banners
 * get the language's version; any other picture (an operator's upload) is kept.
 */
export function localizedBannerUrl(url: string, lang: MessageLanguage): string {
  const photo = url.endsWith(PHOTO_EXTENSION);
  const request = parseImageUrl(photo ? asDrawingUrl(url) : url);
  if (request?.kind !== 'banner') return url;
  const localized = platformBannerUrl(request.number, lang);
  return photo ? asPhotoUrl(localized) : localized;
}

const DRAWING_EXTENSION = '.svg';
const PHOTO_EXTENSION = '.jpg';

/** A drawn picture's URL as its real-size photo's (`….svg` → `….jpg`; images/photos.ts). */
function asPhotoUrl(url: string): string {
  return url.endsWith(DRAWING_EXTENSION) ? `${url.slice(0, -DRAWING_EXTENSION.length)}${PHOTO_EXTENSION}` : url;
}

function asDrawingUrl(url: string): string {
  return url.endsWith(PHOTO_EXTENSION) ? `${url.slice(0, -PHOTO_EXTENSION.length)}${DRAWING_EXTENSION}` : url;
}

export const LOGO_URL = `${IMAGE_PREFIX}/logo/logo.svg`;

export function avatarUrl(number: number, initials: string): string {
  return `${IMAGE_PREFIX}/avatar/${number}-${initials}.svg`;
}

const NUMBER = '([1-9]\\d{0,5})';
const INITIALS = '([A-Z0-9]{1,3})';
const patterns = {
  product: new RegExp(`^${NUMBER}-${NUMBER}-([1-5])-${INITIALS}\\.svg$`),
  shop: new RegExp(`^${NUMBER}-${INITIALS}\\.svg$`),
  shopBanner: new RegExp(`^${NUMBER}-([1-3])-${NUMBER}-${INITIALS}\\.svg$`),
  banner: new RegExp(`^${NUMBER}(?:-(${LANGUAGE_FILES.filter((file) => file !== 'en').join('|')}))?\\.svg$`),
  avatar: new RegExp(`^${NUMBER}-${INITIALS}\\.svg$`),
};

function num(text: string | undefined): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= MAX_NUMBER ? value : 0;
}

function validCategory(id: number): boolean {
  return id >= 1 && id <= CATEGORY_COUNT;
}

/** Reads an image URL's kind and file name; undefined when no such image exists. */
export function parseImageName(kind: string, name: string): ImageRequest | undefined {
  switch (kind) {
    case 'product': {
      const m = patterns.product.exec(name);
      if (!m) return undefined;
      const categoryId = num(m[1]);
      if (!validCategory(categoryId)) return undefined;
      return { kind, categoryId, productId: num(m[2]), view: num(m[3]), initials: m[4] ?? 'X' };
    }
    case 'shop': {
      const m = patterns.shop.exec(name);
      return m ? { kind, merId: num(m[1]), initials: m[2] ?? 'X' } : undefined;
    }
    case 'shop-banner': {
      const m = patterns.shopBanner.exec(name);
      if (!m) return undefined;
      const categoryId = num(m[3]);
      if (!validCategory(categoryId)) return undefined;
      return { kind, merId: num(m[1]), view: num(m[2]), categoryId, initials: m[4] ?? 'X' };
    }
    case 'banner': {
      const m = patterns.banner.exec(name);
      const number = num(m?.[1]);
      const lang = (m?.[2] ?? 'en') as MessageLanguage;
      return number >= 1 && number <= PLATFORM_BANNER_COUNT ? { kind, number, lang } : undefined;
    }
    case 'logo':
      return name === 'logo.svg' ? { kind } : undefined;
    case 'avatar': {
      const m = patterns.avatar.exec(name);
      return m ? { kind, number: num(m[1]), initials: m[2] ?? 'X' } : undefined;
    }
    default:
      return undefined;
  }
}

/** Splits a served URL (`/static/img/<kind>/<name>`) and parses it; undefined for anything else. */
export function parseImageUrl(url: string): ImageRequest | undefined {
  const m = /^\/static\/img\/([a-z-]+)\/([^/]+)$/.exec(url);
  return m ? parseImageName(m[1] ?? '', m[2] ?? '') : undefined;
}
