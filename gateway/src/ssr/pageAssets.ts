import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';

/** Where Vite writes the client build's manifest (client/vite.config.ts, `build.manifest`). */
const MANIFEST = join('.vite', 'manifest.json');
/** The manifest's key of the page itself: what it loads is in the built page's head already. */
const PAGE_ENTRY = 'index.html';

/** One chunk of the client build, as Vite's manifest describes it. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function isManifest(value: unknown): value is Manifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((chunk: unknown) => typeof (chunk as Partial<ManifestChunk> | null)?.file === 'string')
  );
}

/**
 * The stylesheets of a server-rendered page's screen (its modules' and their chunks'), from the
 * client build's manifest, which is read again when a new build wrote it. The built page links
 * its entry's; a screen's own would otherwise come only once the app's code has run and asked
 * for the screen, and the page the server drew would show unstyled until then, then move (a
 * layout shift of 0.42 on a product page, Lighthouse). Only stylesheets: the screen's code
 * comes after the first paint, which must not share the network with it.
 */
export class PageAssets {
  private loaded: { modifiedMs: number; manifest: Manifest | undefined } | undefined;
  /** The tags made from the loaded manifest, by modules: a page's are the same until the next build. */
  private readonly tags = new Map<string, string>();
  private complained = false;

  constructor(
    private readonly dist: string,
    private readonly logger: Logger,
  ) {}

  /**
   * The URL paths of the stylesheets of `modules` (manifest keys) and of the chunks they
   * import, in the order Vite loads them (what a chunk imports first), without the entry's.
   */
  stylesheetsOf(modules: readonly string[]): string[] {
    const manifest = this.manifest();
    return manifest ? this.walk(manifest, modules) : [];
  }

  /** The head tags of `modules`' stylesheets, as the build writes its own (made once per build). */
  stylesheetTags(modules: readonly string[]): string {
    const manifest = this.manifest();
    if (!manifest) return '';
    const key = modules.join('\n');
    let tags = this.tags.get(key);
    if (tags === undefined) {
      tags = this.walk(manifest, modules)
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
        .join('\n    ');
      this.tags.set(key, tags);
    }
    return tags;
  }

  private walk(manifest: Manifest, modules: readonly string[]): string[] {
    const stylesheets: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string, keep: boolean) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported, keep);
      if (keep) for (const css of chunk.css ?? []) stylesheets.push(`/${css}`);
    };
    visit(PAGE_ENTRY, false);
    for (const key of modules) {
      if (!manifest[key]) this.complain(`the client build has no module ${key}`);
      visit(key, true);
    }
    return stylesheets;
  }

  private manifest(): Manifest | undefined {
    const file = join(this.dist, MANIFEST);
    let modifiedMs: number;
    try {
      modifiedMs = statSync(file).mtimeMs;
    } catch {
      this.complain('the client build has no manifest');
      return undefined;
    }
    if (this.loaded?.modifiedMs === modifiedMs) return this.loaded.manifest;
    let manifest: Manifest | undefined;
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      manifest = isManifest(parsed) ? parsed : undefined;
      if (!manifest) this.complain('the client build manifest is not one Vite writes');
    } catch (error) {
      this.complain(`the client build manifest could not be read: ${String(error)}`);
    }
    this.loaded = { modifiedMs, manifest };
    this.tags.clear();
    return manifest;
  }

  /** Said once: pages then go without their screens' stylesheets (drawn, but styled late). */
  private complain(problem: string): void {
    if (this.complained) return;
    this.complained = true;
    this.logger.warn(
      { dist: this.dist },
      `${problem}: server-rendered pages are sent without their screens' stylesheets`,
    );
  }
}
