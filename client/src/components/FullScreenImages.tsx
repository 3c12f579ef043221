import { lazy, Suspense } from 'react';
import { pictureAt } from '../lib/pictureUrls.ts';
import { LARGEST_PICTURE_WIDTH } from '../lib/pictureWidths.ts';

/** antd-mobile's ImageViewer (with the gesture and animation libraries) loads when a picture is tapped. */
const Viewer = lazy(() => import('./fullScreenViewer.ts'));

interface FullScreenImagesProps {
  images: readonly string[];
  /** The picture shown first. */
  index: number;
  onClose: () => void;
}

/**
 * Pictures full screen (swipe between them, pinch to zoom, tap to close). Mount
 * it when the shopper taps a picture: its code is fetched then, not with the page,
 * and so are the pictures at the largest width (for zooming), which the page's
 * own smaller pictures never ask for.
 */
export function FullScreenImages({ images, index, onClose }: FullScreenImagesProps) {
  return (
    <Suspense fallback={null}>
      <Viewer
        images={images.map((url) => pictureAt(url, LARGEST_PICTURE_WIDTH))}
        visible
        defaultIndex={index}
        onClose={onClose}
      />
    </Suspense>
  );
}
