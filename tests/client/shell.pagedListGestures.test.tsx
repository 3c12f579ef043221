/**
 * PagedList's gesture code (antd-mobile's PullToRefresh and InfiniteScroll, with
 * the gesture and animation libraries) stays off the first paint: it loads on the
 * first touch at the top of the list, where a pull can start, or when the list's
 * end comes near; and the pull that made it load still refreshes the list.
 * (A file of its own: the loaded wrapper is kept per visit, i.e. per test file.)
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PagedList } from '../../client/src/components/PagedList.tsx';
import { PULL_HEAD_HEIGHT } from '../../client/src/components/usePullWithoutGestures.ts';
import en from '../../client/src/locales/en/common.json';
import { intersection } from './support/polyfills.ts';
import { renderScreen, screen } from './support/renderApp.tsx';

function List({ onRefresh, hasMore = true }: { onRefresh: () => Promise<void>; hasMore?: boolean }) {
  return (
    <PagedList hasMore={hasMore} loadMore={() => Promise.resolve()} onRefresh={onRefresh}>
      {['A', 'B', 'C'].map((title) => (
        <p key={title} data-testid="row">
          {title}
        </p>
      ))}
    </PagedList>
  );
}

const gestureWrapper = () => document.querySelector('.adm-pull-to-refresh');
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('PagedList loads its gestures when one can start', () => {
  test('not with the list; the first pull at the top loads them and still refreshes the list', async () => {
    intersection.auto = false;
    const onRefresh = vi.fn(() => pause(30));
    await renderScreen(<List onRefresh={onRefresh} />, { path: '/list' });
    expect(screen.getAllByTestId('row')).toHaveLength(3);
    await pause(100);
    expect(gestureWrapper()).toBeNull();

    const list = document.querySelector('.paged-list')!;
    fireEvent.touchStart(list, { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchMove(list, { touches: [{ clientX: 10, clientY: 100 + PULL_HEAD_HEIGHT }] });
    expect(document.querySelector('.paged-list-pull')?.textContent).toBe(en.list.pulling);
    fireEvent.touchMove(list, { touches: [{ clientX: 10, clientY: 100 + 3 * PULL_HEAD_HEIGHT }] });
    expect(document.querySelector('.paged-list-pull')?.textContent).toBe(en.list.canRelease);
    // The gesture code has arrived meanwhile, but the pull under way stays the list's own.
    await pause(200);
    expect(gestureWrapper()).toBeNull();

    fireEvent.touchEnd(list, { touches: [] });
    expect(document.querySelector('.paged-list-pull')?.textContent).toBe(en.list.refreshing);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('.paged-list-pull')?.textContent).toBe(en.list.complete));
    // Once the pull is over, antd-mobile's wrapper takes over, with the same rows (not mounted again).
    await waitFor(() => expect(gestureWrapper()).not.toBeNull());
    expect(document.querySelector('.paged-list-pull')).toBeNull();
    expect(gestureWrapper()!.querySelectorAll('[data-testid="row"]')).toHaveLength(3);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
