import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where codegen writes the client's operations by hash (`npm run codegen`, see codegen.ts). */
export const MANIFEST_FILE = fileURLToPath(new URL('../../../client/src/gql/persisted-documents.json', import.meta.url));

/** The storefront's own GraphQL documents, by the SHA-256 (hex) of their text. */
export type DocumentManifest = ReadonlyMap<string, string>;

/** Reads the manifest codegen wrote; a missing or malformed one stops the gateway at start. */
export function readManifest(file = MANIFEST_FILE): DocumentManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The persisted-documents manifest ${file} cannot be read (run npm run codegen): ${String(error)}`);
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
