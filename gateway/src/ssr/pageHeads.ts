import type { Request } from 'express';
import type { Language } from '../i18n/languages.ts';
import { plainText, shortened } from './htmlText.ts';
import type { PageData } from './pageData.ts';
import { CURRENCY, pageUrl, sharedPicture, type PageHead } from './pageHead.ts';
import { DOCUMENT_LANGUAGES } from './pageLanguage.ts';
import { numberFormat, shownPrice } from './shownNumbers.ts';
import { CATEGORIES_HEAD, PLATFORM_HEAD, PRODUCT_HEAD, SHOP_HEAD, type ProductHead } from './pageQueries.ts';
import type { PageTexts } from './pageTexts.ts';
import type { PublicPage } from './publicPages.ts';

/** A meta description's length at most: what search results and chat previews show. */
const DESCRIPTION_LENGTH = 160;
/** The structured data's description at most. */
const STRUCTURED_DESCRIPTION_LENGTH = 5000;
/** Pictures of a product in its structured data at most. */
const STRUCTURED_PICTURES = 5;

export interface HeadRequest {
  req: Request;
  page: PublicPage;
  language: Language;
  origin: string;
  texts: PageTexts;
}

/** A page's head, and whether it is complete (its data came, fresh): only then may a shared cache keep it. */
export interface MadeHead {
  head: PageHead;
  complete: boolean;
}

function titled(texts: PageTexts, name: string | undefined): string {
  return name ? `${name} · ${texts.appName}` : texts.appName;
}

/** A merchant's description often starts with the product's title, which the page's title already says. */
function withoutTitle(words: string, title: string): string {
  return words.startsWith(title) ? words.slice(title.length).trimStart() : words;
}

function productHead(product: ProductHead, request: HeadRequest): PageHead {
  const { language, origin, texts, page } = request;
  const price = shownPrice(product.price, language);
  const words = withoutTitle(plainText(product.descriptionHtml), product.title);
  const shortWords = shortened(words, DESCRIPTION_LENGTH - price.length - 3);
  const url = pageUrl(origin, page, language);
  const scores = (product.reviews ?? []).map((review) => review.productScore).filter((score) => score > 0);
  const rating = scores.length > 0 ? scores.reduce((sum, score) => sum + score, 0) / scores.length : undefined;
  const pictures = [product.image, ...product.images]
    .filter((picture, index, all) => picture !== '' && all.indexOf(picture) === index)
    .slice(0, STRUCTURED_PICTURES)
    .map((picture) => sharedPicture(picture, origin));
  return {
    title: titled(texts, product.title),
    description: shortWords === '' ? `${product.title} · ${price}` : `${price} · ${shortWords}`,
    type: 'product',
    ...(pictures[0] ? { image: { url: pictures[0], alt: product.title } } : {}),
    price: product.price,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        sku: product.productId,
        url,
        image: pictures,
        ...(words !== '' ? { description: shortened(words, STRUCTURED_DESCRIPTION_LENGTH) } : {}),
        offers: {
          '@type': 'Offer',
          url,
          price: product.price,
          priceCurrency: CURRENCY,
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          ...(product.shop ? { seller: { '@type': 'Organization', name: product.shop.name } } : {}),
        },
        ...(rating !== undefined
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Math.round(rating * 10) / 10,
                reviewCount: scores.length,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    ],
  };
}

function homeStructuredData(request: HeadRequest, platform: { name: string; logo: string } | undefined): unknown[] {
  const { origin, language, texts, page } = request;
  const home = pageUrl(origin, page);
  const search = `${origin}/products?title={search_term_string}&lang=${language}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: platform?.name ?? texts.appName,
      url: home,
      ...(platform?.logo ? { logo: platform.logo } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: texts.appName,
      url: home,
      inLanguage: DOCUMENT_LANGUAGES[language].tag,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: search },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/**
 * The head of a public page in its language, from the page's data run in process (PageData:
 * within the deadline, else the last good answer, else without the data).
 */
export async function makeHead(data: PageData, request: HeadRequest): Promise<MadeHead> {
  const { page, texts, req, language, origin } = request;
  const context = { req, language, origin };
  const plain = (name: string | undefined, complete = true, noindex = false): MadeHead => ({
    head: {
      title: titled(texts, name),
      description: texts.description,
      type: 'website',
      structuredData: [],
      ...(noindex ? { noindex } : {}),
    },
    complete,
  });
  switch (page.kind) {
    case 'product': {
      const loaded = await data.load(PRODUCT_HEAD, { shopId: page.shopId, productId: page.productId }, context);
      if (!loaded) return plain(texts.title('detail'), false);
      if ('notFound' in loaded) return plain(texts.title('detail'), false, true);
      return { head: productHead(loaded.data, request), complete: !loaded.stale };
    }
    case 'shop': {
      const loaded = await data.load(SHOP_HEAD, { id: page.shopId }, context);
      if (!loaded) return plain(texts.title('shop'), false);
      if ('notFound' in loaded) return plain(texts.title('shop'), false, true);
      const shop = loaded.data;
      const made = plain(shop.name, !loaded.stale);
      const numbers = numberFormat(language);
      const rate = Number(shop.favorableRate);
      made.head.description = texts.shopDescription({
        name: shop.name,
        followers: numbers.format(shop.followers),
        rate: Number.isFinite(rate) ? numbers.format(rate) : shop.favorableRate,
      });
      if (shop.avatar !== '') made.head.image = { url: sharedPicture(shop.avatar, origin), alt: shop.name };
      return made;
    }
    case 'home': {
      const loaded = await data.load(PLATFORM_HEAD, {}, context);
      const platform = loaded && 'data' in loaded ? loaded.data : undefined;
      const made = plain(texts.title('home'), loaded !== undefined && 'data' in loaded && !loaded.stale);
      made.head.structuredData = homeStructuredData(request, platform);
      if (platform?.logo) made.head.image = { url: sharedPicture(platform.logo, origin), alt: platform.name };
      return made;
    }
    case 'products': {
      // A search's results are not a page of their own for a search engine.
      if (page.title !== undefined) return plain(page.title, true, true);
      if (page.categoryId === undefined) return plain(texts.title('products'));
      const loaded = await data.load(CATEGORIES_HEAD, {}, context);
      if (!loaded || !('data' in loaded)) return plain(texts.title('products'), false);
      const category = loaded.data.find((entry) => entry.id === page.categoryId);
      if (!category) return plain(texts.title('products'), !loaded.stale, true);
      return plain(texts.category(category.nameKey) ?? category.nameKey, !loaded.stale);
    }
    case 'titled':
      return plain(texts.title(page.title));
  }
}
