import { Agent, request } from 'node:http';

/** One keep-alive pool for every request of the benchmark, whichever server it goes to. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** A request never waits longer than this, so a stuck server cannot stall the run. */
const TIMEOUT_MS = 10_000;

export interface Reply {
  status: number;
  body: string;
  bytes: number;
}

/**
 * A bare HTTP/1.1 request over the shared keep-alive agent. Both sides of the
 * comparison use it, so client overhead is the same for the gateway and the
 * direct REST calls.
 */
export function send(
  url: URL,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        timeout: TIMEOUT_MS,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, body: buffer.toString('utf8'), bytes: buffer.length });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url.pathname} timed out after ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Lets the process exit once the benchmark is done. */
export function closeConnections(): void {
  agent.destroy();
}
