import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { Request, RequestHandler } from 'express';
import { cspHeader, sandboxCsp } from './headers.ts';

/** Whether a GET on /graphql is a browser opening the page rather than a query. */
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' || req.query['query'] !== undefined || req.query['extensions'] !== undefined) return false;
  return req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
}

/**
 * Apollo Sandbox on `GET /graphql` in a browser (development, introspection on). Apollo's page
 * brings a fresh nonce for its inline bootstrap script on every render; this route serves the
 * page itself so the response's Content-Security-Policy can name that nonce, instead of
 * loosening the policy with 'unsafe-inline'. Production has no such page: it would load a
 * third-party script.
 */
export function sandboxPage(): RequestHandler {
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
    page().then((html) => {
      const nonce = /nonce="([0-9a-f]+)"/.exec(html)?.[1];
      if (!nonce) throw new Error('Apollo Sandbox page without a nonce');
      res.setHeader('content-security-policy', cspHeader(sandboxCsp(nonce)));
      res.setHeader('cache-control', 'no-store');
      res.type('html').send(html);
    }, next);
  };
}
