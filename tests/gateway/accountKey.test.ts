import { describe, expect, it } from 'vitest';
import { accountSpellings, canonicalSpelling, typedAccountKey } from '../../gateway/src/security/accountKey.ts';

/* The one canonical form of an account name the rate limits key on (issue 18, item 2). */
describe('canonicalSpelling', () => {
  it.each([
    ['demo', 'username', 'demo'],
    [' DEMO ', 'username', 'demo'],
    ['Ｄｅｍｏ', 'username', 'demo'],
    ['Demo@Example.COM ', 'email', 'demo@example.com'],
    ['2025550143', 'mobile', '2025550143'],
    ['+2025550143', 'mobile', '2025550143'],
    ['+++2025550143', 'mobile', '2025550143'],
    ['+1 (202) 555-0143', 'mobile', '12025550143'],
    ['２０２５５５０１４３', 'mobile', '2025550143'],
  ])('%j is the %s %j', (typed, form, text) => {
    expect(canonicalSpelling(typed)).toEqual({ form, text });
  });

  it('has nothing to key on in blanks and non-texts', () => {
    for (const blank of ['', '   ', undefined, null, {}, ['demo']]) expect(canonicalSpelling(blank)).toBeUndefined();
  });

  it('gives every spelling of one name one hashed key, which holds no part of it', () => {
    const keys = new Set(['demo', 'DEMO', ' Demo'].map(typedAccountKey));
    expect(keys.size).toBe(1);
    const [key] = [...keys] as string[];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(typedAccountKey('+2025550143')).toBe(typedAccountKey('2025550143'));
    expect(typedAccountKey('demo')).not.toBe(typedAccountKey('demo2'));
  });
});

describe('accountSpellings', () => {
  it('keys the account by its username and lists the keys of its email and mobile', () => {
    const known = accountSpellings({ user_id: 1, username: 'demo', email: 'demo@example.com', mobile: '+2025550143' });
    expect(known?.account).toBe(typedAccountKey('Demo'));
    expect(known?.spellings).toEqual([
      typedAccountKey('demo'),
      typedAccountKey('DEMO@example.com'),
      typedAccountKey('2025550143'),
    ]);
  });

  it('falls back on the user id, and names nobody without either', () => {
    expect(accountSpellings({ user_id: 7, email: 'a@b.c' })?.account).toMatch(/^[0-9a-f]{32}$/);
    expect(accountSpellings({ email: 'a@b.c' })).toBeUndefined();
  });
});
