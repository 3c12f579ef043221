import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { createServer } from 'node:http';
import { endpoints } from '../gateway/src/upstream/endpoints.ts';
import { HOME_CALLS } from '../tests/support/homeCalls.ts';
import { send } from './http.ts';
import { answerBenchCommands } from './childCommands.ts';
import type { ChildReady } from './ipc.ts';

/*
 * The bench's reference (issue 12): a minimal graphql-js server in front of the stand-in
 * at BENCH_UPSTREAM, in a process of its own. Node's http server, graphql-js parsing,
 * validating and executing every request, and the Home screen's six legacy calls over
 * keep-alive, each answer parsed and handed back whole (a JSON scalar). No cache, no
 * input checks, no decoding, no limits, no logging, no metrics: a floor for what any
 * GraphQL layer making those six calls costs on this machine.
 */
const upstreamUrl = process.env['BENCH_UPSTREAM'];
if (!upstreamUrl) throw new Error('BENCH_UPSTREAM is not set');

const schema: GraphQLSchema = buildSchema(`
  scalar JSON
  type Query { platform: JSON banners: JSON categories: JSON hotProducts: JSON hotShops: JSON me: JSON }
`);

const counts: Record<string, number> = {};
const FIELDS = ['platform', 'banners', 'categories', 'hotProducts', 'hotShops', 'me'] as const;

interface Headers {
  token: string;
  lang: string;
}

/** Each field of Query is one of the six calls, in HOME_CALLS's order. */
const rootValue = Object.fromEntries(
  FIELDS.map((field, index) => {
    const { operation, query } = HOME_CALLS[index] as (typeof HOME_CALLS)[number];
    const url = new URL(endpoints[operation].path, upstreamUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return [
      field,
      async (_args: unknown, headers: Headers) => {
        counts[operation] = (counts[operation] ?? 0) + 1;
        const reply = await send(url, {
          headers: { token: headers.token, lang: headers.lang, language: headers.lang },
        });
        return (JSON.parse(reply.body) as { data?: unknown }).data ?? null;
      },
    ];
  }),
);

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const { query } = JSON.parse(Buffer.concat(chunks).toString()) as { query: string };
    const headers: Headers = { token: String(req.headers['token'] ?? ''), lang: String(req.headers['lang'] ?? 'en') };
    void graphql({ schema, source: query, rootValue, contextValue: headers }).then((result) => {
      const body = JSON.stringify(result);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` } satisfies ChildReady);
});

answerBenchCommands(counts, async () => {
  const closing = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closing;
});
