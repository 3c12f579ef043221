import type { ApolloServerPlugin } from '@apollo/server';
import { createHash } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { ErrorCode } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import type { GuardedKind } from './rateLimits.ts';

type Args = Record<string, unknown>;

/** The account an attempt is for, as the counters key it: case and spaces do not make a new account. */
function accountKey(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const normal = value.trim().toLowerCase();
  return normal.length <= 64 ? normal : createHash('sha256').update(normal).digest('hex');
}

function inputField(args: Args, name: string): unknown {
  const input = args['input'];
  return typeof input === 'object' && input !== null ? (input as Args)[name] : undefined;
}

/**
 * The mutations an attacker would repeat, what they guess, and whose account it is: the name
 * typed for sign-in, sign-up and the forgotten password; the session (or the address without
 * one) for everything that checks the payment code.
 */
const GUARDED: Record<string, { kind: GuardedKind; account: (args: Args, context: GatewayContext) => string | undefined }> = {
  login: { kind: 'signIn', account: (args) => accountKey(args['account']) },
  register: { kind: 'register', account: (args) => accountKey(inputField(args, 'username')) },
  resetPassword: { kind: 'forgotPassword', account: (args) => accountKey(inputField(args, 'account')) },
  verifyPaymentCode: { kind: 'paymentCode', account: (_args, context) => context.sessionKey() },
  setPaymentCode: { kind: 'paymentCode', account: (_args, context) => context.sessionKey() },
  payCheckout: { kind: 'paymentCode', account: (_args, context) => context.sessionKey() },
  payOrder: { kind: 'paymentCode', account: (_args, context) => context.sessionKey() },
  withdraw: { kind: 'paymentCode', account: (_args, context) => context.sessionKey() },
};

type Resolver = (parent: unknown, args: Args, context: GatewayContext, info: unknown) => unknown;

/**
 * The resolvers with the guarded mutations counted by the request's rate limits before they
 * run (a refusal reaches nothing upstream), and the account's count cleared when one succeeds.
 */
export function withAttemptLimits(resolvers: Resolvers): Resolvers {
  const mutation = { ...(resolvers.Mutation as Record<string, Resolver>) };
  for (const [field, rule] of Object.entries(GUARDED)) {
    const resolve = mutation[field];
    if (!resolve) throw new Error(`withAttemptLimits: Mutation.${field} has no resolver`);
    mutation[field] = async (parent, args, context, info) => {
      const account = rule.account(args, context);
      await context.rateLimits.attempt(rule.kind, context.clientAddress, account);
      const result = await resolve(parent, args, context, info);
      await context.rateLimits.succeeded(rule.kind, context.clientAddress, account);
      return result;
    };
  }
  return { ...resolvers, Mutation: mutation as Resolvers['Mutation'] };
}

/** Puts the longest `retryAfter` of RATE_LIMITED errors in the answer's Retry-After header. */
export function retryAfterHeader(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, response }) {
          const seconds = errors
            .filter((error) => error.extensions['code'] === ErrorCode.RATE_LIMITED)
            .map((error) => Number(error.extensions['retryAfter']) || 0);
          if (seconds.length > 0) response.http.headers.set('retry-after', String(Math.max(...seconds)));
        },
      };
    },
  };
}
