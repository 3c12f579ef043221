import { z } from 'zod';

/*
 * Field builders for request parameters. Legacy clients send numbers as strings
 * (query strings, PHP habits) or as JSON numbers; every builder accepts both and
 * rejects anything else. Error messages are message keys (see i18n), translated
 * when the error is answered.
 */

const MAX_ID = 2_147_483_647;

function toText(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

function toInteger(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d{1,16}\s*$/.test(value)) return Number(value);
  return value;
}

/** A required, trimmed, non-empty string of at most `max` characters. */
export function text(max = 255) {
  return z.preprocess(toText, z.string().trim().min(1, 'required').max(max, 'tooLong'));
}

/** An optional string; absent and empty both become ''. */
export function optionalText(max = 255) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : toText(value)),
    z.string().trim().max(max, 'tooLong'),
  );
}

/** A whole number in [min, max]. */
export function integer(min: number, max: number) {
  return z.preprocess(toInteger, z.number().int().min(min).max(max));
}

/** A positive database id. */
export function id() {
  return integer(1, MAX_ID);
}

/** A 0/1 flag; also takes booleans and "0"/"1". */
export function flag() {
  return z.preprocess(
    (value) => (typeof value === 'boolean' ? Number(value) : toInteger(value)),
    z.union([z.literal(0), z.literal(1)]),
  );
}

/** `page` (from 1) and `limit` (1–100, default 10) of a paged list. */
export const paging = {
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : toInteger(v)),
    z.number({ error: 'pageInvalid' }).int('pageInvalid').min(1, 'pageInvalid').max(1_000_000, 'pageInvalid'),
  ),
  limit: z.preprocess(
    (v) => (v === undefined || v === '' ? 10 : toInteger(v)),
    z.number({ error: 'limitInvalid' }).int('limitInvalid').min(1, 'limitInvalid').max(100, 'limitInvalid'),
  ),
};

export const pagingSchema = z.object(paging);
export type Paging = z.infer<typeof pagingSchema>;
