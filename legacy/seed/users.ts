import { moveMoney } from '../db/ledger.ts';
import type { Db } from '../db/open.ts';
import { avatarUrl } from '../images/names.ts';
import { BILL_TITLES } from '../operator/wallet.ts';
import { hashSecret } from '../security/passwords.ts';
import { notify, type NoticeKind } from '../support/notices.ts';

const DAY = 24 * 60 * 60;

interface SeedBuyer {
  username: string;
  password: string;
  payCode: string | null;
  nickname: string;
  email: string;
  mobile: string;
  quhao: string;
  balanceCents: number;
  avatar: string;
}

/** The two demo buyers. Their secrets are stored hashed; the plain ones are documented for demos. */
const DEMO_BUYER: SeedBuyer = {
  username: 'demo',
  password: 'demo123',
  payCode: '123456',
  nickname: 'Demo Buyer',
  email: 'demo@example.com',
  mobile: '2025550143',
  quhao: '1',
  balanceCents: 1_000_000,
  avatar: avatarUrl(900, 'DB'),
};

const NEW_BUYER: SeedBuyer = {
  username: 'newbie',
  password: 'newbie123',
  payCode: null,
  nickname: 'New Buyer',
  email: 'newbie@example.com',
  mobile: '2025550188',
  quhao: '1',
  balanceCents: 0,
  avatar: '',
};

function insertBuyer(db: Db, buyer: SeedBuyer, langId: number | null, createtime: number): number {
  const result = db
    .prepare(
      `INSERT INTO users (username, nickname, password_hash, pay_hash, email, mobile, quhao, avatar, lang_id, createtime)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      buyer.username,
      buyer.nickname,
      hashSecret(buyer.password),
      buyer.payCode === null ? null : hashSecret(buyer.payCode),
      buyer.email,
      buyer.mobile,
      buyer.quhao,
      buyer.avatar,
      langId,
      createtime,
    );
  const userId = Number(result.lastInsertRowid);
  if (buyer.balanceCents > 0) {
    moveMoney(db, {
      userId,
      cents: buyer.balanceCents,
      type: 'recharge',
      title: BILL_TITLES.recharge,
      now: createtime,
    });
  }
  return userId;
}

/**
 * The demo buyer (balance 10000.00, payment code set, two addresses, a few
 * notifications) and a fresh buyer with nothing (no payment code, no orders, 0.00).
 */
export function seedUsers(db: Db, now: number): void {
  const english = db.prepare<[], { id: number }>("SELECT id FROM languages WHERE file_name = 'en'").get();
  const demoId = insertBuyer(db, DEMO_BUYER, english?.id ?? null, now - 60 * DAY);
  const newbieId = insertBuyer(db, NEW_BUYER, null, now - DAY);

  const address = db.prepare(
    `INSERT INTO addresses (user_id, name, mobile, country, area, detail, tag, is_default, createtime)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  address.run(
    demoId,
    'Alex Morgan',
    '2025550143',
    'United States',
    'Washington, DC 20001',
    '1200 Example Avenue NW, Apt 5B',
    'Home',
    1,
    now - 59 * DAY,
  );
  address.run(
    demoId,
    'Alex Morgan',
    '2025550177',
    'United States',
    'Arlington, VA 22201',
    '400 Sample Street, Floor 3, Acme Co.',
    'Office',
    0,
    now - 30 * DAY,
  );

  const notice = (userId: number, kind: NoticeKind, isRead: boolean, createtime: number) =>
    notify(db, { userId, kind, isRead, now: createtime });
  notice(demoId, 'noticeWelcome', true, now - 60 * DAY);
  notice(demoId, 'noticePayCodeSet', true, now - 59 * DAY);
  notice(demoId, 'noticeOutdoorSale', false, now - 5 * DAY);
  notice(demoId, 'noticeNewPhones', false, now - 2 * DAY);
  notice(demoId, 'noticeSecurity', false, now - 3600);

  notice(newbieId, 'noticeWelcomeNew', false, now - DAY);
}
