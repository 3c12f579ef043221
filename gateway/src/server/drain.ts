import type { RequestHandler } from 'express';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { closingIdleConnections } from './shutdown.ts';

/**
 * How long past the server's keep-alive timeout the gateway lets kept-alive connections be after
 * it stops accepting, before it closes the idle ones itself: a balancer whose own idle timeout is
 * below the server's (nginx's upstream `keepalive_timeout`, as docs/gateway.md asks) has closed
 * every idle one by then.
 */
const SETTLE_MS = 1000;

/**
 * The way out of a gateway that a balancer in front does not notice as failures, on SIGTERM:
 *
 * 1. `/readyz` answers 503 at once (`draining`), while everything else is served as before for
 *    `drainMs`: a balancer that probes it (Kubernetes, HAProxy, a cloud balancer) takes this
 *    instance out and sends nothing more; requests that come meanwhile are answered.
 * 2. The listener closes: a new connection is refused, which a balancer retries on another
 *    instance whatever the method, since no byte of the request was sent. The kept-alive
 *    connections are not closed with it (http.Server's close() would drop the idle ones at
 *    once, racing a balancer sending its next request down one: a POST lost, a 502).
 * 3. Every answer from then on says `Connection: close`, so a balancer's connection is closed
 *    by the answer to its next request, never under it.
 * 4. The balancer closes the idle ones itself, as its idle timeout passes: closing one here
 *    races the next request it sends down it (the fleet drill saw a payment's POST lost so, a
 *    502, when they were closed a second after the listener). Past the server's keep-alive
 *    timeout and SETTLE_MS, those left are closed as they become idle, while requests in flight
 *    finish; it resolves once the last connection is closed.
 */
export class Drain {
  private state: 'serving' | 'draining' | 'closing' = 'serving';

  /** First in the app: the `Connection: close` of step 3. */
  readonly middleware: RequestHandler = (_req, res, next) => {
    if (this.state === 'closing') res.setHeader('connection', 'close');
    next();
  };

  /** From SIGTERM on: /readyz answers 503. */
  get draining(): boolean {
    return this.state !== 'serving';
  }

  async run(server: Server, drainMs: number): Promise<void> {
    this.state = 'draining';
    if (drainMs > 0) await pause(drainMs);
    this.state = 'closing';
    const closed = new Promise<void>((resolve) => {
      if (!server.listening) resolve();
      // net.Server's own close: stop accepting, and 'close' once every connection has ended.
      else NetServer.prototype.close.call(server, () => resolve());
    });
    await Promise.race([closed, pause(server.keepAliveTimeout + SETTLE_MS)]);
    await closingIdleConnections(server, () => closed);
  }
}
