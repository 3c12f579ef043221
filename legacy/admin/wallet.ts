import { Router, type Request } from 'express';
import { z } from 'zod';
import { formatCents } from '../db/money.ts';
import type { AppDeps } from '../http/context.ts';
import type { MessageKey } from '../i18n/index.ts';
import { fail, ok } from '../http/envelope.ts';
import { id, optionalText } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { approveRecharge, approveWithdrawal, refuseRecharge, refuseWithdrawal } from '../operator/wallet.ts';
import { auditLogPage } from '../wallet/auditLog.ts';
import type { RechargeRow, WithdrawalRow } from '../wallet/items.ts';

const noteSchema = z.object({ admin_msg: optionalText(255) });
const pathId = id();

/** The record id from the path and the operator's note (`admin_msg`) from the body. */
function decision(req: Request): { id: number; adminMsg: string } {
  const parsed = pathId.safeParse(req.params['id']);
  if (!parsed.success) fail('invalidParam', { field: 'id' });
  return { id: parsed.data, adminMsg: input(req, noteSchema).admin_msg };
}

/** A recharge with what the operator needs beyond the buyer's log: whose it is, the address, the audit time. */
interface AuditedRechargeRow extends RechargeRow {
  user_id: number;
  username: string;
  blockchain: string;
  audittime: number;
}

/** A withdrawal with whose it is, where the money goes and the audit time. */
interface AuditedWithdrawalRow extends WithdrawalRow {
  user_id: number;
  username: string;
  bank_card: string;
  bank_name: string;
  real_name: string;
  network: string;
  blockchain: string;
  audittime: number;
}

/** The operator's audit of recharges and withdrawals (mounted under /admin behind the key guard). */
export function adminWalletRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();

  /** GET `path`: every buyer's requests of one kind, a page at a time, each row written by `item`. */
  const auditLog = <Row>(path: string, log: { select: string; alias: string }, item: (row: Row) => unknown) =>
    router.get(path, (req, res) => {
      ok(req, res, auditLogPage(db, req, log, item));
    });

  auditLog(
    '/recharges',
    {
      select: `SELECT r.id, r.user_id, u.username, r.type, r.network, r.blockchain, r.price_cents,
                      r.actual_price_cents, r.image, r.status, r.admin_msg, r.createtime, r.audittime
                 FROM recharges r JOIN users u ON u.id = r.user_id`,
      alias: 'r',
    },
    ({ price_cents, actual_price_cents, ...row }: AuditedRechargeRow) => ({
      ...row,
      price: formatCents(price_cents),
      actual_price: formatCents(actual_price_cents),
    }),
  );

  /** POST `path`: the operator's decision on one record (`act`), answered with `done`. */
  const decide = (path: string, act: (deps: AppDeps, id: number, adminMsg: string) => void, done: MessageKey) =>
    router.post(path, (req, res) => {
      const { id: recordId, adminMsg } = decision(req);
      act(deps, recordId, adminMsg);
      ok(req, res, null, done);
    });

  decide('/recharges/:id/approve', approveRecharge, 'rechargeApproved');
  decide('/recharges/:id/refuse', refuseRecharge, 'rechargeRefused');

  auditLog(
    '/withdrawals',
    {
      select: `SELECT w.id, w.user_id, u.username, w.extract_type, w.extract_price_cents, w.fee_cents,
                      w.real_price_cents, w.bank_card, w.bank_name, w.real_name, w.network, w.blockchain,
                      w.status, w.mark, w.admin_msg, w.createtime, w.audittime
                 FROM withdrawals w JOIN users u ON u.id = w.user_id`,
      alias: 'w',
    },
    ({ extract_price_cents, fee_cents, real_price_cents, ...row }: AuditedWithdrawalRow) => ({
      ...row,
      extract_price: formatCents(extract_price_cents),
      fee: formatCents(fee_cents),
      real_price: formatCents(real_price_cents),
    }),
  );

  decide('/withdrawals/:id/approve', approveWithdrawal, 'withdrawalApproved');
  decide('/withdrawals/:id/refuse', refuseWithdrawal, 'withdrawalRefused');

  return router;
}
