import { setupServer } from 'msw/node';

/**
 * The one msw server of a client test file: it answers the app's GraphQL
 * requests (happy-dom's fetch goes through msw's interceptors). The setup file
 * starts it, drops per-test handlers after each test and stops it at the end;
 * tests add their answers with `server.use(...)` or `renderApp({ handlers })`.
 *
 * A request no handler answers fails as a network error (so a missing handler
 * shows up as "backend interface connection abnormal") and is reported with the
 * GraphQL operation's name on stderr.
 */
export const server = setupServer();

export function listen(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      // Images and other static files are not the app's business in happy-dom.
      if (request.method === 'GET' && !url.pathname.startsWith('/graphql')) return;
      void request
        .clone()
        .text()
        .then((body) => {
          const name = /"operationName"\s*:\s*"([^"]+)"/.exec(body)?.[1];
          if (name) console.error(`[msw] no handler answers the GraphQL operation ${name}`);
        })
        .catch(() => undefined);
      print.error();
    },
  });
}
