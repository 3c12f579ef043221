import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';

/*
 * A phone that goes away in the middle of a download (a tab closed, a tap elsewhere, a tunnel)
 * is an everyday event, not a gateway failure: it is logged as a cancelled request, never as
 * an error, and counted as cancelled, never as a 5xx an operator would be paged for.
 */

interface LogLine {
  level: number;
  msg: string;
  res?: { statusCode?: number };
}

describe('a client that goes away in the middle of a file', () => {
  let legacy: StandIn;
  let gateway: Gateway;
  let port: number;
  let dist: string;
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line !== '') lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });

  beforeAll(async () => {
    legacy = await startStandIn();
    dist = mkdtempSync(join(tmpdir(), 'gone-away-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    mkdirSync(join(dist, 'assets'));
    // Far more than a socket's buffers hold, so the file is still being sent when the client leaves.
    writeFileSync(join(dist, 'assets/big-0123abcd.js'), Buffer.alloc(64 * 1024 * 1024, 0x61));
    gateway = await createGateway({
      config: readConfig({ LOG_LEVEL: 'info', SHED_LAG_MS: '0', METRICS_PORT: '0' }),
      upstreamUrl: legacy.url,
      logger: createLogger('info', sink),
      clientDist: dist,
    });
    port = Number(new URL((await gateway.listen(0, '127.0.0.1')).url).port);
  });

  afterAll(async () => {
    await gateway?.close();
    await legacy?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Asks for `path` and goes away: once the answer has begun (`afterFirstBytes`), else straight after asking. */
  async function leave(path: string, afterFirstBytes: boolean): Promise<void> {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: shop.example\r\nAccept-Encoding: identity\r\n\r\n`);
    if (afterFirstBytes) await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.destroy();
  }

  it('is a cancelled request in the log and the metrics, not an error or a 500', async () => {
    const cancelled = () => lines.filter((line) => line.msg === 'request cancelled').length;
    // Before the file has begun (the browser moved on to another page) and in its middle.
    const leaving = [
      ...Array.from({ length: 10 }, () => leave('/assets/big-0123abcd.js', false)),
      ...Array.from({ length: 10 }, () => leave('/home', false)),
      leave('/assets/big-0123abcd.js', true),
    ];
    await Promise.all(leaving);
    // Every request the gateway saw has been logged (those it never read are not requests).
    await expect.poll(() => lines.filter((line) => line.msg.startsWith('request ')).length >= 1).toBe(true);
    await expect.poll(() => cancelled() > 0, { timeout: 30_000 }).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    const metrics = await gateway.metrics.registry.metrics();
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
    expect(metrics).not.toMatch(/gateway_http_requests_total\{[^}]*status="5\d\d"[^}]*\}/);
    expect(metrics).toMatch(/gateway_http_requests_total\{[^}]*status="aborted"[^}]*\} [1-9]/);
  });
});
