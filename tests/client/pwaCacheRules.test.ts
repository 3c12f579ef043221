import { describe, expect, it } from 'vitest';
import {
  isOtherReleasesPages,
  isPicture,
  isPublicAnswer,
  isPublicQuery,
  isStorefrontPage,
  isStorefrontPath,
  isTranslationFile,
  LANGUAGE_COOKIE,
  offlineLanguage,
  offlinePagePath,
  PICTURE_MAX_BYTES,
  pictureAccept,
  pictureFits,
  releaseOf,
  type RequestFacts,
  TOKEN_COOKIE,
} from '../../client/src/pwa/cacheRules.ts';
import { urlsToKeep } from '../../client/src/pwa/firstVisit.ts';
import { mayOfferRelease } from '../../client/src/pwa/quietRoutes.ts';
import { negotiateFormat } from '../../gateway/src/images/negotiation.ts';
import {
  LANGUAGE_COOKIE as APP_LANGUAGE_COOKIE,
  TOKEN_COOKIE as APP_TOKEN_COOKIE,
} from '../../client/src/session/readCookies.ts';

/*
 * What the storefront's service worker may keep (client/src/pwa/cacheRules.ts), what a first
 * visit asks it to keep (firstVisit.ts), and where a new release is not offered (quietRoutes.ts).
 */
const ORIGIN = 'https://shop.example';

function request(path: string, init: Partial<Omit<RequestFacts, 'url' | 'headers'>> & { headers?: HeadersInit } = {}) {
  return {
    method: init.method ?? 'GET',
    mode: init.mode ?? 'cors',
    destination: init.destination ?? '',
    url: new URL(path, ORIGIN),
    headers: new Headers(init.headers),
  };
}

const PERSISTED = `operationName=Home&variables=%7B%7D&extensions=${encodeURIComponent(
  JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'abc123' } }),
)}`;

function answer(status: number, headers: Record<string, string>) {
  return { status, headers: new Headers(headers) };
}

describe('pages', () => {
  it('are the storefront’s routes opened in the tab', () => {
    const page = (path: string) => request(path, { mode: 'navigate', destination: 'document' });
    for (const path of ['/', '/home', '/detail/12/3', '/detail', '/shop/9', '/refund/1/2', '/index.html', '/Home/']) {
      expect(isStorefrontPage(page(path), ORIGIN), path).toBe(true);
    }
    // The gateway's own pages, pictures opened alone, and paths no route draws.
    for (const path of [
      '/graphql',
      '/explorer',
      '/healthz',
      '/static/chat.html',
      '/uploads/a.png',
      '/detail/1/2/3',
      '/nope',
    ]) {
      expect(isStorefrontPage(page(path), ORIGIN), path).toBe(false);
    }
  });

  it('are never a frame, a script’s fetch, another origin or a form post', () => {
    expect(isStorefrontPage(request('/home', { mode: 'navigate', destination: 'iframe' }), ORIGIN)).toBe(false);
    expect(isStorefrontPage(request('/home'), ORIGIN)).toBe(false);
    expect(
      isStorefrontPage(
        {
          ...request('/home', { mode: 'navigate', destination: 'document' }),
          url: new URL('https://evil.example/home'),
        },
        ORIGIN,
      ),
    ).toBe(false);
    expect(
      isStorefrontPage(request('/home', { mode: 'navigate', destination: 'document', method: 'POST' }), ORIGIN),
    ).toBe(false);
  });

  it('match every route pattern of the app', () => {
    expect(isStorefrontPath('/addressForm')).toBe(true);
    expect(isStorefrontPath('/addressForm/4')).toBe(true);
    expect(isStorefrontPath('/myPurchases/paid')).toBe(true);
    expect(isStorefrontPath('/homes')).toBe(false);
  });
});

describe('GraphQL answers', () => {
  it('are kept only for persisted GET queries sent without a token', () => {
    expect(isPublicQuery(request(`/graphql?${PERSISTED}`), ORIGIN)).toBe(true);
    expect(isPublicQuery(request(`/graphql?${PERSISTED}`, { headers: { token: 'secret' } }), ORIGIN)).toBe(false);
    expect(isPublicQuery(request(`/graphql?${PERSISTED}`, { headers: { authorization: 'Bearer x' } }), ORIGIN)).toBe(
      false,
    );
    // A mutation (always a POST), or any POST.
    expect(isPublicQuery(request(`/graphql?${PERSISTED}`, { method: 'POST' }), ORIGIN)).toBe(false);
    // A query sent as text is not one of the app's persisted ones.
    expect(isPublicQuery(request(`/graphql?query=%7Bme%7Bid%7D%7D`), ORIGIN)).toBe(false);
    expect(isPublicQuery(request(`/graphql?${PERSISTED}&query=x`), ORIGIN)).toBe(false);
    expect(isPublicQuery(request(`/graphql?operationName=Home`), ORIGIN)).toBe(false);
    expect(
      isPublicQuery(
        { ...request(`/graphql?${PERSISTED}`), url: new URL(`https://evil.example/graphql?${PERSISTED}`) },
        ORIGIN,
      ),
    ).toBe(false);
    expect(isPublicQuery(request(`/upload?${PERSISTED}`), ORIGIN)).toBe(false);
  });

  it('are kept only when the gateway marked them public', () => {
    const json = { 'content-type': 'application/graphql-response+json; charset=utf-8' };
    expect(isPublicAnswer(answer(200, { ...json, 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(isPublicAnswer(answer(200, { ...json, 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isPublicAnswer(answer(200, { ...json, 'cache-control': 'no-cache' }))).toBe(false);
    expect(isPublicAnswer(answer(200, json))).toBe(false);
    expect(isPublicAnswer(answer(200, { ...json, 'cache-control': 'public, no-store' }))).toBe(false);
    expect(isPublicAnswer(answer(500, { ...json, 'cache-control': 'public, max-age=60' }))).toBe(false);
    expect(isPublicAnswer(answer(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' }))).toBe(
      false,
    );
  });
});

describe('pictures', () => {
  it('are the gateway’s image routes: variants and picture files', () => {
    expect(isPicture(request('/uploads/goods/1.jpg?w=360'), ORIGIN)).toBe(true);
    expect(isPicture(request('/static/img/banner.png'), ORIGIN)).toBe(true);
    expect(isPicture(request('/static/img/logo.svg'), ORIGIN)).toBe(true);
    // The customer-service page the gateway serves on /static is not a picture.
    expect(isPicture(request('/static/chat/index.html'), ORIGIN)).toBe(false);
    expect(isPicture(request('/assets/logo.png'), ORIGIN)).toBe(false);
    expect(isPicture(request('/uploads/goods/1.jpg?w=360', { method: 'POST' }), ORIGIN)).toBe(false);
    expect(isPicture({ ...request('/x.png'), url: new URL('https://cdn.example/uploads/1.png') }, ORIGIN)).toBe(false);
  });

  it('are kept whole, as pictures, up to their size limit', () => {
    const image = { 'content-type': 'image/avif', 'cache-control': 'public, max-age=604800' };
    expect(pictureFits(answer(200, image), 40_000)).toBe(true);
    expect(pictureFits(answer(200, image), PICTURE_MAX_BYTES)).toBe(true);
    expect(pictureFits(answer(200, image), PICTURE_MAX_BYTES + 1)).toBe(false);
    expect(pictureFits(answer(206, image), 1000)).toBe(false);
    expect(pictureFits(answer(404, { 'content-type': 'image/png' }), 10)).toBe(false);
    expect(pictureFits(answer(200, { 'content-type': 'text/plain' }), 10)).toBe(false);
    expect(pictureFits(answer(200, { ...image, 'cache-control': 'no-store' }), 10)).toBe(false);
  });

  it('are asked for, from the worker, in the formats the browser decodes, as the gateway reads them', () => {
    const both = { avif: true, webp: true };
    // Chromium's picture request as the worker gets it: no formats named.
    for (const lacking of [null, '*/*', 'image/*,*/*;q=0.8']) {
      expect(negotiateFormat(pictureAccept(lacking, both))).toBe('avif');
      expect(negotiateFormat(pictureAccept(lacking, { avif: false, webp: true }))).toBe('webp');
      // A browser that decodes neither keeps what it said: the original.
      expect(pictureAccept(lacking, { avif: false, webp: false })).toBeUndefined();
    }
    // A request that names its formats is the browser's own word, left alone.
    expect(pictureAccept('image/avif,image/webp,image/apng,*/*;q=0.8', both)).toBeUndefined();
    expect(pictureAccept('image/webp,*/*', both)).toBeUndefined();
  });
});

describe('translation files', () => {
  it('are those of a build, named by their version', () => {
    expect(isTranslationFile(request('/locales/ar/common.json?v=0123abcd'), ORIGIN)).toBe(true);
    expect(isTranslationFile(request('/locales/zh-cn/product.json?v=0123abcd'), ORIGIN)).toBe(true);
    expect(isTranslationFile(request('/locales/ar/common.json'), ORIGIN)).toBe(false);
    expect(isTranslationFile(request('/locales/../sw.js?v=1'), ORIGIN)).toBe(false);
  });
});

describe('the offline page', () => {
  it('is in the language chosen (the cookie), else the phone’s closest, else English', () => {
    const cookie = encodeURIComponent(
      JSON.stringify({ language_name: 'العربية', chinese_name: '阿拉伯语', file_name: 'ar' }),
    );
    expect([LANGUAGE_COOKIE, TOKEN_COOKIE]).toEqual([APP_LANGUAGE_COOKIE, APP_TOKEN_COOKIE]);
    expect(offlineLanguage(cookie, ['de-AT'])).toBe('ar');
    expect(offlineLanguage(undefined, ['de-AT', 'en'])).toBe('de');
    expect(offlineLanguage('not json', ['th-TH'])).toBe('th');
    expect(offlineLanguage(encodeURIComponent('{"file_name":"xx"}'), ['xx'])).toBe('en');
    expect(offlinePagePath('ar')).toBe('/offline/ar.html');
  });
});

describe('releases', () => {
  it('are told apart by their precache manifest, and the pages of the others go', () => {
    const one = releaseOf([{ url: 'index.html', revision: 'a' }, 'assets/index-1.js']);
    const same = releaseOf([{ url: 'index.html', revision: 'a' }, 'assets/index-1.js']);
    const next = releaseOf([{ url: 'index.html', revision: 'b' }, 'assets/index-2.js']);
    expect(one).toBe(same);
    expect(next).not.toBe(one);
    expect(isOtherReleasesPages(`pages-${one}`, next)).toBe(true);
    expect(isOtherReleasesPages(`pages-${next}`, next)).toBe(false);
    expect(isOtherReleasesPages('public-queries', next)).toBe(false);
    expect(isOtherReleasesPages('workbox-precache-v2-https://shop.example/', next)).toBe(false);
  });

  it('are not offered where the shopper pays or moves money', () => {
    for (const path of [
      '/checkout',
      '/payment',
      '/withDraw',
      '/topUp',
      '/walletTopUp',
      '/cardTopUp',
      '/changePayPwd',
      '/refund/1/2',
    ])
      expect(mayOfferRelease(path), path).toBe(false);
    for (const path of ['/home', '/bag', '/detail/1/2', '/order', '/paymentRecord'])
      expect(mayOfferRelease(path), path).toBe(true);
  });
});

describe('a first visit', () => {
  it('asks the worker to keep the texts, the public answers (as the app asks them) and the pictures it fetched', () => {
    const urls = urlsToKeep({
      fetched: [
        `${ORIGIN}/assets/index-1.js`,
        `${ORIGIN}/graphql?${PERSISTED}`,
        `${ORIGIN}/graphql?${PERSISTED}`,
        `${ORIGIN}/uploads/goods/1.jpg?w=720`,
        'https://cdn.example/banner.png',
        `${ORIGIN}/locales/ar/home.json?v=1`,
      ],
      origin: ORIGIN,
      language: 'ar',
      signedIn: false,
      texts: ['/locales/ar/common.json?v=1', '/locales/ar/home.json?v=1'],
    });
    expect(urls).toEqual([
      '/locales/ar/common.json?v=1',
      '/locales/ar/home.json?v=1',
      [
        `${ORIGIN}/graphql?${PERSISTED}`,
        {
          headers: expect.objectContaining({
            lang: 'ar',
            language: 'ar',
            'x-apollo-operation-name': 'Home',
          }) as unknown,
        },
      ],
      `${ORIGIN}/uploads/goods/1.jpg?w=720`,
    ]);
    const [, init] = urls[2] as [string, RequestInit];
    expect(Object.keys(init.headers ?? {})).not.toContain('token');
  });

  it('signed in, asks for no answer again: what the page asked came with a token', () => {
    const urls = urlsToKeep({
      fetched: [`${ORIGIN}/graphql?${PERSISTED}`, `${ORIGIN}/uploads/goods/1.jpg?w=720`],
      origin: ORIGIN,
      language: 'en',
      signedIn: true,
      texts: [],
    });
    expect(urls).toEqual([`${ORIGIN}/uploads/goods/1.jpg?w=720`]);
  });
});
