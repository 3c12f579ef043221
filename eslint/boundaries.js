import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * Who may import whom, as lint rules (CONTRIBUTING.md, "Boundaries"). Paths are resolved by
 * import-x, so a spelling of a path cannot get round a rule; the one exception, the gateway's
 * embedded stand-in, is matched on the import's text because only a static import of legacy/ is
 * refused (the stand-in is loaded with a dynamic import() when LEGACY_API_URL is unset).
 * tests/lint/boundaries.test.ts lints a file that breaks each rule and expects it refused.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The folder bench/ and tests/ share their support code through, and nothing else (a folder of tests/). */
const SHARED_SUPPORT = 'support';

/** One zone per screen folder: it may use itself, never another screen's folder. */
function screenZones() {
  const screens = readdirSync(new URL('client/src/screens/', `file://${ROOT}`), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return screens.map((screen) => ({
    target: `./client/src/screens/${screen}`,
    from: './client/src/screens',
    except: [`./${screen}`],
    message:
      'A screen folder does not import from another screen folder: move what both need to client/src/features (React) or client/src/lib (not React).',
  }));
}

const zones = [
  {
    target: './gateway/src',
    from: ['./client', './tests', './bench'],
    message:
      'The gateway imports nothing from client/, tests/ or bench/: what it reads at run time is built into dist/.',
  },
  {
    target: './client/src',
    from: ['./gateway', './legacy', './tests', './bench'],
    message:
      'The storefront imports nothing from the gateway, the stand-in, tests or bench: it talks to the gateway over GraphQL.',
  },
  {
    target: './legacy',
    from: ['./gateway', './client', './tests', './bench'],
    message: 'The legacy stand-in stands alone: it imports nothing of the gateway, the storefront, tests or bench.',
  },
  {
    target: './bench',
    from: './tests',
    // Relative to `from`.
    except: [`./${SHARED_SUPPORT}`],
    message: `bench/ and tests/ share code only through tests/${SHARED_SUPPORT}.`,
  },
  {
    target: './tests',
    from: './bench',
    message: `tests/ import nothing from bench/: what both need lives in tests/${SHARED_SUPPORT}.`,
  },
  {
    target: './client/src/components',
    from: ['./client/src/screens', './client/src/features'],
    message: 'Shared components do not depend on screens or features.',
  },
  {
    target: './client/src/lib',
    from: ['./client/src/screens', './client/src/features', './client/src/components'],
    message: 'client/src/lib holds helpers that are not React and depend on no screen, feature or component.',
  },
  ...screenZones(),
];

/**
 * The boundary rules, as one flat-config block (applied to every TypeScript file).
 * @type {import('eslint').Linter.RulesRecord}
 */
export const boundaryRules = {
  'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
};

/**
 * The gateway may load the stand-in only lazily: a static import would put it in the production bundle.
 * @type {import('eslint').Linter.RulesRecord}
 */
export const gatewayStaticLegacyRule = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^(\\.\\./)+legacy(/|$)',
          message:
            'The gateway loads the embedded stand-in with a dynamic import() only when LEGACY_API_URL is unset; a static import puts it in the production bundle.',
        },
      ],
    },
  ],
};
