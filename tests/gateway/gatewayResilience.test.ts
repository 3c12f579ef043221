import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useGateway } from './support/gatewayUnderTest.ts';
import { ok, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';

/*
 * The legacy API's bad days as a GraphQL client sees them: a call whose breaker is open fails at
 * once with UPSTREAM_UNAVAILABLE and retryAfter. And the shopper's address upstream: the legacy
 * API's own per-address limits and fraud checks need it, so GraphQL calls carry X-Forwarded-For
 * and X-Real-IP as TRUST_PROXY resolves them, as the REST passthrough does (the same function
 * makes both).
 */
const fake = useFakeUpstream();
// Loopback (the test's own address) is a trusted proxy by default.
const behindProxy = useGateway();
const untrusted = useGateway({ TRUST_PROXY: 'false' });
const breaking = useGateway({ UPSTREAM_BREAKER_FAILURES: '2', UPSTREAM_BREAKER_HALF_OPEN_MS: '30000' });

const NOTIFICATIONS = '{ notifications { total } }';
const SHOPPER = '203.0.113.7';

async function addressHeadersSent(
  gateway: typeof behindProxy,
): Promise<{ forwardedFor: string | null; realIp: string | null }> {
  fake.server.use(http.get(`${UPSTREAM}/api/user/notice_list`, () => ok({ count: 0, list: [] })));
  const answer = await gateway.post(NOTIFICATIONS, {}, { token: 'session-token', 'x-forwarded-for': SHOPPER });
  expect(answer.errors).toBeUndefined();
  const [hit] = fake.hitsOn('/api/user/notice_list');
  return { forwardedFor: hit?.headers.get('x-forwarded-for') ?? null, realIp: hit?.headers.get('x-real-ip') ?? null };
}

describe('who asked, on GraphQL calls to the legacy API', () => {
  it('from a trusted proxy: the shopper its X-Forwarded-For names, then the proxy', async () => {
    expect(await addressHeadersSent(behindProxy)).toEqual({
      forwardedFor: `${SHOPPER}, 127.0.0.1`,
      realIp: SHOPPER,
    });
  });

  it('from an untrusted peer: the peer itself, not the X-Forwarded-For it made up', async () => {
    expect(await addressHeadersSent(untrusted)).toEqual({ forwardedFor: '127.0.0.1', realIp: '127.0.0.1' });
  });
});

describe('a legacy call whose breaker is open, as a GraphQL client sees it', () => {
  it('fails at once with UPSTREAM_UNAVAILABLE and retryAfter, without a call upstream', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/user/notice_list`, () => new HttpResponse('busy', { status: 503 })));
    for (let failed = 1; failed <= 2; failed += 1) {
      const answer = await breaking.post(NOTIFICATIONS, {}, { token: 'session-token' });
      expect(answer.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_HTTP_ERROR', status: 503 });
    }
    // Each read was asked twice (the retry), and each failed call counted once.
    expect(fake.hitsOn('/api/user/notice_list')).toHaveLength(4);

    const refused = await breaking.post(NOTIFICATIONS, {}, { token: 'session-token' });
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: expect.any(Number) });
    // The seconds until the breaker lets a call through again (30 s after it opened).
    expect(refused.errors?.[0]?.extensions?.['retryAfter']).toBeGreaterThan(20);
    expect(fake.hitsOn('/api/user/notice_list')).toHaveLength(4);
  });
});
