import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlText } from '../../lib/htmlText.ts';

/**
 * The description's words without its markup (lib/htmlText.ts), where the page was rendered on
 * the server: what search engines and chat apps read of it, and what shows until the sanitised
 * description (ProductDescription.tsx, which needs the browser's DOM) comes with the rest of the page.
 */
export function DescriptionText({ html }: { html: string }) {
  const { t } = useTranslation('product');
  return (
    <section className="section" aria-labelledby="detail-description-title">
      <h2 className="section-title" id="detail-description-title">
        {t('description.title')}
      </h2>
      <DescriptionWords html={html} />
    </section>
  );
}

/** The description's words as a paragraph, or that it has none: what DescriptionText draws under its title. */
export function DescriptionWords({ html }: { html: string }) {
  const { t } = useTranslation('product');
  const text = useMemo(() => htmlText(html), [html]);
  return text ? (
    <p className="detail-description" dir="auto" data-testid="product-description">
      {text}
    </p>
  ) : (
    <p className="muted detail-empty">{t('description.empty')}</p>
  );
}
