import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { ROUTES } from '../../client/src/app/routes.ts';
import { NAMESPACES } from '../../client/src/i18n/namespaces.ts';

/*
 * Every route declares the translation namespaces its screen draws with (app/routes.ts,
 * `namespaces`): they are fetched with the screen's chunk, and the first render waits for them.
 * A namespace it leaves out is fetched when a component first asks for it, and i18next suspends
 * that component. When that comes after the screen has shown (the shop's product cards, once the
 * products arrive), React hides the whole screen behind its skeleton until the file comes: the
 * shopper sees the page, a skeleton, the page again.
 *
 * Read from the sources: the files a route's screen (and its data part) imports statically, and
 * the namespaces each one names (`useTranslation('ns')`, `useTranslation(['ns', …])`, `t('ns:key')`).
 * Parts the screen imports with `import()` are left out: they suspend under their own fallback anyway
 * (a route may declare their namespaces too, to fetch them ahead).
 */
const ROUTES_FILE = fileURLToPath(new URL('../../client/src/app/routes.ts', import.meta.url));
const KNOWN = new Set<string>(NAMESPACES);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function stringsOf(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(stringsOf);
  return [];
}

/** What one file names: its namespaces, and the files it imports statically (not type-only). */
function readFile(file: string): { namespaces: string[]; imports: string[] } {
  const source = parse(file);
  const namespaces: string[] = [];
  const imports: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      imports.push(node.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      imports.push(node.moduleSpecifier.text);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
      namespaces.push(...stringsOf(node.arguments[0]));
    }
    if (ts.isStringLiteralLike(node)) {
      const prefix = /^([A-Za-z]+):[\w.]+$/.exec(node.text)?.[1];
      if (prefix && KNOWN.has(prefix)) namespaces.push(prefix);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const local = imports
    .filter((specifier) => specifier.startsWith('.') && /\.tsx?$/.test(specifier))
    .map((specifier) => resolve(dirname(file), specifier));
  return { namespaces, imports: local };
}

/** The namespaces named by `entry` and every file it imports statically, in client/src. */
function namespacesOf(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { namespaces, imports } = readFile(file);
    for (const namespace of namespaces) found.add(namespace);
    queue.push(...imports);
  }
  return found;
}

/** Each route's screen file and data part, by path, as routes.ts imports them. */
function routeFiles(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      let path: string | undefined;
      const entries: string[] = [];
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (property.name.text === 'path' && ts.isStringLiteral(property.initializer)) path = property.initializer.text;
        if (property.name.text === 'screen' || property.name.text === 'data') {
          property.initializer.forEachChild(function find(child): void {
            if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
              entries.push(
                ...stringsOf(child.arguments[0]).map((specifier) => resolve(dirname(ROUTES_FILE), specifier)),
              );
            }
            child.forEachChild(find);
          });
        }
      }
      if (path !== undefined && entries.length > 0) files.set(path, entries);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(ROUTES_FILE));
  return files;
}

describe('the translation namespaces of each route', () => {
  const files = routeFiles();

  test('every route of app/routes.ts is read here', () => {
    expect([...files.keys()].sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });

  test.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s declares every namespace its screen draws with',
    (path, route) => {
      const declared = new Set<string>(['common', ...(route.namespaces ?? [])]);
      const missing = [...namespacesOf(files.get(path) ?? [])].filter((namespace) => !declared.has(namespace));
      expect(missing).toEqual([]);
    },
  );
});
