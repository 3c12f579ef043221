import { pino, type Logger } from 'pino';

/** Header and field names whose values never reach a log line. */
const REDACTED = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-admin-key"]',
  'req.query.token',
  'res.headers["set-cookie"]',
  'token',
  'password',
  'paymentCode',
];

/** Structured JSON logs; session tokens and secrets are replaced by "[redacted]". */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    { level, redact: { paths: REDACTED, censor: '[redacted]' }, base: { service: 'gateway' } },
    destination ?? process.stdout,
  );
}

/** Query parameters that carry secrets when a client puts them in the URL. */
const SECRET_PARAMS = /([?&](?:token|password|password_pay|newpassword|oldpassword)=)[^&#]*/gi;

/** A URL fit for a log line: secret query values replaced by "[redacted]". */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PARAMS, '$1[redacted]');
}
