import { Form, type FormProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/SubmitButton.tsx';

interface WalletFormProps<Values> {
  /** Which form: its submit text is `<name>.submit`, its button's test id `<name>-submit`. */
  name: 'recharge' | 'withdraw';
  form: FormProps['form'];
  initialValues: Partial<Values>;
  busy: boolean;
  onFinish: (values: Values) => void;
  children: ReactNode;
}

/** A top-up or withdrawal form: card fields stacked, with a full-width submit button. */
export function WalletForm<Values>({ name, form, initialValues, busy, onFinish, children }: WalletFormProps<Values>) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <Form
      form={form}
      layout="vertical"
      mode="card"
      className="wallet-form"
      initialValues={initialValues}
      onFinish={onFinish}
      footer={
        <SubmitButton loading={busy} testId={`${name}-submit`}>
          {t(`${name}.submit`)}
        </SubmitButton>
      }
    >
      {children}
    </Form>
  );
}
