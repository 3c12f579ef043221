import cluster from 'node:cluster';
import { pino, type Logger } from 'pino';
import { currentScope } from './telemetry/requestScope.ts';
import { currentSpanIds } from './telemetry/tracing.ts';
import { queryParts } from './http/queryParts.ts';

/** Header and field names whose values never reach a log line. */
const REDACTED = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-admin-key"]',
  'res.headers["set-cookie"]',
  'token',
  'password',
  'paymentCode',
];

/**
 * What every line written while serving a request carries: its id, and (tracing on) the ids of
 * the trace and of the span current where the line was written, so a line leads to its trace.
 */
function correlation(): Record<string, string> {
  const scope = currentScope();
  if (!scope) return {};
  const ids = currentSpanIds();
  return ids ? { reqId: scope.requestId, ...ids } : { reqId: scope.requestId };
}

/**
 * Structured JSON logs, one object a line; session tokens and secrets (URL query strings included)
 * are replaced by "[redacted]". A worker's lines (GATEWAY_WORKERS) say which worker wrote them;
 * a request's lines carry its id and trace ids (correlation).
 */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const base = cluster.isWorker
    ? { service: 'gateway', worker: cluster.worker?.id, pid: process.pid }
    : { service: 'gateway' };
  return pino(
    { level, redact: { paths: REDACTED, censor: '[redacted]' }, base, mixin: correlation },
    destination ?? process.stdout,
  );
}

/** Query-string parameters whose values never reach a log line (GraphQL over GET, reset links). */
// The legacy names too: the REST passthrough forwards the existing app's URLs as they are.
const SECRET_PARAMETERS = new Set([
  'query',
  'variables',
  'extensions',
  'token',
  'password',
  'code',
  'paymentcode',
  'password_pay',
  'newpassword',
  'oldpassword',
  'reppwd',
]);

/**
 * The URL with the values of secret-bearing query parameters replaced by "[redacted]":
 * `GET /graphql?query=…&variables={"password":…}` must not put the password in the log.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const parts = queryParts(url.slice(mark + 1)).map(({ part, rawName, name }) =>
    // A name that cannot be read keeps nothing of its value.
    name === undefined || SECRET_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : part,
  );
  return `${url.slice(0, mark)}?${parts.join('&')}`;
}

/**
 * Header names that may carry a credential: any name containing one of these, in any case
 * (`Admin-Token`, `X-Auth-Token`, `Authorization`, `X-Api-Key`, `Cookie`, `X-Session-Id`,
 * `X-Amz-Security-Token`…). By what a name contains rather than a list of names: a client or a
 * proxy invents its own, and a header logged in clear by mistake is a leaked session, while one
 * redacted by mistake costs a reader nothing.
 */
const SECRET_HEADER = /token|auth|cookie|key|secret|session|passw|pwd|credential|signature|jwt/i;

/** The headers with the value of every credential-carrying one (SECRET_HEADER) replaced by "[redacted]". */
export function redactHeaders(headers: NodeJS.Dict<string | string[]>): Record<string, string | string[] | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SECRET_HEADER.test(name) ? '[redacted]' : value]),
  );
}
