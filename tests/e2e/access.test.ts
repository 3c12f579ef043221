/**
 * Access (issue 4): the login redirect of private screens for an anonymous
 * visitor, and signing in as the demo buyer, who lands on / (Home) and finds
 * their own things on Me. Issue 24: the screens of public catalogue data open
 * signed out and show it (docs/storefront.md, "Browsing signed out").
 */
import { describe, expect, test } from 'vitest';
import { buyer, cents, centsIn, journey, toast } from './support/index.ts';

const trip = journey('access');

describe('access', () => {
  test('redirect: anonymous /bag and /order say "Please login first" and land on /login', async () => {
    const { page, phone, shot } = trip;
    for (const path of ['/bag', '/order']) {
      await page.goto(path);
      await toast(page, 'Please login first').waitFor();
      // The login screen is told where to come back to.
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === path);
      await page.getByTestId('login-submit').waitFor();
      await shot(`${path.slice(1)}-to-login`);
    }
    // Public screens stay open.
    await page.goto('/explore');
    await page.waitForURL('**/explore');
    await page.getByRole('navigation').last().waitFor();
    expect(new URL(page.url()).pathname).toBe('/explore');
    await shot('explore-stays-open');
    expect(phone.pageErrors).toEqual([]);
  });

  test('browse: signed out, Filter, Popular, the shops search, the products list and customer service show public data', async () => {
    const { page, phone, stack, shot } = trip;
    const catalogue = await stack.gql<{
      categories: Array<{ id: string }> | null;
      hotShops: { items: Array<{ id: string; name: string }> } | null;
    }>('query E2eBrowse { categories { id } hotShops(limit: 1) { items { id name } } }');
    const shop = catalogue.hotShops!.items[0]!;
    let categoryId: string | undefined;
    for (const { id } of catalogue.categories ?? []) {
      const products = await stack.gql<{ categoryProducts: { items: unknown[] } }>(
        'query E2eCategory($id: ID!) { categoryProducts(categoryId: $id, limit: 1) { items { id } } }',
        { id },
      );
      if (products.categoryProducts.items.length > 0) {
        categoryId = id;
        break;
      }
    }
    expect(categoryId).toBeDefined();
    const stays = async (path: string) => {
      await page.goto(path);
      expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(path);
    };

    await stays(`/filter?category=${categoryId}`);
    await page.getByTestId('product-card').first().waitFor();
    await shot('filter');
    await stays('/popular');
    await page.getByTestId('product-card').first().waitFor();
    await stays('/popular?tab=shops');
    await page.getByTestId('shop-card').first().waitFor();
    await shot('popular-shops');
    await stays(`/searchs?title=${encodeURIComponent(shop.name)}`);
    await page.getByTestId('shop-card').getByText(shop.name).first().waitFor();
    await shot('searchs');
    await stays('/products');
    await page.getByTestId('product-card').first().waitFor();
    await stays(`/service?shop=${shop.id}`);
    await page.locator('h1#service-title').getByText(shop.name).waitFor();
    await shot('service');
    // Nothing asked to sign in, and the session is still nobody's.
    expect(new URL(page.url()).pathname).toBe('/service');
    expect((await phone.context.cookies()).some((entry) => entry.name === 'Admin-Token')).toBe(false);
    expect(phone.pageErrors).toEqual([]);
  });

  test('login: demo/demo123 lands on / and Me shows the buyer', async () => {
    const { page, phone, stack, shot } = trip;
    await page.goto('/login');
    const account = page.getByLabel('Account');
    await account.waitFor();
    await shot('login');

    // Both fields are required.
    await page.getByTestId('login-submit').click();
    await page.getByText('Please enter your account').waitFor();
    await page.getByText('Please enter your password').waitFor();
    await shot('login-required');

    await account.fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo123');
    await page.getByTestId('login-submit').click();
    await toast(page, 'Login Success').waitFor();
    // "/" is Home.
    await page.waitForURL('**/home');
    await page.getByTestId('product-card').first().waitFor();
    const token = (await phone.context.cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value;
    expect(token).toBeTruthy();
    await shot('home-signed-in');

    await page.getByRole('navigation').last().getByText('Me', { exact: true }).click();
    await page.waitForURL('**/profile');
    await page.getByTestId('profile-nickname').waitFor();
    expect(await page.getByTestId('profile-nickname').innerText()).toBe('Demo Buyer');
    const me = await buyer(stack, token!);
    expect(centsIn(await page.getByTestId('profile-balance').innerText())).toBe(cents(me.balance));
    await expect.poll(() => page.getByTestId('unread-badge').innerText()).toBe('3');
    expect(await page.getByTestId('counter-unpaid').innerText()).toMatch(/^\d+\s+Unpaid$/);
    await shot('profile');

    // Signed in, /login sends back to /.
    await page.goto('/login');
    await page.waitForURL('**/home');
    await shot('login-when-signed-in');
    expect(phone.pageErrors).toEqual([]);
  });
});
