import type { ServerResponse } from 'node:http';

/** The legacy envelope of a refusal, as the existing app reads any failure: code ≠ 1 and a message. */
function envelope(code: number, msg: string): string {
  return JSON.stringify({ code, msg, time: String(Math.floor(Date.now() / 1000)), data: null });
}

/**
 * Answers the gateway's own legacy envelope with `status` (and `code`, the status unless
 * said otherwise): never cached, and nothing the upstream sent along with it.
 */
export function sendEnvelope(res: ServerResponse, status: number, msg: string, code = status): void {
  const body = Buffer.from(envelope(code, msg));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
  });
  res.end(body);
}
