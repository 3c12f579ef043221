import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The explorer's sources (this folder). */
const SOURCE_DIR = fileURLToPath(new URL('.', import.meta.url));
const REPO_DIR = join(SOURCE_DIR, '..', '..');
/** Where the bundle goes; the gateway serves it from here (see gateway/src/server/explorer.ts). */
export const EXPLORER_DIST = join(REPO_DIR, 'dist', 'explorer');
const STAMP_FILE = 'build-stamp.json';
/** Packages whose version changes the bundle. */
const BUNDLED_PACKAGES = [
  'graphiql',
  '@graphiql/react',
  '@graphiql/toolkit',
  'monaco-editor',
  'monaco-graphql',
  'react',
  'react-dom',
  'graphql',
  'vite',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return [path];
  });
}

function installedVersion(name: string): string {
  const manifest = join(REPO_DIR, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return 'missing';
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? 'unknown';
}

/**
 * A fingerprint of everything the bundle is made from: the explorer's files and
 * the versions of the bundled packages. Content, not modification times, so a
 * fresh checkout whose files all look new does not force a rebuild.
 */
export function explorerFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(SOURCE_DIR).sort()) {
    hash.update(relative(SOURCE_DIR, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of BUNDLED_PACKAGES) hash.update(`${name}@${installedVersion(name)}\0`);
  return hash.digest('hex');
}

/** Whether `dist/explorer` holds a complete bundle of the current sources. */
export function explorerIsFresh(outDir = EXPLORER_DIST): boolean {
  const stamp = join(outDir, STAMP_FILE);
  if (!existsSync(stamp) || !existsSync(join(outDir, 'index.html'))) return false;
  const recorded = (JSON.parse(readFileSync(stamp, 'utf8')) as { fingerprint?: string }).fingerprint;
  return recorded === explorerFingerprint();
}

/**
 * Builds the explorer unless the bundle is already fresh (then it takes a few
 * milliseconds, so `npm start` can always call it). The bundle is written to a
 * private folder and moved into place whole, so a gateway serving the old one (or
 * a parallel build) never sees half a bundle.
 */
export async function buildExplorer({ force = false, outDir = EXPLORER_DIST } = {}): Promise<'fresh' | 'built'> {
  if (!force && explorerIsFresh(outDir)) return 'fresh';
  const fingerprint = explorerFingerprint();
  const staging = `${outDir}.staging-${process.pid}-${Date.now()}`;
  mkdirSync(dirname(outDir), { recursive: true });
  try {
    const { build } = await import('vite');
    await build({
      configFile: join(SOURCE_DIR, 'vite.config.ts'),
      build: { outDir: staging, emptyOutDir: true },
    });
    writeFileSync(join(staging, STAMP_FILE), `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() })}\n`);
    if (!force && explorerIsFresh(outDir)) return 'built'; // a parallel build finished first; keep its files
    if (existsSync(outDir)) {
      const previous = `${outDir}.old-${process.pid}-${Date.now()}`;
      renameSync(outDir, previous);
      renameSync(staging, outDir);
      rmSync(previous, { recursive: true, force: true });
    } else {
      renameSync(staging, outDir);
    }
    return 'built';
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Size of the bundle in bytes, for the build's one-line summary. */
function folderBytes(dir: string): number {
  return sourceFiles(dir).reduce((total, file) => total + statSync(file).size, 0);
}

// `npm run build` (and so `npm start`) runs this file; `--force` rebuilds regardless.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const result = await buildExplorer({ force: process.argv.includes('--force') });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    result === 'fresh'
      ? `schema explorer: up to date (${relative(process.cwd(), EXPLORER_DIST)})`
      : `schema explorer: built ${relative(process.cwd(), EXPLORER_DIST)} (${(folderBytes(EXPLORER_DIST) / 1e6).toFixed(1)} MB) in ${seconds} s`,
  );
}
