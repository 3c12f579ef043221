import { characterCount } from '../../lib/characterCount.ts';
import { formRule, type FormRule } from '../../lib/formRules.ts';
import { MAX_ACCOUNT_LENGTH } from '../../lib/accountRules.ts';

/**
 * One rule per field that answers the first problem only, in the spec's order
 * (missing, then malformed), with the translated message `check` returns.
 */
export function checkWith(check: (value: string) => string | null): FormRule {
  return formRule<unknown>((value) => check(fieldText(value)));
}

/** Required, then matching `pattern` (both checked on the trimmed text), with the message of each problem. */
export function checkPattern(pattern: RegExp, requiredMessage: string, invalidMessage: string): FormRule {
  return checkWith((value) => {
    if (!value.trim()) return requiredMessage;
    return pattern.test(value.trim()) ? null : invalidMessage;
  });
}

/** A text field's value as text: nothing typed (or no text at all) reads as empty. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** The account field's rules, on sign-in and on the forgotten-password screen: required, then not too long. */
export function accountProblem(
  value: string,
  t: (
    key: 'common:validation.accountRequired' | 'common:errors.input.maxLength',
    options?: { limit: number },
  ) => string,
): string | null {
  if (!value.trim()) return t('common:validation.accountRequired');
  if (characterCount(value.trim()) > MAX_ACCOUNT_LENGTH)
    return t('common:errors.input.maxLength', { limit: MAX_ACCOUNT_LENGTH });
  return null;
}
