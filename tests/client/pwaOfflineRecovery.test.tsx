import type { ErrorLike } from '@apollo/client';
import { act } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ErrorState } from '../../client/src/components/states/ErrorState.tsx';
import { AGAIN_AFTER_MS } from '../../client/src/components/states/useRetryWhenOnline.ts';
import enCommon from '../../client/src/locales/en/common.json';
import { renderScreen } from './support/renderApp.tsx';

/*
 * With the service worker there, an offline tap loads the screen's code from the worker but not
 * its data: the error says the phone is offline, and the screen loads by itself when the network
 * comes back (components/states/useRetryWhenOnline.ts), as a screen whose code failed does.
 */
describe('a screen whose data failed offline', () => {
  test('tries again by itself when the phone is back online, and not before', async () => {
    const retry = vi.fn();
    const view = await renderScreen(<ErrorState onRetry={retry} />, { path: '/home', language: 'en' });
    expect(view.getByText(enCommon.states.errorTitle)).toBeTruthy();
    expect(retry).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(retry).toHaveBeenCalledTimes(1);

    view.unmount();
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

/** A screen whose every try fails as the one before did, each with an error of its own (as a refetch's). */
function AlwaysFailing({ tries }: { tries: { count: number } }) {
  const [error, setError] = useState<ErrorLike>(() => new TypeError('Failed to fetch'));
  const retry = useCallback(() => {
    tries.count += 1;
    setError(new TypeError('Failed to fetch'));
  }, [tries]);
  return <ErrorState error={error} onRetry={retry} />;
}

/** Lets the clock run `ms` and React draw what it brought. */
async function pass(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('a try that fails as the network comes back', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('is made again after 1, 2, 4, 8 and 16 s, then the screen waits for a tap', async () => {
    const tries = { count: 0 };
    await renderScreen(<AlwaysFailing tries={tries} />, { path: '/home', language: 'en' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(tries.count).toBe(1);
    for (const [index, delay] of AGAIN_AFTER_MS.entries()) {
      await pass(delay - 1);
      expect(tries.count, `before the wait of ${delay} ms is over`).toBe(1 + index);
      await pass(1);
      expect(tries.count, `after ${delay} ms`).toBe(2 + index);
    }
    await pass(60_000);
    expect(tries.count).toBe(1 + AGAIN_AFTER_MS.length);
  });

  test('a failure with the phone offline again, or long after the network came back, waits for the network or a tap', async () => {
    const tries = { count: 0 };
    const view = await renderScreen(<AlwaysFailing tries={tries} />, { path: '/home', language: 'en' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(tries.count).toBe(1);
    // Offline again before the next try: none goes out.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await pass(AGAIN_AFTER_MS[0]);
    expect(tries.count).toBe(1);
    onLine.mockRestore();

    // A minute later the screen fails again (a tap on Retry): no try by itself.
    await pass(61_000);
    // (A plain click: the shared user-event session waits on the real clock.)
    act(() => {
      view.getByRole('button', { name: enCommon.actions.retry }).click();
    });
    expect(tries.count).toBe(2);
    await pass(AGAIN_AFTER_MS.at(-1)!);
    expect(tries.count).toBe(2);
  });
});
