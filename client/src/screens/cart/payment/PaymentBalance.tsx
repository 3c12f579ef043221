import { BankcardOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../components/Price.tsx';

/** The buyer's balance, and a way to top it up when it is short of the amount. */
export function PaymentBalance({ balance, short }: { balance: string; short: boolean }) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <section className="section">
      <div className="payment-balance">
        <span className="payment-balance-label">
          <BankcardOutline aria-hidden />
          {t('cart:payment.balance')}
        </span>
        <span data-testid="payment-balance">
          <Price value={balance} />
        </span>
      </div>
      {short && (
        <p className="payment-short" data-testid="payment-short">
          {t('cart:payment.insufficient')}{' '}
          <Link className="payment-topup" to="/topUp">
            {t('cart:payment.topUp')}
          </Link>
        </p>
      )}
    </section>
  );
}
