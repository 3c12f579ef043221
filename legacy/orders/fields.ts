import { z } from 'zod';
import { parseMoney } from '../db/money.ts';
import type { MessageKey } from '../i18n/index.ts';

/*
 * Request fields of the cart and order endpoints, on top of legacy/http/fields.ts:
 * each failure names the field in a message of its own (e.g. "num must be a whole
 * number from 1 to 99999") instead of the generic "Parameter num is invalid".
 */

/** Most items of one listing a cart row or an order line may hold. */
const MAX_QUANTITY = 99_999;

function toInteger(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*-?\d{1,16}\s*$/.test(value)) return Number(value);
  return value;
}

/** Absent, null and '' all mean "not given". */
function blankToUndefined(value: unknown): unknown {
  return value === null || value === '' ? undefined : value;
}

/** A whole number in [min, max]; a missing value answers "{field} is required", anything else `key`. */
function wholeNumber(min: number, max: number, key: MessageKey) {
  const message = (issue: { input?: unknown }): MessageKey => (issue.input === undefined ? 'required' : key);
  return z.preprocess(
    (value) => toInteger(blankToUndefined(value)),
    z.number({ error: message }).int(key).min(min, key).max(max, key),
  );
}

/** How many of an item: 1 to 99999. */
export function quantity() {
  return wholeNumber(1, MAX_QUANTITY, 'cartNumInvalid');
}

/**
 * A review score: 1 to 5 in steps of 0.5 ("4.5" or 4.5), because the original
 * client's star widget lets the buyer pick half stars.
 */
export function score() {
  const message = (issue: { input?: unknown }): MessageKey =>
    issue.input === undefined ? 'required' : 'reviewScoreInvalid';
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' && /^\s*\d(\.\d+)?\s*$/.test(given) ? Number(given) : given;
    },
    z
      .number({ error: message })
      .min(1, 'reviewScoreInvalid')
      .max(5, 'reviewScoreInvalid')
      .refine((n) => Number.isInteger(n * 2), 'reviewScoreInvalid'),
  );
}

/** A 0/1 choice (service_type, receiving_status). */
export function choice() {
  return wholeNumber(0, 1, 'refundTypeInvalid');
}

/** An amount of money with at most two decimals (zero allowed), in cents. */
export function amount() {
  const message = (issue: { input?: unknown }): MessageKey =>
    issue.input === undefined ? 'required' : 'orderMoneyInvalid';
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return given === undefined ? undefined : (parseMoney(given) ?? Number.NaN);
    },
    z.number({ error: message }),
  );
}

const MAX_ID = 2_147_483_647;

/**
 * A list of ids: "3,5", [3, 5] or a single 3; 1 to 200 of them. Any bad item makes the
 * whole field invalid ("cart_ids must be a comma-separated list of ids, such as 3,5").
 */
export function ids() {
  const message = (issue: { input?: unknown }): MessageKey =>
    issue.input === undefined ? 'required' : 'orderIdListInvalid';
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (typeof given === 'string') return given.split(',').map(toInteger);
      if (typeof given === 'number') return [given];
      return given;
    },
    z.custom<number[]>(
      (value) =>
        Array.isArray(value) &&
        value.length >= 1 &&
        value.length <= 200 &&
        value.every((item) => typeof item === 'number' && Number.isInteger(item) && item >= 1 && item <= MAX_ID),
      { error: message },
    ),
  );
}

/** Makes a field optional, treating null and '' as absent. */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** Longest image URL kept. */
const MAX_URL = 500;

/**
 * Parses a comma-separated image list ("a.png,b.png" or an array): every item an
 * absolute http(s) URL or a path on this server. Returns the normalised list, or
 * null when an item is not an image URL or there are more than `max`.
 */
export function parseImageList(value: string, max: number): string[] | null {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length > max) return null;
  const valid = items.every((item) => item.length <= MAX_URL && /^(https?:\/\/[^\s,]+|\/[^\s,]*)$/i.test(item));
  return valid ? items : null;
}

/** Accepts an image list given as a string or an array of strings; anything else stays as is. */
export function imageListText(max: number) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return '';
      if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? value.join(',') : value;
      return value;
    },
    z.string({ error: 'invalidParam' }).max(max * (MAX_URL + 1), 'tooLong'),
  );
}
