import type { ErrorLike } from '@apollo/client';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntd } from '../../app/antd.tsx';
import { Page } from '../../components/Page.tsx';
import { Skeleton, SkeletonParagraph, SkeletonTitle } from '../../components/states/Skeleton.tsx';

/* The product page's stand-ins: while the product or the page's later parts load, and when it cannot be shown. */

const NotFoundPage = lazy(async () => ({
  default: await withAntd(import('../../components/NotFoundPage.tsx').then((module) => module.NotFoundPage)),
}));

/** Where the footer's buttons come, for the moment their code takes. */
export function FooterPlaceholder() {
  return <div className="detail-footer" aria-hidden="true" />;
}

/** Where the rest of the page comes, for the moment its code takes. */
export function MoreSkeleton() {
  return (
    <div className="section" aria-hidden="true">
      <SkeletonParagraph lineCount={3} />
    </div>
  );
}

export function DetailSkeleton({ title, busy }: { title: string; busy: boolean }) {
  return (
    <Page nav={{ title }} className="detail-page">
      <div aria-busy={busy} data-testid="detail-skeleton">
        <Skeleton className="detail-skeleton-image" />
        <div className="section">
          <SkeletonTitle />
          <SkeletonParagraph lineCount={3} />
        </div>
        <div className="section">
          <SkeletonParagraph lineCount={4} />
        </div>
      </div>
    </Page>
  );
}

/** An unknown product (the server's message) or a failed load, with a retry and a way home. */
export function DetailError(props: { title: string; error?: ErrorLike; onRetry?: () => void }) {
  const { t } = useTranslation('product');
  return (
    <Suspense fallback={<DetailSkeleton title={props.title} busy={false} />}>
      <NotFoundPage {...props} notFound={t('notFound')} backHome={t('backHome')} testId="detail-error" />
    </Suspense>
  );
}
