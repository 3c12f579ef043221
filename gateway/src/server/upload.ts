import busboy, { type Busboy } from 'busboy';
import { Router, type Request, type Response } from 'express';
import FormData from 'form-data';
import { GraphQLError } from 'graphql';
import type { Readable } from 'node:stream';
import { publicOrigin } from '../context.ts';
import { ErrorCode, InputRule, type InputReason } from '../errors.ts';
import { idleDeadline } from '../http/idleDeadline.ts';
import { ImageUrls } from '../images.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { ImageUploadStream, NotAnImageError } from './imageUploadStream.ts';

/** Image types accepted, as detected from the bytes (never the name or declared type); no SVG, it can carry scripts. */
const IMAGE_TYPES: ReadonlySet<string> = new Set(['jpg', 'png', 'gif', 'webp']);
/** How much of the file is held to recognise it before anything is sent upstream. */
const SNIFF_BYTES = 4100;
/** Room for the multipart framing and small fields beyond the file itself. */
const FRAMING_ALLOWANCE = 256 * 1024;
/**
 * The code of an upload whose bytes stopped arriving (HTTP 408). Not one of the GraphQL
 * error codes: only this route can see a request body stall.
 */
const UPLOAD_TIMEOUT = 'UPLOAD_TIMEOUT';

export interface UploadRouteOptions {
  client: UpstreamClient;
  maxBytes: number;
  /** How long the shopper's bytes may stop arriving before the upload is given up (UPLOAD_TIMEOUT_MS). */
  idleTimeoutMs: number;
  /** The configured public origin; derived from the request when unset. */
  publicUrl: string | undefined;
}

/** What the route answers: `{ url }`, or `{ error: { code, message, … } }`. */
interface Outcome {
  status: number;
  body: { url: string } | { error: { code: string; message: string } & Record<string, unknown> };
}

function failure(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Outcome {
  return { status, body: { error: { code, message, ...extra } } };
}

/** A refused file, with the structured reason the client translates (the message is for developers). */
function badFile(message: string, rule: InputRule, status = 400, limit?: number): Outcome {
  const reason: InputReason = { field: 'file', rule, ...(limit === undefined ? {} : { limit }) };
  return failure(status, ErrorCode.BAD_USER_INPUT, message, { field: 'file', reason });
}

function header(req: Request, name: string): string | undefined {
  const value = req.get(name);
  return value && value.length <= 512 ? value : undefined;
}

/** The HTTP status of an upstream failure, keeping the error code GraphQL would show. */
function fromUpstreamError(error: unknown, maxBytes: number): Outcome {
  if (!(error instanceof GraphQLError)) {
    return failure(500, ErrorCode.INTERNAL_SERVER_ERROR, 'The upload failed unexpectedly');
  }
  const { code, ...extensions } = error.extensions as { code?: string } & Record<string, unknown>;
  const statusOf: Record<string, number> = {
    [ErrorCode.UNAUTHENTICATED]: 401,
    [ErrorCode.UPSTREAM_REJECTED]: 400,
    [ErrorCode.UPSTREAM_TIMEOUT]: 504,
  };
  if (code === ErrorCode.UPSTREAM_HTTP_ERROR && extensions['status'] === 413) {
    // The legacy API's own limit is lower than ours: still the shopper's file that is too large.
    return badFile(
      `The file is larger than the upstream accepts (gateway limit ${maxBytes} bytes)`,
      InputRule.maxBytes,
      413,
    );
  }
  return failure(statusOf[code ?? ''] ?? 502, code ?? ErrorCode.INTERNAL_SERVER_ERROR, error.message, extensions);
}

/**
 * Receives one multipart upload and streams it to the legacy upload. Only the first
 * few KB are held (to recognise the image, see ImageUploadStream); the rest flows
 * through as it arrives, with backpressure, and is cut off with a 413 the moment it
 * passes the limit. The upstream body only ends once the whole client request has
 * been parsed, so a refused request (a second file, a broken form) never stores a file.
 */
function receive(
  req: Request,
  parser: Busboy,
  options: UploadRouteOptions,
  send: (form: FormData) => Promise<Outcome>,
) {
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    let file: Readable | undefined;
    let body: ImageUploadStream | undefined;
    let markParsed: () => void = () => undefined;
    const parsed = new Promise<void>((done) => (markParsed = done));

    // The shopper's side of the upload's idle deadline (the upstream call keeps its own): the
    // bytes stopped arriving. Not while the gateway itself holds the request back because the
    // legacy API is not taking the bytes (backpressure): that is the upstream's deadline to judge.
    const idle = idleDeadline(options.idleTimeoutMs, () => req.readableFlowing !== false);
    const settle = (outcome: Outcome) => {
      idle.stop();
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    /**
     * Answers and stops sending: an upstream request still running is aborted (a refusal),
     * and whatever the client still sends is discarded (also when the upstream answered
     * early, e.g. a 401 before reading the body), so the request never stalls.
     */
    const conclude = (outcome: Outcome) => {
      settle(outcome);
      file?.unpipe();
      file?.resume();
      body?.destroy(new Error('upload concluded'));
    };

    parser.on('file', (name, stream) => {
      if (file || name !== 'file') {
        stream.resume();
        conclude(badFile('Send exactly one image, in the multipart field "file"', InputRule.oneFile));
        return;
      }
      file = stream;
      stream.once('limit', () =>
        conclude(
          badFile(`The file is larger than ${options.maxBytes} bytes`, InputRule.maxBytes, 413, options.maxBytes),
        ),
      );
      const upload = new ImageUploadStream({ accepted: IMAGE_TYPES, sniffBytes: SNIFF_BYTES, released: parsed });
      body = upload;
      upload.on('error', (error) => {
        conclude(
          error instanceof NotAnImageError
            ? badFile('Only JPEG, PNG, GIF and WebP images can be uploaded', InputRule.imageType)
            : badFile('The upload could not be read', InputRule.malformed),
        );
      });
      stream.pipe(upload);
      upload.detected.then(
        async (type) => {
          if (settled) return;
          const form = new FormData();
          // A refusal destroys the body; its error surfaces here too and is already answered.
          form.on('error', () => undefined);
          form.append('file', upload, { filename: `upload.${type.ext}`, contentType: type.mime });
          conclude(await send(form));
        },
        // Answered by the stream's 'error' above.
        () => undefined,
      );
    });
    parser.on('filesLimit', () =>
      conclude(badFile('Send exactly one image, in the multipart field "file"', InputRule.oneFile)),
    );
    parser.on('partsLimit', () => conclude(badFile('The form has too many parts', InputRule.malformed)));
    parser.on('fieldsLimit', () => conclude(badFile('The form has too many fields', InputRule.malformed)));
    parser.on('error', () => conclude(badFile('The multipart body is malformed', InputRule.malformed)));
    parser.on('close', () => {
      if (!file) settle(badFile('No file: send the image in the multipart field "file"', InputRule.oneFile));
      markParsed();
    });

    idle.signal.addEventListener('abort', () =>
      conclude(
        failure(408, UPLOAD_TIMEOUT, `No part of the upload arrived for ${Math.round(options.idleTimeoutMs / 1000)} s`),
      ),
    );
    req.on('end', () => idle.stop());

    // A body far beyond the limit (e.g. huge non-file parts) is cut off too.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      idle.touch();
      received += chunk.length;
      if (received > options.maxBytes + FRAMING_ALLOWANCE) {
        conclude(
          badFile(`The upload is larger than ${options.maxBytes} bytes`, InputRule.maxBytes, 413, options.maxBytes),
        );
      }
    });
    req.on('close', () => {
      if (!req.complete) conclude(badFile('The upload was interrupted', InputRule.malformed));
    });
    req.pipe(parser);
  });
}

/**
 * POST /upload: one image in the multipart field `file`, streamed to the legacy upload
 * with the caller's token and language; answers `{ url }`, absolute on the gateway's
 * public origin (which serves it through the image proxy). The required `token`
 * header also keeps cross-site forms out: a browser cannot add it without a preflight.
 */
export function uploadRoute(options: UploadRouteOptions): Router {
  const router = Router();
  const upstreamOrigin = new URL(options.client.baseUrl).origin;

  router.post('/upload', async (req: Request, res: Response) => {
    const answer = (outcome: Outcome) => {
      if (res.headersSent) return;
      res.status(outcome.status).json(outcome.body);
    };
    const token = header(req, 'token');
    if (!token) {
      answer(failure(401, ErrorCode.UNAUTHENTICATED, 'Please login first'));
      return;
    }
    let parser: Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy signals 'limit' on reaching fileSize, so one byte more lets exactly maxBytes through.
        limits: { files: 1, fileSize: options.maxBytes + 1, fields: 10, fieldSize: 4096, parts: 12 },
      });
    } catch {
      answer(badFile('Send the image as multipart/form-data, in the field "file"', InputRule.malformed));
      return;
    }
    const lang = header(req, 'lang') ?? header(req, 'language');
    const forwarded = { token, lang, language: header(req, 'language') ?? lang };
    const images = new ImageUrls(publicOrigin(req, options.publicUrl), upstreamOrigin);

    const outcome = await receive(req, parser, options, async (form) => {
      try {
        const { data } = await options.client.send('upload', form, { ...forwarded, ...form.getHeaders() });
        const url = (data as { url?: unknown } | null)?.url;
        if (typeof url !== 'string' || url === '') {
          return failure(502, ErrorCode.UPSTREAM_BAD_RESPONSE, 'The legacy upload answered no URL');
        }
        return { status: 200, body: { url: images.one(url) } };
      } catch (error) {
        if (!(error instanceof GraphQLError)) req.log.error({ err: error }, 'upload failed');
        return fromUpstreamError(error, options.maxBytes);
      }
    });
    if (outcome.status === 413 || outcome.status === 408) {
      // The rest of an oversized or stalled body is not worth reading: close once the answer is out.
      res.setHeader('connection', 'close');
      res.once('finish', () => req.destroy());
    }
    answer(outcome);
  });

  return router;
}
