import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../i18n/languages.ts';
import { BuiltFiles } from './builtFile.ts';

type Resources = Record<string, Record<string, unknown>>;

/**
 * Every translation file of a language in the client build (`locales/<language>/<ns>.json`),
 * by namespace, for the server render: read when first asked and again when a new build
 * wrote them (the time of the folder's common.json); undefined when the folder is missing.
 */
export class BuiltLocales {
  private readonly folders = new BuiltFiles(readFolder);

  constructor(private readonly dist: string) {}

  of(language: Language): Resources | undefined {
    const dir = join(this.dist, 'locales', language);
    return this.folders.get(dir, join(dir, 'common.json'));
  }
}

/** Every translation file of a language's folder, by namespace. */
function readFolder(dir: string): Resources {
  const resources: Resources = {};
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.json')) continue;
    resources[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<
      string,
      unknown
    >;
  }
  return resources;
}
