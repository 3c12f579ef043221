import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Each generated document becomes a module of its own: `virtual:gql-document/<export name>`. */
const VIRTUAL = 'virtual:gql-document/';
const RESOLVED = `\0${VIRTUAL}`;

/** The name of each document in codegen's graphql.ts → its JSON (one line each, fragments included). */
export function readDocuments(graphqlFile: string): Map<string, string> {
  const map = new Map<string, string>();
  const source = readFileSync(graphqlFile, 'utf8');
  for (const match of source.matchAll(
    /^export const (\w+) = (\{(?:"__meta__":\{"hash":"[0-9a-f]+"\},)?"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    const [, name, json] = match;
    if (name && json) map.set(name, json);
  }
  return map;
}

/**
 * Replaces each `graphql(`…`)` call of the client with an import of the one
 * document codegen generated for it (`client/src/gql/graphql.ts`), so a screen's
 * chunk carries only its own operations instead of the map of all of them
 * (`gql.ts`). Each document is served as a module of its own: graphql.ts is a
 * single module, and importing from it would put every operation of the app into
 * whichever chunk holds it (the first screen's). Development keeps the map; the
 * result is the same document object.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  const gqlFile = `${gqlDir}/gql.ts`;
  const graphqlFile = `${gqlDir}/graphql.ts`;
  let exportsBySource: Map<string, string> | undefined;
  let documentsByExport: Map<string, string> | undefined;

  /** The source text of each graphql() call → the name of its document in graphql.ts. */
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
      documentsByExport = readDocuments(graphqlFile);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const json = (documentsByExport ??= readDocuments(graphqlFile)).get(name);
      if (!json) this.error(`client/src/gql/graphql.ts has no document ${name} — run npm run codegen`);
      return { code: `export default ${json};`, map: null };
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const map = (exportsBySource ??= loadMap());
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
      const imports = [...used].map((name) => `import ${name} from '${VIRTUAL}${name}';\n`).join('');
      return { code: `${imports}${replaced}`, map: null };
    },
  };
}
