/** The long edge a photo is brought down to before it goes up (an avatar, by default). */
export const PHOTO_MAX_EDGE = 2048;
/** Refund proof, top-up evidence and review photos: read on a phone, never printed. */
export const EVIDENCE_MAX_EDGE = 1600;
/** JPEG quality of a scaled photo: no visible loss at these sizes, a fraction of a camera's bytes. */
const JPEG_QUALITY = 0.85;
/**
 * A picture already within the edge and smaller than this goes as it is: re-encoding it
 * would save little and cost detail (a receipt's small print, a screenshot's text).
 */
const KEEP_BELOW_BYTES = 512 * 1024;

/** A canvas the scaled photo is drawn on and encoded from: an OffscreenCanvas, or a page's canvas. */
interface Surface {
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  jpeg(quality: number): Promise<Blob | null>;
}

function surface(width: number, height: number): Surface | undefined {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    return context ? { context, jpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) } : undefined;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  return context
    ? { context, jpeg: (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)) }
    : undefined;
}

/** The picture decoded the way it is meant to be seen (EXIF orientation applied), or nothing. */
async function decode(file: Blob): Promise<ImageBitmap | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    if (bitmap.width > 0 && bitmap.height > 0) return bitmap;
    bitmap.close();
  } catch {
    // Not decodable here (e.g. HEIC outside Safari): the original goes, for the gateway to judge.
  }
  return undefined;
}

/** The file's name with a .jpg extension, for the re-encoded picture. */
function jpegName(file: Blob): string {
  const name = file instanceof File && file.name ? file.name : 'photo';
  return `${name.replace(/\.[^./]*$/, '')}.jpg`;
}

/**
 * A photo as it should go up a phone's uplink: at most `maxEdge` pixels on its long edge,
 * re-encoded as JPEG with its EXIF orientation applied (the pixels turned, the tag gone).
 * A 4 MB 4000×3000 camera photo becomes a few hundred KB. What cannot or need not be
 * re-encoded goes as it is: a GIF (it may be animated), a picture the browser cannot
 * decode (HEIC outside Safari), a small one within the edge, or one that would not shrink.
 */
export async function scaleForUpload(file: Blob, maxEdge: number): Promise<Blob> {
  if (file.type === 'image/gif' || (file.type !== '' && !file.type.startsWith('image/'))) return file;
  const bitmap = await decode(file);
  if (!bitmap) return file;
  try {
    const longEdge = Math.max(bitmap.width, bitmap.height);
    if (longEdge <= maxEdge && file.size <= KEEP_BELOW_BYTES) return file;
    const scale = Math.min(1, maxEdge / longEdge);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = surface(width, height);
    if (!canvas) return file;
    // JPEG has no transparency: a transparent PNG gets white behind it, not black.
    canvas.context.fillStyle = '#fff';
    canvas.context.fillRect(0, 0, width, height);
    canvas.context.imageSmoothingQuality = 'high';
    canvas.context.drawImage(bitmap, 0, 0, width, height);
    const encoded = await canvas.jpeg(JPEG_QUALITY);
    if (!encoded || encoded.size === 0) return file;
    if (longEdge <= maxEdge && encoded.size >= file.size) return file;
    return new File([encoded], jpegName(file), { type: 'image/jpeg' });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
