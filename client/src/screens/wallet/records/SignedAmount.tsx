import { useNumbers } from '../../../i18n/useNumbers.ts';

/** A signed money amount: "+$12.50" in green or "-$12.50" in red. */
export function SignedAmount({ value }: { value: string }) {
  const { money } = useNumbers();
  const negative = value.trim().startsWith('-');
  return (
    <span className={`signed-amount ${negative ? 'is-out' : 'is-in'}`} data-testid="bill-amount">
      {/* The language's own minus sign and order ("-$12.50", "‎-12,50 $"); a plus for money in. */}
      {negative ? money(value) : `+${money(value)}`}
    </span>
  );
}
