import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The JavaScript a phone downloads to show the first screen (/home): the entries
 * (the app's and the early query's), everything they import statically, and the
 * Home screen's chunk with its static imports — as it travels: the brotli copy the build wrote next to each file
 * (what the gateway sends to every browser that accepts brotli), and gzip for
 * comparison. Reads the Vite manifest of a client build.
 *
 * `npm run bench:bundle` builds the client into a temporary directory (dist/client,
 * which the gateway serves, is left alone), prints the figure and its largest files,
 * and exits with 1 when it is over the budget; `--report` only prints it (as
 * `npm run bench` does first); a directory argument measures that build instead.
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}

export const DIST = fileURLToPath(new URL('../dist/client/', import.meta.url));
/** First-paint JavaScript on the wire (brotli), issue 12. */
export const BUDGET_BYTES = 120 * 1024;
const CLIENT_CONFIG = fileURLToPath(new URL('../client/vite.config.ts', import.meta.url));

export function initialRouteJs(dist = DIST, screen = 'src/screens/home/HomeScreen.tsx') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  // The page's scripts: the app's entry and the early query's (client/build/earlyScript.ts).
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  visit(screen);
  const sizes = [...files].map((file) => {
    const path = join(dist, file);
    const source = readFileSync(path);
    const brotli = existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
    return { file, brotli, gzip: gzipSync(source, { level: 9 }).length };
  });
  return {
    files: sizes,
    total: sizes.reduce((sum, { brotli }) => sum + brotli, 0),
    gzipTotal: sizes.reduce((sum, { gzip }) => sum + gzip, 0),
  };
}

/** A production build of the client in `outDir` (as `npm run build:client` makes it). */
export async function buildClient(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: CLIENT_CONFIG, logLevel: 'error', build: { outDir, emptyOutDir: true } });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const reportOnly = args.includes('--report');
  const given = args.find((arg) => !arg.startsWith('--'));
  const dist = given ?? mkdtempSync(join(tmpdir(), 'storefront-client-'));
  try {
    if (!given) {
      console.log('bench: building the client (production) to measure its first screen...');
      await buildClient(dist);
    }
    const { files, total, gzipTotal } = initialRouteJs(dist);
    for (const { file, brotli } of files.sort((a, b) => b.brotli - a.brotli).slice(0, 8)) {
      console.log(`${kb(brotli).padStart(9)}  ${file}`);
    }
    const over = total > BUDGET_BYTES;
    console.log(
      `Initial route (/home) JavaScript on the wire: ${kb(total)} brotli (${kb(gzipTotal)} gzip) in ${files.length} files ` +
        `(budget ${kb(BUDGET_BYTES)} brotli${over ? `, ${kb(total - BUDGET_BYTES)} over` : ''})`,
    );
    if (over && !reportOnly) process.exitCode = 1;
  } finally {
    if (!given) rmSync(dist, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
