import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { FETCH_BLOCKED_PORTS, freePort } from '../support/freePort.ts';

const EPHEMERAL_LOW = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
const servers: Server[] = [];

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/*
 * The ports the tests hand to the servers they start as processes (gateways, stand-ins, Redis,
 * nginx): below the kernel's ephemeral range, where no outgoing connection can be given one
 * between the check and the server's own listen.
 */
describe('freePort', () => {
  test('gives ports below the ephemeral range, each one a server can then listen on', async () => {
    for (let index = 0; index < 30; index += 1) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(EPHEMERAL_LOW);
      servers.push(await listen(port));
    }
  });

  test('never gives a port that fetch refuses to connect to, though a server can listen there', async () => {
    for (const port of FETCH_BLOCKED_PORTS) {
      const server = await listen(port).catch(() => undefined);
      if (server) servers.push(server);
      const refused = await fetch(`http://127.0.0.1:${port}/`).then(
        () => undefined,
        (error: unknown) =>
          error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error),
      );
      expect(refused).toBe('bad port');
    }
    // Drawn first, passed over for the next one drawn.
    const drawn = [...FETCH_BLOCKED_PORTS, 20_000];
    expect(await freePort(() => drawn.shift() as number)).toBe(20_000);
  });
});
