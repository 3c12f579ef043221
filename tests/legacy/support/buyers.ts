import { hashSecret } from '../../../legacy/security/passwords.ts';
import { hashToken, newToken, SESSION_SECONDS } from '../../../legacy/security/tokens.ts';
import type { StandIn } from './standIn.ts';

/*
 * Buyers and what they hold (balance, bills, addresses), written straight into the
 * database so each test knows them exactly and does not depend on the seed.
 * (The password hash is a dummy: these buyers never log in through the API.)
 */

let serial = 0;

/** Computed once: scrypt is deliberately slow. */
let payHash: string | undefined;
function payCodeHash(): string {
  payHash ??= hashSecret('123456');
  return payHash;
}

export interface Buyer {
  id: number;
  token: string;
}

export interface BuyerOptions {
  /** Balance in cents (default 10000.00). */
  cents?: number;
  /** Has a payment code (default true). */
  payCode?: boolean;
  /** This session verified the payment code (default true). */
  verified?: boolean;
}

/** A buyer with a live session, a balance and (by default) a verified payment code. */
export function makeBuyer(s: StandIn, options: BuyerOptions = {}): Buyer {
  const { cents = 1_000_000, payCode = true, verified = true } = options;
  serial += 1;
  const now = s.clock.now();
  const { lastInsertRowid } = s.db
    .prepare(
      `INSERT INTO users (username, nickname, password_hash, pay_hash, money_cents, createtime)
       VALUES (?, ?, 'unused', ?, ?, ?)`,
    )
    .run(`orderbuyer${serial}`, `Order buyer ${serial}`, payCode ? payCodeHash() : null, cents, now);
  const id = Number(lastInsertRowid);
  const token = newToken();
  s.db
    .prepare(
      'INSERT INTO sessions (token_hash, user_id, createtime, expires_at, pay_verified_until) VALUES (?, ?, ?, ?, ?)',
    )
    .run(hashToken(token), id, now, now + SESSION_SECONDS * 100, verified ? now + 10 * 365 * 86400 : 0);
  return { id, token };
}

/** Sets (or clears, with 0) how long the buyer's session counts as payment-verified. */
export function setPayVerified(s: StandIn, buyer: Buyer, until: number): void {
  s.db.prepare('UPDATE sessions SET pay_verified_until = ? WHERE token_hash = ?').run(until, hashToken(buyer.token));
}

export interface AddressOptions {
  isDefault?: boolean;
}

/** One of the buyer's shipping addresses. */
export function makeAddress(s: StandIn, buyer: Buyer, { isDefault = true }: AddressOptions = {}): number {
  const { lastInsertRowid } = s.db
    .prepare(
      `INSERT INTO addresses (user_id, name, mobile, country, area, detail, tag, is_default, createtime)
       VALUES (?, 'Ada Buyer', '+44 7700 900123', 'United Kingdom', 'London', '1 Test Street', 'Home', ?, ?)`,
    )
    .run(buyer.id, isDefault ? 1 : 0, s.clock.now());
  return Number(lastInsertRowid);
}

/** The buyer's balance in cents. */
export function balanceOf(s: StandIn, buyer: Buyer): number {
  return (s.db.prepare('SELECT money_cents FROM users WHERE id = ?').get(buyer.id) as { money_cents: number })
    .money_cents;
}

/** The buyer's fund records, oldest first. */
export function billsOf(s: StandIn, buyer: Buyer) {
  return s.db
    .prepare('SELECT title, money_cents, type, balance_cents FROM bills WHERE user_id = ? ORDER BY id')
    .all(buyer.id) as Array<{ title: string; money_cents: number; type: string; balance_cents: number }>;
}
