import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/support/freePort.ts';
import { HOME_QUERY } from '../tests/support/homeCalls.ts';
import { percentile } from '../tests/support/load.ts';
import { startHangingProxy } from '../tests/support/hangingProxy.ts';
import { login, ONE_CALL_QUERY } from './homeScreen.ts';
import { ServerProcess } from './serverProcess.ts';

/*
 * `npm run bench:outage`: the legacy API's bad day. 8 clients ask, in a closed loop, the Home
 * screen anonymously and the buyer (`me`) signed in, both at once, through one gateway with a short public
 * cache (5 s), for a steady while; then every legacy call hangs for 40 s (a proxy in front of
 * the stand-in holds every request unanswered); then the legacy API is back. Reports a
 * timeline per 5 s (answers a second, p50/p99, Home complete and stale shares, the buyer's
 * outcomes, the breakers, the gateway's memory and sockets) and the issue's targets:
 * - anonymous Home complete in ≥ 99% of answers, p99 ≤ 500 ms, from the first second of the hang;
 * - every answer's p99 ≤ 500 ms once the first calls have reached the 10 s deadline;
 * - the signed-in part a typed error, never INTERNAL_SERVER_ERROR or a 5xx;
 * - fresh answers within 5 s after the legacy API is back;
 * - memory and sockets flat.
 * The stand-in and the gateway run each in a process of their own (from the sources, through
 * tsx); this process is the clients and the hanging proxy.
 *
 * BENCH_STEADY_S (15), BENCH_HANG_S (40), BENCH_AFTER_S (20), BENCH_CLIENTS (8) change the run.
 */

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const STEADY_MS = setting('BENCH_STEADY_S', 15) * 1000;
const HANG_MS = setting('BENCH_HANG_S', 40) * 1000;
const AFTER_MS = setting('BENCH_AFTER_S', 20) * 1000;
const CLIENTS = Math.round(setting('BENCH_CLIENTS', 8));
const PUBLIC_TTL_MS = 5000;
/** The gateway's deadline of a legacy call (UPSTREAM_TIMEOUT_MS default). */
const DEADLINE_MS = 10_000;
const BUCKET_MS = 5000;
const TARGET_P99_MS = 500;

/** Home as an anonymous shopper asks it: the screen's query without the buyer. */
const ANONYMOUS_HOME = HOME_QUERY.replace(/\n\s*me \{[^}]*\}/, '');
if (ANONYMOUS_HOME === HOME_QUERY) throw new Error('HOME_QUERY no longer asks for me: update ANONYMOUS_HOME');
const HOME_FIELDS = ['platform', 'banners', 'categories', 'hotProducts', 'hotShops'];

type Kind = 'home' | 'me';

interface Sample {
  kind: Kind;
  /** Milliseconds since the hang began (negative before it). */
  start: number;
  end: number;
  ms: number;
  /** Home: complete (every part there); me: the buyer answered. */
  complete: boolean;
  stale: boolean;
  /** The first error's code, `HTTP <status>`, or `network`. */
  error: string | undefined;
}

interface Probe {
  at: number;
  rssMb: number;
  sockets: number;
  proxyConnections: number;
  held: number;
  breakers: string;
}

/** Clients' own pool, its timeout well past the gateway's deadline: a slow answer is measured, not cut. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(url: URL, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ extensions?: { code?: unknown } }>;
  extensions?: { stale?: unknown };
}

async function ask(gatewayUrl: URL, kind: Kind, token: string, zero: number): Promise<Sample> {
  const body =
    kind === 'home'
      ? JSON.stringify({ operationName: 'Home', query: ANONYMOUS_HOME })
      : JSON.stringify({ operationName: 'Me', query: ONE_CALL_QUERY });
  const headers: Record<string, string> = { lang: 'en', language: 'en', ...(kind === 'me' ? { token } : {}) };
  const begin = performance.now();
  let complete = false;
  let stale = false;
  let error: string | undefined;
  try {
    const reply = await post(gatewayUrl, body, headers);
    const answer = JSON.parse(reply.body) as GraphqlAnswer;
    const code = answer.errors?.[0]?.extensions?.code;
    if (reply.status >= 500) error = `HTTP ${reply.status}`;
    else if (answer.errors) error = typeof code === 'string' ? code : 'no code';
    stale = answer.extensions?.stale !== undefined;
    const data = answer.data ?? {};
    complete =
      reply.status === 200 &&
      !answer.errors &&
      (kind === 'home'
        ? HOME_FIELDS.every((field) => data[field] !== null && data[field] !== undefined)
        : Boolean(data['me']));
  } catch {
    error = 'network';
  }
  const end = performance.now();
  return { kind, start: begin - zero, end: end - zero, ms: end - begin, complete, stale, error };
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

function openSockets(pid: number): number {
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) count += 1;
    } catch {
      // closed while listed
    }
  }
  return count;
}

/**
 * The breakers' states from the gateway's /metrics, as "open 3, half-open 1" (closed ones
 * are not named): any gauge whose name mentions a breaker, by its `state` label when it has
 * one (value 1 = in that state), else by its value (gateway_upstream_breaker_state: 0 closed, 1 half-open, 2 open).
 */
async function breakerStates(metricsUrl: string): Promise<string> {
  const text = await fetch(metricsUrl, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.text(),
    () => '',
  );
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !/breaker/i.test(line.split(/[{ ]/)[0] ?? '')) continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    const state = /state="([^"]+)"/.exec(line)?.[1];
    let name: string;
    if (state !== undefined) {
      if (value !== 1) continue;
      name = state;
    } else {
      name = value === 0 ? 'closed' : value === 1 ? 'half-open' : 'open';
    }
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  if (counts.size === 0) return text === '' ? '?' : '—';
  const notClosed = [...counts].filter(([name]) => name !== 'closed');
  return notClosed.length === 0 ? 'closed' : notClosed.map(([name, count]) => `${name} ${count}`).join(', ');
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`);

function latencies(samples: readonly Sample[]): { p50: number; p99: number } {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

function phaseOf(at: number): string {
  if (at < 0) return 'steady';
  if (at < HANG_MS) return 'hang';
  return 'back';
}

function timeline(samples: readonly Sample[], probes: readonly Probe[]): string[] {
  const rows = [
    '| seconds from the hang | phase | answers/s | p50 ms | p99 ms | Home complete | Home stale | me: ok / typed error / 5xx | breakers | gateway RSS MB | gateway sockets | held upstream |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (let from = -STEADY_MS; from < HANG_MS + AFTER_MS; from += BUCKET_MS) {
    const to = from + BUCKET_MS;
    const inBucket = samples.filter((sample) => sample.end >= from && sample.end < to);
    const home = inBucket.filter((sample) => sample.kind === 'home');
    const me = inBucket.filter((sample) => sample.kind === 'me');
    const bad = me.filter((sample) => isBad(sample)).length;
    const ok = me.filter((sample) => sample.complete).length;
    const probed = probes.filter((probe) => probe.at >= from && probe.at < to);
    const breakers = [...new Set(probed.map((probe) => probe.breakers))].join(' → ');
    const { p50, p99 } = latencies(inBucket);
    rows.push(
      `| ${from / 1000} to ${to / 1000} | ${phaseOf(from)} | ${fixed((inBucket.length / BUCKET_MS) * 1000)} | ${fixed(p50, 1)} | ${fixed(p99, 1)} | ${percent(home.filter((sample) => sample.complete).length, home.length)} | ${percent(home.filter((sample) => sample.stale).length, home.length)} | ${ok} / ${me.length - ok - bad} / ${bad} | ${breakers || '—'} | ${fixed(Math.max(...probed.map((probe) => probe.rssMb)))} | ${fixed(Math.max(...probed.map((probe) => probe.sockets)))} | ${fixed(Math.max(...probed.map((probe) => probe.held)))} |`,
    );
  }
  return rows;
}

/** An answer the issue forbids: INTERNAL_SERVER_ERROR, a 5xx, or no answer at all. */
function isBad(sample: Sample): boolean {
  return sample.error === 'INTERNAL_SERVER_ERROR' || sample.error === 'network' || /^HTTP 5/.test(sample.error ?? '');
}

function verdict(ok: boolean): string {
  return ok ? 'met' : 'NOT met';
}

function targets(samples: readonly Sample[], probes: readonly Probe[]): string[] {
  const duringHang = samples.filter((sample) => sample.start >= 0 && sample.start < HANG_MS);
  const home = duringHang.filter((sample) => sample.kind === 'home');
  const homeComplete = home.filter((sample) => sample.complete).length / Math.max(1, home.length);
  const homeP99 = latencies(home).p99;
  const pastDeadline = duringHang.filter((sample) => sample.start >= DEADLINE_MS);
  const pastDeadlineP99 = latencies(pastDeadline).p99;
  const bad = samples.filter((sample) => isBad(sample));
  const meErrors = new Map<string, number>();
  for (const sample of samples.filter((each) => each.kind === 'me' && each.error !== undefined))
    meErrors.set(sample.error ?? '', (meErrors.get(sample.error ?? '') ?? 0) + 1);
  const firstFresh = (kind: Kind) =>
    samples
      .filter((sample) => sample.kind === kind && sample.start >= HANG_MS && sample.complete && !sample.stale)
      .reduce((first, sample) => Math.min(first, sample.end - HANG_MS), Number.POSITIVE_INFINITY);
  const freshHome = firstFresh('home');
  const freshMe = firstFresh('me');
  const span = (phase: (at: number) => boolean, read: (probe: Probe) => number) => {
    const values = probes.filter((probe) => phase(probe.at)).map(read);
    return `${fixed(Math.min(...values))}–${fixed(Math.max(...values))}`;
  };
  const steady = (at: number) => at < 0;
  const hang = (at: number) => at >= 0 && at < HANG_MS;
  const back = (at: number) => at >= HANG_MS;
  const before = latencies(samples.filter((sample) => sample.start >= -BUCKET_MS * 2 && sample.end < 0));
  const forbidden = bad
    .slice(0, 5)
    .map((sample) => `${sample.kind} asked at ${fixed(sample.start / 1000, 1)} s: ${sample.error ?? ''}`)
    .join('; ');
  return [
    `For reference, the last ${(BUCKET_MS * 2) / 1000} s before the hang (the legacy API answering): p50 ${fixed(before.p50, 1)} ms, p99 ${fixed(before.p99, 1)} ms.`,
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| anonymous Home complete ≥ 99% during the hang | ${percent(homeComplete * home.length, home.length)} of ${home.length} | ${verdict(homeComplete >= 0.99)} |`,
    `| anonymous Home p99 ≤ ${TARGET_P99_MS} ms during the hang | ${fixed(homeP99, 1)} ms | ${verdict(homeP99 <= TARGET_P99_MS)} |`,
    `| every answer's p99 ≤ ${TARGET_P99_MS} ms once the first calls reached the ${DEADLINE_MS / 1000} s deadline (asked ${DEADLINE_MS / 1000}–${HANG_MS / 1000} s into the hang) | ${fixed(pastDeadlineP99, 1)} ms over ${pastDeadline.length} answers | ${verdict(pastDeadlineP99 <= TARGET_P99_MS)} |`,
    `| signed-in part a typed error, never INTERNAL_SERVER_ERROR / 5xx (any answer of the run) | me errors: ${[...meErrors].map(([code, count]) => `${code} ×${count}`).join(', ') || 'none'}; forbidden: ${bad.length}${forbidden ? ` (${forbidden})` : ''} | ${verdict(bad.length === 0)} |`,
    `| fresh within 5 s after recovery | Home ${fixed(freshHome / 1000, 1)} s, me ${fixed(freshMe / 1000, 1)} s | ${verdict(Math.max(freshHome, freshMe) <= 5000)} |`,
    `| memory flat (gateway RSS MB: steady / hang / back) | ${span(steady, (probe) => probe.rssMb)} / ${span(hang, (probe) => probe.rssMb)} / ${span(back, (probe) => probe.rssMb)} | see figures |`,
    `| sockets flat (gateway sockets: steady / hang / back) | ${span(steady, (probe) => probe.sockets)} / ${span(hang, (probe) => probe.sockets)} / ${span(back, (probe) => probe.sockets)} | see figures |`,
  ];
}

const benchFile = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
const TSX = ['--import', 'tsx'];

const standIn = await ServerProcess.start(benchFile('standInProcess.ts'), {}, TSX);
const proxy = await startHangingProxy(standIn.url);
const metricsPort = await freePort();
const gateway = await ServerProcess.start(
  benchFile('gatewayProcess.ts'),
  { BENCH_UPSTREAM: proxy.url, PUBLIC_CACHE_TTL_MS: String(PUBLIC_TTL_MS), BENCH_METRICS_PORT: String(metricsPort) },
  TSX,
);
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
try {
  const token = await login(standIn.url);
  const gatewayUrl = new URL('/graphql', gateway.url);
  const zero = performance.now() + STEADY_MS;
  const stopAt = zero + HANG_MS + AFTER_MS;
  const samples: Sample[] = [];
  const probes: Probe[] = [];
  setTimeout(() => proxy.hang(), zero - performance.now());
  setTimeout(() => proxy.recover(), zero + HANG_MS - performance.now());

  const probing = (async () => {
    while (performance.now() < stopAt) {
      const at = performance.now() - zero;
      const { connections, held } = proxy.state();
      probes.push({
        at,
        rssMb: rssMb(gateway.pid),
        sockets: openSockets(gateway.pid),
        proxyConnections: connections,
        held,
        breakers: await breakerStates(metricsUrl),
      });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  // Each client is a screen asking both at once, as the app does: Home's public parts and the buyer.
  const client = async () => {
    while (performance.now() < stopAt) {
      samples.push(...(await Promise.all([ask(gatewayUrl, 'home', token, zero), ask(gatewayUrl, 'me', token, zero)])));
    }
  };
  await Promise.all([probing, ...Array.from({ length: CLIENTS }, () => client())]);

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nbench:outage — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  console.log(
    `${CLIENTS} clients, each asking anonymous Home and signed-in me at once, again as soon as both answered; public cache ${PUBLIC_TTL_MS / 1000} s; every legacy call hangs from 0 to ${HANG_MS / 1000} s; ${samples.length} answers\n`,
  );
  console.log(timeline(samples, probes).join('\n'));
  console.log('');
  console.log(targets(samples, probes).join('\n'));
} finally {
  agent.destroy();
  await gateway.stop();
  await proxy.close();
  await standIn.stop();
}
