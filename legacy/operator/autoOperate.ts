import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../http/envelope.ts';
import { approveRefund, shipOrder } from './orders.ts';
import { approveRecharge, approveWithdrawal } from './wallet.ts';

/** What one pass of the auto-operator did. */
export interface AutoOperateResult {
  shipped: number[];
  recharges: number[];
  withdrawals: number[];
  refunds: number[];
}

/**
 * Applies `act` to each id, keeping those it succeeded for. A business refusal
 * (say, an operator decided the same record a moment earlier) just skips the id;
 * anything else is logged so one bad row cannot stop the rest.
 */
function each(ids: number[], what: string, act: (id: number) => void): number[] {
  const done: number[] = [];
  for (const id of ids) {
    try {
      act(id);
      done.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(`[legacy] auto-operate: ${what} ${id} failed:`, error);
    }
  }
  return done;
}

/**
 * One pass of the demo operator: ships orders paid at least `seconds` ago, passes
 * recharges and withdrawals, and approves refunds, that have waited at least `seconds`.
 */
export function runAutoOperatorOnce(deps: AppDeps, seconds: number): AutoOperateResult {
  const { db } = deps;
  const cutoff = deps.clock.now() - seconds;
  const ids = (sql: string): number[] =>
    db
      .prepare<[number], { id: number }>(sql)
      .all(cutoff)
      .map((row) => row.id);

  return {
    shipped: each(
      ids(
        `SELECT order_id AS id FROM orders
          WHERE status = 1 AND refund_status != 1 AND pay_time > 0 AND pay_time <= ? ORDER BY order_id`,
      ),
      'shipping order',
      (orderId) => shipOrder(deps, orderId),
    ),
    recharges: each(
      ids('SELECT id FROM recharges WHERE status = 0 AND createtime <= ? ORDER BY id'),
      'approving recharge',
      (id) => approveRecharge(deps, id),
    ),
    withdrawals: each(
      ids('SELECT id FROM withdrawals WHERE status = 0 AND createtime <= ? ORDER BY id'),
      'approving withdrawal',
      (id) => approveWithdrawal(deps, id),
    ),
    refunds: each(
      ids('SELECT order_id AS id FROM refunds WHERE status = 0 AND createtime <= ? ORDER BY id'),
      'approving refund of order',
      (orderId) => approveRefund(deps, orderId),
    ),
  };
}

/**
 * Runs the auto-operator every second (`LEGACY_AUTO_OPERATE`, for demos) and returns
 * the function that stops it. The timer never keeps the process alive on its own.
 */
export function startAutoOperator(deps: AppDeps, seconds: number): () => void {
  const timer = setInterval(() => {
    try {
      runAutoOperatorOnce(deps, seconds);
    } catch (error) {
      console.error('[legacy] auto-operate pass failed:', error);
    }
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
