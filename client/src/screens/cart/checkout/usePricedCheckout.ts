import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { CreateCheckoutMutation } from '../operations.ts';
import { REPEATABLE } from '../repeatable.ts';
import type { CheckoutSource } from './checkoutSource.ts';

/** The checkout of `parsed` as the server priced it (lines, subtotal, freight, total, proposed address). */
export function usePricedCheckout(parsed: CheckoutSource | null) {
  const [create, creation] = useMutation(CreateCheckoutMutation);

  const load = useCallback(() => {
    if (!parsed) return;
    // The screen shows a failure itself (error state with retry).
    create({ variables: { source: parsed.source }, context: { ...REPEATABLE, silent: true } }).catch(() => undefined);
  }, [create, parsed]);

  // Priced once per source, even when effects run twice (development) or the tab re-renders.
  const pricedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!parsed || pricedFor.current === parsed.key) return;
    pricedFor.current = parsed.key;
    load();
  }, [parsed, load]);

  return { checkout: creation.data?.createCheckout, error: creation.error, load };
}

export type PricedCheckout = NonNullable<ReturnType<typeof usePricedCheckout>['checkout']>;
