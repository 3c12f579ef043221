import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import { ErrorCode } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import type { GuardedKind } from './rateLimits.ts';

type Args = Record<string, unknown>;

function inputField(args: Args, name: string): unknown {
  const input = args['input'];
  return typeof input === 'object' && input !== null ? (input as Args)[name] : undefined;
}

/** Whose payment code is guessed: the account the session signed in as when known, else the session. */
async function paymentAccount(context: GatewayContext): Promise<string> {
  const session = context.sessionKey();
  return (await context.rateLimits.accounts.sessionAccount(session)) ?? session;
}

/**
 * The mutations an attacker would repeat, what they guess, and whose account it is: the account
 * named (any of its spellings: security/knownAccounts.ts) for sign-in, sign-up and the forgotten
 * password; the session's account for everything that checks the payment code.
 */
const GUARDED: Record<
  string,
  { kind: GuardedKind; account: (args: Args, context: GatewayContext) => Promise<string | undefined> }
> = {
  login: { kind: 'signIn', account: (args, context) => context.rateLimits.accounts.keyOf(args['account']) },
  register: {
    kind: 'register',
    account: (args, context) => context.rateLimits.accounts.keyOf(inputField(args, 'username')),
  },
  resetPassword: {
    kind: 'forgotPassword',
    account: (args, context) => context.rateLimits.accounts.keyOf(inputField(args, 'account')),
  },
  verifyPaymentCode: { kind: 'paymentCode', account: (_args, context) => paymentAccount(context) },
  setPaymentCode: { kind: 'paymentCode', account: (_args, context) => paymentAccount(context) },
  payCheckout: { kind: 'paymentCode', account: (_args, context) => paymentAccount(context) },
  payOrder: { kind: 'paymentCode', account: (_args, context) => paymentAccount(context) },
  withdraw: { kind: 'paymentCode', account: (_args, context) => paymentAccount(context) },
};

type Resolver = (parent: unknown, args: Args, context: GatewayContext, info: unknown) => unknown;

/**
 * The resolvers with the guarded mutations counted by the request's rate limits before they
 * run (a refusal reaches nothing upstream), and the account's failures cleared when one succeeds.
 */
export function withAttemptLimits(resolvers: Resolvers): Resolvers {
  const mutation = { ...(resolvers.Mutation as Record<string, Resolver>) };
  for (const [field, rule] of Object.entries(GUARDED)) {
    const resolve = mutation[field];
    if (!resolve) throw new Error(`withAttemptLimits: Mutation.${field} has no resolver`);
    mutation[field] = async (parent, args, context, info) => {
      const account = await rule.account(args, context);
      const attempt = await context.rateLimits.attempt(rule.kind, context.clientAddress, account);
      // A failure (an error of any kind) keeps its point: the account limits count failures.
      const result = await resolve(parent, args, context, info);
      await attempt.succeeded();
      return result;
    };
  }
  return { ...resolvers, Mutation: mutation };
}

/** Puts the longest `retryAfter` of RATE_LIMITED errors in the answer's Retry-After header. */
export function retryAfterHeader(): ApolloServerPlugin<GatewayContext> {
  // Stateless: one listener serves every request.
  const listener: GraphQLRequestListener<GatewayContext> = {
    async didEncounterErrors({ errors, response }) {
      const seconds = errors
        .filter((error) => error.extensions['code'] === ErrorCode.RATE_LIMITED)
        .map((error) => Number(error.extensions['retryAfter']) || 0);
      if (seconds.length > 0) response.http.headers.set('retry-after', String(Math.max(...seconds)));
    },
  };
  return {
    async requestDidStart() {
      return listener;
    },
  };
}
