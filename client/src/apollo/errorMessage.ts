import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { inputErrorMessage } from './inputErrorMessage.ts';

/** What the user is told about a failed request, and the gateway's error code behind it. */
export interface DescribedError {
  code: string;
  message: string;
}

/**
 * Turns a failed request into the spec's translated message: the upstream's own
 * message (already in the user's language) when it refused, the translated text of
 * the gateway's reason for refused input, the translated catalogue text for
 * transport failures.
 */
export function describeError(error: ErrorLike, t: TFunction): DescribedError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = String(first?.extensions?.['code'] ?? 'INTERNAL_SERVER_ERROR');
    switch (code) {
      case 'UPSTREAM_REJECTED':
      case 'UNAUTHENTICATED':
        return { code, message: first?.message || t('errors.unexpected') };
      case 'BAD_USER_INPUT':
        // The message is the gateway's, for developers; the shopper reads the translated reason.
        return { code, message: inputErrorMessage(first?.extensions?.['reason'], t) };
      case 'UPSTREAM_TIMEOUT':
        return { code, message: t('errors.timeout') };
      case 'UPSTREAM_UNAVAILABLE':
        return { code, message: t('errors.network') };
      case 'UPSTREAM_HTTP_ERROR':
        return { code, message: t('errors.httpStatus', { status: String(first?.extensions?.['status'] ?? 500) }) };
      case 'UPSTREAM_BAD_RESPONSE':
        return { code, message: t('errors.badResponse') };
      case 'DUPLICATE_SUBMISSION':
        return { code, message: t('errors.duplicate') };
      case 'QUERY_TOO_EXPENSIVE':
        return { code, message: t('errors.tooExpensive') };
      case 'RATE_LIMITED':
        return { code, message: t('errors.rateLimited') };
      default:
        return { code, message: t('errors.unexpected') };
    }
  }
  // The gateway's general per-address limit answers HTTP 429 before GraphQL runs.
  if (ServerError.is(error) && error.statusCode === 429) return { code: 'RATE_LIMITED', message: t('errors.rateLimited') };
  if (ServerError.is(error)) {
    return { code: 'HTTP_ERROR', message: t('errors.httpStatus', { status: String(error.statusCode) }) };
  }
  if (ServerParseError.is(error)) return { code: 'BAD_RESPONSE', message: t('errors.badResponse') };
  return { code: 'NETWORK_ERROR', message: t('errors.network') };
}
