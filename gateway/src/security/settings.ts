import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';

/** The duplicate-submit guard and the rate limits (their share per process comes from the server's settings). */
export const securitySettings = fragment({
  duplicateWindowMs: setting(
    'DUPLICATE_WINDOW_MS',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(1000)
      .describe('The duplicate-submit window for mutations; `0` turns the guard off.'),
  ),
  duplicateRedisWaitMs: setting(
    'DUPLICATE_REDIS_WAIT_MS',
    z.coerce
      .number()
      .int()
      .min(0)
      .max(30_000)
      .default(5000)
      .describe(
        'How long a money-moving mutation waits for the shared Redis while it is away (a failover: a few seconds) before it is refused with `TRY_AGAIN_LATER`; `0` refuses at once.',
      ),
  ),
  /** Attempts allowed per window; 0 turns that limit off. */
  rateLimits: {
    /** Seconds (the counters' granularity). */
    windowSeconds: setting(
      'RATE_LIMIT_WINDOW_S',
      z.coerce.number().int().positive().default(60).describe("The rate limits' window, in seconds."),
    ),
    /**
     * Sign-in, register, forgotten password, payment code: failures in a row per account and
     * client address (a success starts it afresh).
     */
    perAccount: setting(
      'RATE_LIMIT_ACCOUNT',
      z.coerce
        .number()
        .int()
        .min(0)
        .default(10)
        .describe(
          'Sign-in, sign-up, forgotten-password and payment-code failures in a row per account and client address in a window (a success starts afresh); `0`: off.',
        ),
    ),
    /** The same operations: per client address. */
    perIp: setting(
      'RATE_LIMIT_IP',
      z.coerce.number().int().min(0).default(30).describe('The same attempts per client address and window; `0`: off.'),
    ),
    /** Failures per account from every address together, in `accountTotalWindowSeconds`. */
    perAccountTotal: setting(
      'RATE_LIMIT_ACCOUNT_TOTAL',
      z.coerce
        .number()
        .int()
        .min(0)
        .default(100)
        .describe('Failures per account from every address together, in `RATE_LIMIT_ACCOUNT_TOTAL_WINDOW_S`.'),
    ),
    accountTotalWindowSeconds: setting(
      'RATE_LIMIT_ACCOUNT_TOTAL_WINDOW_S',
      z.coerce
        .number()
        .int()
        .positive()
        .default(24 * 60 * 60)
        .describe('The window of `RATE_LIMIT_ACCOUNT_TOTAL`, in seconds.'),
    ),
    /** Every request to /graphql, /upload and the REST passthrough: per session when signed in, else per address. */
    general: setting(
      'RATE_LIMIT_GENERAL',
      z.coerce
        .number()
        .int()
        .min(0)
        .default(6000)
        .describe(
          'Requests to `/graphql`, `/upload` and the REST passthrough per window: of a signed-in shopper, per session (its token, hashed); of anonymous ones, per client address, which many shoppers may share behind a carrier-grade NAT (see "Rate limits" in docs/operating.md); `0`: off.',
        ),
    ),
    /** The signed-in requests of one client address together (every session). */
    generalSessions: setting(
      'RATE_LIMIT_GENERAL_SESSIONS',
      z.coerce
        .number()
        .int()
        .min(0)
        .default(60_000)
        .describe(
          'The same requests of every session together per client address and window: the ceiling for a client that invents a new token for each request to escape `RATE_LIMIT_GENERAL`; `0`: off.',
        ),
    ),
  },
});

export type SecuritySettings = z.output<typeof securitySettings>;
