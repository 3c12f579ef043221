import { useTranslation } from 'react-i18next';

/** A money amount with the dollar sign; the string is shown as the server gave it (never a float). */
export function Price({ value, market, className }: { value: string; market?: string | undefined; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className}>
      <span className="price">
        {t('currencySymbol')}
        {value}
      </span>
      {market && market !== value && (
        <span className="price-market">
          {t('currencySymbol')}
          {market}
        </span>
      )}
    </span>
  );
}
