import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, sourceFiles } from '../../eslint/importCycles.js';

/*
 * The import-circle check of `npm run lint` (eslint/importCycles.js) sees each kind of import that
 * can close a circle: a type-only import (which import-x/no-cycle skips) and an import() (as a
 * route table loads its screens). Each fixture folder holds one circle of two files, or none.
 */

const FIXTURES = fileURLToPath(new URL('./fixtures/cycles/', import.meta.url));

function circlesIn(folder: string): string[][] {
  return findCycles(sourceFiles(`${FIXTURES}${folder}`)).map(({ files }) =>
    files.map((file) => file.slice(FIXTURES.length)),
  );
}

describe('the import-circle check', () => {
  it.each([
    ['typeLeg', ['typeLeg/draw.ts', 'typeLeg/shape.ts']],
    ['dynamicLeg', ['dynamicLeg/screen.ts', 'dynamicLeg/table.ts']],
  ])('finds the circle closed by a %s', (folder, files) => {
    expect(circlesIn(folder)).toEqual([files]);
  });

  it('finds none where every import goes one way, whatever its kind', () => {
    expect(circlesIn('none')).toEqual([]);
  });

  it('gives the way round from the first file back to it', () => {
    const [circle] = findCycles(sourceFiles(`${FIXTURES}typeLeg`));
    expect(circle?.round.map((file) => file.slice(FIXTURES.length))).toEqual([
      'typeLeg/draw.ts',
      'typeLeg/shape.ts',
      'typeLeg/draw.ts',
    ]);
  });
});
