import type { Plugin } from 'vite';

/**
 * Puts antd-mobile's stylesheets before the app's when a screen loads.
 *
 * A lazily loaded screen brings its own CSS and that of the antd-mobile
 * components it uses, and the screens' rules override antd-mobile's with the
 * same specificity, so they must come after them. Vite adds a screen's
 * stylesheets in the order of its chunks' imports (depth first), and that order
 * is the bundler's choice: a chunk of shared screen code (with its CSS) listed
 * before a chunk of antd-mobile components put the screen's rules first, and
 * antd-mobile's won. Here each chunk lists the chunks of libraries first, then
 * the chunks with code of the app. Only that list changes (Vite reads it to
 * preload a chunk's files); the import statements, and so the order in which
 * modules run, stay as the bundler wrote them.
 */
export function libraryCssFirst(): Plugin {
  return {
    name: 'library-css-first',
    apply: 'build',
    generateBundle(_options, bundle) {
      const fromApp = (fileName: string) => {
        const chunk = bundle[fileName];
        return (
          chunk?.type === 'chunk' &&
          chunk.moduleIds.some((id) => !id.startsWith('\0') && !id.includes('/node_modules/'))
        );
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.imports.length < 2) continue;
        const ordered = [...chunk.imports.filter((file) => !fromApp(file)), ...chunk.imports.filter(fromApp)];
        chunk.imports.splice(0, chunk.imports.length, ...ordered);
      }
    },
  };
}
