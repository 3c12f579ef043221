// antd-mobile's ErrorBlock stylesheet only: the block below draws its markup without loading the component.
import 'antd-mobile/es/components/error-block/error-block.css';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

/**
 * antd-mobile's illustrations are decoration: they follow the text, and a failed
 * download (offline) leaves the space empty rather than failing the screen.
 */
function illustration(load: () => Promise<ReactElement>) {
  return lazy<() => ReactElement | null>(() =>
    load().then(
      (image) => ({ default: () => image }),
      () => ({ default: () => null }),
    ),
  );
}

const IMAGES = {
  default: illustration(() =>
    import('antd-mobile/es/components/error-block/images/default').then((m) => m.defaultImage),
  ),
  empty: illustration(() => import('antd-mobile/es/components/error-block/images/empty').then((m) => m.emptyImage)),
};

interface StateBlockProps {
  status: keyof typeof IMAGES;
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * The markup (and so the look) of antd-mobile's ErrorBlock — an illustration, a
 * title, a description and a way forward — without its code, which Home would
 * otherwise load before its first paint.
 */
export function StateBlock({ status, title, description, children }: StateBlockProps) {
  const Image = IMAGES[status];
  return (
    <div className="adm-error-block">
      <div className="adm-error-block-image">
        <Suspense fallback={null}>
          <Image />
        </Suspense>
      </div>
      <div className="adm-error-block-description">
        {title !== undefined && title !== null && <div className="adm-error-block-description-title">{title}</div>}
        {description !== undefined && description !== null && (
          <div className="adm-error-block-description-subtitle">{description}</div>
        )}
      </div>
      {children && <div className="adm-error-block-content">{children}</div>}
    </div>
  );
}
