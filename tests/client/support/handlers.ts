import { graphql, HttpResponse, type GraphQLHandler } from 'msw';
import type { CurrentUserQuery as CurrentUserResult } from '../../../client/src/gql/graphql.ts';
import { CurrentUserQuery, LogoutMutation } from '../../../client/src/session/currentUser.ts';

/**
 * Ready-made GraphQL answers for client tests (msw 2). Answers should carry
 * `__typename` on objects, as the gateway's do (Apollo's cache normalises by it
 * and warns when it is missing): use `typed('Product', {...})`.
 *
 *   renderApp({ path: '/order', token: 'T', handlers: [currentUser(), ...] })
 *   server.use(graphql.query('Orders', () => HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'))))
 */
export type Me = NonNullable<CurrentUserResult['me']>;

/**
 * Adds `__typename` to an answer object without upsetting the codegen types (which
 * leave it out): `typed('Address', { id: '1', ... })` keeps the type of the object.
 */
export function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

/** A signed-in buyer as the CurrentUser query answers it; English unless overridden. */
export function aUser(overrides: Partial<Me> = {}): Me {
  return typed('User', {
    id: '7',
    nickname: 'Demo Buyer',
    avatar: null,
    balance: '1000.00',
    hasPaymentCode: true,
    unpaidOrderCount: 0,
    unreceivedOrderCount: 0,
    language: typed('Language', { id: '1', code: 'en', name: 'English', chineseName: '英语' }),
    ...overrides,
  });
}

/** Answers the shell's CurrentUser query with this buyer (the guard asks for it when there is a token). */
export function currentUser(me: Me = aUser()): GraphQLHandler {
  return graphql.query(CurrentUserQuery, () => HttpResponse.json({ data: { me } }));
}

/** Answers the Logout mutation with ok. */
export function logoutOk(onLogout?: () => void): GraphQLHandler {
  return graphql.mutation(LogoutMutation, () => {
    onLogout?.();
    return HttpResponse.json({ data: { logout: typed('ActionResult', { ok: true }) } });
  });
}

/** The gateway's error codes (schema/common.graphql, enum ErrorCode). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'UPSTREAM_REJECTED'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_HTTP_ERROR'
  | 'UPSTREAM_BAD_RESPONSE'
  | 'BAD_USER_INPUT'
  | 'DUPLICATE_SUBMISSION'
  | 'NOT_FOUND'
  | 'ACTION_REFUSED'
  | 'INTERNAL_SERVER_ERROR';

/**
 * A GraphQL error body as the gateway sends it: `HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'Stock is short'))`.
 * `extensions` adds e.g. `{ status: 502 }` for UPSTREAM_HTTP_ERROR or `{ field: 'mobile' }` for BAD_USER_INPUT.
 */
export function gqlError(
  code: ErrorCode,
  message: string = code,
  extensions: Record<string, unknown> = {},
  path?: string[],
) {
  return {
    data: null,
    errors: [{ message, ...(path ? { path } : {}), extensions: { code, ...extensions } }],
  };
}
