import { Skeleton } from 'antd-mobile';

/** Placeholder rows while a list of shops loads. */
export function ShopListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className="shop-list" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div className="shop-card" key={index}>
          <Skeleton animated className="shop-skeleton-avatar" />
          <div className="shop-card-body">
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        </div>
      ))}
    </div>
  );
}
