import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { Request, RequestHandler } from 'express';
import { cspHeader, sandboxCsp } from './headers.ts';

/** Whether a GET on /graphql is a browser opening the page rather than a query. */
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' || req.query['query'] !== undefined || req.query['extensions'] !== undefined) return false;
  return req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
}

/** Where `GET /graphql` sends a browser: the offline explorer (server/explorer.ts). */
export const EXPLORER_PATH = '/explorer';

/** The query parameter that asks for Apollo Sandbox instead (`/graphql?sandbox`). */
const SANDBOX_PARAMETER = 'sandbox';

/**
 * A browser opening `GET /graphql` (introspection on): the offline explorer by default, which is
 * bundled with the gateway and works without internet access (a developer on a plane); and with
 * `?sandbox`, in development, Apollo Sandbox, which loads from Apollo's CDN (the explorer links
 * to it). Apollo's page brings a fresh nonce for its inline bootstrap script on every render;
 * this route serves the page itself so the response's Content-Security-Policy can name that
 * nonce, instead of loosening the policy with 'unsafe-inline'. Production has no sandbox: it
 * would load a third-party script.
 */
export function developerPage({ sandbox }: { sandbox: boolean }): RequestHandler {
  const plugin = ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false });
  let render: Promise<() => Promise<string>> | undefined;
  const page = async (): Promise<string> => {
    render ??= (async () => {
      const listener = await plugin.serverWillStart?.({} as never);
      const landing = await listener?.renderLandingPage?.();
      if (!landing) throw new Error('Apollo Sandbox page unavailable');
      const { html } = landing;
      return typeof html === 'string' ? async () => html : html;
    })();
    return (await render)();
  };
  return (req, res, next) => {
    if (!wantsPage(req)) {
      next();
      return;
    }
    if (!sandbox || req.query[SANDBOX_PARAMETER] === undefined) {
      res.setHeader('cache-control', 'no-store');
      res.redirect(302, EXPLORER_PATH);
      return;
    }
    page().then((html) => {
      const nonce = /nonce="([0-9a-f]+)"/.exec(html)?.[1];
      if (!nonce) throw new Error('Apollo Sandbox page without a nonce');
      res.setHeader('content-security-policy', cspHeader(sandboxCsp(nonce)));
      res.setHeader('cache-control', 'no-store');
      res.type('html').send(html);
    }, next);
  };
}
