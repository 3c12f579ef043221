import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request with its path sent exactly as written (fetch and URL would resolve `..`, turn
 * `\` into `/` and drop nothing else a test needs to send), on a fresh connection.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  options: { headers?: OutgoingHttpHeaders; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const out = request({ hostname, port, method, path, headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    out.on('error', reject);
    out.end(options.body);
  });
}
