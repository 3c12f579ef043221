import busboy, { type Busboy } from 'busboy';
import type { FileTypeResult } from 'file-type';
import { Router, type Request, type Response } from 'express';
import FormData from 'form-data';
import { GraphQLError } from 'graphql';
import type { Readable } from 'node:stream';
import type { UploadSettings } from '../config.ts';
import { publicOrigin } from '../context.ts';
import { ErrorCode, InputRule, type InputReason } from '../errors.ts';
import { idleDeadline } from '../http/idleDeadline.ts';
import { shopperOf } from '../http/shopperIdentity.ts';
import { lingeringClose } from '../http/lingeringClose.ts';
import { watchRate } from '../http/minimumRate.ts';
import { ImageUrls } from '../images.ts';
import { decodedPixels } from '../images/transform.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { withRequestId } from '../upstream/exchange.ts';
import { scopeOf } from '../telemetry/requestScope.ts';
import { ImageUploadStream, NotAnImageError } from './imageUploadStream.ts';
import type { SlotRefusal, UploadSlots } from './uploadSlots.ts';

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
/** When a refused upload may try again: an upload in flight usually ends within seconds. */
const SLOT_RETRY_AFTER_S = 5;

export interface UploadRouteOptions extends UploadSettings {
  client: UpstreamClient;
  /** The places of uploads in flight (made with the same settings; the metrics read them too). */
  slots: UploadSlots;
  /** An upload refused for want of a place (for the metrics). */
  onRefused?: (refusal: SlotRefusal) => void;
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

/** What a completely received upload holds: the file's bytes and its type as recognised from them. */
interface ReceivedFile {
  bytes: Buffer;
  type: FileTypeResult;
}

/**
 * Receives one multipart upload whole, before anything goes upstream: the legacy upload then
 * takes a connection only for as long as the gateway needs to hand over bytes it already has,
 * never for as long as a shopper's uplink (or an attacker) takes to send them. The price is the
 * file in memory meanwhile (at most UPLOAD_MAX_BYTES an upload, twice while the multipart body
 * made of it goes up; UPLOAD_CONCURRENCY uploads),
 * and a pixel bound checked on the whole header. The first few KB still tell the type at once
 * (ImageUploadStream), so a file that is no image is refused without reading the rest; a body
 * passing the limit is cut off with a 413 the moment it does, one too slow with a 408.
 */
function receive(req: Request, parser: Busboy, options: UploadRouteOptions): Promise<Outcome | ReceivedFile> {
  return new Promise<Outcome | ReceivedFile>((resolve) => {
    let settled = false;
    let file: Readable | undefined;
    let body: ImageUploadStream | undefined;
    const chunks: Buffer[] = [];
    let fileEnded: Promise<FileTypeResult> | undefined;

    // The shopper's side: no byte for the idle limit, or fewer than the minimum rate allows.
    const idle = idleDeadline(options.idleTimeoutMs);
    const pace = watchRate({ graceMs: options.rateGraceMs, bytesPerSecond: options.minBytesPerSecond });
    const settle = (outcome: Outcome | ReceivedFile) => {
      idle.stop();
      pace.stop();
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    /** Answers now; whatever the client still sends is read and dropped, so the request never stalls. */
    const conclude = (outcome: Outcome) => {
      settle(outcome);
      file?.unpipe();
      file?.resume();
      body?.destroy(new Error('upload concluded'));
      chunks.length = 0;
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
      const upload = new ImageUploadStream({
        accepted: IMAGE_TYPES,
        sniffBytes: SNIFF_BYTES,
        released: Promise.resolve(),
      });
      body = upload;
      upload.on('error', (error) => {
        conclude(
          error instanceof NotAnImageError
            ? badFile('Only JPEG, PNG, GIF and WebP images can be uploaded', InputRule.imageType)
            : badFile('The upload could not be read', InputRule.malformed),
        );
      });
      upload.on('data', (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      fileEnded = new Promise((done) => upload.once('end', () => void upload.detected.then(done)));
      stream.pipe(upload);
    });
    parser.on('filesLimit', () =>
      conclude(badFile('Send exactly one image, in the multipart field "file"', InputRule.oneFile)),
    );
    parser.on('partsLimit', () => conclude(badFile('The form has too many parts', InputRule.malformed)));
    parser.on('fieldsLimit', () => conclude(badFile('The form has too many fields', InputRule.malformed)));
    parser.on('error', () => conclude(badFile('The multipart body is malformed', InputRule.malformed)));
    parser.on('close', () => {
      if (!fileEnded) {
        settle(badFile('No file: send the image in the multipart field "file"', InputRule.oneFile));
        return;
      }
      // The whole request is parsed; the file's last bytes may still be on their way through the sniffer.
      void fileEnded.then((type) => {
        const bytes = Buffer.concat(chunks);
        chunks.length = 0;
        settle({ bytes, type });
      });
    });

    const tooSlow = () =>
      conclude(
        failure(
          408,
          UPLOAD_TIMEOUT,
          idle.signal.aborted
            ? `No part of the upload arrived for ${Math.round(options.idleTimeoutMs / 1000)} s`
            : `The upload arrived slower than ${options.minBytesPerSecond} bytes a second`,
        ),
      );
    idle.signal.addEventListener('abort', tooSlow);
    pace.signal.addEventListener('abort', tooSlow);
    req.on('end', () => {
      idle.stop();
      pace.stop();
    });

    // A body far beyond the limit (e.g. huge non-file parts) is cut off too.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      idle.touch();
      pace.received(chunk.length);
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

/** What a place refused answers: the process is full (503), or this shopper has his share running (429). */
function slotRefused(refusal: SlotRefusal): Outcome {
  const retryAfter = SLOT_RETRY_AFTER_S;
  return refusal === 'busy'
    ? failure(503, ErrorCode.RATE_LIMITED, 'The gateway is taking as many uploads as it can, please retry shortly', {
        retryAfter,
      })
    : failure(429, ErrorCode.RATE_LIMITED, 'Too many uploads at once, please wait for one to finish', {
        retryAfter,
      });
}

/**
 * POST /upload: one image in the multipart field `file`, received whole, then sent to the
 * legacy upload with the caller's token and language; answers `{ url }`, absolute on the
 * gateway's public origin (which serves it through the image proxy). The required `token`
 * header also keeps cross-site forms out: a browser cannot add it without a preflight.
 */
export function uploadRoute(options: UploadRouteOptions): Router {
  const router = Router();
  const upstreamOrigin = new URL(options.client.baseUrl).origin;

  router.post('/upload', async (req: Request, res: Response) => {
    const answer = (outcome: Outcome) => {
      if (res.headersSent) return;
      const retryAfter = 'error' in outcome.body ? outcome.body.error['retryAfter'] : undefined;
      if (typeof retryAfter === 'number') res.setHeader('retry-after', String(retryAfter));
      if (outcome.status !== 200 && !req.complete) {
        // The rest of a refused, oversized or stalled body is read and dropped, within bounds
        // (lingeringClose.ts), so the client, still sending, reads this answer.
        res.once('finish', () => lingeringClose(req));
      }
      res.status(outcome.status).json(outcome.body);
    };
    const shopper = shopperOf(req);
    if (!shopper.token) {
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
    const slot = options.slots.take(shopper.sessionKey, shopper.clientAddress);
    if (typeof slot === 'string') {
      options.onRefused?.(slot);
      answer(slotRefused(slot));
      return;
    }
    try {
      answer(await receiveAndSend(req, parser, options, upstreamOrigin));
    } finally {
      slot.release();
    }
  });

  return router;
}

/** The upload's body received whole and checked, then handed to the legacy upload. */
async function receiveAndSend(
  req: Request,
  parser: Busboy,
  options: UploadRouteOptions,
  upstreamOrigin: string,
): Promise<Outcome> {
  const received = await receive(req, parser, options);
  if ('status' in received) return received;
  const pixels = await decodedPixels(received.bytes);
  if (pixels !== undefined && pixels > options.maxPixels) {
    return badFile(
      `The image has ${pixels} pixels, more than the ${options.maxPixels} accepted`,
      InputRule.maxPixels,
      400,
      options.maxPixels,
    );
  }
  const { token, lang, language } = shopperOf(req);
  const forwarded = { token, lang, language };
  const form = new FormData();
  form.append('file', received.bytes, {
    filename: `upload.${received.type.ext}`,
    contentType: received.type.mime,
    knownLength: received.bytes.length,
  });
  try {
    const headers = withRequestId({ ...forwarded, ...form.getHeaders() }, scopeOf(req)?.requestId);
    const { data } = await options.client.send('upload', form.getBuffer(), headers);
    const url = (data as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || url === '') {
      return failure(502, ErrorCode.UPSTREAM_BAD_RESPONSE, 'The legacy upload answered no URL');
    }
    return { status: 200, body: { url: new ImageUrls(publicOrigin(req, options.publicUrl), upstreamOrigin).one(url) } };
  } catch (error) {
    if (!(error instanceof GraphQLError)) req.log.error({ err: error }, 'upload failed');
    return fromUpstreamError(error, options.maxBytes);
  }
}
