import { Stepper, type StepperRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

interface QuantityStepperProps {
  /** What the number box is called for screen readers ("Quantity"). */
  label: string;
  value: number;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  digits?: number;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * antd-mobile's Stepper with its number box labelled. The Stepper passes an
 * aria-label to its wrapper <div> (where ARIA forbids it) and none to the input;
 * the name goes on the input instead, the one control that needs it.
 */
export function QuantityStepper({ label, ...props }: QuantityStepperProps) {
  const stepper = useRef<StepperRef>(null);
  // After every render: the Stepper writes its attributes again when the value changes.
  useLayoutEffect(() => {
    const input = stepper.current?.nativeElement;
    if (!input) return;
    input.setAttribute('aria-label', label);
    // Without a max (or min) it writes "NaN", which is no value; and its Input repeats the
    // spinbutton's values on its wrapper <div>, which has no role to carry them.
    const wrapper = input.closest('.adm-input');
    for (const name of ['aria-valuemax', 'aria-valuemin', 'aria-valuenow']) {
      const value = input.getAttribute(name);
      if (value !== null && !Number.isFinite(Number(value))) input.removeAttribute(name);
      if (wrapper && wrapper !== input && !wrapper.hasAttribute('role')) wrapper.removeAttribute(name);
    }
  });
  return <Stepper ref={stepper} {...props} />;
}
