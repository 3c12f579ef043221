import { formRule, type FormRule } from '../../components/formRules.ts';

/**
 * One rule per field that answers the first problem only, in the spec's order
 * (missing, then malformed), with the translated message `check` returns.
 */
export function checkWith(check: (value: string) => string | null): FormRule {
  return formRule<unknown>((value) => check(typeof value === 'string' ? value : value == null ? '' : String(value)));
}
