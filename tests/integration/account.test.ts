import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { startStack, type GraphQLAnswer, type Stack } from './support/stack.ts';

/*
 * Account and session over real HTTP: the gateway in front of the seeded stand-in.
 * Tests that change a password or a language work on buyers they register
 * themselves, so the demo buyer stays as seeded for the others.
 */

const Me = graphql(`
  query AccountMe {
    me {
      id
      username
      nickname
      email
      mobile
      avatar
      balance
      hasPaymentCode
      unpaidOrderCount
      unreceivedOrderCount
      language {
        id
        name
        chineseName
        code
        isDefault
      }
      defaultAddress {
        id
        addressee
        mobile
        country
        area
        detail
        tag
        isDefault
      }
    }
  }
`);

const Login = graphql(`
  mutation AccountLogin($account: String!, $password: String!) {
    login(account: $account, password: $password) {
      token
      user {
        id
        username
        nickname
        balance
        hasPaymentCode
        language {
          code
          isDefault
        }
        defaultAddress {
          addressee
          isDefault
        }
      }
    }
  }
`);

const Register = graphql(`
  mutation AccountRegister($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        id
        username
        nickname
        email
        mobile
        avatar
        balance
        hasPaymentCode
        unpaidOrderCount
        unreceivedOrderCount
      }
    }
  }
`);

const Logout = graphql(`
  mutation AccountLogout {
    logout {
      ok
      message
    }
  }
`);

const UpdateProfile = graphql(`
  mutation AccountUpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      nickname
      avatar
    }
  }
`);

const ChangePassword = graphql(`
  mutation AccountChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      message
    }
  }
`);

const ResetPassword = graphql(`
  mutation AccountResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      message
    }
  }
`);

const SetPaymentCode = graphql(`
  mutation AccountSetPaymentCode($input: PaymentCodeInput!) {
    setPaymentCode(input: $input) {
      id
      hasPaymentCode
    }
  }
`);

const VerifyPaymentCode = graphql(`
  mutation AccountVerifyPaymentCode($code: String!) {
    verifyPaymentCode(code: $code) {
      ok
      message
    }
  }
`);

const SetLanguage = graphql(`
  mutation AccountSetLanguage($languageId: ID!) {
    setLanguage(languageId: $languageId) {
      id
      language {
        id
        name
        chineseName
        code
        isDefault
      }
    }
  }
`);

const Languages = graphql(`
  query AccountLanguages($page: Int!, $limit: Int!) {
    languages(page: $page, limit: $limit) {
      items {
        id
        name
        chineseName
        code
        isDefault
      }
      total
      hasMore
    }
  }
`);

const REPEAT = { repeatSubmit: 'false' };

let stack: Stack;
let registered = 0;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.close();
});

function errorOf<T>(answer: GraphQLAnswer<T>) {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  return answer.errors![0]!;
}

/** A BAD_USER_INPUT naming `field`, with nothing sent upstream. */
function expectBadInput<T>(answer: GraphQLAnswer<T>, field: string): void {
  const error = errorOf(answer);
  expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  expect(stack.calls).toEqual([]);
}

function expectRejected<T>(answer: GraphQLAnswer<T>, message: string): void {
  const error = errorOf(answer);
  expect(error.extensions).toMatchObject({ code: 'UPSTREAM_REJECTED', upstreamCode: 0 });
  expect(error.message).toBe(message);
}

function operations(): string[] {
  return stack.calls.map((call) => call.operation);
}

/** Registers a fresh buyer through the gateway; answers their names and token. */
async function freshBuyer(): Promise<{ username: string; password: string; mobile: string; token: string }> {
  registered += 1;
  const username = `buyer_${registered}_${Date.now() % 100000}`;
  const mobile = `3105550${String(100 + registered)}`;
  const answer = await stack.gql(Register, {
    input: {
      username,
      nickname: `Buyer ${registered}`,
      password: 'secret123',
      passwordConfirmation: 'secret123',
      email: `${username}@example.com`,
      mobile,
    },
  });
  expect(answer.errors).toBeUndefined();
  return { username, password: 'secret123', mobile, token: answer.data!.register.token };
}

describe('login and me', () => {
  it('signs in, answers the token and the buyer loaded with it, and the token works for me', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Login, { account: 'demo', password: 'demo123' });
    expect(answer.errors).toBeUndefined();
    const { token, user } = answer.data!.login;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(user).toEqual({
      id: expect.stringMatching(/^\d+$/),
      username: 'demo',
      nickname: 'Demo Buyer',
      balance: '10000.00',
      hasPaymentCode: true,
      language: { code: 'en', isDefault: true },
      defaultAddress: { addressee: 'Alex Morgan', isDefault: true },
    });
    expect(stack.calls[0]).toMatchObject({ operation: 'login', params: { account: 'demo', password: 'demo123' } });
    expect(stack.calls[0]!.headers.token).toBeUndefined();
    // The buyer is loaded with the NEW token: the request itself carried none.
    const userInfo = stack.calls.find((call) => call.operation === 'getUserInfo');
    expect(userInfo?.headers.token).toBe(token);

    const me = await stack.gql(Me, {}, { token });
    expect(me.errors).toBeUndefined();
    expect(me.data!.me).toEqual({
      id: user.id,
      username: 'demo',
      nickname: 'Demo Buyer',
      email: 'demo@example.com',
      mobile: '2025550143',
      avatar: expect.stringMatching(new RegExp(`^${stack.url}/`)),
      balance: '10000.00',
      hasPaymentCode: true,
      unpaidOrderCount: expect.any(Number),
      unreceivedOrderCount: expect.any(Number),
      language: { id: '1', name: 'English', chineseName: '英语', code: 'en', isDefault: true },
      defaultAddress: {
        id: expect.stringMatching(/^\d+$/),
        addressee: 'Alex Morgan',
        mobile: '2025550143',
        country: 'United States',
        area: 'Washington, DC 20001',
        detail: '1200 Example Avenue NW, Apt 5B',
        tag: 'Home',
        isDefault: true,
      },
    });
  });

  it('answers me as null without a token, without calling upstream', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Me);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.me).toBeNull();
    expect(stack.calls).toEqual([]);
  });

  it('answers UNAUTHENTICATED for a token the upstream does not know', async () => {
    const answer = await stack.gql(Me, {}, { token: 'f'.repeat(64) });
    expect(errorOf(answer).extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('refuses a wrong password with the upstream message', async () => {
    const answer = await stack.gql(Login, { account: 'demo', password: 'wrong-password' });
    expectRejected(answer, 'Incorrect account or password');
    expect(answer.data).toBeNull();
  });

  it('answers the message in Chinese with lang zh-cn', async () => {
    const answer = await stack.gql(Login, { account: 'demo', password: 'still-wrong' }, { lang: 'zh-cn' });
    expectRejected(answer, '账号或密码错误');
  });

  it('requires the account and the password before calling upstream', async () => {
    stack.resetCalls();
    expectBadInput(await stack.gql(Login, { account: '  ', password: 'demo123' }), 'account');
    expectBadInput(await stack.gql(Login, { account: 'demo', password: '' }), 'password');
  });
});

describe('register', () => {
  const valid = {
    username: 'fresh_one',
    nickname: 'Fresh One',
    password: 'fresh123',
    passwordConfirmation: 'fresh123',
    email: 'fresh.one@example.com',
    mobile: '+44 7700 900123',
    dialCode: '+44',
  };

  it('creates the buyer, signs them in, and the token works for me', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Register, { input: valid });
    expect(answer.errors).toBeUndefined();
    const { token, user } = answer.data!.register;
    expect(user).toEqual({
      id: expect.stringMatching(/^\d+$/),
      username: 'fresh_one',
      nickname: 'Fresh One',
      email: 'fresh.one@example.com',
      mobile: '+447700900123',
      avatar: null,
      balance: '0.00',
      hasPaymentCode: false,
      unpaidOrderCount: 0,
      unreceivedOrderCount: 0,
    });
    expect(stack.calls[0]).toEqual({
      operation: 'register',
      params: {
        username: 'fresh_one',
        nickname: 'Fresh One',
        password: 'fresh123',
        repPwd: 'fresh123',
        email: 'fresh.one@example.com',
        mobile: '+447700900123',
        quhao: '44',
      },
      headers: expect.not.objectContaining({ token: expect.anything() }),
    });

    const me = await stack.gql(Me, {}, { token });
    expect(me.data!.me).toMatchObject({
      id: user.id,
      username: 'fresh_one',
      language: { code: 'en' },
      defaultAddress: null,
    });
  });

  it('refuses a username that is taken with the upstream message', async () => {
    const answer = await stack.gql(Register, { input: { ...valid, email: 'other@example.com', mobile: '4477009009' } });
    expectRejected(answer, 'This username is already registered');
  });

  it.each([
    ['input.username', { username: 'ab' }],
    ['input.username', { username: 'no spaces' }],
    ['input.nickname', { nickname: ' ' }],
    ['input.password', { password: 'short', passwordConfirmation: 'short' }],
    ['input.passwordConfirmation', { passwordConfirmation: 'fresh124' }],
    ['input.email', { email: 'not-an-email' }],
    ['input.mobile', { mobile: '12ab' }],
    ['input.dialCode', { dialCode: '12345678' }],
  ])('checks %s before calling upstream (%j)', async (field, change) => {
    stack.resetCalls();
    expectBadInput(await stack.gql(Register, { input: { ...valid, ...change } }), field);
  });
});

describe('logout', () => {
  it('ends the session: the token is rejected afterwards', async () => {
    const { token } = await freshBuyer();
    stack.resetCalls();
    const answer = await stack.gql(Logout, {}, { token });
    expect(answer.data!.logout).toEqual({ ok: true, message: 'Logout successful' });
    expect(stack.calls).toEqual([{ operation: 'logout', params: {}, headers: expect.objectContaining({ token }) }]);

    const me = await stack.gql(Me, {}, { token });
    expect(errorOf(me).extensions?.['code']).toBe('UNAUTHENTICATED');
    const again = await stack.gql(Logout, {}, { token, headers: REPEAT });
    expect(errorOf(again).extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});

describe('updateProfile', () => {
  it('changes the nickname and the avatar (a gateway URL goes up as the upstream path)', async () => {
    const { token } = await freshBuyer();
    stack.resetCalls();
    const answer = await stack.gql(
      UpdateProfile,
      { input: { nickname: '  New Name ', avatar: `${stack.url}/uploads/avatar-1.png` } },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateProfile).toEqual({
      id: expect.any(String),
      nickname: 'New Name',
      avatar: `${stack.url}/uploads/avatar-1.png`,
    });
    expect(stack.calls[0]).toMatchObject({
      operation: 'profile',
      params: { nickname: 'New Name', avatar: '/uploads/avatar-1.png' },
    });
    expect(operations()).toEqual(['profile', 'getUserInfo']);
  });

  it.each([
    ['input', {}],
    ['input.nickname', { nickname: '   ' }],
    ['input.avatar', { avatar: 'javascript:alert(1)' }],
  ])('checks %s before calling upstream', async (field, input) => {
    stack.resetCalls();
    expectBadInput(await stack.gql(UpdateProfile, { input }, { token: 'f'.repeat(64) }), field);
  });
});

describe('changePassword', () => {
  const change = { oldPassword: 'secret123', newPassword: 'better456', newPasswordConfirmation: 'better456' };

  it.each([
    ['input.oldPassword', { oldPassword: '' }],
    ['input.newPassword', { newPassword: '12345', newPasswordConfirmation: '12345' }],
    ['input.newPassword', { newPassword: 'secret123', newPasswordConfirmation: 'secret123' }],
    ['input.newPasswordConfirmation', { newPasswordConfirmation: 'better457' }],
  ])('checks %s before calling upstream (%j)', async (field, wrong) => {
    stack.resetCalls();
    expectBadInput(
      await stack.gql(ChangePassword, { input: { ...change, ...wrong } }, { token: 'f'.repeat(64) }),
      field,
    );
  });

  it('needs a session (without one nothing is sent upstream)', async () => {
    stack.resetCalls();
    const answer = await stack.gql(ChangePassword, { input: change });
    expect(errorOf(answer).extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(stack.calls).toEqual([]);
  });

  it('refuses a wrong current password with the upstream message', async () => {
    const { token } = await freshBuyer();
    const answer = await stack.gql(ChangePassword, { input: { ...change, oldPassword: 'wrong123' } }, { token });
    expectRejected(answer, 'The current password is incorrect');
  });

  it('changes the password and clears the session', async () => {
    const buyer = await freshBuyer();
    stack.resetCalls();
    const answer = await stack.gql(ChangePassword, { input: change }, { token: buyer.token });
    expect(answer.data!.changePassword).toEqual({ ok: true, message: 'Change successful' });
    expect(stack.calls).toEqual([
      {
        operation: 'resetpwd',
        params: { oldpassword: 'secret123', newpassword: 'better456' },
        headers: expect.objectContaining({ token: buyer.token }),
      },
    ]);

    const me = await stack.gql(Me, {}, { token: buyer.token });
    expect(errorOf(me).extensions?.['code']).toBe('UNAUTHENTICATED');
    expectRejected(
      await stack.gql(Login, { account: buyer.username, password: 'secret123' }),
      'Incorrect account or password',
    );
    const login = await stack.gql(Login, { account: buyer.username, password: 'better456' });
    expect(login.data!.login.user.username).toBe(buyer.username);
  });
});

describe('resetPassword (forgotten)', () => {
  it.each([
    ['input.account', { account: ' ' }],
    ['input.mobile', { mobile: 'abc' }],
    ['input.newPassword', { newPassword: '123', newPasswordConfirmation: '123' }],
    ['input.newPasswordConfirmation', { newPasswordConfirmation: 'other999' }],
  ])('checks %s before calling upstream (%j)', async (field, wrong) => {
    stack.resetCalls();
    const input = {
      account: 'demo',
      mobile: '2025550143',
      newPassword: 'renewed1',
      newPasswordConfirmation: 'renewed1',
      ...wrong,
    };
    expectBadInput(await stack.gql(ResetPassword, { input }), field);
  });

  it('refuses a mobile number that is not the account’s', async () => {
    const buyer = await freshBuyer();
    const input = {
      account: buyer.username,
      mobile: '9999999999',
      newPassword: 'renewed1',
      newPasswordConfirmation: 'renewed1',
    };
    expectRejected(await stack.gql(ResetPassword, { input }), 'Account and mobile number do not match');
  });

  it('limits the attempts per account: the eleventh within the minute is refused before the upstream', async () => {
    const buyer = await freshBuyer();
    const attempt = (mobile: string) =>
      stack.gql(
        ResetPassword,
        { input: { account: buyer.username, mobile, newPassword: 'renewed1', newPasswordConfirmation: 'renewed1' } },
        { headers: { repeatSubmit: 'false' } },
      );
    for (let tries = 1; tries <= 10; tries += 1) {
      expectRejected(
        await attempt(`9000000${String(tries).padStart(2, '0')}`),
        'Account and mobile number do not match',
      );
    }
    stack.resetCalls();
    // Even the right pair: whoever is guessing must wait.
    const sixth = await attempt(buyer.mobile);
    expect(errorOf(sixth).extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(errorOf(sixth).extensions?.['retryAfter']).toBeGreaterThan(0);
    expect(errorOf(sixth).extensions?.['retryAfter']).toBeLessThanOrEqual(60);
    expect(stack.calls).toEqual([]);
    // Another account is not held up by it.
    const other = await freshBuyer();
    const fine = await stack.gql(ResetPassword, {
      input: {
        account: other.username,
        mobile: other.mobile,
        newPassword: 'renewed1',
        newPasswordConfirmation: 'renewed1',
      },
    });
    expect(fine.data!.resetPassword.ok).toBe(true);
  });

  it('resets the password without sending any token, and ends every session', async () => {
    const buyer = await freshBuyer();
    stack.resetCalls();
    const input = {
      account: buyer.username,
      mobile: buyer.mobile,
      newPassword: 'renewed1',
      newPasswordConfirmation: 'renewed1',
    };
    // Even from a signed-in browser the reset goes up without the token.
    const answer = await stack.gql(ResetPassword, { input }, { token: buyer.token });
    expect(answer.data!.resetPassword).toEqual({ ok: true, message: 'Change successful' });
    expect(stack.calls).toHaveLength(1);
    expect(stack.calls[0]).toMatchObject({
      operation: 'resetpwd',
      params: { account: buyer.username, mobile: buyer.mobile, newpassword: 'renewed1' },
    });
    expect(stack.calls[0]!.headers.token).toBeUndefined();

    expect(errorOf(await stack.gql(Me, {}, { token: buyer.token })).extensions?.['code']).toBe('UNAUTHENTICATED');
    const login = await stack.gql(Login, { account: buyer.username, password: 'renewed1' });
    expect(login.data!.login.user.username).toBe(buyer.username);
  });
});

describe('payment code', () => {
  it.each([
    ['input.newCode', { newCode: '12ab56', newCodeConfirmation: '12ab56' }],
    ['input.newCode', { newCode: '12345', newCodeConfirmation: '12345' }],
    ['input.newCodeConfirmation', { newCodeConfirmation: '654322' }],
    ['input.oldCode', { oldCode: '12' }],
    ['input.newCode', { oldCode: '654321' }],
  ])('checks %s before calling upstream (%j)', async (field, wrong) => {
    stack.resetCalls();
    const input = { newCode: '654321', newCodeConfirmation: '654321', ...wrong };
    expectBadInput(await stack.gql(SetPaymentCode, { input }, { token: 'f'.repeat(64) }), field);
  });

  it('sets the first code for a new buyer, then changes it with the current one', async () => {
    const token = await stack.login('newbie', 'newbie123');

    stack.resetCalls();
    const refused = await stack.gql(
      SetPaymentCode,
      { input: { oldCode: '111111', newCode: '246810', newCodeConfirmation: '246810' } },
      { token },
    );
    expect(errorOf(refused).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.oldCode' });
    expect(operations()).toEqual(['getUserInfo']);

    stack.resetCalls();
    const set = await stack.gql(
      SetPaymentCode,
      { input: { newCode: '246810', newCodeConfirmation: '246810' } },
      { token },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.setPaymentCode.hasPaymentCode).toBe(true);
    expect(stack.calls.find((call) => call.operation === 'resetPay')?.params).toEqual({
      is_verify: 0,
      newpassword: '246810',
    });

    // Now that a code is set, changing it needs the current one (and nothing is sent).
    stack.resetCalls();
    const missing = await stack.gql(
      SetPaymentCode,
      { input: { newCode: '135790', newCodeConfirmation: '135790' } },
      { token },
    );
    expect(errorOf(missing).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.oldCode' });
    expect(operations()).toEqual(['getUserInfo']);

    const wrong = await stack.gql(
      SetPaymentCode,
      { input: { oldCode: '999999', newCode: '135790', newCodeConfirmation: '135790' } },
      { token },
    );
    expectRejected(wrong, 'Incorrect payment code. Attempts left: 4');

    stack.resetCalls();
    const changed = await stack.gql(
      SetPaymentCode,
      { input: { oldCode: '246810', newCode: '135790', newCodeConfirmation: '135790' } },
      { token },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.setPaymentCode.hasPaymentCode).toBe(true);
    expect(stack.calls.find((call) => call.operation === 'resetPay')?.params).toEqual({
      is_verify: 1,
      oldpassword: '246810',
      newpassword: '135790',
    });

    const verified = await stack.gql(VerifyPaymentCode, { code: '135790' }, { token });
    expect(verified.data!.verifyPaymentCode).toEqual({ ok: true, message: 'Verification successful' });
  });

  it('verifies a payment code: a wrong one is ACTION_REFUSED with the upstream message, the right one passes', async () => {
    const token = await stack.login();
    stack.resetCalls();
    const wrong = await stack.gql(VerifyPaymentCode, { code: '000000' }, { token });
    expect(errorOf(wrong)).toMatchObject({
      message: 'Incorrect payment code. Attempts left: 4',
      extensions: { code: 'ACTION_REFUSED', upstreamCode: 0, reason: { field: 'code', rule: 'wrongPaymentCode' } },
    });
    // The refusal explained: the buyer has a payment code, so it was the code.
    expect(stack.calls).toEqual([
      { operation: 'verifyPay', params: { password_pay: '000000' }, headers: expect.objectContaining({ token }) },
      { operation: 'getUserInfo', params: {}, headers: expect.objectContaining({ token }) },
    ]);

    const right = await stack.gql(VerifyPaymentCode, { code: '123456' }, { token });
    expect(right.data!.verifyPaymentCode).toEqual({ ok: true, message: 'Verification successful' });

    stack.resetCalls();
    expectBadInput(await stack.gql(VerifyPaymentCode, { code: '12 456' }, { token }), 'code');
  });
});

describe('languages', () => {
  it('lists the 15 interface languages, paged', async () => {
    const answer = await stack.gql(Languages, { page: 1, limit: 20 });
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.languages;
    expect(page.total).toBe(15);
    expect(page.hasMore).toBe(false);
    expect(page.items.map((language) => language.code)).toEqual([
      'en',
      'zh-cn',
      'jp',
      'kr',
      'th',
      'id',
      'vi',
      'de',
      'ar',
      'fr',
      'hi',
      'it',
      'tr',
      'es',
      'ms',
    ]);
    expect(page.items[0]).toEqual({ id: '1', name: 'English', chineseName: '英语', code: 'en', isDefault: true });
    expect(page.items[7]).toEqual({ id: '8', name: 'Deutsch', chineseName: '德语', code: 'de', isDefault: false });

    const second = await stack.gql(Languages, { page: 2, limit: 5 });
    expect(second.data!.languages).toMatchObject({ total: 15, hasMore: true });
    expect(second.data!.languages.items.map((language) => language.code)).toEqual(['id', 'vi', 'de', 'ar', 'fr']);
  });

  it('is public and cached: a repeat makes no upstream call', async () => {
    await stack.gql(Languages, { page: 1, limit: 3 });
    stack.resetCalls();
    const again = await stack.gql(Languages, { page: 1, limit: 3 }, { token: 'a'.repeat(64) });
    expect(again.data!.languages.items).toHaveLength(3);
    expect(stack.calls).toEqual([]);
  });

  it('checks the paging before calling upstream', async () => {
    stack.resetCalls();
    expectBadInput(await stack.gql(Languages, { page: 1, limit: 0 }), 'limit');
    expectBadInput(await stack.gql(Languages, { page: 0, limit: 10 }), 'page');
  });

  it('stores the buyer’s language, reflected in me.language', async () => {
    const { token } = await freshBuyer();
    stack.resetCalls();
    const answer = await stack.gql(SetLanguage, { languageId: '8' }, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.setLanguage.language).toEqual({
      id: '8',
      name: 'Deutsch',
      chineseName: '德语',
      code: 'de',
      isDefault: false,
    });
    expect(stack.calls[0]).toMatchObject({ operation: 'setLanguage', params: { lang_id: 8 } });

    const me = await stack.gql(Me, {}, { token });
    expect(me.data!.me!.language).toEqual({
      id: '8',
      name: 'Deutsch',
      chineseName: '德语',
      code: 'de',
      isDefault: false,
    });
  });

  it('refuses an unknown language with the upstream message and a malformed id before calling upstream', async () => {
    const { token } = await freshBuyer();
    expectRejected(await stack.gql(SetLanguage, { languageId: '999' }, { token }), 'This language is not supported');
    stack.resetCalls();
    expectBadInput(await stack.gql(SetLanguage, { languageId: 'de' }, { token }), 'languageId');
  });
});
