/**
 * Accessibility (issue 9): axe-core (4.14, injected as axe.min.js) over every route of
 * the storefront on a phone, signed out and signed in, in English and in Arabic (right
 * to left). Any critical or serious violation fails; every screen also has exactly one
 * main landmark and a heading, and lets the shopper zoom.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { APP_MAIN_SHOWN, hotProducts, journey, placeOrder, type E2eStack } from './support/index.ts';
import { ROOT } from './support/build.ts';

const trip = journey('accessibility');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every route path of the client's route table, read from its source so a new route cannot be left out. */
const ROUTE_PATHS = [
  ...readFileSync(join(ROOT, 'client/src/app/routes.ts'), 'utf8').matchAll(/\{\s*path: '([^']+)'/g),
].map((match) => match[1]!);

/** The spec's public paths: all a signed-out shopper can open. */
const PUBLIC = [
  '/login',
  '/register',
  '/home',
  '/shop',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

interface Fixtures {
  productId: string;
  shopId: string;
  orderId: string;
  orderNo: string;
  total: string;
  receivedOrderId: string;
  addressId: string;
  /** A line left in the bag, so the bag and the checkout show lines (steppers, checkboxes). */
  cartItemId: string;
}

/** Real ids for the routes' parameters: a product, its shop, a paid order, a received one, an address, a bag line. */
async function fixtures(stack: E2eStack, token: string): Promise<Fixtures> {
  const [product] = await hotProducts(stack, 1);
  if (!product) throw new Error('the seed has no hot product');
  const paid = await placeOrder(stack, token, { paymentCode: '123456' });
  const received = await placeOrder(stack, token, { paymentCode: '123456' });
  await stack.admin('POST', `/orders/${received.id}/ship`, { company: 'DHL', delivery_no: `A11Y-${received.id}` });
  await stack.gql('mutation A11yReceive($id: ID!) { confirmReceipt(orderId: $id) { id } }', { id: received.id }, token);
  const specValues = product.specGroups.map((group) => group.values[0] ?? '');
  const cart = await stack.gql<{ addToCart: { items: Array<{ id: string; productId: string }> } }>(
    'mutation A11yAdd($input: ProductChoiceInput!) { addToCart(input: $input) { items { id productId } } }',
    { input: { shopId: product.shopId, productId: product.productId, listingId: product.id, quantity: 1, specValues } },
    token,
  );
  const line = cart.addToCart.items.find((item) => item.productId === product.productId);
  if (!line) throw new Error('the bag has no line for the product just added');
  const addresses = await stack.gql<{ addresses: { items: Array<{ id: string }> } }>(
    'query A11yAddresses { addresses { items { id } } }',
    {},
    token,
  );
  return {
    productId: product.productId,
    shopId: product.shopId,
    orderId: paid.id,
    orderNo: paid.orderNo,
    total: paid.total,
    receivedOrderId: received.id,
    addressId: addresses.addresses.items[0]!.id,
    cartItemId: line.id,
  };
}

/** A URL that opens each route with real data. */
function urlOf(path: string, f: Fixtures): string {
  const concrete: Record<string, string> = {
    '/orderInfo/:id?': `/orderInfo/${f.orderId}`,
    '/refund/:id?/:sn?/:product_ids?/:amount?': `/refund/${f.orderId}/${f.orderNo}/all/${f.total}`,
    '/myPurchases/:status?': '/myPurchases/1',
    '/detail/:product?/:mer?': `/detail/${f.productId}/${f.shopId}`,
    '/addressForm/:id?': `/addressForm/${f.addressId}`,
    '/shop/:id?': `/shop/${f.shopId}`,
    '/comment': `/comment?order=${f.receivedOrderId}`,
    '/payment': `/payment?order=${f.orderId}&total=${f.total}`,
    '/products': '/products?title=phone',
    '/checkout': `/checkout?items=${f.cartItemId}`,
  };
  return concrete[path] ?? path;
}

/**
 * Whether the screen has drawn its data: its main landmark is on show and the app's (APP_MAIN_SHOWN:
 * a page the server drew is on show before, and a signed-in shopper's app draws it afresh), no skeleton or busy region
 * is left, and no entrance transition is running (antd-mobile fades in: colours are measured after).
 * Animations that never end (a spinner) do not count.
 */
const SETTLED = `(() => {
  const mainShown = ${APP_MAIN_SHOWN};
  const loading = document.querySelector('.page-skeleton, [aria-busy="true"], .adm-skeleton') !== null;
  const moving = document.getAnimations().some((animation) =>
    animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
  return mainShown && !loading && !moving;
})()`;

/** Waits until the screen drew its data (polled from here: the storefront's CSP refuses waitForFunction's eval). */
async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate<boolean>(SETTLED), { timeout: 15_000, interval: 100 }).toBe(true);
}

/** What axe itself sets off: it probes for eval, which the storefront's CSP refuses (as it should). */
const AXE_EVAL_PROBE = /^script-src blocked eval in .* \(:\d+\)$/;

/**
 * Drops the CSP reports the auditor itself caused (axe probes for eval while it loads,
 * which the storefront's CSP rightly refuses); what the pages set off stays for the
 * journey to report.
 */
async function forgetAxeProbes(page: Page): Promise<void> {
  // Reports come through a binding: let the last ones arrive.
  await page.waitForTimeout(200);
  const kept = trip.phone.cspViolations.filter((violation) => !AXE_EVAL_PROBE.test(violation));
  trip.phone.cspViolations.splice(0, trip.phone.cspViolations.length, ...kept);
}

/** axe-core's critical and serious violations on what the page shows now. */
async function audit(page: Page): Promise<Violation[]> {
  // The page's code is written as text: this file is type-checked for Node, without the DOM's types.
  const violations = await page.evaluate<Violation[]>(
    "axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations)",
  );
  return violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');
}

/** Landmarks and headings of the screen on show (cached tab roots stay in the page, hidden). */
function structure(page: Page): Promise<{ mains: number; headings: number; viewport: string }> {
  return page.evaluate(`(() => {
    const visible = (element) => element.offsetParent !== null || getComputedStyle(element).position === 'fixed';
    return {
      mains: [...document.querySelectorAll('main, [role="main"]')].filter(visible).length,
      headings: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(visible).length,
      viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
    };
  })()`);
}

function describeViolations(url: string, violations: Violation[]): string[] {
  return violations.map(
    (violation) =>
      `${url}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** Opens each URL, audits it and answers every problem found (empty when all pass). */
async function auditAll(urls: string[], label: string): Promise<string[]> {
  const { page, phone, shot } = trip;
  const problems: string[] = [];
  // Loaded with each page by the browser (not as a <script>: the storefront's CSP refuses inline
  // scripts, as it should), rather than sent over again after each load.
  await phone.context.addInitScript(AXE);
  for (const url of urls) {
    await page.goto(url);
    await settle(page);
    const found = describeViolations(`${label} ${url}`, await audit(page));
    const { mains, headings, viewport } = await structure(page);
    if (mains !== 1) found.push(`${label} ${url}: ${mains} main landmarks`);
    if (headings === 0) found.push(`${label} ${url}: no heading`);
    if (/maximum-scale|user-scalable\s*=\s*no/.test(viewport))
      found.push(`${label} ${url}: zoom blocked (${viewport})`);
    // A person looks at a screen with a problem; the ones that pass need no picture (108 a run, before).
    if (found.length > 0) await shot(`${label}${url.replace(/[/?=&]+/g, '-')}`.slice(0, 80));
    problems.push(...found);
  }
  await forgetAxeProbes(page);
  return problems;
}

/** Sets the language the app starts in (the Local_Lang cookie), as the language screen would. */
async function useLanguage(code: 'en' | 'ar'): Promise<void> {
  const value = JSON.stringify(
    code === 'ar'
      ? { language_name: 'العربية', chinese_name: '阿拉伯语', file_name: 'ar' }
      : { language_name: 'English', chinese_name: '英语', file_name: 'en' },
  );
  await trip.phone.context.addCookies([{ name: 'Local_Lang', value: encodeURIComponent(value), url: trip.stack.url }]);
}

/** Stores `code` as the buyer's language on the server (after sign-in the server's choice wins). */
async function serverLanguage(token: string, code: 'en' | 'ar'): Promise<void> {
  const { languages } = await trip.stack.gql<{ languages: { items: Array<{ id: string; code: string }> } }>(
    'query A11yLanguages { languages(limit: 20) { items { id code } } }',
  );
  const id = languages.items.find((language) => language.code === code)!.id;
  await trip.stack.gql('mutation A11ySetLanguage($id: ID!) { setLanguage(languageId: $id) { id } }', { id }, token);
}

describe('accessibility', () => {
  test('the route table is what this audit covers', () => {
    expect(ROUTE_PATHS.length).toBeGreaterThan(40);
    for (const prefix of PUBLIC)
      expect(ROUTE_PATHS.some((path) => path === prefix || path.startsWith(`${prefix}/`))).toBe(true);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`signed-out-${language}: every public screen has no critical or serious axe violation`, async () => {
      const token = await trip.stack.login();
      const data = await fixtures(trip.stack, token);
      await useLanguage(language);
      const urls = ROUTE_PATHS.filter((path) =>
        PUBLIC.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
      ).map((path) => urlOf(path, data));
      const problems = await auditAll(urls, `out-${language}`);
      expect(problems).toEqual([]);
    }, 240_000);

    test(`signed-in-${language}: every screen has no critical or serious axe violation`, async () => {
      const token = await trip.signIn();
      await serverLanguage(token, language);
      await useLanguage(language);
      const data = await fixtures(trip.stack, token);
      // /login sends a signed-in buyer away: it is audited signed out.
      const urls = ROUTE_PATHS.filter((path) => path !== '/login').map((path) => urlOf(path, data));
      const problems = await auditAll(urls, `in-${language}`);
      expect(problems).toEqual([]);
    }, 600_000);
  }
});
