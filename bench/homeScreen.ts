import { endpoints } from '../gateway/src/upstream/endpoints.ts';
import { HOME_CALLS, HOME_QUERY } from '../tests/support/homeCalls.ts';
import { send } from './http.ts';

/*
 * The Home screen's data, two ways: one GraphQL query to the gateway, or the six
 * legacy calls behind it made by the client itself. Both check every answer.
 */

/** The interface language both sides ask for (sent as lang and language, as the client does). */
const LANG = 'en';

export async function login(standIn: string): Promise<string> {
  const reply = await send(new URL('/api/user/login', standIn), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'demo123' }),
  });
  const envelope = JSON.parse(reply.body) as { code: number; msg: string; data: { userinfo: { token: string } } };
  if (envelope.code !== 1) throw new Error(`demo login failed: ${envelope.msg}`);
  return envelope.data.userinfo.token;
}

/** One GraphQL POST per call of the answer, checked for errors and for the buyer (`me`) in it. */
function homePost(serverUrl: string, token: string, request: object, who: string): () => Promise<number> {
  const url = new URL('/graphql', serverUrl);
  const body = JSON.stringify(request);
  const headers = { 'content-type': 'application/json', token, lang: LANG, language: LANG };
  return async () => {
    const reply = await send(url, { method: 'POST', headers, body });
    const answer = JSON.parse(reply.body) as { data?: { me?: unknown }; errors?: Array<{ message: string }> };
    if (reply.status !== 200 || answer.errors || !answer.data?.me) {
      throw new Error(`${who} answered ${reply.status}: ${reply.body.slice(0, 200)}`);
    }
    return reply.bytes;
  };
}

/** One Home screen through the gateway: one POST, checked for errors. */
export function viaGateway(gatewayUrl: string, token: string): () => Promise<number> {
  return homePost(gatewayUrl, token, { operationName: 'Home', query: HOME_QUERY }, 'gateway');
}

/** The six calls' answers as a minimal graphql-js server gives them (bench/minimalGraphqlProcess.ts). */
export const MINIMAL_HOME_QUERY = '{ platform banners categories hotProducts hotShops me }';

/** One Home screen through the minimal graphql-js server of the reference: one POST, checked. */
export function viaMinimalServer(serverUrl: string, token: string): () => Promise<number> {
  return homePost(serverUrl, token, { query: MINIMAL_HOME_QUERY }, 'the minimal server');
}

/** The same Home screen as a REST client builds it: the six legacy calls at once. */
export function direct(standInUrl: string, token: string): () => Promise<number> {
  const requests = HOME_CALLS.map(({ operation, query }) => {
    const url = new URL(endpoints[operation].path, standInUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  });
  const headers = { token, lang: LANG, language: LANG };
  return async () => {
    const replies = await Promise.all(requests.map((url) => send(url, { headers })));
    let bytes = 0;
    for (const reply of replies) {
      const envelope = JSON.parse(reply.body) as { code?: number };
      if (reply.status !== 200 || envelope.code !== 1)
        throw new Error(`stand-in answered ${reply.status}: ${reply.body.slice(0, 200)}`);
      bytes += reply.bytes;
    }
    return bytes;
  };
}

/** A query behind which there is exactly one upstream call (the buyer's own, never cached). */
export const ONE_CALL_QUERY = 'query Me { me { id nickname balance } }';

/** One one-call query through the gateway. */
export function oneCallViaGateway(gatewayUrl: string, token: string): () => Promise<number> {
  const url = new URL('/graphql', gatewayUrl);
  const body = JSON.stringify({ operationName: 'Me', query: ONE_CALL_QUERY });
  const headers = { 'content-type': 'application/json', token, lang: LANG, language: LANG };
  return async () => {
    const reply = await send(url, { method: 'POST', headers, body });
    const answer = JSON.parse(reply.body) as { data?: { me?: unknown }; errors?: unknown };
    if (reply.status !== 200 || answer.errors || !answer.data?.me)
      throw new Error(`gateway answered ${reply.status}: ${reply.body.slice(0, 200)}`);
    return reply.bytes;
  };
}

/** The same legacy call made directly. */
export function oneCallDirect(standInUrl: string, token: string): () => Promise<number> {
  const url = new URL(endpoints.getUserInfo.path, standInUrl);
  const headers = { token, lang: LANG, language: LANG };
  return async () => {
    const reply = await send(url, { headers });
    const envelope = JSON.parse(reply.body) as { code?: number };
    if (reply.status !== 200 || envelope.code !== 1)
      throw new Error(`stand-in answered ${reply.status}: ${reply.body.slice(0, 200)}`);
    return reply.bytes;
  };
}
