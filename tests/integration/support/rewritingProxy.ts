import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the stand-in answered to one call, before a variation rewrites it. */
export interface Upstream {
  method: string;
  /** The path without the query. */
  path: string;
  status: number;
  /** The body as the stand-in sent it (text). */
  text: string;
  /** The parsed JSON envelope, when it is one. */
  json: { code: unknown; msg: unknown; data: unknown; [key: string]: unknown } | undefined;
}

/** What the proxy does instead of passing the stand-in's answer on. */
export type Rewrite =
  /** Answer this status and body (JSON when not a string). */
  | { status?: number; body: unknown; contentType?: string }
  /** Close the connection without answering a byte. */
  | { reset: true }
  /** Send the headers and part of the body, then close the connection. */
  | { resetAfter: string }
  /** Answer after this delay. */
  | { delayMs: number; then?: Rewrite }
  /** Send the headers at once, then the body one byte every `everyMs`. */
  | { trickle: string; everyMs: number };

/** A variation of the legacy contract: rewrites (or replaces) one upstream answer. */
export type Variation = (upstream: Upstream) => Rewrite;

export const passThrough: Variation = (upstream) => ({
  status: upstream.status,
  body: upstream.text,
  contentType: 'application/json',
});

export interface RewritingProxy {
  url: string;
  /** The variation applied from now on (to every call, or only to those `only` accepts). */
  use(variation: Variation, only?: (path: string) => boolean): void;
  /** Every path the gateway called since the last `reset`. */
  paths: string[];
  reset(): void;
  close(): Promise<void>;
}

function read(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function parse(text: string): Upstream['json'] {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'code' in value ? (value as Upstream['json']) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A small HTTP proxy between a gateway and the legacy stand-in that rewrites each
 * answer the way the real PHP API varies (the shared contract's section "What the
 * real API does…"): the stand-in answers cleanly, the variation turns that into
 * what the real one might have sent.
 */
export async function startRewritingProxy(target: string): Promise<RewritingProxy> {
  let variation: Variation = passThrough;
  let applies: (path: string) => boolean = () => true;
  const paths: string[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  function answer(res: ServerResponse, rewrite: Rewrite): void {
    if ('reset' in rewrite) {
      res.socket?.destroy();
      return;
    }
    if ('resetAfter' in rewrite) {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(rewrite.resetAfter.length * 2),
      });
      res.write(rewrite.resetAfter);
      later(20, () => res.socket?.destroy());
      return;
    }
    if ('delayMs' in rewrite) {
      later(rewrite.delayMs, () => answer(res, rewrite.then ?? { body: { code: 1, msg: '', data: null } }));
      return;
    }
    if ('trickle' in rewrite) {
      res.writeHead(200, { 'content-type': 'application/json' });
      let sent = 0;
      const next = () => {
        if (res.destroyed) return;
        if (sent >= rewrite.trickle.length) {
          res.end();
          return;
        }
        res.write(rewrite.trickle.charAt(sent));
        sent += 1;
        later(rewrite.everyMs, next);
      };
      next();
      return;
    }
    const text = typeof rewrite.body === 'string' ? rewrite.body : JSON.stringify(rewrite.body);
    res.writeHead(rewrite.status ?? 200, { 'content-type': rewrite.contentType ?? 'application/json; charset=utf-8' });
    res.end(text);
  }

  /** One request through the proxy; a failure to reach the stand-in resets the caller's connection. */
  async function relay(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await read(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    paths.push(path);
    const upstream = await new Promise<Upstream>((resolve, reject) => {
      const out = httpRequest(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (response) => {
          read(response).then((bytes) => {
            const text = bytes.toString('utf8');
            resolve({ method: req.method ?? 'GET', path, status: response.statusCode ?? 502, text, json: parse(text) });
          }, reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });
    answer(res, applies(path) ? variation(upstream) : passThrough(upstream));
  }

  const server: Server = createServer((req, res) => {
    relay(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    use(next, only = () => true) {
      variation = next;
      applies = only;
    },
    paths,
    reset() {
      paths.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
