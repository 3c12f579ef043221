import type { Db } from '../db/open.ts';
import { formatCents } from '../db/money.ts';
import { hashToken, newToken, SESSION_SECONDS } from '../security/tokens.ts';

/** What login and register answer as `data.userinfo`. */
export interface UserInfo {
  token: string;
  user_id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  money: string;
  /** Seconds the token stays valid. */
  expires_in: number;
  /** Unix time the token expires. */
  expiretime: number;
}

interface UserRow {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  money_cents: number;
}

/**
 * Opens a session for the buyer: a fresh random token whose SHA-256 alone is
 * stored, valid SESSION_SECONDS. The buyer's expired sessions are swept on the way.
 */
export function openSession(db: Db, userId: number, now: number): UserInfo {
  const token = newToken();
  const expiresAt = now + SESSION_SECONDS;
  const user = db.transaction(() => {
    db.prepare('DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?').run(userId, now);
    db.prepare('INSERT INTO sessions (token_hash, user_id, createtime, expires_at) VALUES (?, ?, ?, ?)').run(
      hashToken(token),
      userId,
      now,
      expiresAt,
    );
    return db
      .prepare<[number], UserRow>(
        'SELECT id, username, nickname, avatar, email, mobile, money_cents FROM users WHERE id = ?',
      )
      .get(userId);
  })();
  if (!user) throw new Error(`openSession: user ${userId} does not exist`);
  return {
    token,
    user_id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    email: user.email,
    mobile: user.mobile,
    money: formatCents(user.money_cents),
    expires_in: SESSION_SECONDS,
    expiretime: expiresAt,
  };
}

/** Ends every session of the buyer (after a password change or reset). */
export function closeAllSessions(db: Db, userId: number): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
