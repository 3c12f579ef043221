import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Form, Input, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { toast } from '../../lib/toast.ts';
import { graphql } from '../../gql/index.ts';
import { useToken } from '../../session/store.ts';
import { ComparedItem, ConfirmForm } from './ConfirmForm.tsx';
import { endSession } from './useLogout.ts';
import {
  checkConfirmation,
  checkNewPassword,
  checkPassword,
  MIN_PASSWORD_LENGTH,
  ruleOf,
} from '../../lib/validation.ts';
import './account.css';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
    }
  }
`);

interface Values {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/**
 * Changes the login password of the signed-in buyer. Every session ends with
 * it, this one too: the user signs in again with the new password.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation(['account', 'common']);
  const token = useToken();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);

  const nav = { title: t('common:titles.changePassword') };

  if (!token) {
    return (
      <Page nav={nav} className="account-page auth-page">
        <Result
          status="info"
          title={t('changePassword.signedOutTitle')}
          description={t('changePassword.signedOutText')}
        />
        <div className="form-footer stacked-actions">
          <Button block color="primary" shape="rounded" onClick={() => navigate('/login')}>
            {t('common:actions.signIn')}
          </Button>
          <Link to="/forgotPassword" className="text-link" data-testid="forgot-password-link">
            {t('changePassword.forgot')}
          </Link>
        </div>
      </Page>
    );
  }

  const onFinish = async (values: Values) => {
    try {
      await changePassword({ variables: { input: values } });
    } catch {
      // The error link showed why; everything typed stays in the form.
      return;
    }
    toast.success(t('common:messages.changeSuccess'));
    await endSession(client);
    void navigate('/login', { replace: true });
  };

  return (
    <Page nav={nav} className="account-page">
      <p className="form-intro muted">{t('changePassword.intro')}</p>
      <ConfirmForm form={form} loading={loading} onFinish={onFinish}>
        <Form.Item name="oldPassword" label={t('changePassword.old')} required rules={[ruleOf(checkPassword)]}>
          <Input type="password" autoComplete="current-password" placeholder={t('changePassword.oldPlaceholder')} />
        </Form.Item>
        <ComparedItem name="newPassword" label={t('changePassword.new')} against="oldPassword" check={checkNewPassword}>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('changePassword.newPlaceholder', { count: MIN_PASSWORD_LENGTH })}
          />
        </ComparedItem>
        <ComparedItem
          name="newPasswordConfirmation"
          label={t('changePassword.confirm')}
          against="newPassword"
          check={checkConfirmation}
        >
          <Input type="password" autoComplete="new-password" placeholder={t('changePassword.confirmPlaceholder')} />
        </ComparedItem>
      </ConfirmForm>
      <p className="form-note muted">
        <Link to="/forgotPassword">{t('changePassword.forgot')}</Link>
      </p>
    </Page>
  );
}
