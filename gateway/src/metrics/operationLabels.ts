import { Kind, parse } from 'graphql';
import type { DocumentManifest } from '../persisted/manifest.ts';
import { OTHER } from './boundedLabels.ts';

/** The names of the operations in the storefront's own documents (the trusted-documents manifest). */
function manifestOperationNames(manifest: DocumentManifest): Set<string> {
  const names = new Set<string>();
  for (const text of manifest.values()) {
    for (const definition of parse(text).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.add(definition.name.value);
    }
  }
  return names;
}

/**
 * The `operation` label of a GraphQL request: the operation's name when it is one of the
 * storefront's own (the manifest's), `other` for any other name — a client choosing its
 * operation names cannot make series at will — and `anonymous` for an operation without one.
 */
export function operationLabeller(manifest: DocumentManifest): (name: string | null | undefined) => string {
  const known = manifestOperationNames(manifest);
  return (name) => {
    if (!name) return 'anonymous';
    return known.has(name) ? name : OTHER;
  };
}
