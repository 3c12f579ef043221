import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ErrorCode, gatewayError } from '../errors.ts';

/** Attempts of `resetPassword` one account may make from one address per window. */
export const RESET_ATTEMPTS = 5;
/** The window, and how long a caller that used it up waits. */
export const RESET_WINDOW_SECONDS = 15 * 60;

/**
 * The forgotten-password reset needs no session, and the legacy API would even reset by
 * mobile number alone: the gateway asks for the account AND its mobile, and limits the
 * attempts per account and client address so neither can be guessed by trying.
 * rate-limiter-flexible, like the gateway's other limits, so one store can serve them all.
 */
export function createResetPasswordLimiter(): RateLimiterAbstract {
  return new RateLimiterMemory({
    keyPrefix: 'reset-password',
    points: RESET_ATTEMPTS,
    duration: RESET_WINDOW_SECONDS,
  });
}

/** Counts one attempt; over the limit, a RATE_LIMITED error with the seconds to wait (`retryAfter`). */
export async function countResetAttempt(limiter: RateLimiterAbstract, account: string, clientAddress: string): Promise<void> {
  // Hashed: the key of an in-memory (or later shared) store is no place for an account name.
  const key = createHash('sha256').update(`${account.trim().toLowerCase()}\n${clientAddress}`).digest('hex');
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw gatewayError(ErrorCode.RATE_LIMITED, 'Too many attempts, please try again later', { retryAfter: retryAfterSeconds });
  }
}
