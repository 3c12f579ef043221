import { waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import HelpScreen from '../../client/src/screens/support/HelpScreen.tsx';
import LawScreen from '../../client/src/screens/support/LawScreen.tsx';
import NotificationScreen from '../../client/src/screens/support/NotificationScreen.tsx';
import { gqlError, typed } from './support/handlers.ts';
import { renderScreen } from './support/renderApp.tsx';

// DOMPurify needs a DOM that happy-dom does not give (see support/jsdomPurify.ts).
vi.mock('dompurify', () => import('./support/jsdomPurify.ts'));

// Single screens only: the whole app (and every screen module of the route table) is not needed.
vi.mock('../../client/src/app/App.tsx', () => ({ App: () => null }));

const TOKEN = 'T-support';

describe('help and support', () => {
  test('lists the articles, the first one open, their HTML made safe', async () => {
    const view = await renderScreen(<HelpScreen />, {
      path: '/helpAndSupport',
      handlers: [
        graphql.query('HelpArticles', () =>
          HttpResponse.json({
            data: {
              helpArticles: [
                typed('HelpArticle', {
                  id: '1',
                  title: 'How do I pay?',
                  contentHtml: '<p>With your <b>balance</b>.</p><script>window.hacked = 1</script>',
                }),
                typed('HelpArticle', {
                  id: '2',
                  title: 'Where is my parcel?',
                  contentHtml: '<p>See the order details.</p>',
                }),
              ],
            },
          }),
        ),
      ],
    });
    expect(await view.findByText('How do I pay?')).toBeTruthy();
    expect(view.getByText('Where is my parcel?')).toBeTruthy();
    expect(view.getByText('balance').tagName).toBe('B');
    expect(view.container.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  test('a failed load offers a retry', async () => {
    let calls = 0;
    const view = await renderScreen(<LawScreen />, {
      path: '/law',
      handlers: [
        graphql.query('Law', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'))
            : HttpResponse.json({ data: { lawHtml: '<h1>Terms</h1><p>Be nice.</p>' } });
        }),
      ],
    });
    await view.user.click(await view.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.getByTestId('law-text').textContent).toBe('TermsBe nice.'));
  });
});

describe('notifications', () => {
  test('tapping an unread notification opens it and marks it read', async () => {
    const marked = vi.fn();
    const view = await renderScreen(<NotificationScreen />, {
      path: '/notification',
      token: TOKEN,
      handlers: [
        graphql.query('Notifications', () =>
          HttpResponse.json({
            data: {
              notifications: typed('NotificationPage', {
                items: [
                  typed('Notification', {
                    id: '5',
                    title: 'Your order shipped',
                    content: 'Order 1001 is on its way to Berlin.',
                    read: false,
                    createdAt: '2026-03-01T10:00:00.000Z',
                  }),
                  typed('Notification', {
                    id: '4',
                    title: 'Welcome',
                    content: 'Thanks for joining.',
                    read: true,
                    createdAt: '2026-02-01T10:00:00.000Z',
                  }),
                ],
                total: 2,
                hasMore: false,
              }),
            },
          }),
        ),
        graphql.mutation('MarkNotificationRead', ({ variables }) => {
          marked(variables);
          return HttpResponse.json({
            data: { markNotificationRead: typed('Notification', { id: String(variables['id']), read: true }) },
          });
        }),
      ],
    });
    const [unread, read] = await view.findAllByTestId('notification');
    expect(unread!.className).toContain('is-unread');
    expect(read!.className).not.toContain('is-unread');
    expect(view.getByTestId('unread-summary').textContent).toBe('1 unread notification');
    expect(unread!.textContent).toContain('Mar 1, 2026');

    const head = unread!.querySelector('button')!;
    expect(head.getAttribute('aria-expanded')).toBe('false');
    await view.user.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    expect(view.getByText('Order 1001 is on its way to Berlin.').className).toBe('notice-content');
    await waitFor(() => expect(marked).toHaveBeenCalledWith({ id: '5' }));
    await waitFor(() => expect(view.getAllByTestId('notification')[0]!.className).not.toContain('is-unread'));
    expect(view.getByTestId('unread-summary').textContent).toBe('All notifications read');

    // An already read one is only opened.
    await view.user.click(read!.querySelector('button')!);
    expect(marked).toHaveBeenCalledTimes(1);
  });

  test('no notifications: an empty state', async () => {
    const view = await renderScreen(<NotificationScreen />, {
      path: '/notification',
      token: TOKEN,
      handlers: [
        graphql.query('Notifications', () =>
          HttpResponse.json({
            data: { notifications: typed('NotificationPage', { items: [], total: 0, hasMore: false }) },
          }),
        ),
      ],
    });
    expect(await view.findByText('No notifications yet')).toBeTruthy();
  });
});
