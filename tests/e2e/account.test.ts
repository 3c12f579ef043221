/**
 * The buyer's account (issue 5): shipping addresses (add, edit, set default,
 * delete), setting then changing the payment code (the new buyer has none),
 * mutual support (a shop once a day: the second time the server refuses), and
 * signing out, after which private screens lead to the login again.
 */
import { describe, expect, test } from 'vitest';
import { buyer, confirmDialog, journey, navBar, pickArea, tapBack, toast } from './support/index.ts';

const trip = journey('account');

describe('account', () => {
  test('addresses: add, edit, set default and delete', async () => {
    const { page, phone, shot } = trip;
    await trip.signIn();
    await page.goto('/profile');
    await page.getByTestId('profile-nickname').waitFor();
    await shot('profile');
    await page.getByText('Shipping addresses', { exact: true }).click();
    await page.waitForURL('**/address');
    const cards = page.getByTestId('address-card');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(1);
    // In words, not translation keys.
    expect(await page.getByTestId('default-tag').innerText()).toBe('Default');
    expect(await page.getByTestId('add-address').innerText()).toContain('Add a new address');
    await shot('list');

    // Add one (every required field is checked first).
    await page.getByTestId('add-address').click();
    await page.waitForURL('**/addressForm');
    await expect.poll(() => navBar(page).innerText()).toContain('New address');
    await page.getByTestId('save-address').click();
    await page.getByText('Please enter the addressee').waitFor();
    await page.getByText('Please choose a tag').waitFor();
    await shot('add-required');
    await page.getByPlaceholder('Who receives the parcel').fill('Jamie Rivera');
    await page.getByPlaceholder('Mobile number').fill('+44 7700 900123');
    await pickArea(page, ['United Kingdom', 'England', 'London'], 'Confirm');
    await page.getByPlaceholder('Street, house number, flat').fill('221B Baker Street');
    await page.getByRole('option', { name: 'Other', exact: true }).click();
    await shot('add-filled');
    await page.getByTestId('save-address').click();
    await toast(page, 'Save successful').waitFor();
    await page.waitForURL(/\/address(\?backs=1)?$/);
    const added = cards.filter({ hasText: 'Jamie Rivera' });
    await added.waitFor();
    await expect.poll(() => cards.count()).toBe(count + 1);
    expect(await added.innerText()).toContain('221B Baker Street');
    expect(await added.getByTestId('default-tag').count()).toBe(0);
    await shot('added');
    // The add's toast must be gone before the edit's is looked for: on a busy machine it can
    // still be on screen when the second save answers, and two toasts would match.
    await toast(page, 'Save successful').waitFor({ state: 'hidden' });

    // Edit it.
    await added.getByTestId('edit-address').click();
    await page.waitForURL(/\/addressForm\/\d+$/);
    const detail = page.getByPlaceholder('Street, house number, flat');
    await expect.poll(() => detail.inputValue()).toBe('221B Baker Street');
    await detail.fill('10 Downing Street');
    await shot('edit');
    await page.getByTestId('save-address').click();
    await toast(page, 'Save successful').waitFor();
    await page.waitForURL(/\/address(\?backs=1)?$/);
    await expect.poll(() => added.innerText()).toContain('10 Downing Street');
    expect(await added.innerText()).not.toContain('221B Baker Street');
    await shot('edited');

    // Make it the default: the tag moves to it.
    await added.getByTestId('set-default').click();
    await toast(page, 'Your change has been saved').waitFor();
    await added.getByTestId('default-tag').waitFor();
    await expect.poll(() => page.getByTestId('default-tag').count()).toBe(1);
    await shot('default');

    // Delete it, after the confirmation.
    await added.getByTestId('delete-address').click();
    await page.getByRole('dialog').getByText('Delete this address?').waitFor();
    await shot('delete-dialog');
    await confirmDialog(page, 'Delete');
    await toast(page, 'Delete Success').waitFor();
    await expect.poll(() => cards.count()).toBe(count);
    expect(await cards.filter({ hasText: 'Jamie Rivera' }).count()).toBe(0);
    await shot('deleted');
    expect(phone.pageErrors).toEqual([]);
  });

  test('payment code: the new buyer sets one, then changes it', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn('newbie', 'newbie123');
    expect((await buyer(stack, token)).hasPaymentCode).toBe(false);

    await page.goto('/profile');
    await page.getByTestId('profile-nickname').waitFor();
    await shot('profile');
    await page.getByText('Security', { exact: true }).click();
    await page.waitForURL('**/security');
    await page.getByText('Not set', { exact: true }).waitFor();
    await shot('security-not-set');
    await page.getByText('Set payment code').click();
    await page.waitForURL('**/changePayPwd');
    await page.getByTestId('pay-code-new').waitFor();
    // Setting the first code asks for no current one.
    expect(await page.getByTestId('pay-code-old').count()).toBe(0);
    await expect.poll(() => navBar(page).innerText()).toContain('Set payment code');
    await shot('set');

    await page.getByTestId('pay-code-new').locator('input').fill('135790');
    await page.getByTestId('pay-code-confirm').locator('input').fill('135791');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('The two entries do not match').waitFor();
    await shot('set-mismatch');
    await page.getByTestId('pay-code-confirm').locator('input').fill('135790');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Your change has been saved').waitFor();
    // Back where the buyer came from (the stored history, ?backs=1).
    await page.waitForURL(/\/security(\?backs=1)?$/);
    await page.getByText('Set', { exact: true }).waitFor();
    await shot('security-set');
    expect((await buyer(stack, token)).hasPaymentCode).toBe(true);

    // Changing it needs the current code.
    await page.getByText('Change payment code').click();
    await page.waitForURL('**/changePayPwd');
    await page.getByTestId('pay-code-old').waitFor();
    await expect.poll(() => navBar(page).innerText()).toContain('Change payment code');
    await page.getByTestId('pay-code-old').locator('input').fill('135790');
    await page.getByTestId('pay-code-new').locator('input').fill('246802');
    await page.getByTestId('pay-code-confirm').locator('input').fill('246802');
    await shot('change');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Your change has been saved').waitFor();
    // Back where the buyer came from (the stored history, ?backs=1).
    await page.waitForURL(/\/security(\?backs=1)?$/);
    await shot('security-changed');

    // The new code is the one that pays now.
    const verify = (code: string) =>
      stack.gql<{ verifyPaymentCode: { message: string } }>(
        'mutation E2eVerify($code: String!) { verifyPaymentCode(code: $code) { message } }',
        { code },
        token,
      );
    await expect(verify('246802')).resolves.toBeDefined();
    await expect(verify('135790')).rejects.toThrow(/Incorrect payment code/);
    expect(phone.pageErrors).toEqual([]);
  });

  test('mutual aid: a shop is supported once a day, then Support says Supported today', async () => {
    const { page, phone, shot } = trip;
    await trip.signIn();
    await page.goto('/profile');
    await page.getByTestId('profile-nickname').waitFor();
    await shot('profile');
    await page.getByText('Mutual support', { exact: true }).click();
    await page.waitForURL('**/mutualAid');
    const shop = page.getByTestId('aid-shop').first();
    await shop.waitFor();
    await expect.poll(() => shop.locator('.aid-shop-meta').innerText()).toMatch(/days? of support$/);
    const name = (await shop.locator('.aid-shop-name').innerText()).trim();
    const days = Number(/^(\d+)/.exec(await shop.locator('.aid-shop-meta').innerText())![1]);
    await shot('shops');

    await shop.click();
    const chosen = page.getByTestId('chosen-shop');
    await expect.poll(() => chosen.innerText()).toContain(name);
    await shot('chosen');

    const firstSupport = Date.now();
    await page.getByTestId('support-button').click();
    await toast(page, 'Support Successful').waitFor();
    await expect.poll(() => chosen.innerText()).toContain('Supported today');
    expect(await chosen.innerText()).toContain(`${days + 1} day`);
    await shot('supported');

    await page.getByTestId('support-history-link').click();
    await page.waitForURL('**/mutualAidhHistroy');
    await page.getByTestId('support-record').filter({ hasText: name }).first().waitFor();
    await shot('history');

    // Later the same day: back to the shops, the same one is marked as supported today.
    await tapBack(page);
    await page.waitForURL(/\/mutualAid(\?backs=1)?$/);
    const again = page.getByTestId('aid-shop').filter({ hasText: name }).first();
    await again.getByText('Supported today').waitFor();
    await again.click();
    await expect.poll(() => chosen.innerText()).toContain('Supported today');
    await shot('chosen-again');
    // Once a day: Support says so and cannot be tapped into a refusal.
    const button = page.getByTestId('support-button');
    await expect.poll(() => button.isDisabled()).toBe(true);
    expect((await button.innerText()).trim()).toBe('Supported today');
    await button.click({ force: true });
    await page.waitForTimeout(Math.max(0, firstSupport + 1500 - Date.now()));
    expect(await page.getByTestId('support-refusal').count()).toBe(0);
    // Still one more day, not two.
    expect(await chosen.innerText()).toContain(`${days + 1} day`);
    await shot('supported-today');
    expect(phone.pageErrors).toEqual([]);
  });

  test('logout: signing out ends the session and private screens lead to the login', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn();
    await page.goto('/profile');
    await page.getByTestId('profile-nickname').waitFor();
    await page.getByTestId('logout').scrollIntoViewIfNeeded();
    await shot('profile');

    await page.getByTestId('logout').click();
    await page.getByRole('dialog').getByText('Do you want to sign out?').waitFor();
    await shot('logout-dialog');
    await confirmDialog(page, 'Sign out');
    await page.waitForURL('**/login');
    await page.getByTestId('login-submit').waitFor();
    expect((await phone.context.cookies()).some((cookie) => cookie.name === 'Admin-Token')).toBe(false);
    await shot('login');
    // The old token is no longer valid on the server either.
    await expect(buyer(stack, token)).rejects.toThrow();

    for (const path of ['/profile', '/bag']) {
      await page.goto(path);
      await toast(page, 'Please login first').waitFor();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === path);
      await shot(`${path.slice(1)}-to-login`);
    }
    expect(phone.pageErrors).toEqual([]);
  });
});
