/*
 * Legacy times come as Unix seconds, Unix milliseconds or "Y-m-d H:i:s" wall-clock
 * strings in the upstream server's own zone (LEGACY_TIMEZONE), depending on the
 * endpoint and on the PHP version behind it.
 */

/** Below this, a Unix time is in seconds (1e11 s is the year 5138; 1e11 ms is 1973). */
const MILLISECONDS_FROM = 1e11;
const WALL_CLOCK = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
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
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at the instant `epochMs`. */
function offsetMs(timeZone: string, epochMs: number): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(epochMs))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']),
    Number(parts['minute']),
    Number(parts['second']),
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** A wall-clock time in `timeZone` as an instant; the offset is taken at that instant (so DST is right). */
function fromWallClock(match: RegExpExecArray, timeZone: string): Date | undefined {
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const check = new Date(wall);
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day) || Number(hour) > 23)
    return undefined;
  const first = wall - offsetMs(timeZone, wall);
  const instant = wall - offsetMs(timeZone, first);
  return new Date(instant);
}

function fromUnix(value: number): Date | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const date = new Date(value >= MILLISECONDS_FROM ? value : value * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A legacy time as a Date, or undefined when it is not one. `0` and `"0000-00-00 00:00:00"`
 * (PHP's "never") are not times either; callers decide whether that is allowed.
 */
export function readLegacyTime(value: unknown, timeZone: string): Date | undefined {
  if (typeof value === 'number') return fromUnix(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return fromUnix(Number(text));
  const match = WALL_CLOCK.exec(text);
  return match ? fromWallClock(match, timeZone) : undefined;
}
