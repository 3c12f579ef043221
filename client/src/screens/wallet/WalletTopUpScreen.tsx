import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { RechargeNetworksQuery } from './operations.ts';
import { RechargeForm } from './recharge/RechargeForm.tsx';

/** /walletTopUp: on-chain top-up to one of the platform's deposit addresses. */
export default function WalletTopUpScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  const { data, error, refetch } = useQuery(RechargeNetworksQuery);
  const networks = data?.rechargeNetworks;

  return (
    <Page nav={{ title: t('common:titles.walletTopUp') }}>
      {networks ? (
        networks.length === 0 ? (
          <EmptyState title={t('recharge.noNetworks')} />
        ) : (
          <RechargeForm method="ON_CHAIN" networks={networks} />
        )
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <PageSkeleton />
      )}
    </Page>
  );
}
