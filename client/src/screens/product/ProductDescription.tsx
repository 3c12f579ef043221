import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitizeHtml.ts';

/** The merchant's description, rendered only after it has been sanitised. */
export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation('product');
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section className="section" aria-labelledby="detail-description-title">
      <h2 className="section-title" id="detail-description-title">
        {t('description.title')}
      </h2>
      {safe ? (
        <div
          className="detail-description"
          dir="auto"
          data-testid="product-description"
          dangerouslySetInnerHTML={{ __html: safe }}
        />
      ) : (
        <p className="muted detail-empty">{t('description.empty')}</p>
      )}
    </section>
  );
}
