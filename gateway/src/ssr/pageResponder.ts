import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { publicOrigin } from '../context.ts';
import { cspHeader, SERVER_RENDERED_CSP } from '../security/headers.ts';
import type { Language } from '../i18n/languages.ts';
import { BuiltFiles } from './builtFile.ts';
import { PageAssets } from './pageAssets.ts';
import type { PageData } from './pageData.ts';
import { builtTitle, headTags, withHead } from './pageHead.ts';
import { makeHead } from './pageHeads.ts';
import type { PageRenderer } from './pageRenderer.ts';
import { pageLanguage } from './pageLanguage.ts';
import type { PageLimits } from './pageLimits.ts';
import { BuiltTexts } from './pageTexts.ts';
import { pagePath, publicPageOf, type PublicPage } from './publicPages.ts';
import { PageBytes, sendPage, type SharedCacheTimes } from './sentPage.ts';
import { pageParts, StreamedPage, withApp } from './streamedPage.ts';

/** The policy of a page whose app the server rendered. */
const SERVER_RENDERED_POLICY = cspHeader(SERVER_RENDERED_CSP);
/** The elements React writes ahead of the app's markup (resources to preload), and the app. */
const HOISTED = /^((?:<link\b[^>]*>)*)([\s\S]*)$/;

/**
 * The bytes of pages kept whole (`made`): about 60–120 KB a page and its compressed forms, so
 * a few hundred pages, the most visited in each language.
 */
const MADE_PAGES_MAX_BYTES = 32 * 1024 * 1024;

/** Where the client build keeps the page of each language but English (client/build/documentLanguages.ts). */
const LANGUAGE_PAGES_DIR = '.pages';

export interface PageResponderOptions {
  /** The client build (dist/client). */
  dist: string;
  data: PageData;
  /** PUBLIC_URL; else each request's own origin. */
  publicUrl: string | undefined;
  sharedCache: SharedCacheTimes;
  logger: Logger;
  /** Renders the app of the pages it can (ADR 0009); without it every page goes for the browser to render. */
  renderer?: PageRenderer;
  /** How long the data of a page rendered whole stays fresh (the public cache's TTL). */
  freshMs?: number;
  /** The pages' rate limits: a page made afresh (not one kept) counts against its address's renders. */
  limits?: PageLimits;
}

/** A page's head tags, and whether they were made from fresh data. */
interface MadeTags {
  tags: string | undefined;
  complete: boolean;
}

/**
 * The public pages (publicPages.ts) as search engines and chat apps read them: the built page
 * of the page's language with its own head (title, description, canonical URL, the alternates
 * of every language, Open Graph and Twitter card tags, structured data), made from the page's
 * data within a deadline. The token a request carries is never used: the page is the same for
 * everyone in that language, so a CDN may keep it for a while. Whatever goes wrong in making
 * the head, the page goes as it was built.
 */
export class PageResponder {
  private readonly texts: BuiltTexts;
  private readonly assets: PageAssets;
  /** The built pages; a new build's make the pages kept from the last one stale (they link its scripts, which are gone). */
  private readonly built = new BuiltFiles(
    (file) => readFileSync(file, 'utf8'),
    () => this.made.clear(),
  );

  /**
   * The pages last rendered whole, while their data is fresh, by language, origin and the address
   * they were rendered from (PageRenderer.address): the next shopper to ask gets the same page
   * without its data being gathered or the app rendered again, with an ETag (a revalidation is a
   * 304), and a CDN may keep it. As a CDN keeps them (they are the same for everyone in a
   * language), for as long as the public cache keeps the data they were made from.
   */
  private readonly made: LRUCache<string, PageBytes>;

  constructor(private readonly options: PageResponderOptions) {
    this.texts = new BuiltTexts(options.dist);
    this.assets = new PageAssets(options.dist, options.logger);
    this.made = new LRUCache({
      maxSize: MADE_PAGES_MAX_BYTES,
      sizeCalculation: (page) => page.size,
      ttl: Math.max(1, options.freshMs ?? 1),
    });
  }

  /** Sends `req`'s public page with its head; false when it is no public page (the caller sends the built page). */
  async send(req: Request, res: Response): Promise<boolean> {
    const page = publicPageOf(req.path, req.query);
    const { language, negotiated } = pageLanguage(req);
    const html = this.builtPage(language);
    if (!page || html === undefined) return false;
    if (redirectedToOwnPath(req, res, page)) return true;
    const origin = publicOrigin(req, this.options.publicUrl);
    const vary = [
      ...(negotiated ? ['Cookie', 'Accept-Language'] : []),
      ...(this.options.publicUrl ? [] : ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto']),
    ];
    const renderer = this.options.renderer;
    if (renderer && (await renderer.renders(req.path))) {
      const parts = pageParts(html, language);
      if (parts) {
        await this.stream(req, res, { page, language, negotiated, origin, vary, html, parts, renderer });
        return true;
      }
    }
    // Nothing keeps such a page: its head is made from data each time, a page made afresh.
    if (await this.options.limits?.refusedRender(req, res)) return true;
    const { tags, complete } = await this.tags(req, page, language, origin, negotiated);
    if (res.headersSent || req.socket.destroyed) return true;
    sendPage(req, res, withHead(html, language, tags), { shared: complete, vary }, this.options.sharedCache);
    return true;
  }

  private async tags(
    req: Request,
    page: PublicPage,
    language: Language,
    origin: string,
    negotiated: boolean,
  ): Promise<MadeTags> {
    try {
      const texts = this.texts.of(language);
      if (!texts) return { tags: undefined, complete: false };
      const made = await makeHead(this.options.data, { req, page, language, origin, texts });
      return {
        tags: headTags(made.head, page, language, origin, texts.appName, negotiated),
        complete: made.complete,
      };
    } catch (error) {
      this.options.logger.warn(
        { err: error, path: req.path },
        'the page head could not be made; the built page is sent',
      );
      return { tags: undefined, complete: false };
    }
  }

  /**
   * A page whose app the server renders (ADR 0009), sent as it is made: its start at once,
   * with its screen's stylesheets (the browser fetches them and the scripts meanwhile), then
   * its head, the app inside #root and the data the browser restores, when the head's data and
   * the render are there (each within its deadline). A page kept whole (`made`) goes at once as
   * it was kept, and a CDN may keep it too. One being made may not be kept by a CDN, as that is
   * said before it is made; when it comes out whole it is kept, and the next shopper gets it.
   * A render that fails or is late leaves the boot splash: the browser renders the page as
   * without server rendering.
   */
  private async stream(
    req: Request,
    res: Response,
    page: {
      page: PublicPage;
      language: Language;
      negotiated: boolean;
      origin: string;
      vary: string[];
      html: string;
      parts: { start: string; end: string };
      renderer: PageRenderer;
    },
  ): Promise<void> {
    const { language, negotiated, origin, vary, html, parts, renderer } = page;
    const address = await renderer.address(req.originalUrl);
    const key = `${language}|${origin}|${address}`;
    const made = this.made.get(key);
    if (made !== undefined) {
      res.setHeader('Content-Security-Policy', SERVER_RENDERED_POLICY);
      sendPage(req, res, made, { shared: true, vary }, this.options.sharedCache);
      return;
    }
    // Only now is it known to be made afresh: its data gathered and its app rendered.
    if (await this.options.limits?.refusedRender(req, res)) return;
    const rendering = renderer.render(req, address, language, origin);
    // The head's data waits no longer than the render: past it, the page goes with the build's title.
    let timer: NodeJS.Timeout | undefined;
    const making = Promise.race([
      this.tags(req, page.page, language, origin, negotiated),
      new Promise<MadeTags>((resolve) => {
        timer = setTimeout(() => resolve({ tags: undefined, complete: false }), renderer.deadlineMs);
      }),
    ]).finally(() => clearTimeout(timer));
    res.setHeader('Content-Security-Policy', SERVER_RENDERED_POLICY);
    const out = new StreamedPage(req, res, { shared: false, vary }, this.options.sharedCache);
    // The screen's stylesheets, after the entry's: the page is drawn as the app will draw it.
    const stylesheets = this.assets.stylesheetTags(await renderer.modules(req.path));
    const start = stylesheets === '' ? parts.start : `${parts.start}${stylesheets}\n    `;
    out.send(start);
    const [head, rendered] = await Promise.all([making, rendering]);
    if (out.closed) return;
    const tags = head.tags ?? builtTitle(html);
    if (!rendered) {
      out.end(`${tags}${parts.end}`);
      return;
    }
    // What React puts before the app (preloads of the pictures it draws first) belongs in the head.
    const [, hoisted = '', app = ''] = HOISTED.exec(rendered.html) ?? [];
    const rest = `${tags}${hoisted === '' ? '' : `\n    ${hoisted}`}${withApp(parts.end, app, rendered.data)}`;
    out.end(rest);
    if (head.complete && rendered.complete) this.made.set(key, new PageBytes(`${start}${rest}`));
  }

  /** The built page of a language (English's is index.html), read again when a new build wrote it. */
  private builtPage(language: Language): string | undefined {
    const own = join(this.options.dist, LANGUAGE_PAGES_DIR, `${language}.html`);
    return this.built.get(language !== 'en' && exists(own) ? own : join(this.options.dist, 'index.html'));
  }
}

/**
 * Sends a public page asked under another spelling of its path (`/Home/`, `/DETAIL/1/2`) to its
 * own (`/home`, `/detail/1/2`), its query kept: the app draws a page by its exact path (a tab is
 * kept alive only at its own), and a page is rendered and kept under one address only. `/`
 * stays: the app sends it on to Home itself.
 */
function redirectedToOwnPath(req: Request, res: Response, page: PublicPage): boolean {
  const own = pagePath(page).path;
  if (req.path === '/' || req.path === own) return false;
  const query = req.originalUrl.indexOf('?');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.redirect(301, query === -1 ? own : `${own}${req.originalUrl.slice(query)}`);
  return true;
}

function exists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
