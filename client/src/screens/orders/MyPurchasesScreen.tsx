import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { OrderList } from './OrderList.tsx';

/**
 * `/myPurchases/:status?`: the buyer's orders opened on the tab of `:status`
 * (all, 0, 1, 2, 3, 4, -1, -2, -4, appDrawBack or drawBacking).
 */
export default function MyPurchasesScreen() {
  const { t } = useTranslation();
  const { status } = useParams();
  return (
    <Page nav={{ title: t('titles.myPurchases') }}>
      <OrderList key={status ?? 'all'} initialStatus={status} />
    </Page>
  );
}
