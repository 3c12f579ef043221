import { z } from 'zod';
import { readImageList, normaliseImagePath } from './imagePaths.ts';
import { readLegacyMoney } from '../../money/amounts.ts';
import { readLegacyTime } from './legacyTime.ts';

/*
 * The rules every legacy value is read with. The real API is PHP and writes the
 * same thing many ways (legacy-api.md, "What the real API does…"): numbers as
 * strings and back, flags as 0/1, "0"/"1" or true/false, an empty object or list
 * as [], {}, null, "" or a missing key. Each rule accepts every such variant and
 * answers one typed value; anything else is an issue at the field's path, which
 * the upstream client turns into UPSTREAM_BAD_RESPONSE.
 */

/** PHP's "nothing": null, a missing key, "", and json_encode's [] or {} of an empty array. */
function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short description of a value for the log (never the whole value: it may be huge). */
function describe(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  const json = JSON.stringify(value) ?? typeof value;
  return `${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value} ${json.length > 40 ? `${json.slice(0, 40)}…` : json}`;
}

/**
 * Any value, a missing key included (as null): zod refuses a missing key before a
 * transform can give it a default, so absence is turned into null first.
 */
function anyValue() {
  return z.preprocess((value) => value ?? null, z.unknown());
}

/** A rule from a reader that answers undefined for what it cannot read. */
function rule<T>(expected: string, read: (value: unknown) => T | undefined) {
  return anyValue().transform((value, ctx): T => {
    const result = read(value);
    if (result === undefined) {
      ctx.addIssue({ code: 'custom', message: `expected ${expected}, got ${describe(value)}` });
      return z.NEVER;
    }
    return result;
  });
}

function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

function readInteger(value: unknown): number | undefined {
  const number = readNumber(value);
  return number !== undefined && Number.isSafeInteger(number) ? number : undefined;
}

function readFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || isEmptyValue(value)) return false;
  return undefined;
}

function readText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return isEmptyValue(value) ? '' : undefined;
}

/** A PHP array written as an object (`{"0": a, "1": b}`, what json_encode makes of non-sequential keys). */
function valuesOfIndexedObject(value: Record<string, unknown>): unknown[] | undefined {
  const keys = Object.keys(value);
  if (!keys.every((key) => /^\d+$/.test(key))) return undefined;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]);
}

/** A list; [], {}, null, "" and a missing key are the empty list. */
function list<T extends z.ZodType>(item: T) {
  return anyValue()
    .transform((value, ctx): unknown[] => {
      if (isEmptyValue(value)) return [];
      if (Array.isArray(value)) return value as unknown[];
      const values = isPlainObject(value) ? valuesOfIndexedObject(value) : undefined;
      if (values) return values;
      ctx.addIssue({ code: 'custom', message: `expected a list, got ${describe(value)}` });
      return z.NEVER;
    })
    .pipe(z.array(item));
}

const count = rule('a count', (value) => (isEmptyValue(value) ? null : readInteger(value)));

/** Builds the rules; times are read in the upstream's zone (LEGACY_TIMEZONE). */
export function legacyValues(timeZone: string) {
  const time = (value: unknown) => readLegacyTime(value, timeZone);
  return {
    /** A whole number, from a number or a numeric string. */
    int: rule('a whole number', readInteger),
    /** A whole number that may be left out (then `fallback`), e.g. a count of followers. */
    intOr: (fallback: number) =>
      rule('a whole number', (value) => (isEmptyValue(value) ? fallback : readInteger(value))),
    /** A number, whole or not (review scores come in halves); nothing is 0. */
    number: rule('a number', (value) => (isEmptyValue(value) ? 0 : readNumber(value))),
    /** One of a closed set of numeric codes (an order status…). */
    oneOf: <const T extends number>(values: readonly T[]) =>
      rule(`one of ${values.join(', ')}`, (value) => {
        const number = readInteger(value);
        return values.find((allowed) => allowed === number);
      }),
    /** One of a closed set of texts (a bill type…). */
    textOneOf: <const T extends string>(values: readonly T[]) =>
      rule(`one of ${values.join(', ')}`, (value) => {
        const text = readText(value)?.trim();
        return values.find((allowed) => allowed === text);
      }),
    /** 0/1, "0"/"1", true/false; nothing is false. */
    flag: rule('a flag (0/1)', readFlag),
    /** Money as the Money scalar's form ("65.90"), from a number or a string with any decimals. */
    money: rule('an amount of money', readLegacyMoney),
    /** Money that may be left out (then "0.00"), e.g. the freight of a free product. */
    moneyOrZero: rule('an amount of money', (value) => (isEmptyValue(value) ? '0.00' : readLegacyMoney(value))),
    /** A decimal fraction as text ("0.03"), from a number or a string. */
    decimal: rule('a decimal number', (value) => {
      const number = readNumber(value);
      return number === undefined ? undefined : String(number);
    }),
    /** A percentage such as a shop's favourable rate: with one decimal ("75" and 75 are "75.0"); other texts as sent. */
    rate: rule('a rate', (value) => {
      const number = readNumber(value);
      if (number !== undefined) return number.toFixed(1);
      return readText(value)?.trim();
    }),
    /** A text; a number is its digits; nothing is "". */
    text: rule('a text', readText),
    /** A text or null when there is none ("" included). */
    optionalText: rule('a text or nothing', (value) => {
      const text = readText(value);
      return text === undefined ? undefined : text.trim() === '' ? null : text;
    }),
    /** A text that must be there (a token, an order number). */
    requiredText: rule('a non-empty text', (value) => {
      const text = readText(value);
      return text === undefined || text.trim() === '' ? undefined : text;
    }),
    /** A time: Unix seconds, Unix milliseconds or "Y-m-d H:i:s" in the upstream's zone. */
    time: rule('a time', time),
    /** A time or null ("", 0, "0000-00-00 00:00:00" and missing are no time). */
    optionalTime: rule('a time or nothing', (value) => {
      if (isEmptyValue(value) || value === 0 || value === '0' || String(value).startsWith('0000-00-00')) return null;
      return time(value);
    }),
    /** One image path or URL ("" when there is none); relative paths start with "/". */
    image: rule('an image path', (value) => {
      const text = readText(value);
      return text === undefined ? undefined : normaliseImagePath(text);
    }),
    /** A list of image paths from a comma string, a JSON array or nothing. */
    images: rule('a list of images', readImageList),
    list,
    /** An object; the empty forms are an object with nothing in it (each field's rule decides). */
    object: <S extends z.ZodRawShape>(shape: S) =>
      z.preprocess((value) => (isEmptyValue(value) ? {} : value), z.object(shape)),
    /** An object, or null when the upstream sends any empty form. */
    optionalObject: <S extends z.ZodRawShape>(shape: S) =>
      z.preprocess((value) => (isEmptyValue(value) ? null : value), z.object(shape).nullable()),
    /**
     * A page `{ count, list }` (searches say `total`; either is read). The count is null when
     * left out, so the client's page can tell "unknown" from zero.
     */
    page: <T extends z.ZodType>(item: T) =>
      z
        .preprocess((value) => (isEmptyValue(value) ? {} : value), z.object({ count, total: count, list: list(item) }))
        .transform(({ count: counted, total, list: items }) => ({ count: counted ?? total, list: items })),
    /** Whatever the upstream answered, when the data means nothing (writes answering a message). */
    ignored: anyValue().transform(() => null),
  };
}

export type LegacyValues = ReturnType<typeof legacyValues>;
