import { ImageRefusal } from './refusal.ts';

interface SourceLimits {
  /** Deadline of the whole fetch, body included. */
  timeoutMs: number;
  /** Bytes read at most; a longer body is refused without reading the rest. */
  maxBytes: number;
}

/** Reads a body up to `maxBytes`, refusing (and cancelling) one that is longer. */
async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ImageRefusal('too-large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, length);
}

/**
 * The source picture from the legacy API (`path` with its query, the `w` of the variant
 * removed). Nothing of the shopper's request is forwarded (no cookie, no token), redirects
 * are not followed (the gateway fetches from its upstream only), and every way it can fail
 * is one refusal: missing (404), failed or broken (502), too slow (504), too long (422).
 * `path` is appended to the upstream's URL as the image proxy does, so it never leaves that host.
 */
export async function fetchSource(upstreamUrl: string, path: string, limits: SourceLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(`${upstreamUrl.replace(/\/+$/, '')}${path}`, {
      headers: { accept: 'image/*' },
      redirect: 'manual',
      signal,
    });
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel().catch(() => undefined);
      throw new ImageRefusal('upstream-missing');
    }
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new ImageRefusal('upstream-failed');
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > limits.maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new ImageRefusal('too-large');
    }
    return await readCapped(response.body, limits.maxBytes);
  } catch (error) {
    if (error instanceof ImageRefusal) throw error;
    throw new ImageRefusal(signal.aborted ? 'upstream-timeout' : 'upstream-failed');
  }
}
