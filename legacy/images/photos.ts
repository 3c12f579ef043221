/*
 * The stand-in's pictures as real-size photos (LEGACY_PHOTOS=real): each drawn picture
 * rendered at the size a merchant's camera picture has, with grain and texture laid over it
 * so the JPEG is as heavy as a photo (some hundreds of KB), not as light as a flat drawing.
 * Made from the name alone and deterministically (the same bytes each time), nothing
 * downloaded; kept in memory once made.
 */
import { LRUCache } from 'lru-cache';
import { drawImage } from './draw.ts';
import type { ImageRequest } from './names.ts';
import { hash } from './svg.ts';

/** Sizes of the pictures of a real storefront: square product photos, wide banners, small avatars. */
const PHOTO_SIZES: Record<ImageRequest['kind'], { width: number; height: number }> = {
  product: { width: 1200, height: 1200 },
  banner: { width: 1920, height: 800 },
  'shop-banner': { width: 1920, height: 800 },
  shop: { width: 400, height: 400 },
  avatar: { width: 400, height: 400 },
  logo: { width: 400, height: 400 },
};

/** A camera's quality setting: what phones and merchants' tools write. */
const JPEG_QUALITY = 88;

/** `count` bytes of deterministic noise around 128 (xorshift32 from `seed`, two draws summed: roughly Gaussian). */
function noise(count: number, seed: number, spread: number): Buffer {
  const bytes = Buffer.alloc(count);
  let state = seed || 0x9e3779b9;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
  for (let index = 0; index < count; index += 1) {
    const value = 128 + (next() + next() - 1) * spread;
    bytes[index] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return bytes;
}

/** The photo of a picture: the drawing at full size, then fine grain and a coarse mottling over it. */
async function makePhoto(request: ImageRequest, seed: number): Promise<Buffer> {
  // Loaded with the first photo: a stand-in serving drawings never maps the native addon.
  const { default: sharp } = await import('sharp');
  const { width, height } = PHOTO_SIZES[request.kind];
  const svg = Buffer.from(drawImage(request));
  // Rendered straight at the scale that covers the photo (SVG's 72 dpi is its 1×), not larger.
  const drawn = await sharp(svg).metadata();
  const scale = Math.max(width / (drawn.width || width), height / (drawn.height || height));
  const drawing = await sharp(svg, { density: Math.ceil(72 * scale) })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const coarseWidth = Math.ceil(width / 24);
  const coarseHeight = Math.ceil(height / 24);
  const mottling = await sharp(noise(coarseWidth * coarseHeight * 3, seed ^ 0x5bd1e995, 110), {
    raw: { width: coarseWidth, height: coarseHeight, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(drawing)
    .composite([
      { input: mottling, blend: 'soft-light' },
      { input: noise(width * height * 3, seed, 90), raw: { width, height, channels: 3 }, blend: 'soft-light' },
    ])
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** Photos already made, by name: a product's five views are some MB, so the least used go first. */
const photos = new LRUCache<string, Buffer, { request: ImageRequest }>({
  maxSize: 96 * 1024 * 1024,
  sizeCalculation: (photo) => photo.length,
  fetchMethod: (name, _stale, { context }) => {
    let seed = 0;
    for (const char of name) seed = hash(seed, char.codePointAt(0) ?? 0);
    return makePhoto(context.request, seed);
  },
});

/** The JPEG photo of the picture `request`, named `name` (its URL's kind and file name). */
export async function photoOf(name: string, request: ImageRequest): Promise<Buffer> {
  const photo = await photos.fetch(name, { context: { request } });
  if (!photo) throw new Error(`no photo was made for ${name}`);
  return photo;
}
