import { describe, expect, it } from 'vitest';
import { passThrough } from './support/rewritingProxy.ts';
import { brokenVariations, TOLERABLE } from './support/quirkVariations.ts';
import { QUIRK_TIMEOUT_MS, type GqlAnswer } from './support/quirkStack.ts';
import { clean, ok, OPERATIONS, quirkSession, run } from './support/quirkSession.ts';

/*
 * The quirk suite: a gateway in front of a proxy that rewrites the stand-in's answers the
 * way the real PHP API varies (the shared contract's section "What the real API does…").
 * Tolerable variations must give exactly the clean answer; broken upstreams the right
 * typed error, never INTERNAL_SERVER_ERROR, nothing of the upstream leaked, and a gateway
 * that is fine afterwards (quirksBroken.test.ts, a file of its own so that the halves run side
 * by side).
 */

const session = quirkSession();

describe.each(Object.entries(TOLERABLE))('a tolerable variation: %s', (_name, variation) => {
  it.each(Object.entries(OPERATIONS))(
    '%s answers exactly what it answers from the clean API',
    async (_operation, operation) => {
      if (operation.kind === 'addToCart') {
        const before = ok(await clean(() => session.stack.gql(OPERATIONS['bag']!.query, {}, session.token)))[
          'cart'
        ] as {
          quantity: number;
        };
        session.stack.proxy.use(variation);
        const added = ok(await run(operation))['addToCart'] as { quantity: number };
        const after = ok(
          await clean(() =>
            session.stack.gql(
              OPERATIONS['add to bag']!.query.replace(/^mutation.*?\{ addToCart\(input: \$input\)/s, '{ cart'),
              {},
              session.token,
            ),
          ),
        );
        expect(added).toEqual(after['cart']);
        expect(added.quantity).toBe(before.quantity + 1);
        return;
      }
      if (operation.kind === 'login') {
        const expected = ok(await clean(() => run(operation)))['login'] as { token: string; user: unknown };
        session.stack.proxy.use(variation);
        const answer = ok(await run(operation))['login'] as { token: string; user: unknown };
        expect(answer.user).toEqual(expected.user);
        expect(answer.token).toMatch(/^\S{16,}$/);
        return;
      }
      const expected = await clean(() => run(operation));
      ok(expected);
      session.stack.proxy.use(variation);
      expect(await run(operation)).toEqual(expected);
    },
  );
});

describe('upstream messages', () => {
  it('replaces a raw exception by the generic message of its kind, in the request language', async () => {
    session.stack.proxy.use(brokenVariations(QUIRK_TIMEOUT_MS)['a raw SQL exception as msg']!.variation);
    const english = await run(OPERATIONS['me']!);
    expect(english.errors?.[0]).toMatchObject({
      message: 'The request could not be completed. Please try again later.',
      extensions: { code: 'UPSTREAM_REJECTED', upstreamCode: 0 },
    });
    const response = await fetch(`${session.stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'zh-cn', token: session.token },
      body: JSON.stringify({ query: OPERATIONS['me']!.query }),
    });
    const chinese = (await response.json()) as GqlAnswer;
    expect(chinese.errors?.[0]?.message).toBe('请求未能完成，请稍后再试。');
  });

  it('keeps an ordinary refusal as the upstream wrote it', async () => {
    session.stack.proxy.use(passThrough);
    const answer = await session.stack.gql('mutation { verifyPaymentCode(code: "999999") { ok } }', {}, session.token);
    // A wrong payment code is a business refusal the client tells apart by its reason, not its text.
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'ACTION_REFUSED',
      reason: { rule: 'wrongPaymentCode' },
    });
    expect(answer.errors?.[0]?.message).not.toMatch(/could not be completed/);
  });
});

describe('a kept-alive connection the server closed meanwhile', () => {
  /** Resets the first call after it is set, then passes the others through. */
  function resetOnce() {
    let first = true;
    session.stack.proxy.use((upstream) => {
      if (!first) return passThrough(upstream);
      first = false;
      return { reset: true };
    });
  }

  it('asks a read again, once, on a fresh connection', async () => {
    ok(await clean(() => run(OPERATIONS['me']!)));
    resetOnce();
    session.stack.proxy.reset();
    expect(ok(await run(OPERATIONS['me']!))['me']).toMatchObject({ username: 'demo' });
    expect(session.stack.proxy.paths.filter((path) => path === '/api/user/getUserInfo')).toHaveLength(2);
  });

  it('never sends a write twice', async () => {
    ok(await clean(() => run(OPERATIONS['me']!)));
    resetOnce();
    session.stack.proxy.reset();
    const answer = await run(OPERATIONS['add to bag']!);
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_UNAVAILABLE');
    expect(session.stack.proxy.paths.filter((path) => path === '/api/cart/add')).toHaveLength(1);
  });
});
