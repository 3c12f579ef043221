import { Router, type Request } from 'express';
import { z } from 'zod';
import { formatCents } from '../db/money.ts';
import type { AppDeps } from '../http/context.ts';
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

  router.get('/recharges', (req, res) => {
    const select = `SELECT r.id, r.user_id, u.username, r.type, r.network, r.blockchain, r.price_cents,
                           r.actual_price_cents, r.image, r.status, r.admin_msg, r.createtime, r.audittime
                      FROM recharges r JOIN users u ON u.id = r.user_id`;
    ok(
      req,
      res,
      auditLogPage(
        db,
        req,
        { select, alias: 'r' },
        ({ price_cents, actual_price_cents, ...row }: AuditedRechargeRow) => ({
          ...row,
          price: formatCents(price_cents),
          actual_price: formatCents(actual_price_cents),
        }),
      ),
    );
  });

  router.post('/recharges/:id/approve', (req, res) => {
    const { id: rechargeId, adminMsg } = decision(req);
    approveRecharge(deps, rechargeId, adminMsg);
    ok(req, res, null, 'rechargeApproved');
  });

  router.post('/recharges/:id/refuse', (req, res) => {
    const { id: rechargeId, adminMsg } = decision(req);
    refuseRecharge(deps, rechargeId, adminMsg);
    ok(req, res, null, 'rechargeRefused');
  });

  router.get('/withdrawals', (req, res) => {
    const select = `SELECT w.id, w.user_id, u.username, w.extract_type, w.extract_price_cents, w.fee_cents,
                           w.real_price_cents, w.bank_card, w.bank_name, w.real_name, w.network, w.blockchain,
                           w.status, w.mark, w.admin_msg, w.createtime, w.audittime
                      FROM withdrawals w JOIN users u ON u.id = w.user_id`;
    ok(
      req,
      res,
      auditLogPage(
        db,
        req,
        { select, alias: 'w' },
        ({ extract_price_cents, fee_cents, real_price_cents, ...row }: AuditedWithdrawalRow) => ({
          ...row,
          extract_price: formatCents(extract_price_cents),
          fee: formatCents(fee_cents),
          real_price: formatCents(real_price_cents),
        }),
      ),
    );
  });

  router.post('/withdrawals/:id/approve', (req, res) => {
    const { id: withdrawalId, adminMsg } = decision(req);
    approveWithdrawal(deps, withdrawalId, adminMsg);
    ok(req, res, null, 'withdrawalApproved');
  });

  router.post('/withdrawals/:id/refuse', (req, res) => {
    const { id: withdrawalId, adminMsg } = decision(req);
    refuseWithdrawal(deps, withdrawalId, adminMsg);
    ok(req, res, null, 'withdrawalRefused');
  });

  return router;
}
