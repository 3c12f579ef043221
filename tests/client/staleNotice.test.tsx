import { act, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { StaleNotice } from '../../client/src/components/StaleNotice.tsx';
import arCommon from '../../client/src/locales/ar/common.json';
import LawScreen from '../../client/src/screens/support/LawScreen.tsx';
import { renderScreen } from './support/renderApp.tsx';

// DOMPurify needs a DOM that happy-dom does not give (see support/jsdomPurify.ts).
vi.mock('dompurify', () => import('./support/jsdomPurify.ts'));
// Single screens only: the whole app (and every screen module of the route table) is not needed.
vi.mock('../../client/src/app/App.tsx', () => ({ App: () => null }));

/*
 * The "Showing saved information" notice: shown while an answer on screen carries the
 * gateway's `extensions.stale` (a public part served from its cache while the legacy API
 * fails), hidden once a fresh answer to the same query arrives.
 */
function lawAnswers() {
  let calls = 0;
  return graphql.query('Law', () => {
    calls += 1;
    return HttpResponse.json({
      data: { lawHtml: `<p>Terms ${calls}</p>` },
      ...(calls === 1 ? { extensions: { stale: { ageSeconds: 90, calls: ['law'] } } } : {}),
    });
  });
}

describe('the stale notice', () => {
  test.each([
    ['en', 'Showing saved information'],
    ['ar', arCommon.staleNotice],
  ] as const)('in %s: shown with a stale answer, hidden when fresh data arrives', async (language, text) => {
    const view = await renderScreen(
      <>
        <StaleNotice />
        <LawScreen />
      </>,
      { path: '/law', language, handlers: [lawAnswers()] },
    );
    await waitFor(() => expect(view.getByTestId('law-text').textContent).toBe('Terms 1'));
    const notice = await view.findByTestId('stale-notice');
    expect(notice.textContent).toBe(text);

    await act(() => view.client.refetchQueries({ include: 'active' }));
    await waitFor(() => expect(view.getByTestId('law-text').textContent).toBe('Terms 2'));
    expect(view.queryByTestId('stale-notice')).toBeNull();
  });
});
