import type { ErrorLike } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Input, Selector, Tabs } from 'antd-mobile';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../apollo/errorMessage.ts';
import { Page } from '../../components/Page.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { formRule, requiredText } from '../../lib/formRules.ts';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { toast } from '../../lib/toast.ts';
import type { WithdrawalInfoQuery as WithdrawalInfoData, WithdrawalInput } from '../../gql/graphql.ts';
import { formatCents, parseCents } from '../../lib/money.ts';
import { AmountItem } from './AmountItem.tsx';
import { ratePercent, withdrawalBreakdown } from './serviceCharge.ts';
import { WithdrawalInfoQuery, WithdrawMutation } from './operations.ts';
import { isValidCardNumber, isValidWalletAddress, withdrawalAmountError } from './validation.ts';
import { WithdrawCodeSheet } from './WithdrawCodeSheet.tsx';
import './wallet.css';
import { useNumbers } from '../../i18n/useNumbers.ts';

type Method = 'BANK_CARD' | 'ON_CHAIN';
const NEW_CARD = '__new__';

interface WithdrawValues {
  amount?: string;
  card?: string[];
  bankName?: string;
  cardNumber?: string;
  holderName?: string;
  network?: string[];
  chainNetwork?: string;
  address?: string;
}

type Info = WithdrawalInfoData['withdrawalInfo'];
type NetworkOption = WithdrawalInfoData['rechargeNetworks'][number];

/** A single-choice Selector never ends up with nothing chosen: tapping the chosen option keeps it. */
const keepChoice = (value: string[] | undefined, previous: string[] | undefined) => (value?.length ? value : previous);

function lastFour(cardNumber: string): string {
  return cardNumber.replace(/[^A-Za-z0-9]/g, '').slice(-4);
}

/** /withDraw: withdraw to a bank card or on chain, with the service charge and what arrives. */
export default function WithdrawScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  const { data, error, refetch } = useQuery(WithdrawalInfoQuery);

  return (
    <Page nav={{ title: t('common:titles.withDraw'), right: <RecordsLink /> }}>
      {data ? (
        <WithdrawForm info={data.withdrawalInfo} networks={data.rechargeNetworks} hasPaymentCode={data.me?.hasPaymentCode ?? false} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <PageSkeleton />
      )}
    </Page>
  );
}

function RecordsLink() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <button type="button" className="nav-text-button" onClick={() => navigate('/depositRecord')}>
      {t('withdraw.records')}
    </button>
  );
}

type WithdrawalRequest = Omit<WithdrawalInput, 'paymentCode'>;

interface WithdrawFormProps {
  info: Info;
  networks: readonly NetworkOption[];
  hasPaymentCode: boolean;
}

function WithdrawForm({ info, networks, hasPaymentCode }: WithdrawFormProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<WithdrawValues>();
  const [method, setMethod] = useState<Method>('BANK_CARD');
  const amount = Form.useWatch<string | undefined>('amount', form);
  const cardChoice = Form.useWatch<string[] | undefined>('card', form)?.[0] ?? info.bankCards[0]?.id;
  const { money } = useNumbers();
  const breakdown = withdrawalBreakdown(amount ?? '', info.serviceChargeRate, info.balance);
  const savedCard = info.bankCards.find((card) => card.id === cardChoice);
  const newCard = !savedCard;
  // The checked form waits here while the payment code is asked for.
  const [pending, setPending] = useState<WithdrawalRequest | null>(null);
  const [codeFailure, setCodeFailure] = useState<string | null>(null);

  const [withdraw, { loading }] = useMutation(WithdrawMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'withdrawals' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'bills' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'withdrawalInfo' });
      cache.gc();
    },
  });

  const onFinish = async (values: WithdrawValues) => {
    const cents = parseCents(values.amount);
    if (cents === null) return;
    const destination =
      method === 'BANK_CARD'
        ? {
            bankCard:
              savedCard
                ? { bankName: savedCard.bankName, cardNumber: savedCard.cardNumber, holderName: savedCard.holderName }
                : {
                    bankName: (values.bankName ?? '').trim(),
                    cardNumber: (values.cardNumber ?? '').trim(),
                    holderName: (values.holderName ?? '').trim(),
                  },
          }
        : {
            chainAddress: {
              network: (networks.length ? (values.network?.[0] ?? '') : (values.chainNetwork ?? '')).trim(),
              address: (values.address ?? '').trim(),
            },
          };
    setCodeFailure(null);
    setPending({ method, amount: formatCents(cents), ...destination });
  };

  const confirm = async (paymentCode: string) => {
    if (!pending || loading) return;
    try {
      await withdraw({ variables: { input: { ...pending, paymentCode } } });
    } catch (error) {
      // A wrong code (with the attempts left) or a lock stays in the sheet; the form keeps what was typed.
      setCodeFailure(describeError(error as ErrorLike, i18next.t).message);
      return;
    }
    setPending(null);
    toast.success(t('common:messages.withdrawalSuccess'));
    navigate('/depositRecord');
  };

  return (
    <>
      <div className="wallet-hero wallet-hero-compact">
        <div className="wallet-hero-label">{t('availableBalance')}</div>
        <div className="wallet-hero-amount" data-testid="withdraw-balance">
          {money(info.balance)}
        </div>
      </div>
      <Tabs
        activeKey={method}
        onChange={(key) => setMethod(key as Method)}
        className="wallet-tabs"
        aria-label={t('withdraw.method')}
      >
        <Tabs.Tab key="BANK_CARD" title={t('withdraw.bankCard')} />
        <Tabs.Tab key="ON_CHAIN" title={t('withdraw.onChain')} />
      </Tabs>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        className="wallet-form"
        initialValues={{ amount: '', card: [info.bankCards[0]?.id ?? NEW_CARD], network: networks[0] ? [networks[0].network] : [] }}
        onFinish={(values: WithdrawValues) => void onFinish(values)}
        footer={
          <SubmitButton loading={loading} testId="withdraw-submit">{t('withdraw.submit')}</SubmitButton>
        }
      >
        <AmountItem
          label={t('withdraw.amount')}
          placeholder={t('withdraw.amountPlaceholder')}
          problem={(value) => withdrawalAmountError(value, info.balance)}
          extra={
            <button type="button" className="link-button" onClick={() => form.setFieldValue('amount', info.balance)}>
              {t('withdraw.all')}
            </button>
          }
          testId="withdraw-amount"
        />
        <div className="fee-box" data-testid="fee-box">
          <div className="fee-row muted" data-testid="fee-rate">
            {t('withdraw.rate', { rate: ratePercent(info.serviceChargeRate) })}
          </div>
          <div className="fee-row">
            <span>{t('withdraw.serviceCharge')}</span>
            <span data-testid="service-charge">{money(breakdown?.charge ?? '0.00')}</span>
          </div>
          <div className="fee-row fee-row-strong">
            <span>{t('withdraw.actualArrival')}</span>
            <span className="price" data-testid="actual-arrival">
              {money(breakdown?.arrival ?? '0.00')}
            </span>
          </div>
        </div>

        <Form.Header>{method === 'BANK_CARD' ? t('withdraw.bankCardDetails') : t('withdraw.chainDetails')}</Form.Header>
        {method === 'BANK_CARD' ? (
          <>
            {info.bankCards.length > 0 && (
              <Form.Item name="card" label={t('withdraw.savedCards')} normalize={keepChoice}>
                <Selector
                  aria-label={t('withdraw.savedCards')}
                  columns={1}
                  options={[
                    ...info.bankCards.map((card) => ({
                      label: card.bankName,
                      description: `${t('withdraw.cardEnding', { last: lastFour(card.cardNumber) })} · ${card.holderName}`,
                      value: card.id,
                    })),
                    { label: t('withdraw.newCard'), value: NEW_CARD },
                  ]}
                />
              </Form.Item>
            )}
            {newCard && (
              <>
                <Form.Item
                  name="bankName"
                  label={t('withdraw.bankName')}
                  required
                  rules={[requiredText(t('validation.bankNameRequired'))]}
                >
                  <Input placeholder={t('withdraw.bankNamePlaceholder')} clearable />
                </Form.Item>
                <Form.Item
                  name="cardNumber"
                  label={t('withdraw.cardNumber')}
                  required
                  rules={[
                    formRule((value) => (isValidCardNumber(value ?? '') ? null : t('validation.cardNumberInvalid'))),
                  ]}
                >
                  <Input
                    inputMode="numeric"
                    placeholder={t('withdraw.cardNumberPlaceholder')}
                    clearable
                  />
                </Form.Item>
                <Form.Item
                  name="holderName"
                  label={t('withdraw.holderName')}
                  required
                  rules={[requiredText(t('validation.holderRequired'))]}
                >
                  <Input placeholder={t('withdraw.holderNamePlaceholder')} clearable />
                </Form.Item>
              </>
            )}
          </>
        ) : (
          <>
            {networks.length > 0 ? (
              <Form.Item
                name="network"
                label={t('withdraw.network')}
                required
                normalize={keepChoice}
                rules={[formRule<string[]>((value) => (value?.[0] ? null : t('common:validation.networkRequired')))]}
              >
                <Selector
                  aria-label={t('withdraw.network')}
                  columns={2}
                  options={networks.map((network) => ({ label: network.network, value: network.network }))}
                />
              </Form.Item>
            ) : (
              <Form.Item
                name="chainNetwork"
                label={t('withdraw.network')}
                required
                rules={[requiredText(t('common:validation.networkRequired'))]}
              >
                <Input placeholder="USDT-TRC20" clearable />
              </Form.Item>
            )}
            <Form.Item
              name="address"
              label={t('withdraw.address')}
              required
              rules={[
                formRule((value) => {
                  if (!value?.trim()) return t('common:validation.addressRequired');
                  return isValidWalletAddress(value) ? null : t('validation.addressInvalid');
                }),
              ]}
            >
              <Input placeholder={t('withdraw.addressPlaceholder')} clearable />
            </Form.Item>
          </>
        )}
      </Form>
      <WithdrawCodeSheet
        visible={pending !== null}
        hasPaymentCode={hasPaymentCode}
        amount={`${t('common:currencySymbol')}${pending?.amount ?? ''}`}
        arrival={`${t('common:currencySymbol')}${withdrawalBreakdown(pending?.amount ?? '', info.serviceChargeRate)?.arrival ?? '0.00'}`}
        busy={loading}
        failure={codeFailure}
        onConfirm={(code) => void confirm(code)}
        onClose={() => setPending(null)}
      />
    </>
  );
}
