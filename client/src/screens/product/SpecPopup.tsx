import { lazy, Suspense, useState } from 'react';
import type { SpecPopupProps } from './specPopupProps.ts';

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
