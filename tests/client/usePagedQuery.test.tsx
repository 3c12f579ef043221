/**
 * The one paged-list hook (components/usePagedQuery.ts) beyond what
 * shell.pagedList.test.tsx covers: the `silent` option, a page asked for once,
 * and a list hidden and shown again (a cached tab root) keeping its pages.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { Activity, useState } from 'react';
import { describe, expect, test } from 'vitest';
import { usePagedQuery } from '../../client/src/components/usePagedQuery.ts';
import { gqlError, typed } from './support/handlers.ts';
import { renderScreen, screen, toastTexts } from './support/renderApp.tsx';

interface Item {
  id: string;
  title: string;
}
interface Data {
  hotProducts: { items: Item[]; total: number; hasMore: boolean };
}
interface Variables {
  page?: number | null;
  limit?: number | null;
  [key: string]: unknown;
}

const HotProducts: TypedDocumentNode<Data, Variables> = gql`
  query PagedHookProbe($page: Int, $limit: Int) {
    hotProducts(page: $page, limit: $limit) {
      items {
        id
        title
      }
      total
      hasMore
    }
  }
`;

const VARIABLES = { limit: 10 };

function List({ silent = false }: { silent?: boolean }) {
  const list = usePagedQuery(HotProducts, VARIABLES, (data) => data.hotProducts, { silent });
  return (
    <>
      <button type="button" onClick={() => void list.loadMore().catch(() => undefined)}>
        more
      </button>
      <button type="button" onClick={() => void list.refresh().catch(() => undefined)}>
        refresh
      </button>
      {list.error && <p data-testid="list-error">{list.error.message}</p>}
      {list.page?.items.map((item) => (
        <p key={item.id} data-testid="row">
          {item.title}
        </p>
      ))}
    </>
  );
}

/** The list in an Activity, as the shell keeps a tab root while another screen shows. */
function HiddenAndShown() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((value) => !value)}>
        toggle
      </button>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <List />
      </Activity>
    </>
  );
}

/**
 * 25 items in pages of 10, each answer after a short wait; `fail(page)` answers an error instead,
 * and `hold(page)` keeps a page's answer back until the promise it gives settles.
 */
function pagedAnswer(
  asked: number[],
  fail: (page: number) => boolean = () => false,
  hold: (page: number) => Promise<void> | undefined = () => undefined,
) {
  return graphql.query('PagedHookProbe', async ({ variables }) => {
    const page = Number(variables['page']);
    asked.push(page);
    await hold(page);
    await delay(20);
    if (fail(page)) return HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'));
    const start = (page - 1) * 10;
    const count = Math.max(0, Math.min(10, 25 - start));
    const items = Array.from({ length: count }, (_, index) =>
      typed('Product', { id: String(start + index + 1), title: `Item ${start + index + 1}` }),
    );
    return HttpResponse.json({
      data: { hotProducts: typed('ProductPage', { items, total: 25, hasMore: start + count < 25 }) },
    });
  });
}

describe('usePagedQuery', () => {
  test('silent: a failed first page is the screen’s to tell (no toast); a failed refresh is toasted, never thrown', async () => {
    const asked: number[] = [];
    const view = await renderScreen(<List silent />, { path: '/list', handlers: [pagedAnswer(asked, () => true)] });
    expect(await screen.findByTestId('list-error')).toBeDefined();
    expect(toastTexts()).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
  });

  test('not silent: the error link toasts a failed first page', async () => {
    const asked: number[] = [];
    await renderScreen(<List />, { path: '/list', handlers: [pagedAnswer(asked, () => true)] });
    expect(await screen.findByTestId('list-error')).toBeDefined();
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
  });

  test('silent: a failed further page is toasted, and the pages loaded stay', async () => {
    const asked: number[] = [];
    const view = await renderScreen(<List silent />, {
      path: '/list',
      handlers: [pagedAnswer(asked, (page) => page === 2)],
    });
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(10));
    await view.user.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    expect(screen.getAllByTestId('row')).toHaveLength(10);
  });

  test('a page asked for twice at once is fetched once', async () => {
    const asked: number[] = [];
    // Page 2 is answered only after the second click: under load the clicks may lie further apart
    // than any answer's delay, and a second click after page 2 came rightly asks for page 3.
    let answerPageTwo!: () => void;
    const pageTwoHeld = new Promise<void>((resolve) => {
      answerPageTwo = resolve;
    });
    const view = await renderScreen(<List />, {
      path: '/list',
      handlers: [pagedAnswer(asked, undefined, (page) => (page === 2 ? pageTwoHeld : undefined))],
    });
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(10));
    const more = screen.getByRole('button', { name: 'more' });
    await view.user.click(more);
    await view.user.click(more);
    answerPageTwo();
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(20));
    // No wait for time: a third page, asked for last, comes after any second request for page 2 would have.
    await view.user.click(more);
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(25));
    expect(asked).toEqual([1, 2, 3]);
  });

  test('a list hidden and shown again keeps the pages it loaded, without asking for page 1 again', async () => {
    const asked: number[] = [];
    const view = await renderScreen(<HiddenAndShown />, { path: '/list', handlers: [pagedAnswer(asked)] });
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(10));
    await view.user.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(20));
    const toggle = screen.getByRole('button', { name: 'toggle' });
    await view.user.click(toggle);
    await view.user.click(toggle);
    expect(screen.getAllByTestId('row')).toHaveLength(20);
    // No wait for time: page 3, asked for last, comes after any page 1 the list shown again would have asked for.
    await view.user.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(25));
    expect(asked).toEqual([1, 2, 3]);
  });
});
