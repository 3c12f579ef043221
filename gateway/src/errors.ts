import { GraphQLError } from 'graphql';
import type { ErrorRule } from './generated/resolvers.ts';
import { ErrorCode as SchemaErrorCode } from './generated/resolvers.ts';

/**
 * Every failure a client can see carries one of these stable `extensions.code`
 * values: exactly the ErrorCode enum of schema/common.graphql, derived from its
 * generated TypeScript (`npm run codegen`) rather than written out again, so a
 * code added to the schema is usable here at once and one not in the schema does
 * not type-check. Keyed by the value itself (`ErrorCode.RATE_LIMITED`), as the
 * code reads in answers and logs.
 */
export type ErrorCode = `${SchemaErrorCode}`;

export const ErrorCode = Object.freeze(
  Object.fromEntries(Object.values(SchemaErrorCode).map((code) => [code, code])),
) as { readonly [Code in ErrorCode]: Code };

/**
 * The `extensions.code` of an error as a string for logs and metric labels, or `fallback` when it
 * has none (a code is always a string; anything else is not one).
 */
export function codeOf(extensions: Readonly<Record<string, unknown>> | undefined, fallback: string): string {
  const code = extensions?.['code'];
  return typeof code === 'string' ? code : fallback;
}

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/**
 * Why an input was refused, in a form a client can translate: the rule that failed and
 * its limit (a length in characters, a count, an amount, a size in bytes); every rule is a value of
 * the schema's ErrorRule enum, which documents them. The message
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
  maxPixels: 'maxPixels',
  imageType: 'imageType',
  oneFile: 'oneFile',
  malformed: 'malformed',
  invalid: 'invalid',
  // Business rules the legacy API enforces (ACTION_REFUSED).
  wrongPaymentCode: 'wrongPaymentCode',
  stock: 'stock',
  alreadyRequested: 'alreadyRequested',
} as const satisfies Record<string, `${ErrorRule}`>;

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
export function badInput(
  field: string,
  message: string,
  rule: InputRule,
  bounds: Pick<InputReason, 'limit' | 'min'> = {},
): GraphQLError {
  const reason: InputReason = { field, rule, ...bounds };
  return gatewayError(ErrorCode.BAD_USER_INPUT, message, { field, reason });
}

/**
 * A mutation the legacy API refused (`rejection`, its UPSTREAM_REJECTED) for a business reason the
 * gateway recognised (balance, payment code, stock, a refund already requested): the upstream's
 * message and code, with the reason in the same form as refused input, so a client tells them
 * apart without reading the message.
 */
export function actionRefused(
  rejection: GraphQLError,
  field: string,
  rule: InputRule,
  bounds: Pick<InputReason, 'limit' | 'min'> = {},
): GraphQLError {
  const reason: InputReason = { field, rule, ...bounds };
  return gatewayError(ErrorCode.ACTION_REFUSED, rejection.message, {
    field,
    reason,
    upstreamCode: rejection.extensions['upstreamCode'],
  });
}

/** Whether `error` is the legacy API refusing a call (envelope code other than 1 and 401). */
export function isRejection(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && error.extensions['code'] === ErrorCode.UPSTREAM_REJECTED;
}

/**
 * A read of one thing by its id that the legacy API refused: that thing does not exist (reading
 * by id has no other business failure; a missing session is UNAUTHENTICATED, not a refusal).
 * Other failures go through as they are.
 */
export async function notFoundWhenRefused<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!isRejection(error)) throw error;
    throw gatewayError(ErrorCode.NOT_FOUND, error.message, { upstreamCode: error.extensions['upstreamCode'] });
  }
}

export function unauthenticated(message = 'Please login first'): GraphQLError {
  return gatewayError(ErrorCode.UNAUTHENTICATED, message);
}
