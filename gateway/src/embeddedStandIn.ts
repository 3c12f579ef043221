/*
 * The one place the gateway reaches into legacy/: the embedded stand-in `npm start`
 * runs when no LEGACY_API_URL is set. It is loaded with a dynamic import() only then,
 * so the built gateway keeps it in a bundle of its own (dist/gateway/standIn/), and a
 * production install (npm ci --omit=dev), which leaves out its database driver,
 * still runs in front of the real legacy API.
 */

/** The running stand-in, as the gateway uses it. */
export interface RunningStandIn {
  url: string;
  dbFile: string;
  close(): Promise<void>;
}

/** What the gateway needs of legacy/embedded.ts (checked against it where it is loaded). */
interface StandInModule {
  startEmbedded(env: NodeJS.ProcessEnv): Promise<RunningStandIn>;
}

/** What an operator reads when the stand-in's packages were not installed. */
export const STAND_IN_NOT_INSTALLED =
  'The embedded legacy stand-in needs the development dependencies (better-sqlite3, multer), which a production install ' +
  '(npm ci --omit=dev) leaves out: set LEGACY_API_URL to the legacy API, or install with `npm ci`.';

/** A package the stand-in imports is not installed (rather than the stand-in itself being broken). */
function missingPackage(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' &&
    error.message.startsWith('Cannot find package')
  );
}

/** Starts the stand-in as configured by `env` (the LEGACY_* settings). */
export async function startEmbeddedStandIn(env: NodeJS.ProcessEnv): Promise<RunningStandIn> {
  let standIn: StandInModule;
  try {
    standIn = await import('../../legacy/embedded.ts');
  } catch (error) {
    if (missingPackage(error)) throw new Error(STAND_IN_NOT_INSTALLED, { cause: error });
    throw error;
  }
  return standIn.startEmbedded(env);
}
