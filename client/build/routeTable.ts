import type { Plugin } from 'vite';

/** Where the build writes the route table, beside index.html (the gateway's server/clientRoutes.ts reads it). */
const ROUTE_TABLE_FILE = 'routes.json';

/**
 * Writes the storefront's route patterns (src/app/routeFacts.ts) to dist/client/routes.json:
 * the gateway serves the storefront's page for these paths (and `/`) and a 404 for any other path
 * that is not a file, without importing client code.
 */
export function routeTable(patterns: readonly string[]): Plugin {
  return {
    name: 'route-table',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ROUTE_TABLE_FILE, source: `${JSON.stringify({ patterns })}\n` });
    },
  };
}
