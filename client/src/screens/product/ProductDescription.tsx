import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerRendered } from '../../components/serverRendered.ts';
import { useNearScreen } from '../../components/useNearScreen.ts';
import { sanitizeHtml } from '../../lib/sanitizeHtml.ts';
import { DescriptionWords } from './DescriptionText.tsx';

/**
 * The merchant's description, rendered only after it has been sanitised. On a page the server
 * drew, its words stay as the server wrote them (DescriptionText.tsx) until the section comes
 * near the screen or is touched: sanitising a long description is tens of milliseconds on a slow
 * phone, and below the first screen it need not be part of the start-up (ADR 0016).
 */
export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation('product');
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section, !useServerRendered());
  const safe = useMemo(() => (near ? sanitizeHtml(html) : undefined), [html, near]);
  return (
    <section className="section" aria-labelledby="detail-description-title" ref={section}>
      <h2 className="section-title" id="detail-description-title">
        {t('description.title')}
      </h2>
      {!near ? (
        <DescriptionWords html={html} />
      ) : safe ? (
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
