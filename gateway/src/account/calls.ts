import { z } from 'zod';
import { addressShape } from '../addresses/calls.ts';
import type { ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyValues } from '../upstream/decode/legacyValues.ts';
import type { DecodedBy, DomainCalls } from '../upstream/callRecord.ts';

// Who signed in, read leniently: only the rate limits use it (security/knownAccounts.ts, to
// count the username, email and mobile as one account), and an odd value there must not fail
// a sign-in the legacy API accepted.
const signedIn = {
  user_id: z.unknown().optional(),
  username: z.unknown().optional(),
  email: z.unknown().optional(),
  mobile: z.unknown().optional(),
};
const session = (v: LegacyValues) => v.object({ userinfo: v.object({ token: v.requiredText, ...signedIn }) });
const language = (v: LegacyValues) => ({ id: v.int, language_name: v.text, chinese_name: v.text, file_name: v.text });

/** The account and session calls: endpoint and decoder (see upstream/callRecord.ts). */
export const accountCalls = {
  login: { endpoint: { method: 'POST', path: '/api/user/login' }, decode: session },
  register: { endpoint: { method: 'POST', path: '/api/user/register' }, decode: session },
  getUserInfo: {
    endpoint: { method: 'GET', path: '/api/user/getUserInfo', idempotent: true },
    decode: (v) =>
      v.object({
        user_id: v.int,
        username: v.text,
        nickname: v.text,
        email: v.text,
        mobile: v.text,
        avatar: v.image,
        money: v.moneyOrZero,
        have_pay: v.flag,
        order_unpaid: v.intOr(0),
        order_unreceived: v.intOr(0),
        lang: v.optionalObject(language(v)),
        address: v.optionalObject(addressShape(v)),
      }),
  },
  logout: { endpoint: { method: 'POST', path: '/api/user/logout' }, decode: (v) => v.ignored },
  profile: { endpoint: { method: 'POST', path: '/api/user/profile' }, decode: (v) => v.ignored },
  resetpwd: { endpoint: { method: 'POST', path: '/api/user/resetpwd' }, decode: (v) => v.ignored },
  resetPay: { endpoint: { method: 'POST', path: '/api/user/resetPay' }, decode: (v) => v.ignored },
  verifyPay: { endpoint: { method: 'POST', path: '/api/user/verify_pay' }, decode: (v) => v.ignored },
  languageList: {
    endpoint: { method: 'GET', path: '/api/user/language_list', publicCache: true, idempotent: true },
    decode: (v) => v.page(v.object({ ...language(v), is_default: v.flag })),
  },
  setLanguage: { endpoint: { method: 'GET', path: '/api/user/set_language' }, decode: (v) => v.ignored },
} satisfies DomainCalls;

type Decoded<Op extends keyof typeof accountCalls> = DecodedBy<(typeof accountCalls)[Op]>;

/* What the account types are resolved from. */

export type User = Decoded<'getUserInfo'>;
export type Language = ListItem<Decoded<'languageList'>>;
/** A new session; the user is loaded with its token. */
export interface AuthPayload {
  token: string;
}
