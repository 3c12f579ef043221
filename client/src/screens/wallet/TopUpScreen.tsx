import { DollarCircleOutline } from '../../components/icons.tsx';
import { useQuery } from '@apollo/client/react';
import { List, Skeleton } from 'antd-mobile';
import { BankcardOutline, BillOutline, GlobalOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LinkItem } from '../../components/LinkItem.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { WalletBalanceQuery } from './operations.ts';
import './wallet.css';
import { useNumbers } from '../../i18n/useNumbers.ts';

/** /topUp: the balance and the two ways to top it up, with the records. */
export default function TopUpScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  const { data, loading, error, refetch } = useQuery(WalletBalanceQuery);
  const balance = data?.me?.balance;
  const { money } = useNumbers();

  return (
    <Page nav={{ title: t('common:titles.topUp') }}>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="wallet-hero" data-testid="wallet-balance">
            <div className="wallet-hero-label">{t('balance')}</div>
            {balance !== undefined ? (
              <div className="wallet-hero-amount">{money(balance)}</div>
            ) : loading ? (
              <Skeleton.Title animated className="wallet-hero-skeleton" />
            ) : (
              <div className="wallet-hero-amount">—</div>
            )}
            <div className="wallet-hero-note">{t('entry.reviewNote')}</div>
          </div>
          <List mode="card" className="wallet-entries">
            <LinkItem
              to="/walletTopUp"
              prefix={<GlobalOutline className="wallet-entry-icon" />}
              description={t('entry.onChainHint')}
            >
              {t('entry.onChain')}
            </LinkItem>
            <LinkItem
              to="/cardTopUp"
              prefix={<BankcardOutline className="wallet-entry-icon" />}
              description={t('entry.bankHint')}
            >
              {t('entry.bank')}
            </LinkItem>
          </List>
          <List mode="card">
            <LinkItem to="/topUpRecord" prefix={<UnorderedListOutline />}>
              {t('entry.topUpRecords')}
            </LinkItem>
            <LinkItem to="/capitalRecord" prefix={<BillOutline />}>
              {t('entry.fundRecords')}
            </LinkItem>
            <LinkItem to="/withDraw" prefix={<DollarCircleOutline />}>
              {t('entry.withdraw')}
            </LinkItem>
          </List>
        </>
      )}
    </Page>
  );
}
