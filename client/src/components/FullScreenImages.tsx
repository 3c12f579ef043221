import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureAt } from '../lib/pictureUrls.ts';
import { LARGEST_PICTURE_WIDTH } from '../lib/pictureWidths.ts';
import { CloseOutline } from './icons.tsx';
import './FullScreenImages.css';

/** antd-mobile's ImageViewer (with the gesture and animation libraries) loads when a picture is tapped. */
const Viewer = lazy(() => import('./fullScreenViewer.ts'));

interface FullScreenImagesProps {
  images: readonly string[];
  /** The picture shown first. */
  index: number;
  onClose: () => void;
}

/**
 * Pictures full screen (swipe between them, pinch to zoom, tap or the close button to
 * close), on black: nothing of the page shows through (antd-mobile's mask is 75% opaque,
 * and the page's title showed under the counter). Mount it when the shopper taps a picture:
 * its code is fetched then, not with the page, and so are the pictures at the largest width
 * (for zooming), which the page's own smaller pictures never ask for.
 */
export function FullScreenImages({ images, index, onClose }: FullScreenImagesProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Viewer
        images={images.map((url) => pictureAt(url, LARGEST_PICTURE_WIDTH))}
        visible
        defaultIndex={index}
        onClose={onClose}
        classNames={{ mask: 'full-screen-images' }}
        renderFooter={() => (
          <button
            type="button"
            className="full-screen-images-close"
            aria-label={t('actions.close')}
            onClick={onClose}
            data-testid="full-screen-close"
          >
            <CloseOutline />
          </button>
        )}
      />
    </Suspense>
  );
}
