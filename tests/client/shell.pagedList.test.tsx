/**
 * Lists (spec section 2: pull-to-refresh and infinite loading with the "refreshing"
 * and "noMore" texts): PagedList + usePagedQuery over the cache's page merging.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { PagedList } from '../../client/src/components/PagedList.tsx';
import { usePagedQuery } from '../../client/src/components/usePagedQuery.ts';
import en from '../../client/src/locales/en/common.json';
import { typed } from './support/handlers.ts';
import { enableInfiniteScroll } from './support/polyfills.ts';
import { renderScreen, screen } from './support/renderApp.tsx';

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
  query ListProbe($page: Int, $limit: Int) {
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

function List() {
  const list = usePagedQuery(HotProducts, VARIABLES, (data) => data.hotProducts);
  if (!list.page) return <p>loading</p>;
  return (
    <>
      <button type="button" onClick={() => void list.refresh()}>
        refresh
      </button>
      <PagedList hasMore={list.page.hasMore} loadMore={list.loadMore} onRefresh={list.refresh}>
        {list.page.items.map((item) => (
          <p key={item.id} data-testid="row">
            {item.title}
          </p>
        ))}
      </PagedList>
    </>
  );
}

function items(from: number, count: number) {
  return Array.from({ length: count }, (_, index) =>
    typed('Product', { id: String(from + index), title: `Item ${from + index}` }),
  );
}

/** 25 items (or `total()`) in pages of 10; each answer after a short wait, like a network. */
function pagedAnswer(asked: number[], totalOf: () => number = () => 25) {
  return graphql.query('ListProbe', async ({ variables }) => {
    const page = Number(variables['page']);
    const total = totalOf();
    asked.push(page);
    await delay(20);
    const start = (page - 1) * 10;
    const count = Math.max(0, Math.min(10, total - start));
    return HttpResponse.json({
      data: {
        hotProducts: typed('ProductPage', { items: items(start + 1, count), total, hasMore: start + count < total }),
      },
    });
  });
}

describe('PagedList + usePagedQuery', () => {
  test('scrolling to the end loads each next page once, then says "no more"', async () => {
    enableInfiniteScroll();
    const asked: number[] = [];
    await renderScreen(<List />, { path: '/list', handlers: [pagedAnswer(asked)] });
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(25));
    expect(await screen.findByText(en.list.noMore)).toBeDefined();
    // Give a duplicate request the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([1, 2, 3]);
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual(items(1, 25).map((item) => item.title));
  });

  test('while more can come, the footer says it is loading', async () => {
    const asked: number[] = [];
    await renderScreen(<List />, { path: '/list', handlers: [pagedAnswer(asked)] });
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(10));
    expect(screen.getByText(en.list.loading)).toBeDefined();
    expect(asked).toEqual([1]);
  });

  test('refresh starts over from page 1 and drops the pages loaded before', async () => {
    enableInfiniteScroll();
    const asked: number[] = [];
    let total = 25;
    const view = await renderScreen(<List />, {
      path: '/list',
      handlers: [pagedAnswer(asked, () => total)],
    });
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(25));
    total = 4;
    await view.user.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(4));
    expect(asked.slice(-1)).toEqual([1]);
    expect(await screen.findByText(en.list.noMore)).toBeDefined();
  });
});
