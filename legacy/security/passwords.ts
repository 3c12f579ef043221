import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/*
 * Passwords and payment codes are stored as scrypt hashes:
 * `scrypt$N$r$p$salt$hash` (salt and hash base64). Never plain, never reversible.
 */

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(secret, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export function verifySecret(secret: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(secret, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(expected, actual);
}
