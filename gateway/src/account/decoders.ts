import { z } from 'zod';
import { addressShape } from '../addresses/decoders.ts';
import type { LegacyValues } from '../upstream/decode/legacyValues.ts';

/** Decoders of the account and session calls (see upstream/decoders.ts). */
export function accountDecoders(v: LegacyValues) {
  // Who signed in, read leniently: only the rate limits use it (security/knownAccounts.ts, to
  // count the username, email and mobile as one account), and an odd value there must not fail
  // a sign-in the legacy API accepted.
  const signedIn = {
    user_id: z.unknown().optional(),
    username: z.unknown().optional(),
    email: z.unknown().optional(),
    mobile: z.unknown().optional(),
  };
  const session = v.object({ userinfo: v.object({ token: v.requiredText, ...signedIn }) });
  const language = { id: v.int, language_name: v.text, chinese_name: v.text, file_name: v.text };
  return {
    login: session,
    register: session,
    getUserInfo: v.object({
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
      lang: v.optionalObject(language),
      address: v.optionalObject(addressShape(v)),
    }),
    logout: v.ignored,
    profile: v.ignored,
    resetpwd: v.ignored,
    resetPay: v.ignored,
    verifyPay: v.ignored,
    languageList: v.page(v.object({ ...language, is_default: v.flag })),
    setLanguage: v.ignored,
  };
}
