import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type BuildServer = (outfile: string, entry: string) => Promise<void>;

/**
 * Builds the reference checkout's bench gateway (BENCH_BASELINE) with that checkout's own
 * build script, which knows where its runtime files are: older ones point the bundle back
 * at their sources, newer ones copy the files beside it. The bundle goes inside that
 * checkout (`dist/bench-baseline/`), so its packages come from its own `node_modules`
 * (`npm ci` there first): an older commit may use a package this one no longer installs.
 * Resolves to the bundle's path.
 */
export async function buildBaseline(checkout: string): Promise<string> {
  const outfile = join(checkout, 'dist', 'bench-baseline', 'gatewayProcess.js');
  const { buildServer } = (await import(pathToFileURL(join(checkout, 'gateway', 'build.ts')).href)) as {
    buildServer: BuildServer;
  };
  await buildServer(outfile, join(checkout, 'bench', 'gatewayProcess.ts'));
  return outfile;
}
