import type { Logger } from 'pino';

/** What the gateway says once it serves: where, and how a newcomer gets in. */
interface Banner {
  /** Where it is, e.g. "Storefront gateway ready: http://localhost:4000 (2 worker processes)". */
  ready: string;
  /** The lines that follow, each a "what: where" sentence. */
  lines: string[];
  /** The same facts as fields of the JSON line. */
  fields: Record<string, string | number | boolean>;
}

/**
 * On a terminal (`npm start` by hand) the banner as lines a person reads; anywhere else (a
 * container, a process manager, a pipe) one JSON `ready` line among the others, whose message still
 * reads as the banner does (LOG_LEVEL aside) ("Storefront gateway ready: <url> · GraphQL endpoint: <url>/graphql · …").
 */
export function announceReady(banner: Banner, logger: Logger, terminal = process.stdout.isTTY === true): void {
  if (terminal) {
    process.stdout.write(`${['', `  ${banner.ready}`, ...banner.lines.map((line) => `  ${line}`), ''].join('\n')}\n`);
    return;
  }
  // Written whatever LOG_LEVEL says, as the terminal's banner is: what waits for it must see it.
  logger
    .child({}, { level: 'info' })
    .info({ event: 'ready', ...banner.fields }, [banner.ready, ...banner.lines].join(' · '));
}
