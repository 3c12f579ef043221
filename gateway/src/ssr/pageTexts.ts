import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../i18n/languages.ts';
import { BuiltFiles } from './builtFile.ts';

/**
 * The storefront's own words a page's head is made of, in one language: its name, the
 * routes' titles, the categories' names and its description, read from the client build's
 * translation files (`locales/<language>/common.json`, client/src/locales) so the server
 * says what the app says, in the same words, with no copy of them here.
 */
export interface PageTexts {
  appName: string;
  description: string;
  /** A shop's description with its name, followers and share of good reviews filled in (already formatted). */
  shopDescription(values: { name: string; followers: string; rate: string }): string;
  /** A route's title by its key (common:titles.*), e.g. "detail". */
  title(key: string): string | undefined;
  /** A category's name by its English key (common:categories.*). */
  category(key: string): string | undefined;
}

interface CommonFile {
  appName?: unknown;
  titles?: unknown;
  categories?: unknown;
  meta?: { description?: unknown; shopDescription?: unknown };
}

function table(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The texts of every language of a client build, read when first asked and again when the
 * file changed (a new build); undefined for a language whose file is missing or broken (a
 * page is then sent as it was built).
 */
export class BuiltTexts {
  private readonly files = new BuiltFiles(parse);

  constructor(private readonly dist: string) {}

  of(language: Language): PageTexts | undefined {
    return this.files.get(join(this.dist, 'locales', language, 'common.json'));
  }
}

function parse(file: string): PageTexts | undefined {
  let common: CommonFile;
  try {
    common = JSON.parse(readFileSync(file, 'utf8')) as CommonFile;
  } catch {
    return undefined;
  }
  const appName = text(common.appName);
  const description = text(common.meta?.description);
  const shopDescription = text(common.meta?.shopDescription);
  if (appName === undefined || description === undefined || shopDescription === undefined) return undefined;
  const titles = table(common.titles);
  const categories = table(common.categories);
  return {
    appName,
    description,
    shopDescription: (values) =>
      shopDescription.replace(
        /\{\{\s*(name|followers|rate)\s*\}\}/g,
        (_whole, key: keyof typeof values) => values[key],
      ),
    title: (key) => (Object.hasOwn(titles, key) ? text(titles[key]) : undefined),
    category: (key) => (Object.hasOwn(categories, key) ? text(categories[key]) : undefined),
  };
}
