import type { z } from 'zod';
import { publicCacheSettings, type PublicCacheSettings } from './cache/settings.ts';
import { imageSettings, type ImageSettings } from './images/settings.ts';
import { passthroughSettings, type PassthroughSettings } from './passthrough/settings.ts';
import { persistedSettings, type PersistedSettings } from './persisted/settings.ts';
import { securitySettings, type SecuritySettings } from './security/settings.ts';
import { serverSettings, type ServerSettings } from './server/settings.ts';
import { uploadSettings, type UploadSettings } from './server/uploadSettings.ts';
import type { Fragment } from './settingFragment.ts';
import { pageSettings, type PageSettings } from './ssr/settings.ts';
import { observabilitySettings, type ObservabilitySettings } from './telemetry/settings.ts';
import { upstreamSettings, type UpstreamSettings } from './upstream/settings.ts';

/*
 * The gateway's settings, all from the environment, checked once at start so a typo fails
 * loudly instead of half-working. Each subsystem writes its own in a fragment beside its code
 * (`settings.ts`: each variable's rule, default and description with the field it fills, see
 * settingFragment.ts); this file merges them and reports what is wrong. The configuration table
 * of docs/configuration.md is generated from the fragments (`npm run docs:config`;
 * tests/gateway/configDocs.test.ts fails when it is stale). To add a setting: one line in its
 * subsystem's fragment, with its default and `.describe()` (or `.meta({ description, unset })`
 * when unset means something other than "off"), then `npm run docs:config`.
 */

/** Each subsystem's settings, by fragment, in the order of the docs' tables. */
interface Fragments {
  server: ServerSettings;
  upstream: UpstreamSettings;
  passthrough: PassthroughSettings;
  publicCache: PublicCacheSettings;
  pages: PageSettings;
  security: SecuritySettings;
  uploads: UploadSettings;
  persisted: PersistedSettings;
  observability: ObservabilitySettings;
  images: ImageSettings;
}

const fragments: { [Name in keyof Fragments]: Fragment<Fragments[Name]> } = {
  server: serverSettings,
  upstream: upstreamSettings,
  passthrough: passthroughSettings,
  publicCache: publicCacheSettings,
  pages: pageSettings,
  security: securitySettings,
  uploads: uploadSettings,
  persisted: persistedSettings,
  observability: observabilitySettings,
  images: imageSettings,
};

/** Every variable with its rule, for the docs (gateway/configTables.ts). */
export const variables = Object.values(fragments).flatMap((fragment) => Object.entries(fragment.in.shape));

/** The fragments' settings as the gateway's code reads them. */
function merged({ server: { processes, ...server }, security, pages, uploads, images, ...rest }: Fragments) {
  return {
    ...server,
    ...rest.upstream,
    ...rest.passthrough,
    ...rest.publicCache,
    pages,
    ...security,
    // The rate limits' share per process follows from how many processes there are.
    rateLimits: { ...security.rateLimits, processes },
    uploads,
    ...rest.persisted,
    ...rest.observability,
    images,
  };
}

export type GatewayConfig = ReturnType<typeof merged>;
export type RateLimitSettings = GatewayConfig['rateLimits'];
export type { UploadSettings };

/** One variable the gateway cannot start with. */
interface ConfigurationProblem {
  variable: string;
  /** The value as set, or a mask when it is a secret (see shownValue). */
  value: string | undefined;
  problem: string;
}

/** What readConfig throws: every variable that is wrong, for one log line naming each (main.ts). */
export class ConfigurationError extends Error {
  constructor(
    message: string,
    readonly problems: ConfigurationProblem[],
  ) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/** Names whose values are secrets: never written anywhere, even when wrong. */
const SECRET_NAME = /KEY|SECRET|PASSWORD|TOKEN|HEADERS|CREDENTIAL/i;

/** A value fit for a log line: a secret's masked, a URL's password too (e.g. REDIS_URL's). */
function shownValue(variable: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (SECRET_NAME.test(variable)) return '[masked]';
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:[masked]@');
}

function configurationError(issues: z.core.$ZodIssue[], env: NodeJS.ProcessEnv): ConfigurationError {
  // Each fragment's issues are keyed by variable name (settingFragment.ts).
  const problems = issues.map((issue) => {
    const variable = issue.path.join('.');
    return { variable, value: shownValue(variable, env[variable]), problem: issue.message };
  });
  return new ConfigurationError(
    `Invalid gateway configuration:\n  ${problems.map((item) => `${item.variable}: ${item.problem}`).join('\n  ')}`,
    problems,
  );
}

/** Each fragment's settings; every fragment is read first, so that one error names every wrong variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const issues: z.core.$ZodIssue[] = [];
  const read: Partial<Record<keyof Fragments, unknown>> = {};
  for (const [name, fragment] of Object.entries(fragments)) {
    const result = fragment.safeParse(env);
    if (result.success) read[name as keyof Fragments] = result.data;
    else issues.push(...result.error.issues);
  }
  if (issues.length > 0) throw configurationError(issues, env);
  // Each name holds what its own fragment read (above, without issues).
  return merged(read as Fragments);
}
