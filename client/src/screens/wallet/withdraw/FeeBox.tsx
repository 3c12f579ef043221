import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../../i18n/useNumbers.ts';
import { ratePercent } from '../serviceCharge.ts';

interface FeeBoxProps {
  /** The service charge rate, a fraction string ("0.03"). */
  rate: string;
  /** The charge and what arrives, while the amount typed can be withdrawn. */
  breakdown: { charge: string; arrival: string } | null;
}

/** The rate, the service charge and the actual arrival under the amount. */
export function FeeBox({ rate, breakdown }: FeeBoxProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const { money } = useNumbers();
  return (
    <div className="fee-box" data-testid="fee-box">
      <div className="fee-row muted" data-testid="fee-rate">
        {t('withdraw.rate', { rate: ratePercent(rate) })}
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
  );
}
