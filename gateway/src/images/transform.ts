import type { Metadata, Sharp } from 'sharp';
import type sharpFactory from 'sharp';
import { ImageRefusal } from './refusal.ts';
import type { VariantFormat } from './negotiation.ts';

/** A picture as it is sent: its bytes and media type. */
export interface EncodedPicture {
  body: Buffer;
  contentType: string;
}

interface TransformLimits {
  /** Pixels (width × height) a source may have; more is refused before anything is decoded. */
  maxPixels: number;
}

/*
 * Quality per format: each set where its artefacts stay invisible on a phone at 2× while the
 * bytes drop most. AVIF's effort is kept low: higher efforts cost several times the CPU for a
 * few per cent fewer bytes, and a cold picture must not hold a core for seconds.
 */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 74, effort: 4 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
} as const;

const MEDIA_TYPES: Record<keyof typeof ENCODERS, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** What the pipeline does with a source: resize it, or send it as it is (SVG, animations). */
type SourcePlan = { kind: 'passthrough'; contentType: string } | { kind: 'resize'; hasAlpha: boolean };

let loading: Promise<typeof sharpFactory> | undefined;

/**
 * sharp (libvips, a native addon), loaded with the first picture to resize rather than at start:
 * a gateway that never resizes never maps it. libvips gets one thread per transform, so the
 * queue's `concurrency` transforms at once use at most as many cores; its operation cache is
 * off, as every source is a different buffer and the cache would only hold memory.
 */
function loadSharp(): Promise<typeof sharpFactory> {
  loading ??= import('sharp').then(
    ({ default: sharp }) => {
      sharp.concurrency(1);
      sharp.cache(false);
      return sharp;
    },
    (cause: unknown) => {
      throw new ImageLibraryMissing(cause);
    },
  );
  return loading;
}

/**
 * sharp could not be loaded in this process (a permission model without `--allow-addons`, a
 * platform package left out of the install): pictures are then served as they are, never a 500.
 */
export class ImageLibraryMissing extends Error {
  constructor(cause: unknown) {
    super('The image library (sharp) could not be loaded; pictures are served unresized', { cause });
    this.name = 'ImageLibraryMissing';
  }
}

/**
 * Loads sharp now (main.ts, before listening). A process that cannot load it (a permission model
 * without addons, a missing platform package) starts anyway; its first resize then fails.
 */
export async function preloadImageLibrary(): Promise<void> {
  await loadSharp().catch(() => undefined);
}

/** A libvips message (they are English sentences), as the refusal it means. */
function refusalFor(error: unknown): ImageRefusal {
  const message = error instanceof Error ? error.message : String(error);
  if (/unsupported image format|bad seek|improper image header/i.test(message)) return new ImageRefusal('not-an-image');
  if (/pixel limit/i.test(message)) return new ImageRefusal('too-many-pixels');
  return new ImageRefusal('unreadable');
}

/**
 * Reads only the source's header: its kind, size and frames. SVG and animated pictures go
 * untouched (a vector scales itself; resizing an animation costs every frame); a source
 * with more pixels than allowed is refused before it is decoded (a decompression bomb).
 */
export async function planSource(input: Buffer, limits: TransformLimits): Promise<SourcePlan> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw refusalFor(error);
  }
  if (metadata.format === 'svg') return { kind: 'passthrough', contentType: 'image/svg+xml' };
  if ((metadata.pages ?? 1) > 1) {
    if (metadata.format === 'gif') return { kind: 'passthrough', contentType: 'image/gif' };
    if (metadata.format === 'webp') return { kind: 'passthrough', contentType: 'image/webp' };
  }
  const width = metadata.width;
  const height = metadata.height;
  if (!width || !height) throw new ImageRefusal('unreadable');
  if (width * height > limits.maxPixels) throw new ImageRefusal('too-many-pixels');
  return { kind: 'resize', hasAlpha: metadata.hasAlpha };
}

/**
 * The variant: EXIF orientation applied, at most `width` wide (never enlarged), metadata
 * stripped (sharp writes none unless asked), in `format` — or for 'original', PNG when the
 * source has transparency, else JPEG. A damaged or truncated source is refused, not guessed at.
 */
export async function transformPicture(
  input: Buffer,
  plan: Extract<SourcePlan, { kind: 'resize' }>,
  width: number,
  format: VariantFormat,
  limits: TransformLimits,
): Promise<EncodedPicture> {
  const encoder = format === 'original' ? (plan.hasAlpha ? 'png' : 'jpeg') : format;
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'warning' })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const body = await ENCODERS[encoder](image).toBuffer();
    return { body, contentType: MEDIA_TYPES[encoder] };
  } catch (error) {
    throw refusalFor(error);
  }
}

/**
 * How many pixels a picture decodes to (every frame of an animation counted), read from its
 * header alone; undefined when sharp is not loaded in this process, or the header is unreadable
 * (the caller judges the bytes otherwise).
 */
export async function decodedPixels(input: Buffer): Promise<number | undefined> {
  let sharp: typeof sharpFactory;
  try {
    sharp = await loadSharp();
  } catch {
    return undefined;
  }
  try {
    const { width, height, pageHeight, pages } = await sharp(input, { limitInputPixels: false }).metadata();
    if (!width || !height) return undefined;
    // A multi-frame picture's height is one frame's unless every page is opened; pageHeight then.
    return width * (pageHeight ?? height) * Math.max(1, pages ?? 1);
  } catch {
    return undefined;
  }
}
