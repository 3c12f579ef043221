import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { RechargeForm } from './recharge/RechargeForm.tsx';

/** /cardTopUp: top-up by bank transfer, with how to pay and the receipt as evidence. */
export default function CardTopUpScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  const navigate = useNavigate();
  const steps = [t('recharge.bankStep1'), t('recharge.bankStep2'), t('recharge.bankStep3'), t('recharge.bankStep4')];

  return (
    <Page nav={{ title: t('common:titles.cardTopUp') }}>
      <RechargeForm
        method="BANK"
        intro={
          <section className="bank-steps" aria-labelledby="bank-steps-title" data-testid="bank-instructions">
            <h2 id="bank-steps-title" className="bank-steps-title">
              {t('recharge.bankTitle')}
            </h2>
            <ol>
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Button size="small" shape="rounded" fill="outline" color="primary" onClick={() => navigate('/service')}>
              {t('recharge.contactService')}
            </Button>
          </section>
        }
      />
    </Page>
  );
}
