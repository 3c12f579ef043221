import type { AppDeps } from '../http/context.ts';

// PLACEHOLDER: replaced by the auto-operator.
export function startAutoOperator(_deps: AppDeps, _seconds: number): () => void {
  return () => {};
}
