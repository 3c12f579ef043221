import { createHash } from 'node:crypto';

/**
 * The one place that says which typed account names are the same account, for the rate limits.
 *
 * The legacy login (legacy/routes/account.ts `findLogin`) accepts the username, the email
 * (case-insensitive) or the mobile number with any number of leading `+`. Counting the text as
 * typed let an attacker multiply the per-account limit by spelling the name differently, so the
 * counters key on a canonical form: trimmed, NFKC-folded (full-width digits and letters are the
 * ASCII ones), lower-cased; a mobile number without its leading `+`, spaces, dashes, dots and
 * parentheses. Folding more than the legacy API does only merges counters, which is the safe side.
 */

/** Longest text considered: the legacy API refuses longer account names anyway. */
const MAX_TYPED = 256;

/** What remains of a mobile number once its formatting is removed: digits only. */
const MOBILE_FORMATTING = /[\s\-().+\u00a0]/g;
const LOOKS_LIKE_MOBILE = /^[\s\-().+\u00a0\d]+$/;

type SpellingForm = 'username' | 'email' | 'mobile';

export interface CanonicalSpelling {
  form: SpellingForm;
  /** The canonical text: never logged nor stored as such, only hashed. */
  text: string;
}

/** The canonical spelling of a typed account name, or undefined when there is nothing to key on. */
export function canonicalSpelling(typed: unknown): CanonicalSpelling | undefined {
  if (typeof typed !== 'string' && typeof typed !== 'number') return undefined;
  const folded = String(typed).slice(0, MAX_TYPED).normalize('NFKC').trim().toLowerCase();
  if (folded === '') return undefined;
  if (LOOKS_LIKE_MOBILE.test(folded)) {
    const digits = folded.replace(MOBILE_FORMATTING, '');
    if (digits !== '') return { form: 'mobile', text: digits };
  }
  if (folded.includes('@')) return { form: 'email', text: folded };
  return { form: 'username', text: folded };
}

/**
 * The key of a spelling in counters and in the memory of known accounts: a hash, so neither
 * Redis nor a log line holds the name, the email or the mobile number. The form is left out on
 * purpose: a username made of digits and the same digits as a mobile number share a counter.
 */
function spellingKey(spelling: CanonicalSpelling): string {
  return createHash('sha256').update(`account\0${spelling.text}`).digest('hex').slice(0, 32);
}

/** The key of what was typed, straight from the text (undefined when blank). */
export function typedAccountKey(typed: unknown): string | undefined {
  const spelling = canonicalSpelling(typed);
  return spelling ? spellingKey(spelling) : undefined;
}

/** Who signed in, as the legacy API's sign-in answer (`userinfo`) or getUserInfo names them. */
export interface AccountNames {
  username?: unknown;
  email?: unknown;
  mobile?: unknown;
  user_id?: unknown;
}

/**
 * The account's own key and the keys of each of its spellings. The account is keyed by its
 * username's spelling, so the counters of someone who types the username stay the same before
 * and after the gateway learns the other spellings; without a username, by the user id.
 */
export function accountSpellings(names: AccountNames): { account: string; spellings: string[] } | undefined {
  const username = canonicalSpelling(names.username);
  const userId =
    typeof names.user_id === 'number' || typeof names.user_id === 'string' ? String(names.user_id).trim() : '';
  const account = username
    ? spellingKey(username)
    : userId !== ''
      ? createHash('sha256').update(`account-id\0${userId}`).digest('hex').slice(0, 32)
      : undefined;
  if (!account) return undefined;
  const spellings = [names.username, names.email, names.mobile]
    .map((value) => canonicalSpelling(value))
    .filter((spelling): spelling is CanonicalSpelling => spelling !== undefined)
    .map((spelling) => spellingKey(spelling));
  return { account, spellings: [...new Set(spellings)] };
}
