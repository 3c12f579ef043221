import type { Express } from 'express';
import { uploadRoute } from '../upload.ts';
import { UploadSlots } from '../uploadSlots.ts';
import type { Services } from '../services.ts';

/**
 * `POST /upload`, under the general rate limit. Uploads have places of their own (and the upstream
 * client a pool of their own): UPLOAD_CONCURRENCY.
 */
export function uploadSurface(app: Express, { config, rateLimits, metrics, client }: Services): void {
  app.use('/upload', rateLimits.generalLimit('rest'));
  const uploadSlots = new UploadSlots(config.uploads);
  metrics.watchUploads(() => uploadSlots.size);
  app.use(
    uploadRoute({
      ...config.uploads,
      client,
      slots: uploadSlots,
      publicUrl: config.publicUrl,
      onRefused: (refusal) => metrics.rateLimited.inc({ limit: `upload:${refusal}` }),
    }),
  );
}
