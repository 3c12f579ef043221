import { Skeleton } from 'antd-mobile';

/** What a screen shows while its code or first data loads. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}

/** A grid of product-card placeholders. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div className="product-card skeleton-card" key={index}>
          <Skeleton animated className="skeleton-image" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
