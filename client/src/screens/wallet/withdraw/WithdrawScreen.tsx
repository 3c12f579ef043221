import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { ErrorState } from '../../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../../components/states/PageSkeleton.tsx';
import { WithdrawalInfoQuery } from '../operations.ts';
import { WithdrawForm } from './WithdrawForm.tsx';
import '../wallet.css';

/** /withDraw: withdraw to a bank card or on chain, with the service charge and what arrives. */
export default function WithdrawScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  const { data, error, refetch } = useQuery(WithdrawalInfoQuery);

  return (
    <Page nav={{ title: t('common:titles.withDraw'), right: <RecordsLink /> }}>
      {data ? (
        <WithdrawForm
          info={data.withdrawalInfo}
          networks={data.rechargeNetworks}
          hasPaymentCode={data.me?.hasPaymentCode ?? false}
        />
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
