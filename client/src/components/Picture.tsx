import { use, useEffect, useRef, useState, type CSSProperties } from 'react';
import { pictureAt, pictureSrcSet } from '../lib/pictureUrls.ts';
import { PICTURE_FALLBACK_WIDTH } from '../lib/pictureWidths.ts';
import { PageOrigin } from './pageOrigin.ts';

/** The spec's lazy-image constants. */
const IMAGE_CACHE_MAX = 200;
export const IMAGE_ATTEMPTS = 3;
/** Pictures start loading when within 1.3 viewports of the screen. */
const PRELOAD_FACTOR = 1.3;
const RETRY_DELAY_MS = 200;

/**
 * The intrinsic shapes of the shop's pictures (as the legacy app makes them):
 * products and photos square, avatars and logos square, banners 750 × 300.
 */
export const PICTURE = {
  product: { width: 400, height: 400 },
  avatar: { width: 200, height: 200 },
  banner: { width: 750, height: 300 },
} as const;

/** URLs already loaded once: shown at once next time, without waiting to scroll into view. */
const loaded = new Set<string>();

function remember(src: string): void {
  loaded.add(src);
  if (loaded.size > IMAGE_CACHE_MAX) {
    const oldest = loaded.values().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}

interface PictureProps {
  src: string;
  alt: string;
  /**
   * The picture's intrinsic size in CSS pixels (its aspect ratio is what counts):
   * the box is laid out before the picture arrives, so nothing moves when it does.
   */
  width: number;
  height: number;
  /**
   * How wide the picture's box is drawn, as the `sizes` attribute says it (e.g. `56px`,
   * `(min-width: 480px) 456px, calc(100vw - 24px)`): the browser picks the width it fetches
   * from it and the screen's pixel density, so it must match the box's CSS.
   */
  sizes: string;
  className?: string;
  /** Load at once (above the fold, e.g. a shop's avatar in its header). */
  eager?: boolean;
  /**
   * The screen's largest picture (its LCP: Home's first banner, a product's first
   * picture, a shop's banner): loaded at once, ahead of other pictures, and drawn with the page.
   */
  priority?: boolean;
}

/**
 * The one way the app shows a picture. The gateway makes each picture in a fixed set of
 * widths and the format the browser takes best (AVIF, WebP), so the `srcset` lists those
 * widths and `sizes` the box's: a phone fetches what its screen needs, not the original.
 * The box keeps the picture's shape (a quiet grey until it comes, nothing shifts); the
 * picture loads when it comes near the screen (`loading="lazy"` too) unless `eager` or
 * `priority`, is decoded off the main thread, and a failed load is tried again (three
 * attempts in all) before a placeholder shows.
 */
export function Picture({ src, alt, width, height, sizes, className, eager, priority }: PictureProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const atOnce = Boolean(eager || priority);
  const [visible, setVisible] = useState(atOnce || loaded.has(src));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(loaded.has(src) ? 'loaded' : 'loading');

  useEffect(() => {
    if (visible || !holder.current) return;
    const margin = `${Math.round((PRELOAD_FACTOR - 1) * 100)}%`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    setAttempt(0);
    setState(loaded.has(src) ? 'loaded' : 'loading');
  }, [src]);

  const onError = () => {
    if (attempt + 1 < IMAGE_ATTEMPTS) {
      window.setTimeout(() => setAttempt((n) => n + 1), RETRY_DELAY_MS * (attempt + 1));
    } else {
      setState('failed');
    }
  };

  // A retry asks for other URLs, so neither the browser nor a cache answers with the failure again.
  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  const origin = use(PageOrigin);
  const srcSet = pictureSrcSet(url, origin);
  return (
    <span
      ref={holder}
      className={`picture ${state}${className ? ` ${className}` : ''}`}
      // The box's shape until the picture comes (a screen's own rule for the box wins).
      style={{ '--image-ratio': `${width} / ${height}` } as CSSProperties}
      // Not near the screen yet (no <img> until then): the box says what it will show, so a link
      // holding only a picture has a name from the start (axe's link-name; a screen reader too).
      // A decorative picture (alt "") stays silent.
      {...(visible || alt === '' ? {} : { role: 'img', 'aria-label': alt })}
    >
      {visible && state !== 'failed' && (
        <img
          key={url}
          src={srcSet ? pictureAt(url, PICTURE_FALLBACK_WIDTH, origin) : url}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={atOnce ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          onLoad={() => {
            remember(src);
            setState('loaded');
          }}
          onError={onError}
        />
      )}
      {state === 'failed' &&
        (alt === '' ? (
          <span className="picture-fallback" aria-hidden="true" />
        ) : (
          <span className="picture-fallback" role="img" aria-label={alt} />
        ))}
    </span>
  );
}
