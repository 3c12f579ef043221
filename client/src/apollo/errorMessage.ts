import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { TFunction } from 'i18next';
import type { ErrorCode } from '../gql/enums.ts';
import { inputErrorMessage } from './inputErrorMessage.ts';

/** What the user is told about a failed request, and the gateway's error code behind it. */
export interface DescribedError {
  code: string;
  message: string;
}

type Message = (error: GraphQLFormattedError | undefined, t: TFunction) => string;

/** An extension's value as text, when it is one a gateway sends (text, a number); otherwise `fallback`. */
function extensionText(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return fallback;
}

const upstreamMessage: Message = (error, t) => error?.message || t('errors.unexpected');
const unexpected: Message = (_error, t) => t('errors.unexpected');

/**
 * The message of every code of the schema's ErrorCode. A Record over the generated
 * type, so a code added to the schema without a message here fails the type check.
 */
export const ERROR_MESSAGES: Record<ErrorCode, Message> = {
  UPSTREAM_REJECTED: upstreamMessage,
  UNAUTHENTICATED: upstreamMessage,
  // The message is the gateway's, for developers; the shopper reads the translated reason.
  BAD_USER_INPUT: (error, t) => inputErrorMessage(error?.extensions?.['reason'], t),
  UPSTREAM_TIMEOUT: (_error, t) => t('errors.timeout'),
  UPSTREAM_UNAVAILABLE: (_error, t) => t('errors.network'),
  UPSTREAM_HTTP_ERROR: (error, t) =>
    t('errors.httpStatus', { status: extensionText(error?.extensions?.['status'], '500') }),
  UPSTREAM_BAD_RESPONSE: (_error, t) => t('errors.badResponse'),
  DUPLICATE_SUBMISSION: (_error, t) => t('errors.duplicate'),
  QUERY_TOO_EXPENSIVE: (_error, t) => t('errors.tooExpensive'),
  RATE_LIMITED: (_error, t) => t('errors.rateLimited'),
  // A money-moving mutation not run while the gateway's shared memory was away.
  TRY_AGAIN_LATER: (_error, t) => t('errors.tryAgain'),
  INTERNAL_SERVER_ERROR: unexpected,
  // A payment's or a submission's reply was lost; the gateway read the orders back.
  NOT_COMPLETED: (error, t) =>
    t(error?.extensions?.['operation'] === 'submit' ? 'errors.notSubmitted' : 'errors.notPaid'),
  OUTCOME_UNKNOWN: (_error, t) => t('errors.outcomeUnknown'),
  // The legacy API's own message, in the shopper's language ("Product does not exist").
  NOT_FOUND: upstreamMessage,
  // A business rule of the legacy API (balance, payment code, stock, refund already requested):
  // its own message, in the shopper's language; screens that react to one read extensions.reason.rule.
  ACTION_REFUSED: upstreamMessage,
};

function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
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
    const code = extensionText(first?.extensions?.['code'], 'INTERNAL_SERVER_ERROR');
    // A code this client does not know (a newer gateway's) reads as unexpected.
    return { code, message: (isErrorCode(code) ? ERROR_MESSAGES[code] : unexpected)(first, t) };
  }
  // The gateway's general per-address limit answers HTTP 429 before GraphQL runs.
  if (ServerError.is(error) && error.statusCode === 429)
    return { code: 'RATE_LIMITED', message: t('errors.rateLimited') };
  if (ServerError.is(error)) {
    return { code: 'HTTP_ERROR', message: t('errors.httpStatus', { status: String(error.statusCode) }) };
  }
  if (ServerParseError.is(error)) return { code: 'BAD_RESPONSE', message: t('errors.badResponse') };
  // No answer at all: the browser knows when it has no network, and the shopper reads that.
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    return { code: 'NETWORK_ERROR', message: t('states.offline') };
  return { code: 'NETWORK_ERROR', message: t('errors.network') };
}
