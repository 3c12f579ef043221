import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway, type Answer } from './support/gatewayUnderTest.ts';

const fake = useFakeUpstream();
const gateway = useGateway();

const MARK_READ = 'mutation MarkRead($id: ID!) { markNotificationRead(id: $id) { id read } }';
const NOTIFICATIONS = 'query Notices($page: Int!) { notifications(page: $page) { total items { id read } } }';

beforeEach(() => {
  fake.server.use(
    http.post(`${UPSTREAM}/api/user/notice_read`, () => ok(null, 'Setting Success')),
    http.get(`${UPSTREAM}/api/user/notice_list`, () =>
      ok({
        count: 2,
        list: [
          { id: 7, title: 'a', content: 'A', is_read: 1, createtime: 1732233600 },
          { id: 8, title: 'b', content: 'B', is_read: 1, createtime: 1732233600 },
        ],
      }),
    ),
  );
});

/** How many marks reached the upstream: a refused duplicate must not. */
const marksSent = () => fake.hitsOn('/api/user/notice_read').length;

function expectAccepted(answer: Answer): void {
  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({ markNotificationRead: { id: expect.any(String), read: true } });
}

function expectDuplicate(answer: Answer): void {
  expect(answer.errors).toEqual([
    { message: 'data is being processed, do not resubmit', extensions: { code: 'DUPLICATE_SUBMISSION' } },
  ]);
  expect(answer.data ?? null).toBeNull();
}

describe('the duplicate-submit guard', () => {
  it('refuses the same mutation with the same variables from the same session within 1000 ms', async () => {
    const first = await gateway.post(MARK_READ, { id: '7' }, { token: 'session-a' });
    const second = await gateway.post(MARK_READ, { id: '7' }, { token: 'session-a' });
    expectAccepted(first);
    expectDuplicate(second);
    expect(second.status).toBe(200);
    expect(marksSent()).toBe(1);
  });

  it('refuses a burst of identical submissions except the first', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => gateway.post(MARK_READ, { id: '7' }, { token: 'session-burst' })),
    );
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.errors?.[0]?.extensions?.['code'] === 'DUPLICATE_SUBMISSION'),
    ).toHaveLength(3);
    expect(marksSent()).toBe(1);
  });

  it('allows the same mutation with different variables', async () => {
    expectAccepted(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-b' }));
    expectAccepted(await gateway.post(MARK_READ, { id: '8' }, { token: 'session-b' }));
    expect(marksSent()).toBe(2);
  });

  it('allows the same mutation and variables from another session', async () => {
    expectAccepted(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-c' }));
    expectAccepted(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-d' }));
    expect(marksSent()).toBe(2);
  });

  it('allows the repeat once the 1000 ms window has passed', async () => {
    expectAccepted(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-e' }));
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expectAccepted(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-e' }));
    expect(marksSent()).toBe(2);
  });

  it('allows a deliberate repeat carrying the header repeatSubmit: false', async () => {
    expectAccepted(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-f' }));
    expectAccepted(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-f', repeatSubmit: 'false' }));
    expectAccepted(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-f', repeatSubmit: 'false' }));
    expect(marksSent()).toBe(3);
  });

  it('still refuses when repeatSubmit carries anything but false', async () => {
    expectAccepted(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-g' }));
    expectDuplicate(await gateway.post(MARK_READ, { id: '7' }, { token: 'session-g', repeatSubmit: 'true' }));
    expect(marksSent()).toBe(1);
  });

  it('guards anonymous callers by their address', async () => {
    expectAccepted(await gateway.post(MARK_READ, { id: '8' }));
    expectDuplicate(await gateway.post(MARK_READ, { id: '8' }));
    expect(marksSent()).toBe(1);
  });

  it('never refuses queries', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await gateway.post(NOTIFICATIONS, { page: 1 }, { token: 'session-h' }));
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toMatchObject({ notifications: { total: 2 } });
    }
    expect(fake.hitsOn('/api/user/notice_list')).toHaveLength(3);
  });
});
