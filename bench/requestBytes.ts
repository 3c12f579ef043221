import { fileURLToPath } from 'node:url';
import { readManifest } from '../gateway/src/persisted/manifest.ts';

/*
 * What one GraphQL request of the storefront costs on the wire before and after
 * persisted documents: the request line and body of a POST with the document's
 * text (as development sends it) against a GET naming its hash (as a production
 * build sends it), for each operation of the client. Headers both have alike
 * (cookies, token, lang) are left out. `npm run bench` prints it.
 */
const HOST = 'shop.example';

/** The operation's variables as a client would send them: none known here, so "{}". */
function postBytes(name: string, document: string): number {
  const body = JSON.stringify({ operationName: name, variables: {}, query: document });
  const head = `POST /graphql HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return Buffer.byteLength(head) + Buffer.byteLength(body);
}

function getBytes(name: string, hash: string): number {
  const query = new URLSearchParams({
    operationName: name,
    variables: '{}',
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  });
  const head = `GET /graphql?${query.toString()} HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\n\r\n`;
  return Buffer.byteLength(head);
}

export function requestBytes(): { operations: number; post: number[]; get: number[] } {
  const post: number[] = [];
  const get: number[] = [];
  for (const [hash, document] of readManifest()) {
    const name = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '';
    post.push(postBytes(name, document));
    get.push(getBytes(name, hash));
  }
  return { operations: post.length, post, get };
}

function main(): void {
  const { operations, post, get } = requestBytes();
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const max = (values: number[]) => Math.max(...values);
  console.log(
    `GraphQL request bytes (request line, content headers and body; ${operations} operations of the client): ` +
      `document as text (POST) mean ${Math.round(sum(post) / operations)} B, largest ${max(post)} B; ` +
      `by hash (GET) mean ${Math.round(sum(get) / operations)} B, largest ${max(get)} B.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
