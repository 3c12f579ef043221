import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentScope } from '../../gateway/src/telemetry/requestScope.ts';
import { ok, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway } from './support/gatewayUnderTest.ts';

/*
 * A gateway that writes no log line and traces nothing keeps no request scope in
 * AsyncLocalStorage (a hook on every promise while one is in use), yet its legacy calls
 * still carry the request's id (logCorrelation.test.ts proves the same with lines written).
 */
const fake = useFakeUpstream();
const gateway = useGateway();

async function send(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  return { id: response.headers.get('x-request-id'), body };
}

describe('the request id of a gateway that writes no log line', () => {
  it('goes with a shared public call and with a signed-in one, and no scope is kept for the upstream', async () => {
    const scopes: unknown[] = [];
    fake.server.use(
      http.get(`${UPSTREAM}/api/index/index`, () => {
        scopes.push(currentScope());
        return ok({ name: 'Mall' });
      }),
      http.get(`${UPSTREAM}/api/user/notice_list`, () => {
        scopes.push(currentScope());
        return ok({ count: 0, list: [] });
      }),
    );
    const platform = await send('query Platform { platform { name } }', { lang: `l${Math.random()}` });
    expect(platform.body.errors).toBeUndefined();
    expect(platform.id).toBeTruthy();
    expect(fake.hitsOn('/api/index/index').at(-1)?.headers.get('x-request-id')).toBe(platform.id);

    const notes = await send('query Notes { notifications { total } }', { token: 'a-token', 'x-request-id': 'edge-1' });
    expect(notes.body.errors).toBeUndefined();
    expect(notes.id).toBe('edge-1');
    expect(fake.hitsOn('/api/user/notice_list').at(-1)?.headers.get('x-request-id')).toBe('edge-1');

    expect(scopes).toEqual([undefined, undefined]);
  });
});
