import { useTranslation } from 'react-i18next';
import { Price } from '../../components/Price.tsx';

/** The "total" label and amount at the start of the bag's and the checkout's footer. */
export function FooterTotal({ total, className, testId }: { total: string; className: string; testId: string }) {
  const { t } = useTranslation('cart');
  return (
    <div className={className} data-testid={testId}>
      <span className="muted">{t('totalLabel')}</span>
      <Price value={total} />
    </div>
  );
}
