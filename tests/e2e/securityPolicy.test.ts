/**
 * The Content-Security-Policy in a real browser: the storefront, the offline schema explorer
 * and the Apollo Sandbox page load without a single violation (journey.ts fails any test that
 * leaves one), and a page of the gateway refuses to be framed.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { buildExplorer } from '../../gateway/explorer/build.ts';
import { journey } from './support/index.ts';

// The explorer's bundle (a no-op when fresh), before the stack serves it.
beforeAll(() => buildExplorer().then(() => undefined), 180_000);
const trip = journey('security');

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
});
