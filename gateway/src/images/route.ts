import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DiskCache, variantKey, type CachedPicture } from './diskCache.ts';
import { negotiateFormat, type VariantFormat } from './negotiation.ts';
import { TransformQueue, type QueuePlace } from './queue.ts';
import { ImageRefusal, type RefusalReason } from './refusal.ts';
import { pictureSource } from './source.ts';
import { ImageLibraryMissing, planSource, transformPicture } from './transform.ts';
import { widthsAsked } from './variantQuery.ts';
import { PICTURE_WIDTHS, pictureWidth } from './widths.ts';
import { shopperOf } from '../http/shopperIdentity.ts';
import type { AddressLimit } from '../security/rateLimits.ts';
import { withSpan } from '../telemetry/tracing.ts';
import { createTransport, type UpstreamTransport } from '../upstream/transport.ts';

/**
 * How long a variant may be kept, by browsers and CDNs (then revalidated with its ETag) and
 * by the disk cache (then made again from its source). Not `immutable`: a legacy picture's
 * URL is not a digest of its content, so a merchant may replace a picture under the same name.
 */
const VARIANT_MAX_AGE_S = 7 * 24 * 60 * 60;
const VARIANT_CACHE_CONTROL = `public, max-age=${VARIANT_MAX_AGE_S}`;

/** An SVG opened on its own runs no script and reaches nothing: it is sandboxed into an origin of its own. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** What the pipeline reports, for metrics: each transform's outcome and time, and each cache lookup. */
interface ImagePipelineEvents {
  transformed?(outcome: 'ok' | 'passthrough' | RefusalReason, seconds: number): void;
  cacheLookup?(result: 'hit' | 'miss'): void;
  /** Called once with a reading of the transform queue, for a gauge read at each scrape. */
  watchQueue?(load: () => { running: number; waiting: number }): void;
}

/**
 * Where the source pictures come from: the gateway's transport (upstream/transport.ts: its pool,
 * deadline and trace headers), or a legacy URL and a deadline for a transport of the pipeline's own.
 */
type SourceOptions = { transport: UpstreamTransport } | { upstreamUrl: string; timeoutMs: number };

type ImagePipelineOptions = SourceOptions & {
  cacheDir: string;
  cacheMaxBytes: number;
  maxInputBytes: number;
  maxInputPixels: number;
  /** Transforms at once; more wait, up to `maxWaiting`, after which a request answers 503. */
  concurrency: number;
  maxWaiting: number;
  /**
   * The allowance of cold work per client address (IMAGE_RATE_LIMIT): each request that makes
   * the gateway go upstream, a variant neither cached nor being made or a plain proxied file.
   * Cache hits are not counted: they cost a file read, and a cold Home behind one carrier
   * address is mostly pictures another shopper already brought in. None: unlimited.
   */
  coldLimit?: AddressLimit | undefined;
  events?: ImagePipelineEvents;
};

function refuse(res: Response, status: number, text: string, retryAfter?: number): void {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
  if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
  res.send(text);
}

function refuseWith(res: Response, refusal: ImageRefusal): void {
  refuse(res, refusal.status, refusal.message, refusal.retryAfter ?? (refusal.status === 503 ? 1 : undefined));
}

const WIDTH_REFUSAL = `The w parameter must be given once, as one of these widths: ${PICTURE_WIDTHS.join(', ')}.`;

/** The address a request's cold work is counted and queued under (the shopper's, under TRUST_PROXY). */
const clientOf = (req: Request): string => shopperOf(req).clientAddress;

/**
 * The image pipeline, in front of the image proxy on its route: a picture URL with `w=<width>`
 * (one of PICTURE_WIDTHS) is that picture resized to at most that width, in the best format
 * the browser accepts (AVIF, WebP, else the original's kind; `Vary: Accept`), kept in a bounded
 * disk cache with a strong ETag. Only `w` is read; other parameters are dropped (variantQuery.ts).
 * Concurrent requests for one variant share one transform; the transforms are bounded by a queue
 * fair between addresses, and cold work by a per-address rate limit. Without `w` the request goes
 * on to the proxy unchanged, counted against that rate limit (the proxy goes upstream each time).
 */
export function imagePipeline(options: ImagePipelineOptions): RequestHandler {
  const cache = new DiskCache(options.cacheDir, options.cacheMaxBytes, VARIANT_MAX_AGE_S * 1000);
  const queue = new TransformQueue(options.concurrency, options.maxWaiting);
  const inFlight = new Map<string, Promise<CachedPicture>>();
  const limits = { maxPixels: options.maxInputPixels };
  const events = options.events ?? {};
  const fetchSource = pictureSource(
    'transport' in options
      ? options.transport
      : createTransport({ baseUrl: options.upstreamUrl, timeoutMs: options.timeoutMs }),
  );
  events.watchQueue?.(() => queue.load);

  /** Counts one piece of cold work of `client`; refuses it (429) past the allowance. */
  async function admitCold(client: string): Promise<void> {
    const retryAfter = await options.coldLimit?.refusal(client);
    if (retryAfter !== undefined) throw new ImageRefusal('rate-limited', retryAfter);
  }

  async function make(source: string, width: number, format: VariantFormat, place: QueuePlace): Promise<CachedPicture> {
    let input: Buffer;
    try {
      input = await fetchSource(source, options.maxInputBytes);
    } catch (error) {
      place.leave();
      throw error;
    }
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const picture = await place.run(() =>
        // The transform as a span of the request's trace (the source path is a legacy picture's, never a secret).
        withSpan(
          'image transform',
          { 'image.width': width, 'image.format': format, 'image.bytes_in': input.length },
          async () => {
            const plan = await planSource(input, limits);
            if (plan.kind === 'passthrough') return { body: input, contentType: plan.contentType, passthrough: true };
            return { ...(await transformPicture(input, plan, width, format, limits)), passthrough: false };
          },
        ),
      );
      events.transformed?.(picture.passthrough ? 'passthrough' : 'ok', seconds());
      return await cache.put(variantKey(source, width, format), {
        body: picture.body,
        contentType: picture.contentType,
      });
    } catch (error) {
      if (error instanceof ImageRefusal) events.transformed?.(error.reason, seconds());
      throw error;
    }
  }

  /**
   * One transform per variant at a time: later requests for it wait for the first one's answer.
   * Only the request that starts the work is counted against its address's allowance and takes
   * a place in the queue, and that happens before the shared work begins, so a refusal of one
   * address's request (429, or 503 for its share of the queue) is never handed to another's.
   */
  async function variant(source: string, width: number, format: VariantFormat, client: string): Promise<CachedPicture> {
    const key = variantKey(source, width, format);
    const shared = inFlight.get(key);
    if (shared) return shared;
    const cached = await cache.get(key);
    events.cacheLookup?.(cached ? 'hit' : 'miss');
    if (cached) return cached;
    // Another request may have started it while the cache was read (join it, uncounted) or while
    // this one was counted (a Redis round trip).
    const joined = inFlight.get(key);
    if (joined) return joined;
    await admitCold(client);
    const started = inFlight.get(key);
    if (started) return started;
    let place: QueuePlace;
    try {
      // Before the source is fetched, so a burst never holds more sources in memory than the queue admits.
      place = queue.enter(client);
    } catch (error) {
      if (error instanceof ImageRefusal) events.transformed?.(error.reason, 0);
      throw error;
    }
    const pending = make(source, width, format, place).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const mark = req.url.indexOf('?');
    const widths = mark < 0 ? [] : widthsAsked(req.url.slice(mark + 1));
    const client = clientOf(req);
    if (widths.length === 0) {
      // The plain proxy fetches upstream for every request: cold work, counted as such.
      admitCold(client).then(
        () => next(),
        (error: unknown) => (error instanceof ImageRefusal ? refuseWith(res, error) : next(error)),
      );
      return;
    }
    const width = widths.length === 1 ? pictureWidth(widths[0] ?? '') : undefined;
    if (width === undefined) return refuse(res, 400, WIDTH_REFUSAL);
    // The path alone: the parameters other than w are dropped (variantQuery.ts).
    const source = req.url.slice(0, mark);
    variant(source, width, negotiateFormat(req.get('accept')), client).then(
      (picture) => {
        res.set({
          'Content-Type': picture.contentType,
          'Cache-Control': VARIANT_CACHE_CONTROL,
          ETag: `"${picture.etag}"`,
          Vary: 'Accept',
        });
        if (picture.contentType === 'image/svg+xml') res.set('Content-Security-Policy', SVG_CSP);
        // send() answers 304 itself when If-None-Match names this ETag.
        res.send(picture.body);
      },
      (error: unknown) => {
        if (error instanceof ImageRefusal) refuseWith(res, error);
        else if (error instanceof ImageLibraryMissing) {
          // No resizing in this process: the picture as the legacy API has it, through the proxy.
          req.url = source;
          next();
        } else next(error);
      },
    );
  };
}
