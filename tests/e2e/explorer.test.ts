/**
 * The developer page offline: a developer on a plane opens GET /graphql in Chromium with every
 * request off the gateway's own origin refused (no CDN, no internet), lands on the bundled
 * explorer, runs its starter query and reads the schema's documentation, deprecations included.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildExplorer } from '../../gateway/explorer/build.ts';
import { launchPhone, screenshot, startE2eStack, type E2eStack, type Phone } from './support/index.ts';

let stack: E2eStack;
let phone: Phone;
let page: Page;
const refused: string[] = [];

beforeAll(async () => {
  await buildExplorer();
  stack = await startE2eStack({ build: false });
  phone = await launchPhone({ baseURL: stack.url });
  const origin = new URL(stack.url).origin;
  // The network is cut off: only the gateway on this machine answers.
  await phone.context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin) {
      await route.continue();
      return;
    }
    refused.push(url);
    await route.abort('internetdisconnected');
  });
  page = await phone.newPage();
}, 600_000);

afterAll(async () => {
  await phone?.close();
  await stack?.stop();
});

describe('GET /graphql in a browser, offline', () => {
  test('opens the explorer, which runs a query and documents the schema', async () => {
    await page.goto('/graphql');
    await page.waitForURL('**/explorer');
    // The link to Apollo Sandbox, which needs the internet, is there but not followed.
    expect(await page.getByRole('link', { name: 'Apollo Sandbox' }).getAttribute('href')).toBe('/graphql?sandbox');

    // The starter query, once the editors are up, run against the gateway of the same origin.
    await page.locator('.graphiql-query-editor').getByText('query Home').waitFor({ timeout: 60_000 });
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('Home'),
    );
    // The starter holds two operations (Home, then Login): the run button asks which.
    await page.locator('.graphiql-execute-button').click();
    await page.getByRole('menuitem', { name: 'Home' }).click();
    const answer = (await (await answered).json()) as { data?: { hotProducts?: unknown }; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.hotProducts).toBeDefined();
    const result = page.locator('.graphiql-response');
    // Its first lines (the editor draws only what is in view).
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toContain('"platform"');

    // The documentation explorer, from the schema the page introspected: deprecations shown.
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Mutation', { exact: true }).click();
    await page.getByRole('button', { name: /show deprecated fields/i }).click();
    await page.locator('.graphiql-doc-explorer').getByText('toggleProductLike', { exact: true }).waitFor();
    await screenshot(page, 'explorer-offline');

    expect(phone.pageErrors).toEqual([]);
    expect(refused, 'requests that needed the internet').toEqual([]);
  });
});
