import { verifyPaymentCode } from './paymentCodeCheck.ts';
import {
  changePasswordParams,
  loginParams,
  paymentCodeChange,
  profileParams,
  registerParams,
  resetPasswordParams,
  resetPayParams,
} from './inputs.ts';
import { tokenSessionKey } from '../http/shopperIdentity.ts';
import { unauthenticated } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { id, paymentCode } from '../validation/rules.ts';
import { readPage } from '../graphql/readPage.ts';

/** Sign-in and sign-up, the session's buyer, profile, passwords, payment code and language. */
export const accountResolvers: Resolvers = {
  Query: {
    // No token is simply nobody; a token the upstream refuses is an UNAUTHENTICATED error.
    me: (_parent, _args, { legacy }) => (legacy.hasToken ? legacy.read('getUserInfo') : null),
    languages: (_parent, args, { legacy }) => readPage(args, (paging) => legacy.read('languageList', paging)),
  },
  Mutation: {
    login: async (_parent, args, { legacy, rateLimits }) => {
      const { data } = await legacy.write('login', loginParams(args.account, args.password));
      const { token } = data.userinfo;
      // The rate limits learn which spellings and which session are this account's.
      await rateLimits.accounts.learnSignIn(data.userinfo, args.account, tokenSessionKey(token), () =>
        legacy.withToken(token).read('getUserInfo'),
      );
      return { token };
    },
    register: async (_parent, args, { legacy }) => {
      const { data } = await legacy.write('register', registerParams(args.input));
      return { token: data.userinfo.token };
    },
    logout: async (_parent, _args, { legacy }) => {
      const { msg } = await legacy.write('logout');
      return { ok: true, message: msg };
    },
    updateProfile: async (_parent, args, { legacy, images }) => {
      await legacy.write(
        'profile',
        profileParams(args.input, (url) => images.toUpstream(url)),
      );
      return legacy.read('getUserInfo');
    },
    changePassword: async (_parent, args, { legacy }) => {
      const params = changePasswordParams(args.input);
      // Without a token the legacy call would be the forgotten-password reset instead.
      if (!legacy.hasToken) throw unauthenticated();
      const { msg } = await legacy.write('resetpwd', params);
      return { ok: true, message: msg };
    },
    // Attempts are limited per account and address like sign-in (security/guardedOperations.ts).
    resetPassword: async (_parent, args, { legacy }) => {
      // Stricter than the legacy API, which resets by mobile alone (see docs/gateway.md).
      const params = resetPasswordParams(args.input);
      // The legacy call is the forgotten-password reset only when it carries no token.
      const { msg } = await legacy.withToken(undefined).write('resetpwd', params);
      return { ok: true, message: msg };
    },
    setPaymentCode: async (_parent, args, { legacy }) => {
      const change = paymentCodeChange(args.input);
      // Whether the current code is required depends on whether one is set.
      const user = await legacy.read('getUserInfo');
      await legacy.write('resetPay', resetPayParams(change, user.have_pay));
      return legacy.read('getUserInfo');
    },
    verifyPaymentCode: async (_parent, args, { legacy }) => {
      const { msg } = await verifyPaymentCode(legacy, 'code', paymentCode('code', args.code));
      return { ok: true, message: msg };
    },
    setLanguage: async (_parent, args, { legacy }) => {
      const languageId = id('languageId', args.languageId);
      await legacy.write('setLanguage', { lang_id: Number(languageId) });
      return legacy.read('getUserInfo');
    },
  },
  AuthPayload: {
    token: (payload) => payload.token,
    // The request that opened the session carries no token yet: load the buyer with the new one.
    user: (payload, _args, { legacy }) => legacy.withToken(payload.token).read('getUserInfo'),
  },
  User: {
    id: (user) => String(user.user_id),
    avatar: (user, _args, { images }) => images.one(user.avatar) || null,
    balance: (user) => user.money,
    hasPaymentCode: (user) => user.have_pay,
    unpaidOrderCount: (user) => user.order_unpaid,
    unreceivedOrderCount: (user) => user.order_unreceived,
    language: async (user, _args, { legacy }) => {
      if (!user.lang) return null;
      // getUserInfo leaves out whether the language is the default; the (cached) list says.
      const { list } = await legacy.read('languageList', { page: 1, limit: 100 });
      return list.find((language) => language.id === user.lang?.id) ?? { ...user.lang, is_default: false };
    },
    defaultAddress: (user) => user.address,
  },
  Language: {
    id: (language) => String(language.id),
    name: (language) => language.language_name,
    chineseName: (language) => language.chinese_name,
    code: (language) => language.file_name,
    isDefault: (language) => language.is_default,
  },
};
