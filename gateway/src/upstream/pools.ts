import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

/**
 * How long an idle keep-alive connection is kept: shorter than the common servers'
 * own idle timeouts (nginx and Node 5 s, Apache 5 s), so the gateway is not the one
 * sending a request down a socket the server is closing at that moment.
 */
const KEEP_ALIVE_IDLE_MS = 4000;
/**
 * The TCP keep-alive probe delay of upstream sockets. axios's HTTP adapter sets 60 s on every
 * request's socket; Node's agent sets its own `keepAliveMsecs` (1 s by default) each time a
 * socket goes back to the pool. Two different values made both call setsockopt on every
 * upstream call; the same value lets Node see the socket already has it and skip the system call.
 */
export const TCP_KEEP_ALIVE_MS = 60_000;
/**
 * The kept-alive pools to the legacy API: the calls' (bounded), the uploads' (apart, so a slow
 * upload never holds a connection a call waits for), and the REST passthrough's and the
 * picture source's (unbounded, as with the agent and the fetch they had of their own).
 */
export type Pool = 'calls' | 'uploads' | 'passthrough' | 'pictures';

/** The pools, each kept alive alike; the calls' and the uploads' bounded, unless no bound is given. */
export function keptAlivePools(https: boolean, maxSockets?: number, uploadSockets?: number): Record<Pool, HttpAgent> {
  const made = (most?: number): HttpAgent => {
    const options = { keepAlive: true, keepAliveMsecs: TCP_KEEP_ALIVE_MS, timeout: KEEP_ALIVE_IDLE_MS };
    const sized = most === undefined ? options : { ...options, maxSockets: most };
    return https ? new HttpsAgent(sized) : new HttpAgent(sized);
  };
  return { calls: made(maxSockets), uploads: made(uploadSockets), passthrough: made(), pictures: made() };
}

/** What an agent holds per host, summed: its busy sockets, or the requests waiting for one. */
function countAll(byHost: NodeJS.ReadOnlyDict<readonly unknown[]>): number {
  let count = 0;
  for (const list of Object.values(byHost)) count += list?.length ?? 0;
  return count;
}

/** A pool right now: sockets busy, requests waiting for one, and its size (for the metrics). */
export function poolState(agent: HttpAgent): { inUse: number; queued: number; maxSockets: number } {
  return { inUse: countAll(agent.sockets), queued: countAll(agent.requests), maxSockets: agent.maxSockets };
}
