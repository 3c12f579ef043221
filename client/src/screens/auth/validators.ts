import type { FormItemProps } from 'antd-mobile';

type Rule = NonNullable<FormItemProps['rules']>[number];

/**
 * One rule per field that answers the first problem only, in the spec's order
 * (missing, then malformed), with the translated message `check` returns.
 */
export function checkWith(check: (value: string) => string | null): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = check(typeof value === 'string' ? value : value == null ? '' : String(value));
      if (message) throw new Error(message);
    },
  };
}
