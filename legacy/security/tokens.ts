import { createHash, randomBytes } from 'node:crypto';

/** Sessions last three days. */
export const SESSION_SECONDS = 3 * 24 * 60 * 60;

/** A fresh session token: 32 random bytes, hex-encoded. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** Tokens are stored only as their SHA-256, so a leaked database grants no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
