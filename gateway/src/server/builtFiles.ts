import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** The pages of the languages but the default (client/build/documentLanguages.ts writes them). */
export const LANGUAGE_PAGES_DIR = '.pages';

/** Compressed copies the build writes next to a file (client/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * The files of a client build, by URL path, with the compressed copies each one
 * has. Read from disk once, and again only when the build changed (a new
 * index.html), so a request costs a map look-up instead of stat calls per encoding.
 */
export class BuiltFiles {
  private files = new Map<string, Encoding[]>();
  /** The pages' content hashes: pages of different languages can share size and time, never content. */
  private pageTags = new Map<string, string>();
  private builtAt = -1;

  constructor(private readonly root: string) {}

  /** The encodings a built file has (empty: only itself), or undefined when the build has no such file. */
  find(urlPath: string): Encoding[] | undefined {
    const found = this.files.get(urlPath);
    if (found || !this.rebuilt()) return found;
    this.scan();
    return this.files.get(urlPath);
  }

  path(urlPath: string): string {
    return join(this.root, urlPath);
  }

  /** A strong validator for a page (index.html or a language's page), from its content. */
  pageTag(urlPath: string): string | undefined {
    return this.pageTags.get(urlPath);
  }

  private rebuilt(): boolean {
    try {
      return statSync(join(this.root, 'index.html')).mtimeMs !== this.builtAt;
    } catch {
      return false;
    }
  }

  private scan(): void {
    const files = new Map<string, Encoding[]>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        // Dot entries are the build's own (Vite's manifest), but for the pages of each language.
        if (entry.name.startsWith('.') && !(dir === this.root && entry.name === LANGUAGE_PAGES_DIR)) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else files.set(`/${relative(this.root, path).split(sep).join('/')}`, []);
      }
    };
    this.builtAt = statSync(join(this.root, 'index.html')).mtimeMs;
    walk(this.root);
    for (const [urlPath, encodings] of files) {
      for (const { name, suffix } of ENCODINGS) {
        if (files.has(`${urlPath}${suffix}`)) encodings.push(name);
      }
    }
    for (const { suffix } of ENCODINGS) {
      for (const urlPath of [...files.keys()]) if (urlPath.endsWith(suffix)) files.delete(urlPath);
    }
    const pageTags = new Map<string, string>();
    for (const urlPath of files.keys()) {
      if (urlPath !== '/index.html' && !urlPath.startsWith(`/${LANGUAGE_PAGES_DIR}/`)) continue;
      pageTags.set(
        urlPath,
        createHash('sha256')
          .update(readFileSync(this.path(urlPath)))
          .digest('base64url')
          .slice(0, 22),
      );
    }
    this.files = files;
    this.pageTags = pageTags;
  }
}

/**
 * Sends a built file in the best encoding the browser accepts (brotli, gzip, or
 * as it is), with its own type, an ETag and Last-Modified (so a revalidation is a
 * 304), and `Vary: Accept-Encoding` so caches keep the encodings apart.
 */
export function sendBuiltFile(
  files: BuiltFiles,
  urlPath: string,
  encodings: Encoding[],
  cacheControl: string,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  // Our order, not the header's: browsers list "gzip, deflate, br" with equal weight, and brotli is smaller.
  const encoding = ENCODINGS.find(({ name }) => encodings.includes(name) && req.acceptsEncodings(name) === name);
  if (encodings.length > 0) res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  // The type of the file itself, not of its ".br" or ".gz" copy.
  res.type(extname(urlPath));
  if (encoding) res.setHeader('Content-Encoding', encoding.name);
  const pageTag = files.pageTag(urlPath);
  // send keeps an ETag already set (and checks If-None-Match against it); one per encoding, as its own are.
  if (pageTag) res.setHeader('ETag', `"${pageTag}${encoding ? `-${encoding.name}` : ''}"`);
  // Only a page the gateway chose lives in a dot directory; a requested path never reaches here with one.
  const dotfiles = urlPath.startsWith(`/${LANGUAGE_PAGES_DIR}/`) ? 'allow' : 'deny';
  res.sendFile(`${files.path(urlPath)}${encoding?.suffix ?? ''}`, { cacheControl: false, dotfiles }, (error) => {
    if (error) next(error);
  });
}
