import { Button, type ButtonProps } from 'antd-mobile';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** The form is being sent: the button spins and cannot be pressed again. */
  loading: boolean;
  /** Not pressable for another reason too (e.g. while a photo uploads). */
  disabled?: boolean;
  size?: ButtonProps['size'];
  testId?: string;
  children: ReactNode;
}

/** A form's submit button: full width, rounded, primary; large unless told otherwise. */
export function SubmitButton({ loading, disabled = false, size = 'large', testId, children }: SubmitButtonProps) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      shape="rounded"
      size={size}
      loading={loading}
      disabled={loading || disabled}
      {...(testId ? { 'data-testid': testId } : {})}
    >
      {children}
    </Button>
  );
}
