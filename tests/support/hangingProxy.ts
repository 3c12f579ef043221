import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A forwarding proxy in front of the legacy stand-in that can hang: while `hanging`, every
 * request it receives is held, unanswered, until the hang ends (then its connection is cut,
 * as a back end that finally gives up would). Counts the connections open to it, which are
 * the gateway's sockets to the legacy API.
 */
export interface HangingProxy {
  url: string;
  hang(): void;
  /** Ends the hang: the held requests are cut, new ones are forwarded again. */
  recover(): void;
  /** Connections open to the proxy now, and requests held unanswered. */
  state(): { connections: number; held: number };
  close(): Promise<void>;
}

export async function startHangingProxy(target: string): Promise<HangingProxy> {
  let hanging = false;
  let connections = 0;
  const held = new Set<ServerResponse>();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };

  const server: Server = createServer((req, res) => {
    if (!hanging) {
      forward(req, res);
      return;
    }
    held.add(res);
    res.on('close', () => held.delete(res));
    req.resume();
  });
  server.on('connection', (socket) => {
    connections += 1;
    socket.on('close', () => (connections -= 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    hang: () => {
      hanging = true;
    },
    recover: () => {
      hanging = false;
      for (const res of held) res.destroy();
      held.clear();
    },
    state: () => ({ connections, held: held.size }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
