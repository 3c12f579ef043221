import { describe, expect, it } from 'vitest';
import { PAY_LOCK_SECONDS, PAY_VERIFY_SECONDS } from '../../legacy/security/payCode.ts';
import { hashToken } from '../../legacy/security/tokens.ts';
import { registerBuyer, setPayCode } from './support/accounts.ts';
import { useStandIn } from './support/standIn.ts';

const standIn = useStandIn();

function sessionCount(userId: number): number {
  return (standIn.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(userId) as { n: number }).n;
}

function payState(userId: number): { pay_hash: string | null; pay_fail_count: number; pay_locked_until: number } {
  return standIn.db
    .prepare('SELECT pay_hash, pay_fail_count, pay_locked_until FROM users WHERE id = ?')
    .get(userId) as never;
}

describe('secrets are never stored plain', () => {
  it('hashes the seeded passwords and payment code with scrypt', () => {
    const rows = standIn.db
      .prepare(
        "SELECT username, password_hash, pay_hash FROM users WHERE username IN ('demo', 'newbie') ORDER BY username",
      )
      .all() as Array<{ username: string; password_hash: string; pay_hash: string | null }>;
    expect(rows).toHaveLength(2);
    const [demo, newbie] = rows;
    expect(demo?.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(demo?.password_hash).not.toContain('demo123');
    expect(demo?.pay_hash).toMatch(/^scrypt\$/);
    expect(demo?.pay_hash).not.toContain('123456');
    expect(newbie?.password_hash).toMatch(/^scrypt\$/);
    expect(newbie?.pay_hash).toBeNull();
  });

  it('stores only the SHA-256 of session tokens', async () => {
    const token = await standIn.login();
    const all = standIn.db.prepare('SELECT token_hash FROM sessions').all() as Array<{ token_hash: string }>;
    expect(all.some((row) => row.token_hash === token)).toBe(false);
    expect(all.some((row) => row.token_hash === hashToken(token))).toBe(true);
  });
});

describe('POST /api/user/resetpwd with a token (change password)', () => {
  it('changes the password and ends every session', async () => {
    const buyer = await registerBuyer(standIn, 'chpwd', 'first-pass');
    const second = await standIn.login(buyer.username, 'first-pass');
    expect(sessionCount(buyer.userId)).toBe(2);
    const answer = await standIn.post(
      '/api/user/resetpwd',
      { oldpassword: 'first-pass', newpassword: 'second-pass', mobile: buyer.mobile },
      buyer.token,
    );
    expect(answer.body).toMatchObject({ code: 1, msg: 'Change successful', data: null });
    expect(sessionCount(buyer.userId)).toBe(0);
    expect((await standIn.get('/api/user/getUserInfo', {}, buyer.token)).status).toBe(401);
    expect((await standIn.get('/api/user/getUserInfo', {}, second)).status).toBe(401);
    expect((await standIn.post('/api/user/login', { account: buyer.username, password: 'first-pass' })).body.code).toBe(
      0,
    );
    expect(
      (await standIn.post('/api/user/login', { account: buyer.username, password: 'second-pass' })).body.code,
    ).toBe(1);
  });

  it('refuses a missing or wrong old password, a foreign mobile, a reused or short password', async () => {
    const buyer = await registerBuyer(standIn, 'chpwd', 'first-pass');
    const post = (body: Record<string, unknown>, lang?: string) =>
      standIn.call('POST', '/api/user/resetpwd', { body, token: buyer.token, ...(lang ? { lang } : {}) });
    expect((await post({ newpassword: 'another-pass' })).body).toMatchObject({
      code: 0,
      msg: 'Please enter your current password',
    });
    expect((await post({ oldpassword: 'wrong-pass', newpassword: 'another-pass' })).body.msg).toBe(
      'The current password is incorrect',
    );
    expect((await post({ oldpassword: 'wrong-pass', newpassword: 'another-pass' }, 'zh-cn')).body.msg).toBe(
      '原密码错误',
    );
    expect(
      (await post({ oldpassword: 'first-pass', newpassword: 'another-pass', mobile: '5551234567' })).body.msg,
    ).toBe('The mobile number does not match this account');
    expect((await post({ oldpassword: 'first-pass', newpassword: 'another-pass', mobile: 'abc' })).body.msg).toBe(
      'Please enter a valid mobile number (5 to 20 digits)',
    );
    expect((await post({ oldpassword: 'first-pass', newpassword: 'first-pass' })).body.msg).toBe(
      'The new password must differ from the old one',
    );
    expect((await post({ oldpassword: 'first-pass', newpassword: 'first-pass' }, 'zh-cn')).body.msg).toBe(
      '新密码不能与原密码相同',
    );
    expect((await post({ oldpassword: 'first-pass', newpassword: '12345' })).body.msg).toBe(
      'The password must be at least 6 characters',
    );
    expect((await post({ oldpassword: 'first-pass' })).body.msg).toBe('Please enter the new password');
    // Nothing changed: the session still works and the old password still logs in.
    expect((await standIn.get('/api/user/getUserInfo', {}, buyer.token)).status).toBe(200);
    expect((await standIn.post('/api/user/login', { account: buyer.username, password: 'first-pass' })).body.code).toBe(
      1,
    );
  });
});

describe('POST /api/user/resetpwd without a token (forgot password)', () => {
  it('resets the password when the account and the mobile match, ending every session', async () => {
    const buyer = await registerBuyer(standIn, 'forgot', 'lost-pass');
    const answer = await standIn.post('/api/user/resetpwd', {
      account: buyer.username,
      mobile: buyer.mobile,
      newpassword: 'found-pass',
    });
    expect(answer.body).toMatchObject({ code: 1, msg: 'Change successful' });
    expect(sessionCount(buyer.userId)).toBe(0);
    expect((await standIn.get('/api/user/getUserInfo', {}, buyer.token)).status).toBe(401);
    expect((await standIn.post('/api/user/login', { account: buyer.username, password: 'found-pass' })).body.code).toBe(
      1,
    );
    expect((await standIn.post('/api/user/login', { account: buyer.username, password: 'lost-pass' })).body.code).toBe(
      0,
    );
  });

  it('resets by mobile alone, as the original client sends it (mobile and newpassword only)', async () => {
    const buyer = await registerBuyer(standIn, 'forgot', 'lost-pass');
    const other = await registerBuyer(standIn, 'bystander', 'keep-pass');
    // The client's form may write the number with spaces, dashes or a leading +.
    const written = `+${buyer.mobile.slice(0, 3)} ${buyer.mobile.slice(3, 7)}-${buyer.mobile.slice(7)}`;
    const answer = await standIn.post('/api/user/resetpwd', { mobile: written, newpassword: 'found-pass' });
    expect(answer.body).toMatchObject({ code: 1, msg: 'Change successful', data: null });
    expect(sessionCount(buyer.userId)).toBe(0);
    expect((await standIn.post('/api/user/login', { account: buyer.username, password: 'found-pass' })).body.code).toBe(
      1,
    );
    // Only the owner of that number changed.
    expect(sessionCount(other.userId)).toBe(1);
    expect((await standIn.post('/api/user/login', { account: other.username, password: 'keep-pass' })).body.code).toBe(
      1,
    );
  });

  it('refuses a mobile number no account uses, a missing mobile, a reused password', async () => {
    const buyer = await registerBuyer(standIn, 'forgot', 'lost-pass');
    const unknown = await standIn.post('/api/user/resetpwd', { mobile: '2025550999', newpassword: 'stolen-pass' });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'No account uses this mobile number' });
    const zh = await standIn.call('POST', '/api/user/resetpwd', {
      body: { mobile: '2025550999', newpassword: 'stolen-pass' },
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('该手机号码未注册');
    expect((await standIn.post('/api/user/resetpwd', { newpassword: 'stolen-pass' })).body.msg).toBe(
      'Please enter your mobile number',
    );
    expect(
      (await standIn.post('/api/user/resetpwd', { mobile: buyer.mobile, newpassword: 'lost-pass' })).body.msg,
    ).toBe('The new password must differ from the old one');
    expect((await standIn.post('/api/user/resetpwd', { mobile: buyer.mobile, newpassword: '12345' })).body.msg).toBe(
      'The password must be at least 6 characters',
    );
    expect(sessionCount(buyer.userId)).toBe(1);
  });

  it('with an account as well, needs the pair to match', async () => {
    const buyer = await registerBuyer(standIn, 'forgot', 'lost-pass');
    const before = (
      standIn.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(buyer.userId) as { password_hash: string }
    ).password_hash;
    expect(
      (await standIn.post('/api/user/resetpwd', { account: buyer.username, newpassword: 'stolen-pass' })).body.msg,
    ).toBe('Please enter your mobile number');
    expect(
      (
        await standIn.post('/api/user/resetpwd', {
          account: buyer.username,
          mobile: '2025550143',
          newpassword: 'stolen-pass',
        })
      ).body.msg,
    ).toBe('Account and mobile number do not match');
    expect(
      (await standIn.post('/api/user/resetpwd', { account: 'demo', mobile: buyer.mobile, newpassword: 'stolen-pass' }))
        .body.msg,
    ).toBe('Account and mobile number do not match');
    expect(
      (
        await standIn.post('/api/user/resetpwd', {
          account: 'no_such_user',
          mobile: buyer.mobile,
          newpassword: 'stolen-pass',
        })
      ).body.msg,
    ).toBe('Account and mobile number do not match');
    const zh = await standIn.call('POST', '/api/user/resetpwd', {
      body: { account: 'demo', mobile: buyer.mobile, newpassword: 'stolen-pass' },
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('账号与手机号码不匹配');
    expect(
      (
        await standIn.post('/api/user/resetpwd', {
          account: buyer.username,
          mobile: buyer.mobile,
          newpassword: 'lost-pass',
        })
      ).body.msg,
    ).toBe('The new password must differ from the old one');
    const after = (
      standIn.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(buyer.userId) as { password_hash: string }
    ).password_hash;
    expect(after).toBe(before);
    expect(sessionCount(buyer.userId)).toBe(1);
  });

  it('treats an expired or bad token as the forgot-password screen', async () => {
    const buyer = await registerBuyer(standIn, 'forgot', 'lost-pass');
    const answer = await standIn.post(
      '/api/user/resetpwd',
      { oldpassword: 'lost-pass', newpassword: 'newer-pass' },
      'f'.repeat(64),
    );
    expect(answer.body).toMatchObject({ code: 0, msg: 'Please enter your mobile number' });
    expect((await standIn.post('/api/user/login', { account: buyer.username, password: 'lost-pass' })).body.code).toBe(
      1,
    );
  });
});

describe('POST /api/user/resetPay', () => {
  it('sets the payment code the first time, hashed, then refuses to set it again', async () => {
    const buyer = await registerBuyer(standIn, 'paycode');
    const first = await standIn.post('/api/user/resetPay', { newpassword: '246810', is_verify: 0 }, buyer.token);
    expect(first.body).toMatchObject({ code: 1, msg: 'Setting successful', data: null });
    const state = payState(buyer.userId);
    expect(state.pay_hash).toMatch(/^scrypt\$/);
    expect(state.pay_hash).not.toContain('246810');
    expect((await standIn.get('/api/user/getUserInfo', {}, buyer.token)).body.data.have_pay).toBe(1);
    const again = await standIn.post('/api/user/resetPay', { newpassword: '135790', is_verify: 0 }, buyer.token);
    expect(again.body).toMatchObject({
      code: 0,
      msg: 'A payment code is already set: change it with your current payment code',
    });
    const zh = await standIn.call('POST', '/api/user/resetPay', {
      body: { newpassword: '135790', is_verify: 0 },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('已设置支付密码，请使用原支付密码修改');
    expect(payState(buyer.userId).pay_hash).toBe(state.pay_hash);
  });

  it('changes it with the current code', async () => {
    const buyer = await registerBuyer(standIn, 'paycode');
    await setPayCode(standIn, buyer.token, '246810');
    const answer = await standIn.post(
      '/api/user/resetPay',
      { oldpassword: '246810', newpassword: '135790', is_verify: 1 },
      buyer.token,
    );
    expect(answer.body).toMatchObject({ code: 1, msg: 'Change successful' });
    expect((await standIn.post('/api/user/verify_pay', { password_pay: '135790' }, buyer.token)).body.code).toBe(1);
    expect((await standIn.post('/api/user/verify_pay', { password_pay: '246810' }, buyer.token)).body.code).toBe(0);
  });

  it('validates the codes', async () => {
    const buyer = await registerBuyer(standIn, 'paycode');
    const post = (body: Record<string, unknown>) => standIn.post('/api/user/resetPay', body, buyer.token);
    expect((await post({ newpassword: '12345', is_verify: 0 })).body).toMatchObject({
      code: 0,
      msg: 'The payment code must be digits only, at least 6',
    });
    expect((await post({ newpassword: '12345a', is_verify: 0 })).body.msg).toBe(
      'The payment code must be digits only, at least 6',
    );
    expect((await post({ is_verify: 0 })).body.msg).toBe('Please enter your payment code');
    expect((await post({ newpassword: '246810', is_verify: 1, oldpassword: '111111' })).body.msg).toBe(
      'Please set a payment code first',
    );
    expect((await post({ newpassword: '246810', is_verify: 7 })).body.msg).toBe('Parameter is_verify is invalid');
    await setPayCode(standIn, buyer.token, '246810');
    expect((await post({ newpassword: '135790', is_verify: 1 })).body.msg).toBe(
      'Please enter your current payment code',
    );
    expect((await post({ newpassword: '135790', is_verify: 1, oldpassword: '999999' })).body.msg).toBe(
      'Incorrect payment code. Attempts left: 4',
    );
    expect((await post({ newpassword: '246810', is_verify: 1, oldpassword: '246810' })).body.msg).toBe(
      'The new payment code must differ from the old one',
    );
    const zh = await standIn.call('POST', '/api/user/resetPay', {
      body: { newpassword: '135790', is_verify: 1 },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('请输入原支付密码');
    // Without is_verify the change is inferred from the code being set.
    expect((await post({ newpassword: '135790' })).body.msg).toBe('Please enter your current payment code');
    expect((await standIn.post('/api/user/resetPay', { newpassword: '135790', is_verify: 0 })).status).toBe(401);
  });
});

describe("POST /merchant/merchant/verify_pay (the merchant side's twin)", () => {
  it('checks the same code and opens the same payment window for this session', async () => {
    const buyer = await registerBuyer(standIn, 'merpay');
    expect(
      (await standIn.post('/merchant/merchant/verify_pay', { password_pay: '246810' }, buyer.token)).body,
    ).toMatchObject({ code: 0, msg: 'Please set a payment code first' });
    await setPayCode(standIn, buyer.token, '246810');
    const wrong = await standIn.post('/merchant/merchant/verify_pay', { password_pay: '000000' }, buyer.token);
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Incorrect payment code. Attempts left: 4' });
    // Wrong codes count towards the one lock, whichever path sent them.
    expect((await standIn.post('/api/user/verify_pay', { password_pay: '000000' }, buyer.token)).body.msg).toBe(
      'Incorrect payment code. Attempts left: 3',
    );
    const right = await standIn.post('/merchant/merchant/verify_pay', { password_pay: '246810' }, buyer.token);
    expect(right.body).toMatchObject({ code: 1, msg: 'Verification successful', data: null });
    const until = standIn.db
      .prepare('SELECT pay_verified_until AS until FROM sessions WHERE token_hash = ?')
      .get(hashToken(buyer.token));
    expect(until).toEqual({ until: standIn.clock.now() + PAY_VERIFY_SECONDS });
    expect((await standIn.post('/merchant/merchant/verify_pay', { password_pay: 'abc' }, buyer.token)).body.msg).toBe(
      'The payment code must be digits only, at least 6',
    );
    expect((await standIn.post('/merchant/merchant/verify_pay', { password_pay: '246810' })).status).toBe(401);
  });
});

describe('POST /api/user/verify_pay', () => {
  it('needs a payment code to be set', async () => {
    const token = await standIn.login('newbie', 'newbie123');
    expect((await standIn.post('/api/user/verify_pay', { password_pay: '123456' }, token)).body).toMatchObject({
      code: 0,
      msg: 'Please set a payment code first',
    });
    const zh = await standIn.call('POST', '/api/user/verify_pay', {
      body: { password_pay: '123456' },
      token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('请先设置支付密码');
  });

  it('marks only this session as verified for a few minutes', async () => {
    const token = await standIn.login();
    const other = await standIn.login();
    const now = standIn.clock.now();
    const answer = await standIn.post('/api/user/verify_pay', { password_pay: '123456' }, token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Verification successful', data: null });
    const verified = standIn.db.prepare('SELECT pay_verified_until FROM sessions WHERE token_hash = ?');
    expect(verified.get(hashToken(token))).toEqual({ pay_verified_until: now + PAY_VERIFY_SECONDS });
    expect(verified.get(hashToken(other))).toEqual({ pay_verified_until: 0 });
  });

  it('counts wrong codes, locks payment after five, and unlocks after 15 minutes', async () => {
    const buyer = await registerBuyer(standIn, 'locked');
    await setPayCode(standIn, buyer.token, '246810');
    const verify = (code: string, lang?: string) =>
      standIn.call('POST', '/api/user/verify_pay', {
        body: { password_pay: code },
        token: buyer.token,
        ...(lang ? { lang } : {}),
      });

    expect((await verify('000000')).body).toMatchObject({ code: 0, msg: 'Incorrect payment code. Attempts left: 4' });
    expect(payState(buyer.userId).pay_fail_count).toBe(1);
    expect((await verify('000000', 'zh-cn')).body.msg).toBe('支付密码错误，还可尝试 3 次');
    // A right code resets the count.
    expect((await verify('246810')).body.code).toBe(1);
    expect(payState(buyer.userId).pay_fail_count).toBe(0);

    const verifiedUntil = standIn.db.prepare('SELECT pay_verified_until AS until FROM sessions WHERE token_hash = ?');
    expect((verifiedUntil.get(hashToken(buyer.token)) as { until: number }).until).toBeGreaterThan(standIn.clock.now());
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify('000000')).body.msg).toBe(`Incorrect payment code. Attempts left: ${5 - attempt}`);
    }
    const fifth = await verify('000000');
    expect(fifth.body).toMatchObject({
      code: 0,
      msg: 'Incorrect payment code. Too many wrong attempts: payment is locked for 15 minutes',
    });
    const locked = payState(buyer.userId);
    expect(locked.pay_locked_until).toBe(standIn.clock.now() + PAY_LOCK_SECONDS);
    expect(locked.pay_fail_count).toBe(0);
    // The lock withdraws the verification the right code gave a moment ago.
    expect((verifiedUntil.get(hashToken(buyer.token)) as { until: number }).until).toBe(0);

    const refused = await verify('246810');
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'Payment is locked after too many wrong payment codes. Try again in 15 min',
    });
    standIn.clock.advance(10 * 60);
    expect((await verify('246810', 'zh-cn')).body.msg).toBe('支付密码错误次数过多，支付已锁定，请 5 分钟后再试');
    // Changing the code is locked too: the lock cannot be side-stepped.
    const change = await standIn.post(
      '/api/user/resetPay',
      { oldpassword: '246810', newpassword: '135790', is_verify: 1 },
      buyer.token,
    );
    expect(change.body.msg).toBe('Payment is locked after too many wrong payment codes. Try again in 5 min');

    standIn.clock.advance(5 * 60);
    const unlocked = await verify('246810');
    expect(unlocked.body).toMatchObject({ code: 1, msg: 'Verification successful' });
    expect(payState(buyer.userId)).toMatchObject({ pay_fail_count: 0, pay_locked_until: 0 });
  });

  it('validates the code and needs a token', async () => {
    const token = await standIn.login();
    expect((await standIn.post('/api/user/verify_pay', {}, token)).body).toMatchObject({
      code: 0,
      msg: 'Please enter your payment code',
    });
    expect((await standIn.post('/api/user/verify_pay', { password_pay: '12ab56' }, token)).body.msg).toBe(
      'The payment code must be digits only, at least 6',
    );
    expect((await standIn.post('/api/user/verify_pay', { password_pay: { a: 1 } }, token)).body.msg).toBe(
      'Parameter password_pay is invalid',
    );
    const unauthenticated = await standIn.post('/api/user/verify_pay', { password_pay: '123456' });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body.code).toBe(401);
  });

  it('accepts the demo code as a JSON number too', async () => {
    const token = await standIn.login();
    expect((await standIn.post('/api/user/verify_pay', { password_pay: 123456 }, token)).body.code).toBe(1);
  });
});
