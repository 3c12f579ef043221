import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../gateway/src/upstream/endpoints.ts';
import { startCompiledProduct, type CompiledProduct } from '../tests/support/compiledProduct.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER = join(ROOT, 'dist/gateway/main.js');

/** The product as `npm start` runs it, on free ports. */
export type RunningProduct = CompiledProduct;

/**
 * The compiled product (run `npm run build` first) on free ports with a throw-away database, as
 * `npm start` serves it (NODE_ENV=production, trusted documents, embedded stand-in); `photos`
 * `real` has the stand-in serve real-size JPEGs instead of its drawings (LEGACY_PHOTOS); `env`, settings beyond.
 */
export function startProduct(
  dir: string,
  photos: 'drawn' | 'real' = 'drawn',
  env: NodeJS.ProcessEnv = {},
): Promise<RunningProduct> {
  return startCompiledProduct({
    entry: SERVER,
    cwd: ROOT,
    scratch: dir,
    env: {
      NODE_ENV: 'production',
      PERSISTED_DOCUMENTS: 'only',
      ...(photos === 'real' ? { LEGACY_PHOTOS: 'real', IMAGE_CACHE_DIR: join(dir, 'image-cache') } : {}),
      ...env,
    },
  });
}

/** The seeded shop's first hot product, as Home links to it. */
export async function firstHotProduct(legacyUrl: string): Promise<{ productId: number; shopId: number }> {
  const url = new URL(endpoints.hotProducts.path, legacyUrl);
  url.searchParams.set('page', '1');
  url.searchParams.set('limit', '1');
  const envelope = (await (await fetch(url, { headers: { lang: 'en' } })).json()) as {
    data?: { list?: Array<{ product_id: number; mer_id: number }> };
  };
  const first = envelope.data?.list?.[0];
  if (!first) throw new Error('the stand-in has no hot product');
  return { productId: first.product_id, shopId: first.mer_id };
}
