import type { Request, Response } from 'express';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { publicOrigin } from '../context.ts';
import type { Language } from '../i18n/languages.ts';
import type { PageData } from './pageData.ts';
import { headTags, withHead } from './pageHead.ts';
import { makeHead } from './pageHeads.ts';
import { pageLanguage } from './pageLanguage.ts';
import { BuiltTexts } from './pageTexts.ts';
import { publicPageOf } from './publicPages.ts';
import { sendPage, type SharedCacheTimes } from './sentPage.ts';

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
  private readonly built = new Map<string, { modifiedMs: number; html: string }>();

  constructor(private readonly options: PageResponderOptions) {
    this.texts = new BuiltTexts(options.dist);
  }

  /** Sends `req`'s public page with its head; false when it is no public page (the caller sends the built page). */
  async send(req: Request, res: Response): Promise<boolean> {
    const page = publicPageOf(req.path, req.query);
    const { language, negotiated } = pageLanguage(req);
    const html = this.builtPage(language);
    if (!page || html === undefined) return false;
    const origin = publicOrigin(req, this.options.publicUrl);
    const vary = [
      ...(negotiated ? ['Cookie', 'Accept-Language'] : []),
      ...(this.options.publicUrl ? [] : ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto']),
    ];
    let tags: string | undefined;
    let complete = false;
    try {
      const texts = this.texts.of(language);
      if (texts) {
        const made = await makeHead(this.options.data, { req, page, language, origin, texts });
        tags = headTags(made.head, page, language, origin, texts.appName);
        complete = made.complete;
      }
    } catch (error) {
      this.options.logger.warn(
        { err: error, path: req.path },
        'the page head could not be made; the built page is sent',
      );
    }
    if (res.headersSent || req.socket.destroyed) return true;
    sendPage(req, res, withHead(html, language, tags), { shared: complete, vary }, this.options.sharedCache);
    return true;
  }

  /** The built page of a language (English's is index.html), read again when a new build wrote it. */
  private builtPage(language: Language): string | undefined {
    const own = join(this.options.dist, LANGUAGE_PAGES_DIR, `${language}.html`);
    const file = language !== 'en' && exists(own) ? own : join(this.options.dist, 'index.html');
    let modifiedMs: number;
    try {
      modifiedMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    const known = this.built.get(file);
    if (known?.modifiedMs === modifiedMs) return known.html;
    const html = readFileSync(file, 'utf8');
    this.built.set(file, { modifiedMs, html });
    return html;
  }
}

function exists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
