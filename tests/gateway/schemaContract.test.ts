import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptContract,
  checkContract,
  DEFAULT_FILES,
  report,
  type ContractFiles,
} from '../../gateway/contract/main.ts';

const run = promisify(execFile);
const scratches: string[] = [];

/** A scratch copy of schema/*.graphql, published (snapshot and changelog beside it) as it is now. */
function scratchSchema(): ContractFiles {
  const dir = mkdtempSync(join(tmpdir(), 'schema-contract-'));
  scratches.push(dir);
  const files = {
    schemaDir: join(dir, 'schema'),
    snapshot: join(dir, 'snapshot.graphql'),
    changelog: join(dir, 'CHANGELOG.md'),
  };
  mkdirSync(files.schemaDir);
  for (const name of readdirSync(DEFAULT_FILES.schemaDir).filter((file) => file.endsWith('.graphql'))) {
    copyFileSync(join(DEFAULT_FILES.schemaDir, name), join(files.schemaDir, name));
  }
  acceptContract(files, 'scratch');
  return files;
}

/** Replaces `from` with `to` in one schema file of the scratch copy (the text must be there). */
function edit(files: ContractFiles, file: string, from: string, to: string): void {
  const path = join(files.schemaDir, file);
  const text = readFileSync(path, 'utf8');
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

afterEach(() => {
  for (const dir of scratches.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('schema:check', () => {
  it('passes on the repository: schema/*.graphql breaks nothing of the published snapshot', () => {
    const check = checkContract(DEFAULT_FILES);
    expect(check.changes.breaking).toEqual([]);
    expect(report(check).exitCode).toBe(0);
  });

  it('fails on a removed field, exit code 1, and says how to publish a deliberate break', async () => {
    const files = scratchSchema();
    edit(files, 'catalog.graphql', '  "How often the product was viewed."\n  clicks: Int!\n', '');
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', 'gateway/contract/main.ts', '--schema', files.schemaDir, '--snapshot', files.snapshot],
      { cwd: join(import.meta.dirname, '../..') },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('FIELD_REMOVED: Product.clicks was removed.');
    expect(failure?.stderr).toContain('npm run schema:accept');
  }, 60_000);

  it('fails on a changed type', () => {
    const files = scratchSchema();
    edit(files, 'catalog.graphql', '  sales: Int!\n  "How many a buyer', '  sales: String!\n  "How many a buyer');
    const check = checkContract(files);
    expect(check.changes.breaking).toEqual([
      { type: 'FIELD_CHANGED_KIND', description: 'Product.sales changed type from Int! to String!.' },
    ]);
    expect(report(check).exitCode).toBe(1);
  });

  it('fails on a new required argument', () => {
    const files = scratchSchema();
    edit(files, 'catalog.graphql', 'searchKeywords: [String!]!', 'searchKeywords(limit: Int!): [String!]!');
    const check = checkContract(files);
    expect(check.changes.breaking).toEqual([
      { type: 'REQUIRED_ARG_ADDED', description: 'A required arg limit on Query.searchKeywords was added.' },
    ]);
    expect(report(check).exitCode).toBe(1);
  });

  it('passes on an added optional field, which it lists as safe', () => {
    const files = scratchSchema();
    edit(files, 'catalog.graphql', '  clicks: Int!\n', '  clicks: Int!\n  "New."\n  weight: Float\n');
    const check = checkContract(files);
    expect(check.changes).toEqual({
      breaking: [],
      dangerous: [],
      safe: [{ type: 'ADDED', description: 'Product.weight was added.' }],
    });
    expect(check.current).toBe(false);
    expect(report(check).exitCode).toBe(0);
  });

  it('lists a dangerous change (an added enum value) and passes', () => {
    const files = scratchSchema();
    edit(files, 'common.graphql', '  UNAUTHENTICATED\n', '  UNAUTHENTICATED\n  "New."\n  SOMETHING_NEW\n');
    const check = checkContract(files);
    expect(check.changes.dangerous).toEqual([
      { type: 'VALUE_ADDED_TO_ENUM', description: 'SOMETHING_NEW was added to enum type ErrorCode.' },
    ]);
    const { text, exitCode } = report(check);
    expect(exitCode).toBe(0);
    expect(text).toContain('SOMETHING_NEW was added to enum type ErrorCode.');
  });

  it('schema:accept publishes a deliberate break: the snapshot is updated and the changelog says what broke', () => {
    const files = scratchSchema();
    edit(files, 'catalog.graphql', '  "How often the product was viewed."\n  clicks: Int!\n', '');
    const entry = acceptContract(files, 'clicks are no longer counted', new Date('2026-12-01T00:00:00Z'));
    expect(entry).toContain('## 2026-12-01 — clicks are no longer counted');
    const changelog = readFileSync(files.changelog, 'utf8');
    expect(changelog).toContain('Breaking:\n\n- Product.clicks was removed. (`FIELD_REMOVED`)');
    // Newest first: above the first publication's entry.
    expect(changelog.indexOf('clicks are no longer counted')).toBeLessThan(changelog.indexOf('— scratch'));
    const after = checkContract(files);
    expect(after.current).toBe(true);
    expect(report(after).exitCode).toBe(0);
  });
});
