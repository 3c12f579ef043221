import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What a build says it is: package.json's version and the checkout's short commit, or "unknown"
 * when there is no git or no repository (a source archive). The gateway's bundle carries it
 * (gateway/build.ts, gateway_build_info) and so does the storefront (below), so a dashboard can
 * tell which storefront build a failing request came from.
 */
export function buildIdentity(root: string): { version: string; commit: string } {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // No git here: the build still works, and says so.
  }
  return { version, commit: /^[0-9a-f]{4,40}$/.test(commit) ? commit : 'unknown' };
}

/**
 * Defines `import.meta.env.APP_VERSION` for the storefront's build: `0.1.0+4990b70`, what its
 * GraphQL requests send as `apollographql-client-version` (apollo/requestHeaders.ts).
 */
export function appVersion(root: string): Plugin {
  return {
    name: 'app-version',
    apply: 'build',
    config() {
      const { version, commit } = buildIdentity(root);
      return { define: { 'import.meta.env.APP_VERSION': JSON.stringify(`${version}+${commit}`) } };
    },
  };
}
