import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { flag } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { hashSecret, verifySecret } from '../security/passwords.ts';
import { PAY_VERIFY_SECONDS } from '../security/payCode.ts';
import { MOBILE_PATTERN, newPassword, optionalPayCode, optionalSecret, optionalString, payCode } from './fields.ts';
import { checkPayCode } from './payCode.ts';
import { closeAllSessions } from './session.ts';

const optionalMobile = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value.replace(/[\s-]/g, '') : typeof value === 'number' ? String(value) : value;
}, z.string().regex(MOBILE_PATTERN, 'mobileInvalid').optional());

const resetPwdSchema = z.object({
  newpassword: newPassword('newPasswordRequired'),
  oldpassword: optionalSecret(),
  mobile: optionalMobile,
  account: optionalString(100),
});

const resetPaySchema = z.object({
  newpassword: payCode('payCodeRequired'),
  oldpassword: optionalPayCode(),
  is_verify: z.preprocess((value) => (value === '' || value === null ? undefined : value), flag().optional()),
});

const verifyPaySchema = z.object({ password_pay: payCode('payCodeRequired') });

/** The same number, whether or not it was written with a leading +. */
function sameMobile(a: string, b: string): boolean {
  return a.replace(/^\+/, '') === b.replace(/^\+/, '');
}

/** Login password (change and forgotten), payment code (set, change, verify). */
export function passwordRoutes({ db, clock }: AppDeps, { requireUser, optionalUser }: Auth): Router {
  const router = Router();

  const userById = db.prepare<[number], { id: number; password_hash: string; mobile: string }>(
    'SELECT id, password_hash, mobile FROM users WHERE id = ?',
  );
  const userByName = db.prepare<[string], { id: number; password_hash: string; mobile: string }>(
    'SELECT id, password_hash, mobile FROM users WHERE username = ?',
  );
  const userByMobile = db.prepare<[string], { id: number; password_hash: string; mobile: string }>(
    "SELECT id, password_hash, mobile FROM users WHERE mobile <> '' AND ltrim(mobile, '+') = ltrim(?, '+') ORDER BY id LIMIT 1",
  );
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');

  /*
   * With a valid token: change the password (the current one proves it is the owner).
   * Without: the forgotten-password screen. The original client sends only `mobile`
   * and `newpassword`, and the real API resets the password of the account with that
   * mobile number, so the stand-in does too; when `account` is given as well, both
   * must match. (Unsafe, and faithful: the gateway's own mutation insists on both.)
   * Either way every session of the buyer ends: they log in again.
   */
  router.post('/api/user/resetpwd', optionalUser, (req, res) => {
    const body = input(req, resetPwdSchema);
    let user;
    if (req.user) {
      if (body.oldpassword === undefined) fail('oldPasswordRequired');
      user = userById.get(req.user.id);
      if (!user || !verifySecret(body.oldpassword, user.password_hash)) fail('oldPasswordWrong');
      if (body.mobile !== undefined && !sameMobile(body.mobile, user.mobile)) fail('mobileMismatch');
      if (body.newpassword === body.oldpassword) fail('newPasswordSame');
    } else {
      if (body.mobile === undefined) fail('mobileRequired');
      if (body.account === '') {
        user = userByMobile.get(body.mobile) ?? fail('mobileNotRegistered');
      } else {
        user = userByName.get(body.account);
        if (!user || user.mobile === '' || !sameMobile(body.mobile, user.mobile)) fail('accountMobileMismatch');
      }
      if (verifySecret(body.newpassword, user.password_hash)) fail('newPasswordSame');
    }
    const userId = user.id;
    const hash = hashSecret(body.newpassword);
    db.transaction(() => {
      setPassword.run(hash, userId);
      closeAllSessions(db, userId);
    })();
    ok(req, res, null, 'passwordChanged');
  });

  const payHashOf = db.prepare<[number], { pay_hash: string | null }>('SELECT pay_hash FROM users WHERE id = ?');
  const setPayHash = db.prepare('UPDATE users SET pay_hash = ?, pay_fail_count = 0, pay_locked_until = 0 WHERE id = ?');
  const forgetPayVerification = db.prepare('UPDATE sessions SET pay_verified_until = 0 WHERE user_id = ?');

  /**
   * Sets the payment code the first time (is_verify 0) or changes it with the current
   * one (is_verify 1). Without is_verify, it is inferred from whether a code is set.
   */
  router.post('/api/user/resetPay', requireUser, (req, res) => {
    const { newpassword, oldpassword, is_verify: isVerify } = input(req, resetPaySchema);
    const userId = currentUser(req).id;
    const hasCode = Boolean(payHashOf.get(userId)?.pay_hash);
    const changing = isVerify ?? (hasCode ? 1 : 0);
    if (changing === 0) {
      if (hasCode) fail('payCodeAlreadySet');
    } else {
      if (!hasCode) fail('payCodeNotSet');
      if (oldpassword === undefined) fail('oldPayCodeRequired');
      checkPayCode(db, userId, oldpassword, clock.now());
      if (newpassword === oldpassword) fail('payCodeSame');
    }
    const hash = hashSecret(newpassword);
    db.transaction(() => {
      setPayHash.run(hash, userId);
      forgetPayVerification.run(userId);
    })();
    ok(req, res, null, changing === 0 ? 'payCodeSet' : 'payCodeChanged');
  });

  /** A right code lets THIS session pay for PAY_VERIFY_SECONDS (merPay, /api/user/pay). */
  const markVerified = db.prepare('UPDATE sessions SET pay_verified_until = ? WHERE token_hash = ?');
  const verifyPay: RequestHandler = (req, res) => {
    const { password_pay: code } = input(req, verifyPaySchema);
    const session = currentUser(req);
    const now = clock.now();
    checkPayCode(db, session.id, code, now);
    markVerified.run(now + PAY_VERIFY_SECONDS, session.tokenHash);
    ok(req, res, null, 'payCodeVerified');
  };
  router.post('/api/user/verify_pay', requireUser, verifyPay);
  // The merchant side's twin [shape assumed]: the same code, lock and verified window.
  router.post('/merchant/merchant/verify_pay', requireUser, verifyPay);

  return router;
}
