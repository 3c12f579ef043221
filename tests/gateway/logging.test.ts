import { http, HttpResponse } from 'msw';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/src/logger.ts';
import { ok, refused, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway } from './support/gatewayUnderTest.ts';

const lines: string[] = [];
const sink = new Writable({
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

const fake = useFakeUpstream();
// The most talkative level, so that nothing is logged that a stricter level would hide.
const gateway = useGateway({}, createLogger('trace', sink));

const TOKEN = 'f3a9c1d2e4b5a6978877665544332211aabbccddeeff00112233445566778899';
const NOTIFICATIONS = '{ notifications { total } }';

/** The request log is written when the response finishes, which may be after the client has it. */
async function logLineFor(predicate: (line: string) => boolean): Promise<string> {
  // As long as it takes (the test's timeout bounds it): a busy machine writes late.
  for (;;) {
    const line = lines.find(predicate);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('structured logs', () => {
  it('log the request with the token header redacted', async () => {
    lines.length = 0;
    fake.server.use(http.get(`${UPSTREAM}/api/user/notice_list`, () => ok({ count: 0, list: [] })));
    const answer = await gateway.post(NOTIFICATIONS, {}, { token: TOKEN, lang: 'en' });
    expect(answer.data).toEqual({ notifications: { total: 0 } });
    const line = await logLineFor((text) => text.includes('"url":"/graphql"'));
    const entry = JSON.parse(line) as { req: { headers: Record<string, string> }; res: { statusCode: number } };
    expect(entry.req.headers['token']).toBe('[redacted]');
    expect(entry.req.headers['lang']).toBe('en');
    expect(entry.res.statusCode).toBe(200);
    expect(lines.join('\n')).not.toContain(TOKEN);
    expect(fake.hitsOn('/api/user/notice_list')[0]?.headers.get('token')).toBe(TOKEN);
  });

  it('never contain the token when the upstream refuses the session or fails', async () => {
    lines.length = 0;
    fake.server.use(http.get(`${UPSTREAM}/api/user/notice_list`, () => refused('Please login first', 401, 401)));
    const refusedAnswer = await gateway.post(NOTIFICATIONS, {}, { token: TOKEN });
    expect(refusedAnswer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');

    fake.server.use(http.get(`${UPSTREAM}/api/user/notice_list`, () => HttpResponse.error()));
    const failedAnswer = await gateway.post(NOTIFICATIONS, {}, { token: TOKEN });
    expect(failedAnswer.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_UNAVAILABLE');

    fake.server.use(http.get(`${UPSTREAM}/api/user/notice_list`, () => ok({ count: 'many', list: null })));
    const brokenAnswer = await gateway.post(NOTIFICATIONS, {}, { token: TOKEN });
    expect(brokenAnswer.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_BAD_RESPONSE');

    await logLineFor((text) => text.includes('legacy answer could not be decoded') && text.includes('"field":"count"'));
    // Each request's line is written once its response has finished, which may be after the client has it.
    while (lines.filter((text) => text.includes('"url":"/graphql"')).length < 3)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.filter((text) => text.includes('"url":"/graphql"')).length).toBeGreaterThanOrEqual(3);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('never contain the token a login answers, nor the password sent', async () => {
    lines.length = 0;
    const fresh = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
    fake.server.use(
      http.post(`${UPSTREAM}/api/user/login`, () => ok({ userinfo: { token: fresh, user_id: 1 } }, 'Login Success')),
    );
    const answer = await gateway.post(
      'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }',
      { account: 'demo', password: 'hunter2-secret' },
    );
    expect(answer.data).toEqual({ login: { token: fresh } });
    await logLineFor((text) => text.includes('"url":"/graphql"'));
    expect(lines.join('\n')).not.toContain(fresh);
    expect(lines.join('\n')).not.toContain('hunter2-secret');
  });

  it('never contain the token when a mutation fails upstream', async () => {
    lines.length = 0;
    fake.server.use(http.post(`${UPSTREAM}/api/user/notice_read`, () => HttpResponse.text('boom', { status: 500 })));
    const answer = await gateway.post(
      'mutation M($id: ID!) { markNotificationRead(id: $id) { id } }',
      { id: '1' },
      { token: TOKEN },
    );
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_HTTP_ERROR', status: 500 });
    await logLineFor((text) => text.includes('"url":"/graphql"'));
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('redact every header that carries a credential, whatever its name', async () => {
    lines.length = 0;
    fake.server.use(http.get(`${UPSTREAM}/api/user/notice_list`, () => ok({ count: 0, list: [] })));
    const secrets: Record<string, string> = {
      'Admin-Token': 'admin-token-secret-0001',
      'X-Token': 'x-token-secret-0002',
      'X-Auth-Token': 'x-auth-token-secret-0003',
      Authorization: 'Bearer authorization-secret-0004',
      'X-Api-Key': 'x-api-key-secret-0005',
      'X-Session-Id': 'x-session-secret-0006',
      'X-Client-Secret': 'x-client-secret-0007',
      'Proxy-Authorization': 'Basic proxy-secret-0008',
      'X-Amz-Security-Token': 'x-amz-secret-0009',
      'X-CSRF-Token': 'x-csrf-secret-0010',
    };
    const answer = await gateway.post(NOTIFICATIONS, {}, { ...secrets, lang: 'en', 'x-custom-note': 'kept' });
    expect(answer.data).toEqual({ notifications: { total: 0 } });
    const line = await logLineFor((text) => text.includes('"url":"/graphql"'));
    const entry = JSON.parse(line) as { req: { headers: Record<string, string> } };
    const everything = lines.join('\n');
    const leaked = Object.values(secrets).filter((secret) => everything.includes(secret.split(' ').at(-1) ?? secret));
    expect(leaked).toEqual([]);
    for (const name of Object.keys(secrets)) expect(entry.req.headers[name.toLowerCase()]).toBe('[redacted]');
    // The others stay readable: they are what one reads a request's line for.
    expect(entry.req.headers['lang']).toBe('en');
    expect(entry.req.headers['x-custom-note']).toBe('kept');
  });
});
