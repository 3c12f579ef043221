import { statSync } from 'node:fs';
import type { Plugin } from 'vite';
import { readDocuments } from './graphqlDocuments.ts';

const VIRTUAL = 'virtual:gql-operation/';
const RESOLVED = `\0${VIRTUAL}`;

/**
 * `virtual:gql-operation/<document export name>`: a generated document's operation name
 * and persisted hash, and nothing else — for code that asks by hash without carrying the
 * document itself (boot/earlyQuery.ts). In builds and in the client's tests alike.
 */
export function graphqlHashes(graphqlFile: string): Plugin {
  // Read once per version of the generated file, however many virtual modules ask (codegen may
  // rewrite it while a dev server runs).
  let read: { modified: number; documents: Map<string, string> } | undefined;
  const documents = () => {
    const modified = statSync(graphqlFile).mtimeMs;
    if (read?.modified !== modified) read = { modified, documents: readDocuments(graphqlFile) };
    return read.documents;
  };
  return {
    name: 'graphql-hashes',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const json = documents().get(name);
      if (!json) this.error(`client/src/gql/graphql.ts has no document ${name} — run npm run codegen`);
      const document = JSON.parse(json) as {
        __meta__?: { hash?: string };
        definitions: Array<{ kind: string; name?: { value: string } }>;
      };
      const operationName = document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name
        ?.value;
      const hash = document.__meta__?.hash;
      if (!operationName || !hash) this.error(`${name} is not a named operation with a persisted hash`);
      return { code: `export default ${JSON.stringify({ operationName, hash })};`, map: null };
    },
  };
}
