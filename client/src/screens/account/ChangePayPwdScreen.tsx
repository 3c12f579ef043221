import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { PendingPage } from '../../components/Pending.tsx';
import { toast } from '../../lib/toast.ts';
import { graphql } from '../../gql/index.ts';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import { ComparedItem, ConfirmForm } from './ConfirmForm.tsx';
import { useGoBack } from '../../navigation/useGoBack.ts';
import { checkConfirmation, checkPaymentCode, MIN_PAYMENT_CODE_LENGTH, ruleOf } from '../../lib/validation.ts';
import './account.css';

const SetPaymentCodeMutation = graphql(`
  mutation SetPaymentCode($input: PaymentCodeInput!) {
    setPaymentCode(input: $input) {
      id
      hasPaymentCode
    }
  }
`);

interface Values {
  oldCode?: string;
  newCode: string;
  newCodeConfirmation: string;
}

/** A payment code field: digits on a numeric keypad, hidden like a password. Form.Item gives it value, onChange and id. */
function CodeInput(props: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder: string;
  testId: string;
}) {
  return (
    <Input
      {...(props.id ? { id: props.id } : {})}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={20}
      value={props.value ?? ''}
      // Digits only, as they are typed: a letter never gets in to be refused at the end.
      onChange={(value) => props.onChange?.(value.replace(/\D+/g, ''))}
      placeholder={props.placeholder}
      data-testid={props.testId}
    />
  );
}

/**
 * Sets the payment code the first time, or changes it (then the current code is
 * asked for too). `?back=` leads on afterwards, e.g. back to the payment.
 */
export default function ChangePayPwdScreen() {
  const { t } = useTranslation(['account', 'common']);
  const [params] = useSearchParams();
  const goBack = useGoBack('/security');
  const user = useQuery(CurrentUserQuery);
  const [form] = Form.useForm<Values>();
  const [setPaymentCode, { loading }] = useMutation(SetPaymentCodeMutation);
  const me = user.data?.me;
  const changing = me?.hasPaymentCode ?? false;
  const nav = { title: changing ? t('payCode.changeTitle') : t('payCode.setTitle') };

  if (!me) return <PendingPage nav={nav} query={user} />;

  const onFinish = async (values: Values) => {
    try {
      await setPaymentCode({
        variables: {
          input: {
            ...(changing ? { oldCode: values.oldCode ?? '' } : {}),
            newCode: values.newCode,
            newCodeConfirmation: values.newCodeConfirmation,
          },
        },
      });
    } catch {
      // The error link showed why (e.g. a wrong current code); the form keeps its values.
      return;
    }
    toast.success(t('common:messages.settingSuccess'));
    goBack(params.get('back'));
  };

  return (
    <Page nav={nav} className="account-page">
      <p className="form-intro muted">{changing ? t('payCode.changeIntro') : t('payCode.setIntro')}</p>
      <ConfirmForm form={form} loading={loading} onFinish={onFinish}>
        {changing && (
          <Form.Item
            name="oldCode"
            label={t('payCode.old')}
            required
            rules={[ruleOf((value) => (value ? undefined : 'validation.payCodeOldRequired'))]}
          >
            <CodeInput placeholder={t('payCode.oldPlaceholder')} testId="pay-code-old" />
          </Form.Item>
        )}
        <Form.Item name="newCode" label={t('payCode.new')} required rules={[ruleOf(checkPaymentCode)]}>
          <CodeInput
            placeholder={t('payCode.newPlaceholder', { count: MIN_PAYMENT_CODE_LENGTH })}
            testId="pay-code-new"
          />
        </Form.Item>
        <ComparedItem
          name="newCodeConfirmation"
          label={t('payCode.confirm')}
          against="newCode"
          check={checkConfirmation}
        >
          <CodeInput placeholder={t('payCode.confirmPlaceholder')} testId="pay-code-confirm" />
        </ComparedItem>
      </ConfirmForm>
      <p className="form-note muted">{t('passwords.payRule', { count: MIN_PAYMENT_CODE_LENGTH })}</p>
    </Page>
  );
}
