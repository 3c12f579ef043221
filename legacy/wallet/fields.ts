import { z } from 'zod';
import { MAX_MONEY_CENTS, parseMoney } from '../db/money.ts';

/** The largest single recharge accepted: 1,000,000.00. */
export const MAX_RECHARGE_CENTS = 100_000_000;

/**
 * A positive amount of money in cents, with messages that say what is wrong:
 * zero or negative, malformed (more than two decimals, not a number), or above `maxCents`.
 * Amounts too big to store at all count as above the maximum.
 */
export function amount(maxCents: number = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      const cents = parseMoney(value);
      if (cents !== null) return cents;
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
      if (!Number.isFinite(number)) return Number.NaN;
      if (number <= 0) return 0;
      return number * 100 > MAX_MONEY_CENTS ? Number.MAX_SAFE_INTEGER : Number.NaN;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'walletAmountInvalid') })
      .int('walletAmountInvalid')
      .positive('walletAmountPositive')
      .max(maxCents, 'walletAmountTooLarge'),
  );
}

/** The audit-status filter of the recharge and withdrawal logs: all (default), 0, 1 or 2. */
export const auditStatusFilter = z.preprocess(
  (value) => (value === undefined || value === '' ? 'all' : typeof value === 'number' ? String(value) : value),
  z.enum(['all', '0', '1', '2'], { error: 'walletStatusFilterInvalid' }),
);

export const billTypeFilter = z.preprocess(
  (value) => (value === undefined || value === '' ? 'all' : value),
  z.enum(['all', 'recharge', 'extract', 'pay', 'refund'], { error: 'billTypeInvalid' }),
);

/** Payment evidence: a path on this server or an http(s) URL, as the upload answers it. */
export const evidence = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'rechargeEvidenceInvalid') })
    .min(1, 'required')
    .max(500, 'tooLong')
    .regex(/^(?:https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/, 'rechargeEvidenceInvalid'),
);
