import { GraphQLError } from 'graphql';

/**
 * Every failure a client can see carries one of these stable `extensions.code`
 * values (also documented as the ErrorCode enum of the schema).
 */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  UPSTREAM_REJECTED: 'UPSTREAM_REJECTED',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_HTTP_ERROR: 'UPSTREAM_HTTP_ERROR',
  UPSTREAM_BAD_RESPONSE: 'UPSTREAM_BAD_RESPONSE',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  DUPLICATE_SUBMISSION: 'DUPLICATE_SUBMISSION',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function gatewayError(
  code: ErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/** Invalid input, caught before anything is sent upstream; `field` names the argument path. */
export function badInput(field: string, message: string): GraphQLError {
  return gatewayError(ErrorCode.BAD_USER_INPUT, message, { field });
}

export function unauthenticated(message = 'Please login first'): GraphQLError {
  return gatewayError(ErrorCode.UNAUTHENTICATED, message);
}
