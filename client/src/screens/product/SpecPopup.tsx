import { lazy, Suspense, useState } from 'react';
import type { SpecGroupView, SpecSelection } from './specChoice.ts';

/** What opened the popup: the options row (both actions) or one of the footer's buttons. */
export type SpecPopupMode = 'select' | 'cart' | 'buy';

export interface SpecPopupProps {
  visible: boolean;
  mode: SpecPopupMode;
  image: string;
  title: string;
  price: string;
  stock: number;
  groups: readonly SpecGroupView[];
  selection: SpecSelection;
  quantity: number;
  busy: boolean;
  onChoose: (groupIndex: number, value: string) => void;
  onQuantity: (quantity: number) => void;
  onClose: () => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/** The sheet itself, with antd-mobile's Popup and Stepper (and the animation library under them). */
const SpecSheet = lazy(() => import('./SpecSheet.tsx'));

/**
 * The options sheet (spec choice, quantity, add to bag or buy). Its code loads
 * the first time the shopper opens it, not with the product page; from then on
 * it stays mounted, so it can slide away and back.
 */
export function SpecPopup(props: SpecPopupProps) {
  const [opened, setOpened] = useState(props.visible);
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SpecSheet {...props} />
    </Suspense>
  );
}
