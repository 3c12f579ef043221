/**
 * What ships for operators (ops/): the alert rules pass promtool and their own unit tests, and
 * every metric the rules and the Grafana dashboard name is one a running gateway (with Redis,
 * as in production) exposes on /metrics; every alert has its runbook entry in docs/operating.md.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startRedisServer, type RedisServer } from '../support/redisServer.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RULES = join(ROOT, 'ops/prometheus/alerts.yml');
const RULE_TESTS = join(ROOT, 'ops/prometheus/alerts.test.yml');
const DASHBOARD = join(ROOT, 'ops/grafana/gateway.json');
const RUNBOOK = join(ROOT, 'docs/operating.md');
/** Series Prometheus makes itself, not the gateway. */
const PROMETHEUS_OWN = new Set(['up']);

const run = promisify(execFile);
let redis: RedisServer;
let gateway: Gateway;
let exposition: string;

beforeAll(async () => {
  redis = await startRedisServer();
  const config = readConfig({ LOG_LEVEL: 'silent', SHED_LAG_MS: '0', REDIS_URL: redis.url });
  // No legacy API is called: only the metrics' names matter here.
  gateway = await createGateway({ config, upstreamUrl: 'http://127.0.0.1:9', logger: createLogger('silent') });
  const { url } = await gateway.listenMetrics(0, '127.0.0.1');
  exposition = await (await fetch(url)).text();
});

afterAll(async () => {
  await gateway?.close();
  await redis?.stop();
});

/** The metric names a text of PromQL mentions (the gateway's, Node's and the process's, and `up`). */
function namedMetrics(text: string): Set<string> {
  const names = new Set(text.match(/\b(?:gateway|nodejs|process)_[a-z0-9_]+\b/g) ?? []);
  if (/\bup\{/.test(text)) names.add('up');
  return names;
}

/** Whether /metrics exposes `name`: a family of its own, or a histogram's bucket, sum or count. */
function exposed(name: string): boolean {
  const types = new Map(
    [...exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((match) => [match[1] as string, match[2] as string]),
  );
  if (types.has(name)) return true;
  const histogram = /^(.*)_(bucket|sum|count)$/.exec(name);
  return histogram !== null && ['histogram', 'summary'].includes(types.get(histogram[1] as string) ?? '');
}

function dashboardQueries(): string[] {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
    panels: Array<{ id: number; type: string; targets?: Array<{ expr: string }> }>;
  };
  return dashboard.panels.flatMap((panel) => panel.targets?.map((target) => target.expr) ?? []);
}

describe('ops/prometheus/alerts.yml', () => {
  it('passes promtool check rules and its unit tests (promtool test rules)', async () => {
    const checked = await run('promtool', ['check', 'rules', RULES]);
    expect(checked.stdout).toMatch(/SUCCESS: \d+ rules found/);
    const tested = await run('promtool', ['test', 'rules', RULE_TESTS]);
    expect(tested.stdout).toContain('SUCCESS');
  });

  it('names only metrics the gateway exposes', () => {
    const names = namedMetrics(readFileSync(RULES, 'utf8'));
    expect(names.size).toBeGreaterThan(8);
    const missing = [...names].filter((name) => !PROMETHEUS_OWN.has(name) && !exposed(name));
    expect(missing).toEqual([]);
  });

  it('has a runbook entry for every alert', () => {
    const alerts = [...readFileSync(RULES, 'utf8').matchAll(/- alert: (\w+)/g)].map((match) => match[1]);
    expect(alerts).toEqual(
      expect.arrayContaining([
        'GatewayErrorRatioHigh',
        'GatewayLatencyP99High',
        'GatewayUpstreamFailureRatioHigh',
        'GatewayUpstreamBreakerOpen',
        'GatewayRedisDown',
        'GatewayEventLoopLagHigh',
        'GatewayShedding',
        'GatewayUpstreamPoolSaturated',
      ]),
    );
    const headings = new Set([...readFileSync(RUNBOOK, 'utf8').matchAll(/^### (\w+)$/gm)].map((match) => match[1]));
    expect(alerts.filter((alert) => !headings.has(alert))).toEqual([]);
  });
});

describe('the Redis series the dashboard shows', () => {
  it('times Redis commands by command and result', async () => {
    // The gateway asks Redis PING every second: wait for one answered.
    await expect
      .poll(
        async () => {
          const text = await gateway.metrics.registry.metrics();
          return /^gateway_redis_command_duration_seconds_count\{command="ping",result="ok"\} [1-9]/m.test(text);
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
  });
});

describe('ops/grafana/gateway.json', () => {
  it('queries only metrics the gateway exposes', () => {
    const queries = dashboardQueries();
    expect(queries.length).toBeGreaterThan(30);
    const names = namedMetrics(queries.join('\n'));
    const missing = [...names].filter((name) => !PROMETHEUS_OWN.has(name) && !exposed(name));
    expect(missing).toEqual([]);
    // The shoppers' field speed is on it.
    for (const vital of ['lcp_seconds', 'inp_seconds', 'cls', 'fcp_seconds', 'ttfb_seconds'])
      expect(names.has(`gateway_web_vitals_${vital}_bucket`)).toBe(true);
  });
});
