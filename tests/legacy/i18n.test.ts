/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_FILES } from '../../legacy/i18n/index.ts';
import { PLATFORM_PAGES } from '../../legacy/i18n/pages.ts';
import { LANGUAGES } from '../../legacy/seed/platform.ts';

/*
 * The stand-in's texts are one data file per language (legacy/i18n/locales); every
 * language of language_list must have every key, the same placeholders, and be a
 * real translation rather than an English copy.
 */

type Catalogue = Record<string, string>;

const locales = new URL('../../legacy/i18n/locales/', import.meta.url);

function load(language: string): Catalogue {
  return JSON.parse(readFileSync(new URL(`${language}.json`, locales), 'utf8')) as Catalogue;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/** Words that stay English in a translation: parameter names, network codes, brand. */
function prose(text: string): string {
  return text.replace(/\{\w+\}/g, '').replace(/\b[a-z]+_[a-z_]+\b|\b[A-Z]{2,}\b|Crossborder Mall/g, '');
}

const english = load('en');

describe('stand-in translations', () => {
  it('has a data file for exactly the languages of language_list', () => {
    const files = readdirSync(locales)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGE_FILES].sort());
    expect(LANGUAGES.map(([fileName]) => fileName).sort()).toEqual([...LANGUAGE_FILES].sort());
  });

  for (const language of LANGUAGE_FILES.filter((code) => code !== 'en')) {
    it(`is complete and real in ${language}`, () => {
      const texts = load(language);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      let copied = 0;
      for (const [key, source] of Object.entries(english)) {
        const text = texts[key] ?? '';
        expect(text.trim(), `${language}:${key} is empty`).not.toBe('');
        expect(placeholders(text), `${language}:${key} placeholders`).toEqual(placeholders(source));
        if (text === source && /\p{L}{3,}/u.test(prose(source))) copied += 1;
      }
      // A word may be the same in two languages ("Recharge" in French); a catalogue is not.
      expect(copied, `${language}: ${copied} texts are still English`).toBeLessThanOrEqual(2);
    });
  }

  /** The block structure of an HTML text: paragraphs, lists, items and headings in order. */
  function blocks(html: string): string {
    return [...html.matchAll(/<\/?(?:p|ol|ul|li|h2|h3)>/g)].map((match) => match[0]).join('');
  }

  for (const language of LANGUAGE_FILES.filter((code) => code !== 'en')) {
    it(`has the help and law pages in ${language}, translated, with the English pages' structure`, () => {
      const pages = PLATFORM_PAGES[language];
      const source = PLATFORM_PAGES.en;
      expect(pages.help).toHaveLength(source.help.length);
      pages.help.forEach((article, index) => {
        const original = source.help[index]!;
        expect(article.title, `${language} help ${index} title`).not.toBe(original.title);
        expect(article.content, `${language} help ${index}`).not.toBe(original.content);
        expect(blocks(article.content), `${language} help ${index} structure`).toBe(blocks(original.content));
      });
      expect(pages.law).not.toBe(source.law);
      expect(blocks(pages.law)).toBe(blocks(source.law));
    });
  }
});
