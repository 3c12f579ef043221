import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the endpoint answers: a process's registry, or the primary's view of every worker's. */
export interface MetricsSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

/**
 * `GET /metrics` in Prometheus's text format, on a port of its own (METRICS_PORT, loopback
 * unless METRICS_HOST): scrapers reach it, shoppers on the public port never do.
 */
export async function listenMetrics(
  source: MetricsSource,
  port: number,
  host: string,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics here.\n');
      return;
    }
    source.metrics().then(
      (text) => res.writeHead(200, { 'content-type': source.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { server, url: `http://${shownHost}:${bound}/metrics` };
}
