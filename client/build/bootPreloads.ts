import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * `<link rel="modulepreload">` in index.html for modules the app imports dynamically at
 * boot, whatever the page (main.tsx: the data layer), and for the chunks they import.
 * The browser then fetches them with the entry, as the page arrives, instead of once
 * the entry has been downloaded and run: the first query of a page can go out one
 * round trip sooner. The first paint does not wait for them (they are not imported by
 * the entry), so they only share the network with it.
 *
 * `modules`: the modules' paths below the client root, e.g. `src/apollo/runtime.ts`.
 */
export function bootPreloads(modules: string[]): Plugin {
  let base = '/';
  return {
    name: 'boot-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is Chunk & typeof output => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (chunk: Chunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) visit(byFile.get(imported));
        };
        for (const module of modules) {
          const chunk = chunks.find((candidate) =>
            candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`),
          );
          if (!chunk) throw new Error(`boot-preloads: no chunk of ${module} in the build`);
          visit(chunk);
        }
        // What the page already loads (the entry and its imports) needs no second hint.
        return [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
