/*
 * The client-side form rules of the specification (section 5), checked before
 * anything is sent. Each answers the key of the translated message in common
 * (validation.*), or undefined when the value is fine; the gateway checks the
 * same rules again.
 */

import type { FormInstance } from 'antd-mobile/es/components/form';
import i18next from 'i18next';
import { MIN_PASSWORD_LENGTH, MOBILE_PATTERN } from './accountRules.ts';
import { formRule, type FormRule } from './formRules.ts';

export { MIN_PASSWORD_LENGTH };
export const MIN_PAYMENT_CODE_LENGTH = 6;

export type ValidationKey =
  | 'validation.passwordRequired'
  | 'validation.passwordTooShort'
  | 'validation.passwordSame'
  | 'validation.confirmMismatch'
  | 'validation.required'
  | 'validation.payCodeInvalid'
  | 'validation.payCodeOldRequired'
  | 'validation.mobileInvalid';

export function checkPassword(value: string | undefined): ValidationKey | undefined {
  if (!value) return 'validation.passwordRequired';
  if (value.length < MIN_PASSWORD_LENGTH) return 'validation.passwordTooShort';
  return undefined;
}

export function checkNewPassword(value: string | undefined, old: string | undefined): ValidationKey | undefined {
  return checkPassword(value) ?? (value === old ? 'validation.passwordSame' : undefined);
}

export function checkConfirmation(value: string | undefined, expected: string | undefined): ValidationKey | undefined {
  // Nothing typed yet is a missing entry, not a mismatch.
  if (!value) return 'validation.required';
  return value === expected ? undefined : 'validation.confirmMismatch';
}

export function checkPaymentCode(value: string | undefined): ValidationKey | undefined {
  return value && /^\d+$/.test(value) && value.length >= MIN_PAYMENT_CODE_LENGTH
    ? undefined
    : 'validation.payCodeInvalid';
}

export function normaliseMobile(value: string | undefined): string {
  return (value ?? '').trim().replace(/[\s-]/g, '');
}

export function checkMobile(value: string | undefined): ValidationKey | undefined {
  // Spaces and dashes are ignored, as the gateway does.
  return MOBILE_PATTERN.test(normaliseMobile(value)) ? undefined : 'validation.mobileInvalid';
}

/** A form rule from one of the validation checks: the message is translated (common:validation.*) when it fails. */
export function ruleOf(check: (value: string | undefined) => ValidationKey | undefined): FormRule {
  return formRule((value) => {
    const failed = check(value);
    return failed && i18next.t(`common:${failed}`);
  });
}

/** A form rule checking a value against another field's (e.g. a confirmation against the new password). */
export function ruleAgainst(
  field: string,
  check: (value: string | undefined, other: string | undefined) => ValidationKey | undefined,
) {
  return ({ getFieldValue }: FormInstance) =>
    ruleOf((value) => check(value, getFieldValue(field) as string | undefined));
}
