import type { Logger } from 'pino';
import type { GatewayConfig } from './config.ts';

/**
 * In production without PUBLIC_URL, image URLs are built from each request's Host (or a
 * trusted proxy's X-Forwarded-Host/-Proto), and cacheable answers must vary on those
 * headers: correct, but a CDN that ignores Vary could keep one built for a forged host.
 * Operators are told once, at start, in one line that names the setting.
 */
export function warnWithoutPublicUrl(config: Pick<GatewayConfig, 'production' | 'publicUrl'>, logger: Logger): boolean {
  if (!config.production || config.publicUrl) return false;
  logger.warn(
    { variable: 'PUBLIC_URL' },
    'PUBLIC_URL is not set: image URLs follow each request’s host and forwarded headers; set PUBLIC_URL to the storefront’s public origin',
  );
  return true;
}
