/**
 * The Content-Security-Policy in a real browser: the storefront, the offline schema explorer
 * and the Apollo Sandbox page load without a single violation (journey.ts fails any test that
 * leaves one), a page of the gateway refuses to be framed, and an upstream's active content
 * runs nothing on the storefront's origin whatever headers the upstream sends.
 *
 * The stack's legacy API is a hostile one the file starts: none of these tests needs the
 * stand-in's data, and it is what a compromised or misconfigured upstream would serve.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildExplorer } from '../../gateway/explorer/build.ts';
import { freePort } from '../support/freePort.ts';
import { journey } from './support/index.ts';

/** An SVG whose script marks the page it ran in, with the headers that would let it run on the origin. */
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>document.documentElement.setAttribute("data-ran", document.domain)</script></svg>';

const hostilePort = await freePort();
let hostile: Server | undefined;

// The hostile upstream, then the explorer's bundle (a no-op when fresh), before the stack serves them.
beforeAll(async () => {
  hostile = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] === '/uploads/hostile.svg') {
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'content-security-policy': "script-src * 'unsafe-inline'",
        'x-frame-options': 'ALLOWALL',
      });
      res.end(HOSTILE_SVG);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 404, msg: 'not found', time: '0', data: null }));
  });
  await new Promise<void>((resolve) => hostile?.listen(hostilePort, '127.0.0.1', resolve));
});
afterAll(async () => {
  hostile?.closeAllConnections();
  await new Promise<void>((resolve) => (hostile ? hostile.close(() => resolve()) : resolve()));
});
beforeAll(() => buildExplorer().then(() => undefined), 180_000);
const trip = journey('security', { env: { LEGACY_API_URL: `http://127.0.0.1:${hostilePort}` } });

describe('security policy in the browser', () => {
  test('explorer: GraphiQL with its editor and workers runs under the policy', async () => {
    const { page } = trip;
    const response = await page.goto('/explorer');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator('.graphiql-container').waitFor();
    await page.locator('.monaco-editor').first().waitFor();
    await trip.shot('explorer');
  });

  test('sandbox: the page boots its nonce-carrying scripts without a violation', async () => {
    const { page } = trip;
    // A browser's /graphql opens the offline explorer; the sandbox is on /graphql?sandbox.
    const response = await page.goto('/graphql?sandbox');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]+'/);
    // Offline, the sandbox itself cannot load; its own fallback text shows the page's scripts ran or not.
    await page.locator('#embeddableSandbox').waitFor({ state: 'attached' });
  });

  test('framing: a page that frames the storefront gets nothing', async () => {
    const { page, phone } = trip;
    await page.setContent(`<iframe id="shop" src="${trip.stack.url}/wallet"></iframe>`);
    await page.waitForTimeout(1000);
    const frame = page.frames().find((candidate) => candidate.url().includes('/wallet'));
    const text = frame
      ? await frame.evaluate<string>('document.body ? document.body.innerText : ""').catch(() => '')
      : '';
    expect(text).toBe('');
    // The refusal is the browser enforcing frame-ancestors, caught by the shared listener (phone.ts)
    // that fails every other journey: expected here, so cleared.
    expect(phone.cspViolations.join('\n')).toMatch(/frame-ancestors/);
    phone.cspViolations.length = 0;
  });

  test('upstream SVG: its script does not run on the storefront origin, whatever upstream sends', async () => {
    const { page } = trip;
    // Without `w` the plain proxy serves it, with `W=96` the picture pipeline (it reads names
    // without case): each with a sandbox of its own.
    for (const path of ['/uploads/hostile.svg', '/uploads/hostile.svg?W=96']) {
      // The browser's own word that it refused the script, said while it parses the document.
      const refused = page.waitForEvent('console', (message) => /Blocked script execution/.test(message.text()));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-security-policy'], path).toMatch(/; sandbox( |$)/);
      await refused;
      // Inline scripts run while the document is parsed, before the load event goto waited for.
      expect(await page.evaluate<string | null>('document.documentElement.getAttribute("data-ran")'), path).toBeNull();
    }
  });
});
