import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../gateway/src/logger.ts';
import { connectRedis, type SharedRedis } from '../../gateway/src/shared/redis.ts';
import { startRedisServer, type RedisServer } from '../support/redisServer.ts';

/*
 * Redis refusing a command (a CROSSSLOT from a cluster, a WRONGTYPE) would be hidden by each
 * caller's fallback: the connection says so once per command and refusal, at warn.
 */

let server: RedisServer;
let shared: SharedRedis;
let log = '';

beforeAll(async () => {
  server = await startRedisServer();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  shared = connectRedis({ kind: 'node', url: server.url }, createLogger('info', stream));
  const deadline = Date.now() + 10_000;
  while (shared.state() !== 'up') {
    if (Date.now() > deadline) throw new Error('Redis did not come up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

afterAll(async () => {
  await shared?.close();
  await server?.stop();
});

it('logs a refused command once per command and refusal, never its key', async () => {
  const redis = shared.client();
  if (!redis) throw new Error('Redis is not up');
  await redis.set('gw:refusal-test', 'text');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(redis.hget('gw:refusal-test', 'field')).rejects.toThrow(/WRONGTYPE/);
  }
  await expect(redis.incr('gw:refusal-test')).rejects.toThrow(/not an integer/);
  await expect.poll(() => log.split('\n').filter((line) => line.includes('Redis refused a command')).length).toBe(2);
  const refusals = log
    .split('\n')
    .filter((line) => line.includes('Redis refused a command'))
    .map((line) => JSON.parse(line) as { level: number; command: string; refusal: string });
  expect(refusals.map(({ level, command, refusal }) => ({ level, command, refusal }))).toEqual([
    { level: 40, command: 'hget', refusal: 'WRONGTYPE' },
    { level: 40, command: 'incr', refusal: 'ERR' },
  ]);
  expect(log).not.toContain('gw:refusal-test');
});
