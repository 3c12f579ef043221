import { readConfig } from './config.ts';
import { startLegacy } from './server.ts';

/*
 * The stand-in as the gateway embeds it when LEGACY_API_URL is unset (`npm start` on a
 * fresh machine). The gateway loads this one module with a dynamic import(), so its
 * build carries the stand-in as a bundle of its own (dist/gateway/standIn/) that a
 * gateway in front of the real legacy API never loads.
 */

/** Starts the stand-in on loopback as `env`'s LEGACY_* settings say. */
export async function startEmbedded(
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; dbFile: string; close(): Promise<void> }> {
  const config = readConfig(env);
  const legacy = await startLegacy(config);
  return { url: legacy.url, dbFile: config.dbFile, close: () => legacy.close() };
}
