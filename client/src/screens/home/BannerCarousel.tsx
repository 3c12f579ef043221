import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { HOME_BANNER_SIZES } from '../../lib/pictureSizes.ts';

/**
 * Where a banner leads: the legacy API gives a banner no link of its own, and its pictures
 * draw a "Shop now" button; the hot products are what every campaign offers.
 */
const BANNER_TARGET = '/popular';

/** A new banner every 4 s. */
const BANNER_INTERVAL_MS = 4000;

interface BannerCarouselProps {
  banners: readonly string[];
  /** The text alternative of the banner at `index`. */
  alt: (index: number) => string;
}

/**
 * Home's banners, each a link to the hot products: a CSS scroll-snap carousel (swiped natively, no gesture library)
 * that moves on by itself, with page dots. Banners are pictures: they slide the
 * same way in every language, so the carousel is left to right in Arabic too.
 * Autoplay waits while the user moves the banners and stops while Home is hidden.
 */
export function BannerCarousel({ banners, alt }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  /** When the user last touched, dragged or wheeled the banners. */
  const movedByHand = useRef(0);
  const count = banners.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element?.clientWidth || Date.now() - movedByHand.current < BANNER_INTERVAL_MS) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      // After the last banner, back to the first.
      element.scrollTo({ left: next * element.clientWidth });
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  const onScroll = () => {
    const element = track.current;
    if (element?.clientWidth) setCurrent(Math.min(count - 1, Math.round(element.scrollLeft / element.clientWidth)));
  };
  const onMovedByHand = () => {
    movedByHand.current = Date.now();
  };

  return (
    <div className="banner-carousel" dir="ltr">
      <div
        className="banner-track"
        ref={track}
        // Scrollable, so reachable by keyboard (arrow keys move the banners).
        tabIndex={0}
        onScroll={onScroll}
        onPointerDown={onMovedByHand}
        onTouchStart={onMovedByHand}
        onWheel={onMovedByHand}
      >
        {banners.map((url, index) => (
          <Link
            className="banner-slide"
            key={`${url}-${index}`}
            to={BANNER_TARGET}
            // Named even before its picture is drawn (those off screen wait to be scrolled to).
            aria-label={alt(index)}
            data-testid="home-banner"
          >
            <Picture
              className="home-banner"
              src={url}
              alt={alt(index)}
              {...PICTURE.banner}
              sizes={HOME_BANNER_SIZES}
              priority={index === 0}
            />
          </Link>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-dots" aria-hidden="true">
          {banners.map((url, index) => (
            <span key={`${url}-${index}`} className={`banner-dot${index === current ? ' active' : ''}`} />
          ))}
        </div>
      )}
    </div>
  );
}
