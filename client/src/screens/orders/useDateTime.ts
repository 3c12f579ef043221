import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';

/** Formats an ISO date-time in the user's language (medium date, short time). */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const code = i18n.language;
  return useMemo(() => {
    const tag = isLanguageCode(code) ? LANGUAGES[code].tag : 'en';
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [code]);
}
