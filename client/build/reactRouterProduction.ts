import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router's package exports point every bundler at its development build
 * (dist/development: extra warnings and checks); its production build, with the
 * same exports, sits next to it in dist/production. A production build of the
 * client takes that one. Development and tests keep the development build and
 * its warnings.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'react-router-production',
    apply: 'build',
    config(_config, { mode }) {
      if (mode !== 'production') return;
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
          ],
        },
      };
    },
  };
}
