import { validate, compileErrors } from '@readme/openapi-parser';
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../legacy/app.ts';
import { systemClock } from '../../legacy/db/clock.ts';
import { openDatabase } from '../../legacy/db/open.ts';
import { loadContract, OPENAPI_FILE } from './support/contract.ts';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  matchers?: unknown[];
}

/** Every (METHOD path) the Express app really serves, with `:param` written `{param}`. */
function servedRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          const path = `${prefix}${layer.route.path}`.replace(/:(\w+)/g, '{$1}');
          found.push(`${method.toUpperCase()} ${path}`);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix);
      }
    }
  };
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  // The admin router is mounted under /admin; Express 5 does not keep the mount path on the
  // layer in a public form, so walk it separately with its prefix.
  for (const layer of router.stack) {
    const isAdmin = (layer as { matchers?: Array<(path: string) => unknown> }).matchers?.[0]?.('/admin/x');
    if (isAdmin && layer.handle?.stack) walk(layer.handle.stack, '/admin');
    else walk([layer], '');
  }
  return found;
}

describe('legacy/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 description', async () => {
    const result = await validate(OPENAPI_FILE);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('documents exactly the routes the stand-in serves', async () => {
    const doc = await loadContract();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .filter((route) => !route.startsWith('GET /uploads/') && !route.startsWith('GET /static/img/'))
      .sort();
    const app = createApp({
      db: openDatabase(':memory:'),
      clock: systemClock,
      uploadDir: '/nonexistent',
      adminKey: 'k',
    });
    const served = [...new Set(servedRoutes(app))].filter((route) => !route.startsWith('GET /static/img/')).sort();
    expect(served).toEqual(documented);
  });
});
