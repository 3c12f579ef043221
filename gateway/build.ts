import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * `npm run build:server`: the gateway (with the embedded legacy stand-in) as one
 * ES module, dist/gateway/main.js, which `npm start` runs with plain `node` — no
 * TypeScript loader in the running process. Packages stay in node_modules
 * (better-sqlite3 is native); only our own code is bundled.
 */
const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const SERVER_ENTRY = fileURLToPath(new URL('./src/main.ts', import.meta.url));
export const SERVER_OUTFILE = fileURLToPath(new URL('../dist/gateway/main.js', import.meta.url));

/**
 * Our modules find files next to their sources (schema/, the stand-in's migrations,
 * dist/client) from `import.meta.url`. In one bundle that URL is the bundle's, so
 * each module's occurrences are rewritten to its original source location, made
 * relative to the bundle so the checkout can live anywhere.
 */
function sourceLocationOfImportMetaUrl(outDir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        const fromBundle = relative(outDir, args.path).split(sep).join('/');
        const original = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', original), loader: 'ts' };
      });
    },
  };
}

/** Bundles one entry point of ours (the server, or the benchmark's server processes) to `outfile`. */
export async function buildServer(outfile = SERVER_OUTFILE, entry = SERVER_ENTRY): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    absWorkingDir: ROOT,
    logLevel: 'warning',
    plugins: [sourceLocationOfImportMetaUrl(dirname(outfile))],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
