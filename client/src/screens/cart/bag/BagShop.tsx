import { Checkbox, SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ShopHeading } from '../ShopHeading.tsx';
import { BagLine } from './BagLine.tsx';
import type { BagSelection, CartLine } from './useBagSelection.ts';

interface BagShopProps {
  shopId: string;
  items: readonly CartLine[];
  selection: BagSelection;
  onRemove: (ids: string[]) => void;
}

/** One shop's lines in the bag, with a check box for all of them; a line swiped aside offers deleting it. */
export function BagShop({ shopId, items, selection, onRemove }: BagShopProps) {
  const { t } = useTranslation(['cart', 'common']);
  const { selected, selectable, setChosen } = selection;
  const groupSelectable = items.filter(selectable);
  const groupChosen = groupSelectable.filter((item) => selected.has(item.id));
  const groupAll = groupSelectable.length > 0 && groupChosen.length === groupSelectable.length;
  return (
    <section className="section cart-shop" data-testid="bag-shop">
      <div className="cart-shop-head">
        <Checkbox
          checked={groupAll}
          indeterminate={groupChosen.length > 0 && !groupAll}
          disabled={groupSelectable.length === 0}
          onChange={(checked) =>
            setChosen(
              groupSelectable.map((item) => item.id),
              checked,
            )
          }
          data-testid="bag-shop-select"
        >
          <span className="visually-hidden">{t('cart:selectShop')}</span>
        </Checkbox>
        <ShopHeading shopId={shopId} />
      </div>
      {items.map((item) => (
        <SwipeAction
          key={item.id}
          rightActions={[
            {
              key: 'delete',
              text: t('common:actions.delete'),
              color: 'danger',
              onClick: () => onRemove([item.id]),
            },
          ]}
        >
          <BagLine
            item={item}
            checked={selected.has(item.id) && selectable(item)}
            disabled={!selectable(item)}
            onCheck={(checked) => setChosen([item.id], checked)}
          />
        </SwipeAction>
      ))}
    </section>
  );
}
