import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { utcDay } from '../db/clock.ts';
import type { Auth } from '../http/auth.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError, fail, ok } from '../http/envelope.ts';

/** Largest accepted upload. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Image types accepted, by the type detected from the bytes (never the name or the
 * declared type). SVG is left out on purpose: it can carry scripts.
 */
const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'png', 'gif', 'webp']);

const parseUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
}).single('file');

/** Runs multer, turning its failures (size, wrong field, broken form) into translated answers. */
function receiveFile(req: Request, res: Response, next: NextFunction): void {
  parseUpload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(new ApiError('uploadTooLarge', {}, 413));
      return next(new ApiError('uploadUnexpectedField'));
    }
    next(new ApiError('uploadMalformed'));
  });
}

/** The multipart upload of images (avatars, payment evidence, review and refund pictures). */
export function uploadRoutes({ clock, uploadDir }: AppDeps, { requireUser }: Auth): Router {
  const router = Router();

  router.post('/merchant/common/upload', requireUser, receiveFile, async (req, res) => {
    const file = req.file;
    if (!file || file.size === 0) fail('uploadMissingFile');
    const detected = await fileTypeFromBuffer(file.buffer);
    if (!detected || !IMAGE_EXTENSIONS.has(detected.ext)) fail('uploadNotImage');

    const day = utcDay(clock.now()).replaceAll('-', '');
    const name = `${randomBytes(16).toString('hex')}.${detected.ext}`;
    await mkdir(join(uploadDir, day), { recursive: true });
    await writeFile(join(uploadDir, day, name), file.buffer, { flag: 'wx' });

    const url = `/uploads/${day}/${name}`;
    ok(req, res, { url, fullurl: `${req.protocol}://${req.get('host') ?? 'localhost'}${url}` }, 'uploadSuccessful');
  });

  return router;
}
