import { ImageViewer, Swiper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../components/LazyImage.tsx';

/** The product's pictures in a swiper with a counter; a tap opens them full screen. */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation('product');
  const [viewing, setViewing] = useState<number | undefined>(undefined);
  const count = images.length;

  return (
    <div className="detail-gallery" data-testid="product-gallery">
      {count > 0 ? (
        <Swiper
          loop={count > 1}
          indicator={(total, index) => (
            <span className="detail-gallery-indicator" aria-label={t('gallery.image', { index: index + 1, count: total })}>
              {index + 1}/{total}
            </span>
          )}
        >
          {images.map((url, index) => (
            <Swiper.Item key={`${url}-${index}`}>
              <button
                type="button"
                className="detail-gallery-slide"
                aria-label={t('gallery.open', { index: index + 1 })}
                onClick={() => setViewing(index)}
              >
                <LazyImage src={url} alt={title} eager={index === 0} />
              </button>
            </Swiper.Item>
          ))}
        </Swiper>
      ) : (
        <div className="detail-gallery-slide">
          <span className="lazy-image failed">
            <span className="lazy-image-fallback" role="img" aria-label={title} />
          </span>
        </div>
      )}
      {/* Mounted per opening: the viewer reads its start index only when it mounts. */}
      {viewing !== undefined && (
        <ImageViewer.Multi images={[...images]} visible defaultIndex={viewing} onClose={() => setViewing(undefined)} />
      )}
    </div>
  );
}
