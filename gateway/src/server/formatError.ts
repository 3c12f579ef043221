import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { ErrorCode } from '../errors.ts';

/** Extensions a client may see; everything else (stack traces, upstream URLs) is dropped. */
const VISIBLE_EXTENSIONS = ['code', 'field', 'reason', 'upstreamCode', 'status'];
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
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * Keeps our typed errors as they are and turns anything unexpected into a generic
 * INTERNAL_SERVER_ERROR, logging the original for operators.
 */
export function formatErrorWith(logger: Logger) {
  return (formatted: GraphQLFormattedError, original: unknown): GraphQLFormattedError => {
    const code = String(formatted.extensions?.['code'] ?? '');
    if (!KNOWN_CODES.has(code)) {
      logger.error({ err: original, path: formatted.path }, 'unexpected resolver failure');
      return {
        message: 'Internal server error',
        ...(formatted.path ? { path: formatted.path } : {}),
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
      };
    }
    const extensions = Object.fromEntries(
      Object.entries(formatted.extensions ?? {}).filter(([key]) => VISIBLE_EXTENSIONS.includes(key)),
    );
    return { ...formatted, extensions };
  };
}
