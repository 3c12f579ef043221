/*
 * The client-side form rules of the specification (section 5), checked before
 * anything is sent. Each answers the key of the translated message in common
 * (validation.*), or undefined when the value is fine; the gateway checks the
 * same rules again.
 */

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_PAYMENT_CODE_LENGTH = 6;

/** Digits, optionally after a +; spaces and dashes are ignored (as the gateway does). */
const MOBILE = /^\+?\d{5,20}$/;

export type ValidationKey =
  | 'validation.passwordRequired'
  | 'validation.passwordTooShort'
  | 'validation.passwordSame'
  | 'validation.confirmMismatch'
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
  return value === expected && value ? undefined : 'validation.confirmMismatch';
}

export function checkPaymentCode(value: string | undefined): ValidationKey | undefined {
  return value && /^\d+$/.test(value) && value.length >= MIN_PAYMENT_CODE_LENGTH ? undefined : 'validation.payCodeInvalid';
}

export function normaliseMobile(value: string | undefined): string {
  return (value ?? '').trim().replace(/[\s-]/g, '');
}

export function checkMobile(value: string | undefined): ValidationKey | undefined {
  return MOBILE.test(normaliseMobile(value)) ? undefined : 'validation.mobileInvalid';
}

/** A form rule from one of the validation checks: the message is translated when it fails. */
export function ruleOf(check: (value: string | undefined) => ValidationKey | undefined, translate: (key: ValidationKey) => string) {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      const failed = check(value);
      return failed ? Promise.reject(new Error(translate(failed))) : Promise.resolve();
    },
  };
}
