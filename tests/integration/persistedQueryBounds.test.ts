import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startRedisServer, type RedisServer } from '../support/redisServer.ts';

/*
 * Automatic persisted queries (PERSISTED_DOCUMENTS=any) cost the shared Redis a bounded amount,
 * whoever registers: a document's size is capped (comments included), the documents kept are
 * capped (the oldest go), and one address registers at a bounded rate. Two gateways share one
 * real redis-server, as instances behind a load balancer do; without Redis, the process's own
 * store is bounded the same way.
 */

const MAX_DOCUMENTS = 10;
const REGISTRATIONS = 5;
/** Each registered document in the bound test: under the size cap, big enough to weigh. */
const DOCUMENT_BYTES = 6000;
/** The size cap the gateways run with (the default). */
const MAX_BYTES = 8 * 1024;
// The documents ask for nothing upstream: no legacy API is needed, or reachable.
const NO_UPSTREAM = 'http://127.0.0.1:9';

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  extensions?: Record<string, unknown>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A valid three-token document (`{ __typename }`), named `name`, padded by a comment to `bytes`. */
function padded(name: string, bytes: number): string {
  const document = `query ${name} { __typename }\n#`;
  return document + 'x'.repeat(Math.max(0, bytes - Buffer.byteLength(document)));
}

async function post(gateway: Started, body: Record<string, unknown>, address: string): Promise<Answer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    // Loopback is a trusted proxy (TRUST_PROXY's default): the forwarded address is the client's.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

function register(gateway: Started, query: string, address: string): Promise<Answer> {
  return post(gateway, { query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } }, address);
}

function byHash(gateway: Started, query: string, address = '10.9.9.9'): Promise<Answer> {
  return post(gateway, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } }, address);
}

const known = async (gateway: Started, query: string) => (await byHash(gateway, query)).errors === undefined;
const code = (answer: Answer) => answer.errors?.[0]?.extensions?.['code'];

/** As long as it takes (the test's timeout bounds it): Apollo stores a registration after answering. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

interface Started {
  gateway: Gateway;
  url: string;
}

async function startGateway(env: Record<string, string>): Promise<Started> {
  const config = readConfig({ LOG_LEVEL: 'silent', PORT: '0', SHED_LAG_MS: '0', METRICS_PORT: '0', ...env });
  const gateway = await createGateway({ config, upstreamUrl: NO_UPSTREAM, logger: createLogger('silent') });
  const { url } = await gateway.listen(0, '127.0.0.1');
  return { gateway, url };
}

const LIMITS = {
  PERSISTED_QUERY_MAX_DOCUMENTS: String(MAX_DOCUMENTS),
  PERSISTED_QUERY_REGISTRATIONS: String(REGISTRATIONS),
};

let redis: RedisServer;
let inspect: Redis;
let a: Started;
let b: Started;
let alone: Started;

beforeAll(async () => {
  redis = await startRedisServer();
  inspect = new Redis(redis.url);
  [a, b, alone] = await Promise.all([
    startGateway({ REDIS_URL: redis.url, ...LIMITS }),
    startGateway({ REDIS_URL: redis.url, ...LIMITS }),
    startGateway(LIMITS),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.gateway.close(), b?.gateway.close(), alone?.gateway.close()]);
  inspect?.disconnect();
  await redis?.stop();
});

async function usedMemory(): Promise<number> {
  const info = await inspect.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)?.[1]);
}

/** What the persisted queries hold in Redis: every key but the rate limits' counters, and its bytes. */
async function storedInRedis(): Promise<{ keys: number; bytes: number }> {
  const keys = (await inspect.keys('*')).filter((key) => !key.startsWith('gw:rl:'));
  let bytes = 0;
  for (const key of keys) bytes += (await inspect.memory('USAGE', key)) ?? 0;
  return { keys: keys.length, bytes };
}

describe('automatic persisted queries in a shared Redis', () => {
  it('keep at most PERSISTED_QUERY_MAX_DOCUMENTS, the newest, however many addresses register', async () => {
    const before = await usedMemory();
    const documents = Array.from({ length: 15 * MAX_DOCUMENTS }, (_, index) => padded(`Bound${index}`, DOCUMENT_BYTES));
    for (const [index, document] of documents.entries()) {
      // A new address each time: the rate per address is no help here, the bound must hold alone.
      const answer = await register(a, document, `10.1.${Math.floor(index / 250)}.${index % 250}`);
      expect(answer.errors).toBeUndefined();
    }
    const newest = documents.at(-1) ?? '';
    await until(() => known(b, newest));
    const stored = await storedInRedis();
    const grown = (await usedMemory()) - before;
    console.info(
      `${documents.length} documents of ${DOCUMENT_BYTES} B registered: ${stored.keys} keys, ${stored.bytes} B in them, used_memory +${grown} B`,
    );
    // The bound: MAX_DOCUMENTS at the size cap, with room for the keys' own overhead…
    const bound = MAX_DOCUMENTS * MAX_BYTES + 16 * 1024;
    expect(stored.bytes).toBeLessThan(bound);
    // …and in all of Redis, beside it, the window's counters of each address (under 256 B each, gone
    // with the window) and Redis's own tables (about half a megabyte whatever the count: 533–580 KB
    // after 150 registrations with a cap of 10, 886–898 KB after 600 with a cap of 40; unbounded, 150
    // registrations add 900 KB of documents alone).
    expect(grown).toBeLessThan(bound + documents.length * 256 + 768 * 1024);
    expect(stored.keys).toBeLessThanOrEqual(MAX_DOCUMENTS + 2);
    // The oldest were let go, the newest are kept (B has no copy of its own: it read them from Redis).
    expect(await known(b, documents[0] ?? '')).toBe(false);
    expect(await known(b, documents.at(-MAX_DOCUMENTS + 1) ?? '')).toBe(true);
  }, 120_000); // 150 registrations: a machine with both cores busy took more than the default 20 s

  it('refuse a document padded past the size cap, and keep nothing of it', async () => {
    const document = padded('Padded', 90 * 1024);
    const before = await storedInRedis();
    const answer = await register(a, document, '10.2.0.1');
    console.info(
      `a ${Buffer.byteLength(document)} B registration: HTTP ${answer.status} ${JSON.stringify(answer.errors)}`,
    );
    expect(answer.status).toBe(400);
    expect(code(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.['reason']).toEqual({ field: 'query', rule: 'maxBytes', limit: MAX_BYTES });
    expect(code(await byHash(a, document))).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(code(await byHash(b, document))).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await storedInRedis()).bytes - before.bytes).toBeLessThan(1024);
  });

  it('run, without keeping them, the registrations of an address past its rate; another address still registers', async () => {
    const fast = '10.3.0.1';
    const documents = Array.from({ length: REGISTRATIONS + 3 }, (_, index) => padded(`Fast${index}`, 200));
    const answers: Answer[] = [];
    for (const document of documents) answers.push(await register(a, document, fast));
    // Every query ran: a refused registration does not break the query itself.
    for (const answer of answers) expect(answer.data).toEqual({ __typename: 'Query' });
    const past = answers.slice(REGISTRATIONS);
    for (const answer of past) {
      expect(answer.extensions?.['persistedQuery']).toEqual({
        stored: false,
        code: 'RATE_LIMITED',
        retryAfter: expect.any(Number),
      });
    }
    const kept = documents.slice(0, REGISTRATIONS);
    await until(() => known(b, kept.at(-1) ?? ''));
    const refused = documents.slice(REGISTRATIONS);
    const knownOnB = await Promise.all(refused.map((document) => known(b, document)));
    console.info(`past the rate: ${knownOnB.filter(Boolean).length} of ${refused.length} registrations kept`);
    expect(knownOnB).toEqual(refused.map(() => false));

    const other = padded('Other', 200);
    expect((await register(a, other, '10.3.0.2')).extensions?.['persistedQuery']).toBeUndefined();
    await until(() => known(b, other));
  });
});

describe('automatic persisted queries without Redis', () => {
  it('keep at most PERSISTED_QUERY_MAX_DOCUMENTS in the process, the newest', async () => {
    const documents = Array.from({ length: 3 * MAX_DOCUMENTS }, (_, index) => padded(`Local${index}`, 300));
    for (const [index, document] of documents.entries()) {
      expect((await register(alone, document, `10.4.0.${index}`)).errors).toBeUndefined();
    }
    const newest = documents.at(-1) ?? '';
    await until(() => known(alone, newest));
    const kept = await Promise.all(documents.map((document) => known(alone, document)));
    console.info(`without Redis: ${kept.filter(Boolean).length} of ${documents.length} documents kept`);
    expect(kept.filter(Boolean).length).toBeLessThanOrEqual(MAX_DOCUMENTS);
    expect(kept[0]).toBe(false);
  });
});
