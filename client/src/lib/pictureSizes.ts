/*
 * The `sizes` of the pictures that are a page's largest paint, shared by the screens that
 * draw them and by the early query (boot/earlyQuery.ts), which preloads them: a preload
 * with other sizes would fetch another width, and the picture would be fetched twice.
 */

/**
 * A picture as wide as the app's frame (the viewport on a phone, at most --frame-width,
 * 480 px, in app.css): a product's gallery, a shop's banner.
 */
export const FULL_WIDTH_SIZES = '(min-width: 480px) 480px, 100vw';

/** Home's banner: as wide as .home-banners (home.css), the frame less its 12 px margins. */
export const HOME_BANNER_SIZES = '(min-width: 480px) 456px, calc(100vw - 24px)';
