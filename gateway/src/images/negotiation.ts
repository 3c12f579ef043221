/** The encodings the pipeline writes a variant in: the two modern ones, or the original's own kind. */
export type VariantFormat = 'avif' | 'webp' | 'original';

/** The q-value of each media type named in an `Accept` header (wildcards are not read: see below). */
function acceptedTypes(accept: string): Map<string, number> {
  const types = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (type === '') continue;
    let quality = 1;
    for (const param of params) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) quality = Number(match[1]);
    }
    types.set(type, quality);
  }
  return types;
}

/**
 * The best format the browser says it decodes: AVIF, then WebP, else the original's kind.
 * Only an explicit `image/avif` or `image/webp` counts: browsers name them when they decode
 * them, while `image/*` or `*\/*` is sent by browsers that decode neither.
 */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  if (!accept) return 'original';
  const types = acceptedTypes(accept);
  if ((types.get('image/avif') ?? 0) > 0) return 'avif';
  if ((types.get('image/webp') ?? 0) > 0) return 'webp';
  return 'original';
}
