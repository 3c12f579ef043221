import type { Db } from '../db/open.ts';
import { avatarUrl } from '../images/names.ts';
import { BILL_TITLES } from '../operator/wallet.ts';
import { encodeParams, englishOf, type StoredText } from '../i18n/stored.ts';
import { SeededRandom } from './random.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function chars(random: SeededRandom, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[random.int(0, alphabet.length - 1)];
  return out;
}

/**
 * Deposit networks with made-up addresses in each network's usual format
 * (TRON base58 "T…", Ethereum "0x…", Bitcoin bech32 "bc1q…"). They belong to no one.
 */
function networks(random: SeededRandom): Array<[string, string]> {
  return [
    ['USDT-TRC20', `T${chars(random, BASE58, 33)}`],
    ['USDT-ERC20', `0x${chars(random, HEX, 40)}`],
    ['BTC', `bc1q${chars(random, BECH32, 38)}`],
    ['ETH', `0x${chars(random, HEX, 40)}`],
  ];
}

const DAY = 24 * 60 * 60;

/** The operator's standard reasons of the seeded refusals (translated when read). */
const TRANSFER_NOT_FOUND: StoredText = { key: 'auditTransferNotFound' };
const HOLDER_MISMATCH: StoredText = { key: 'auditHolderMismatch' };

/**
 * Recharge networks, and for the demo buyer a saved bank card and a wallet history
 * that explains the seeded balance of 10000.00 without changing it: the passed
 * recharge of 10000.00 behind the opening-balance bill row the user seed writes
 * (at the buyer's creation), one refused recharge, and one refused withdrawal whose
 * amount came back (two bill rows that cancel out). Nothing is left auditing, so
 * the demo auto-operator never changes the balance.
 */
export function seedWallet(db: Db, now: number): void {
  const random = new SeededRandom(0x5eed_3a11);
  const insertNetwork = db.prepare('INSERT INTO networks (network, blockchain) VALUES (?, ?)');
  const addresses = networks(random);
  for (const [network, address] of addresses) insertNetwork.run(network, address);

  const demo = db
    .prepare<[], { id: number; money_cents: number }>("SELECT id, money_cents FROM users WHERE username = 'demo'")
    .get();
  if (!demo) return;
  const [trc20Name, trc20Address] = addresses[0] ?? ['', ''];
  const holder = 'Alex Morgan';
  const card = '6217 0000 4821 9035';

  db.prepare('INSERT INTO bank_cards (user_id, bank_name, bank_card, real_name) VALUES (?, ?, ?, ?)').run(
    demo.id,
    'Global Commerce Bank',
    card,
    holder,
  );

  // A drawn placeholder picture ("TX") stands in for the transfer receipts.
  const evidence = avatarUrl(7, 'TX');
  const insertRecharge = db.prepare(
    `INSERT INTO recharges (user_id, type, network, blockchain, price_cents, actual_price_cents, image, status,
       admin_msg, admin_msg_key, createtime, audittime) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBill = (title: StoredText, cents: number, balanceCents: number, createtime: number) =>
    db
      .prepare(
        `INSERT INTO bills (user_id, title, title_key, title_params, money_cents, type, balance_cents, createtime)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        demo.id,
        englishOf(title),
        title.key,
        encodeParams(title),
        cents,
        cents > 0 && title.key === 'billRecharge' ? 'recharge' : 'extract',
        balanceCents,
        createtime,
      );

  // Its bill row is the user seed's opening balance, written when the buyer was created.
  const opening = db
    .prepare<[number], { createtime: number }>(
      "SELECT createtime FROM bills WHERE user_id = ? AND type = 'recharge' ORDER BY id LIMIT 1",
    )
    .get(demo.id);
  const passedAt = opening?.createtime ?? now - 60 * DAY;
  insertRecharge.run(
    demo.id,
    1,
    trc20Name,
    trc20Address,
    1_000_000,
    1_000_000,
    evidence,
    1,
    '',
    null,
    passedAt - 1800,
    passedAt,
  );
  if (!opening) insertBill(BILL_TITLES.recharge, 1_000_000, 1_000_000, passedAt);

  const refusedAt = now - 20 * DAY;
  insertRecharge.run(
    demo.id,
    2,
    '',
    '',
    20_000,
    0,
    evidence,
    2,
    englishOf(TRANSFER_NOT_FOUND),
    TRANSFER_NOT_FOUND.key,
    refusedAt,
    refusedAt + 7200,
  );

  const withdrawnAt = now - 10 * DAY;
  db.prepare(
    `INSERT INTO withdrawals (user_id, extract_type, extract_price_cents, fee_cents, real_price_cents, bank_card,
       bank_name, real_name, status, mark, admin_msg, admin_msg_key, createtime, audittime)
     VALUES (?, 0, 30000, 900, 29100, ?, 'Global Commerce Bank', ?, 2, ?, ?, ?, ?, ?)`,
  ).run(
    demo.id,
    card,
    holder,
    'Global Commerce Bank ****9035',
    englishOf(HOLDER_MISMATCH),
    HOLDER_MISMATCH.key,
    withdrawnAt,
    withdrawnAt + 5400,
  );
  insertBill(BILL_TITLES.withdrawal, -30_000, demo.money_cents - 30_000, withdrawnAt);
  insertBill(BILL_TITLES.withdrawalReturned, 30_000, demo.money_cents, withdrawnAt + 5400);
}
