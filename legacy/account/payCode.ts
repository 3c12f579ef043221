import type { Db } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import type { MessageKey } from '../i18n/index.ts';
import { verifySecret } from '../security/passwords.ts';
import { PAY_LOCK_SECONDS, PAY_MAX_FAILURES } from '../security/payCode.ts';

interface PayState {
  pay_hash: string | null;
  pay_fail_count: number;
  pay_locked_until: number;
}

type Outcome = { ok: true } | { ok: false; key: MessageKey; vars: Record<string, number> };

function minutesLeft(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 60));
}

/**
 * Checks a payment code against the buyer's, counting wrong codes: PAY_MAX_FAILURES
 * wrong codes in a row lock payment for PAY_LOCK_SECONDS, and while locked even the
 * right code is refused. A right code resets the count. Throws the translated
 * failure (after the count is saved); returns when the code is right.
 *
 * Every check of a payment code (verify_pay, changing the code) goes through
 * here, so the lock cannot be side-stepped.
 */
export function checkPayCode(db: Db, userId: number, code: string, now: number): void {
  const outcome = db.transaction((): Outcome => {
    const state = db
      .prepare<[number], PayState>('SELECT pay_hash, pay_fail_count, pay_locked_until FROM users WHERE id = ?')
      .get(userId);
    if (!state?.pay_hash) return { ok: false, key: 'payCodeNotSet', vars: {} };
    if (state.pay_locked_until > now) {
      return { ok: false, key: 'payLocked', vars: { minutes: minutesLeft(state.pay_locked_until, now) } };
    }
    if (verifySecret(code, state.pay_hash)) {
      db.prepare('UPDATE users SET pay_fail_count = 0, pay_locked_until = 0 WHERE id = ?').run(userId);
      return { ok: true };
    }
    const failures = state.pay_fail_count + 1;
    if (failures >= PAY_MAX_FAILURES) {
      db.prepare('UPDATE users SET pay_fail_count = 0, pay_locked_until = ? WHERE id = ?').run(
        now + PAY_LOCK_SECONDS,
        userId,
      );
      // A lock also withdraws any verification still running in the buyer's sessions.
      db.prepare('UPDATE sessions SET pay_verified_until = 0 WHERE user_id = ?').run(userId);
      return { ok: false, key: 'payCodeLockedNow', vars: { minutes: Math.round(PAY_LOCK_SECONDS / 60) } };
    }
    db.prepare('UPDATE users SET pay_fail_count = ? WHERE id = ?').run(failures, userId);
    return { ok: false, key: 'payCodeWrong', vars: { left: PAY_MAX_FAILURES - failures } };
  })();
  if (!outcome.ok) throw new ApiError(outcome.key, outcome.vars);
}
