import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../client/src/apollo/errorMessage.ts';

/*
 * A payment or submission whose reply was lost: the shopper reads whether it was not done
 * (for which of the two), or that it may have been and the orders should be checked —
 * in every language, never the gateway's developer message.
 */
const keyOf = ((key: string) => key) as unknown as TFunction;
const LANGUAGES = ['en', 'zh-cn', 'jp', 'kr', 'th', 'id', 'vi', 'de', 'ar', 'fr', 'hi', 'it', 'tr', 'es', 'ms'];

function errorsOf(language: string): Record<string, unknown> {
  const file = resolve(import.meta.dirname, `../../client/src/locales/${language}/common.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { errors: Record<string, unknown> }).errors;
}

describe('lost-reply errors', () => {
  it('say which was not done, or that the outcome is unknown', () => {
    const notDone = (operation: string) =>
      ERROR_MESSAGES.NOT_COMPLETED({ message: 'dev text', extensions: { code: 'NOT_COMPLETED', operation } }, keyOf);
    expect(notDone('payment')).toBe('errors.notPaid');
    expect(notDone('submit')).toBe('errors.notSubmitted');
    expect(
      ERROR_MESSAGES.OUTCOME_UNKNOWN({ message: 'dev text', extensions: { code: 'OUTCOME_UNKNOWN' } }, keyOf),
    ).toBe('errors.outcomeUnknown');
  });

  it('are translated in all 15 languages', () => {
    const english = errorsOf('en');
    for (const language of LANGUAGES) {
      const errors = errorsOf(language);
      for (const key of ['notPaid', 'notSubmitted', 'outcomeUnknown']) {
        expect(typeof errors[key], `${language} ${key}`).toBe('string');
        expect((errors[key] as string).length).toBeGreaterThan(0);
        if (language !== 'en') expect(errors[key], `${language} ${key} translated`).not.toBe(english[key]);
      }
    }
  });
});
