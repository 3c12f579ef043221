import { build, type Metafile } from 'esbuild';
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIdentity } from '../client/build/buildIdentity.ts';
import { RUNTIME_FILES } from './src/runtimeFiles.ts';

/*
 * `npm run build:server`: the gateway as ES modules under dist/gateway/, which
 * `npm start` runs with plain `node` — no TypeScript loader in the running process,
 * and no source tree: the files the gateway reads at run time are copied next to the
 * bundle (see src/runtimeFiles.ts). The embedded legacy stand-in is a bundle of its
 * own (dist/gateway/standIn/), loaded only when LEGACY_API_URL is unset. Packages stay
 * in node_modules (installed from package.json); only our own code is bundled.
 */
const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const SERVER_ENTRY = fileURLToPath(new URL('./src/main.ts', import.meta.url));
export const SERVER_OUTFILE = fileURLToPath(new URL('../dist/gateway/main.js', import.meta.url));
/** What the gateway loads with a dynamic import() when it embeds the stand-in (see src/embeddedStandIn.ts). */
const STAND_IN_ENTRY = join(ROOT, 'legacy', 'embedded.ts');
/** The stand-in's bundle, from the gateway's folder. */
const STAND_IN_OUT = 'standIn/server';

/**
 * The stand-in finds its migrations next to its own module (legacy/db/open.ts reads
 * `migrations/` beside itself), which in a bundle is the bundle's folder.
 */
const STAND_IN_FILES = { reader: 'legacy/db/open.ts', source: 'legacy/db/migrations/', built: 'migrations/' };
const GATEWAY_FILES_READER = 'gateway/src/runtimeFiles.ts';

/** The folders of the outputs whose code includes `input` (a path from the checkout's root). */
function outputFoldersHolding(metafile: Metafile, input: string): string[] {
  return Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((path) => path.split(sep).join('/') === input))
    .map(([path]) => dirname(resolve(ROOT, path)));
}

/** Copies a file or folder of the checkout to `to`, replacing what an earlier build left there. */
function copyFromCheckout(source: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(dirname(to), { recursive: true });
  cpSync(join(ROOT, source), to, { recursive: true });
}

/**
 * Bundles one entry point of ours (the server, or the benchmark's server processes) to
 * `outfile`, with the runtime files of whatever it holds beside it: the gateway's
 * (SDL, persisted-documents manifest) next to a bundle holding the gateway, the
 * stand-in's migrations next to one holding the stand-in. The server gets the
 * embedded stand-in as a second bundle (code splitting), loaded on demand.
 */
export async function buildServer(outfile = SERVER_OUTFILE, entry = SERVER_ENTRY): Promise<void> {
  const outdir = dirname(outfile);
  const entryPoints = [{ in: entry, out: basename(outfile, '.js') }];
  if (resolve(entry) === SERVER_ENTRY) entryPoints.push({ in: STAND_IN_ENTRY, out: STAND_IN_OUT });
  const { metafile } = await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    absWorkingDir: ROOT,
    logLevel: 'warning',
    metafile: true,
    // What the bundle says it is (gateway_build_info, metrics/buildInfo.ts).
    define: { __GATEWAY_BUILD__: JSON.stringify(buildIdentity(ROOT)) },
  });
  for (const folder of new Set(outputFoldersHolding(metafile, GATEWAY_FILES_READER))) {
    for (const file of Object.values(RUNTIME_FILES))
      if (file.copied) copyFromCheckout(file.source, join(folder, file.built));
  }
  for (const folder of new Set(outputFoldersHolding(metafile, STAND_IN_FILES.reader))) {
    copyFromCheckout(STAND_IN_FILES.source, join(folder, STAND_IN_FILES.built));
  }
}

/**
 * `npm run build:server`: built in a folder of its own, then moved into place whole, so
 * nothing an older build left (a renamed schema file, say) stays in dist/gateway/.
 */
async function buildDistGateway(): Promise<void> {
  const staging = `${dirname(SERVER_OUTFILE)}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    await buildServer(join(staging, basename(SERVER_OUTFILE)));
    // A parallel build may move its own in between: the last one wins.
    for (let attempt = 1; ; attempt++) {
      rmSync(dirname(SERVER_OUTFILE), { recursive: true, force: true });
      try {
        renameSync(staging, dirname(SERVER_OUTFILE));
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.log(`gateway: built ${relative(process.cwd(), SERVER_OUTFILE)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildDistGateway();
