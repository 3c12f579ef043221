import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { contextFactory, type ContextDeps } from '../../gateway/src/context.ts';
import type { PublicCache } from '../../gateway/src/cache/publicCache.ts';
import type { RateLimits } from '../../gateway/src/security/rateLimits.ts';
import type { UpstreamClient } from '../../gateway/src/upstream/client.ts';
import { resolveEndpoints } from '../../gateway/src/upstream/endpoints.ts';

/*
 * A request's context works out what not every operation needs (image URLs from the
 * request's origin, the client address, the session hash) on first use — and still does
 * on the copy Apollo makes of it for each operation.
 */
const deps = (publicUrl?: string): ContextDeps => ({
  client: { baseUrl: 'http://legacy.internal:8080' } as UpstreamClient,
  endpoints: resolveEndpoints({}),
  publicCache: {} as PublicCache,
  publicUrl,
  upstreamHostAliases: ['cdn-old.example'],
  rateLimits: {} as RateLimits,
});

/** A request that counts how often its trusted-proxy-dependent parts are read. */
function request(headers: Record<string, string>, reads: string[]): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    get: (name: string) => lower[name.toLowerCase()],
    get ip() {
      reads.push('ip');
      return '203.0.113.7';
    },
    get protocol() {
      reads.push('protocol');
      return 'https';
    },
    get host() {
      reads.push('host');
      return 'shop.example';
    },
  } as unknown as Request;
}

/** What Apollo does with the context value of every operation (ApolloServer.js, cloneObject). */
const apolloCopy = <T extends object>(value: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(value) as object), value) as T;

describe('request context', () => {
  it('reads the forwarded headers at once and nothing that depends on the proxy settings', () => {
    const reads: string[] = [];
    const context = contextFactory(deps())(request({ token: 't1', lang: 'fr' }, reads));
    expect(context.lang).toBe('fr');
    expect(context.legacy.hasToken).toBe(true);
    expect(reads).toEqual([]);
  });

  it('works out image URLs and the client address on first use, once, on Apollo’s copy too', () => {
    const reads: string[] = [];
    const context = apolloCopy(contextFactory(deps())(request({}, reads)));
    expect(context.images.one('/uploads/a.png')).toBe('https://shop.example/uploads/a.png');
    expect(context.images.one('http://legacy.internal:8080/static/b.png')).toBe('https://shop.example/static/b.png');
    expect(context.images.one('https://cdn-old.example/c.png')).toBe('https://shop.example/c.png');
    expect(context.clientAddress).toBe('203.0.113.7');
    expect(context.clientAddress).toBe('203.0.113.7');
    expect(reads.sort()).toEqual(['host', 'ip', 'protocol']);
    expect(context.lang).toBe('en');
  });

  it('uses PUBLIC_URL without reading the request origin', () => {
    const reads: string[] = [];
    const context = apolloCopy(contextFactory(deps('https://public.example/'))(request({}, reads)));
    expect(context.images.one('/uploads/a.png')).toBe('https://public.example/uploads/a.png');
    expect(reads).toEqual([]);
  });

  it('keys sessions by a hash of the token, else by the client address', () => {
    const factory = contextFactory(deps());
    const withToken = apolloCopy(factory(request({ token: 'secret-token' }, [])));
    expect(withToken.sessionKey()).toMatch(/^token:[0-9a-f]{64}$/);
    expect(withToken.sessionKey()).not.toContain('secret-token');
    expect(apolloCopy(factory(request({}, []))).sessionKey()).toBe('ip:203.0.113.7');
  });
});
