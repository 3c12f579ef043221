import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';

/** Formats ISO times for the current language: a date with hours and minutes. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const tag = isLanguageCode(i18n.language) ? LANGUAGES[i18n.language].tag : 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [tag]);
}
