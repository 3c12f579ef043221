import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, initialRouteJs } from '../tests/support/clientBundle.ts';

/**
 * The JavaScript a phone downloads to show the first screen (/home): the entries
 * (the app's and the early query's), everything they import statically, and the
 * Home screen's chunk with its static imports — as it travels: the brotli copy the build wrote next to each file
 * (what the gateway sends to every browser that accepts brotli), and gzip for
 * comparison. Reads the Vite manifest of a client build (tests/support/clientBundle.ts, which
 * the first-paint test shares).
 *
 * `npm run bench:bundle` builds the client into a temporary directory (dist/client,
 * which the gateway serves, is left alone), prints the figure and its largest files,
 * and exits with 1 when it is over the budget; `--report` only prints it (as
 * `npm run bench` does first); a directory argument measures that build instead.
 */
/** First-paint JavaScript on the wire (brotli), issue 12. */
export const BUDGET_BYTES = 120 * 1024;
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
