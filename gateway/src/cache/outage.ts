import { GraphQLError } from 'graphql';
import { codeOf, ErrorCode } from '../errors.ts';

/** The failures that say the legacy API is down or broken, not that it refused this call. */
const OUTAGE_CODES: ReadonlySet<string> = new Set([
  ErrorCode.UPSTREAM_TIMEOUT,
  ErrorCode.UPSTREAM_UNAVAILABLE,
  ErrorCode.UPSTREAM_BAD_RESPONSE,
]);

/**
 * Whether a failed legacy call is an outage, for which a public answer past its freshness is
 * still better than nothing: a timeout, a connection that failed or a breaker that is open
 * (UPSTREAM_UNAVAILABLE), an answer that is no envelope (a PHP error page), or HTTP 5xx or 429.
 * A refusal in the envelope (code ≠ 1) or a 4xx is the legacy API's word on this call and
 * reaches the shopper as it is.
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return true;
  const code = codeOf(error.extensions, '');
  if (OUTAGE_CODES.has(code)) return true;
  if (code !== ErrorCode.UPSTREAM_HTTP_ERROR) return false;
  const status = error.extensions['status'];
  return typeof status !== 'number' || status >= 500 || status === 429;
}
