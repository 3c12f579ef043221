import { sendEnvelope } from '../passthrough/legacyEnvelope.ts';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { routeKey } from '../http/canonicalPath.ts';
import { routeKeyOf } from '../http/canonicalRequest.ts';
import { shopperOf, tokenSessionKey } from '../http/shopperIdentity.ts';
import { PASSTHROUGH_BODY_LIMIT } from '../passthrough/restPassthrough.ts';
import { endpoints } from '../upstream/endpoints.ts';
import type { AccountNames } from './accountKey.ts';
import type { GuardedKind, RateLimits } from './rateLimits.ts';

type Fields = Record<string, string | undefined>;

/**
 * Whose account an attempt is for, before it is resolved to a key (security/knownAccounts.ts):
 * the name typed, or the session for the payment code.
 */
type AccountOf = { typed: string | undefined } | { session: string };

/**
 * The legacy calls the REST passthrough forwards that an attacker would repeat, with whose
 * account each is: the same rules as the GraphQL mutations (security/guardedOperations.ts), so
 * the existing app's URLs are no way around the limits. With a token, `resetpwd` is the
 * signed-in password change, not the forgotten-password reset. The paths are the endpoint table's
 * (the merchant side's check is not a call the gateway makes).
 */
const GUARDED: Record<string, (fields: Fields, req: Request) => { kind: GuardedKind; account: AccountOf } | undefined> =
  {
    [endpoints.login.path]: (fields) => ({ kind: 'signIn', account: { typed: fields['account'] } }),
    [endpoints.register.path]: (fields) => ({
      kind: 'register',
      account: { typed: fields['username'] ?? fields['account'] },
    }),
    [endpoints.resetpwd.path]: (fields, req) =>
      shopperOf(req).token
        ? undefined
        : { kind: 'forgotPassword', account: { typed: fields['account'] ?? fields['mobile'] } },
    [endpoints.verifyPay.path]: (_fields, req) => ({
      kind: 'paymentCode',
      account: { session: shopperOf(req).sessionKey },
    }),
    [endpoints.resetPay.path]: (_fields, req) => ({
      kind: 'paymentCode',
      account: { session: shopperOf(req).sessionKey },
    }),
    '/merchant/merchant/verify_pay': (_fields, req) => ({
      kind: 'paymentCode',
      account: { session: shopperOf(req).sessionKey },
    }),
  };

/** The key the account limits count an attempt under: the account's when the gateway knows it. */
async function accountKeyOf(rateLimits: RateLimits, account: AccountOf): Promise<string | undefined> {
  if ('session' in account) return (await rateLimits.accounts.sessionAccount(account.session)) ?? account.session;
  return rateLimits.accounts.keyOf(account.typed);
}

export const GUARDED_PASSTHROUGH_PATHS = Object.keys(GUARDED);

/** The rules by route key (http/canonicalPath.ts): every spelling the legacy router takes for a guarded path is guarded. */
const GUARDED_BY_ROUTE = new Map(Object.entries(GUARDED).map(([path, rule]) => [routeKey(path), rule]));

/** The string fields of a JSON or form body, as the legacy API reads them. */
function fieldsOf(req: Request): Fields {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
  if (raw === '') return { ...(req.query as Fields) };
  try {
    const parsed: unknown = (req.get('content-type') ?? '').includes('json')
      ? JSON.parse(raw)
      : Object.fromEntries(new URLSearchParams(raw));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : String(value)]),
    );
  } catch {
    return {}; // the legacy API refuses it itself
  }
}

/** The `userinfo` of an accepted sign-in's `data`, when it carries a token. */
function signedIn(data: unknown): (AccountNames & { token: string }) | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const userinfo = (data as { userinfo?: unknown }).userinfo;
  if (typeof userinfo !== 'object' || userinfo === null) return undefined;
  const token = (userinfo as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? { ...(userinfo as AccountNames), token } : undefined;
}

/** The most of an answer read to see whether the legacy API accepted the attempt. */
const ANSWER_PEEK_BYTES = 16 * 1024;

/**
 * Calls `accepted` once the forwarded answer has gone out, if the legacy API accepted the attempt
 * (HTTP 200, envelope code 1 as number or string), so that a successful sign-in clears the
 * account's count here as it does on the GraphQL side. The answer still streams unchanged: its
 * first bytes are only looked at on their way out.
 */
function whenAccepted(res: Response, accepted: (answer: { data?: unknown }) => Promise<void>): void {
  const seen: Buffer[] = [];
  let size = 0;
  const peek = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size >= ANSWER_PEEK_BYTES) return;
    if (!Buffer.isBuffer(chunk) && typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) return;
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk);
    seen.push(bytes);
    size += bytes.length;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    peek(args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    peek(args[0], args[1]);
    return end(...args);
  }) as Response['end'];
  res.once('finish', () => {
    if (res.statusCode !== 200 || size >= ANSWER_PEEK_BYTES || res.getHeader('content-encoding')) return;
    try {
      const answer = JSON.parse(
        Buffer.concat(seen)
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      ) as { code?: unknown; data?: unknown };
      if (Number(answer.code) === 1) void accepted(answer).catch(() => undefined);
    } catch {
      // Not the envelope: nothing to clear.
    }
  });
}

/**
 * Counts the guarded legacy calls of the passthrough against the same limits as GraphQL. The
 * body is read here (as the passthrough would, unchanged) and forwarded from the buffer by it.
 * Over a limit: HTTP 429, Retry-After and the legacy envelope, nothing forwarded.
 */
export function passthroughAttempts(rateLimits: RateLimits): RequestHandler[] {
  const readBody = express.raw({
    inflate: false,
    limit: PASSTHROUGH_BODY_LIMIT,
    type: (req) => !(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/'),
  });
  return [
    readBody,
    (req, res, next) => {
      const rule = GUARDED_BY_ROUTE.get(routeKeyOf(req));
      const guarded = rule?.(fieldsOf(req), req);
      if (!guarded) {
        next();
        return;
      }
      const ip = shopperOf(req).clientAddress;
      const account = guarded.account;
      accountKeyOf(rateLimits, account)
        .then((key) => rateLimits.attempt(guarded.kind, ip, key))
        .then(
          (attempt) => {
            whenAccepted(res, async (answer) => {
              await attempt.succeeded();
              // A sign-in teaches which spellings and which session are this account's.
              const userinfo = guarded.kind === 'signIn' && 'typed' in account ? signedIn(answer.data) : undefined;
              if (userinfo && 'typed' in account)
                await rateLimits.accounts.learnSignIn(userinfo, account.typed, tokenSessionKey(userinfo.token));
            });
            next();
          },
          (error: unknown) => {
            if (!(error instanceof GraphQLError)) {
              next(error);
              return;
            }
            const retryAfter = Number(error.extensions['retryAfter']) || 1;
            res.setHeader('retry-after', String(retryAfter));
            sendEnvelope(res, 429, error.message);
          },
        );
    },
  ];
}
