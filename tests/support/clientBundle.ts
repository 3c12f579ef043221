import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * A production build of the client and the JavaScript its first screen (/home) needs, as it
 * travels: measured by the bench (bench/bundle.ts) and read by the first-paint test
 * (tests/client/firstPaint.test.ts).
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}

const DIST = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const CLIENT_CONFIG = fileURLToPath(new URL('../../client/vite.config.ts', import.meta.url));

export function initialRouteJs(dist = DIST, screen = 'src/screens/home/HomeScreen.tsx') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
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
      : brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
          .length;
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
