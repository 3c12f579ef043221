import { moveMoney } from '../db/ledger.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../http/envelope.ts';
import type { StoredText } from '../i18n/stored.ts';
import { notify, type NoticeKind } from '../support/notices.ts';

/*
 * The operator's audit of recharges and withdrawals. Each decision is one
 * transaction that first moves the row out of "auditing" with
 * `UPDATE ... WHERE status = 0`, so a record can be decided exactly once however
 * many operators (or the auto-operator) act on it at the same time.
 */

export const BILL_TITLES = {
  recharge: { key: 'billRecharge' },
  withdrawal: { key: 'billWithdrawal' },
  withdrawalReturned: { key: 'billWithdrawalReturned' },
} as const satisfies Record<string, StoredText>;

interface Decided {
  user_id: number;
  cents: number;
}

/** Tells the buyer about an audit: the amount, and the operator's reason when refused. */
function notifyAudit({ db, clock }: AppDeps, userId: number, kind: NoticeKind, cents: number, reason = ''): void {
  notify(db, { userId, kind, params: { amount: { cents }, ...(reason ? { reason } : {}) }, now: clock.now() });
}

function decideRecharge(deps: AppDeps, id: number, status: 1 | 2, adminMsg: string): Decided {
  const row = deps.db
    .prepare<[number, number, string, number, number], Decided>(
      `UPDATE recharges
          SET status = ?, actual_price_cents = CASE WHEN ? = 1 THEN price_cents ELSE 0 END,
              admin_msg = ?, audittime = ?
        WHERE id = ? AND status = 0
    RETURNING user_id, price_cents AS cents`,
    )
    .get(status, status, adminMsg, deps.clock.now(), id);
  if (row) return row;
  const exists = deps.db.prepare('SELECT 1 FROM recharges WHERE id = ?').get(id);
  throw new ApiError(exists ? 'rechargeAlreadyAudited' : 'rechargeNotFound');
}

function decideWithdrawal(deps: AppDeps, id: number, status: 1 | 2, adminMsg: string): Decided {
  const row = deps.db
    .prepare<[number, string, number, number], Decided>(
      `UPDATE withdrawals SET status = ?, admin_msg = ?, audittime = ?
        WHERE id = ? AND status = 0
    RETURNING user_id, extract_price_cents AS cents`,
    )
    .get(status, adminMsg, deps.clock.now(), id);
  if (row) return row;
  const exists = deps.db.prepare('SELECT 1 FROM withdrawals WHERE id = ?').get(id);
  throw new ApiError(exists ? 'withdrawalAlreadyAudited' : 'withdrawalNotFound');
}

/** Passes a recharge: the amount applied for is credited to the buyer (with its bill row). */
export function approveRecharge(deps: AppDeps, id: number, adminMsg = ''): void {
  deps.db.transaction(() => {
    const { user_id, cents } = decideRecharge(deps, id, 1, adminMsg);
    moveMoney(deps.db, {
      userId: user_id,
      cents,
      type: 'recharge',
      title: BILL_TITLES.recharge,
      now: deps.clock.now(),
    });
    notifyAudit(deps, user_id, 'noticeRechargeApproved', cents);
  })();
}

/** Refuses a recharge: nothing is credited; the buyer sees `adminMsg`. */
export function refuseRecharge(deps: AppDeps, id: number, adminMsg: string): void {
  if (!adminMsg.trim()) throw new ApiError('adminMsgRequired');
  deps.db.transaction(() => {
    const { user_id, cents } = decideRecharge(deps, id, 2, adminMsg.trim());
    notifyAudit(deps, user_id, 'noticeRechargeRefused', cents, adminMsg.trim());
  })();
}

/** Passes a withdrawal: the amount was already taken when it was applied for, so no money moves. */
export function approveWithdrawal(deps: AppDeps, id: number, adminMsg = ''): void {
  deps.db.transaction(() => {
    const { user_id, cents } = decideWithdrawal(deps, id, 1, adminMsg);
    notifyAudit(deps, user_id, 'noticeWithdrawalApproved', cents);
  })();
}

/** Refuses a withdrawal: the whole amount held is returned to the buyer's balance. */
export function refuseWithdrawal(deps: AppDeps, id: number, adminMsg: string): void {
  if (!adminMsg.trim()) throw new ApiError('adminMsgRequired');
  deps.db.transaction(() => {
    const { user_id, cents } = decideWithdrawal(deps, id, 2, adminMsg.trim());
    moveMoney(deps.db, {
      userId: user_id,
      cents,
      type: 'extract',
      title: BILL_TITLES.withdrawalReturned,
      now: deps.clock.now(),
    });
    notifyAudit(deps, user_id, 'noticeWithdrawalRefused', cents, adminMsg.trim());
  })();
}
