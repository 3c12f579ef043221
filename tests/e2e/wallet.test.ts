/**
 * Wallet (issue 5): an on-chain top-up with its payment evidence, approved by the
 * operator, raises the balance; a withdrawal to a bank card, confirmed with the
 * payment code (issue 9), lowers it at once and is listed in the withdrawal records.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { buyer, cents, centsIn, journey, pngFile, toast } from './support/index.ts';

/** An amount as the English storefront writes it (Intl: "$10,000.00"). */
const dollars = (amount: number) =>
  `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const trip = journey('wallet');

/** Types the payment code on the withdrawal sheet's number pad. */
async function typeCode(page: Page, code: string): Promise<void> {
  // After a wrong code the pad stays open (over the code): tap the code only to open it.
  if (!(await page.getByRole('button', { name: '1', exact: true }).isVisible()))
    await page.getByTestId('withdraw-code').click();
  for (const digit of code) await page.getByRole('button', { name: digit, exact: true }).click();
}

interface AdminRecharge {
  id: number;
  username: string;
  price: string;
  status: number;
}

describe('wallet', () => {
  test('recharge: on chain with evidence → operator approves → balance up', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn();
    const before = cents((await buyer(stack, token)).balance);

    await page.goto('/profile');
    await page.getByTestId('profile-balance').waitFor();
    await shot('profile');
    await page.getByRole('button', { name: 'Top up' }).click();
    await page.waitForURL('**/topUp');
    await page.getByTestId('wallet-balance').getByText(dollars(before)).waitFor();
    await shot('top-up');
    await page.getByText('On-chain top-up').click();
    await page.waitForURL('**/walletTopUp');
    await page.getByTestId('same-network-warning').waitFor();
    await shot('on-chain');

    // Everything is checked before sending.
    await page.getByTestId('recharge-submit').click();
    await page.getByText('Please choose a network').waitFor();
    await page.getByText('Please enter a correct amount').waitFor();
    await page.getByText('Please upload the payment evidence').waitFor();
    await shot('on-chain-required');

    await page.getByRole('option', { name: 'USDT-TRC20' }).click();
    const deposit = page.getByTestId('deposit-address');
    await deposit.waitFor();
    expect(await deposit.locator('.deposit-address').innerText()).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await deposit.getByRole('img', { name: 'QR code of the deposit address' }).waitFor();
    await page.getByTestId('recharge-amount').locator('input').fill('250.50');
    await page.locator('form input[type=file]').setInputFiles(pngFile('evidence.png'));
    await page.locator('form img[src*="/uploads/"]').first().waitFor();
    await shot('on-chain-filled');

    await page.getByTestId('recharge-submit').click();
    await toast(page, 'Application successful').waitFor();
    await page.waitForURL('**/topUpRecord');
    const record = page.getByTestId('recharge-record').first();
    await record.waitFor();
    expect(await record.getByTestId('audit-status').innerText()).toBe('Auditing');
    expect(await record.innerText()).toContain('$250.50');
    expect(await record.innerText()).toContain('USDT-TRC20');
    await shot('records-auditing');
    // Nothing is credited before the audit.
    expect(cents((await buyer(stack, token)).balance)).toBe(before);

    // The operator approves it.
    const auditing = await stack.admin<{ list: AdminRecharge[] }>('GET', '/recharges?status=0');
    const mine = auditing.list.find((item) => item.username === 'demo' && item.price === '250.50');
    expect(mine).toBeDefined();
    await stack.admin('POST', `/recharges/${mine!.id}/approve`, {});

    await page.reload();
    await expect
      .poll(() => page.getByTestId('recharge-record').first().getByTestId('audit-status').innerText())
      .toBe('Passed');
    await shot('records-passed');

    const after = cents((await buyer(stack, token)).balance);
    expect(after - before).toBe(25050);
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('profile-balance').innerText()).toBe(dollars(after));
    await shot('profile-balance-up');
    expect(phone.pageErrors).toEqual([]);
  });

  test('withdraw: to a bank card → balance down → listed in the withdrawal records', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn();
    const before = cents((await buyer(stack, token)).balance);

    await page.goto('/profile');
    await page.getByTestId('profile-balance').waitFor();
    await shot('profile');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.waitForURL('**/withDraw');
    await expect.poll(() => page.getByTestId('withdraw-balance').innerText()).toBe(dollars(before));
    await shot('withdraw');

    // More than the balance is refused before anything is sent.
    const amount = page.getByTestId('withdraw-amount').locator('input');
    await amount.fill(String(before / 100 + 1));
    await page.getByTestId('withdraw-submit').click();
    await page.getByText('The amount cannot be more than your balance').waitFor();
    await shot('withdraw-too-much');

    await amount.fill('120');
    // The service charge and what arrives follow the amount.
    const charge = centsIn(await page.getByTestId('service-charge').innerText());
    expect(centsIn(await page.getByTestId('actual-arrival').innerText())).toBe(12000 - charge);
    await page.getByRole('option', { name: 'New card' }).click();
    await page.getByPlaceholder('Name of your bank').fill('E2E Savings Bank');
    await page.getByPlaceholder('Bank card number').fill('6222 0212 3456 7890');
    await page.getByPlaceholder('Name on the card').fill('Alex Morgan');
    await shot('withdraw-filled');

    await page.getByTestId('withdraw-submit').click();
    // As a payment, the payment code confirms it; a wrong one withdraws nothing.
    const sheet = page.getByTestId('withdraw-code-sheet');
    await sheet.waitFor();
    expect(await sheet.getByTestId('withdraw-code-amount').innerText()).toBe('$120.00');
    await shot('withdraw-code');
    await typeCode(page, '000000');
    expect((await sheet.getByTestId('withdraw-code-error').innerText()).trim()).toBe(
      'Incorrect payment code. Attempts left: 4',
    );
    await shot('withdraw-wrong-code');
    expect(cents((await buyer(stack, token)).balance)).toBe(before);
    await typeCode(page, '123456');
    await toast(page, 'Withdrawal Success').waitFor();
    await page.waitForURL('**/depositRecord');
    const record = page.getByTestId('withdrawal-record').first();
    await record.waitFor();
    const text = await record.innerText();
    expect(text).toContain('To bank card');
    expect(text).toContain('$120.00');
    expect(text).toContain('7890');
    expect(text).toContain(`$${(charge / 100).toFixed(2)}`);
    expect(await record.getByTestId('audit-status').innerText()).toBe('Auditing');
    await shot('records');

    // The amount left the balance when it was applied for.
    const after = cents((await buyer(stack, token)).balance);
    expect(before - after).toBe(12000);
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('profile-balance').innerText()).toBe(dollars(after));
    await shot('profile-balance-down');
    expect(phone.pageErrors).toEqual([]);
  });
});
