import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../gateway/src/upstream/endpoints.ts';
import { startNodeFlags } from '../tests/support/startFlags.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER = join(ROOT, 'dist/gateway/main.js');

/** The product as `npm start` runs it, on free ports. */
export interface RunningProduct {
  url: string;
  legacyUrl: string;
  child: ChildProcess;
}

/**
 * The compiled product (run `npm run build` first) on free ports with a throw-away database, as
 * `npm start` serves it (NODE_ENV=production, trusted documents, embedded stand-in); `photos`
 * `real` has the stand-in serve real-size JPEGs instead of its drawings (LEGACY_PHOTOS).
 * Resolves once it printed its URLs.
 */
export function startProduct(dir: string, photos: 'drawn' | 'real' = 'drawn'): Promise<RunningProduct> {
  const child = spawn(process.execPath, [...startNodeFlags(), SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env['PATH'],
      NODE_ENV: 'production',
      PERSISTED_DOCUMENTS: 'only',
      HOST: '127.0.0.1',
      PORT: '0',
      LEGACY_PORT: '0',
      LEGACY_DB: ':memory:',
      LEGACY_UPLOAD_DIR: join(dir, 'uploads'),
      LEGACY_AUTO_OPERATE: '0',
      LOG_LEVEL: 'warn',
      ...(photos === 'real' ? { LEGACY_PHOTOS: 'real', IMAGE_CACHE_DIR: join(dir, 'image-cache') } : {}),
    },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the product did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Storefront gateway ready: (http:\/\/\S+)/.exec(output)?.[1];
      const legacyUrl = /Embedded legacy stand-in: (http:\/\/\S+)/.exec(output)?.[1];
      if (url && legacyUrl) {
        clearTimeout(timer);
        resolve({ url, legacyUrl, child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`the product exited with ${code} (run npm run build first):\n${output}`)),
    );
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
