/**
 * The client build's files as the server-rendered pages read them (gateway/src/ssr/builtFile.ts):
 * read once, read again when a new build wrote them (a later file time), and nothing while a
 * file is not there.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BuiltFiles } from '../../gateway/src/ssr/builtFile.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'built-file-'));
  dirs.push(dir);
  return dir;
}

/** Writes `text` to `file` with a file time `seconds` after 2026-01-01, as a build at that time would. */
function write(file: string, text: string, seconds: number): void {
  writeFileSync(file, text);
  const at = new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
  utimesSync(file, at, at);
}

describe('a file of the client build', () => {
  it('is read once while it stays as it was written', () => {
    const file = join(folder(), 'index.html');
    write(file, 'first', 1);
    const reads: string[] = [];
    const files = new BuiltFiles((path) => {
      reads.push(path);
      return `read ${reads.length}`;
    });
    expect(files.get(file)).toBe('read 1');
    expect(files.get(file)).toBe('read 1');
    expect(reads).toEqual([file]);
  });

  it('is read again once a new build wrote it, and says so', () => {
    const file = join(folder(), 'index.html');
    write(file, 'first', 1);
    const changed: string[] = [];
    let reads = 0;
    const files = new BuiltFiles(
      () => (reads += 1),
      (path) => changed.push(path),
    );
    expect(files.get(file)).toBe(1);
    expect(changed).toEqual([]);
    write(file, 'second', 2);
    expect(files.get(file)).toBe(2);
    expect(changed).toEqual([file]);
  });

  it('is nothing while it is not there, and is read once it is', () => {
    const file = join(folder(), 'index.html');
    const files = new BuiltFiles(() => 'read');
    expect(files.get(file)).toBeUndefined();
    write(file, 'now', 1);
    expect(files.get(file)).toBe('read');
  });

  it('may be told apart by another file: a folder read again when its stamp changed', () => {
    const dir = folder();
    const stamp = join(dir, 'common.json');
    write(stamp, '{}', 1);
    let reads = 0;
    const folders = new BuiltFiles(() => (reads += 1));
    expect(folders.get(dir, stamp)).toBe(1);
    expect(folders.get(dir, stamp)).toBe(1);
    write(stamp, '{}', 2);
    expect(folders.get(dir, stamp)).toBe(2);
  });
});
