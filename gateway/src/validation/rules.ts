import { badInput, InputRule } from '../errors.ts';
import { normaliseMoney } from '../money/amounts.ts';

/*
 * The validation rules of the product specification (section 5), checked by the
 * gateway before anything goes upstream. Each failure is a BAD_USER_INPUT error
 * whose `extensions.field` is the argument path (e.g. "input.email"), so the
 * client can put the message next to the field.
 */

const MIN_PASSWORD_LENGTH = 6;
const MIN_PAYMENT_CODE_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?\d{5,20}$/;

/**
 * The length a shopper sees: Unicode code points, as the client's counters count, not
 * UTF-16 units (an emoji is one character, not two).
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** A non-empty (after trimming) text of at most `max` characters; answers it trimmed. */
export function requiredText(field: string, value: string | null | undefined, max = 255): string {
  const text = (value ?? '').trim();
  if (text === '') throw badInput(field, `${field} is required`, InputRule.required);
  if (characterCount(text) > max)
    throw badInput(field, `${field} must be at most ${max} characters`, InputRule.maxLength, { limit: max });
  return text;
}

export function email(field: string, value: string): string {
  const text = requiredText(field, value);
  if (!EMAIL.test(text)) throw badInput(field, 'Please enter a valid email address', InputRule.email);
  return text;
}

export function mobile(field: string, value: string): string {
  const text = requiredText(field, value).replace(/[\s-]/g, '');
  if (!MOBILE.test(text)) throw badInput(field, 'Please enter a valid mobile number', InputRule.mobile);
  return text;
}

export function password(field: string, value: string): string {
  if (characterCount(value ?? '') < MIN_PASSWORD_LENGTH) {
    throw badInput(field, `The password must be at least ${MIN_PASSWORD_LENGTH} characters`, InputRule.minLength, {
      limit: MIN_PASSWORD_LENGTH,
    });
  }
  return value;
}

export function confirmation(field: string, value: string, expected: string): void {
  if (value !== expected) throw badInput(field, 'The two entries do not match', InputRule.match);
}

export function differs(field: string, next: string, previous: string): void {
  if (next === previous) throw badInput(field, 'The new one must differ from the old one', InputRule.differ);
}

export function paymentCode(field: string, value: string): string {
  if (!/^\d+$/.test(value ?? '') || value.length < MIN_PAYMENT_CODE_LENGTH) {
    throw badInput(
      field,
      `The payment code must be at least ${MIN_PAYMENT_CODE_LENGTH} digits`,
      InputRule.paymentCode,
      {
        limit: MIN_PAYMENT_CODE_LENGTH,
      },
    );
  }
  return value;
}

/** A positive integer id as a string (GraphQL IDs arrive as strings). */
export function id(field: string, value: string | number): string {
  const text = String(value ?? '').trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) {
    throw badInput(field, `${field} is not a valid id`, InputRule.invalid);
  }
  return text;
}

export function ids(field: string, values: readonly (string | number)[]): string[] {
  if (values.length === 0) throw badInput(field, `${field} needs at least one id`, InputRule.minItems, { limit: 1 });
  return values.map((value, index) => id(`${field}.${index}`, value));
}

/** An amount greater than zero. */
export function positiveMoney(field: string, value: string): string {
  const money = normaliseMoney(value);
  if (money === null || money.startsWith('-')) throw badInput(field, 'Please enter a correct amount', InputRule.amount);
  if (Number(money) <= 0) throw badInput(field, 'The amount must be greater than 0', InputRule.positive);
  return money;
}

/** An amount of zero or more. */
export function nonNegativeMoney(field: string, value: string): string {
  const money = normaliseMoney(value);
  if (money === null) throw badInput(field, 'Please enter a correct amount', InputRule.amount);
  if (money.startsWith('-')) throw badInput(field, 'The amount cannot be negative', InputRule.notNegative);
  return money;
}

/** A whole number in [min, max]. */
/** A star score: `min` to `max` in steps of 0.5, as the legacy star widget allows half stars. */
export function halfStars(field: string, value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isInteger(value * 2) || value < min || value > max) {
    throw badInput(field, `${field} must be from ${min} to ${max} stars in steps of 0.5`, InputRule.stars, {
      min,
      limit: max,
    });
  }
  return value;
}

export function integer(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(field, `${field} must be a whole number from ${min} to ${max}`, InputRule.range, {
      min,
      limit: max,
    });
  }
  return value;
}
