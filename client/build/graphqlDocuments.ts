import { readFileSync } from 'node:fs';
import { relative, dirname } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(`…`)` call of the client with an import of the one
 * document codegen generated for it (`client/src/gql/graphql.ts`), so a screen's
 * chunk carries only its own operations instead of the map of all of them
 * (`gql.ts`). Development keeps the map; the result is the same document object.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  const gqlFile = `${gqlDir}/gql.ts`;
  const graphqlFile = `${gqlDir}/graphql.ts`;
  let exportsBySource: Map<string, string> | undefined;

  function loadMap(): Map<string, string> {
    const map = new Map<string, string>();
    const source = readFileSync(gqlFile, 'utf8');
    const body = source.slice(source.indexOf('const documents'));
    for (const match of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"):\s*types\.(\w+),?$/gm)) {
      const [, literal, name] = match;
      if (literal && name) map.set(JSON.parse(literal) as string, name);
    }
    return map;
  }

  return {
    name: 'graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      exportsBySource = loadMap();
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const map = exportsBySource ?? loadMap();
      const used = new Set<string>();
      const replaced = code.replace(/\bgraphql\(`([^`]*)`\)/g, (whole, source: string) => {
        const name = map.get(source);
        if (!name) {
          this.error(`${id}: a graphql() document is not in client/src/gql — run npm run codegen`);
        }
        used.add(name);
        return name;
      });
      if (used.size === 0) return null;
      let path = relative(dirname(id), graphqlFile).replace(/\\/g, '/');
      if (!path.startsWith('.')) path = `./${path}`;
      return { code: `import { ${[...used].join(', ')} } from '${path}';\n${replaced}`, map: null };
    },
  };
}
