import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request the fake upstream received. */
interface ReceivedRequest {
  method: string;
  /** The request target as received (path and query). */
  url: string;
  headers: IncomingHttpHeaders;
}

type UpstreamHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface FakeUpstream {
  url: string;
  /** Every request received, in order. */
  received: ReceivedRequest[];
  /** How a path (without query) is answered from now on; others get a legacy success envelope. */
  on(path: string, handler: UpstreamHandler): void;
  close(): Promise<void>;
}

/**
 * A legacy API that answers as a test tells it (slow, cut short, an error page, a redirect)
 * and records what reached it, for the passthrough's HTTP behaviour.
 */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const received: ReceivedRequest[] = [];
  const handlers = new Map<string, UpstreamHandler>();
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const handler = handlers.get((req.url ?? '/').split('?')[0] ?? '/');
    req.resume();
    if (handler) {
      handler(req, res);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 1, msg: 'ok', time: '0', data: null }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    on: (path, handler) => handlers.set(path, handler),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
