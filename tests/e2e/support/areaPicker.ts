import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where a picker column's selected option is on the screen. */
async function selectedTop(page: Page, index: number): Promise<number> {
  const box = await page.locator('.adm-picker-view-column').nth(index).locator('[data-selected="true"]').boundingBox();
  return box?.y ?? Number.NaN;
}

/** Turns a picker column until `name` is selected. */
async function chooseInColumn(page: Page, index: number, name: string): Promise<void> {
  const column = page.locator('.adm-picker-view-column').nth(index);
  const option = column.locator('.adm-picker-view-column-item').filter({ hasText: name }).first();
  await option.waitFor();
  // antd-mobile turns the wheel to the item tapped. Items below the visible window sit under the
  // popup's edge, so the tap goes to the item itself rather than to a point on the screen.
  await option.dispatchEvent('click');
  await expect
    .poll(() =>
      column
        .locator('[data-selected="true"]')
        .innerText()
        .catch(() => ''),
    )
    .toContain(name);
}

/**
 * In the address form: opens the area picker, picks `names` (country, province or state,
 * city) column by column, waits until the wheels have lined up (`beforeConfirm` runs then,
 * e.g. a screenshot) and confirms with the button called `confirmText`.
 */
export async function pickArea(
  page: Page,
  names: readonly string[],
  confirmText: string,
  beforeConfirm: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  await page.getByTestId('area-picker').click();
  const picker = page.locator('.adm-picker');
  await picker.waitFor();
  for (const [index, name] of names.entries()) await chooseInColumn(page, index, name);
  await expect
    .poll(async () => Math.abs((await selectedTop(page, 0)) - (await selectedTop(page, names.length - 1))))
    .toBeLessThan(2);
  await beforeConfirm();
  await picker.getByText(confirmText, { exact: true }).click();
  await picker.waitFor({ state: 'hidden' });
}
