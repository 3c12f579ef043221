import type { IncomingMessage } from 'node:http';

/** How long the rest of a refused body is read at most, and how long without a byte of it. */
const LINGER_MAX_MS = 10_000;
const LINGER_IDLE_MS = 2_000;

/**
 * After a request was answered before its body was read whole (a refused, oversized or stalled
 * upload), as nginx's lingering close: what the client still sends is read and dropped, and the
 * connection is closed only when no byte has come for LINGER_IDLE_MS or LINGER_MAX_MS have passed.
 * A body that ends in time leaves the connection as any other request does. Closed at once, a client
 * still writing meets a reset before it reads the answer (undici: `EPIPE`, a browser: a network
 * error), and the shopper never sees what the gateway said was wrong.
 * Call it once the answer has gone out (the response's `finish`).
 */
export function lingeringClose(req: IncomingMessage): void {
  const stop = () => {
    clearTimeout(idle);
    clearTimeout(longest);
  };
  const close = () => {
    stop();
    req.socket.destroy();
  };
  const idle = setTimeout(close, LINGER_IDLE_MS);
  const longest = setTimeout(close, LINGER_MAX_MS);
  req.on('data', () => idle.refresh());
  req.once('end', stop);
  req.once('error', close);
  req.resume();
}
