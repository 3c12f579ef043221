import { Form, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formRule, requiredText } from '../../../lib/formRules.ts';
import { isValidCardNumber } from '../validation.ts';
import { keepChoice, NEW_CARD, type SavedCard } from './withdrawValues.ts';
import { RequiredItem } from '../../../components/RequiredItem.tsx';

function lastFour(cardNumber: string): string {
  return cardNumber.replace(/[^A-Za-z0-9]/g, '').slice(-4);
}

interface BankCardFieldsProps {
  cards: readonly SavedCard[];
  /** A card is typed in (none saved, or "new card" chosen). */
  newCard: boolean;
}

/** The bank card to withdraw to: a saved one, or a new one's bank, number and holder. */
export function BankCardFields({ cards, newCard }: BankCardFieldsProps) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <>
      {cards.length > 0 && (
        <Form.Item name="card" label={t('withdraw.savedCards')} normalize={keepChoice}>
          <Selector
            aria-label={t('withdraw.savedCards')}
            columns={1}
            options={[
              ...cards.map((card) => ({
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
          <RequiredItem
            name="bankName"
            label={t('withdraw.bankName')}
            rule={requiredText(t('validation.bankNameRequired'))}
          >
            <Input placeholder={t('withdraw.bankNamePlaceholder')} clearable />
          </RequiredItem>
          <RequiredItem
            name="cardNumber"
            label={t('withdraw.cardNumber')}
            rule={formRule((value) => (isValidCardNumber(value ?? '') ? null : t('validation.cardNumberInvalid')))}
          >
            <Input inputMode="numeric" placeholder={t('withdraw.cardNumberPlaceholder')} clearable />
          </RequiredItem>
          <RequiredItem
            name="holderName"
            label={t('withdraw.holderName')}
            rule={requiredText(t('validation.holderRequired'))}
          >
            <Input placeholder={t('withdraw.holderNamePlaceholder')} clearable />
          </RequiredItem>
        </>
      )}
    </>
  );
}
