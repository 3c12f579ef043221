import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { DecodedBy, DomainCalls } from '../upstream/callRecord.ts';

/** Audit outcomes of recharges and withdrawals; the record types of the bill. */
const AUDIT_STATUSES = [0, 1, 2] as const;
const BILL_TYPES = ['recharge', 'extract', 'pay', 'refund'] as const;

/** The wallet calls: endpoint and decoder (see upstream/callRecord.ts). */
export const walletCalls = {
  getBlockchain: {
    endpoint: { method: 'GET', path: '/api/user/getBlockchain', idempotent: true },
    decode: (v) => v.list(v.object({ network: v.requiredText, blockchain: v.text })),
  },
  recharge: { endpoint: { method: 'POST', path: '/api/user/recharge' }, decode: (v) => v.ignored, movesMoney: true },
  extractInfo: {
    endpoint: { method: 'GET', path: '/api/user/extract', idempotent: true },
    decode: (v) =>
      v.object({
        balance: v.moneyOrZero,
        service_charge: v.decimal,
        card_list: v.list(v.object({ bank_name: v.text, bank_card: v.requiredText, real_name: v.text })),
      }),
  },
  extract: { endpoint: { method: 'POST', path: '/api/user/extract' }, decode: (v) => v.ignored, movesMoney: true },
  rechargeLog: {
    endpoint: { method: 'GET', path: '/api/user/recharge_log', idempotent: true },
    decode: (v) =>
      v.page(
        v.object({
          id: v.int,
          type: v.oneOf([1, 2] as const),
          network: v.optionalText,
          price: v.money,
          actual_price: v.moneyOrZero,
          image: v.image,
          status: v.oneOf(AUDIT_STATUSES),
          admin_msg: v.optionalText,
          createtime: v.time,
        }),
      ),
  },
  extractLog: {
    endpoint: { method: 'GET', path: '/api/user/extract_log', idempotent: true },
    decode: (v) =>
      v.page(
        v.object({
          id: v.int,
          extract_type: v.oneOf([0, 1] as const),
          extract_price: v.money,
          fee: v.moneyOrZero,
          real_price: v.moneyOrZero,
          status: v.oneOf(AUDIT_STATUSES),
          mark: v.optionalText,
          admin_msg: v.optionalText,
          createtime: v.time,
        }),
      ),
  },
  bill: {
    endpoint: { method: 'GET', path: '/api/user/bill', idempotent: true },
    decode: (v) =>
      v.page(v.object({ id: v.int, title: v.text, money: v.money, type: v.textOneOf(BILL_TYPES), createtime: v.time })),
  },
} satisfies DomainCalls;

type Decoded<Op extends keyof typeof walletCalls> = DecodedBy<(typeof walletCalls)[Op]>;

/* What the wallet types are resolved from. */

export type RechargeNetwork = Item<Decoded<'getBlockchain'>>;
export type WithdrawalInfo = Decoded<'extractInfo'>;
export type BankCard = Item<Decoded<'extractInfo'>['card_list']>;
export type Recharge = ListItem<Decoded<'rechargeLog'>>;
export type Withdrawal = ListItem<Decoded<'extractLog'>>;
export type Bill = ListItem<Decoded<'bill'>>;
