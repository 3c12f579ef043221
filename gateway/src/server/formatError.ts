import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { codeOf, ErrorCode } from '../errors.ts';

/** Extensions a client may see; everything else (stack traces, upstream URLs) is dropped. */
const VISIBLE_EXTENSIONS = ['code', 'field', 'reason', 'upstreamCode', 'status', 'retryAfter', 'operation'];
const PERSISTED_QUERY_CODES = new Set(['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']);
/*
 * Codes whose message is meant for clients. INTERNAL_SERVER_ERROR is not among them:
 * Apollo gives that code to any plain Error a resolver throws, whose message may hold
 * an address, a query or a path, so such errors always get the generic message.
 */
const KNOWN_CODES = new Set<string>([
  ...Object.values(ErrorCode).filter((code) => code !== ErrorCode.INTERNAL_SERVER_ERROR),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  ...PERSISTED_QUERY_CODES,
]);
/** Apollo's message (without a code) when a persisted query's hash is not the document's. */
const HASH_MISMATCH = 'provided sha does not match query';
/** How Apollo's message begins when introspection is off; it names an option of Apollo's, not the gateway's. */
const INTROSPECTION_REFUSED = 'GraphQL introspection is not allowed by Apollo Server';
/** What a developer whose codegen met introspection off needs to know instead. */
export const INTROSPECTION_OFF =
  'Introspection is off on this gateway: set GRAPHQL_INTROSPECTION=true to turn it on, or fetch the SDL from GET /graphql/schema.graphql (served in production when PUBLISH_SCHEMA=true).';
/** graphql-js's "Did you mean …?" hints, which tell a stranger the schema's names. */
const SUGGESTION = /\s*Did you mean [^?]*\?$/;

export interface FormatErrorOptions {
  /** Drop field and enum suggestions (production: they reveal the schema with introspection off). */
  hideSuggestions: boolean;
}

/**
 * Keeps our typed errors as they are and turns anything unexpected into a generic
 * INTERNAL_SERVER_ERROR, logging the original for operators. Persisted-query misses are a
 * client's problem: a stable code and a warning, never an error-level log.
 */
export function formatErrorWith(logger: Logger, { hideSuggestions }: FormatErrorOptions = { hideSuggestions: false }) {
  return (formatted: GraphQLFormattedError, original: unknown): GraphQLFormattedError => {
    let code = codeOf(formatted.extensions, '');
    let message = formatted.message;
    if (message === HASH_MISMATCH) code = 'PERSISTED_QUERY_NOT_FOUND';
    if (PERSISTED_QUERY_CODES.has(code)) {
      logger.warn({ code, reason: message }, 'persisted query refused');
      return {
        message: code === 'PERSISTED_QUERY_NOT_FOUND' ? 'PersistedQueryNotFound' : 'PersistedQueryNotSupported',
        extensions: { code },
      };
    }
    if (!KNOWN_CODES.has(code)) {
      logger.error({ err: original, path: formatted.path }, 'unexpected resolver failure');
      return {
        message: 'Internal server error',
        ...(formatted.path ? { path: formatted.path } : {}),
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
      };
    }
    if (hideSuggestions) message = message.replace(SUGGESTION, '');
    if (message.startsWith(INTROSPECTION_REFUSED)) message = INTROSPECTION_OFF;
    const extensions = Object.fromEntries(
      Object.entries(formatted.extensions ?? {}).filter(([key]) => VISIBLE_EXTENSIONS.includes(key)),
    );
    return { ...formatted, message, extensions };
  };
}
