/*
 * The one place the gateway reaches into legacy/: the embedded stand-in `npm start`
 * runs when no LEGACY_API_URL is set. It is loaded with a dynamic import() only then,
 * so the built gateway keeps it in a bundle of its own (dist/gateway/standIn/), and a
 * production install (npm ci --omit=dev), which leaves out its database driver,
 * still runs in front of the real legacy API.
 */
type StandInModule = typeof import('../../legacy/embedded.ts');

export type RunningStandIn = Awaited<ReturnType<StandInModule['startLegacy']>>;

/** What an operator reads when the stand-in's packages were not installed. */
export const STAND_IN_NOT_INSTALLED =
  'The embedded legacy stand-in needs the development dependencies (better-sqlite3), which a production install ' +
  '(npm ci --omit=dev) leaves out: set LEGACY_API_URL to the legacy API, or install with `npm ci`.';

/** A package the stand-in imports is not installed (rather than the stand-in itself being broken). */
function missingPackage(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && error.message.startsWith('Cannot find package');
}

/** Starts the stand-in as configured by `env` (the LEGACY_* settings). */
export async function startEmbeddedStandIn(env: NodeJS.ProcessEnv): Promise<{ running: RunningStandIn; dbFile: string }> {
  let standIn: StandInModule;
  try {
    standIn = await import('../../legacy/embedded.ts');
  } catch (error) {
    if (missingPackage(error)) throw new Error(STAND_IN_NOT_INSTALLED, { cause: error });
    throw error;
  }
  const config = standIn.readConfig(env);
  return { running: await standIn.startLegacy(config), dbFile: config.dbFile };
}
