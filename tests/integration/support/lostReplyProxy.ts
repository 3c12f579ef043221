import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How a call is lost on its way:
 * - `beforeSending`: the connection is dropped as the request arrives; the stand-in never sees it;
 * - `afterCommit`: the stand-in answers (and so has committed), then the connection is dropped
 *   instead of passing the answer on;
 * - `holdReply`: the stand-in answers, and the answer is held back for good (the gateway's
 *   deadline passes first).
 */
type Fault = 'beforeSending' | 'afterCommit' | 'holdReply';

export interface LostReplyProxy {
  url: string;
  /** The next `times` calls to `path` (after `skip` that pass) meet `fault`; the others pass. */
  arm(path: string, fault: Fault, times?: number, skip?: number): void;
  /** Forgets every armed fault. */
  disarm(): void;
  /** How many calls to `path` reached the stand-in through this proxy. */
  forwarded(path: string): number;
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

interface Relayed {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends the call on to the stand-in and waits for its whole answer (by then it has committed). */
function relay(target: string, req: IncomingMessage, body: Buffer): Promise<Relayed> {
  return new Promise((resolve, reject) => {
    const out = httpRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (response) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string' && name !== 'transfer-encoding' && name !== 'connection') headers[name] = value;
        }
        read(response).then((answer) => resolve({ status: response.statusCode ?? 502, headers, body: answer }), reject);
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

/**
 * A proxy between the gateway and the legacy stand-in that loses the calls it is told to,
 * before or after the stand-in has acted on them, and passes every other one on.
 */
export async function startLostReplyProxy(target: string): Promise<LostReplyProxy> {
  const armed = new Map<string, { fault: Fault; left: number; skip: number }>();
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const rule = armed.get(path);
    let fault: Fault | undefined;
    if (rule && rule.skip > 0) rule.skip -= 1;
    else if (rule && rule.left > 0) {
      fault = rule.fault;
      rule.left -= 1;
    }
    const body = await read(req);
    if (fault === 'beforeSending') {
      req.socket.destroy();
      return;
    }
    counts.set(path, (counts.get(path) ?? 0) + 1);
    let answer: Relayed;
    try {
      answer = await relay(target, req, body);
    } catch {
      req.socket.destroy();
      return;
    }
    if (fault === 'afterCommit') {
      res.socket?.destroy();
      return;
    }
    if (fault === 'holdReply') return; // closed with the proxy
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arm(path, fault, times = 1, skip = 0) {
      armed.set(path, { fault, left: times, skip });
    },
    disarm() {
      armed.clear();
    },
    forwarded: (path) => counts.get(path) ?? 0,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
