import { Form, type FormProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/SubmitButton.tsx';

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
