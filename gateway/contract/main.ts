import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSchema } from 'graphql';
import { buildSdlSchema, printSdl } from '../src/graphql/sdl.ts';
import { changelogEntry, withEntry } from './changelog.ts';
import { compareSchemas, hasChanges, type SchemaChange, type SchemaChanges } from './changes.ts';

/*
 * The schema as a published contract (docs/gateway.md, "The schema contract").
 *
 * `npm run schema:check` (run by `npm test`) compares schema/*.graphql with the published snapshot,
 * schema/snapshot/schema.graphql: it fails on a breaking change, and lists the dangerous and safe
 * ones. `npm run schema:accept -- --note "why"` publishes the schema as it is: it rewrites the
 * snapshot and puts the changes on top of schema/CHANGELOG.md, so a deliberate break shows in
 * review as a snapshot diff with its changelog entry.
 */

const ROOT = new URL('../../', import.meta.url);

export interface ContractFiles {
  /** The folder of the schema's .graphql files. */
  schemaDir: string;
  /** The published SDL. */
  snapshot: string;
  changelog: string;
}

export const DEFAULT_FILES: ContractFiles = {
  schemaDir: fileURLToPath(new URL('schema/', ROOT)),
  snapshot: fileURLToPath(new URL('schema/snapshot/schema.graphql', ROOT)),
  changelog: fileURLToPath(new URL('schema/CHANGELOG.md', ROOT)),
};

export interface ContractCheck {
  changes: SchemaChanges;
  /** Whether the snapshot is exactly the schema as it is now. */
  current: boolean;
  /** The current schema as the snapshot would hold it. */
  sdl: string;
}

export function checkContract(files: ContractFiles): ContractCheck {
  const sdl = printSdl(buildSdlSchema(files.schemaDir));
  const published = readFileSync(files.snapshot, 'utf8');
  const changes = compareSchemas(buildSchema(published), buildSchema(sdl));
  return { changes, current: published === sdl, sdl };
}

/** Publishes the schema as it is now; answers the changelog entry written, or undefined when nothing changed. */
export function acceptContract(files: ContractFiles, note: string | undefined, date = new Date()): string | undefined {
  const sdl = printSdl(buildSdlSchema(files.schemaDir));
  if (!existsSync(files.snapshot)) {
    mkdirSync(dirname(files.snapshot), { recursive: true });
    writeFileSync(files.snapshot, sdl);
    const entry = `## ${date.toISOString().slice(0, 10)} — ${note ?? 'The schema is published.'}\n`;
    writeFileSync(files.changelog, withEntry(readIfPresent(files.changelog), entry));
    return entry;
  }
  const check = checkContract(files);
  if (check.current) return undefined;
  const entry = changelogEntry(check.changes, date, note);
  writeFileSync(files.changelog, withEntry(readIfPresent(files.changelog), entry));
  writeFileSync(files.snapshot, sdl);
  return entry;
}

function readIfPresent(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function list(title: string, changes: SchemaChange[]): string[] {
  return changes.length === 0
    ? []
    : [`${title}:`, ...changes.map(({ type, description }) => `  ${type}: ${description}`)];
}

/** The check's report and exit code: 1 on a breaking change, else 0. */
export function report({ changes, current }: ContractCheck): { text: string; exitCode: number } {
  const lines = [
    ...list('Breaking changes', changes.breaking),
    ...list('Dangerous changes (clients may see values they do not expect)', changes.dangerous),
    ...list('Safe changes', changes.safe),
  ];
  if (changes.breaking.length > 0) {
    lines.push(
      '',
      'schema:check failed: the schema breaks the published contract (schema/snapshot/schema.graphql).',
      'Deprecate first (@deprecated(reason:), docs/gateway.md "The schema contract"); for a deliberate break,',
      'run `npm run schema:accept -- --note "why"`, which updates the snapshot and schema/CHANGELOG.md.',
    );
    return { text: lines.join('\n'), exitCode: 1 };
  }
  if (current) return { text: 'schema:check: the schema is the published contract.', exitCode: 0 };
  lines.push(
    '',
    hasChanges(changes)
      ? 'schema:check passed: nothing breaks. Publish the changes with `npm run schema:accept -- --note "why"`.'
      : 'schema:check passed: only descriptions changed. Publish them with `npm run schema:accept`.',
  );
  return { text: lines.join('\n'), exitCode: 0 };
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      schema: { type: 'string', default: DEFAULT_FILES.schemaDir },
      snapshot: { type: 'string', default: DEFAULT_FILES.snapshot },
      changelog: { type: 'string', default: DEFAULT_FILES.changelog },
      note: { type: 'string' },
    },
  });
  const files: ContractFiles = { schemaDir: values.schema, snapshot: values.snapshot, changelog: values.changelog };
  if (positionals[0] === 'accept') {
    const entry = acceptContract(files, values.note);
    console.log(entry === undefined ? 'schema:accept: nothing changed.' : `schema:accept: published.\n\n${entry}`);
    return;
  }
  const { text, exitCode } = report(checkContract(files));
  (exitCode === 0 ? console.log : console.error)(text);
  process.exitCode = exitCode;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
