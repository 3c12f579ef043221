/**
 * PagedList without a touch: its gesture code loads when the list's end comes
 * near while more can come (infinite loading needs it), not before. (A file of its own: the loaded
 * wrapper is kept per visit, i.e. per test file.)
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PagedList } from '../../client/src/components/PagedList.tsx';
import { intersection } from './support/polyfills.ts';
import { renderScreen } from './support/renderApp.tsx';

const gestureWrapper = () => document.querySelector('.adm-pull-to-refresh');
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('PagedList without a pull', () => {
  test("the list's end coming near loads them", async () => {
    intersection.auto = false;
    await renderScreen(
      <PagedList hasMore loadMore={() => Promise.resolve()} onRefresh={() => Promise.resolve()}>
        <p>row</p>
      </PagedList>,
      { path: '/list' },
    );
    await pause(100);
    expect(gestureWrapper()).toBeNull();
    intersection.enter();
    await waitFor(() => expect(gestureWrapper()).not.toBeNull());
  });
});
