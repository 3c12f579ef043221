/*
 * The legacy API writes the times of fund, recharge and withdrawal records and of the
 * logistics steps as "Y-m-d H:i:s" in its own zone (LEGACY_TIMEZONE); every other time
 * is Unix seconds. This reads the wall-clock form; the rest passes through to the
 * DateTime scalar unchanged.
 */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s clock is ahead of UTC at `epochMs`. */
function offsetMs(timeZone: string, epochMs: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(new Date(epochMs)).map(({ type, value }) => [type, Number(value)]));
  const asUtc = Date.UTC(part['year']!, part['month']! - 1, part['day'], part['hour'], part['minute'], part['second']);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A legacy time as the DateTime scalar takes it: a "Y-m-d H:i:s" string becomes the
 * instant it names in `timeZone` (the offset taken at that instant, so daylight saving
 * is right); Unix seconds stay seconds.
 */
export function legacyTime(value: number | string | Date, timeZone: string): number | Date {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const match = WALL_CLOCK.exec(text);
  // Anything else is no time; the scalar refuses the invalid Date like any bad upstream value.
  if (!match) return new Date(Number.NaN);
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const wall = Date.UTC(year!, month! - 1, day, hour, minute, second);
  // Date.UTC rolls "2026-13-45" over into another date: such a text names no time.
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || hour! > 23 || minute! > 59 || second! > 59) {
    return new Date(Number.NaN);
  }
  const guess = wall - offsetMs(timeZone, wall);
  return new Date(wall - offsetMs(timeZone, guess));
}
