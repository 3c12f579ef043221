import { Form, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../../i18n/useNumbers.ts';
import { AmountItem } from '../AmountItem.tsx';
import { WalletForm } from '../WalletForm.tsx';
import { withdrawalBreakdown } from '../serviceCharge.ts';
import { withdrawalAmountError } from '../validation.ts';
import { WithdrawCodeSheet } from '../WithdrawCodeSheet.tsx';
import { BankCardFields } from './BankCardFields.tsx';
import { ChainAddressFields } from './ChainAddressFields.tsx';
import { FeeBox } from './FeeBox.tsx';
import { useWithdrawal } from './useWithdrawal.ts';
import {
  NEW_CARD,
  withdrawalRequest,
  type Info,
  type Method,
  type NetworkOption,
  type WithdrawValues,
} from './withdrawValues.ts';
import '../wallet.css';

interface WithdrawFormProps {
  info: Info;
  networks: readonly NetworkOption[];
  hasPaymentCode: boolean;
}

/** The balance, the method tabs, the amount with its fees, the destination, then the payment code. */
export function WithdrawForm({ info, networks, hasPaymentCode }: WithdrawFormProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const [form] = Form.useForm<WithdrawValues>();
  const [method, setMethod] = useState<Method>('BANK_CARD');
  const amount = Form.useWatch<string | undefined>('amount', form);
  const cardChoice = Form.useWatch<string[] | undefined>('card', form)?.[0] ?? info.bankCards[0]?.id;
  const { money } = useNumbers();
  const breakdown = withdrawalBreakdown(amount ?? '', info.serviceChargeRate, info.balance);
  const savedCard = info.bankCards.find((card) => card.id === cardChoice);
  const withdrawal = useWithdrawal();

  const onFinish = (values: WithdrawValues) => {
    const request = withdrawalRequest(method, values, savedCard, networks);
    if (request) withdrawal.ask(request);
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
      <WalletForm
        name="withdraw"
        form={form}
        initialValues={{
          amount: '',
          card: [info.bankCards[0]?.id ?? NEW_CARD],
          network: networks[0] ? [networks[0].network] : [],
        }}
        busy={withdrawal.loading}
        onFinish={onFinish}
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
        <FeeBox rate={info.serviceChargeRate} breakdown={breakdown} />

        <Form.Header>{method === 'BANK_CARD' ? t('withdraw.bankCardDetails') : t('withdraw.chainDetails')}</Form.Header>
        {method === 'BANK_CARD' ? (
          <BankCardFields cards={info.bankCards} newCard={!savedCard} />
        ) : (
          <ChainAddressFields networks={networks} />
        )}
      </WalletForm>
      <WithdrawCodeSheet
        visible={withdrawal.pending !== null}
        hasPaymentCode={hasPaymentCode}
        amount={`${t('common:currencySymbol')}${withdrawal.pending?.amount ?? ''}`}
        arrival={`${t('common:currencySymbol')}${withdrawalBreakdown(withdrawal.pending?.amount ?? '', info.serviceChargeRate)?.arrival ?? '0.00'}`}
        busy={withdrawal.loading}
        failure={withdrawal.codeFailure}
        onConfirm={(code) => void withdrawal.confirm(code)}
        onClose={withdrawal.close}
      />
    </>
  );
}
