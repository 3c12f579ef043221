import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a phone downloads to show the first screen (/home): the entry,
 * everything it imports statically, and the Home screen's chunk with its static
 * imports — gzipped, as served. Reads the Vite manifest of `npm run build:client`.
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}

export const DIST = fileURLToPath(new URL('../dist/client/', import.meta.url));
export const BUDGET_BYTES = 170 * 1024;

export function initialRouteJs(dist = DIST, screen = 'src/screens/home/HomeScreen.tsx') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the manifest has no entry chunk');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(screen);
  const sizes = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }));
  return { files: sizes, total: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, total } = initialRouteJs();
  for (const { file, gzip } of files.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(`Initial route (/home) JavaScript, gzipped: ${(total / 1024).toFixed(1)} KB (budget ${BUDGET_BYTES / 1024} KB)`);
  if (total > BUDGET_BYTES) process.exitCode = 1;
}
