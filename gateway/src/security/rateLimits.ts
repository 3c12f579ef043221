import { GraphQLError } from 'graphql';
import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitSettings } from '../config.ts';
import { ErrorCode, gatewayError } from '../errors.ts';
import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';
import type { SharedRedis } from '../shared/redis.ts';

/** The operations an attacker would repeat: each is counted per client address and per account. */
export type GuardedKind = 'signIn' | 'register' | 'forgotPassword' | 'paymentCode';

export const RATE_LIMITED_MESSAGE = 'Too many attempts, please try again later';

/**
 * A limiter counting in Redis when there is one (so every instance adds to the same count),
 * else, and whenever Redis fails or is not ready, in this process. rate-limiter-flexible's
 * insurance limiter is exactly that fallback.
 */
function limiter(shared: SharedRedis, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!shared.connection) return memory;
  return new RateLimiterRedis({
    storeClient: shared.connection,
    keyPrefix: `gw:rl:${keyPrefix}`,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** Whole seconds until the limit lets the next attempt through (at least 1). */
function retryAfterSeconds(refusal: RateLimiterRes): number {
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}

export function rateLimitedError(retryAfter: number): GraphQLError {
  return gatewayError(ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE, { retryAfter });
}

/**
 * The gateway's rate limits (rate-limiter-flexible): the guarded operations per address and
 * per account, and a generous general limit per address on the HTTP routes.
 */
export class RateLimits {
  private readonly perIp: RateLimiterAbstract | undefined;
  private readonly perAccount: RateLimiterAbstract | undefined;
  private readonly general: RateLimiterAbstract | undefined;

  constructor(
    settings: RateLimitSettings,
    shared: SharedRedis,
    private readonly metrics?: GatewayMetrics,
  ) {
    const window = settings.windowSeconds;
    this.perIp = settings.perIp > 0 ? limiter(shared, 'ip', settings.perIp, window) : undefined;
    this.perAccount = settings.perAccount > 0 ? limiter(shared, 'account', settings.perAccount, window) : undefined;
    this.general = settings.general > 0 ? limiter(shared, 'general', settings.general, window) : undefined;
  }

  /**
   * Counts one attempt of a guarded operation; throws RATE_LIMITED (with `retryAfter`) when the
   * address or the account has used up its attempts. Refused attempts count too.
   */
  async attempt(kind: GuardedKind, ip: string, account: string | undefined): Promise<void> {
    const checks: Array<[RateLimiterAbstract | undefined, string, string]> = [
      [this.perIp, `${kind}:${ip}`, `${kind}:ip`],
      [this.perAccount, account === undefined ? '' : `${kind}:${account}`, `${kind}:account`],
    ];
    let longest = 0;
    let refusedBy = '';
    for (const [limit, key, label] of checks) {
      if (!limit || key === '') continue;
      try {
        await limit.consume(key);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        if (retryAfterSeconds(refusal) > longest) {
          longest = retryAfterSeconds(refusal);
          refusedBy = label;
        }
      }
    }
    if (longest > 0) {
      this.metrics?.rateLimited.inc({ limit: refusedBy });
      throw rateLimitedError(longest);
    }
  }

  /**
   * The attempt succeeded: the account starts afresh (a buyer who finally typed the right
   * password is not locked out by the wrong ones before), and the address gets its point back.
   */
  async succeeded(kind: GuardedKind, ip: string, account: string | undefined): Promise<void> {
    await Promise.all([
      account === undefined ? undefined : this.perAccount?.delete(`${kind}:${account}`).catch(() => undefined),
      this.perIp?.reward(`${kind}:${ip}`, 1).catch(() => undefined),
    ]);
  }

  /**
   * The general per-address limit, for /graphql, /upload and the REST passthrough: HTTP 429
   * with Retry-After, the body in the route's own error shape (the passthrough's: the legacy envelope).
   */
  generalLimit(shape: 'graphql' | 'rest' | 'legacy'): RequestHandler {
    return (req, res, next) => {
      if (!this.general) {
        next();
        return;
      }
      this.general.consume(req.ip ?? 'unknown').then(
        () => next(),
        (refusal: unknown) => {
          if (!(refusal instanceof RateLimiterRes)) {
            next(refusal);
            return;
          }
          this.metrics?.rateLimited.inc({ limit: 'general' });
          const retryAfter = retryAfterSeconds(refusal);
          res.setHeader('retry-after', String(retryAfter));
          const error = { code: ErrorCode.RATE_LIMITED, message: RATE_LIMITED_MESSAGE, retryAfter };
          res.status(429).json(
            shape === 'graphql'
              ? { errors: [{ message: error.message, extensions: { code: error.code, retryAfter } }] }
              : shape === 'legacy'
                ? // The REST passthrough speaks the legacy envelope, which the existing app shows as a failure.
                  { code: 429, msg: error.message, time: String(Math.floor(Date.now() / 1000)), data: null }
                : { error },
          );
        },
      );
    };
  }
}
