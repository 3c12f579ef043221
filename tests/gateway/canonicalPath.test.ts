import { describe, expect, it } from 'vitest';
import { canonicalPath, routeKey } from '../../gateway/src/http/canonicalPath.ts';

/*
 * The one canonical form of a path (gateway/src/http/canonicalPath.ts): what the legacy API's
 * web server and router take a spelling to mean, or a refusal.
 */
describe('canonicalPath', () => {
  it.each([
    ['/api/user/login', '/api/user/login'],
    ['/api/user/login/', '/api/user/login/'],
    ['/api//user/login', '/api/user/login'],
    ['/api/user//login', '/api/user/login'],
    ['//api/user/login', '/api/user/login'],
    ['/api/./user/login', '/api/user/login'],
    ['/api/user/x/../login', '/api/user/login'],
    ['/api/user/.', '/api/user/'],
    ['/api/user/x/..', '/api/user/'],
    ['/api/user/%6cogin', '/api/user/login'],
    ['/api/user/%6Cogin', '/api/user/login'],
    ['/api\\user\\login', '/api/user/login'],
    ['/uploads/2026/a%20b.png', '/uploads/2026/a%20b.png'],
    ['/uploads/2026/%e4%bd%a0.png', '/uploads/2026/%E4%BD%A0.png'],
    ['/api/user/login.json', '/api/user/login.json'],
    ['/', '/'],
    ['//', '/'],
    ['/.', '/'],
  ])('%s is %s', (raw, canonical) => {
    expect(canonicalPath(raw)).toEqual({ ok: true, path: canonical });
  });

  it.each([
    ['/api/../admin/orders', 'climbs-out', 'api'],
    ['/api/user/../../admin/orders', 'climbs-out', 'api'],
    ['/api/..\\admin/orders', 'climbs-out', 'api'],
    ['/api/..', 'climbs-out', 'api'],
    ['/api/../api/user/login', 'climbs-out', 'api'],
    ['/..', 'climbs-out', undefined],
    ['/uploads/../admin/orders', 'climbs-out', 'uploads'],
    ['/merchant/%2e%2e/admin/orders', 'encoded-dot-segment', 'merchant'],
    ['/api/%2e%2e/admin/orders', 'encoded-dot-segment', 'api'],
    ['/api/%2E%2e/admin/orders', 'encoded-dot-segment', 'api'],
    ['/api/.%2e/admin/orders', 'encoded-dot-segment', 'api'],
    ['/api/user/%2e/login', 'encoded-dot-segment', 'api'],
    ['/api/user%2f..%2f..%2fadmin/orders', 'encoded-separator', 'api'],
    ['/api/user%2F..%2F..%2Fadmin/orders', 'encoded-separator', 'api'],
    ['/static/..%5cadmin', 'encoded-separator', 'static'],
    ['/api/%252e%252e/admin/orders', 'double-encoding', 'api'],
    ['/api/user/login%00', 'bad-escape', 'api'],
    ['/api/user/login%zz', 'bad-escape', 'api'],
    ['/api/user/login%', 'bad-escape', 'api'],
    ['/api/user/login#x', 'not-a-path', 'api'],
    ['api/user/login', 'not-a-path', 'api'],
    ['/%61pi/../admin', 'climbs-out', 'api'],
  ])('%s is refused (%s)', (raw, reason, prefix) => {
    expect(canonicalPath(raw)).toEqual({ ok: false, reason, prefix });
  });

  it('keys every spelling of a route the legacy router takes as one', () => {
    const spellings = ['/api/user/Login', '/api/user/login/', '/api/User/login', '/API/user/login', '/api/user/LOGIN/'];
    for (const spelling of spellings) {
      const result = canonicalPath(spelling);
      expect(result.ok && routeKey(result.path)).toBe('/api/user/login');
    }
    expect(routeKey('/')).toBe('/');
  });
});
