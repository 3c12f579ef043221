import { pino, type Logger } from 'pino';

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

/** Structured JSON logs; session tokens and secrets are replaced by "[redacted]". */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    { level, redact: { paths: REDACTED, censor: '[redacted]' }, base: { service: 'gateway' } },
    destination ?? process.stdout,
  );
}
