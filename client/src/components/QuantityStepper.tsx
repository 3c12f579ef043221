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
  useLayoutEffect(() => {
    stepper.current?.nativeElement?.setAttribute('aria-label', label);
  }, [label]);
  return <Stepper ref={stepper} {...props} />;
}
