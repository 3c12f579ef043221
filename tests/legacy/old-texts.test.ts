import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../legacy/db/open.ts';
import { toNotice, type NoticeRow } from '../../legacy/support/notices.ts';
import { renderStored } from '../../legacy/i18n/stored.ts';

/*
 * A database an earlier version filled with English texts: the migrations give
 * those rows their keys, so they read in the reader's language too.
 */

const dir = mkdtempSync(join(tmpdir(), 'legacy-old-texts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('texts stored in English by an earlier version', () => {
  it('are translated once the database is migrated', () => {
    const file = join(dir, 'old.db');
    const db = openDatabase(file);
    const userId = Number(
      db
        .prepare("INSERT INTO users (username, nickname, password_hash, createtime) VALUES ('old', 'Old', 'x', 1)")
        .run().lastInsertRowid,
    );
    const notice = db.prepare('INSERT INTO notices (user_id, title, content, createtime) VALUES (?, ?, ?, 1)');
    notice.run(userId, 'Security reminder', 'Five wrong payment codes in a row lock payment for 15 minutes.');
    notice.run(userId, 'Recharge approved', 'Your recharge of 1234.50 has been credited to your balance.');
    notice.run(
      userId,
      'Withdrawal refused',
      'Your withdrawal of 20.00 was refused and the amount returned to your balance. Reason: Card closed',
    );
    notice.run(userId, 'A note of the operator', 'Written by hand');
    const shop = Number(
      db.prepare("INSERT INTO merchants (mer_name, mer_avatar, createtime) VALUES ('S', '', 1)").run().lastInsertRowid,
    );
    expect(shop).toBeGreaterThan(0);
    db.exec('PRAGMA foreign_keys = OFF');
    const step = db.prepare(
      "INSERT INTO order_deliveries (order_id, delivery_no, mark, updatetime) VALUES (1, 'LX1', ?, 1)",
    );
    step.run('Shipped by Standard Express, tracking number LX1');
    step.run('Shipped by DHL, tracking number DHL-7');
    // As an earlier version left them: no keys, and the database before migration 004.
    db.exec(
      "UPDATE notices SET text_key = NULL, text_params = '{}'; UPDATE order_deliveries SET mark_key = NULL, mark_params = '{}'",
    );
    db.pragma('user_version = 3');
    db.close();

    const migrated = openDatabase(file);
    const notices = migrated.prepare('SELECT * FROM notices ORDER BY id').all() as NoticeRow[];
    expect(notices.map((row) => toNotice(row, 'ar').title)).toEqual([
      'تذكير أمني',
      'تمت الموافقة على الشحن',
      'تم رفض السحب',
      'A note of the operator',
    ]);
    expect(toNotice(notices[1]!, 'en').content).toBe('Your recharge of $1,234.50 has been credited to your balance.');
    expect(toNotice(notices[2]!, 'fr').content).toBe(
      'Votre retrait de 20,00\u00a0$ a été refusé et le montant a été restitué sur votre solde. Motif : Card closed',
    );
    const steps = migrated
      .prepare('SELECT mark, mark_key, mark_params FROM order_deliveries ORDER BY id')
      .all() as Array<{
      mark: string;
      mark_key: string | null;
      mark_params: string;
    }>;
    expect(steps.map((row) => renderStored('zh-cn', row.mark_key, row.mark_params, row.mark))).toEqual([
      '已由标准快递发货，运单号 LX1',
      '已由DHL发货，运单号 DHL-7',
    ]);
    migrated.close();
  });
});
