import { waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import MutualAidHistoryScreen from '../../client/src/screens/mutualAid/MutualAidHistoryScreen.tsx';
import MutualAidScreen from '../../client/src/screens/mutualAid/MutualAidScreen.tsx';
import { gqlError, typed } from './support/handlers.ts';
import { findToast, renderScreen } from './support/renderApp.tsx';

const TOKEN = 'T-aid';
const REFUSAL = 'You have already supported this shop today';

const SHOPS = [
  { id: '3', name: 'Cosy Knits', avatar: 'https://img.example/3.png' },
  { id: '4', name: 'Bright Home', avatar: 'https://img.example/4.png' },
];

/** A stand-in for the platform: each shop's days, supported once a day at most. */
function platform(initial: Record<string, { days: number; today: boolean }>) {
  const state = structuredClone(initial);
  const supportOf = (shopId: string) =>
    typed('ShopSupport', { id: shopId, days: state[shopId]!.days, supportedToday: state[shopId]!.today });
  const shopOf = (shopId: string) =>
    typed(
      'Shop',
      SHOPS.find((shop) => shop.id === shopId)!,
    );
  const supported = vi.fn();
  const handlers = [
    graphql.query('SupportHotShops', () =>
      HttpResponse.json({
        data: {
          hotShops: typed('ShopPage', { items: SHOPS.map((shop) => typed('Shop', shop)), total: 2, hasMore: false }),
        },
      }),
    ),
    graphql.query('SupportFollowedShops', () =>
      HttpResponse.json({
        data: { followedShops: typed('ShopPage', { items: [typed('Shop', SHOPS[1]!)], total: 1, hasMore: false }) },
      }),
    ),
    graphql.query('ShopSupport', ({ variables }) =>
      HttpResponse.json({ data: { shopSupport: supportOf(String(variables['shopId'])) } }),
    ),
    graphql.query('ChosenShopSupport', ({ variables }) => {
      const shopId = String(variables['shopId']);
      return HttpResponse.json({ data: { shopSupport: { ...supportOf(shopId), shop: shopOf(shopId) } } });
    }),
    graphql.mutation('SupportShop', ({ variables }) => {
      const shopId = String(variables['shopId']);
      supported(shopId);
      if (state[shopId]!.today) return HttpResponse.json(gqlError('UPSTREAM_REJECTED', REFUSAL));
      state[shopId] = { days: state[shopId]!.days + 1, today: true };
      return HttpResponse.json({ data: { supportShop: supportOf(shopId) } });
    }),
  ];
  return { handlers, supported };
}

describe('mutual support', () => {
  test('each shop shows its days and today’s flag', async () => {
    const { handlers } = platform({ '3': { days: 4, today: false }, '4': { days: 1, today: true } });
    const view = await renderScreen(<MutualAidScreen />, { path: '/mutualAid', token: TOKEN, handlers });
    const rows = await view.findAllByTestId('aid-shop');
    await waitFor(() => expect(rows[0]!.textContent).toContain('4 days of support'));
    expect(rows[0]!.textContent).not.toContain('Supported today');
    await waitFor(() => expect(rows[1]!.textContent).toContain('1 day of support'));
    expect(rows[1]!.textContent).toContain('Supported today');
    expect(view.getByTestId('chosen-shop').textContent).toBe('Choose a shop above');
    expect((view.getByTestId('support-button') as HTMLButtonElement).disabled).toBe(true);
  });

  test('supporting once succeeds; then Support says "Supported today" and cannot be tapped again', async () => {
    const { handlers, supported } = platform({ '3': { days: 4, today: false }, '4': { days: 1, today: true } });
    const view = await renderScreen(<MutualAidScreen />, { path: '/mutualAid', token: TOKEN, handlers });
    await view.user.click(await view.findByText('Cosy Knits'));
    await waitFor(() => expect(view.getByTestId('chosen-shop').textContent).toContain('Cosy Knits'));
    expect(view.getByTestId('chosen-shop').textContent).toContain('4 days of support');
    const button = view.getByTestId('support-button') as HTMLButtonElement;
    expect(button.textContent).toBe('Support');
    expect(button.disabled).toBe(false);

    await view.user.click(button);
    await findToast('Support Successful');
    await waitFor(() =>
      expect(view.getByTestId('chosen-shop').textContent).toContain('5 days of support · Supported today'),
    );
    const row = view.getAllByTestId('aid-shop')[0]!;
    expect(row.textContent).toContain('Supported today');
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toBe('Supported today');
    await view.user.click(button);
    expect(supported).toHaveBeenCalledTimes(1);
    expect(view.queryByTestId('support-refusal')).toBeNull();
  });

  test('a shop already supported today offers no Support; another shop does', async () => {
    const { handlers, supported } = platform({ '3': { days: 4, today: false }, '4': { days: 1, today: true } });
    const view = await renderScreen(<MutualAidScreen />, { path: '/mutualAid', token: TOKEN, handlers });
    await view.user.click(await view.findByText('Bright Home'));
    await waitFor(() =>
      expect(view.getByTestId('chosen-shop').textContent).toContain('1 day of support · Supported today'),
    );
    const button = view.getByTestId('support-button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Supported today');
    await view.user.click(view.getByText('Cosy Knits'));
    await waitFor(() => expect(view.getByTestId('chosen-shop').textContent).toContain('4 days of support'));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(supported).not.toHaveBeenCalled();
  });

  test('a refusal the screen could not foresee (supported meanwhile elsewhere) shows the server’s message', async () => {
    const { handlers } = platform({ '3': { days: 4, today: false }, '4': { days: 1, today: false } });
    const view = await renderScreen(<MutualAidScreen />, {
      path: '/mutualAid',
      token: TOKEN,
      handlers: [
        graphql.mutation('SupportShop', () => HttpResponse.json(gqlError('UPSTREAM_REJECTED', REFUSAL))),
        ...handlers,
      ],
    });
    await view.user.click(await view.findByText('Cosy Knits'));
    await waitFor(() => expect(view.getByTestId('chosen-shop').textContent).toContain('Cosy Knits'));
    await view.user.click(view.getByTestId('support-button'));
    await findToast('Support Failed');
    expect((await view.findByTestId('support-refusal')).textContent).toContain(REFUSAL);
  });

  test('?shop= preselects a shop and the followed shops are a tab away', async () => {
    const { handlers } = platform({ '3': { days: 0, today: false }, '4': { days: 2, today: false } });
    const view = await renderScreen(<MutualAidScreen />, {
      path: '/mutualAid?shop=4',
      route: '/mutualAid',
      token: TOKEN,
      handlers,
    });
    await waitFor(() => expect(view.getByTestId('chosen-shop').textContent).toContain('Bright Home'));
    await view.user.click(view.getByRole('tab', { name: 'Followed shops' }));
    await waitFor(() => expect(view.getAllByTestId('aid-shop')).toHaveLength(1));
    const only = view.getAllByTestId('aid-shop')[0]!;
    expect(only.textContent).toContain('Bright Home');
    expect(within(only).getByRole<HTMLInputElement>('radio').checked).toBe(true);
  });

  test('the history lists each support with its shop, days and date', async () => {
    const view = await renderScreen(<MutualAidHistoryScreen />, {
      path: '/mutualAidhHistroy',
      token: TOKEN,
      handlers: [
        graphql.query('SupportHistory', () =>
          HttpResponse.json({
            data: {
              supportHistory: typed('SupportRecordPage', {
                items: [
                  typed('SupportRecord', {
                    id: '9',
                    shopId: '3',
                    shopName: 'Cosy Knits',
                    shopAvatar: 'https://img.example/3.png',
                    days: 5,
                    createdAt: '2026-03-02T08:30:00.000Z',
                  }),
                ],
                total: 1,
                hasMore: false,
              }),
            },
          }),
        ),
      ],
    });
    const [record] = await view.findAllByTestId('support-record');
    expect(record!.textContent).toContain('Cosy Knits');
    expect(record!.textContent).toContain('5 days of support');
    expect(record!.textContent).toContain('Mar 2, 2026');
    await view.user.click(within(record!).getByRole('link'));
    await view.waitForPath('/shop/3');
  });
});
