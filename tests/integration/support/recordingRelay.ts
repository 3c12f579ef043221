import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/** One HTTP request exactly as it crossed the wire to the upstream. */
export interface WireRequest {
  method: string;
  /** The request target as sent (path and query). */
  target: string;
  /** Every header line, names lower-cased, repeats kept. */
  headers: Array<[string, string]>;
  /** The body once its framing is removed. */
  body: Buffer;
  /** The body as framed on the wire (chunks included). */
  framedLength: number;
}

/** The values of one header in a recorded request. */
export function headerValues(request: WireRequest, name: string): string[] {
  return request.headers.filter(([key]) => key === name).map(([, value]) => value);
}

/**
 * Reads the requests of one connection's bytes: heads, and bodies by Content-Length or chunks
 * (whichever the sender chose; when it sent both, chunks, as RFC 9112 says a server must).
 * What is left incomplete at the end is not returned.
 */
function parseWireRequests(bytes: Buffer): WireRequest[] {
  const requests: WireRequest[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headEnd = bytes.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const [requestLine = '', ...lines] = bytes.subarray(at, headEnd).toString('latin1').split('\r\n');
    const [method = '', target = ''] = requestLine.split(' ');
    const headers = lines.map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
    let cursor = headEnd + 4;
    const chunked = headers.some(([name, value]) => name === 'transfer-encoding' && /chunked/i.test(value));
    const length = headers.find(([name]) => name === 'content-length');
    let body: Buffer;
    if (chunked) {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = bytes.indexOf('\r\n', cursor);
        if (lineEnd < 0) return requests;
        const size = parseInt(bytes.subarray(cursor, lineEnd).toString('latin1'), 16);
        cursor = lineEnd + 2;
        if (size === 0) {
          const trailerEnd = bytes.indexOf('\r\n', cursor);
          if (trailerEnd < 0) return requests;
          cursor = trailerEnd + 2;
          break;
        }
        parts.push(bytes.subarray(cursor, cursor + size));
        cursor += size + 2;
      }
      body = Buffer.concat(parts);
    } else {
      const size = length ? Number(length[1]) : 0;
      if (cursor + size > bytes.length) return requests;
      body = bytes.subarray(cursor, cursor + size);
      cursor += size;
    }
    requests.push({ method, target, headers, body, framedLength: cursor - headEnd - 4 });
    at = cursor;
  }
  return requests;
}

export interface RecordingRelay {
  url: string;
  /** Every request that went through since the last `reset`, as it was on the wire. */
  requests(): WireRequest[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of an HTTP server that keeps the bytes sent to it, so a test can say
 * exactly which headers and framing the upstream received (a Node server refuses some of them
 * before any handler could look).
 */
export async function startRecordingRelay(target: string): Promise<RecordingRelay> {
  const { hostname, port } = new URL(target);
  const connections: Buffer[][] = [];
  const sockets = new Set<Socket>();
  const server = createServer((incoming) => {
    const seen: Buffer[] = [];
    connections.push(seen);
    const outgoing = connect(Number(port), hostname);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    incoming.on('data', (chunk: Buffer) => seen.push(chunk));
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => connections.flatMap((seen) => parseWireRequests(Buffer.concat(seen))),
    reset() {
      // Between requests: each connection's next bytes start a request.
      for (const seen of connections) seen.length = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
