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
  QUERY_TOO_EXPENSIVE: 'QUERY_TOO_EXPENSIVE',
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

/**
 * Why an input was refused, in a form a client can translate: the rule that failed and
 * its limit (a length in characters, a count, an amount, a size in bytes). The message
 * beside it is for developers; shoppers are shown the client's text for the rule.
 */
export const InputRule = {
  required: 'required',
  maxLength: 'maxLength',
  minLength: 'minLength',
  email: 'email',
  mobile: 'mobile',
  match: 'match',
  differ: 'differ',
  paymentCode: 'paymentCode',
  username: 'username',
  dialCode: 'dialCode',
  amount: 'amount',
  positive: 'positive',
  notNegative: 'notNegative',
  maxAmount: 'maxAmount',
  balance: 'balance',
  range: 'range',
  stars: 'stars',
  minItems: 'minItems',
  maxItems: 'maxItems',
  choice: 'choice',
  unsupported: 'unsupported',
  uploadedUrl: 'uploadedUrl',
  oldCodeRequired: 'oldCodeRequired',
  noOldCode: 'noOldCode',
  nothingToChange: 'nothingToChange',
  maxBytes: 'maxBytes',
  imageType: 'imageType',
  oneFile: 'oneFile',
  malformed: 'malformed',
  invalid: 'invalid',
} as const;

export type InputRule = (typeof InputRule)[keyof typeof InputRule];

/** `extensions.reason` of a BAD_USER_INPUT error. */
export interface InputReason {
  field: string;
  rule: InputRule;
  /** The bound that was crossed (characters, items, an amount, bytes), when there is one. */
  limit?: number | string;
  /** The lower bound, for a range. */
  min?: number;
}

/**
 * Invalid input, caught before anything is sent upstream; `field` names the argument
 * path and `reason` says which rule failed, for the client to translate.
 */
export function badInput(field: string, message: string, rule: InputRule, bounds: Pick<InputReason, 'limit' | 'min'> = {}): GraphQLError {
  const reason: InputReason = { field, rule, ...bounds };
  return gatewayError(ErrorCode.BAD_USER_INPUT, message, { field, reason });
}

export function unauthenticated(message = 'Please login first'): GraphQLError {
  return gatewayError(ErrorCode.UNAUTHENTICATED, message);
}
