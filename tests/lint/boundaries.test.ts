import { ESLint } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaryRules, gatewayStaticLegacyRule } from '../../eslint/boundaries.js';

/*
 * The boundary rules bite: each fixture breaks one rule (or keeps it, for the exceptions) and is
 * linted as if it stood where the rule applies, with the very rule objects eslint.config.js uses.
 * Only the boundary rules run here (no type information is needed to resolve a path).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      },
      rules: boundaryRules,
    },
    { files: ['gateway/src/**/*.ts'], rules: gatewayStaticLegacyRule },
  ],
});

/** Lints a fixture as though it were the file `standsAt` (relative to the root), answering the rules that refused it. */
async function refusals(fixture: string, standsAt: string): Promise<string[]> {
  const code = readFileSync(new URL(`./fixtures/${fixture}`, import.meta.url), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${standsAt}` });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${fixture}: ${fatal.message}`);
  return messages.map((message) => message.ruleId ?? 'unknown');
}

describe('boundary rules', () => {
  it.each([
    ['gatewayImportsClient.ts', 'gateway/src/lintFixture.ts', 'import-x/no-restricted-paths'],
    ['gatewayImportsTests.ts', 'gateway/src/lintFixture.ts', 'import-x/no-restricted-paths'],
    ['gatewayImportsLegacyStatically.ts', 'gateway/src/lintFixture.ts', 'no-restricted-imports'],
    ['clientImportsGateway.ts', 'client/src/app/lintFixture.ts', 'import-x/no-restricted-paths'],
    ['clientImportsLegacy.ts', 'client/src/app/lintFixture.ts', 'import-x/no-restricted-paths'],
    ['screenImportsOtherScreen.ts', 'client/src/screens/cart/lintFixture.ts', 'import-x/no-restricted-paths'],
    ['legacyImportsGateway.ts', 'legacy/lintFixture.ts', 'import-x/no-restricted-paths'],
    ['testsImportBench.ts', 'tests/gateway/lintFixture.ts', 'import-x/no-restricted-paths'],
    ['benchImportsTests.ts', 'bench/lintFixture.ts', 'import-x/no-restricted-paths'],
  ])('%s is refused where it breaks the rule', async (fixture, standsAt, rule) => {
    expect(await refusals(fixture, standsAt)).toContain(rule);
  });

  it.each([
    ['gatewayLoadsLegacyLazily.ts', 'gateway/src/lintFixture.ts'],
    ['benchImportsSharedSupport.ts', 'bench/lintFixture.ts'],
    // The same import, made from inside the screen's own folder.
    ['screenImportsOtherScreen.ts', 'client/src/screens/home/lintFixture.ts'],
  ])('%s is allowed', async (fixture, standsAt) => {
    expect(await refusals(fixture, standsAt)).toEqual([]);
  });
});
