import busboy, { type Busboy } from 'busboy';
import { Router, type Request, type Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import FormData from 'form-data';
import { GraphQLError } from 'graphql';
import { PassThrough, type Readable } from 'node:stream';
import { publicOrigin } from '../context.ts';
import { ErrorCode } from '../errors.ts';
import { ImageUrls } from '../images.ts';
import type { UpstreamClient } from '../upstream/client.ts';

/** Image types accepted, as detected from the bytes (never the name or declared type); no SVG, it can carry scripts. */
const IMAGE_TYPES: ReadonlySet<string> = new Set(['jpg', 'png', 'gif', 'webp']);
/** How much of the file is read to recognise it before anything is sent upstream. */
const SNIFF_BYTES = 4100;
/** Room for the multipart framing and small fields beyond the file itself. */
const FRAMING_ALLOWANCE = 256 * 1024;

export interface UploadRouteOptions {
  client: UpstreamClient;
  maxBytes: number;
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

function badFile(message: string, status = 400): Outcome {
  return failure(status, ErrorCode.BAD_USER_INPUT, message, { field: 'file' });
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
    return failure(413, code, `The file is larger than the upstream accepts (gateway limit ${maxBytes} bytes)`, extensions);
  }
  return failure(statusOf[code ?? ''] ?? 502, code ?? ErrorCode.INTERNAL_SERVER_ERROR, error.message, extensions);
}

/** Reads the first `bytes` of a stream (or all of a shorter one) and leaves the rest paused. */
function readHead(stream: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (ended: boolean) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', reject);
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) {
        stream.pause();
        done(false);
      }
    };
    const onEnd = () => done(true);
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', reject);
  });
}

/**
 * Receives one multipart upload and streams it to the legacy upload. Only the first
 * few KB are held (to recognise the image); the rest flows through as it arrives,
 * with backpressure, and is cut off with a 413 the moment it passes the limit.
 * The upstream body is only completed once the whole client request has been
 * parsed, so a refused request (a second file, a broken form) never stores a file.
 */
function receive(req: Request, parser: Busboy, options: UploadRouteOptions, send: (form: FormData) => Promise<Outcome>) {
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    let file: Readable | undefined;
    let upstreamBody: PassThrough | undefined;
    let fileEnded = false;
    let parsed = false;

    const settle = (outcome: Outcome) => {
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
      upstreamBody?.destroy(new Error('upload concluded'));
      file?.unpipe();
      file?.resume();
    };
    const completeIfDone = () => {
      if (fileEnded && parsed && !settled) upstreamBody?.end();
    };

    parser.on('file', (name, stream) => {
      if (file || name !== 'file') {
        stream.resume();
        conclude(badFile('Send exactly one image, in the multipart field "file"'));
        return;
      }
      file = stream;
      stream.once('limit', () => conclude(badFile(`The file is larger than ${options.maxBytes} bytes`, 413)));
      readHead(stream, SNIFF_BYTES)
        .then(async ({ head, ended }) => {
          const type = await fileTypeFromBuffer(head);
          if (!type || !IMAGE_TYPES.has(type.ext)) {
            conclude(badFile('Only JPEG, PNG, GIF and WebP images can be uploaded'));
            return;
          }
          if (settled) return;
          upstreamBody = new PassThrough();
          // Destroying it is how a refusal aborts the upstream request; the error is already answered.
          upstreamBody.on('error', () => undefined);
          upstreamBody.write(head);
          fileEnded = ended;
          if (!ended) {
            stream.once('end', () => {
              fileEnded = true;
              completeIfDone();
            });
            // Not ended by the file: the upstream body closes only once the whole request is parsed.
            stream.pipe(upstreamBody, { end: false });
          }
          completeIfDone();
          const form = new FormData();
          // The refusal's error also surfaces here, possibly before the upstream request listens.
          form.on('error', () => undefined);
          form.append('file', upstreamBody, { filename: `upload.${type.ext}`, contentType: type.mime });
          conclude(await send(form));
        })
        .catch(() => conclude(badFile('The upload could not be read')));
    });
    parser.on('filesLimit', () => conclude(badFile('Send exactly one image, in the multipart field "file"')));
    parser.on('partsLimit', () => conclude(badFile('The form has too many parts')));
    parser.on('fieldsLimit', () => conclude(badFile('The form has too many fields')));
    parser.on('error', () => conclude(badFile('The multipart body is malformed')));
    parser.on('close', () => {
      parsed = true;
      if (!file) settle(badFile('No file: send the image in the multipart field "file"'));
      completeIfDone();
    });

    // A body far beyond the limit (e.g. huge non-file parts) is cut off too.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.maxBytes + FRAMING_ALLOWANCE) {
        conclude(badFile(`The upload is larger than ${options.maxBytes} bytes`, 413));
      }
    });
    req.on('close', () => {
      if (!req.complete) conclude(badFile('The upload was interrupted'));
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
      answer(badFile('Send the image as multipart/form-data, in the field "file"'));
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
    if (outcome.status === 413) {
      // The rest of an oversized body is not worth reading: close once the answer is out.
      res.setHeader('connection', 'close');
      res.once('finish', () => req.destroy());
    }
    answer(outcome);
  });

  return router;
}
