import { Form, type FormProps } from 'antd-mobile';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { ruleAgainst } from '../../lib/validation.ts';

interface ConfirmFormProps<Values> {
  form: NonNullable<FormProps['form']>;
  /** Being sent: Confirm spins and cannot be pressed again. */
  loading: boolean;
  onFinish: (values: Values) => Promise<void>;
  children: ReactNode;
}

/** A secret's form (password, payment code): its fields as a card, Confirm under them. */
export function ConfirmForm<Values>({ form, loading, onFinish, children }: ConfirmFormProps<Values>) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      // Labels above the fields: beside them, long placeholders were cut ("Enter your current passworc").
      layout="vertical"
      mode="card"
      onFinish={(values: Values) => void onFinish(values)}
      footer={<SubmitButton loading={loading}>{t('actions.confirm')}</SubmitButton>}
    >
      {children}
    </Form>
  );
}

interface ComparedItemProps {
  name: string;
  label: string;
  /** The field this one is checked against, again whenever that one changes. */
  against: string;
  check: Parameters<typeof ruleAgainst>[1];
  children: ReactElement;
}

/** A required field checked against another of the form (a new secret against the old, a confirmation against the new). */
export function ComparedItem({ name, label, against, check, children }: ComparedItemProps) {
  return (
    <Form.Item name={name} label={label} required dependencies={[against]} rules={[ruleAgainst(against, check)]}>
      {children}
    </Form.Item>
  );
}
