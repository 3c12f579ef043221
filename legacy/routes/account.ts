import { Router } from 'express';
import { z } from 'zod';
import { mobile, newPassword, optionalString, requiredText, secret } from '../account/fields.ts';
import { passwordRoutes } from '../account/passwordRoutes.ts';
import { openSession } from '../account/session.ts';
import { addressFinder } from '../addresses/store.ts';
import { formatCents } from '../db/money.ts';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { ApiError, fail, ok } from '../http/envelope.ts';
import { id, paging } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { pageOf } from '../http/paging.ts';
import { hashSecret, verifySecret } from '../security/passwords.ts';

interface LanguageItem {
  id: number;
  language_name: string;
  chinese_name: string;
  file_name: string;
}

const loginSchema = z.object({
  account: requiredText('accountRequired', 100),
  password: secret('passwordRequired'),
});

const registerSchema = z.object({
  username: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({
        error: (issue) => (issue.input === undefined || issue.input === null ? 'usernameRequired' : undefined),
      })
      .min(1, 'usernameRequired')
      .regex(/^[A-Za-z0-9_]{3,32}$/, 'usernameInvalid'),
  ),
  nickname: requiredText('nicknameRequired', 50),
  password: newPassword('passwordRequired'),
  repPwd: secret('repPwdRequired'),
  email: requiredText('emailRequired', 100).pipe(z.email('emailInvalid')),
  mobile: mobile('mobileRequired', 'mobileInvalid'),
  quhao: optionalString(8).pipe(z.string().regex(/^(\+?\d{1,6})?$/, 'quhaoInvalid')),
});

const profileSchema = z.object({
  nickname: optionalString(50),
  avatar: optionalString(500).pipe(z.string().regex(/^(|\/\S*|https?:\/\/\S+)$/, 'avatarInvalid')),
});

const setLanguageSchema = z.object({
  lang_id: z.preprocess((value) => (value === '' || value === null ? undefined : value), id().optional()),
  lang: optionalString(16),
});

/** Sign-in, sign-up, the session's buyer, profile and interface language. */
export function accountRoutes(deps: AppDeps, auth: Auth): Router {
  const { db, clock } = deps;
  const router = Router();

  // Login accepts the username, the email or the mobile number; the username wins a tie.
  const findLogin = db.prepare<{ account: string }, { id: number; password_hash: string }>(
    `SELECT id, password_hash FROM users
     WHERE username = @account OR (email <> '' AND email = @account COLLATE NOCASE) OR (mobile <> '' AND ltrim(mobile, '+') = ltrim(@account, '+'))
     ORDER BY (username = @account) DESC, id LIMIT 1`,
  );
  // Unknown accounts still cost one scrypt, so timing does not tell which accounts exist.
  const decoyHash = hashSecret('decoy-password-never-used');
  router.post('/api/user/login', (req, res) => {
    const { account, password } = input(req, loginSchema);
    const user = findLogin.get({ account });
    const valid = verifySecret(password, user?.password_hash ?? decoyHash);
    if (!user || !valid) fail('loginFailed');
    ok(req, res, { userinfo: openSession(db, user.id, clock.now()) }, 'loginSuccess');
  });

  const usernameTaken = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?');
  const emailTaken = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE');
  const mobileTaken = db.prepare<[string], { id: number }>(
    "SELECT id FROM users WHERE mobile <> '' AND ltrim(mobile, '+') = ltrim(?, '+')",
  );
  const insertUser = db.prepare(
    `INSERT INTO users (username, nickname, password_hash, email, mobile, quhao, createtime)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  router.post('/api/user/register', (req, res) => {
    const body = input(req, registerSchema);
    if (body.repPwd !== body.password) fail('passwordMismatch');
    if (usernameTaken.get(body.username)) fail('usernameTaken');
    if (emailTaken.get(body.email)) fail('emailTaken');
    if (mobileTaken.get(body.mobile)) fail('mobileTaken');
    const now = clock.now();
    const userId = Number(
      insertUser.run(
        body.username,
        body.nickname,
        hashSecret(body.password),
        body.email,
        body.mobile,
        body.quhao.replace(/^\+/, ''),
        now,
      ).lastInsertRowid,
    );
    ok(req, res, { userinfo: openSession(db, userId, now) }, 'registerSuccess');
  });

  const endSession = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  router.post('/api/user/logout', auth.requireUser, (req, res) => {
    endSession.run(currentUser(req).tokenHash);
    ok(req, res, null, 'logoutSuccess');
  });

  const userRow = db.prepare<
    [number],
    {
      id: number;
      username: string;
      nickname: string;
      email: string;
      mobile: string;
      avatar: string;
      money_cents: number;
      have_pay: 0 | 1;
      lang_id: number | null;
    }
  >(
    `SELECT id, username, nickname, email, mobile, avatar, money_cents, (pay_hash IS NOT NULL) AS have_pay, lang_id
     FROM users WHERE id = ?`,
  );
  const orderCounts = db.prepare<[number], { unpaid: number; unreceived: number }>(
    `SELECT COALESCE(SUM(status = 0), 0) AS unpaid, COALESCE(SUM(status IN (1, 2)), 0) AS unreceived
     FROM orders WHERE user_id = ? AND is_del = 0`,
  );
  const languageById = db.prepare<[number], LanguageItem>(
    'SELECT id, language_name, chinese_name, file_name FROM languages WHERE id = ?',
  );
  const defaultLanguage = db.prepare<[], LanguageItem>(
    'SELECT id, language_name, chinese_name, file_name FROM languages ORDER BY is_default DESC, sort, id LIMIT 1',
  );
  const addresses = addressFinder(db);
  router.get('/api/user/getUserInfo', auth.requireUser, (req, res) => {
    const userId = currentUser(req).id;
    const user = userRow.get(userId);
    if (!user) throw new ApiError('loginFirst', {}, 401, 401);
    const counts = orderCounts.get(userId) ?? { unpaid: 0, unreceived: 0 };
    const lang = (user.lang_id !== null ? languageById.get(user.lang_id) : undefined) ?? defaultLanguage.get() ?? null;
    ok(req, res, {
      user_id: user.id,
      username: user.username,
      nickname: user.nickname,
      email: user.email,
      mobile: user.mobile,
      avatar: user.avatar,
      money: formatCents(user.money_cents),
      have_pay: user.have_pay ? 1 : 0,
      order_unpaid: counts.unpaid,
      order_unreceived: counts.unreceived,
      lang,
      address: addresses.defaultOf(userId),
    });
  });

  const setNickname = db.prepare('UPDATE users SET nickname = ? WHERE id = ?');
  const setAvatar = db.prepare('UPDATE users SET avatar = ? WHERE id = ?');
  router.post('/api/user/profile', auth.requireUser, (req, res) => {
    const { nickname, avatar } = input(req, profileSchema);
    if (nickname === '' && avatar === '') fail('profileEmpty');
    const userId = currentUser(req).id;
    db.transaction(() => {
      if (nickname !== '') setNickname.run(nickname, userId);
      if (avatar !== '') setAvatar.run(avatar, userId);
    })();
    ok(req, res, null, 'profileSaved');
  });

  /*
   * is_default marks the signed-in buyer's own language (the original client ticks it),
   * the platform default when anonymous or when the buyer never chose. Without page and
   * limit the client wants every language, as the real API answers.
   */
  const languagesSql = `SELECT id, language_name, chinese_name, file_name,
      CASE WHEN ? IS NULL THEN is_default ELSE (id = ?) END AS is_default
    FROM languages ORDER BY sort, id`;
  const allLanguages = db.prepare<[number | null, number | null], LanguageItem & { is_default: 0 | 1 }>(languagesSql);
  const buyerLanguage = db.prepare<[number], { lang_id: number }>(
    'SELECT u.lang_id FROM users u JOIN languages l ON l.id = u.lang_id WHERE u.id = ?',
  );
  router.get('/api/user/language_list', auth.optionalUser, (req, res) => {
    const langId = req.user ? (buyerLanguage.get(req.user.id)?.lang_id ?? null) : null;
    const query = req.query as Record<string, unknown>;
    if (query['page'] === undefined && query['limit'] === undefined) {
      const list = allLanguages.all(langId, langId);
      ok(req, res, { count: list.length, list });
      return;
    }
    const page = input(req, z.object(paging));
    ok(req, res, pageOf(db, languagesSql, [langId, langId], page));
  });

  const languageByFile = db.prepare<[string], { id: number }>(
    'SELECT id FROM languages WHERE file_name = ? COLLATE NOCASE',
  );
  const setLanguage = db.prepare('UPDATE users SET lang_id = ? WHERE id = ?');
  router.get('/api/user/set_language', auth.requireUser, (req, res) => {
    const { lang_id: langId, lang } = input(req, setLanguageSchema);
    if (langId === undefined && lang === '') fail('languageRequired');
    const language = langId !== undefined ? languageById.get(langId) : languageByFile.get(lang);
    if (!language) fail('languageNotFound');
    setLanguage.run(language.id, currentUser(req).id);
    ok(req, res, null, 'languageSet');
  });

  router.use(passwordRoutes(deps, auth));
  return router;
}
