import { randomUUID } from 'node:crypto';

/**
 * An id a caller (a CDN, a proxy, an app) may hand in: short and of characters that cannot
 * break a log line or a header (a UUID, a hex or base64 id, a ULID, "req-123"…).
 */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:+/=-]{0,127}$/;

/** The caller's `X-Request-Id` when it is sane, else a fresh UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_ID.test(header) ? header : randomUUID();
}
