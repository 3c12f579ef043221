import type { RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import type { DocumentManifest } from './manifest.ts';

/** The code a client gets for a document the gateway does not run in trusted-documents mode. */
export const NOT_IN_LIST = 'PERSISTED_QUERY_NOT_IN_LIST';

interface GraphQLParams {
  query?: unknown;
  extensions?: unknown;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The persisted-query hash a request names, from its (JSON) extensions. */
function hashOf(extensions: unknown): string | undefined {
  let value = extensions;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const hash = (value as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery?.sha256Hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * Trusted documents (PERSISTED_DOCUMENTS=only): the gateway runs the storefront's
 * own operations — the codegen manifest — and nothing else. A request naming a
 * hash of the manifest, or sending the very text of one of its documents, goes on
 * to Apollo; any other document is refused with 400 and PERSISTED_QUERY_NOT_IN_LIST
 * before it is parsed, validated or costed. Runs after the JSON body parser;
 * GET requests carry the same fields in the query string.
 */
export function trustedDocuments(manifest: DocumentManifest): RequestHandler {
  return (req, res, next) => {
    const params = (req.method === 'GET' ? req.query : req.body) as GraphQLParams | undefined;
    const query = params?.query;
    const hash = hashOf(params?.extensions);
    const trusted =
      typeof query === 'string' && query !== ''
        ? manifest.has(sha256(query)) && (hash === undefined || hash === sha256(query))
        : hash === undefined || manifest.has(hash);
    if (trusted) {
      next();
      return;
    }
    res.status(400).json({
      errors: [
        {
          message: 'This gateway runs only the storefront’s own operations (trusted documents).',
          extensions: { code: NOT_IN_LIST },
        },
      ],
    });
  };
}
