import type { Db } from '../db/open.ts';

// PLACEHOLDER: replaced by the real seed.
export function seedUsers(_db: Db, _now: number): void {}
