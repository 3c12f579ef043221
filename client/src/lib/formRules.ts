import type { FormItemProps } from 'antd-mobile';

/** One rule object of an antd-mobile Form.Item (not a function of the form). */
export type FormRule = Exclude<NonNullable<FormItemProps['rules']>[number], (...args: never) => unknown>;

/**
 * A form rule from a check that answers the (translated) message of the value's
 * first problem, or nothing when the value is fine.
 */
export function formRule<T = string>(check: (value: T | undefined) => string | null | undefined): FormRule {
  return {
    validator: async (_rule: unknown, value: T | undefined) => {
      const message = check(value);
      if (message) throw new Error(message);
    },
  };
}

/** Some text other than blanks is required. */
export function requiredText(message: string): FormRule {
  return formRule<string>((value) => (value?.trim() ? null : message));
}

/** At least one entry (a choice, an item, a photo) is required. */
export function requiredChoice(message: string): FormRule {
  return formRule<readonly unknown[]>((value) => (value?.length ? null : message));
}
