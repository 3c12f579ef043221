import { ApiError } from '../http/envelope.ts';
import { encodeParams, englishOf, type StoredText } from '../i18n/stored.ts';
import type { Db } from './open.ts';

type BillType = 'recharge' | 'extract' | 'pay' | 'refund';

export interface Movement {
  userId: number;
  /** Positive credits the balance, negative debits it. */
  cents: number;
  type: BillType;
  /** The bill's description, rendered in the reader's language when listed. */
  title: StoredText;
  now: number;
}

/**
 * Moves money in or out of a buyer's balance and writes the bill row, or refuses
 * with "insufficient balance". Call inside the transaction of the business change
 * it belongs to, so the balance, the bill and that change land together or not at all.
 */
export function moveMoney(db: Db, { userId, cents, type, title, now }: Movement): number {
  const updated = db
    .prepare<[number, number, number], { money_cents: number }>(
      'UPDATE users SET money_cents = money_cents + ? WHERE id = ? AND money_cents + ? >= 0 RETURNING money_cents',
    )
    .get(cents, userId, cents);
  if (!updated) throw new ApiError('insufficientBalance');
  db.prepare(
    `INSERT INTO bills (user_id, title, title_key, title_params, money_cents, type, balance_cents, createtime)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(userId, englishOf(title), title.key, encodeParams(title), cents, type, updated.money_cents, now);
  return updated.money_cents;
}
