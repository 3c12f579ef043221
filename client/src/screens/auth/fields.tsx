import { Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './PasswordInput.tsx';
import { MIN_PASSWORD_LENGTH, MOBILE_PATTERN } from '../../lib/accountRules.ts';
import { accountProblem, checkPattern, checkWith } from './validators.ts';

/** The `account` field of signing in and of resetting a password: the account name as registered. */
export function AccountItem() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Form.Item name="account" label={t('auth:fields.account')} rules={[checkWith((value) => accountProblem(value, t))]}>
      <Input placeholder={t('auth:fields.accountPlaceholder')} autoComplete="username" clearable />
    </Form.Item>
  );
}

/** The `mobile` field: required, then digits (optionally after a +). */
export function MobileItem({ placeholder, autoComplete }: { placeholder: string; autoComplete: string }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Form.Item
      name="mobile"
      label={t('auth:fields.mobile')}
      rules={[checkPattern(MOBILE_PATTERN, t('auth:validation.mobileRequired'), t('common:validation.mobileInvalid'))]}
    >
      <Input type="tel" placeholder={placeholder} autoComplete={autoComplete} clearable />
    </Form.Item>
  );
}

interface NewPasswordItemsProps {
  form: FormInstance;
  /** The field name of the password; its confirmation's is the same with `Confirmation` after it. */
  name: string;
  label: string;
}

/** A new password (required, long enough) and its confirmation (required, the same). */
export function NewPasswordItems({ form, name, label }: NewPasswordItemsProps) {
  const { t } = useTranslation(['auth', 'common']);
  const confirmName = `${name}Confirmation`;
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[
          checkWith((value) => {
            if (!value) return t('common:validation.passwordRequired');
            return value.length >= MIN_PASSWORD_LENGTH ? null : t('common:validation.passwordTooShort');
          }),
        ]}
      >
        <PasswordInput placeholder={t('auth:fields.newPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={t('auth:fields.confirmPassword')}
        dependencies={[name]}
        rules={[
          checkWith((value) => {
            if (!value) return t('auth:validation.confirmRequired');
            return value === form.getFieldValue(name) ? null : t('common:validation.confirmMismatch');
          }),
        ]}
      >
        <PasswordInput placeholder={t('auth:fields.confirmPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
