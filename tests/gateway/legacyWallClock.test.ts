import { describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { legacyTime } from '../../gateway/src/upstream/legacyWallClock.ts';

/** The instant a legacy time names, as ISO (or the number it stayed). */
function iso(value: number | Date): string | number {
  return value instanceof Date ? (Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString()) : value;
}

describe('legacy "Y-m-d H:i:s" times', () => {
  it('name the instant in the legacy API\'s zone', () => {
    expect(iso(legacyTime('2026-03-01 18:00:00', 'Asia/Shanghai'))).toBe('2026-03-01T10:00:00.000Z');
    expect(iso(legacyTime('2026-03-01 10:00:00', 'UTC'))).toBe('2026-03-01T10:00:00.000Z');
    expect(iso(legacyTime(' 2026-07-01 09:30:05 ', 'America/New_York'))).toBe('2026-07-01T13:30:05.000Z');
    // Either side of a daylight-saving change: the offset of that day counts.
    expect(iso(legacyTime('2026-03-28 12:00:00', 'Europe/Berlin'))).toBe('2026-03-28T11:00:00.000Z');
    expect(iso(legacyTime('2026-03-30 12:00:00', 'Europe/Berlin'))).toBe('2026-03-30T10:00:00.000Z');
  });

  it('leave Unix seconds as seconds, and turn anything else into no time', () => {
    expect(legacyTime(1772359200, 'Asia/Shanghai')).toBe(1772359200);
    expect(legacyTime('1772359200', 'Asia/Shanghai')).toBe(1772359200);
    expect(iso(legacyTime('yesterday', 'UTC'))).toBe('invalid');
    expect(iso(legacyTime('2026-13-45 99:00:00', 'UTC'))).toBe('invalid');
  });

  it('come with LEGACY_TIMEZONE, UTC unless set, refused when unknown', () => {
    expect(readConfig({}).legacyTimeZone).toBe('UTC');
    expect(readConfig({ LEGACY_TIMEZONE: 'Asia/Shanghai' }).legacyTimeZone).toBe('Asia/Shanghai');
    expect(() => readConfig({ LEGACY_TIMEZONE: 'Mars/Olympus' })).toThrow('LEGACY_TIMEZONE');
  });
});
