import { Form, type FormProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { AuthHeader } from './AuthHeader.tsx';

interface AuthFormProps<Values> {
  /** The form's name; its heading and submit text are `auth:<name>.…`, its button's test id `<name>-submit`. */
  name: 'login' | 'register' | 'forgot';
  form?: FormProps['form'];
  busy: boolean;
  onFinish: (values: Values) => Promise<void>;
  children: ReactNode;
}

/** The sign-in, sign-up and reset forms under their heading: fields stacked, no required marks, a full-width submit. */
export function AuthForm<Values>({ name, form, busy, onFinish, children }: AuthFormProps<Values>) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <>
      <AuthHeader title={t(`auth:${name}.title`)} subtitle={t(`auth:${name}.subtitle`)} />
      <Form
        {...(form ? { form } : {})}
        name={name}
        layout="vertical"
        requiredMarkStyle="none"
        className="auth-form"
        onFinish={(values: Values) => void onFinish(values)}
        footer={
          <SubmitButton loading={busy} testId={`${name}-submit`}>
            {t(`auth:${name}.submit`)}
          </SubmitButton>
        }
      >
        {children}
      </Form>
    </>
  );
}
