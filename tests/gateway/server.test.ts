import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../gateway/src/server/apollo.ts';
import { GRAPHQL_BODY_LIMIT } from '../../gateway/src/server/surfaces/graphql.ts';
import { startStack, type Stack } from '../integration/support/stack.ts';

/*
 * The HTTP surface of the gateway in front of the real stand-in: health, CSRF
 * prevention, the query limits, the body limit, introspection and the sandbox,
 * the image proxy and the absolute image URLs.
 */
let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await stack.login();
});
afterAll(async () => {
  await stack?.close();
});

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

async function raw(path: string, init: RequestInit = {}): Promise<RawAnswer> {
  const response = await fetch(`${stack.url}${path}`, init);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** POSTs a query as JSON (what every real client does) with optional extra headers. */
async function post(
  query: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLBody }> {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLBody };
}

/** The body limit in bytes ("100kb" is 100 KiB for body-parser). */
const GRAPHQL_BODY_LIMIT_BYTES = Number.parseInt(GRAPHQL_BODY_LIMIT, 10) * 1024;

/** A query that would call the upstream with the buyer's token (never cached). */
const NOTIFICATIONS = '{ notifications { total } }';

describe('health', () => {
  it('GET /healthz answers 200 while the process is alive', async () => {
    const answer = await raw('/healthz');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the upstream answers', async () => {
    const answer = await raw('/readyz');
    expect(answer.status).toBe(200);
    // `slow` when the ping took longer than /readyz waits for it (a busy machine).
    expect(JSON.parse(answer.text)).toEqual({ status: 'ready', upstream: expect.stringMatching(/^(up|slow)$/) });
  });
});

describe('CSRF prevention', () => {
  it('refuses a GET query without a preflight-forcing header, before any upstream call', async () => {
    stack.resetCalls();
    const answer = await raw(`/graphql?query=${encodeURIComponent(NOTIFICATIONS)}`, { headers: { token } });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Cross-Site Request Forgery');
    expect(stack.calls).toEqual([]);
  });

  it('refuses a text/plain POST (a "simple" cross-site form request)', async () => {
    stack.resetCalls();
    const answer = await raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', token },
      body: JSON.stringify({ query: NOTIFICATIONS }),
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Cross-Site Request Forgery');
    expect(stack.calls).toEqual([]);
  });

  it('lets a GET through with the apollo-require-preflight header', async () => {
    const answer = await raw(`/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('query limits', () => {
  /** Products → shop → products … : `levels` rounds of three levels each. */
  function deepQuery(levels: number): string {
    let selection = 'id';
    for (let index = 0; index < levels; index += 1) selection = `products { items { shop { ${selection} } } }`;
    return `{ hotShops(limit: 1) { items { ${selection} } } }`;
  }

  async function expectRefused(query: string, pattern: RegExp, code = 'GRAPHQL_VALIDATION_FAILED'): Promise<void> {
    stack.resetCalls();
    const { status, body } = await post(query, { token });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.['code']).toBe(code);
    expect(body.errors?.[0]?.message).toMatch(pattern);
    expect(stack.calls).toEqual([]);
  }

  it(`refuses a query deeper than ${QUERY_LIMITS.maxDepth} levels`, async () => {
    await expectRefused(deepQuery(4), new RegExp(`depth limit of ${QUERY_LIMITS.maxDepth}`, 'i'));
  });

  it(`refuses more than ${QUERY_LIMITS.maxAliases} aliases`, async () => {
    // Aliases of __typename cost nothing and are not counted; aliases of real fields are.
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: platform { name }`);
    await expectRefused(`{ ${aliases.join(' ')} }`, new RegExp(`aliases limit of ${QUERY_LIMITS.maxAliases}`, 'i'));
  });

  it(`refuses a document of more than ${QUERY_LIMITS.maxTokens} tokens`, async () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxTokens }, () => '__typename');
    await expectRefused(
      `{ ${fields.join(' ')} }`,
      new RegExp(`contains more \\w+ ${QUERY_LIMITS.maxTokens} tokens`, 'i'),
      'GRAPHQL_PARSE_FAILED',
    );
  });

  it(`refuses a query whose cost exceeds ${QUERY_LIMITS.maxCost}`, async () => {
    // Within the depth, alias and token limits, but every repeat is a fan-out the upstream would pay for.
    // deepQuery(2) costs 124 (objects 2, scalars 1, x1.5 per level), so 90 of them ~11 000.
    const costly = Array.from({ length: 90 }, () => deepQuery(2).slice(1, -1)).join(' ');
    await expectRefused(`{ ${costly} }`, new RegExp(`cost limit of ${QUERY_LIMITS.maxCost}`, 'i'));
  });

  it('still answers an ordinary Home query', async () => {
    const { status, body } = await post(
      '{ platform { name } hotShops(limit: 2) { items { id products(limit: 2) { items { id } } } } }',
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('request bodies', () => {
  const STACK_TRACE = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+/;

  it('answers 413 to a body over the limit, as a JSON error without a stack trace', async () => {
    stack.resetCalls();
    const padding = ' '.repeat(GRAPHQL_BODY_LIMIT_BYTES + 1024);
    const answer = await raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ query: `${NOTIFICATIONS}${padding}` }),
    });
    expect(answer.status).toBe(413);
    expect(answer.text).not.toMatch(STACK_TRACE);
    expect(JSON.parse(answer.text)).toEqual({
      errors: [
        { message: 'The request body is larger than the gateway accepts.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ],
    });
    expect(stack.calls).toEqual([]);
  });

  it('accepts a body just under the limit', async () => {
    const padding = ' '.repeat(GRAPHQL_BODY_LIMIT_BYTES - 2048);
    const { status, body } = await post(`{ __typename }${padding}`);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers 400 to malformed JSON without a stack trace', async () => {
    const answer = await raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ __typename }"',
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(STACK_TRACE);
    expect(JSON.parse(answer.text)).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('introspection and the sandbox (development default)', () => {
  it('answers introspection', async () => {
    const { status, body } = await post('{ __schema { queryType { name } mutationType { name } } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } } });
  });

  it('sends a browser opening /graphql to the offline explorer', async () => {
    const answer = await raw('/graphql', { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(answer.status).toBe(302);
  });

  it('serves the Apollo Sandbox landing page to a browser opening /graphql?sandbox', async () => {
    const answer = await raw('/graphql?sandbox', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('text/html');
    expect(answer.text).toContain('embeddable-sandbox.umd');
  });
});

/** GET through node:http so the Host header can be what a browser in front of a proxy sends. */
function postWithHost(host: string, query: string, extraHeaders: Record<string, string>): Promise<GraphQLBody> {
  const target = new URL('/graphql', stack.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      target,
      { method: 'POST', headers: { host, 'content-type': 'application/json', ...extraHeaders } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as GraphQLBody));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

describe('images', () => {
  const HOME_IMAGES = `{
    platform { logo }
    banners
    hotProducts(limit: 5) { items { image images shop { avatar } } }
    hotShops(limit: 5) { items { avatar banners } }
    me { avatar }
  }`;

  it('makes every image URL absolute on the gateway origin the browser used, never the upstream address', async () => {
    const body = await postWithHost('shop.example.test:8080', HOME_IMAGES, { token });
    expect(body.errors).toBeUndefined();
    const text = JSON.stringify(body.data);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('localhost');
    expect(text).not.toContain(new URL(stack.legacy.url).host);
    const urls = text.match(/https?:\/\/[^"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url).toMatch(/^http:\/\/shop\.example\.test:8080\/(static|uploads)\//);
  });

  it('serves the upstream images through the gateway', async () => {
    const response = await fetch(`${stack.url}/static/img/banner/1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('serves every image URL of a GraphQL answer', async () => {
    const { body } = await post('{ platform { logo } banners hotProducts(limit: 2) { items { image } } }');
    const urls = JSON.stringify(body.data).match(/https?:\/\/[^"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      expect(url.startsWith(`${stack.url}/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^image\//);
      await response.arrayBuffer();
    }
  });
});
