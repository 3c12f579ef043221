import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_PAGES } from '../../legacy/i18n/pages.ts';
import { graphql } from './gql/index.ts';
import { startStack, type GraphQLAnswer, type Stack } from './support/stack.ts';

/* Help, law and notifications over real HTTP against the seeded stand-in. */

const Help = graphql(`
  query SupportHelp {
    helpArticles {
      id
      title
      contentHtml
    }
  }
`);

const Law = graphql(`
  query SupportLaw {
    lawHtml
  }
`);

const Notifications = graphql(`
  query SupportNotifications($page: Int!, $limit: Int!) {
    notifications(page: $page, limit: $limit) {
      items {
        id
        title
        content
        read
        createdAt
      }
      total
      hasMore
    }
  }
`);

const MarkRead = graphql(`
  mutation SupportMarkRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      title
      read
      createdAt
    }
  }
`);

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let stack: Stack;
let demoToken: string;
let seededAt: number;

beforeAll(async () => {
  stack = await startStack();
  demoToken = await stack.login();
  // The stand-in seeds relative to its clock, which starts where the test clock does.
  seededAt = stack.legacy.clock.now() * 1000;
});

afterAll(async () => {
  await stack.close();
});

function errorOf<T>(answer: GraphQLAnswer<T>) {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  return answer.errors![0]!;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

describe('help and law (public, cached)', () => {
  it('answers the help articles in English without a session', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Help);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.helpArticles).toEqual(
      PLATFORM_PAGES.en.help.map((article, index) => ({
        id: String(index + 1),
        title: article.title,
        contentHtml: article.content,
      })),
    );
    expect(stack.calls).toEqual([{ operation: 'helpSupport', params: {}, headers: expect.objectContaining({}) }]);
  });

  it('answers a repeat from the cache, even to another user: no upstream call', async () => {
    await stack.gql(Help);
    stack.resetCalls();
    const again = await stack.gql(Help, {}, { token: demoToken });
    expect(again.data!.helpArticles).toHaveLength(PLATFORM_PAGES.en.help.length);
    expect(stack.calls).toEqual([]);
  });

  it('answers the Chinese articles with lang zh-cn (cached per language, sent without the token)', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Help, {}, { lang: 'zh-cn', token: demoToken });
    expect(answer.data!.helpArticles.map((article) => article.title)).toEqual(
      PLATFORM_PAGES['zh-cn'].help.map((article) => article.title),
    );
    expect(stack.calls).toHaveLength(1);
    expect(stack.calls[0]!.headers).toEqual(expect.objectContaining({ lang: 'zh-cn' }));
    expect(stack.calls[0]!.headers.token).toBeUndefined();
  });

  it('answers the law page as HTML, then from the cache', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Law);
    expect(answer.data!.lawHtml).toBe(PLATFORM_PAGES.en.law);
    expect(stack.calls.map((call) => call.operation)).toEqual(['law']);

    stack.resetCalls();
    const again = await stack.gql(Law, {}, { token: demoToken });
    expect(again.data!.lawHtml).toBe(PLATFORM_PAGES.en.law);
    expect(stack.calls).toEqual([]);

    const chinese = await stack.gql(Law, {}, { lang: 'zh-cn' });
    expect(chinese.data!.lawHtml).toBe(PLATFORM_PAGES['zh-cn'].law);
  });
});

describe('notifications', () => {
  it('lists the buyer’s notifications newest first', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Notifications, { page: 1, limit: 10 }, { token: demoToken });
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.notifications;
    expect(page.total).toBe(5);
    expect(page.hasMore).toBe(false);
    expect(page.items.map((item) => [item.title, item.read, item.createdAt])).toEqual([
      ['Security reminder', false, iso(seededAt - HOUR)],
      ['New arrivals in Mobile phone', false, iso(seededAt - 2 * DAY)],
      ['Spring sale: up to 40% off outdoor gear', false, iso(seededAt - 5 * DAY)],
      ['Your payment code is set', true, iso(seededAt - 59 * DAY)],
      ['Welcome to Crossborder Mall', true, iso(seededAt - 60 * DAY)],
    ]);
    expect(page.items[0]!.content).toMatch(/^Five wrong payment codes in a row lock payment/);
    expect(stack.calls).toEqual([
      {
        operation: 'noticeList',
        params: { page: 1, limit: 10 },
        headers: expect.objectContaining({ token: demoToken }),
      },
    ]);

    const second = await stack.gql(Notifications, { page: 2, limit: 2 }, { token: demoToken });
    expect(second.data!.notifications).toMatchObject({ total: 5, hasMore: true });
    expect(second.data!.notifications.items.map((item) => item.title)).toEqual([
      'Spring sale: up to 40% off outdoor gear',
      'Your payment code is set',
    ]);
  });

  it('marks a notification read and answers it as it is now', async () => {
    const unread = (await stack.gql(Notifications, { page: 1, limit: 10 }, { token: demoToken })).data!.notifications
      .items[0]!;
    stack.resetCalls();
    const answer = await stack.gql(MarkRead, { id: unread.id }, { token: demoToken });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.markNotificationRead).toEqual({
      id: unread.id,
      title: 'Security reminder',
      read: true,
      createdAt: unread.createdAt,
    });
    expect(stack.calls[0]).toMatchObject({ operation: 'noticeRead', params: { id: Number(unread.id) } });

    const after = await stack.gql(Notifications, { page: 1, limit: 10 }, { token: demoToken });
    expect(after.data!.notifications.items.filter((item) => !item.read).map((item) => item.title)).toEqual([
      'New arrivals in Mobile phone',
      'Spring sale: up to 40% off outdoor gear',
    ]);
  });

  it('refuses another buyer’s notification', async () => {
    const newbie = await stack.login('newbie', 'newbie123');
    const theirs = (await stack.gql(Notifications, { page: 1, limit: 10 }, { token: demoToken })).data!.notifications
      .items[2]!;
    const answer = await stack.gql(MarkRead, { id: theirs.id }, { token: newbie });
    expect(errorOf(answer).extensions).toMatchObject({ code: 'UPSTREAM_REJECTED', upstreamCode: 0 });
    expect(errorOf(answer).message).toBe('This notification does not exist');

    const own = await stack.gql(Notifications, { page: 1, limit: 10 }, { token: newbie });
    expect(own.data!.notifications.items.map((item) => [item.title, item.read])).toEqual([
      ['Welcome to Crossborder Mall', false],
    ]);
  });

  it('needs a session', async () => {
    const answer = await stack.gql(Notifications, { page: 1, limit: 10 });
    expect(errorOf(answer).extensions?.['code']).toBe('UNAUTHENTICATED');
    const mark = await stack.gql(MarkRead, { id: '1' });
    expect(errorOf(mark).extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('checks the id and the paging before calling upstream', async () => {
    stack.resetCalls();
    expect(errorOf(await stack.gql(MarkRead, { id: 'abc' }, { token: demoToken })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'id',
    });
    expect(
      errorOf(await stack.gql(Notifications, { page: 0, limit: 10 }, { token: demoToken })).extensions,
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'page',
    });
    expect(stack.calls).toEqual([]);
  });
});
