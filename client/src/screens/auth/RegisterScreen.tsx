import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form, Input, Picker, type PickerRef } from 'antd-mobile';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { toast } from '../../lib/toast.ts';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';
import { loginPath, redirectTarget } from '../../navigation/loginRedirect.ts';
import { AuthForm } from './AuthForm.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { DIAL_CODES, dialCodeLabel } from './dialCodes.ts';
import { RegisterMutation } from './operations.ts';
import { MobileItem, NewPasswordItems } from './fields.tsx';
import { EMAIL_PATTERN, USERNAME_PATTERN } from '../../lib/accountRules.ts';
import { startSession } from './startSession.ts';
import { checkPattern, checkWith } from './validators.ts';
import './auth.css';

interface RegisterValues {
  username: string;
  nickname: string;
  email: string;
  dialRegion?: string[];
  mobile: string;
  password: string;
  passwordConfirmation: string;
}

/** Sign up: every field checked as the spec says before anything is sent; then signed in. */
export default function RegisterScreen() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const client = useApolloClient();
  const [register] = useMutation(RegisterMutation);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();

  const tag = isLanguageCode(i18n.language) ? LANGUAGES[i18n.language].tag : 'en';
  const dialOptions = useMemo(
    () => DIAL_CODES.map((entry) => ({ label: dialCodeLabel(entry, tag), value: entry.region })),
    [tag],
  );

  const onFinish = async (values: RegisterValues) => {
    const region = values.dialRegion?.[0];
    const dialCode = DIAL_CODES.find((entry) => entry.region === region)?.code;
    setBusy(true);
    try {
      const { data } = await register({
        variables: {
          input: {
            username: values.username.trim(),
            nickname: values.nickname.trim(),
            email: values.email.trim(),
            mobile: values.mobile.trim(),
            password: values.password,
            passwordConfirmation: values.passwordConfirmation,
            ...(dialCode ? { dialCode } : {}),
          },
        },
      });
      if (!data) return;
      await startSession(client, data.register);
      toast.success(i18n.t('common:messages.registerSuccess'));
      void navigate(redirectTarget(redirect), { replace: true });
    } catch {
      // The error link has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page nav={{ title: t('common:titles.register'), right: <LanguagePicker /> }} className="auth-page">
      <AuthForm name="register" form={form} busy={busy} onFinish={onFinish}>
        <Form.Item
          name="username"
          label={t('auth:fields.username')}
          rules={[
            checkPattern(USERNAME_PATTERN, t('auth:validation.usernameRequired'), t('auth:validation.usernameInvalid')),
          ]}
        >
          <Input placeholder={t('auth:fields.usernamePlaceholder')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('auth:fields.nickname')}
          rules={[checkWith((value) => (value.trim() ? null : t('auth:validation.nicknameRequired')))]}
        >
          <Input placeholder={t('auth:fields.nicknamePlaceholder')} autoComplete="nickname" clearable />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('auth:fields.email')}
          rules={[checkPattern(EMAIL_PATTERN, t('auth:validation.emailRequired'), t('common:validation.emailInvalid'))]}
        >
          {/* Not type="email": the browser's own English bubble would cover the translated message. */}
          <Input
            type="text"
            inputMode="email"
            placeholder={t('auth:fields.emailPlaceholder')}
            autoComplete="email"
            clearable
          />
        </Form.Item>
        <Form.Item
          name="dialRegion"
          label={t('auth:fields.dialCode')}
          trigger="onConfirm"
          arrow
          onClick={(_event, picker: RefObject<PickerRef>) => picker.current?.open()}
        >
          <Picker
            columns={[dialOptions]}
            confirmText={t('common:actions.confirm')}
            cancelText={t('common:actions.cancel')}
          >
            {(items) =>
              items[0]?.label ?? <span className="auth-placeholder">{t('auth:fields.dialCodePlaceholder')}</span>
            }
          </Picker>
        </Form.Item>
        <MobileItem placeholder={t('auth:fields.mobilePlaceholder')} autoComplete="tel-national" />
        <NewPasswordItems form={form} name="password" label={t('auth:fields.password')} />
      </AuthForm>
      <div className="auth-links auth-links-center">
        <span>
          {t('auth:register.haveAccount')}{' '}
          <Link to={redirect ? loginPath(redirect) : '/login'}>{t('auth:register.login')}</Link>
        </span>
      </div>
    </Page>
  );
}
