/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES } from '../../client/src/i18n/languages.ts';
import { NAMESPACES } from '../../client/src/i18n/namespaces.ts';

type Texts = { [key: string]: string | Texts };

const PLURAL = /_(zero|one|two|few|many|other)$/;

function load(language: string, namespace: string): Texts {
  const file = new URL(`../../client/src/locales/${language}/${namespace}.json`, import.meta.url);
  if (!existsSync(file)) throw new Error(`missing ${language}/${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

/** Keys without their plural suffix: languages have different plural forms. */
function baseKeys(texts: Map<string, string>): Set<string> {
  return new Set([...texts.keys()].map((key) => key.replace(PLURAL, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** Texts that are the same in every language (symbols, numbers, brand-free codes). */
function isLanguageNeutral(text: string): boolean {
  return !/\p{L}{3,}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));
}

describe('translations', () => {
  for (const namespace of NAMESPACES) {
    const english = flatten(load('en', namespace));
    describe(namespace, () => {
      for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
        it(`is complete and real in ${language}`, () => {
          const texts = flatten(load(language, namespace));
          expect([...baseKeys(texts)].sort()).toEqual([...baseKeys(english)].sort());

          const categories = new Intl.PluralRules(LANGUAGES[language].tag).resolvedOptions().pluralCategories;
          const plurals = new Set(
            [...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
          );
          for (const base of plurals) {
            for (const category of categories) {
              expect(texts.has(`${base}_${category}`), `${language}/${namespace}: ${base}_${category}`).toBe(true);
            }
          }

          let copied = 0;
          let counted = 0;
          for (const [key, text] of texts) {
            expect(text.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
            const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
            expect(placeholders(text), `${language}/${namespace}:${key} placeholders`).toEqual(placeholders(source));
            if (!isLanguageNeutral(source)) {
              counted += 1;
              if (text === source) copied += 1;
            }
          }
          // Some words are the same in several languages (e.g. "Email", "Menu"); whole files are not.
          expect(
            copied,
            `${language}/${namespace}: ${copied} of ${counted} texts are still English`,
          ).toBeLessThanOrEqual(Math.max(2, Math.floor(counted * 0.15)));
        });
      }
    });
  }
});
