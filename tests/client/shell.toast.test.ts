/**
 * The toast (spec section 9: 1200 ms; a loading toast stays until closed). antd-mobile's
 * Toast is not part of the first screen: the first toast of a visit loads it, so a
 * loading toast can be closed before it has even shown.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { findToast, toastTexts } from './support/renderApp.tsx';

/** toast.ts as on a fresh visit: antd-mobile's Toast not loaded yet. */
async function freshToast() {
  vi.resetModules();
  return import('../../client/src/lib/toast.ts');
}

describe('toast', () => {
  test('a message shows for 1200 ms, then goes', async () => {
    const { toast, TOAST_MS } = await freshToast();
    expect(TOAST_MS).toBe(1200);
    toast.success('Saved');
    const shown = Date.now();
    await findToast('Saved');
    await waitFor(() => expect(toastTexts()).not.toContain('Saved'));
    expect(Date.now() - shown).toBeGreaterThanOrEqual(TOAST_MS - 100);
  });

  test('a message shows for 1200 ms from when it is drawn, even when the page was busy for longer', async () => {
    const { toast, TOAST_MS } = await freshToast();
    toast.info('Loaded');
    await findToast('Loaded');
    toast.success('Saved');
    // The main thread busy past the toast's time before it could draw it (a slow phone after a save).
    const busyUntil = Date.now() + TOAST_MS + 300;
    while (Date.now() < busyUntil);
    const drawn = Date.now();
    await findToast('Saved');
    await waitFor(() => expect(toastTexts()).not.toContain('Saved'));
    expect(Date.now() - drawn).toBeGreaterThanOrEqual(TOAST_MS - 100);
  });

  test('a loading toast stays until its close function is called', async () => {
    const { toast, TOAST_MS } = await freshToast();
    const close = toast.loading('Paying');
    await findToast('Paying');
    await new Promise((resolve) => setTimeout(resolve, TOAST_MS + 300));
    expect(toastTexts()).toContain('Paying');
    close();
    await waitFor(() => expect(toastTexts()).not.toContain('Paying'));
  });

  test('a loading toast closed before antd-mobile has arrived never shows', async () => {
    const { toast } = await freshToast();
    const close = toast.loading('Checking');
    close();
    toast.info('Done');
    await findToast('Done');
    expect(toastTexts()).not.toContain('Checking');
  });
});
