import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, LANGUAGES } from '../i18n/languages.ts';

/** The formats already made, by language tag and style: making one is not free and lists format many dates. */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The time zone dates are shown in, when pinned: a page rendered on the server shows them in
 * the legacy API's zone (the one it writes its own times in), and the browser that hydrates it
 * must write the same text (server/renderPage.tsx, main.tsx). Otherwise the phone's own zone.
 */
let pinnedTimeZone: string | undefined;

export function pinTimeZone(timeZone: string): void {
  pinnedTimeZone = timeZone;
}

function formatOf(tag: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${tag}|${withTime ? 'time' : 'date'}|${pinnedTimeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      ...(withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }),
      ...(pinnedTimeZone ? { timeZone: pinnedTimeZone } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

function useFormat(withTime: boolean): (iso: string) => string {
  const { i18n } = useTranslation();
  const tag = isLanguageCode(i18n.language) ? LANGUAGES[i18n.language].tag : 'en';
  return useMemo(() => {
    const format = formatOf(tag, withTime);
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [tag, withTime]);
}

/** Formats an ISO date-time in the user's language: a medium date and a short time (text that is no date stays as it is). */
export function useDateTime(): (iso: string) => string {
  return useFormat(true);
}

/** Formats an ISO date-time in the user's language as a medium date, without the time. */
export function useDate(): (iso: string) => string {
  return useFormat(false);
}
