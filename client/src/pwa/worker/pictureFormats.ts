import type { PictureFormats } from '../cacheRules.ts';

/*
 * Which modern picture formats this browser decodes, found by decoding one tiny picture of each
 * in the worker (createImageBitmap), once per worker: about 4 ms in Chromium. A browser whose
 * worker cannot decode pictures at all is taken to decode neither, and keeps its own Accept.
 */

/** One grey pixel in each format (made with sharp: 1 × 1, quality 50). */
const SAMPLES = {
  avif: 'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAABwAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAkbWRhdBIACgc4AAaQENBpMg8ZQmMEw88880EgAJBAzeg=',
  webp: 'UklGRiQAAABXRUJQVlA4IBgAAABQAQCdASoBAAEAAsBMJaQABHQAAORAAAA=',
} as const;

async function decodes(format: keyof typeof SAMPLES): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return false;
  const bytes = Uint8Array.from(atob(SAMPLES[format]), (character) => character.charCodeAt(0));
  try {
    (await createImageBitmap(new Blob([bytes], { type: `image/${format}` }))).close();
    return true;
  } catch {
    return false;
  }
}

let found: Promise<PictureFormats> | undefined;

/** The formats this browser decodes (found on the first call, then remembered). */
export function decodablePictureFormats(): Promise<PictureFormats> {
  found ??= Promise.all([decodes('avif'), decodes('webp')]).then(([avif, webp]) => ({ avif, webp }));
  return found;
}
