import { dereference } from '@readme/openapi-parser';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway } from '../../gateway/src/server/app.ts';
import { createUpstreamClient } from '../../gateway/src/upstream/client.ts';
import { endpoints, resolveEndpoints } from '../../gateway/src/upstream/endpoints.ts';
import { OPENAPI_FILE } from '../legacy/support/contract.ts';
import { ok, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';

const fake = useFakeUpstream();

/** Operators re-point a legacy call with LEGACY_PATHS, without a code change. */
describe('LEGACY_PATHS', () => {
  it('re-points a call: the overridden path is called, with the same method', async () => {
    const config = readConfig({ LEGACY_PATHS: '{"login": "/api/v2/user/login", "banners": "/cdn/banner"}' });
    expect(config.pathOverrides).toEqual({ login: '/api/v2/user/login', banners: '/cdn/banner' });
    const resolved = resolveEndpoints(config.pathOverrides);
    expect(resolved.login).toEqual({ method: 'POST', path: '/api/v2/user/login' });
    expect(resolved.banners).toEqual({ method: 'GET', path: '/cdn/banner', publicCache: true, idempotent: true });
    expect(resolved.register).toEqual(endpoints.register);

    fake.server.use(
      http.post(`${UPSTREAM}/api/v2/user/login`, () => ok({ userinfo: { token: 'abc' } }, 'Login Success')),
      http.post(`${UPSTREAM}/api/user/login`, () => ok({ userinfo: { token: 'wrong' } })),
    );
    const client = createUpstreamClient({ baseUrl: UPSTREAM, timeoutMs: 2000, endpoints: resolved });
    const answer = await client.call('login', { account: 'demo', password: 'demo123' }, {});
    expect(answer.msg).toBe('Login Success');
    expect(fake.hits.map((hit) => `${hit.method} ${hit.path}`)).toEqual(['POST /api/v2/user/login']);
  });

  it('keeps the built-in table untouched', () => {
    resolveEndpoints({ login: '/elsewhere' });
    expect(endpoints.login.path).toBe('/api/user/login');
  });

  it('is empty when unset', () => {
    expect(readConfig({}).pathOverrides).toEqual({});
    expect(resolveEndpoints({})).toEqual(endpoints);
  });

  it('refuses JSON that does not parse', () => {
    expect(() => readConfig({ LEGACY_PATHS: '{login: /x}' })).toThrow(
      'LEGACY_PATHS must be a JSON object like {"login": "/api/v2/user/login"}',
    );
  });

  it.each([
    ['a path without a leading slash', '{"login": "api/user/login"}'],
    ['a path that is not a string', '{"login": 5}'],
    ['a JSON string', '"login"'],
    ['JSON null', 'null'],
  ])('refuses %s', (_name, raw) => {
    expect(() => readConfig({ LEGACY_PATHS: raw })).toThrow(
      'LEGACY_PATHS must map operation names to paths starting with /',
    );
  });

  it.each(['logon', 'toString', '__proto__', 'adminShipOrder'])('refuses the unknown operation name %s', (name) => {
    expect(() => resolveEndpoints(JSON.parse(`{"${name}": "/x"}`) as Record<string, string>)).toThrow(
      `LEGACY_PATHS names an unknown operation "${name}"`,
    );
  });
});

describe('a gateway with LEGACY_PATHS naming an unknown operation', () => {
  it('refuses to start', async () => {
    await expect(
      createGateway({
        config: readConfig({ LEGACY_PATHS: '{"logon": "/api/user/login"}', LOG_LEVEL: 'silent', SHED_LAG_MS: '0' }),
        upstreamUrl: UPSTREAM,
        logger: createLogger('silent'),
      }),
    ).rejects.toThrow('LEGACY_PATHS names an unknown operation "logon"');
  });
});

describe('the endpoint table', () => {
  it('holds the method and path of every non-operator operation of legacy/openapi.yaml, by operationId', async () => {
    const document = (await dereference(OPENAPI_FILE)) as unknown as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const described = new Map<string, string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = operation.operationId;
        // The merchant side's payment-code check is for the REST passthrough only.
        if (
          !name ||
          path.startsWith('/admin') ||
          ['drawnImage', 'uploadedFile', 'customerServicePage', 'merchantEntryPage', 'merchantVerifyPay'].includes(name)
        )
          continue;
        described.set(name, `${method.toUpperCase()} ${path}`);
      }
    }
    const table = new Map(
      Object.entries(endpoints).map(([name, endpoint]) => [name, `${endpoint.method} ${endpoint.path}`]),
    );
    expect(Object.fromEntries(table)).toEqual(Object.fromEntries(described));
  });

  it('marks exactly the user-independent calls as publicly cacheable', () => {
    const cached = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.publicCache)
      .map(([name]) => name)
      .sort();
    expect(cached).toEqual(
      [
        'areaList',
        'banners',
        'categories',
        'helpSupport',
        'hotMerchants',
        'hotProducts',
        'languageList',
        'law',
        'platformInfo',
        'products',
        'recommendedProducts',
        'searchKeywords',
      ].sort(),
    );
  });
});
