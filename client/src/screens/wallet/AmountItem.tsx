import { Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formRule } from '../../lib/formRules.ts';
import { moneyInput } from '../../lib/numericInput.ts';

type AmountProblem = 'amountRequired' | 'amountPositive' | 'amountAboveBalance' | 'amountInvalid';

interface AmountItemProps {
  label: string;
  placeholder: string;
  /** What is wrong with the amount typed, as a common:validation key; null when it is fine. */
  problem: (value: string | undefined) => AmountProblem | null;
  /** Beside the field (e.g. "All"). */
  extra?: ReactNode;
  testId: string;
}

/** The `amount` field of a wallet form: only a number with at most two decimals can be typed. */
export function AmountItem({ label, placeholder, problem, extra, testId }: AmountItemProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="amount"
      label={label}
      required
      normalize={(value: string) => moneyInput(value)}
      {...(extra ? { extra } : {})}
      rules={[
        formRule((value) => {
          const key = problem(value);
          return key && t(`validation.${key}`);
        }),
      ]}
    >
      <Input inputMode="decimal" placeholder={placeholder} clearable data-testid={testId} />
    </Form.Item>
  );
}
