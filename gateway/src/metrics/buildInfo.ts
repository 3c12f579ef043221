import { readFileSync } from 'node:fs';

/**
 * The version and commit `npm run build:server` writes into the bundle (gateway/build.ts). Run
 * from the sources (tsx) there is none: the version is then package.json's, the commit unknown.
 */
declare const __GATEWAY_BUILD__: { version: string; commit: string } | undefined;

function built(): { version: string; commit: string } | undefined {
  return typeof __GATEWAY_BUILD__ === 'undefined' ? undefined : __GATEWAY_BUILD__;
}

/** The gateway's version: the build's, else the checkout's package.json, else "unknown". */
export function buildVersion(): string {
  const fromBuild = built()?.version;
  if (fromBuild) return fromBuild;
  try {
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The short commit the gateway was built from, or "unknown" (built outside git, or run from the sources). */
export function buildCommit(): string {
  return built()?.commit ?? 'unknown';
}
