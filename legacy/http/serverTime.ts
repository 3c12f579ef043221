/*
 * The fund, recharge and withdrawal records and the logistics steps carry their times
 * as "Y-m-d H:i:s" in the server's zone, because the original client prints them as
 * received (legacy-api.md, Conventions). Every other time stays in Unix seconds.
 */

/** The zone the stand-in's server runs in unless LEGACY_TIMEZONE says otherwise. */
export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Unix seconds as PHP's date('Y-m-d H:i:s') in `timeZone`, e.g. "2026-03-01 18:00:00". */
export function serverTime(seconds: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(seconds * 1000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}:${parts['second']}`;
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
