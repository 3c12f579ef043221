import type { MultiImageViewerRef } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { pictureAt } from '../lib/pictureUrls.ts';
import { LARGEST_PICTURE_WIDTH } from '../lib/pictureWidths.ts';
import { CloseOutline, LeftOutline, RightOutline } from './icons.tsx';
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
 *
 * antd-mobile hides its whole viewer from assistive technology (its mask is `aria-hidden`),
 * so the controls live in a dialog of their own above it: the close button (focused on
 * opening; Escape closes too, and focus goes back to the picture tapped), which picture of
 * how many shows, and previous / next buttons that a keyboard or a screen reader reaches
 * (on screen only while focused: fingers swipe). The page behind is inert meanwhile.
 */
export function FullScreenImages({ images, index, onClose }: FullScreenImagesProps) {
  const { t } = useTranslation();
  const viewer = useRef<MultiImageViewerRef>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(index);
  const count = images.length;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page behind is out of reach while the pictures cover it: no focus, nothing read out.
    const page = document.getElementById('root');
    if (page) page.inert = true;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (page) page.inert = false;
      opener?.focus();
    };
  }, [onClose]);

  const go = (to: number) => {
    const next = Math.min(count - 1, Math.max(0, to));
    viewer.current?.swipeTo(next);
    setShown(next);
  };

  return (
    <>
      <Suspense fallback={null}>
        <Viewer
          ref={viewer}
          images={images.map((url) => pictureAt(url, LARGEST_PICTURE_WIDTH))}
          visible
          defaultIndex={index}
          onClose={onClose}
          onIndexChange={setShown}
          classNames={{ mask: 'full-screen-images' }}
        />
      </Suspense>
      {createPortal(
        <div
          className="full-screen-images-controls"
          role="dialog"
          aria-modal="true"
          aria-label={t('viewer.label')}
          data-testid="full-screen-images"
        >
          <button
            ref={closeButton}
            type="button"
            className="full-screen-images-close"
            aria-label={t('actions.close')}
            onClick={onClose}
            data-testid="full-screen-close"
          >
            <CloseOutline />
          </button>
          <p className="visually-hidden" aria-live="polite" data-testid="full-screen-position">
            {t('viewer.position', { index: shown + 1, count })}
          </p>
          {count > 1 && (
            // The pictures slide left to right in every language, so the arrows do not turn around in Arabic.
            <div className="full-screen-images-steps" dir="ltr">
              <button
                type="button"
                className="full-screen-images-step previous"
                aria-label={t('viewer.previous')}
                disabled={shown === 0}
                onClick={() => go(shown - 1)}
              >
                <LeftOutline />
              </button>
              <button
                type="button"
                className="full-screen-images-step next"
                aria-label={t('viewer.next')}
                disabled={shown === count - 1}
                onClick={() => go(shown + 1)}
              >
                <RightOutline />
              </button>
            </div>
          )}
        </div>,
        document.body,
      )}
    </>
  );
}
