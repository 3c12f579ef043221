import { Kind, parse, print, visit, type FieldNode } from 'graphql';
import { readFileSync } from 'node:fs';
import { runtimeFile } from '../runtimeFiles.ts';

/** Where codegen writes the client's operations by hash (`npm run codegen`, see codegen.ts). */
const MANIFEST_FILE = runtimeFile('manifest');

/** The storefront's own GraphQL documents, by the SHA-256 (hex) of their text. */
export type DocumentManifest = ReadonlyMap<string, string>;

/** Reads the manifest codegen wrote; a missing or malformed one stops the gateway at start. */
export function readManifest(file = MANIFEST_FILE): DocumentManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The persisted-documents manifest ${file} cannot be read (run npm run codegen): ${String(error)}`, {
      cause: error,
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`The persisted-documents manifest ${file} is not an object of hash → document`);
  }
  const manifest = new Map<string, string>();
  for (const [hash, document] of Object.entries(parsed)) {
    if (!/^[0-9a-f]{64}$/.test(hash) || typeof document !== 'string') {
      throw new Error(`The persisted-documents manifest ${file} has an entry that is not a SHA-256 → document`);
    }
    manifest.set(hash, document);
  }
  return manifest;
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * A manifest document as the gateway runs it for a hash: with `__typename` in every
 * selection set but the operation's own, as Apollo Client's cache adds it to what it
 * sends (and needs in the answer to normalise it). The client names the document by
 * the hash of the text codegen wrote; this is what that text means to its cache.
 */
function withTypenames(text: string): string {
  const edited = visit(parse(text), {
    SelectionSet(node, _key, parent) {
      if (parent && !Array.isArray(parent) && (parent as { kind?: unknown }).kind === Kind.OPERATION_DEFINITION)
        return undefined;
      if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename'))
        return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
  return print(edited);
}

/** The manifest's documents by hash, as the gateway runs them (see withTypenames). */
export function executableManifest(manifest: DocumentManifest): DocumentManifest {
  return new Map([...manifest].map(([hash, text]) => [hash, withTypenames(text)]));
}
