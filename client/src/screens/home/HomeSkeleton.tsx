import { ProductGridSkeleton } from '../../components/states/PageSkeleton.tsx';
import { Skeleton } from '../../components/states/Skeleton.tsx';

/** Home's content while it loads: the shapes of its banners, categories and products. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true" data-testid="home-skeleton">
      <Skeleton className="home-banner-skeleton" />
      <div className="section home-categories">
        <div className="home-category-grid">
          {Array.from({ length: 10 }, (_, index) => (
            <div key={index} className="home-category">
              <Skeleton className="home-category-skeleton" />
              <Skeleton className="home-category-name-skeleton" />
            </div>
          ))}
        </div>
      </div>
      <ProductGridSkeleton count={4} />
    </div>
  );
}
