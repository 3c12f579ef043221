import { LRUCache } from 'lru-cache';
import type { SharedRedis } from '../shared/redis.ts';
import { accountSpellings, typedAccountKey, type AccountNames } from './accountKey.ts';

/** How long a learnt spelling or session is remembered after the sign-in that taught it. */
const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** Spellings and sessions kept in this process (when there is no Redis, or while it is away). */
const LOCAL_ENTRIES = 50_000;

/**
 * What the gateway learnt from sign-ins the legacy API accepted: which spellings (username,
 * email, mobile, all hashed: security/accountKey.ts) belong to one account, and which session
 * is whose. The rate limits ask it which account an attempt is for, so the three spellings of
 * one account share one counter, and payment-code guesses count per account across sessions.
 * In Redis when shared (every instance learns from each sign-in), always also in a bounded
 * memory of this process, which answers first and while Redis is away.
 */
export class KnownAccounts {
  private readonly local = new LRUCache<string, string>({ max: LOCAL_ENTRIES, ttl: REMEMBER_SECONDS * 1000 });
  /** Accounts whose every spelling this process has learnt (so no getUserInfo is needed again). */
  private readonly completed = new LRUCache<string, true>({ max: LOCAL_ENTRIES, ttl: REMEMBER_SECONDS * 1000 });

  constructor(private readonly shared: SharedRedis) {}

  /** The key a typed account name counts under: its account's when known, else the spelling's own. */
  async keyOf(typed: unknown): Promise<string | undefined> {
    const spelling = typedAccountKey(typed);
    if (spelling === undefined) return undefined;
    return (await this.lookUp(`spelling:${spelling}`)) ?? spelling;
  }

  /** The account a session (http/shopperIdentity.ts `sessionKey`) signed in as, when a sign-in here said so. */
  async sessionAccount(sessionKey: string): Promise<string | undefined> {
    return this.lookUp(`session:${sessionKey}`);
  }

  /**
   * Remembers the account that just signed in: each of its spellings (and the one typed, which
   * the legacy API matched) points to the account; the new session too, when given.
   * Answers the account's key, or undefined when the answer named nobody.
   */
  async remember(names: AccountNames, typed: unknown, sessionKey?: string): Promise<string | undefined> {
    const known = accountSpellings(names);
    if (!known) return undefined;
    const typedKey = typedAccountKey(typed);
    const entries = [...new Set([...known.spellings, ...(typedKey ? [typedKey] : [])])]
      .filter((spelling) => spelling !== known.account)
      .map((spelling) => `spelling:${spelling}`);
    if (sessionKey) entries.push(`session:${sessionKey}`);
    for (const entry of entries) this.local.set(entry, known.account);
    const redis = this.shared.client('accounts');
    if (redis && entries.length > 0) {
      // One SET each, not one MULTI: the entries' keys lie in different slots of a Redis Cluster,
      // and sharing a hash tag would put every account's on one node. Learning is best effort:
      // the process's memory holds what Redis missed.
      await Promise.all(
        entries.map((entry) =>
          redis.set(`gw:acct:${entry}`, known.account, 'EX', REMEMBER_SECONDS).catch(() => undefined),
        ),
      );
    }
    return known.account;
  }

  /**
   * Learns from a sign-in the legacy API accepted. Its answer (`userinfo`) names the username,
   * email and mobile on the stand-in; an API that leaves email and mobile out is asked once per
   * account and process (`fetchNames`, getUserInfo with the new token), not at every sign-in.
   */
  async learnSignIn(
    userinfo: AccountNames,
    typed: unknown,
    sessionKey: string,
    fetchNames?: () => Promise<AccountNames>,
  ): Promise<void> {
    let names = userinfo;
    const complete = userinfo.email !== undefined && userinfo.mobile !== undefined;
    const account = accountSpellings(userinfo)?.account;
    if (!complete && fetchNames && (account === undefined || !this.completed.has(account))) {
      names = await fetchNames().catch(() => userinfo);
    }
    const learnt = await this.remember(names, typed, sessionKey);
    if (learnt !== undefined && names.email !== undefined && names.mobile !== undefined)
      this.completed.set(learnt, true);
  }

  private async lookUp(entry: string): Promise<string | undefined> {
    const own = this.local.get(entry);
    if (own !== undefined) return own;
    const redis = this.shared.client('accounts');
    if (!redis) return undefined;
    try {
      const found = await redis.get(`gw:acct:${entry}`);
      if (found === null) return undefined;
      this.local.set(entry, found);
      return found;
    } catch {
      return undefined;
    }
  }
}
