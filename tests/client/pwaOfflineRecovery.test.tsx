import { act } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ErrorState } from '../../client/src/components/states/ErrorState.tsx';
import enCommon from '../../client/src/locales/en/common.json';
import { renderScreen } from './support/renderApp.tsx';

// Single screens only: the whole app (and every screen module of the route table) is not needed.
vi.mock('../../client/src/app/App.tsx', () => ({ App: () => null }));

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
