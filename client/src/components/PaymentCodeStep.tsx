import { Button, NumberKeyboard, PasscodeInput } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MIN_PAYMENT_CODE_LENGTH as PAYMENT_CODE_LENGTH } from '../lib/validation.ts';

export interface PaymentCodeStepProps {
  /**
   * The step's name ("payment", "withdraw"): the prefix of its classes, ids and test ids
   * (`<name>-code`, `<name>-code-error`, `<name>-code-submit`, `<name>-no-code`, `<name>-set-code`).
   */
  name: string;
  /** Whether the buyer has set a payment code at all; without one the step says how to set it. */
  hasPaymentCode: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  /** The last refusal, shown under the code (a wrong code with the attempts left, a lock). */
  failure: ReactNode;
  busy: boolean;
  submitLabel: string;
  onSubmit: (code: string) => void;
  /** Under "no payment code yet": what setting one allows here. */
  noCodeHint: string;
}

/**
 * The payment code on the number pad, where money leaves the balance (paying, withdrawing):
 * filling the sixth digit submits, as does the button; a refusal shows under the code.
 * Without a payment code yet, the way to set one instead.
 */
export function PaymentCodeStep({
  name,
  hasPaymentCode,
  code,
  onCodeChange,
  failure,
  busy,
  submitLabel,
  onSubmit,
  noCodeHint,
}: PaymentCodeStepProps) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  if (!hasPaymentCode) {
    return (
      <div className={`${name}-no-code`} data-testid={`${name}-no-code`}>
        <LockOutline className={`${name}-no-code-icon`} aria-hidden />
        <p>
          <strong>{t('payment.noCode')}</strong>
        </p>
        <p className="muted">{noCodeHint}</p>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => navigate('/changePayPwd')}
          data-testid={`${name}-set-code`}
        >
          {t('payment.setCode')}
        </Button>
      </div>
    );
  }
  return (
    <div className={`${name}-code`}>
      <p className={`${name}-code-hint`} id={`${name}-code-hint`}>
        {t('payment.enterCode')}
      </p>
      <PasscodeInput
        length={PAYMENT_CODE_LENGTH}
        seperated
        value={code}
        error={Boolean(failure) && code === ''}
        onChange={(value) => onCodeChange(value.replace(/\D/g, '').slice(0, PAYMENT_CODE_LENGTH))}
        onFill={onSubmit}
        keyboard={<NumberKeyboard />}
        aria-describedby={`${name}-code-hint`}
        data-testid={`${name}-code`}
      />
      {failure && (
        <p className={`${name}-code-error`} role="alert" data-testid={`${name}-code-error`}>
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
        onClick={() => onSubmit(code)}
        data-testid={`${name}-code-submit`}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
