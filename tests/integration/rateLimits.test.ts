import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/stack.ts';

/*
 * Brute force against the real stand-in: sign-in, forgotten password and payment code are
 * refused with RATE_LIMITED once an account or an address used up its attempts, before
 * anything reaches the upstream, and allowed again after the window.
 *
 * What is counted is tested in a window no busy machine outlasts (LONG_WINDOW_S), on a stack of
 * each test's own; that a refusal ends is tested in a short one (SHORT_WINDOW_S), waiting for the
 * condition: tried until refused (the window may lapse first), then until allowed again.
 */
const LONG_WINDOW_S = 600;
const SHORT_WINDOW_S = 2;
/** How long a test waits for a refusal to end before it fails (each such test has twice that). */
const UNTIL_ALLOWED_MS = 60_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function send(
  stack: Stack,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    // Every try here is deliberate: the duplicate guard is not what is tested.
    headers: { 'content-type': 'application/json', repeatSubmit: 'false', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<Answer, 'status' | 'retryAfter'>;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...body };
}

const LOGIN =
  'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }';
const login = (stack: Stack, account: string, password: string, headers?: Record<string, string>) =>
  send(stack, LOGIN, { account, password }, headers);
const code = (answer: Answer) => answer.errors?.[0]?.extensions?.['code'];
const loginCalls = (stack: Stack) => stack.calls.filter((call) => call.operation === 'login').length;

/** Tries `attempt` until it is refused with RATE_LIMITED (in a short window, a busy machine may let one lapse first). */
async function untilRefused(attempt: () => Promise<Answer>): Promise<Answer> {
  let answer = await attempt();
  while (code(answer) !== 'RATE_LIMITED' && answer.status !== 429) answer = await attempt();
  return answer;
}

/**
 * Waits until `allowed` holds again: the refusal's window has passed. The bound only ends a failure:
 * on a loaded machine each try takes long, and a try that fails for another reason (a slow answer)
 * spends one of the next window's attempts.
 */
async function untilAllowed(allowed: () => Promise<boolean>): Promise<void> {
  await expect.poll(allowed, { timeout: UNTIL_ALLOWED_MS, interval: 250 }).toBe(true);
}

/** A fresh stack for each test of the describe around it (the long window's counts would carry over). */
function stackPerTest(env: Record<string, string>): () => Stack {
  let stack: Stack | undefined;
  beforeEach(async () => {
    stack = await startStack({ env });
  });
  afterEach(() => stack?.close());
  return () => {
    if (!stack) throw new Error('the stack is only there inside a test');
    return stack;
  };
}

const VERIFY = 'mutation Verify($code: String!) { verifyPaymentCode(code: $code) { ok } }';

describe('per account (3 attempts a window)', () => {
  const stackOf = stackPerTest({
    RATE_LIMIT_WINDOW_S: String(LONG_WINDOW_S),
    RATE_LIMIT_ACCOUNT: '3',
    RATE_LIMIT_IP: '100',
  });

  it('refuses the 4th wrong password with RATE_LIMITED and Retry-After, without asking the upstream', async () => {
    const stack = stackOf();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(code(await login(stack, 'demo', `wrong-${attempt}`))).toBe('UPSTREAM_REJECTED');
    expect(loginCalls(stack)).toBe(3);

    const refused = await login(stack, 'demo', 'demo123');
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) } });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(LONG_WINDOW_S);
    expect(refused.data).toBeNull();
    // The same account in other letters is the same account.
    expect(code(await login(stack, ' DEMO ', 'demo123'))).toBe('RATE_LIMITED');
    expect(loginCalls(stack)).toBe(3);
    // Another account from the same address is not affected.
    expect(code(await login(stack, 'newbie', 'wrong'))).toBe('UPSTREAM_REJECTED');
  });

  it('starts the account afresh after a successful sign-in', async () => {
    const stack = stackOf();
    expect(code(await login(stack, 'demo', 'wrong-a'))).toBe('UPSTREAM_REJECTED');
    expect(code(await login(stack, 'demo', 'wrong-b'))).toBe('UPSTREAM_REJECTED');
    expect((await login(stack, 'demo', 'demo123')).errors).toBeUndefined();
    // Without the reset the next wrong try would already be refused.
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(code(await login(stack, 'demo', `wrong-${attempt}`))).toBe('UPSTREAM_REJECTED');
    expect(code(await login(stack, 'demo', 'wrong-4'))).toBe('RATE_LIMITED');
  });

  it('counts payment-code guesses per session, across verify and pay', async () => {
    const stack = stackOf();
    const token = await stack.login('demo', 'demo123');
    for (const guess of ['111111', '222222', '333333']) {
      // A wrong code is the legacy API's refusal, told apart by its reason (issue 23).
      expect(code(await send(stack, VERIFY, { code: guess }, { token }))).toBe('ACTION_REFUSED');
    }
    stack.resetCalls();
    const refused = await send(stack, VERIFY, { code: '123456' }, { token });
    expect(code(refused)).toBe('RATE_LIMITED');
    const pay = await send(
      stack,
      'mutation Pay($id: ID!, $code: String!) { payOrder(orderId: $id, paymentCode: $code) { message } }',
      { id: '1', code: '123456' },
      { token },
    );
    expect(code(pay)).toBe('RATE_LIMITED');
    // A withdrawal checks the payment code too: the same count refuses it.
    const withdraw = await send(
      stack,
      'mutation Withdraw($input: WithdrawalInput!) { withdraw(input: $input) { message } }',
      {
        input: {
          method: 'ON_CHAIN',
          amount: '1',
          chainAddress: { network: 'BTC', address: 'bc1qexampleaddress0000000000' },
          paymentCode: '123456',
        },
      },
      { token },
    );
    expect(code(withdraw)).toBe('RATE_LIMITED');
    expect(stack.calls.filter((call) => call.operation === 'verifyPay' || call.operation === 'extract')).toHaveLength(
      0,
    );
  });

  it('counts forgotten-password tries per account', async () => {
    const stack = stackOf();
    const RESET = 'mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { ok } }';
    const input = (mobile: string) => ({
      account: 'newbie',
      mobile,
      newPassword: 'fresh-pass-1',
      newPasswordConfirmation: 'fresh-pass-1',
    });
    for (const mobile of ['5550001', '5550002', '5550003'])
      expect(code(await send(stack, RESET, { input: input(mobile) }))).not.toBe('RATE_LIMITED');
    expect(code(await send(stack, RESET, { input: input('5550004') }))).toBe('RATE_LIMITED');
  });
});

describe(`per account, in a window of ${SHORT_WINDOW_S} s`, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      env: { RATE_LIMIT_WINDOW_S: String(SHORT_WINDOW_S), RATE_LIMIT_ACCOUNT: '3', RATE_LIMIT_IP: '100' },
    });
  });
  afterAll(() => stack.close());

  it(
    'allows the account to sign in again once the window has passed',
    async () => {
      await untilRefused(() => login(stack, 'demo', 'wrong'));
      await untilAllowed(async () => (await login(stack, 'demo', 'demo123')).errors === undefined);
    },
    UNTIL_ALLOWED_MS * 2,
  );

  it(
    'allows the payment code again once the window has passed',
    async () => {
      const token = await stack.login('demo', 'demo123');
      await untilRefused(() => send(stack, VERIFY, { code: '111111' }, { token }));
      await untilAllowed(async () => {
        const answer = await send(stack, VERIFY, { code: '123456' }, { token });
        return JSON.stringify(answer.data) === JSON.stringify({ verifyPaymentCode: { ok: true } });
      });
    },
    UNTIL_ALLOWED_MS * 2,
  );
});

describe('per address (5 attempts a window), with TRUST_PROXY=false', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      env: {
        // A long window, so that 50 tries a busy machine spreads over seconds are still counted in one.
        RATE_LIMIT_WINDOW_S: String(LONG_WINDOW_S),
        RATE_LIMIT_ACCOUNT: '100',
        RATE_LIMIT_IP: '5',
        TRUST_PROXY: 'false',
      },
    });
  });
  afterAll(() => stack.close());

  it('refuses 50 parallel tries on many accounts beyond the 5th, whatever X-Forwarded-For claims', async () => {
    stack.resetCalls();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        login(stack, `user${index}`, 'guess', { 'x-forwarded-for': `203.0.113.${index}` }),
      ),
    );
    const refused = answers.filter((answer) => code(answer) === 'RATE_LIMITED');
    expect(refused).toHaveLength(45);
    expect(loginCalls(stack)).toBe(5);
  });
});

describe('the general limit per address (12 requests a window)', () => {
  const stackOf = stackPerTest({ RATE_LIMIT_WINDOW_S: String(LONG_WINDOW_S), RATE_LIMIT_GENERAL: '12' });

  it('answers HTTP 429 with Retry-After on /graphql and /upload once used up', async () => {
    const stack = stackOf();
    const statuses: number[] = [];
    for (let request = 0; request < 12; request += 1) statuses.push((await send(stack, '{ __typename }', {})).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const graphql = await send(stack, '{ __typename }', {});
    expect(graphql.status).toBe(429);
    expect(Number(graphql.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });

    const upload = await fetch(`${stack.url}/upload`, { method: 'POST' });
    expect(upload.status).toBe(429);
    expect(upload.headers.get('retry-after')).not.toBeNull();
    expect(await upload.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });

    // Health checks and the storefront are not counted.
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
  });
});

describe(`the general limit, in a window of ${SHORT_WINDOW_S} s`, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { RATE_LIMIT_WINDOW_S: String(SHORT_WINDOW_S), RATE_LIMIT_GENERAL: '12' } });
  });
  afterAll(() => stack.close());

  it(
    'serves again once the window has passed',
    async () => {
      await untilRefused(() => send(stack, '{ __typename }', {}));
      await untilAllowed(async () => (await send(stack, '{ __typename }', {})).status === 200);
    },
    UNTIL_ALLOWED_MS * 2,
  );
});

describe('through the REST passthrough (LEGACY_PASSTHROUGH=true)', () => {
  const passthroughEnv = (windowSeconds: number) => ({
    LEGACY_PASSTHROUGH: 'true',
    RATE_LIMIT_WINDOW_S: String(windowSeconds),
    RATE_LIMIT_ACCOUNT: '3',
    RATE_LIMIT_IP: '100',
  });
  const restLogin = async (stack: Stack, account: string, password: string) => {
    const response = await fetch(`${stack.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', repeatSubmit: 'false' },
      body: JSON.stringify({ account, password }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { code: number; data: unknown },
    };
  };

  describe(`in a window of ${LONG_WINDOW_S} s`, () => {
    const stackOf = stackPerTest(passthroughEnv(LONG_WINDOW_S));

    it("counts the existing app's sign-ins with the GraphQL ones, and refuses the excess with 429 and a legacy envelope", async () => {
      const stack = stackOf();
      expect((await restLogin(stack, 'demo', 'wrong-1')).body.code).toBe(0);
      expect((await restLogin(stack, 'demo', 'wrong-2')).body.code).toBe(0);
      expect(code(await login(stack, 'demo', 'wrong-3'))).toBe('UPSTREAM_REJECTED');
      const refused = await restLogin(stack, 'demo', 'demo123');
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(refused.body).toMatchObject({ code: 429, data: null });
      expect(code(await login(stack, 'demo', 'demo123'))).toBe('RATE_LIMITED');
    });

    it("clears the account's count when the legacy API accepts a sign-in, as the GraphQL side does", async () => {
      const stack = stackOf();
      expect((await restLogin(stack, 'newbie', 'wrong-1')).body.code).toBe(0);
      expect((await restLogin(stack, 'newbie', 'wrong-2')).body.code).toBe(0);
      expect((await restLogin(stack, 'newbie', 'newbie123')).body.code).toBe(1);
      // Without the reset, these two wrong tries would be the 4th and 5th of a limit of 3.
      expect((await restLogin(stack, 'newbie', 'wrong-3')).status).toBe(200);
      expect((await restLogin(stack, 'newbie', 'wrong-4')).status).toBe(200);
      const third = await restLogin(stack, 'newbie', 'newbie123');
      expect(third.status).toBe(200);
      expect(third.body.code).toBe(1);
    });
  });

  describe(`in a window of ${SHORT_WINDOW_S} s`, () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ env: passthroughEnv(SHORT_WINDOW_S) });
    });
    afterAll(() => stack.close());

    it(
      'forwards the sign-in unchanged once the window has passed (the body read for counting)',
      async () => {
        let last = await restLogin(stack, 'demo', 'wrong');
        while (last.status !== 429) last = await restLogin(stack, 'demo', 'wrong');
        await untilAllowed(async () => {
          const allowed = await restLogin(stack, 'demo', 'demo123');
          return allowed.status === 200 && allowed.body.code === 1;
        });
      },
      UNTIL_ALLOWED_MS * 2,
    );
  });
});
