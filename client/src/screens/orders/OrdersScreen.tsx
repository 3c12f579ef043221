import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { OrderList } from './OrderList.tsx';

/** `/order`: the buyer's orders, every tab of the specification, starting with all of them. */
export default function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <Page nav={{ title: t('titles.order') }}>
      <OrderList />
    </Page>
  );
}
