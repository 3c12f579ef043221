import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/ImageUploadField.tsx';
import { formRule } from '../../../lib/formRules.ts';
import { AmountItem } from '../AmountItem.tsx';
import { WalletForm } from '../WalletForm.tsx';
import { rechargeAmountError } from '../validation.ts';
import { DepositNetworkFields, type DepositNetwork } from './DepositNetworkFields.tsx';
import { useRecharge, type RechargeValues } from './useRecharge.ts';
import '../wallet.css';

interface RechargeFormProps {
  method: 'ON_CHAIN' | 'BANK';
  /** On chain: the networks to choose from. */
  networks?: readonly DepositNetwork[];
  /** Shown above the amount (e.g. the bank instructions). */
  intro?: ReactNode;
}

/**
 * A top-up request: (on chain) the network with its deposit address, QR code and
 * copy button, then the amount and the payment evidence. Every field is checked
 * before anything is sent; on failure everything typed stays.
 */
export function RechargeForm({ method, networks = [], intro }: RechargeFormProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const [form] = Form.useForm<RechargeValues>();
  const chosenId = Form.useWatch<string[] | undefined>('network', form)?.[0];
  const chosen = networks.find((network) => network.id === chosenId);
  const { send, loading } = useRecharge(method, chosen?.network);

  return (
    <WalletForm
      name="recharge"
      form={form}
      initialValues={{
        network: networks.length === 1 && networks[0] ? [networks[0].id] : [],
        amount: '',
        evidence: [],
      }}
      busy={loading}
      onFinish={(values: RechargeValues) => void send(values)}
    >
      {method === 'ON_CHAIN' && <DepositNetworkFields networks={networks} chosen={chosen} />}
      {intro}
      <Form.Header>{t('recharge.paymentDetails')}</Form.Header>
      <AmountItem
        label={t('recharge.amount')}
        placeholder={t('recharge.amountPlaceholder')}
        problem={rechargeAmountError}
        testId="recharge-amount"
      />
      <Form.Item
        name="evidence"
        label={t('recharge.evidence')}
        required
        description={t('recharge.evidenceHint')}
        rules={[formRule<string[]>((value) => (value?.length ? null : t('common:validation.evidenceRequired')))]}
      >
        <ImageUploadField maxCount={1} label={t('recharge.evidence')} testId="evidence-uploader" />
      </Form.Item>
    </WalletForm>
  );
}
