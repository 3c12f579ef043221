import { Router, type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../http/envelope.ts';
import { drawImage } from '../images/draw.ts';
import { parseImageName } from '../images/names.ts';
import { photoOf } from '../images/photos.ts';

/** A drawn image never changes for a given name, so clients may keep it for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The stand-in's pictures (products, shops, banners, logo, avatars), drawn as SVG
 * from the file name alone: no network, no files. The same name ending in `.jpg`
 * is the picture as a real-size photo (images/photos.ts; LEGACY_PHOTOS=real stores
 * those names). Unknown names answer 404.
 */
export function imageRoutes(): Router {
  const router = Router();
  router.get('/static/img/:kind/:name', async (req, res) => {
    const { kind, name } = req.params;
    const photo = name.endsWith('.jpg');
    const request = parseImageName(kind, photo ? `${name.slice(0, -'.jpg'.length)}.svg` : name);
    if (!request) throw new ApiError('imageNotFound', {}, 404);
    res.set('Cache-Control', CACHE_CONTROL);
    if (photo) res.type('image/jpeg').send(await photoOf(`${kind}/${name}`, request));
    else res.type('image/svg+xml').send(drawImage(request));
  });
  // A name that is not even valid percent-encoding ("%E0") names no image either.
  router.use('/static/img', (error: unknown, _req: Request, _res: Response, next: NextFunction) => {
    next(error instanceof URIError ? new ApiError('imageNotFound', {}, 404) : error);
  });
  return router;
}
