import type { Express } from 'express';
import { imagePipeline } from '../../images/route.ts';
import { IMAGE_ROUTE, imageProxy } from '../imageProxy.ts';
import type { Services } from '../services.ts';

/** The legacy API's pictures: variants (`?w=`) from the pipeline; everything else on these paths through the proxy as it is. */
export function imagesSurface(app: Express, { config, transport, rateLimits, metrics }: Services): void {
  app.get(
    IMAGE_ROUTE,
    imagePipeline({
      ...config.images,
      coldLimit: rateLimits.addressLimit('images', config.images.rateLimit),
      transport,
      events: {
        transformed: (outcome, seconds) => {
          metrics.imageTransforms.inc({ outcome });
          if (outcome === 'ok') metrics.imageTransformDuration.observe(seconds);
        },
        cacheLookup: (result) => metrics.imageCache.inc({ result }),
        watchQueue: (load) => metrics.watchImageQueue(load),
      },
    }),
    imageProxy(transport),
  );
}
