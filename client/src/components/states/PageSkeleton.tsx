import { Skeleton, SkeletonParagraph, SkeletonTitle } from './Skeleton.tsx';

/** What a screen shows while its code or first data loads. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <SkeletonTitle />
      <SkeletonParagraph lineCount={5} />
      <SkeletonParagraph lineCount={4} />
    </div>
  );
}

/** A grid of product-card placeholders. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div className="product-card skeleton-card" key={index}>
          <Skeleton className="skeleton-image" />
          <SkeletonParagraph lineCount={2} />
        </div>
      ))}
    </div>
  );
}
