import { pino } from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warnWithoutPublicUrl } from '../../gateway/src/publicUrlWarning.ts';
import { startStack, type Stack } from './support/stack.ts';
import { buildPng, upload } from './support/uploads.ts';

/*
 * Issue 18, item 4: `X-Forwarded-Host: evil.example` from a trusted proxy (loopback, the
 * default TRUST_PROXY) must not leave evil.example image URLs in an answer that a CDN
 * or the gateway's own public cache hands to others.
 */
const HOT = '{ hotProducts(limit: 5) { items { id image } } }';
const EVIL = 'evil.example';

interface CachedAnswer {
  status: number;
  cacheControl: string | null;
  vary: string[];
  images: string[];
}

/** A GET /graphql as a browser or CDN sends it (cacheable), with extra headers. */
async function getHot(stack: Stack, headers: Record<string, string> = {}): Promise<CachedAnswer> {
  const response = await fetch(`${stack.url}/graphql?query=${encodeURIComponent(HOT)}`, {
    headers: { 'apollo-require-preflight': 'true', lang: 'en', ...headers },
  });
  const body = (await response.json()) as { data?: { hotProducts: { items: Array<{ image: string }> } } };
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    vary: (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()),
    images: body.data?.hotProducts.items.map((item) => item.image) ?? [],
  };
}

const hostsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).host))];

describe('without PUBLIC_URL', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('varies a public answer on the host and the forwarded headers that shaped its image URLs', async () => {
    const poisoned = await getHot(stack, { 'x-forwarded-host': EVIL });
    expect(poisoned.status).toBe(200);
    expect(poisoned.images.length).toBeGreaterThan(0);
    // Believed from a trusted proxy, so it shaped the answer: caches must key on it.
    expect(hostsOf(poisoned.images)).toEqual([EVIL]);
    expect(poisoned.cacheControl).toMatch(/^public/);
    expect(poisoned.vary).toEqual(expect.arrayContaining(['host', 'x-forwarded-host', 'x-forwarded-proto']));
  });

  it('never serves one request’s host to the next from its own public cache (in process or Redis)', async () => {
    await getHot(stack, { 'x-forwarded-host': EVIL });
    stack.resetCalls();
    const honest = await getHot(stack, { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' });
    // The list came from the public cache (no upstream call), its URLs made absolute for this request.
    expect(stack.calls.filter((call) => call.operation === 'hotProducts')).toEqual([]);
    expect(hostsOf(honest.images)).toEqual(['shop.example']);
    expect(honest.images.every((url) => url.startsWith('https://shop.example/'))).toBe(true);
    const plain = await getHot(stack);
    expect(hostsOf(plain.images)).toEqual([new URL(stack.url).host]);
  });

  it('takes no scheme or host that is not one', async () => {
    const forged = await getHot(stack, { 'x-forwarded-host': 'evil.example/x?', 'x-forwarded-proto': 'javascript' });
    expect(forged.images.every((url) => url.startsWith('http://localhost/'))).toBe(true);
  });
});

describe('without PUBLIC_URL, behind no trusted proxy', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => stack.close());

  it('ignores forwarded headers and varies on the Host alone', async () => {
    const answer = await getHot(stack, { 'x-forwarded-host': EVIL });
    expect(hostsOf(answer.images)).toEqual([new URL(stack.url).host]);
    expect(answer.vary).toContain('host');
    expect(answer.vary).not.toContain('x-forwarded-host');
  });
});

describe('with PUBLIC_URL', () => {
  const PUBLIC = 'https://shop.example';
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack({ env: { PUBLIC_URL: `${PUBLIC}/` } });
    token = await stack.login();
  });
  afterAll(() => stack.close());

  it('builds image URLs on it whatever the forwarded headers say, and needs no Vary on them', async () => {
    const answer = await getHot(stack, { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' });
    expect(answer.images.length).toBeGreaterThan(0);
    expect(answer.images.every((url) => url.startsWith(`${PUBLIC}/`))).toBe(true);
    expect(answer.cacheControl).toMatch(/^public/);
    expect(answer.vary).not.toContain('x-forwarded-host');
    expect(answer.vary).not.toContain('host');
  });

  it('answers an upload’s URL on it too', async () => {
    const answer = await upload(stack.url, buildPng(), { token, headers: { 'x-forwarded-host': EVIL } });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`^${PUBLIC}/`));
  });
});

describe('the start-up warning', () => {
  function captured() {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .split('\n')
            .filter((line) => line !== ''),
        );
        done();
      },
    });
    return { lines, logger: pino({ level: 'info' }, destination) };
  }

  it('says once, in one structured line naming PUBLIC_URL, that production runs without it', () => {
    const { lines, logger } = captured();
    expect(warnWithoutPublicUrl({ production: true, publicUrl: undefined }, logger)).toBe(true);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as { level: number; variable: string; msg: string };
    expect(line.level).toBe(40);
    expect(line.variable).toBe('PUBLIC_URL');
    expect(line.msg).toContain('PUBLIC_URL');
  });

  it('says nothing in development or with PUBLIC_URL set', () => {
    const { lines, logger } = captured();
    warnWithoutPublicUrl({ production: false, publicUrl: undefined }, logger);
    warnWithoutPublicUrl({ production: true, publicUrl: 'https://shop.example' }, logger);
    expect(lines).toEqual([]);
  });
});
