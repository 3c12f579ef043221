import type { Request, Response } from 'express';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { Language } from '../i18n/languages.ts';
import { scriptJson } from './htmlText.ts';
import { withHead } from './pageHead.ts';
import { startPage, type PageCaching, type SharedCacheTimes } from './sentPage.ts';

/** The id of the page's data block, which the browser restores before it hydrates (client/src/boot/serverData.ts). */
const SERVER_DATA_ID = 'server-data';

/** Where withHead puts the page's own tags (taken out: here they go at the end of the head). */
const HEAD_MARK = '<!--page-head-->';
const MARKED = /\s*<!--page-head-->\s*/;
/** The app's element with what the build put in it (the boot splash), up to the end of the body. */
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** A built page cut where its own head tags go: what goes at once, and the rest. */
export interface PageParts {
  start: string;
  end: string;
}

/** The element the app's scripts wait in (client/src/boot/appStart.ts reads it). */
const APP_START_ID = 'app-start';
/** A module script, and the tags that fetch what the app needs ahead of it. */
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
const FETCH_PRELOAD = /<link rel="preload" as="fetch"[^>]*>\s*/g;

/** Scripts and module preloads asked for after what the page needs to paint (its stylesheets, its pictures). */
function atLowPriority(head: string): string {
  return head
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * The head of a page the server draws, its app's scripts held back. The first module script
 * (the early script, client/src/boot/early.ts: a few KB that hold a tap made before the app
 * answers) stays, at low priority, with its own preloads. The app's entry, its module preloads
 * and its texts' preload go into an inert `<template>`, from which the early script starts them
 * once the page's largest picture is on screen (or at once on a page drawn without its data):
 * the page paints without them, and on a slow network they would share it with the picture
 * (issue 37: the banner's request started 0.7 s late behind them on Slow 4G) and then keep the
 * main thread busy before the picture is drawn. ADR 0016.
 */
function afterTheLargestPicture(head: string): string {
  const scripts = [...head.matchAll(MODULE_SCRIPT)];
  if (scripts.length < 2) return atLowPriority(head);
  const appFrom = scripts[1]?.index ?? head.length;
  const before = head.slice(0, appFrom);
  const after = head.slice(appFrom);
  const held: string[] = [];
  const hold = (tag: string) => {
    const trimmed = tag.trim();
    // What the early script preloads already comes once, before it.
    if (!before.includes(trimmed) && !held.includes(trimmed)) held.push(trimmed);
    return '';
  };
  const rest = after.replace(MODULE_SCRIPT, hold).replace(MODULE_PRELOAD, hold).replace(FETCH_PRELOAD, hold);
  const order = (tag: string) => (tag.startsWith('<script') ? 1 : 0);
  // The preloads first: appended before the entry, they are asked for with it, not after it is read.
  held.sort((a, b) => order(a) - order(b));
  return `${atLowPriority(before)}${rest.trimEnd()}\n    <template id="${APP_START_ID}">${held.join('')}</template>`;
}

/**
 * The built page of a language, with its language and direction on the root element, the
 * build's title and description taken out, cut at the end of its head, where the page's own
 * head tags go: the start (doctype, `<html lang dir>`, stylesheets, the early script at low
 * priority) is sent before the page's data is there, so the browser
 * fetches them meanwhile (the app's scripts held back, afterTheLargestPicture); the tags follow
 * within its first few KB, which chat apps read.
 * Undefined when the page cannot be cut so (no character set, no head, no #root).
 */
export function pageParts(built: string, language: Language): PageParts | undefined {
  const page = withHead(built, language, HEAD_MARK).replace(MARKED, '\n    ');
  const at = page.search(/<\/head>/i);
  if (!page.includes(HEAD_MARK) && at >= 0 && ROOT.test(page)) {
    return { start: `${afterTheLargestPicture(page.slice(0, at).trimEnd())}\n    `, end: `\n  ${page.slice(at)}` };
  }
  return undefined;
}

/**
 * The rest of the page with the app rendered inside #root, and after it the data the
 * browser restores: JSON in a `<script type="application/json">`, which runs nothing (the
 * CSP's `script-src 'self'` holds) and which nothing in the data can end (scriptJson).
 */
export function withApp(end: string, appHtml: string, data: unknown): string {
  return end.replace(
    ROOT,
    (_whole, bodyEnd: string) =>
      `<div id="root">${appHtml}</div><script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(data)}</script>${bodyEnd}`,
  );
}

/**
 * A page sent as it is made: headers and the first part at once, compressed as the browser
 * accepts (brotli, else gzip, flushed after each part so the browser gets it now), the rest
 * when it is there. No ETag: the page is not whole when its headers go. Cached by a CDN only
 * when it may be (PageCaching), as a page sent whole.
 */
export class StreamedPage {
  private readonly out: BrotliCompress | Gzip | Response;

  constructor(
    req: Request,
    private readonly res: Response,
    caching: PageCaching,
    times: SharedCacheTimes,
  ) {
    const encoding = startPage(req, res, caching, times);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (encoding === 'br') {
      this.out = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    } else if (encoding === 'gzip') {
      this.out = createGzip({ level: 6 });
    } else {
      this.out = res;
      return;
    }
    this.out.on('error', () => res.destroy());
    this.out.pipe(res);
  }

  /** Whether the browser went away (nothing more is worth making). */
  get closed(): boolean {
    return this.res.destroyed;
  }

  /** Sends `text` now. */
  send(text: string): void {
    this.out.write(text);
    if (this.out !== this.res) (this.out as BrotliCompress | Gzip).flush();
  }

  end(text: string): void {
    this.out.end(text);
  }
}
