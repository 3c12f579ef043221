import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../e2e/support/build.ts';
import { freePort } from '../support/freePort.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.ts';
import { startNginxBalancer, type NginxBalancer } from './support/nginxBalancer.ts';

/*
 * A rolling restart as an operator does it: Debian's nginx (run unprivileged, with its own
 * prefix, pid and logs in a temp folder) in front of two gateway processes, which are sent
 * SIGTERM and started again one after the other while clients keep asking through nginx, GET
 * and POST GraphQL alike. Not one request may fail: SIGTERM turns /readyz to 503 at once, the
 * gateway serves on for DRAIN_MS, then refuses new connections (nginx tries the other, even
 * for a POST, since nothing was sent) and closes its kept-alive ones without dropping a
 * request nginx is sending down one (server/drain.ts). Shoppers open server-rendered pages
 * meanwhile (ADR 0009): a restarted gateway has kept no page and renders them anew, and each
 * still comes whole.
 */

/** Long enough to see /readyz at 503 between SIGTERM and the listener closing, on a busy machine. */
const DRAIN_MS = 2000;
const CLIENTS = 6;
/** The pause of each client between two requests. */
const PACE_MS = 10;

let legacy: StandIn;
let nginx: NginxBalancer;
let nginxUrl: string;
const ports: number[] = [];
const gateways: GatewayProcess[] = [];
/** The pages that came rendered on the server, with their data. */
let pagesRendered = 0;

const env = {
  DRAIN_MS: String(DRAIN_MS),
  LOG_LEVEL: 'warn',
  // Every request comes from nginx's one address: the general limit is not what this tests.
  RATE_LIMIT_GENERAL: '0',
  // A page rendered on a busy machine still comes rendered: its deadlines are not what this tests.
  PAGE_DATA_DEADLINE_MS: '10000',
  PAGE_RENDER_DEADLINE_MS: '20000',
};

beforeAll(async () => {
  // The gateways render the public pages with the storefront's build.
  await ensureClientBuilt();
  legacy = await startStandIn();
  ports.push(await freePort(), await freePort());
  gateways.push(...(await Promise.all(ports.map((port) => startGatewayProcess(legacy.url, env, port)))));
  nginx = await startNginxBalancer(ports);
  nginxUrl = nginx.url;
  await until('nginx to answer', async () => (await ask('GET')).ok);
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  await legacy?.close();
});

interface Outcome {
  ok: boolean;
  /** The gateway nginx used ("127.0.0.1:port"), or what went wrong. */
  detail: string;
}

const QUERY = '{ platform { name } banners }';

/**
 * A shopper opening Home through nginx: a whole page, rendered on the server or, past its
 * render deadline on a busy machine, as the browser renders it (both are the page).
 */
async function openHome(): Promise<Outcome> {
  try {
    const response = await fetch(`${nginxUrl}/home`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const ok = response.status === 200 && html.includes('<div id="root">') && html.trimEnd().endsWith('</html>');
    if (ok && html.includes('id="server-data"')) pagesRendered += 1;
    return {
      ok,
      detail: ok ? (response.headers.get('x-upstream') ?? '') : `page ${response.status} ${html.slice(0, 300)}`,
    };
  } catch (error) {
    return { ok: false, detail: `page ${String(error)}` };
  }
}

/** One GraphQL request through nginx, GET or POST. */
async function ask(method: 'GET' | 'POST' | 'page'): Promise<Outcome> {
  if (method === 'page') return openHome();
  try {
    const response =
      method === 'GET'
        ? await fetch(`${nginxUrl}/graphql?query=${encodeURIComponent(QUERY)}`, {
            headers: { 'apollo-require-preflight': 'true' },
          })
        : await fetch(`${nginxUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: QUERY }),
          });
    const text = await response.text();
    // nginx's own error pages are HTML: the status and which gateway it tried say what happened.
    const answer = `${method} ${response.status} via ${response.headers.get('x-upstream') ?? '?'}: ${text.slice(0, 200)}`;
    let body: { data?: unknown; errors?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return { ok: false, detail: answer };
    }
    const ok = response.status === 200 && body.errors === undefined && body.data !== undefined;
    return { ok, detail: ok ? (response.headers.get('x-upstream') ?? '') : answer };
  } catch (error) {
    return { ok: false, detail: `${method} ${String(error)}` };
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${nginx.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a rolling restart behind nginx', () => {
  it('restarts both gateways one after the other under load without one failed request', async () => {
    const failures: string[] = [];
    /** Which gateway answered, by port, since the last reset. */
    const servedBy = new Map<string, number>();
    let answered = 0;
    let pagesOpened = 0;
    let running = true;
    const clients = Array.from({ length: CLIENTS }, async (_, index) => {
      for (let turn = 0; running; turn += 1) {
        const outcome = await ask((['GET', 'POST', 'page'] as const)[(index + turn) % 3]!);
        answered += 1;
        if ((index + turn) % 3 === 2) pagesOpened += 1;
        if (!outcome.ok) failures.push(outcome.detail);
        else servedBy.set(outcome.detail, (servedBy.get(outcome.detail) ?? 0) + 1);
        // Steady load rather than all the machine can give: the gateway restarting needs a core to start.
        await new Promise((resolve) => setTimeout(resolve, PACE_MS));
      }
    });
    const served = (port: number) => (servedBy.get(`127.0.0.1:${port}`) ?? 0) > 0;

    try {
      await until('both gateways to serve through nginx', async () => ports.every(served));
      for (const [index, port] of ports.entries()) {
        const gateway = gateways[index];
        if (!gateway) throw new Error(`no gateway on ${port}`);
        const stopped = gateway.stop();
        // SIGTERM turns /readyz to 503 at once, while the gateway still serves.
        await until('/readyz to say draining', async () => {
          // A kept-alive connection the gateway closed as it was reused is no answer yet: asked again.
          const ready = await fetch(`${gateway.url}/readyz`).catch(() => undefined);
          if (!ready) return false;
          return ready.status === 503 && ((await ready.json()) as { status: string }).status === 'draining';
        });
        expect(await stopped).toBe(0);
        gateways[index] = await startGatewayProcess(legacy.url, env, port);
        servedBy.clear();
        await until(`the restarted gateway on ${port} to serve through nginx`, async () => served(port));
      }
    } finally {
      running = false;
      await Promise.all(clients);
    }
    expect(failures, nginx.log()).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    expect(pagesOpened).toBeGreaterThan(20);
    expect(pagesRendered).toBeGreaterThan(0);
  }, 300_000);
});
