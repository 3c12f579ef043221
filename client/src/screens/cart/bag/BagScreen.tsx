import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GoShoppingButton } from '../../../components/GoShoppingButton.tsx';
import { Page } from '../../../components/Page.tsx';
import { PendingPage } from '../../../components/Pending.tsx';
import { EmptyState } from '../../../components/states/EmptyState.tsx';
import { getFragmentData } from '../../../gql/index.ts';
import { sumMoney } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { groupByShop } from '../groupByShop.ts';
import { BagCartFragment, BagQuery } from '../operations.ts';
import { BagFooter } from './BagFooter.tsx';
import { BagShop } from './BagShop.tsx';
import { useBagSelection } from './useBagSelection.ts';
import { useRefetchOnShow } from './useRefetchOnShow.ts';
import { useRemoveLines } from './useRemoveLines.ts';
import '../cart.css';

/**
 * The bag (a cached tab root): lines grouped by shop, selection per line, per
 * shop and for all, quantities, deletion (swipe, or edit mode for several) and
 * the total of what is selected, which goes on to the checkout.
 */
export default function BagScreen() {
  const { t } = useTranslation(['cart', 'common']);
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(BagQuery);
  const cart = data ? getFragmentData(BagCartFragment, data.cart) : undefined;
  const items = useMemo(() => cart?.items ?? [], [cart]);
  const selection = useBagSelection(items);
  const { remove, removing } = useRemoveLines((ids) => selection.setChosen(ids, false));
  useRefetchOnShow(refetch);

  const { chosen, editing } = selection;
  const total = sumMoney(chosen.map((item) => item.total));
  const groups = useMemo(() => groupByShop(items), [items]);

  const checkout = () => {
    if (chosen.length === 0) {
      toast.info(t('common:validation.selectItems'));
      return;
    }
    void navigate(`/checkout?items=${chosen.map((item) => item.id).join(',')}`);
  };

  const nav = {
    title: t('common:titles.bag'),
    noBack: true,
    right:
      items.length > 0 ? (
        <button type="button" className="bag-edit" onClick={selection.toggleEditing} data-testid="bag-edit">
          {editing ? t('cart:done') : t('common:actions.edit')}
        </button>
      ) : undefined,
  };

  if (!data) return <PendingPage nav={nav} query={{ error, refetch }} />;
  if (items.length === 0) {
    return (
      <Page nav={nav}>
        <div className="bag-empty" data-testid="bag-empty">
          <EmptyState
            title={t('cart:emptyTitle')}
            description={t('cart:emptyDescription')}
            action={<GoShoppingButton />}
          />
        </div>
      </Page>
    );
  }

  const onRemove = (ids: string[]) => void remove(ids);
  const footer = (
    <BagFooter selection={selection} total={total} removing={removing} onRemove={onRemove} onCheckout={checkout} />
  );

  return (
    <Page nav={nav} footer={footer}>
      {groups.map((group) => (
        <BagShop
          key={group.shopId}
          shopId={group.shopId}
          items={group.items}
          selection={selection}
          onRemove={onRemove}
        />
      ))}
    </Page>
  );
}
