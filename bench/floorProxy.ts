import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transform, pipeline, type Duplex } from 'node:stream';
import {
  constants,
  createBrotliCompress,
  createBrotliDecompress,
  createGunzip,
  createGzip,
  createInflate,
  createDeflate,
} from 'node:zlib';
import { FloorPage } from './floorPage.ts';

/** The path prefix of the floor: `/floor/home` is `/home` without its scripts. */
const FLOOR_PREFIX = '/floor';

/** Our pages and their floor on one origin, in front of the running product. */
export interface FloorProxy {
  /** Our page at `path`, passed through untouched. */
  ours(path: string): string;
  /** The same page with its scripts taken out (bench/floorPage.ts). */
  floor(path: string): string;
  close(): Promise<void>;
}

/** The product's encodings, undone and done again around the stripping (brotli at the gateway's quality, streamed pages' 5). */
const CODECS: Record<string, { decode: () => Duplex; encode: () => Duplex }> = {
  br: {
    decode: () => createBrotliDecompress(),
    encode: () =>
      createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        flush: constants.BROTLI_OPERATION_FLUSH,
      }),
  },
  gzip: { decode: () => createGunzip(), encode: () => createGzip({ flush: constants.Z_SYNC_FLUSH }) },
  deflate: { decode: () => createInflate(), encode: () => createDeflate({ flush: constants.Z_SYNC_FLUSH }) },
};

/** A page's text through FloorPage, chunk by chunk, so it streams as the server sends it. */
function floorTransform(): Transform {
  const page = new FloorPage();
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, Buffer.from(page.push(decoder.decode(chunk, { stream: true }))));
    },
    flush(done) {
      done(null, Buffer.from(page.push(decoder.decode()) + page.end()));
    },
  });
}

/**
 * An HTTP server on a free loopback port that passes every request to the product (its Host
 * header kept, so the product writes this origin into its page), except that a page asked under
 * `/floor` is the product's page with its scripts taken out, in the product's own encoding,
 * streamed. Only the bench starts it; the product itself has no such route.
 */
export async function startFloorProxy(productUrl: string): Promise<FloorProxy> {
  const upstream = new URL(productUrl);
  const agent = new Agent({ keepAlive: true });
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const isFloor = path === FLOOR_PREFIX || path.startsWith(`${FLOOR_PREFIX}/`);
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: isFloor ? path.slice(FLOOR_PREFIX.length) || '/' : path,
        headers: req.headers,
        agent,
      },
      (from) => {
        const type = String(from.headers['content-type'] ?? '');
        const encoding = String(from.headers['content-encoding'] ?? 'identity');
        const codec = CODECS[encoding];
        if (!isFloor || !type.startsWith('text/html') || (encoding !== 'identity' && !codec)) {
          res.writeHead(from.statusCode ?? 502, from.headers);
          pipeline(from, res, () => undefined);
          return;
        }
        const headers = { ...from.headers };
        delete headers['content-length'];
        res.writeHead(from.statusCode ?? 502, headers);
        const strip = floorTransform();
        const stages: Duplex[] = codec ? [codec.decode(), strip, codec.encode()] : [strip];
        pipeline([from, ...stages, res], () => undefined);
      },
    );
    forwarded.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`floor proxy: ${error.message}`);
    });
    pipeline(req, forwarded, () => undefined);
  };
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ours: (path) => `${origin}${path}`,
    floor: (path) => `${origin}${FLOOR_PREFIX}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
