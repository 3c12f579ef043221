import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import { runtimeFile } from '../runtimeFiles.ts';

/** Where `npm run build:client` writes the storefront built for Node. */
export const SSR_DIST = runtimeFile('ssr');

/*
 * The storefront built for Node (dist/ssr/renderPage.js, client/build/serverBuild.ts), which
 * the gateway renders the public pages with (ADR 0009). It is loaded at run time by a dynamic
 * import of its path, never a static import of client/: dist/ runs without the source tree,
 * and without the bundle (a build without it) the pages go as before. What the bundle takes
 * and gives is written out below (the client's server/renderPage.tsx is its other side; a test
 * holds the two together).
 */

/** One operation's answer, and whether it was fresh and in time. */
export interface InProcessAnswer extends FormattedExecutionResult {
  incomplete?: boolean;
}

interface RenderRequest {
  url: string;
  /** The page's origin as the browser has it. */
  origin: string;
  language: string;
  resources: Record<string, Record<string, unknown>>;
  execute(document: DocumentNode, variables: Record<string, unknown>): Promise<InProcessAnswer>;
  timeZone: string;
  signal: AbortSignal;
}

export interface RenderedPage {
  html: string;
  data: { cache: unknown; timeZone: string };
  complete: boolean;
}

export interface ServerBundle {
  /** Whether the route at `pathname` is rendered on the server. */
  serverRendered(pathname: string): boolean;
  /** The client build's modules (manifest keys) whose stylesheets the page at `pathname` is drawn with. */
  pageModules?(pathname: string): readonly string[];
  /** The address the page at `url` is rendered from: its path and the query parameters its screen reads. */
  pageAddress?(url: string): string | undefined;
  renderPage(request: RenderRequest): Promise<RenderedPage | undefined>;
}

/** The bundle's entry, in its folder (client/build/serverBuild.ts, SERVER_ENTRY_FILE). */
const ENTRY = 'renderPage.js';

function isBundle(value: unknown): value is ServerBundle {
  const bundle = value as Partial<ServerBundle> | null;
  return typeof bundle?.renderPage === 'function' && typeof bundle.serverRendered === 'function';
}

/**
 * The server bundle of `dir`, imported when first asked and again when a new build replaced it
 * (its file's time); undefined while there is none, or it cannot be loaded (said once in the log).
 */
export class ServerBundles {
  private loaded: { modifiedMs: number; bundle: Promise<ServerBundle | undefined> } | undefined;

  constructor(
    private readonly dir: string,
    private readonly logger: Logger,
  ) {}

  current(): Promise<ServerBundle | undefined> {
    const file = join(this.dir, ENTRY);
    let modifiedMs: number;
    try {
      modifiedMs = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(undefined);
    }
    if (this.loaded?.modifiedMs === modifiedMs) return this.loaded.bundle;
    const bundle = import(`${pathToFileURL(file).href}?v=${modifiedMs}`).then(
      (module: unknown) => {
        if (isBundle(module)) return module;
        this.logger.error(
          { file },
          'the server rendering bundle has no renderPage() and serverRendered(): pages are sent without it',
        );
        return undefined;
      },
      (error: unknown) => {
        this.logger.error(
          { err: error, file },
          'the server rendering bundle could not be loaded: pages are sent without it',
        );
        return undefined;
      },
    );
    this.loaded = { modifiedMs, bundle };
    return bundle;
  }
}
