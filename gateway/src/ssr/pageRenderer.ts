import type { Request } from 'express';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import type { Language } from '../i18n/languages.ts';
import type { BuiltLocales } from './builtLocales.ts';
import type { PageData, PageQuery } from './pageData.ts';
import type { InProcessAnswer, RenderedPage, ServerBundles } from './serverBundle.ts';

export interface PageRendererOptions {
  bundles: ServerBundles;
  locales: BuiltLocales;
  data: PageData;
  /** The zone dates are shown in, on the server and in the browser that hydrates (LEGACY_TIMEZONE). */
  timeZone: string;
  /** PAGE_RENDER_DEADLINE_MS: the whole render, data included. */
  renderDeadlineMs: number;
  logger: Logger;
}

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation?.name?.value ?? 'anonymous';
}

/** An answer the app may show only whole: one with an error is not kept (the browser asks again). */
const whole = (data: Record<string, unknown>, errorCodes: readonly string[]) =>
  errorCodes.length === 0 ? data : undefined;

const LATE: InProcessAnswer = {
  errors: [{ message: 'The answer did not come in time.', extensions: { code: 'UPSTREAM_TIMEOUT' } }],
  incomplete: true,
};
const NOT_FOUND: InProcessAnswer = {
  data: null,
  errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
  incomplete: true,
};

class RenderTimeout extends Error {
  constructor(deadlineMs: number) {
    super(`the render took longer than PAGE_RENDER_DEADLINE_MS (${deadlineMs} ms)`);
  }
}

/**
 * Renders a public page's app with the server bundle (serverBundle.ts): its operations run
 * in process through the pages' data (PageData: anonymous, in the page's language, within
 * PAGE_DATA_DEADLINE_MS, else the last good answer, else none), the whole render within
 * PAGE_RENDER_DEADLINE_MS. Answers undefined when the page is not rendered on the server (no
 * bundle, a route it does not render, the texts missing) or the render failed or was late,
 * which is logged: the page then goes as the client renders it.
 */
export class PageRenderer {
  constructor(private readonly options: PageRendererOptions) {}

  /** Imports the bundle now (Gateway.preloadPages), so no page pays for it. */
  async load(): Promise<void> {
    await this.options.bundles.current();
  }

  /** PAGE_RENDER_DEADLINE_MS: how long a rendered page may take in all, its head included. */
  get deadlineMs(): number {
    return this.options.renderDeadlineMs;
  }

  /** Whether the app of the page at `path` is rendered on the server (the bundle is there and renders its route). */
  async renders(path: string): Promise<boolean> {
    const bundle = await this.options.bundles.current();
    return bundle?.serverRendered(path) ?? false;
  }

  /** The client build's modules (manifest keys) whose stylesheets the page at `path` is drawn with. */
  async modules(path: string): Promise<readonly string[]> {
    const bundle = await this.options.bundles.current();
    return bundle?.pageModules?.(path) ?? [];
  }

  /**
   * The address the page at `url` (a path and query) is rendered from, which the gateway keeps it
   * by: its path and only the query parameters its screen reads. `url` itself with a bundle that
   * does not say.
   */
  async address(url: string): Promise<string> {
    const bundle = await this.options.bundles.current();
    return bundle?.pageAddress?.(url) ?? url;
  }

  /** Renders the page at `address` (address()), in `language`, for `req`'s shopper. */
  async render(req: Request, address: string, language: Language, origin: string): Promise<RenderedPage | undefined> {
    const { bundles, locales, data, timeZone, renderDeadlineMs, logger } = this.options;
    const bundle = await bundles.current();
    const resources = locales.of(language);
    if (!bundle || !resources) return undefined;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const timeout = new RenderTimeout(renderDeadlineMs);
        controller.abort(timeout);
        reject(timeout);
      }, renderDeadlineMs);
    });
    const context = { req, language, origin };
    try {
      return await Promise.race([
        bundle.renderPage({
          url: address,
          origin,
          language,
          resources,
          timeZone,
          signal: controller.signal,
          async execute(document, variables) {
            const query: PageQuery<Record<string, unknown>> = {
              name: `app:${operationName(document)}`,
              document,
              pick: whole,
            };
            const loaded = await data.load(query, variables, context);
            if (!loaded) return LATE;
            if ('notFound' in loaded) return NOT_FOUND;
            return { data: loaded.data, incomplete: loaded.stale };
          },
        }),
        late,
      ]);
    } catch (error) {
      logger.warn(
        { err: error, path: req.path, language },
        'the page could not be rendered on the server; it is sent for the browser to render',
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}
