import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Below these, ports are the system's and the usual services' (and this product's defaults, 4000 and 4100). */
const LOWEST = 10_000;
/** Linux's default ephemeral range starts here, when /proc cannot be read. */
const DEFAULT_EPHEMERAL_LOW = 32_768;
const TRIES = 100;
/**
 * The ports the Fetch standard calls bad (https://fetch.spec.whatwg.org/#port-blocking) above
 * LOWEST: Node's fetch and Chromium refuse to connect to them ("bad port"), so a server there is
 * never reached (an e2e stack given 10080 waited 60 s for its /readyz, which fetch never asked).
 */
export const FETCH_BLOCKED_PORTS: ReadonlySet<number> = new Set([10080]);

/** The first port of the kernel's ephemeral range: those it hands out by itself (listen on 0, outgoing connections). */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 0 ? low : DEFAULT_EPHEMERAL_LOW;
  } catch {
    return DEFAULT_EPHEMERAL_LOW;
  }
}

/** Whether a server can listen on `port` of loopback now (it is let go at once). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free loopback port for a server a test starts as its own process, which listens on it a
 * moment later. It is taken below the kernel's ephemeral range: a port the kernel picked (a
 * listen on 0) goes back to that range when released, and any outgoing connection on the machine
 * may be given it before the server listens (seen under load: an e2e stack's stand-in failed
 * with EADDRINUSE on the port it had just been handed). Nor is it one that fetch refuses. The OS
 * still has the last word: a port something listens on is refused, and another is tried. `draw`
 * picks a port in [low, high): at random, unless a test passes its own.
 */
export async function freePort(draw: (low: number, high: number) => number = randomInt): Promise<number> {
  const highest = ephemeralLow() - 1;
  if (highest <= LOWEST) throw new Error(`the ephemeral range starts at ${highest + 1}: no ports are left below it`);
  for (let tries = 0; tries < TRIES; tries += 1) {
    const port = draw(LOWEST, highest + 1);
    if (!FETCH_BLOCKED_PORTS.has(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free loopback port between ${LOWEST} and ${highest} in ${TRIES} tries`);
}
