import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/stack.ts';

/*
 * Issue 18, item 2: the sign-in limits count the account, not the text typed, and count
 * failures, not attempts. From a trusted (loopback) proxy, X-Forwarded-For is the client's
 * address: an attacker rotating it over 50 addresses and cycling through the spellings the
 * legacy login accepts (username, email in any case, mobile with any number of leading `+`)
 * gets no more wrong passwords through than the per-account limit; and the owner, typing the
 * right password from his own address, is not refused because strangers failed.
 *
 * Windows are long (10 minutes) so that nothing here depends on how fast the machine is.
 */
const LIMITS = {
  RATE_LIMIT_WINDOW_S: '600',
  // Failures in a row per account and address.
  RATE_LIMIT_ACCOUNT: '3',
  // Failures per account from every address.
  RATE_LIMIT_ACCOUNT_TOTAL: '10',
  RATE_LIMIT_ACCOUNT_TOTAL_WINDOW_S: '600',
  // Out of the way: the per-address limit is not what is tested.
  RATE_LIMIT_IP: '1000',
};
const ACCOUNT_TOTAL = Number(LIMITS.RATE_LIMIT_ACCOUNT_TOTAL);

/** Every spelling of the seeded buyer `demo` (demo@example.com, mobile 2025550143) an attacker might cycle through. */
const DEMO_SPELLINGS = [
  'demo',
  'Demo',
  ' DEMO ',
  'ｄｅｍｏ', // full-width letters: NFKC makes them `demo`
  'demo@example.com',
  'DEMO@EXAMPLE.COM',
  ' Demo@Example.com',
  '2025550143',
  '+2025550143',
  '++2025550143',
  '+++2025550143',
  ' +2025550143 ',
  '+202 555 0143',
  '202-555-0143',
  '(202) 555-0143',
];

/** The 50 addresses an attacker rotates X-Forwarded-For over. */
const attackerAddress = (index: number) => `198.51.100.${(index % 50) + 1}`;

const LOGIN =
  'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }';

interface GraphQLAnswer {
  data?: { login?: { token: string } } | null;
  errors?: Array<{ extensions?: Record<string, unknown> }>;
}

async function graphqlLogin(stack: Stack, account: string, password: string, address: string): Promise<GraphQLAnswer> {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    // Every try is deliberate: the duplicate guard is not what is tested.
    headers: { 'content-type': 'application/json', repeatSubmit: 'false', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOGIN, variables: { account, password } }),
  });
  return (await response.json()) as GraphQLAnswer;
}

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.['code'];

/** The owner's tests: the per-account total at its default (100 a day), above what strangers spend here. */
const OWNER_LIMITS = { ...LIMITS, RATE_LIMIT_ACCOUNT_TOTAL: '100', RATE_LIMIT_ACCOUNT_TOTAL_WINDOW_S: '86400' };

describe('GraphQL login: the account, not the text', () => {
  let stack: Stack;
  let ownerStack: Stack;
  beforeAll(async () => {
    [stack, ownerStack] = await Promise.all([startStack({ env: LIMITS }), startStack({ env: OWNER_LIMITS })]);
  });
  afterAll(() => Promise.all([stack?.close(), ownerStack?.close()]));

  const upstreamLogins = () => stack.calls.filter((call) => call.operation === 'login').length;

  it('lets no more than the account limit of wrong passwords through, whatever the spelling and the address', async () => {
    // The owner signs in once: from then on the gateway knows the email and the mobile are `demo`'s.
    expect((await graphqlLogin(stack, 'demo', 'demo123', '203.0.113.10')).data?.login?.token).toMatch(/\w{16,}/);
    stack.resetCalls();
    const outcomes = new Map<unknown, number>();
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const spelling = DEMO_SPELLINGS[attempt % DEMO_SPELLINGS.length] as string;
      const answer = await graphqlLogin(stack, spelling, `wrong-${attempt}`, attackerAddress(attempt));
      outcomes.set(codeOf(answer), (outcomes.get(codeOf(answer)) ?? 0) + 1);
    }
    expect(upstreamLogins()).toBeLessThanOrEqual(ACCOUNT_TOTAL);
    expect(outcomes.get('UPSTREAM_REJECTED')).toBe(upstreamLogins());
    expect(outcomes.get('RATE_LIMITED')).toBe(150 - upstreamLogins());
  });

  it('does not lock the owner out because strangers failed from other addresses', async () => {
    // 12 wrong passwords for `newbie` from 12 addresses, and one stranger failing until refused.
    for (let stranger = 0; stranger < 12; stranger += 1) {
      expect(codeOf(await graphqlLogin(ownerStack, 'newbie', 'guess', `192.0.2.${stranger + 1}`))).toBe(
        'UPSTREAM_REJECTED',
      );
    }
    for (let attempt = 0; attempt < 3; attempt += 1)
      await graphqlLogin(ownerStack, ' Newbie', `guess-${attempt}`, '192.0.2.200');
    expect(codeOf(await graphqlLogin(ownerStack, 'NEWBIE', 'guess-again', '192.0.2.200'))).toBe('RATE_LIMITED');

    const owner = await graphqlLogin(ownerStack, 'newbie', 'newbie123', '203.0.113.7');
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login?.token).toMatch(/\w{16,}/);
  });
});

describe('the REST passthrough /api/user/login (LEGACY_PASSTHROUGH=true): the account, not the text', () => {
  let stack: Stack;
  let ownerStack: Stack;
  beforeAll(async () => {
    [stack, ownerStack] = await Promise.all([
      startStack({ env: { ...LIMITS, LEGACY_PASSTHROUGH: 'true' } }),
      startStack({ env: { ...OWNER_LIMITS, LEGACY_PASSTHROUGH: 'true' } }),
    ]);
  });
  afterAll(() => Promise.all([stack?.close(), ownerStack?.close()]));

  /** The existing app's sign-in; `reached` when the legacy API answered it (not the gateway's 429). */
  async function restLogin(
    account: string,
    password: string,
    address: string,
    on: Stack = stack,
  ): Promise<{ status: number; code: number; reached: boolean }> {
    const response = await fetch(`${on.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', repeatSubmit: 'false', 'x-forwarded-for': address },
      body: JSON.stringify({ account, password }),
    });
    const body = (await response.json()) as { code: number };
    return { status: response.status, code: Number(body.code), reached: response.status !== 429 };
  }

  it('lets no more than the account limit of wrong passwords reach the legacy API, whatever the spelling and the address', async () => {
    expect((await restLogin('demo', 'demo123', '203.0.113.10')).code).toBe(1);
    let reached = 0;
    let refused = 0;
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const spelling = DEMO_SPELLINGS[attempt % DEMO_SPELLINGS.length] as string;
      const answer = await restLogin(spelling, `wrong-${attempt}`, attackerAddress(attempt));
      if (answer.reached) {
        expect(answer).toMatchObject({ status: 200, code: 0 });
        reached += 1;
      } else refused += 1;
    }
    expect(reached).toBeLessThanOrEqual(ACCOUNT_TOTAL);
    expect(refused).toBe(150 - reached);
    // The GraphQL side counts the same account: refused too.
    expect(codeOf(await graphqlLogin(stack, '+2025550143', 'wrong', '198.51.100.99'))).toBe('RATE_LIMITED');
  });

  it('does not lock the owner out because strangers failed from other addresses', async () => {
    for (let stranger = 0; stranger < 12; stranger += 1) {
      expect(await restLogin('newbie', 'guess', `192.0.2.${stranger + 1}`, ownerStack)).toMatchObject({
        status: 200,
        code: 0,
      });
    }
    for (let attempt = 0; attempt < 3; attempt += 1)
      await restLogin(' Newbie', `guess-${attempt}`, '192.0.2.200', ownerStack);
    expect((await restLogin('NEWBIE', 'guess-again', '192.0.2.200', ownerStack)).status).toBe(429);

    const owner = await restLogin('newbie', 'newbie123', '203.0.113.7', ownerStack);
    expect(owner).toMatchObject({ status: 200, code: 1 });
  });
});
