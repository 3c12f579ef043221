import { useMutation } from '@apollo/client/react';
import { Button, Form, Selector } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { toast } from '../../lib/toast.ts';
import { ImageUploadField } from '../../components/ImageUploadField.tsx';
import { copyText } from '../../lib/copyText.ts';
import { formRule } from '../../lib/formRules.ts';
import { formatCents, parseCents } from '../../lib/money.ts';
import { AmountItem } from './AmountItem.tsx';
import { RechargeMutation } from './operations.ts';
import { rechargeAmountError } from './validation.ts';
import './wallet.css';

export interface DepositNetwork {
  id: string;
  network: string;
  depositAddress: string;
}

interface RechargeValues {
  network?: string[];
  amount?: string;
  evidence?: string[];
}

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
  const navigate = useNavigate();
  const [form] = Form.useForm<RechargeValues>();
  const chosenId = Form.useWatch<string[] | undefined>('network', form)?.[0];
  const chosen = networks.find((network) => network.id === chosenId);
  const [recharge, { loading }] = useMutation(RechargeMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'recharges' });
      cache.gc();
    },
  });

  const onFinish = async (values: RechargeValues) => {
    const cents = parseCents(values.amount);
    const evidence = values.evidence?.[0];
    if (cents === null || !evidence) return;
    try {
      await recharge({
        variables: {
          input: {
            method,
            amount: formatCents(cents),
            evidence,
            ...(method === 'ON_CHAIN' ? { network: chosen?.network ?? null } : {}),
          },
        },
      });
    } catch {
      // The error link has shown the message; the form keeps what was typed.
      return;
    }
    toast.success(t('common:messages.applicationSuccess'));
    navigate('/topUpRecord');
  };

  return (
    <Form
      form={form}
      layout="vertical"
      mode="card"
      className="wallet-form"
      initialValues={{ network: networks.length === 1 && networks[0] ? [networks[0].id] : [], amount: '', evidence: [] }}
      onFinish={(values: RechargeValues) => void onFinish(values)}
      footer={
        <SubmitButton loading={loading} testId="recharge-submit">{t('recharge.submit')}</SubmitButton>
      }
    >
      {method === 'ON_CHAIN' && (
        <>
          <div className="wallet-notice wallet-notice-warning" role="note" data-testid="same-network-warning">
            {t('recharge.sameNetwork')}
          </div>
          <div className="wallet-notice" role="note" data-testid="unsupported-notice">
            {t('recharge.unsupported')}
          </div>
          <Form.Item
            name="network"
            label={t('recharge.network')}
            required
            rules={[
              formRule<string[]>((value) => {
                const found = networks.find((network) => network.id === value?.[0]);
                if (!found) return t('common:validation.networkRequired');
                return found.depositAddress.trim() ? null : t('common:validation.addressRequired');
              }),
            ]}
          >
            <Selector
              aria-label={t('recharge.network')}
              columns={2}
              options={networks.map((network) => ({ label: network.network, value: network.id }))}
            />
          </Form.Item>
          {chosen?.depositAddress && (
            <div className="deposit-card" data-testid="deposit-address">
              <div className="deposit-qr" role="img" aria-label={t('recharge.qrLabel')}>
                <QRCodeSVG value={chosen.depositAddress} size={148} marginSize={2} />
              </div>
              <div className="deposit-label muted">{t('recharge.depositAddress')}</div>
              <div className="deposit-address" dir="ltr">
                {chosen.depositAddress}
              </div>
              <Button
                size="small"
                shape="rounded"
                color="primary"
                fill="outline"
                onClick={() => void copyText(chosen.depositAddress)}
                data-testid="copy-address"
              >
                <FileOutline /> {t('recharge.copyAddress')}
              </Button>
            </div>
          )}
        </>
      )}
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
        rules={[
          formRule<string[]>((value) => (value?.length ? null : t('common:validation.evidenceRequired'))),
        ]}
      >
        <ImageUploadField maxCount={1} label={t('recharge.evidence')} testId="evidence-uploader" />
      </Form.Item>
    </Form>
  );
}
