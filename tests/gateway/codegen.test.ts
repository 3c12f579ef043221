import { generate } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';

const root = resolve(import.meta.dirname, '../..');

/** Generated code is never edited by hand: these fail when `npm run codegen` was not run. */
describe('generated code', () => {
  it('matches what graphql-codegen makes from schema/*.graphql and the documents', async () => {
    const outputs = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const onDisk = readFileSync(resolve(root, output.filename), 'utf8');
      expect(onDisk, `${output.filename} is stale: run npm run codegen`).toBe(output.content);
    }
  }, 60_000);

  it('matches what openapi-typescript makes from legacy/openapi.yaml', async () => {
    const ast = await openapiTS(new URL('../../legacy/openapi.yaml', import.meta.url));
    const expected = astToString(ast);
    const onDisk = readFileSync(resolve(root, 'gateway/src/upstream/generated/legacy.ts'), 'utf8');
    expect(onDisk.replace(/^\/\*\*[\s\S]*?\*\/\n\n/, ''), 'legacy.ts is stale: run npm run codegen').toBe(
      expected.replace(/^\/\*\*[\s\S]*?\*\/\n\n/, ''),
    );
  }, 60_000);
});
