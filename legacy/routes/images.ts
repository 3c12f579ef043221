import { Router, type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../http/envelope.ts';
import { drawImage } from '../images/draw.ts';
import { parseImageName } from '../images/names.ts';

/** A drawn image never changes for a given name, so clients may keep it for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The stand-in's pictures (products, shops, banners, logo, avatars), drawn as SVG
 * from the file name alone: no network, no files. Unknown names answer 404.
 */
export function imageRoutes(): Router {
  const router = Router();
  router.get('/static/img/:kind/:name', (req, res) => {
    const request = parseImageName(req.params.kind, req.params.name);
    if (!request) throw new ApiError('imageNotFound', {}, 404);
    res.set('Cache-Control', CACHE_CONTROL);
    res.type('image/svg+xml').send(drawImage(request));
  });
  // A name that is not even valid percent-encoding ("%E0") names no image either.
  router.use('/static/img', (error: unknown, _req: Request, _res: Response, next: NextFunction) => {
    next(error instanceof URIError ? new ApiError('imageNotFound', {}, 404) : error);
  });
  return router;
}
