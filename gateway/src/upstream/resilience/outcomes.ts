import { GraphQLError } from 'graphql';
import { codeOf, ErrorCode } from '../../errors.ts';

/** The answers of a proxy or server in front of the legacy code saying it is down or overloaded. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * A call that never reached the legacy API's code: the connection was refused, reset or never
 * made. Not a breaker's or a bulkhead's own refusal, which are UPSTREAM_UNAVAILABLE too but were
 * never sent (they say `breakerOpen` or `busy`).
 */
function isConnectionFailure(error: GraphQLError): boolean {
  return (
    codeOf(error.extensions, '') === ErrorCode.UPSTREAM_UNAVAILABLE &&
    error.extensions['breakerOpen'] !== true &&
    error.extensions['busy'] !== true
  );
}

function isGatewayStatus(error: GraphQLError): boolean {
  const status = error.extensions['status'];
  return (
    codeOf(error.extensions, '') === ErrorCode.UPSTREAM_HTTP_ERROR &&
    typeof status === 'number' &&
    GATEWAY_STATUSES.has(status)
  );
}

/**
 * Whether a read is worth asking once more: the request did not get through (a connection
 * error) or whatever stands in front of the PHP answered 502, 503 or 504. A timeout is not: the
 * deadline it ran into is the operation's, already spent.
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof GraphQLError && (isConnectionFailure(error) || isGatewayStatus(error));
}

/**
 * Whether a failed call says the legacy API is slow or gone, which is what a breaker counts: a
 * timeout, a connection error, a 502/503/504. Not a refusal in the envelope, a 401, a 4xx, a 500
 * or an answer that does not decode: those are the API's word on one call (a 500 is often one bad
 * parameter), and opening the breaker for them would refuse every other shopper's call too.
 */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof GraphQLError &&
    (codeOf(error.extensions, '') === ErrorCode.UPSTREAM_TIMEOUT ||
      isConnectionFailure(error) ||
      isGatewayStatus(error))
  );
}
