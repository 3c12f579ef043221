import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentCodeStep } from '../../components/PaymentCodeStep.tsx';

export interface WithdrawCodeSheetProps {
  visible: boolean;
  /** Whether the buyer has set a payment code at all. */
  hasPaymentCode: boolean;
  /** What is taken from the balance and what arrives, already formatted. */
  amount: string;
  arrival: string;
  busy: boolean;
  /** The last refusal (a wrong code with the attempts left, a lock), shown under the code. */
  failure: string | null;
  onConfirm: (code: string) => void;
  onClose: () => void;
}

/**
 * The last step of a withdrawal, as of a payment: the payment code on the number pad.
 * The gateway checks it (verify_pay) before anything is withdrawn.
 */
export function WithdrawCodeSheet({
  visible,
  hasPaymentCode,
  amount,
  arrival,
  busy,
  failure,
  onConfirm,
  onClose,
}: WithdrawCodeSheetProps) {
  const { t } = useTranslation(['wallet', 'cart', 'common']);
  const [code, setCode] = useState('');
  const [shownFailure, setShownFailure] = useState(failure);
  // A new refusal empties the code for the next try.
  if (failure !== shownFailure) {
    setShownFailure(failure);
    if (failure) setCode('');
  }

  return (
    <Popup
      // From the top: the number pad rises from the bottom and would cover the code and its message.
      position="top"
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={() => setCode('')}
      bodyClassName="withdraw-code-sheet"
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby="withdraw-code-title" data-testid="withdraw-code-sheet">
        <div className="withdraw-code-head">
          <h2 id="withdraw-code-title">{t('withdraw.confirmTitle')}</h2>
          <button
            type="button"
            className="withdraw-code-close"
            aria-label={t('common:actions.close')}
            onClick={onClose}
          >
            <CloseOutline />
          </button>
        </div>
        <dl className="withdraw-code-summary">
          <div>
            <dt>{t('withdraw.amount')}</dt>
            <dd data-testid="withdraw-code-amount">{amount}</dd>
          </div>
          <div>
            <dt>{t('withdraw.actualArrival')}</dt>
            <dd className="price">{arrival}</dd>
          </div>
        </dl>
        <PaymentCodeStep
          name="withdraw"
          hasPaymentCode={hasPaymentCode}
          code={code}
          onCodeChange={setCode}
          failure={failure}
          busy={busy}
          submitLabel={t('withdraw.confirm')}
          onSubmit={onConfirm}
          noCodeHint={t('withdraw.noCodeHint')}
        />
      </div>
    </Popup>
  );
}
