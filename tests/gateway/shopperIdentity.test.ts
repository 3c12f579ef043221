import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { shopperOf, tokenSessionKey } from '../../gateway/src/http/shopperIdentity.ts';

/*
 * Who is asking, as every part of the gateway reads it: one rule for the token, each part read
 * from the request once, and only when asked.
 */

/** A request that counts how often its trusted-proxy-dependent parts are read. */
function request(headers: Record<string, string>, reads: string[]): Request {
  return {
    get: (name: string) => headers[name.toLowerCase()],
    get ip() {
      reads.push('ip');
      return '203.0.113.7';
    },
    get ips() {
      reads.push('ips');
      return ['198.51.100.1'];
    },
    socket: { remoteAddress: '10.0.0.2' },
  } as unknown as Request;
}

describe('the shopper identity', () => {
  it('takes a token of at most 512 characters, and none that is empty or longer', () => {
    expect(shopperOf(request({ token: 't'.repeat(512) }, [])).token).toBe('t'.repeat(512));
    expect(shopperOf(request({ token: 't'.repeat(513) }, [])).token).toBeUndefined();
    expect(shopperOf(request({ token: '' }, [])).token).toBeUndefined();
  });

  it('reads the language from lang, else language, and forwards language, else lang', () => {
    const both = shopperOf(request({ lang: 'fr', language: 'de' }, []));
    expect([both.lang, both.language]).toEqual(['fr', 'de']);
    const langOnly = shopperOf(request({ lang: 'fr' }, []));
    expect([langOnly.lang, langOnly.language]).toEqual(['fr', 'fr']);
    const languageOnly = shopperOf(request({ language: 'de' }, []));
    expect([languageOnly.lang, languageOnly.language]).toEqual(['de', 'de']);
  });

  it('is one per request, and reads the address once, when first asked', () => {
    const reads: string[] = [];
    const req = request({}, reads);
    expect(shopperOf(req)).toBe(shopperOf(req));
    expect(reads).toEqual([]);
    expect(shopperOf(req).sessionKey).toBe('ip:203.0.113.7');
    expect(shopperOf(req).clientAddress).toBe('203.0.113.7');
    expect(reads).toEqual(['ip']);
  });

  it('keys a session by the hash of its token', () => {
    const key = shopperOf(request({ token: 'secret-token' }, [])).sessionKey;
    expect(key).toBe(tokenSessionKey('secret-token'));
    expect(key).not.toContain('secret-token');
  });

  it('forwards who asked only once a legacy call reads it, to a copy as well', () => {
    const reads: string[] = [];
    const headers = shopperOf(request({ token: 't1', lang: 'fr' }, reads)).forwardedHeaders;
    expect(reads).toEqual([]);
    expect({ ...headers }).toMatchObject({
      'x-forwarded-for': '198.51.100.1, 10.0.0.2',
      'x-real-ip': '203.0.113.7',
      token: 't1',
      lang: 'fr',
      language: 'fr',
    });
    const names: string[] = [];
    for (const name in headers) names.push(name);
    expect(names).toEqual(['x-forwarded-for', 'x-real-ip', 'token', 'lang', 'language']);
  });
});
