import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, SwipeAction, Tag } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GoShoppingButton } from '../../components/GoShoppingButton.tsx';
import { LazyImage, PICTURE } from '../../components/LazyImage.tsx';
import { sumMoney } from '../../lib/money.ts';
import { Page } from '../../components/Page.tsx';
import { PendingPage } from '../../components/Pending.tsx';
import { Price } from '../../components/Price.tsx';
import { QuantityStepper as Stepper } from '../../components/QuantityStepper.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { toast } from '../../lib/toast.ts';
import { getFragmentData } from '../../gql/index.ts';
import type { BagScreen_CartFragment } from '../../gql/graphql.ts';
import { groupByShop } from './groupByShop.ts';
import { REPEATABLE } from './repeatable.ts';
import { BagCartFragment, BagQuery, RemoveCartItemsMutation, SetCartItemQuantityMutation } from './operations.ts';
import { ShopHeading } from './ShopHeading.tsx';
import './cart.css';

type CartLine = BagScreen_CartFragment['items'][number];

/** A quantity typed or tapped is sent once the buyer pauses, not on every tap. */
export const QUANTITY_DELAY_MS = 350;
/** Below this stock a line says how many are left. */
const LOW_STOCK = 10;

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
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState(false);
  const [removeItems, removal] = useMutation(RemoveCartItemsMutation);

  // A line the buyer has not seen here yet (just added, or the bag's first load) starts
  // selected: what they put in the bag is what they mean to buy, and the total says so.
  const seen = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const fresh = items.filter((item) => !seen.current.has(item.id)).map((item) => item.id);
    if (fresh.length === 0) return;
    seen.current = new Set([...seen.current, ...fresh]);
    setSelected((previous) => new Set([...previous, ...fresh]));
  }, [items]);

  // The tab stays mounted while hidden; its effects run again each time it shows:
  // reload then, so lines added elsewhere (or stock that changed) appear.
  const refetchLatest = useRef(refetch);
  refetchLatest.current = refetch;
  const shownBefore = useRef(false);
  useEffect(() => {
    if (shownBefore.current) refetchLatest.current().catch(() => undefined);
    shownBefore.current = true;
  }, []);

  const selectable = (item: CartLine) => editing || item.stock > 0;
  const chosen = items.filter((item) => selected.has(item.id) && selectable(item));
  const selectableItems = items.filter(selectable);
  const allChosen = selectableItems.length > 0 && chosen.length === selectableItems.length;
  const total = sumMoney(chosen.map((item) => item.total));
  const groups = useMemo(() => groupByShop(items), [items]);

  const setChosen = (ids: readonly string[], checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const remove = async (ids: string[]) => {
    if (ids.length === 0) return;
    const confirmed = await Dialog.confirm({
      content: t('cart:deleteConfirm', { count: ids.length }),
      confirmText: t('common:actions.delete'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await removeItems({ variables: { ids } });
    } catch {
      return; // The error link has told the buyer why.
    }
    toast.success(t('common:messages.deleteSuccess'));
    setChosen(ids, false);
  };

  const checkout = () => {
    if (chosen.length === 0) {
      toast.info(t('common:validation.selectItems'));
      return;
    }
    navigate(`/checkout?items=${chosen.map((item) => item.id).join(',')}`);
  };

  const toggleEditing = () => {
    setEditing((value) => !value);
    setSelected(new Set());
  };

  const nav = {
    title: t('common:titles.bag'),
    noBack: true,
    right:
      items.length > 0 ? (
        <button type="button" className="bag-edit" onClick={toggleEditing} data-testid="bag-edit">
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

  const footer = (
    <div className="bag-footer">
      <Checkbox
        checked={allChosen}
        indeterminate={chosen.length > 0 && !allChosen}
        onChange={(checked) => setChosen(selectableItems.map((item) => item.id), checked)}
        data-testid="bag-select-all"
      >
        {t('cart:selectAll')}
      </Checkbox>
      {editing ? (
        <Button
          className="bag-footer-action"
          color="danger"
          fill="outline"
          shape="rounded"
          disabled={chosen.length === 0}
          loading={removal.loading}
          onClick={() => void remove(chosen.map((item) => item.id))}
          data-testid="bag-delete-selected"
        >
          {t('cart:deleteSelected', { count: chosen.length })}
        </Button>
      ) : (
        <>
          <div className="bag-footer-total" data-testid="bag-total">
            <span className="muted">{t('cart:totalLabel')}</span>
            <Price value={total} />
          </div>
          <Button
            className="bag-footer-action"
            color="primary"
            shape="rounded"
            onClick={checkout}
            data-testid="bag-checkout"
          >
            {t('cart:checkoutCount', { count: chosen.length })}
          </Button>
        </>
      )}
    </div>
  );

  return (
    <Page nav={nav} footer={footer}>
      {groups.map((group) => {
        const groupSelectable = group.items.filter(selectable);
        const groupChosen = groupSelectable.filter((item) => selected.has(item.id));
        const groupAll = groupSelectable.length > 0 && groupChosen.length === groupSelectable.length;
        return (
          <section className="section cart-shop" key={group.shopId} data-testid="bag-shop">
            <div className="cart-shop-head">
              <Checkbox
                checked={groupAll}
                indeterminate={groupChosen.length > 0 && !groupAll}
                disabled={groupSelectable.length === 0}
                onChange={(checked) => setChosen(groupSelectable.map((item) => item.id), checked)}
                data-testid="bag-shop-select"
              >
                <span className="visually-hidden">{t('cart:selectShop')}</span>
              </Checkbox>
              <ShopHeading shopId={group.shopId} />
            </div>
            {group.items.map((item) => (
              <SwipeAction
                key={item.id}
                rightActions={[
                  {
                    key: 'delete',
                    text: t('common:actions.delete'),
                    color: 'danger',
                    onClick: () => void remove([item.id]),
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
      })}
    </Page>
  );
}

function BagLine({
  item,
  checked,
  disabled,
  onCheck,
}: {
  item: CartLine;
  checked: boolean;
  disabled: boolean;
  onCheck: (checked: boolean) => void;
}) {
  const { t } = useTranslation(['cart', 'common']);
  const soldOut = item.stock <= 0;
  const detail = `/detail/${item.productId}/${item.shopId}`;
  return (
    <div className={`cart-line${soldOut ? ' sold-out' : ''}`} data-testid="bag-line">
      <Checkbox className="cart-line-check" checked={checked} disabled={disabled} onChange={onCheck}>
        <span className="visually-hidden">{t('cart:selectLine', { title: item.title })}</span>
      </Checkbox>
      <Link className="cart-line-image" to={detail} tabIndex={-1}>
        <LazyImage src={item.image} alt={item.title} {...PICTURE.product} />
      </Link>
      <div className="cart-line-body">
        <Link className="cart-line-title" to={detail} dir="auto">
          {item.title}
        </Link>
        {item.specValues.length > 0 && <span className="cart-line-spec">{item.specValues.join(' / ')}</span>}
        {soldOut ? (
          <Tag className="cart-line-tag" color="default" fill="outline">
            {t('cart:soldOut')}
          </Tag>
        ) : (
          item.stock < LOW_STOCK && <span className="cart-line-stock">{t('cart:stockLeft', { count: item.stock })}</span>
        )}
        <div className="cart-line-foot">
          <Price value={item.price} />
          <QuantityStepper item={item} disabled={soldOut} />
        </div>
      </div>
    </div>
  );
}

/** The quantity of a line, 1 to the stock, saved a moment after the buyer stops changing it. */
function QuantityStepper({ item, disabled }: { item: CartLine; disabled: boolean }) {
  const { t } = useTranslation('cart');
  const [setQuantity] = useMutation(SetCartItemQuantityMutation);
  const [value, setValue] = useState(item.quantity);
  const saved = useRef(item.quantity);
  const pending = useRef<{ timer: number; quantity: number } | null>(null);

  useEffect(() => {
    saved.current = item.quantity;
    if (!pending.current) setValue(item.quantity);
  }, [item.quantity]);

  const send = (quantity: number) => {
    pending.current = null;
    if (quantity === saved.current) return;
    setQuantity({ variables: { id: item.id, quantity }, context: REPEATABLE }).catch(() => setValue(saved.current));
  };

  // Leaving (or hiding the tab) sends what is still waiting.
  useEffect(
    () => () => {
      const waiting = pending.current;
      if (waiting) {
        window.clearTimeout(waiting.timer);
        send(waiting.quantity);
      }
    },
    [],
  );

  const change = (next: number | null) => {
    const max = Math.max(1, item.stock);
    const wanted = Math.max(1, Math.round(next ?? 1));
    // More than the stock is not refused in silence: the buyer is told why it stops there.
    if (wanted > max) toast.info(t('stockLeft', { count: item.stock }));
    const quantity = Math.min(max, wanted);
    setValue(quantity);
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = { quantity, timer: window.setTimeout(() => send(quantity), QUANTITY_DELAY_MS) };
  };

  return (
    <Stepper
      className="cart-line-stepper"
      min={1}
      digits={0}
      value={value}
      disabled={disabled}
      onChange={change}
      label={t('quantity')}
      data-testid="bag-quantity"
    />
  );
}
