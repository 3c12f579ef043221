import { DEFAULT_TIME_ZONE, isTimeZone } from './http/serverTime.ts';
import type { PictureStyle } from './images/pictureNames.ts';

/** The stand-in's settings, all from the environment. */
export interface LegacyConfig {
  port: number;
  dbFile: string;
  uploadDir: string;
  adminKey: string | undefined;
  /** Seconds after which paid orders ship and audits pass by themselves; 0 = off. */
  autoOperateSeconds: number;
  /** The server's zone, in which the wallet records and logistics steps print their times. */
  timeZone: string;
  /** Whether the stored picture URLs name the drawn SVGs (default) or real-size JPEG photos (LEGACY_PHOTOS=real). */
  pictures?: PictureStyle;
}

function number(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  }
  return value;
}

/** LEGACY_TIMEZONE, the same setting that tells the gateway the legacy API's zone. */
function timeZone(env: NodeJS.ProcessEnv): string {
  const raw = env['LEGACY_TIMEZONE'];
  if (raw === undefined || raw === '') return DEFAULT_TIME_ZONE;
  if (!isTimeZone(raw))
    throw new Error(`LEGACY_TIMEZONE must be an IANA time zone name such as UTC or Asia/Shanghai, got "${raw}"`);
  return raw;
}

/** LEGACY_PHOTOS: `real` for real-size photos, `drawn` (or unset) for the drawn pictures. */
function pictures(env: NodeJS.ProcessEnv): PictureStyle {
  const raw = env['LEGACY_PHOTOS'];
  if (raw === undefined || raw === '' || raw === 'drawn') return 'drawn';
  if (raw === 'real') return 'photos';
  throw new Error(`LEGACY_PHOTOS must be real or drawn, got "${raw}"`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): LegacyConfig {
  return {
    port: number('LEGACY_PORT', 4100, env),
    dbFile: env['LEGACY_DB'] || 'data/legacy.db',
    uploadDir: env['LEGACY_UPLOAD_DIR'] || 'data/uploads',
    adminKey: env['LEGACY_ADMIN_KEY'] || undefined,
    autoOperateSeconds: number('LEGACY_AUTO_OPERATE', 0, env),
    timeZone: timeZone(env),
    pictures: pictures(env),
  };
}
