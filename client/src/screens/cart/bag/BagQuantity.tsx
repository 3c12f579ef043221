import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../components/QuantityStepper.tsx';
import { toast } from '../../../lib/toast.ts';
import { SetCartItemQuantityMutation } from '../operations.ts';
import { REPEATABLE } from '../repeatable.ts';
import { bagWithQuantity, cachedBag } from './optimisticBag.ts';
import type { CartLine } from './useBagSelection.ts';

/** A quantity typed or tapped is sent once the buyer pauses, not on every tap. */
const QUANTITY_DELAY_MS = 350;

/** The quantity of a line, 1 to the stock, saved a moment after the buyer stops changing it. */
export function BagQuantity({ item, disabled }: { item: CartLine; disabled: boolean }) {
  const { t } = useTranslation('cart');
  const client = useApolloClient();
  // The line's total and the bag's follow at once; a failure puts them back.
  const [setQuantity] = useMutation(SetCartItemQuantityMutation, {
    optimisticResponse: ({ id, quantity }, { IGNORE }) => {
      const bag = cachedBag(client.cache);
      return bag ? { setCartItemQuantity: bagWithQuantity(bag, String(id), quantity) } : IGNORE;
    },
  });
  const [value, setValue] = useState(item.quantity);
  const saved = useRef(item.quantity);
  const pending = useRef<{ timer: number; quantity: number } | null>(null);

  useEffect(() => {
    saved.current = item.quantity;
    if (!pending.current) setValue(item.quantity);
  }, [item.quantity]);

  // The same function while the line stays this line (useMutation's function does not change).
  const send = useCallback(
    (quantity: number) => {
      pending.current = null;
      if (quantity === saved.current) return;
      setQuantity({ variables: { id: item.id, quantity }, context: REPEATABLE }).catch(() => setValue(saved.current));
    },
    [item.id, setQuantity],
  );

  // Leaving (or hiding the tab) sends what is still waiting.
  useEffect(
    () => () => {
      const waiting = pending.current;
      if (waiting) {
        window.clearTimeout(waiting.timer);
        send(waiting.quantity);
      }
    },
    [send],
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
    <QuantityStepper
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
