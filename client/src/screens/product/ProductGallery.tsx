import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenImages } from '../../components/FullScreenImages.tsx';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { FULL_WIDTH_SIZES } from '../../lib/pictureSizes.ts';

/**
 * The product's pictures with a counter; a tap opens them full screen.
 *
 * A CSS scroll-snap gallery: swiped natively, one picture at a time, with no
 * gesture library, so the first picture (the page's largest paint) shows with
 * the page. Pictures slide the same way in every language (left to right in
 * Arabic too, like Home's banners). The full-screen viewer loads on the tap.
 */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation('product');
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState<number | undefined>(undefined);
  const count = images.length;

  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const track = event.currentTarget;
    if (track.clientWidth)
      setCurrent(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
  };

  return (
    <div className="detail-gallery" id="detail-gallery" data-testid="product-gallery">
      {count > 0 ? (
        <>
          <div className="detail-gallery-track" dir="ltr" onScroll={onScroll} tabIndex={count > 1 ? 0 : undefined}>
            {images.map((url, index) => (
              <button
                type="button"
                key={`${url}-${index}`}
                className="detail-gallery-slide"
                aria-label={t('gallery.open', { index: index + 1 })}
                onClick={() => setViewing(index)}
              >
                {/* The first picture is the page's largest paint: fetched at once, first. */}
                <Picture src={url} alt={title} {...PICTURE.product} sizes={FULL_WIDTH_SIZES} priority={index === 0} />
              </button>
            ))}
          </div>
          <span className="detail-gallery-indicator" aria-label={t('gallery.image', { index: current + 1, count })}>
            {current + 1}/{count}
          </span>
        </>
      ) : (
        <div className="detail-gallery-slide">
          <span className="picture failed">
            <span className="picture-fallback" role="img" aria-label={title} />
          </span>
        </div>
      )}
      {/* Mounted per opening: the viewer reads its start index only when it mounts. */}
      {viewing !== undefined && (
        <FullScreenImages images={images} index={viewing} onClose={() => setViewing(undefined)} />
      )}
    </div>
  );
}
