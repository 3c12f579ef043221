import { Button, NumberKeyboard, PasscodeInput, Popup } from 'antd-mobile';
import { CloseOutline, LockOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MIN_PAYMENT_CODE_LENGTH as PAYMENT_CODE_LENGTH } from '../account/validation.ts';

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
export function WithdrawCodeSheet({ visible, hasPaymentCode, amount, arrival, busy, failure, onConfirm, onClose }: WithdrawCodeSheetProps) {
  const { t } = useTranslation(['wallet', 'cart', 'common']);
  const navigate = useNavigate();
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
          <button type="button" className="withdraw-code-close" aria-label={t('common:actions.close')} onClick={onClose}>
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
        {hasPaymentCode ? (
          <div className="withdraw-code">
            <p className="withdraw-code-hint" id="withdraw-code-hint">
              {t('cart:payment.enterCode')}
            </p>
            <PasscodeInput
              length={PAYMENT_CODE_LENGTH}
              seperated
              value={code}
              error={Boolean(failure) && code === ''}
              onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, PAYMENT_CODE_LENGTH))}
              onFill={(value) => onConfirm(value)}
              keyboard={<NumberKeyboard />}
              aria-describedby="withdraw-code-hint"
              data-testid="withdraw-code"
            />
            {failure && (
              <p className="withdraw-code-error" role="alert" data-testid="withdraw-code-error">
                {failure}
              </p>
            )}
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              loading={busy}
              disabled={busy || code.length < PAYMENT_CODE_LENGTH}
              onClick={() => onConfirm(code)}
              data-testid="withdraw-code-submit"
            >
              {t('withdraw.confirm')}
            </Button>
          </div>
        ) : (
          <div className="withdraw-no-code" data-testid="withdraw-no-code">
            <LockOutline className="withdraw-no-code-icon" aria-hidden />
            <p>
              <strong>{t('cart:payment.noCode')}</strong>
            </p>
            <p className="muted">{t('withdraw.noCodeHint')}</p>
            <Button color="primary" shape="rounded" onClick={() => navigate('/changePayPwd')} data-testid="withdraw-set-code">
              {t('cart:payment.setCode')}
            </Button>
          </div>
        )}
      </div>
    </Popup>
  );
}
