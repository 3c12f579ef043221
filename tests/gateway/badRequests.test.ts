import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/src/logger.ts';
import { MAX_VARIABLES_DEPTH, MAX_VARIABLES_VALUES } from '../../gateway/src/security/boundedVariables.ts';
import { ok, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';
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
const gateway = useGateway({}, createLogger('trace', sink));
beforeEach(() => {
  lines.length = 0;
});

/** `{"a":{"a":…1…}}` nested `levels` deep, written as text: building it as an object and serialising would overflow first. */
function nested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

const PROFILE = 'mutation Profile($input: ProfileInput!) { updateProfile(input: $input) { id } }';

async function postRaw(
  body: string,
): Promise<{ status: number; body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: 't' },
    body,
  });
  return { status: response.status, body: (await response.json()) as never };
}

/**
 * The logs once the request's own line is written: that line comes when the response has finished
 * (possibly after the client has it) and is the request's last, so what it logged is all there.
 */
async function settledLogs(): Promise<string> {
  while (!lines.some((line) => line.includes('"url":"/graphql'))) await new Promise((resolve) => setImmediate(resolve));
  return lines.join('\n');
}

describe('variables bounded before anything walks them', () => {
  it('answers 400 to a mutation whose variables nest 5,000 levels, with no upstream call and no error log', async () => {
    const answer = await postRaw(`{"query":${JSON.stringify(PROFILE)},"variables":{"input":${nested(5000)}}}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual({
      message: `Variables nest deeper than ${MAX_VARIABLES_DEPTH} levels`,
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(fake.hits).toHaveLength(0);
    expect(await settledLogs()).not.toContain('"level":50');
  });

  it('answers 400 to deep variables in a GET query string too', async () => {
    const query = new URLSearchParams({ query: '{ __typename }', variables: `{"v":${nested(200)}}` });
    const response = await fetch(`${gateway.url}/graphql?${query.toString()}`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Array<{ extensions: unknown }> }).errors[0]?.extensions).toEqual({
      code: 'BAD_REQUEST',
    });
  });

  it('answers 400 to variables with too many values', async () => {
    const wide = JSON.stringify({ input: { list: Array.from({ length: MAX_VARIABLES_VALUES + 1 }, () => 1) } });
    const answer = await postRaw(`{"query":${JSON.stringify(PROFILE)},"variables":${wide}}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe(`Variables hold more than ${MAX_VARIABLES_VALUES} values`);
  });

  it(`lets variables ${MAX_VARIABLES_DEPTH - 1} levels deep reach GraphQL's own checks`, async () => {
    const answer = await postRaw(
      `{"query":${JSON.stringify(PROFILE)},"variables":{"input":${nested(MAX_VARIABLES_DEPTH - 2)}}}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

describe('persisted queries', () => {
  const QUERY = '{ platform { name } }';
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

  it('answer PERSISTED_QUERY_NOT_FOUND to a hash that does not match the document, logged as a warning', async () => {
    const answer = await postRaw(JSON.stringify({ query: QUERY, extensions: persisted(sha('something else')) }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ]);
    const logs = await settledLogs();
    expect(logs).toContain('"level":40');
    expect(logs).toContain('persisted query refused');
    expect(logs).not.toContain('"level":50');
    expect(fake.hits).toHaveLength(0);
  });

  it('answer PERSISTED_QUERY_NOT_FOUND to an unknown hash, then run the query once it is registered', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/index/index`, () => ok({ name: 'Mall' })));
    const unknown = await postRaw(JSON.stringify({ extensions: persisted(sha(QUERY)) }));
    expect(unknown.body.errors?.[0]?.extensions).toEqual({ code: 'PERSISTED_QUERY_NOT_FOUND' });
    expect(await settledLogs()).toContain('"level":40');
    const registered = await postRaw(JSON.stringify({ query: QUERY, extensions: persisted(sha(QUERY)) }));
    expect(registered.status).toBe(200);
    const byHash = await postRaw(JSON.stringify({ extensions: persisted(sha(QUERY)) }));
    expect(byHash).toMatchObject({ status: 200, body: { data: { platform: { name: 'Mall' } } } });
  });
});

describe('logged URLs', () => {
  it('never hold a password, token or code sent in a GET query string', async () => {
    const secret = 'Pa55-in-the-url';
    const query = new URLSearchParams({
      query: `mutation { login(account: "demo", password: "${secret}") { token } }`,
      variables: `{"password":"${secret}"}`,
      token: `${secret}-token`,
      code: `${secret}-code`,
      page: '2',
    });
    const response = await fetch(`${gateway.url}/graphql?${query.toString()}`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(response.status).toBe(405); // mutations are never run over GET
    const logs = await settledLogs();
    expect(logs).toContain(
      '"url":"/graphql?query=[redacted]&variables=[redacted]&token=[redacted]&code=[redacted]&page=2"',
    );
    expect(logs).not.toContain('Pa55');
  });
});
