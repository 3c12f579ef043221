import { useNumbers } from '../i18n/useNumbers.ts';

/** A money amount in the shopper's language ("$1,234.50"); the string is never turned into a float. */
export function Price({
  value,
  market,
  className,
}: {
  value: string;
  market?: string | undefined;
  className?: string;
}) {
  const { money } = useNumbers();
  return (
    <span className={className}>
      <span className="price">{money(value)}</span>
      {market && market !== value && <span className="price-market">{money(market)}</span>}
    </span>
  );
}
