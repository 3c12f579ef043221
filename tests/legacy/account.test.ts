import { describe, expect, it } from 'vitest';
import { hashToken, SESSION_SECONDS } from '../../legacy/security/tokens.ts';
import { registerBuyer } from './support/accounts.ts';
import { useStandIn } from './support/standIn.ts';

const standIn = useStandIn();

function userId(username: string): number {
  const row = standIn.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number };
  return row.id;
}

describe('POST /api/user/login', () => {
  it('logs the demo buyer in and stores only the token hash', async () => {
    const now = standIn.clock.now();
    const answer = await standIn.post('/api/user/login', { account: 'demo', password: 'demo123' });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(1);
    expect(answer.body.msg).toBe('Login successful');
    const info = answer.body.data.userinfo;
    expect(info).toMatchObject({
      user_id: userId('demo'),
      username: 'demo',
      nickname: 'Demo Buyer',
      email: 'demo@example.com',
      mobile: '2025550143',
      expires_in: SESSION_SECONDS,
      expiretime: now + SESSION_SECONDS,
    });
    expect(info.money).toMatch(/^\d+\.\d{2}$/);
    expect(info.token).toMatch(/^[0-9a-f]{64}$/);

    const plain = standIn.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?').get(info.token) as {
      n: number;
    };
    expect(plain.n).toBe(0);
    const stored = standIn.db
      .prepare('SELECT user_id, expires_at FROM sessions WHERE token_hash = ?')
      .get(hashToken(info.token));
    expect(stored).toEqual({ user_id: userId('demo'), expires_at: now + SESSION_SECONDS });
    expect(hashToken(info.token)).not.toBe(info.token);
  });

  it('also accepts the email or the mobile number as the account', async () => {
    const byEmail = await standIn.post('/api/user/login', { account: 'DEMO@example.com', password: 'demo123' });
    expect(byEmail.body.code).toBe(1);
    expect(byEmail.body.data.userinfo.username).toBe('demo');
    const byMobile = await standIn.post('/api/user/login', { account: '2025550143', password: 'demo123' });
    expect(byMobile.body.code).toBe(1);
    expect(byMobile.body.data.userinfo.username).toBe('demo');
    const withPlus = await standIn.post('/api/user/login', { account: '+2025550143', password: 'demo123' });
    expect(withPlus.body.data.userinfo.username).toBe('demo');
  });

  it('answers the same message for a wrong password and an unknown account', async () => {
    const wrong = await standIn.post('/api/user/login', { account: 'demo', password: 'wrong-password' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Incorrect account or password', data: null });
    const unknown = await standIn.post('/api/user/login', { account: 'nobody_here', password: 'demo123' });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
    const zh = await standIn.call('POST', '/api/user/login', {
      body: { account: 'demo', password: 'nope123' },
      lang: 'zh-cn',
    });
    expect(zh.body).toMatchObject({ code: 0, msg: '账号或密码错误' });
  });

  it('requires the account and the password', async () => {
    expect((await standIn.post('/api/user/login', { password: 'demo123' })).body).toMatchObject({
      code: 0,
      msg: 'Please enter your account',
    });
    expect((await standIn.post('/api/user/login', { account: '  ', password: 'demo123' })).body.msg).toBe(
      'Please enter your account',
    );
    expect((await standIn.post('/api/user/login', { account: 'demo' })).body).toMatchObject({
      code: 0,
      msg: 'Please enter your password',
    });
    const zh = await standIn.call('POST', '/api/user/login', {
      body: { account: 'demo', password: '' },
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('请输入密码');
  });

  it('never crashes on bad input', async () => {
    const wrongType = await standIn.post('/api/user/login', { account: { $gt: '' }, password: 'demo123' });
    expect(wrongType.body).toMatchObject({ code: 0, msg: 'Parameter account is invalid' });
    const arrayPassword = await standIn.post('/api/user/login', { account: 'demo', password: ['demo123'] });
    expect(arrayPassword.body).toMatchObject({ code: 0, msg: 'Parameter password is invalid' });
    const huge = await standIn.post('/api/user/login', { account: 'demo', password: 'x'.repeat(50_000) });
    expect(huge.body).toMatchObject({ code: 0, msg: 'The password must be at most 64 characters' });
    const numeric = await standIn.post('/api/user/login', { account: 2025550143, password: 'demo123' });
    expect(numeric.body.code).toBe(1);
    const malformed = await standIn.call('POST', '/api/user/login', {
      rawBody: '{"account": "demo",',
      contentType: 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 0, msg: 'The request body is not valid JSON' });
    const tooBig = await standIn.call('POST', '/api/user/login', {
      body: { account: 'demo', password: 'p'.repeat(200_000) },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe(0);
  });
});

describe('session lifetime', () => {
  it('answers 401 with body code 401 without a token, with a bad token, and after 3 days', async () => {
    const none = await standIn.get('/api/user/getUserInfo');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 401, msg: 'Please login first', data: null });
    const bad = await standIn.get('/api/user/getUserInfo', {}, 'f'.repeat(64));
    expect(bad.status).toBe(401);
    const zh = await standIn.call('GET', '/api/user/getUserInfo', { lang: 'zh-cn' });
    expect(zh.body).toMatchObject({ code: 401, msg: '请先登录' });

    const token = await standIn.login();
    standIn.clock.advance(SESSION_SECONDS - 60);
    expect((await standIn.get('/api/user/getUserInfo', {}, token)).status).toBe(200);
    standIn.clock.advance(60);
    const expired = await standIn.get('/api/user/getUserInfo', {}, token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(401);
  });
});

describe('GET /api/user/getUserInfo', () => {
  it('describes the demo buyer', async () => {
    const token = await standIn.login();
    const answer = await standIn.get('/api/user/getUserInfo', {}, token);
    expect(answer.body.code).toBe(1);
    const data = answer.body.data;
    expect(data).toMatchObject({
      user_id: userId('demo'),
      username: 'demo',
      nickname: 'Demo Buyer',
      email: 'demo@example.com',
      mobile: '2025550143',
      avatar: '/static/img/avatar/900-DB.svg',
      have_pay: 1,
      lang: { language_name: 'English', chinese_name: '英语', file_name: 'en' },
    });
    const balance = standIn.db.prepare("SELECT money_cents FROM users WHERE username = 'demo'").get() as {
      money_cents: number;
    };
    expect(data.money).toBe((balance.money_cents / 100).toFixed(2));
    expect(data.address).toMatchObject({ name: 'Alex Morgan', tag: 'Home', is_default: 1 });
  });

  it('describes a new buyer: no payment code, no address, default language, nothing owed', async () => {
    const token = await standIn.login('newbie', 'newbie123');
    const data = (await standIn.get('/api/user/getUserInfo', {}, token)).body.data;
    expect(data).toMatchObject({
      username: 'newbie',
      money: '0.00',
      have_pay: 0,
      order_unpaid: 0,
      order_unreceived: 0,
      address: null,
      lang: { file_name: 'en' },
    });
  });

  it('counts unpaid and unreceived orders, leaving out deleted ones', async () => {
    const buyer = await registerBuyer(standIn, 'counter');
    const db = standIn.db;
    const merchant = db.prepare('SELECT mer_id FROM merchants LIMIT 1').get() as { mer_id: number } | undefined;
    const merId =
      merchant?.mer_id ??
      Number(
        db.prepare("INSERT INTO merchants (mer_name, mer_avatar, createtime) VALUES ('Test shop', '/a.svg', 0)").run()
          .lastInsertRowid,
      );
    const insert = db.prepare(
      `INSERT INTO orders (order_sn, out_trade_no, user_id, mer_id, status, total_num, goods_price_cents, delivery_price_cents, total_price_cents, real_name, user_phone, user_address, createtime, is_del)
       VALUES (?, 'T', ?, ?, ?, 1, 100, 0, 100, 'A', '123456', 'Somewhere', 0, ?)`,
    );
    const statuses: Array<[number, number]> = [
      [0, 0],
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 0],
      [2, 1],
      [3, 0],
      [4, 0],
      [-1, 0],
    ];
    statuses.forEach(([status, deleted], index) =>
      insert.run(`TEST-${buyer.userId}-${index}`, buyer.userId, merId, status, deleted),
    );
    const data = (await standIn.get('/api/user/getUserInfo', {}, buyer.token)).body.data;
    expect(data.order_unpaid).toBe(2);
    expect(data.order_unreceived).toBe(2);
  });
});

describe('POST /api/user/logout', () => {
  it('ends only this session', async () => {
    const token = await standIn.login();
    const other = await standIn.login();
    const answer = await standIn.post('/api/user/logout', {}, token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Logout successful', data: null });
    expect((await standIn.get('/api/user/getUserInfo', {}, token)).status).toBe(401);
    expect((await standIn.post('/api/user/logout', {}, token)).status).toBe(401);
    expect((await standIn.get('/api/user/getUserInfo', {}, other)).status).toBe(200);
    const count = standIn.db
      .prepare('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?')
      .get(hashToken(token)) as { n: number };
    expect(count.n).toBe(0);
  });

  it('answers in Chinese for logout?lang=zh-cn', async () => {
    const token = await standIn.login();
    const answer = await standIn.call('POST', '/api/user/logout', { query: { lang: 'zh-cn' }, token });
    expect(answer.body).toMatchObject({ code: 1, msg: '退出成功' });
  });

  it('needs a token', async () => {
    const answer = await standIn.post('/api/user/logout');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });
});

describe('POST /api/user/register', () => {
  const valid = {
    username: 'alice_01',
    nickname: 'Alice',
    password: 'alice-pass',
    repPwd: 'alice-pass',
    email: 'alice@example.org',
    mobile: '+44 7700 900123',
    quhao: '44',
  };

  it('creates a buyer with nothing and logs them in', async () => {
    const answer = await standIn.post('/api/user/register', valid);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Register successful' });
    const info = answer.body.data.userinfo;
    expect(info).toMatchObject({
      username: 'alice_01',
      nickname: 'Alice',
      email: 'alice@example.org',
      mobile: '+447700900123',
      money: '0.00',
      avatar: '',
    });
    const me = (await standIn.get('/api/user/getUserInfo', {}, info.token)).body.data;
    expect(me).toMatchObject({
      user_id: info.user_id,
      have_pay: 0,
      money: '0.00',
      address: null,
      lang: { file_name: 'en' },
    });
    const row = standIn.db
      .prepare('SELECT password_hash, pay_hash, quhao, money_cents, lang_id FROM users WHERE id = ?')
      .get(info.user_id) as Record<string, unknown>;
    expect(row).toMatchObject({ pay_hash: null, quhao: '44', money_cents: 0, lang_id: null });
    expect(row['password_hash']).toMatch(/^scrypt\$/);
    expect(row['password_hash']).not.toContain('alice-pass');
    const login = await standIn.post('/api/user/login', { account: 'alice_01', password: 'alice-pass' });
    expect(login.body.code).toBe(1);
  });

  it('refuses a taken username (in any case), email or mobile', async () => {
    expect(
      (
        await standIn.post('/api/user/register', {
          ...valid,
          username: 'DEMO',
          email: 'x1@example.org',
          mobile: '5550001',
        })
      ).body,
    ).toMatchObject({ code: 0, msg: 'This username is already registered' });
    expect(
      (
        await standIn.post('/api/user/register', {
          ...valid,
          username: 'other_1',
          email: 'Demo@Example.com',
          mobile: '5550002',
        })
      ).body.msg,
    ).toBe('This email address is already registered');
    expect(
      (
        await standIn.post('/api/user/register', {
          ...valid,
          username: 'other_2',
          email: 'x2@example.org',
          mobile: '2025550143',
        })
      ).body.msg,
    ).toBe('This mobile number is already registered');
    expect(
      (
        await standIn.post('/api/user/register', {
          ...valid,
          username: 'other_3',
          email: 'x3@example.org',
          mobile: '+202-555-0143',
        })
      ).body.msg,
    ).toBe('This mobile number is already registered');
    const zh = await standIn.call('POST', '/api/user/register', {
      body: { ...valid, username: 'demo' },
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('该用户名已被注册');
  });

  it('validates every field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: undefined }, 'Please enter a username'],
      [{ username: 'ab' }, 'The username must be 3 to 32 letters, digits or underscores'],
      [{ username: 'bad name!' }, 'The username must be 3 to 32 letters, digits or underscores'],
      [{ username: 'a'.repeat(33) }, 'The username must be 3 to 32 letters, digits or underscores'],
      [{ nickname: '' }, 'Please enter a nickname'],
      [{ nickname: 'n'.repeat(51) }, 'nickname must be at most 50 characters'],
      [{ password: '12345', repPwd: '12345' }, 'The password must be at least 6 characters'],
      [{ repPwd: undefined }, 'Please confirm your password'],
      [{ repPwd: 'different' }, 'The two passwords do not match'],
      [{ email: '' }, 'Please enter your email address'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ mobile: undefined }, 'Please enter your mobile number'],
      [{ mobile: '12ab34' }, 'Please enter a valid mobile number (5 to 20 digits)'],
      [{ mobile: '1234' }, 'Please enter a valid mobile number (5 to 20 digits)'],
      [{ quhao: '8x' }, 'The dial code must be 1 to 6 digits'],
      [{ username: ['x'] }, 'Parameter username is invalid'],
    ];
    for (const [change, msg] of cases) {
      const answer = await standIn.post('/api/user/register', {
        ...valid,
        username: 'valid_name',
        email: 'v@example.org',
        mobile: '5559999',
        ...change,
      });
      expect(answer.body, JSON.stringify(change)).toMatchObject({ code: 0, msg });
    }
    const zh = await standIn.call('POST', '/api/user/register', {
      body: { ...valid, repPwd: 'nope-nope' },
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('两次输入的密码不一致');
    const count = standIn.db.prepare("SELECT COUNT(*) AS n FROM users WHERE username = 'valid_name'").get() as {
      n: number;
    };
    expect(count.n).toBe(0);
  });
});

describe('POST /api/user/profile', () => {
  it('changes the nickname and the avatar', async () => {
    const buyer = await registerBuyer(standIn, 'profile');
    const both = await standIn.post(
      '/api/user/profile',
      { nickname: 'New Name', avatar: '/uploads/2026/avatar.png' },
      buyer.token,
    );
    expect(both.body).toMatchObject({ code: 1, msg: 'Save successful', data: null });
    let me = (await standIn.get('/api/user/getUserInfo', {}, buyer.token)).body.data;
    expect(me).toMatchObject({ nickname: 'New Name', avatar: '/uploads/2026/avatar.png' });
    await standIn.post('/api/user/profile', { avatar: 'https://cdn.example.com/a.jpg' }, buyer.token);
    me = (await standIn.get('/api/user/getUserInfo', {}, buyer.token)).body.data;
    expect(me).toMatchObject({ nickname: 'New Name', avatar: 'https://cdn.example.com/a.jpg' });
  });

  it('refuses an empty change, a bad avatar, a long nickname, and anonymous calls', async () => {
    const buyer = await registerBuyer(standIn, 'profile');
    expect((await standIn.post('/api/user/profile', {}, buyer.token)).body).toMatchObject({
      code: 0,
      msg: 'Please give a new nickname or avatar',
    });
    const zh = await standIn.call('POST', '/api/user/profile', {
      body: { nickname: ' ' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('请填写新的昵称或头像');
    expect((await standIn.post('/api/user/profile', { avatar: 'javascript:alert(1)' }, buyer.token)).body.msg).toBe(
      'The avatar must be an image path (starting with /) or an http(s) URL of at most 500 characters',
    );
    expect((await standIn.post('/api/user/profile', { avatar: `/${'a'.repeat(600)}` }, buyer.token)).body.msg).toBe(
      'avatar must be at most 500 characters',
    );
    expect((await standIn.post('/api/user/profile', { nickname: 'n'.repeat(51) }, buyer.token)).body.msg).toBe(
      'nickname must be at most 50 characters',
    );
    expect((await standIn.post('/api/user/profile', { nickname: { a: 1 } }, buyer.token)).body.msg).toBe(
      'Parameter nickname is invalid',
    );
    expect((await standIn.post('/api/user/profile', { nickname: 'x' })).status).toBe(401);
  });
});

describe('languages', () => {
  it('lists the 15 languages publicly, English default', async () => {
    const answer = await standIn.get('/api/user/language_list', { limit: 20 });
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.count).toBe(15);
    const files = answer.body.data.list.map((item: { file_name: string }) => item.file_name);
    expect(files).toEqual([
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
    expect(answer.body.data.list[0]).toMatchObject({ language_name: 'English', chinese_name: '英语', is_default: 1 });
    expect(answer.body.data.list[1]).toMatchObject({
      language_name: '简体中文',
      chinese_name: '简体中文',
      is_default: 0,
    });
    expect(answer.body.data.list[2]).toMatchObject({ language_name: '日本語', chinese_name: '日语' });
    const defaults = answer.body.data.list.filter((item: { is_default: number }) => item.is_default === 1);
    expect(defaults).toHaveLength(1);
  });

  it('lists every language when the client sends no page or limit, as the original client does', async () => {
    const answer = await standIn.get('/api/user/language_list');
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.count).toBe(15);
    expect(answer.body.data.list).toHaveLength(15);
    expect(answer.body.data.list.at(-1)).toMatchObject({ file_name: 'ms', is_default: 0 });
  });

  it("marks the signed-in buyer's own language as is_default (the platform default until they choose)", async () => {
    const buyer = await registerBuyer(standIn, 'langtick');
    const ticked = async (token?: string) =>
      (await standIn.get('/api/user/language_list', {}, token)).body.data.list
        .filter((item: { is_default: number }) => item.is_default === 1)
        .map((item: { file_name: string }) => item.file_name);
    expect(await ticked(buyer.token)).toEqual(['en']);
    await standIn.get('/api/user/set_language', { lang: 'ar' }, buyer.token);
    expect(await ticked(buyer.token)).toEqual(['ar']);
    // Paged too, and only for that buyer: anonymous callers still see the platform default.
    const paged = await standIn.get('/api/user/language_list', { page: 2, limit: 5 }, buyer.token);
    expect(
      paged.body.data.list
        .filter((item: { is_default: number }) => item.is_default === 1)
        .map((item: { file_name: string }) => item.file_name),
    ).toEqual(['ar']);
    expect(await ticked()).toEqual(['en']);
    // A token that is no longer valid is treated as anonymous, not refused.
    expect(await ticked('f'.repeat(64))).toEqual(['en']);
  });

  it('pages the list and refuses bad paging', async () => {
    const page = await standIn.get('/api/user/language_list', { page: 3, limit: 6 });
    expect(page.body.data.count).toBe(15);
    expect(page.body.data.list.map((item: { file_name: string }) => item.file_name)).toEqual(['tr', 'es', 'ms']);
    const bad = await standIn.get('/api/user/language_list', { limit: 1000 });
    expect(bad.body).toMatchObject({ code: 0, msg: 'limit must be a whole number between 1 and 100' });
  });

  it('stores the buyer language by file name or id, reflected by getUserInfo', async () => {
    const buyer = await registerBuyer(standIn, 'lang');
    const byName = await standIn.get('/api/user/set_language', { lang: 'jp' }, buyer.token);
    // The answer speaks the language asked for (the request's lang, here the query's jp).
    expect(byName.body).toMatchObject({ code: 1, msg: '設定しました', data: null });
    let me = (await standIn.get('/api/user/getUserInfo', {}, buyer.token)).body.data;
    expect(me.lang).toEqual({ id: 3, language_name: '日本語', chinese_name: '日语', file_name: 'jp' });
    const byId = await standIn.call('GET', '/api/user/set_language', {
      query: { lang_id: 2 },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(byId.body).toMatchObject({ code: 1, msg: '设置成功' });
    me = (await standIn.get('/api/user/getUserInfo', {}, buyer.token)).body.data;
    expect(me.lang.file_name).toBe('zh-cn');
  });

  it('refuses unknown or missing languages and anonymous calls', async () => {
    const buyer = await registerBuyer(standIn, 'lang');
    expect((await standIn.get('/api/user/set_language', { lang: 'xx' }, buyer.token)).body).toMatchObject({
      code: 0,
      msg: 'This language is not supported',
    });
    expect((await standIn.get('/api/user/set_language', { lang_id: 999 }, buyer.token)).body.msg).toBe(
      'This language is not supported',
    );
    expect((await standIn.get('/api/user/set_language', {}, buyer.token)).body.msg).toBe(
      'Please choose a language (lang_id or lang)',
    );
    expect((await standIn.get('/api/user/set_language', { lang_id: 'abc' }, buyer.token)).body.msg).toBe(
      'Parameter lang_id is invalid',
    );
    const zh = await standIn.call('GET', '/api/user/set_language', {
      query: { lang: 'xx' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('不支持该语言');
    expect((await standIn.get('/api/user/set_language', { lang: 'jp' })).status).toBe(401);
    const me = (await standIn.get('/api/user/getUserInfo', {}, buyer.token)).body.data;
    expect(me.lang.file_name).toBe('en');
  });
});
