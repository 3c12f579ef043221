import { useEffect, useRef, useState, type CSSProperties } from 'react';

/** The spec's lazy-image constants. */
const IMAGE_CACHE_MAX = 200;
export const IMAGE_ATTEMPTS = 3;
/** Images start loading when within 1.3 viewports of the screen. */
const PRELOAD_FACTOR = 1.3;
const RETRY_DELAY_MS = 200;

/**
 * The intrinsic sizes of the shop's pictures (as the legacy app makes them):
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

interface LazyImageProps {
  src: string;
  alt: string;
  /**
   * The picture's intrinsic size in CSS pixels (its aspect ratio is what counts):
   * the box is laid out before the picture arrives, so nothing moves when it does.
   */
  width: number;
  height: number;
  className?: string;
  /** Load at once (above the fold, e.g. a shop's avatar in its header). */
  eager?: boolean;
  /**
   * The screen's largest picture (its LCP: Home's first banner, a product's first
   * picture): loaded at once, ahead of other pictures, and drawn with the page.
   */
  priority?: boolean;
}

/**
 * An image that loads when it comes near the screen and retries a failed load
 * (three attempts in all) before showing a placeholder. Below the fold it is
 * `loading="lazy"` too, and decoded off the main thread.
 */
export function LazyImage({ src, alt, width, height, className, eager, priority }: LazyImageProps) {
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

  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <span
      ref={holder}
      className={`lazy-image ${state}${className ? ` ${className}` : ''}`}
      // The box's shape until the picture comes (a screen's own rule for the box wins).
      style={{ '--image-ratio': `${width} / ${height}` } as CSSProperties}
    >
      {visible && state !== 'failed' && (
        <img
          key={url}
          src={url}
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
      {state === 'failed' && <span className="lazy-image-fallback" role="img" aria-label={alt} />}
    </span>
  );
}
