import type { Plugin } from 'vite';

/**
 * A second entry of the build, run by the page before the app: `<script type="module">`
 * for it goes first in index.html's head. For code that must start as the page arrives,
 * without waiting for the app's own scripts (boot/early.ts): a browser runs module
 * scripts in their order, each once it and its imports are there, so this one is not
 * held back by the app's larger chunks. `name` is the entry's name in the build's input.
 */
export function earlyScript(name: string, source: string): Plugin {
  let base = '/';
  return {
    name: 'early-script',
    apply: 'build',
    config(config) {
      const input = config.build?.rolldownOptions?.input;
      if (input !== undefined) throw new Error('early-script: the build already names its inputs');
      return { build: { rolldownOptions: { input: { index: 'index.html', [name]: source } } } };
    },
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === name,
        );
        if (!entry) throw new Error(`early-script: the build has no entry ${name}`);
        const app = html.indexOf('<script type="module"');
        if (app < 0) throw new Error('early-script: index.html has no module script');
        // Just before the app's own script, so the browser runs it first; with what it imports,
        // so that comes at once rather than once the entry has been read.
        const imports = entry.type === 'chunk' ? entry.imports : [];
        const script = [
          `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`,
          ...imports.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
        ].join('\n    ');
        return `${html.slice(0, app)}${script}\n    ${html.slice(app)}`;
      },
    },
  };
}
