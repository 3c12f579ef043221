import { sendEnvelope } from '../passthrough/legacyEnvelope.ts';
import { type GraphQLError } from 'graphql';
import type { Request, RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitSettings } from '../config.ts';
import { ErrorCode, gatewayError } from '../errors.ts';
import { shopperOf } from '../http/shopperIdentity.ts';
import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';
import type { SharedRedis } from '../shared/redis.ts';
import { KnownAccounts } from './knownAccounts.ts';
import { SharedLimiter } from './sharedLimiter.ts';

/** The operations an attacker would repeat: each is counted per client address and per account. */
export type GuardedKind = 'signIn' | 'register' | 'forgotPassword' | 'paymentCode';

const RATE_LIMITED_MESSAGE = 'Too many attempts, please try again later';

/** Whole seconds until the limit lets the next attempt through (at least 1). */
function retryAfterSeconds(refusal: RateLimiterRes): number {
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}

function rateLimitedError(retryAfter: number): GraphQLError {
  return gatewayError(ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE, { retryAfter });
}

/** The general limit that refused a request, and its refusal. */
interface GeneralRefusal {
  limit: string;
  refusal: RateLimiterRes;
}

/** Counts one request under `key`; answers the refusal when the limiter (if there is one) is used up. */
async function refusalOf(
  limiter: SharedLimiter | undefined,
  key: string,
  limit: string,
): Promise<GeneralRefusal | undefined> {
  if (!limiter) return undefined;
  try {
    await limiter.consume(key);
    return undefined;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { limit, refusal };
  }
}

/**
 * One more per-address limit of a surface of its own (pictures, pages, persisted-query
 * registrations…): counted as the others are (Redis when shared), refusals in the metrics
 * under its name.
 */
export interface AddressLimit {
  /** Counts one request of the client address; answers the whole seconds to wait when refused. */
  refusal(ip: string | undefined): Promise<number | undefined>;
}

/** A guarded attempt let through: say when it succeeded (anything else counts as a failure). */
export interface Attempt {
  succeeded(): Promise<void>;
}

/**
 * The gateway's rate limits (rate-limiter-flexible), after its "login endpoint protection"
 * pattern, for the guarded operations:
 * - per client address, attempts (`RATE_LIMIT_IP` a window), whatever the account;
 * - per account and address, failures in a row (`RATE_LIMIT_ACCOUNT` a window): the tight
 *   limit, which a success clears, so the owner typing from his own address is never refused
 *   because someone elsewhere guessed wrong;
 * - per account from every address, failures (`RATE_LIMIT_ACCOUNT_TOTAL` in a longer window): the
 *   slow, larger limit that stops guessing spread over many addresses.
 * An attempt takes its point before it runs (so a burst sent at once cannot pass the limit) and
 * gives the account's points back when it succeeds: the account limits count failures.
 * And a generous general limit on the HTTP routes: per session for a signed-in shopper (so the
 * many shoppers a mobile carrier or an office puts behind one address each have their own), per
 * address for anonymous ones, with a ceiling on all the sessions of one address together (a
 * client inventing a token per request gets no more than that).
 */
export class RateLimits {
  private readonly perIp: SharedLimiter | undefined;
  private readonly perAccountAddress: SharedLimiter | undefined;
  private readonly perAccount: SharedLimiter | undefined;
  private readonly general: SharedLimiter | undefined;
  private readonly generalSessions: SharedLimiter | undefined;
  private readonly windowSeconds: number;
  private readonly processes: number;
  /** Which account a typed name or a session is (learnt from sign-ins), for the account limits. */
  readonly accounts: KnownAccounts;

  constructor(
    settings: RateLimitSettings,
    private readonly shared: SharedRedis,
    private readonly metrics?: GatewayMetrics,
  ) {
    this.accounts = new KnownAccounts(shared);
    const window = settings.windowSeconds;
    const processes = settings.processes;
    this.windowSeconds = window;
    this.processes = processes;
    const limit = (keyPrefix: string, points: number, duration: number) =>
      points > 0 ? new SharedLimiter(shared, { keyPrefix, points, duration, processes }) : undefined;
    this.perIp = limit('ip', settings.perIp, window);
    this.perAccountAddress = limit('account', settings.perAccount, window);
    this.perAccount = limit('account-total', settings.perAccountTotal, settings.accountTotalWindowSeconds);
    this.general = limit('general', settings.general, window);
    this.generalSessions = limit('general-sessions', settings.generalSessions, window);
  }

  /**
   * A limit of `points` requests per client address and window (RATE_LIMIT_WINDOW_S) under its
   * own name, used in its keys and as the metrics' `limit` label; none when `points` is 0.
   */
  addressLimit(name: string, points: number): AddressLimit | undefined {
    if (points <= 0) return undefined;
    const limiter = new SharedLimiter(this.shared, {
      keyPrefix: name,
      points,
      duration: this.windowSeconds,
      processes: this.processes,
    });
    return {
      refusal: async (ip) => {
        try {
          await limiter.consume(`ip:${ip ?? 'unknown'}`);
          return undefined;
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          this.metrics?.rateLimited.inc({ limit: name });
          return retryAfterSeconds(refusal);
        }
      },
    };
  }

  /**
   * Counts one attempt of a guarded operation; throws RATE_LIMITED (with `retryAfter`) when the
   * address, the account at this address or the account has used up its attempts. `account` is
   * already a key (security/knownAccounts.ts): hashed, never the name typed.
   */
  async attempt(kind: GuardedKind, ip: string, account: string | undefined): Promise<Attempt> {
    const ipKey = `${kind}:${ip}`;
    const pairKey = account === undefined ? undefined : `${kind}:${account}:${ip}`;
    const accountKey = account === undefined ? undefined : `${kind}:${account}`;
    // In this order, stopping at the first refusal: an attempt refused for the address is no
    // failure of the account's, and one refused at this address takes nothing from the owner.
    const checks: Array<[SharedLimiter | undefined, string | undefined, string]> = [
      [this.perIp, ipKey, `${kind}:ip`],
      [this.perAccountAddress, pairKey, `${kind}:account`],
      [this.perAccount, accountKey, `${kind}:accountTotal`],
    ];
    for (const [limit, key, label] of checks) {
      if (!limit || key === undefined) continue;
      try {
        await limit.consume(key);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        this.metrics?.rateLimited.inc({ limit: label });
        throw rateLimitedError(retryAfterSeconds(refusal));
      }
    }
    return {
      // The failures in a row at this address start afresh, the account gets its point back
      // (only failures count there), and so does the address.
      succeeded: async () => {
        await Promise.all([
          pairKey === undefined ? undefined : this.perAccountAddress?.delete(pairKey),
          accountKey === undefined ? undefined : this.perAccount?.reward(accountKey),
          this.perIp?.reward(ipKey),
        ]);
      },
    };
  }

  /**
   * Counts one request against the general limit: a signed-in one against its session (the
   * token's hash, as the duplicate guard keys it; never the token) and then against its
   * address's ceiling of all sessions, an anonymous one against its address. Answers the
   * limit that refused it, if one did.
   */
  private async generalRefusal(req: Request): Promise<GeneralRefusal | undefined> {
    const shopper = shopperOf(req);
    // The session key (a hash of the token) only when the general limit counts by it.
    const refused = this.general ? await refusalOf(this.general, shopper.sessionKey, 'general') : undefined;
    if (refused || !shopper.token) return refused;
    return refusalOf(this.generalSessions, `ip:${shopper.clientAddress}`, 'generalSessions');
  }

  /**
   * The general limit, for /graphql, /upload and the REST passthrough: HTTP 429 with
   * Retry-After, the body in the route's own error shape (the passthrough's: the legacy envelope).
   */
  generalLimit(shape: 'graphql' | 'rest' | 'legacy'): RequestHandler {
    return (req, res, next) => {
      if (!this.general && !this.generalSessions) {
        next();
        return;
      }
      this.generalRefusal(req).then(
        (refused) => {
          if (!refused) {
            next();
            return;
          }
          const { limit, refusal } = refused;
          this.metrics?.rateLimited.inc({ limit });
          const retryAfter = retryAfterSeconds(refusal);
          res.setHeader('retry-after', String(retryAfter));
          const error = { code: ErrorCode.RATE_LIMITED, message: RATE_LIMITED_MESSAGE, retryAfter };
          // The REST passthrough speaks the legacy envelope, which the existing app shows as a failure.
          if (shape === 'legacy') {
            sendEnvelope(res, 429, error.message);
            return;
          }
          res
            .status(429)
            .json(
              shape === 'graphql'
                ? { errors: [{ message: error.message, extensions: { code: error.code, retryAfter } }] }
                : { error },
            );
        },
        (failure: unknown) => next(failure),
      );
    };
  }
}
