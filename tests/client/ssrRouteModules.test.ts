/**
 * The modules whose stylesheets a server-rendered page links in its head (server/renderedRoutes.ts,
 * pageModules; issue 25) are the ones its route loads: the `screen` and `data` imports written in
 * routes.ts, and parts its screen loads lazily. A route whose screen moved would otherwise send
 * its pages without their stylesheets, drawn unstyled until the app runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchAppRoute } from '../../client/src/app/matchRoute.ts';
import { pageAddress, pageModules, serverRendered } from '../../client/src/server/renderedRoutes.ts';

const CLIENT = resolve(import.meta.dirname, '../../client');
const ROUTES_FILE = join(CLIENT, 'src/app/routes.ts');

/** A page of each route rendered on the server. */
const PAGES = ['/home', '/detail/16/15', '/explore', '/shop/3', '/search', '/popular', '/filter', '/products'];

/** The module a route's loader imports, as the client build's manifest names it (from client/). */
function importedBy(routePath: string, loader: 'screen' | 'data'): string | undefined {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const at = source.indexOf(`path: '${routePath}'`);
  expect(at, routePath).toBeGreaterThan(-1);
  const route = source.slice(at, source.indexOf('}', at));
  const specifier = new RegExp(`${loader}: \\(\\) => import\\('([^']+)'\\)`).exec(route)?.[1];
  return specifier && relative(CLIENT, resolve(dirname(ROUTES_FILE), specifier));
}

/** The modules a source file imports lazily (`import('./x.tsx')`), as the manifest names them. */
function lazyImportsOf(module: string): string[] {
  const file = join(CLIENT, module);
  return [...readFileSync(file, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map(([, specifier]) =>
    relative(CLIENT, resolve(dirname(file), specifier!)),
  );
}

describe("a server-rendered page's modules", () => {
  for (const page of PAGES) {
    it(`${page}: its route's screen and data part, each a file of the client`, () => {
      expect(serverRendered(page)).toBe(true);
      const route = matchAppRoute(page)!;
      const modules = pageModules(page);
      for (const loader of ['screen', 'data'] as const) {
        const module = importedBy(route.path, loader);
        if (module) expect(modules).toContain(module);
      }
      for (const module of modules) expect(existsSync(join(CLIENT, module)), module).toBe(true);
      // The others are what the route's modules load lazily (parts drawn whose code follows), or
      // antd-mobile's runtime for a screen drawn with it.
      const lazy = modules.flatMap(lazyImportsOf);
      const own = [importedBy(route.path, 'screen'), importedBy(route.path, 'data')];
      const others = modules.filter((module) => !own.includes(module));
      for (const module of others) {
        if (module === 'src/app/antdRuntime.tsx') expect(route.withoutAntd, page).toBeUndefined();
        else expect(lazy, `${page}: ${module} is drawn later`).toContain(module);
      }
    });
  }

  it('are none for a page the browser renders', () => {
    expect(pageModules('/bag')).toEqual([]);
    expect(pageModules('/no-such-page')).toEqual([]);
  });
});

const SCREENS = join(CLIENT, 'src/screens');

/**
 * The screens' source files `file` imports (statically or lazily), and theirs: what a screen
 * draws. The app's frame and shared components read no page's parameters (the language aside).
 */
function sourcesFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file) || !file.startsWith(SCREENS)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:from |import\()'(\.[^']+\.tsx?)'/g)) {
    sourcesFrom(resolve(dirname(file), specifier!), seen);
  }
  return seen;
}

/** The query parameters read by name (`params.get('tab')`) in `files`. */
function parametersRead(files: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/(?:[pP]arams|URLSearchParams\([^)]*\))\.get\('([^']+)'\)/g))
      names.add(name!);
  }
  return names;
}

describe("a server-rendered page's address (the gateway renders and keeps a page by it)", () => {
  for (const page of PAGES) {
    it(`${page}: keeps every query parameter its screen and the parts it draws read`, () => {
      const files = new Set<string>();
      for (const module of pageModules(page)) sourcesFrom(join(CLIENT, module), files);
      for (const name of parametersRead(files)) {
        expect(pageAddress(`${page}?${name}=x`), `${page} reads ${name}`).toBe(`${page}?${name}=x`);
      }
    });
  }

  it('is the path and the parameters read, each once, in a fixed order: nothing else makes a new page', () => {
    expect(pageAddress('/home?utm_source=chat&backs=1&lang=ar')).toBe('/home');
    expect(pageAddress('/detail/16/15?x=1')).toBe('/detail/16/15');
    expect(pageAddress('/products?zz=1&title=red%20shoes&category=7&title=blue')).toBe(
      '/products?category=7&title=red+shoes',
    );
    expect(pageAddress('/products?category=7&title=red+shoes')).toBe('/products?category=7&title=red+shoes');
    expect(pageAddress('/popular?tab=shops&page=9')).toBe('/popular?tab=shops');
    expect(pageAddress('/search')).toBe('/search');
  });

  it('is none for a page the browser renders', () => {
    expect(pageAddress('/bag?x=1')).toBeUndefined();
    expect(pageAddress('/no-such-page')).toBeUndefined();
  });
});
