import { newToken, hashToken, SESSION_SECONDS } from '../../../legacy/security/tokens.ts';
import type { StandIn } from './standIn.ts';

export interface TestBuyer {
  id: number;
  token: string;
}

let serial = 0;

/**
 * A fresh buyer with `cents` on the balance and a live session, written straight into
 * the database so a test starts from a known balance and history of its own.
 * (The password hash is a dummy: this buyer never logs in through the API.)
 */
export function makeBuyer(standIn: StandIn, cents = 0, prefix = 'buyer'): TestBuyer {
  serial += 1;
  const now = standIn.clock.now();
  const { lastInsertRowid } = standIn.db
    .prepare(
      "INSERT INTO users (username, nickname, password_hash, money_cents, createtime) VALUES (?, ?, 'unused', ?, ?)",
    )
    .run(`${prefix}${serial}_${now}`, `Test ${prefix} ${serial}`, cents, now);
  const id = Number(lastInsertRowid);
  const token = newToken();
  standIn.db
    .prepare('INSERT INTO sessions (token_hash, user_id, createtime, expires_at) VALUES (?, ?, ?, ?)')
    .run(hashToken(token), id, now, now + SESSION_SECONDS * 100);
  return { id, token };
}

export function balanceOf(standIn: StandIn, userId: number): number {
  const row = standIn.db.prepare('SELECT money_cents FROM users WHERE id = ?').get(userId) as { money_cents: number };
  return row.money_cents;
}
