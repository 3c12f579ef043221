import { Router } from 'express';
import { z } from 'zod';
import { moveMoney } from '../db/ledger.ts';
import { formatCents } from '../db/money.ts';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { optionalText, paging } from '../http/fields.ts';
import { input } from '../http/input.ts';
import type { MessageLanguage } from '../i18n/languages.ts';
import { filterClause } from '../http/listFilter.ts';
import { pageOf } from '../http/paging.ts';
import { BILL_TITLES } from '../operator/wallet.ts';
import { auditLogPage } from '../wallet/auditLog.ts';
import { amount, billTypeFilter, evidence, MAX_RECHARGE_CENTS } from '../wallet/fields.ts';
import { feeCents, serviceChargeReader } from '../wallet/serviceCharge.ts';
import {
  billItem,
  rechargeItem,
  withdrawalItem,
  type BillRow,
  type RechargeRow,
  type WithdrawalRow,
} from '../wallet/items.ts';
import { withdrawalDestination } from '../wallet/withdrawal.ts';

/** Deposit networks the platform refuses whatever the seed or settings say. */
const UNSUPPORTED_NETWORK = /DEX|BSC|HECO|BEP-?20|HRC-?20/i;

const rechargeSchema = z.object({
  recharge_type: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.union([z.literal(1), z.literal(2)], { error: 'rechargeTypeInvalid' }),
  ),
  network: optionalText(50),
  blockchain: optionalText(128),
  price: amount(MAX_RECHARGE_CENTS),
  image: evidence,
});

const extractSchema = z.object({
  extract_type: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.union([z.literal(0), z.literal(1)], { error: 'extractTypeInvalid' }),
  ),
  price: amount(),
  bank_card: optionalText(40),
  bank_name: optionalText(100),
  real_name: optionalText(100),
  network: optionalText(50),
  blockchain: optionalText(128),
});

/** Recharge networks, recharges, withdrawals and the buyer's bill. */
export function walletRoutes(deps: AppDeps, { requireUser }: Auth): Router {
  const { db, clock, timeZone } = deps;
  const router = Router();
  const serviceCharge = serviceChargeReader(db);

  const networks = db.prepare<[], { network: string; blockchain: string }>(
    'SELECT network, blockchain FROM networks ORDER BY id',
  );
  const networkByName = db.prepare<[string], { network: string; blockchain: string }>(
    'SELECT network, blockchain FROM networks WHERE network = ? COLLATE NOCASE',
  );
  // Public: the deposit addresses are shown to anyone about to recharge.
  router.get('/api/user/getBlockchain', (req, res) => {
    ok(
      req,
      res,
      networks.all().filter((row) => !UNSUPPORTED_NETWORK.test(row.network)),
    );
  });

  const insertRecharge = db.prepare(
    `INSERT INTO recharges (user_id, type, network, blockchain, price_cents, image, createtime)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  router.post('/api/user/recharge', requireUser, (req, res) => {
    const params = input(req, rechargeSchema);
    let network = '';
    let blockchain = '';
    if (params.recharge_type === 1) {
      if (!params.network) fail('required', { field: 'network' });
      if (UNSUPPORTED_NETWORK.test(params.network)) fail('rechargeNetworkUnsupported');
      const known = networkByName.get(params.network);
      if (!known) fail('rechargeNetworkUnknown', { network: params.network });
      if (!params.blockchain) fail('required', { field: 'blockchain' });
      if (params.blockchain !== known.blockchain) fail('rechargeAddressMismatch', { network: known.network });
      network = known.network;
      blockchain = known.blockchain;
    }
    insertRecharge.run(
      currentUser(req).id,
      params.recharge_type,
      network,
      blockchain,
      params.price,
      params.image,
      clock.now(),
    );
    ok(req, res, null, 'rechargeSubmitted');
  });

  const balanceOf = db.prepare<[number], { money_cents: number }>('SELECT money_cents FROM users WHERE id = ?');
  const cardsOf = db.prepare<[number], { bank_name: string; bank_card: string; real_name: string }>(
    'SELECT bank_name, bank_card, real_name FROM bank_cards WHERE user_id = ? ORDER BY id DESC',
  );
  router.get('/api/user/extract', requireUser, (req, res) => {
    const userId = currentUser(req).id;
    ok(req, res, {
      balance: formatCents(balanceOf.get(userId)?.money_cents ?? 0),
      service_charge: serviceCharge(),
      card_list: cardsOf.all(userId),
    });
  });

  const saveCard = db.prepare(
    `INSERT INTO bank_cards (user_id, bank_name, bank_card, real_name) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, bank_card) DO UPDATE SET bank_name = excluded.bank_name, real_name = excluded.real_name`,
  );
  const insertWithdrawal = db.prepare(
    `INSERT INTO withdrawals (user_id, extract_type, extract_price_cents, fee_cents, real_price_cents,
       bank_card, bank_name, real_name, blockchain, network, mark, createtime)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  router.post('/api/user/extract', requireUser, (req, res) => {
    const params = input(req, extractSchema);
    const destination = withdrawalDestination(params);
    const userId = currentUser(req).id;
    const fee = feeCents(params.price, serviceCharge());
    const now = clock.now();
    db.transaction(() => {
      // Holding the whole amount first refuses a balance that is too small, atomically.
      moveMoney(db, { userId, cents: -params.price, type: 'extract', title: BILL_TITLES.withdrawal, now });
      if (destination.extract_type === 0) {
        saveCard.run(userId, destination.bank_name, destination.bank_card, destination.real_name);
      }
      insertWithdrawal.run(
        userId,
        destination.extract_type,
        params.price,
        fee,
        params.price - fee,
        destination.bank_card,
        destination.bank_name,
        destination.real_name,
        destination.blockchain,
        destination.network,
        destination.mark,
        now,
      );
    })();
    ok(req, res, null, 'withdrawalSubmitted');
  });

  /** GET `path`: the buyer's own audited requests, a page at a time, each written by `item`. */
  const ownAuditLog = <Row>(
    path: string,
    select: string,
    item: (row: Row, lang: MessageLanguage, timeZone?: string) => unknown,
  ) =>
    router.get(path, requireUser, (req, res) => {
      ok(
        req,
        res,
        auditLogPage(db, req, { select, userId: currentUser(req).id }, (row: Row) => item(row, req.lang, timeZone)),
      );
    });

  ownAuditLog<RechargeRow>(
    '/api/user/recharge_log',
    `SELECT id, type, network, price_cents, actual_price_cents, image, status, admin_msg, admin_msg_key, createtime
       FROM recharges`,
    rechargeItem,
  );
  ownAuditLog<WithdrawalRow>(
    '/api/user/extract_log',
    `SELECT id, extract_type, extract_price_cents, fee_cents, real_price_cents, status, mark, admin_msg,
            admin_msg_key, createtime
       FROM withdrawals`,
    withdrawalItem,
  );

  router.get('/api/user/bill', requireUser, (req, res) => {
    const { type, page, limit } = input(req, z.object({ type: billTypeFilter, ...paging }));
    const byType = filterClause('type', type);
    ok(
      req,
      res,
      pageOf(
        db,
        `SELECT id, title, title_key, title_params, money_cents, type, createtime FROM bills
          WHERE user_id = ?${byType.sql} ORDER BY createtime DESC, id DESC`,
        [currentUser(req).id, ...byType.params],
        { page, limit },
        (row: BillRow) => billItem(row, req.lang, timeZone),
      ),
    );
  });

  return router;
}
