import { z } from 'zod';
import type { MessageKey } from '../i18n/index.ts';

/*
 * Field builders of the account and address endpoints. Each names its own
 * message keys so a missing or malformed field is answered with a specific,
 * translated sentence (wrong JSON types fall back to "Parameter x is invalid").
 */

/** Numbers sent for text fields (PHP habits: `"mobile": 13800138000`) become strings. */
function toText(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

/** Missing (absent or null) → `key`; other wrong types → the generic message. */
function missing(key: MessageKey) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? key : undefined);
}

/** A required, trimmed string of 1..max characters; absent or empty → `requiredKey`. */
export function requiredText(requiredKey: MessageKey, max: number) {
  return z.preprocess(
    toText,
    z
      .string({ error: missing(requiredKey) })
      .trim()
      .min(1, requiredKey)
      .max(max, 'tooLong'),
  );
}

/** An optional trimmed string; absent, null and empty all become ''. */
export function optionalString(max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : toText(value)),
    z.string().trim().max(max, 'tooLong'),
  );
}

/** Passwords are taken as typed (never trimmed). */
export function secret(requiredKey: MessageKey, max = 64) {
  return z.preprocess(
    toText,
    z
      .string({ error: missing(requiredKey) })
      .min(1, requiredKey)
      .max(max, 'passwordTooLong'),
  );
}

/** An optional secret: absent, null and '' become undefined. */
export function optionalSecret(max = 64) {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : toText(value)),
    z.string().max(max, 'passwordTooLong').optional(),
  );
}

/** A new login password: 6 to 64 characters. */
export function newPassword(requiredKey: MessageKey) {
  return secret(requiredKey).pipe(z.string().min(6, 'passwordTooShort'));
}

export const MOBILE_PATTERN = /^\+?\d{5,20}$/;

/** A mobile number: digits (5–20), optionally after a leading +; spaces and dashes are ignored. */
export function mobile(requiredKey: MessageKey, invalidKey: MessageKey) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : toText(value)),
    z
      .string({ error: missing(requiredKey) })
      .min(1, requiredKey)
      .regex(MOBILE_PATTERN, invalidKey),
  );
}

/** A payment code: digits only, 6 to 32 of them. */
export function payCode(requiredKey: MessageKey) {
  return z.preprocess(
    toText,
    z
      .string({ error: missing(requiredKey) })
      .min(1, requiredKey)
      .regex(/^\d{6,32}$/, 'payCodeFormat'),
  );
}

/** An optional payment code: absent, null and '' become undefined. */
export function optionalPayCode() {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : toText(value)),
    z
      .string()
      .regex(/^\d{6,32}$/, 'payCodeFormat')
      .optional(),
  );
}
