import { describe, expect, it } from 'vitest';
import { ConfigurationError, readConfig } from '../../gateway/src/config.ts';

/** The problems readConfig names for `env`, by variable. */
function problems(env: Record<string, string>): Record<string, string> {
  try {
    readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    return Object.fromEntries(error.problems.map(({ variable, problem }) => [variable, problem]));
  }
  return {};
}

describe('the shared Redis settings', () => {
  it('read one node, sentinels or a cluster', () => {
    expect(readConfig({}).redis).toBeUndefined();
    expect(readConfig({ REDIS_URL: 'redis://:secret@cache:6380' }).redis).toEqual({
      kind: 'node',
      url: 'redis://:secret@cache:6380',
    });
    expect(
      readConfig({ REDIS_SENTINELS: 's1:26379, [::1]:26380', REDIS_PASSWORD: 'p', REDIS_SENTINEL_PASSWORD: 'q' }).redis,
    ).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: '::1', port: 26380 },
      ],
      name: 'mymaster',
      password: 'p',
      sentinelPassword: 'q',
    });
    expect(readConfig({ REDIS_CLUSTER_NODES: 'n1:7000,n2:7001', REDIS_SENTINEL_NAME: 'unused' }).redis).toEqual({
      kind: 'cluster',
      nodes: [
        { host: 'n1', port: 7000 },
        { host: 'n2', port: 7001 },
      ],
      password: undefined,
    });
  });

  it('refuse two ways at once, a list without ports and passwords with nothing to use them', () => {
    expect(
      problems({ REDIS_URL: 'redis://a:6379', REDIS_SENTINELS: 's:26379', REDIS_CLUSTER_NODES: 'n:7000' }),
    ).toEqual({
      REDIS_SENTINELS:
        'set one of REDIS_URL, REDIS_SENTINELS, REDIS_CLUSTER_NODES: each names the whole of the shared Redis',
      REDIS_CLUSTER_NODES:
        'set one of REDIS_URL, REDIS_SENTINELS, REDIS_CLUSTER_NODES: each names the whole of the shared Redis',
    });
    expect(problems({ REDIS_SENTINELS: 's1:26379,s2' })).toEqual({
      REDIS_SENTINELS: 'REDIS_SENTINELS takes host:port entries separated by commas; "s2" is not one',
    });
    expect(problems({ REDIS_URL: 'redis://a:6379', REDIS_PASSWORD: 'p' })).toEqual({
      REDIS_PASSWORD: 'REDIS_URL carries its own password (redis://:password@host:port); set it there',
    });
    expect(problems({ REDIS_CLUSTER_NODES: 'n:7000', REDIS_SENTINEL_PASSWORD: 'q' })).toEqual({
      REDIS_SENTINEL_PASSWORD: 'needs REDIS_SENTINELS',
    });
  });

  it('let several workers share sentinels or a cluster as they share one node', () => {
    expect(readConfig({ GATEWAY_WORKERS: '2', REDIS_SENTINELS: 's:26379' }).workers).toBe(2);
    expect(Object.keys(problems({ GATEWAY_WORKERS: '2' }))).toEqual(['GATEWAY_WORKERS']);
  });
});
