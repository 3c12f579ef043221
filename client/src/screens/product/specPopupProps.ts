import type { SpecGroupView, SpecSelection } from './specChoice.ts';

/* What the options popup is given: apart from it, for the sheet it loads lazily (SpecSheet.tsx) reads it too. */

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
