import type { LegacyValues } from '../upstream/decode/legacyValues.ts';

/** Audit outcomes of recharges and withdrawals; the record types of the bill. */
const AUDIT_STATUSES = [0, 1, 2] as const;
const BILL_TYPES = ['recharge', 'extract', 'pay', 'refund'] as const;

/** Decoders of the wallet calls (see upstream/decoders.ts). */
export function walletDecoders(v: LegacyValues) {
  const status = v.oneOf(AUDIT_STATUSES);
  return {
    getBlockchain: v.list(v.object({ network: v.requiredText, blockchain: v.text })),
    recharge: v.ignored,
    extractInfo: v.object({
      balance: v.moneyOrZero,
      service_charge: v.decimal,
      card_list: v.list(v.object({ bank_name: v.text, bank_card: v.requiredText, real_name: v.text })),
    }),
    extract: v.ignored,
    rechargeLog: v.page(
      v.object({
        id: v.int,
        type: v.oneOf([1, 2] as const),
        network: v.optionalText,
        price: v.money,
        actual_price: v.moneyOrZero,
        image: v.image,
        status,
        admin_msg: v.optionalText,
        createtime: v.time,
      }),
    ),
    extractLog: v.page(
      v.object({
        id: v.int,
        extract_type: v.oneOf([0, 1] as const),
        extract_price: v.money,
        fee: v.moneyOrZero,
        real_price: v.moneyOrZero,
        status,
        mark: v.optionalText,
        admin_msg: v.optionalText,
        createtime: v.time,
      }),
    ),
    bill: v.page(
      v.object({
        id: v.int,
        title: v.text,
        money: v.money,
        type: v.textOneOf(BILL_TYPES),
        createtime: v.time,
      }),
    ),
  };
}
