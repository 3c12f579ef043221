import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import type { UpstreamTransport } from '../upstream/transport.ts';
import { clientResponseHeaders, upstreamRequestHeaders } from './forwardedHeaders.ts';
import { sendEnvelope } from './legacyEnvelope.ts';
import type { RefusalKey } from './refusalMessages.ts';

/**
 * Larger answers are streamed to the caller as they come; smaller ones (every legacy JSON
 * answer) are held until complete, so that a cut or late answer becomes a 502 or 504 instead
 * of a 200 cut short.
 */
const ANSWER_BUFFER_BYTES = 1024 * 1024;

/** What became of one forwarded request. */
export interface ForwardResult {
  /** The status the caller got (a broken streamed answer counts as the 502/504 it would have been). */
  status: number;
  /**
   * forwarded: the upstream's answer was passed on (a 5xx with the gateway's envelope for a body);
   * timeout: no complete answer within the deadline; failed: unreachable, a broken answer, or a
   * redirect off the legacy API; cancelled: the caller went away first.
   */
  outcome: 'forwarded' | 'timeout' | 'failed' | 'cancelled';
  /** For operators: what went wrong, never upstream text. */
  problem?: string;
  /** The socket error's code, when there was one. */
  errorCode?: string;
}

export interface ForwarderOptions {
  /**
   * The legacy host, its passthrough pool and the trace headers (upstream/transport.ts); its
   * `timeoutMs`: how long after the request was sent the whole answer must have come, and the
   * longest silence of a connection.
   */
  transport: UpstreamTransport;
  /**
   * A multipart upload's limit instead (UPLOAD_TIMEOUT_MS): the longest silence either way, with
   * no total deadline, so a photo trickling up a slow uplink is not cut at the API deadline.
   */
  uploadIdleMs: number;
  /** The caller's words for a refusal (the passthrough's translated texts). */
  message: (key: RefusalKey, req: Request, values?: Record<string, string | number>) => string;
  answerBufferBytes?: number;
}

/** A kept-alive connection the upstream had closed before this request got a byte back: a read may be sent again. */
function isStale(out: ClientRequest, error: Error & { code?: string }): boolean {
  return (
    out.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE' || /socket hang up/i.test(error.message))
  );
}

function declaredLength(upRes: IncomingMessage): number | undefined {
  const value = upRes.headers['content-length'];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** Whether the request is a multipart upload (streamed, under the upload idle limit). */
export function isMultipart(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/**
 * The REST passthrough's HTTP forwarding, on Node's own client: the request goes up with its
 * canonical path and the query string as sent, end-to-end headers only (forwardedHeaders.ts) and
 * one framing of its body; the answer comes back the same way, under a deadline, with what the
 * caller must not see replaced by the legacy envelope (a 5xx body, a redirect to another host,
 * a broken or late answer).
 */
export function upstreamForwarder(options: ForwarderOptions): (req: Request, res: Response) => Promise<ForwardResult> {
  const { transport, uploadIdleMs, message } = options;
  const { timeoutMs } = transport;
  const bufferLimit = options.answerBufferBytes ?? ANSWER_BUFFER_BYTES;
  const base = new URL(transport.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');

  /** A redirect to the legacy API's own origin, as a path on the gateway's; undefined for any other place. */
  function sameOrigin(location: string): string | undefined {
    let target: URL;
    try {
      target = new URL(location, base);
    } catch {
      return undefined;
    }
    if (target.origin !== base.origin || !target.pathname.startsWith(`${basePath}/`)) return undefined;
    return `${target.pathname.slice(basePath.length)}${target.search}${target.hash}`;
  }

  function attempt(req: Request, res: Response, retry: boolean): Promise<ForwardResult | 'again'> {
    return new Promise((resolve) => {
      const body = Buffer.isBuffer(req.body) ? req.body : undefined;
      const upload = isMultipart(req);
      const headers: OutgoingHttpHeaders = upstreamRequestHeaders(req, base.host);
      // One framing, the gateway's: the length of the body it holds, else the caller's length, else chunks.
      if (body) headers['content-length'] = String(body.length);
      else if (req.headers['transfer-encoding'] !== undefined) headers['transfer-encoding'] = 'chunked';
      else if (req.headers['content-length'] !== undefined) headers['content-length'] = req.headers['content-length'];

      const out = transport.request('passthrough', {
        method: req.method,
        // req.originalUrl is the canonical path and the query string as sent (http/canonicalRequest.ts).
        path: `${basePath}${req.originalUrl}`,
        headers,
      });

      let settled = false;
      let answered = false;
      let timedOut = false;
      let deadline: NodeJS.Timeout | undefined;
      const late = () => {
        timedOut = true;
        fail('no complete answer in time');
        // Also once answered (a 5xx whose page still trickles in): the connection is given up.
        out.destroy();
      };
      // An upload has no total deadline (the idle limit below guards it, as on /upload).
      const startDeadline = () => {
        if (!upload) deadline ??= setTimeout(late, timeoutMs).unref();
      };
      const settle = (result: ForwardResult | 'again') => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        res.off('close', callerGone);
        resolve(result);
      };
      /** No (complete) answer: the caller gets the envelope, or a reset connection once the answer has begun. */
      const fail = (problem: string, error?: Error & { code?: string }) => {
        if (settled) return;
        const status = timedOut ? 504 : 502;
        if (res.headersSent) res.destroy();
        else sendEnvelope(res, status, message(timedOut ? 'timeout' : 'network', req));
        settle({
          status,
          outcome: timedOut ? 'timeout' : 'failed',
          problem,
          ...(error?.code ? { errorCode: error.code } : {}),
        });
        out.destroy();
      };
      const callerGone = () => {
        if (settled || res.writableFinished) return;
        settle({ status: 499, outcome: 'cancelled', problem: 'the caller closed the connection' });
        out.destroy();
      };
      res.on('close', callerGone);

      // Also the longest silence while a body goes up or a large answer streams down.
      out.setTimeout(upload ? uploadIdleMs : timeoutMs, late);
      out.on('finish', startDeadline);
      out.on('error', (error: Error & { code?: string }) => {
        if (!answered && retry && !timedOut && isStale(out, error)) {
          settle('again');
          return;
        }
        fail(answered ? 'the answer broke off' : 'the legacy API could not be reached', error);
      });

      out.on('response', (upRes) => {
        answered = true;
        startDeadline();
        const status = upRes.statusCode ?? 502;
        let complete = false;
        upRes.on('error', (error: Error & { code?: string }) => fail('the answer broke off', error));
        upRes.on('close', () => {
          if (!complete) fail('the answer broke off');
        });

        if (status >= 500) {
          // The upstream's own error page (a stack, a file path, a server's name) is not for the caller.
          complete = true;
          upRes.resume();
          sendEnvelope(res, status, message('httpStatus', req, { status }));
          settle({ status, outcome: 'forwarded', problem: 'the legacy API answered an error' });
          return;
        }

        const passed = clientResponseHeaders(upRes.headers);
        const location = upRes.headers.location;
        if (status >= 300 && status < 400 && location !== undefined) {
          const local = sameOrigin(location);
          if (local === undefined) {
            // Following it would make the gateway fetch another host; passing it on would send the caller there.
            complete = true;
            upRes.resume();
            sendEnvelope(res, 502, message('badResponse', req));
            settle({ status: 502, outcome: 'failed', problem: 'the legacy API redirected to another host' });
            return;
          }
          passed['location'] = local;
        }

        const declared = declaredLength(upRes);
        if (req.method === 'HEAD' || status === 204 || status === 304) {
          complete = true;
          if (req.method === 'HEAD' && declared !== undefined) passed['content-length'] = String(declared);
          upRes.resume();
          res.writeHead(status, passed);
          res.end();
          settle({ status, outcome: 'forwarded' });
          return;
        }

        const held: Buffer[] = [];
        let heldBytes = 0;
        let streaming = false;
        const startStreaming = () => {
          // From here the silence timeout guards it: a large answer may take longer than the deadline.
          streaming = true;
          clearTimeout(deadline);
          if (declared !== undefined) passed['content-length'] = String(declared);
          res.writeHead(status, passed);
          for (const chunk of held.splice(0)) res.write(chunk);
        };
        if (declared !== undefined && declared > bufferLimit) startStreaming();
        upRes.on('data', (chunk: Buffer) => {
          if (settled) return;
          if (!streaming) {
            held.push(chunk);
            heldBytes += chunk.length;
            if (heldBytes <= bufferLimit) return;
            startStreaming();
            return;
          }
          if (!res.write(chunk)) {
            upRes.pause();
            res.once('drain', () => upRes.resume());
          }
        });
        upRes.on('end', () => {
          if (settled) return;
          // Node ends a message only once its framing says it is whole; a short one errors instead.
          if (!upRes.complete) {
            fail('the answer broke off');
            return;
          }
          complete = true;
          if (!streaming) {
            const whole = Buffer.concat(held);
            passed['content-length'] = String(whole.length);
            res.writeHead(status, passed);
            res.end(whole);
          } else {
            res.end();
          }
          settle({ status, outcome: 'forwarded' });
        });
      });

      if (body) out.end(body);
      else if (req.readableEnded) out.end();
      else {
        req.on('error', () => out.destroy());
        req.pipe(out);
      }
    });
  }

  return async (req, res) => {
    const first = await attempt(req, res, req.method === 'GET' || req.method === 'HEAD');
    if (first !== 'again') return first;
    const second = await attempt(req, res, false);
    return second === 'again'
      ? { status: 502, outcome: 'failed', problem: 'the legacy API could not be reached' }
      : second;
  };
}
