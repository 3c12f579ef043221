import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStandIn, TestClock } from './support/standIn.ts';

describe('a restarted stand-in', () => {
  const dir = mkdtempSync(join(tmpdir(), 'legacy-restart-'));
  const dbFile = join(dir, 'legacy.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps sessions, addresses and balances, and does not seed twice', async () => {
    const clock = new TestClock();
    const first = await startStandIn({ dbFile, clock });
    const token = await first.login();
    const added = await first.post(
      '/api/user/address_add',
      {
        name: 'Ada Restart',
        mobile: '+4915112345678',
        country: 'DE',
        area: 'Berlin',
        detail: 'Unter den Linden 1',
        tag: 'Home',
      },
      token,
    );
    expect(added.body.code).toBe(1);
    const listings = (first.db.prepare('SELECT COUNT(*) AS n FROM listings').get() as { n: number }).n;
    await first.close();

    const second = await startStandIn({ dbFile, clock });
    try {
      const me = await second.get('/api/user/getUserInfo', {}, token);
      expect(me.body.code).toBe(1);
      expect(me.body.data.money).toBe('10000.00');
      const addresses = await second.get('/api/user/address_list', { page: 1, limit: 50 }, token);
      expect(addresses.body.data.list.map((a: { name: string }) => a.name)).toContain('Ada Restart');
      const again = (second.db.prepare('SELECT COUNT(*) AS n FROM listings').get() as { n: number }).n;
      expect(again).toBe(listings);
      const demos = second.db.prepare("SELECT COUNT(*) AS n FROM users WHERE username = 'demo'").get() as { n: number };
      expect(demos.n).toBe(1);
    } finally {
      await second.close();
    }
  });
});
