import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../gateway/src/persisted/manifest.ts';
import { NOT_IN_LIST } from '../../gateway/src/persisted/trustedDocuments.ts';
import { startStack, type Stack } from '../integration/support/stack.ts';

/*
 * Persisted documents: the client's operations by their codegen hash (as a
 * production build sends them, queries as GET), in development (any document
 * runs) and with PERSISTED_DOCUMENTS=only (trusted documents: the manifest's alone).
 */
const manifest = readManifest();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A query of the client that needs no variables, as codegen wrote it. */
function manifestQuery(name: string): { hash: string; document: string } {
  for (const [hash, document] of manifest) {
    if (document.startsWith(`query ${name} `) || document.startsWith(`query ${name}{`)) return { hash, document };
  }
  throw new Error(`the manifest has no query ${name}`);
}

/** The client's own Login mutation (after its fragment), by hash as a production build sends it. */
async function signIn(stack: Stack): Promise<string> {
  const login = [...manifest].find(([, document]) => document.includes('mutation Login('));
  if (!login) throw new Error('the manifest has no Login mutation');
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', repeatSubmit: 'false' },
    body: JSON.stringify({
      variables: { account: 'demo', password: 'demo123' },
      extensions: { persistedQuery: { version: 1, sha256Hash: login[0] } },
    }),
  });
  const body = (await response.json()) as { data?: { login: { token: string } }; errors?: unknown };
  if (!body.data) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  return body.data.login.token;
}

const categories = manifestQuery('Categories');
/** A document no screen of the storefront sends. */
const FOREIGN = '{ platform { name } categories { id } }';

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

async function byHash(stack: Stack, hash: string, headers: Record<string, string> = {}): Promise<Answer> {
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
  const response = await fetch(`${stack.url}/graphql?extensions=${encodeURIComponent(extensions)}`, {
    // Apollo Client sends its JSON content type on GET too: that is what passes CSRF prevention.
    headers: { 'content-type': 'application/json', lang: 'en', ...headers },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

async function byText(stack: Stack, query: string, extensions?: unknown): Promise<Answer> {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ query, ...(extensions ? { extensions } : {}) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

describe('trusted documents (PERSISTED_DOCUMENTS=only)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { PERSISTED_DOCUMENTS: 'only' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('serves a manifest hash over GET, with the categories from the stand-in', async () => {
    stack.resetCalls();
    const answer = await byHash(stack, categories.hash);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const list = answer.body.data?.['categories'] as Array<{ id: string; name: string; __typename: string }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.__typename).toBe('Category');
    expect(stack.calls.map((call) => call.operation)).toContain('categories');
  });

  it('refuses a document that is not in the manifest, before any upstream call', async () => {
    stack.resetCalls();
    const answer = await byText(stack, FOREIGN);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe(NOT_IN_LIST);
    expect(answer.body.data).toBeUndefined();
    expect(stack.calls).toEqual([]);
  });

  it('refuses an unknown hash, and will not register a foreign document under it', async () => {
    const hash = sha256(FOREIGN);
    expect((await byHash(stack, hash)).body.errors?.[0]?.extensions?.code).toBe(NOT_IN_LIST);
    const registering = await byText(stack, FOREIGN, { persistedQuery: { version: 1, sha256Hash: hash } });
    expect(registering.status).toBe(400);
    expect(registering.body.errors?.[0]?.extensions?.code).toBe(NOT_IN_LIST);
    expect((await byHash(stack, hash)).status).toBe(400);
  });

  it('refuses a manifest hash sent with another document’s text', async () => {
    const answer = await byText(stack, FOREIGN, { persistedQuery: { version: 1, sha256Hash: categories.hash } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe(NOT_IN_LIST);
  });

  it('runs the very text of a manifest document', async () => {
    const answer = await byText(stack, categories.document);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('lets browsers and CDNs keep a public answer to GET, and keeps a signed-in one private', async () => {
    const anonymous = await byHash(stack, categories.hash);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=30');
    expect(anonymous.headers.get('vary')).toMatch(/lang/);
    expect(anonymous.headers.get('vary')).toMatch(/token/);
    const token = await signIn(stack);
    const signedIn = await byHash(stack, categories.hash, { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('development (PERSISTED_DOCUMENTS unset)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('knows the client’s hashes from the first request on', async () => {
    const answer = await byHash(stack, categories.hash);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data?.['categories'] as unknown[]).length).toBeGreaterThan(0);
  });

  it('runs any document, and registers another client’s automatic persisted query', async () => {
    const plain = await byText(stack, FOREIGN);
    expect(plain.status).toBe(200);
    expect(plain.body.errors).toBeUndefined();
    const hash = sha256(FOREIGN);
    expect((await byHash(stack, hash)).body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    await byText(stack, FOREIGN, { persistedQuery: { version: 1, sha256Hash: hash } });
    const again = await byHash(stack, hash);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data?.['platform']).toBeTruthy();
  });
});
