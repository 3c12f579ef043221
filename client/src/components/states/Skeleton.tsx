// antd-mobile's skeleton stylesheet only: these draw its markup without loading its components.
import 'antd-mobile/es/components/skeleton/skeleton.css';

/**
 * Loading placeholders for the first screen: the markup of antd-mobile's Skeleton
 * (same classes, same look and `--width`/`--height` variables) as plain elements.
 */
export function Skeleton({ className }: { className?: string }) {
  return <div className={`adm-skeleton adm-skeleton-animated${className ? ` ${className}` : ''}`} />;
}

export function SkeletonTitle() {
  return <Skeleton className="adm-skeleton-title" />;
}

export function SkeletonParagraph({ lineCount = 3 }: { lineCount?: number }) {
  return (
    <div className="adm-skeleton-paragraph">
      {Array.from({ length: lineCount }, (_, index) => (
        <Skeleton key={index} className="adm-skeleton-paragraph-line" />
      ))}
    </div>
  );
}
