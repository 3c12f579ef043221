import { statSync } from 'node:fs';

/**
 * Files of the client build, each made into a value (`read`) when first asked and again when a
 * new build wrote it (its modification time changed); undefined while it is not there. `changed`
 * hears of a file read again, with what was made of it before.
 */
export class BuiltFiles<T> {
  private readonly known = new Map<string, { modifiedMs: number; value: T }>();

  constructor(
    private readonly read: (file: string) => T,
    private readonly changed?: (file: string) => void,
  ) {}

  /** What `file` holds now (`stamp`: the file whose time says whether it changed, `file` itself by default). */
  get(file: string, stamp: string = file): T | undefined {
    let modifiedMs: number;
    try {
      modifiedMs = statSync(stamp).mtimeMs;
    } catch {
      return undefined;
    }
    const known = this.known.get(file);
    if (known?.modifiedMs === modifiedMs) return known.value;
    const value = this.read(file);
    if (known) this.changed?.(file);
    this.known.set(file, { modifiedMs, value });
    return value;
  }
}
