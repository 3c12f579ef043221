import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type BuildServer = (outfile: string, entry: string) => Promise<void>;

/**
 * Builds the reference checkout's bench gateway (BENCH_BASELINE) with that checkout's own
 * build script, which knows where its runtime files are: older ones point the bundle back
 * at their sources, newer ones copy the files beside it. Give it a folder of its own, so
 * its copies never replace this checkout's.
 */
export async function buildBaseline(checkout: string, outfile: string): Promise<void> {
  const { buildServer } = (await import(pathToFileURL(join(checkout, 'gateway', 'build.ts')).href)) as {
    buildServer: BuildServer;
  };
  await buildServer(outfile, join(checkout, 'bench', 'gatewayProcess.ts'));
}
