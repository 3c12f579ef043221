import { fileURLToPath } from 'node:url';

/*
 * Where the files the gateway reads at run time are, in its two ways of running.
 * From sources (tsx, the tests) this module is gateway/src/runtimeFiles.ts and the
 * files are where the checkout keeps them. Built, this module is part of a bundle
 * (dist/gateway/main.js) and `npm run build` has copied them next to it, so dist/
 * runs with no source tree (gateway/build.ts copies what this table names).
 */
interface RuntimeFile {
  /** From the checkout's root, where the sources keep it. */
  source: string;
  /** From the bundle's own folder, where the build puts it. */
  built: string;
  /** Copied by the server build; the others are built by steps of their own (`npm run build`). */
  copied: boolean;
}

export const RUNTIME_FILES = {
  /** The SDL, one file per domain. */
  schema: { source: 'schema/', built: 'schema/', copied: true },
  /** The client's operations by hash, which codegen writes (trusted documents). */
  manifest: { source: 'client/src/gql/persisted-documents.json', built: 'persisted-documents.json', copied: true },
  /** The storefront `npm run build:client` makes. */
  client: { source: 'dist/client/', built: '../client/', copied: false },
  /** The storefront built for Node, which renders the public pages (client/build/serverBuild.ts). */
  ssr: { source: 'dist/ssr/', built: '../ssr/', copied: false },
  /** The schema explorer `npm run build:explorer` makes. */
  explorer: { source: 'dist/explorer/', built: '../explorer/', copied: false },
} as const satisfies Record<string, RuntimeFile>;

/** Under a TypeScript loader this module is its own .ts file; in a bundle it is not. */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const CHECKOUT = new URL('../../', import.meta.url);

/** The absolute path of a runtime file (folders end with a slash) in the way the gateway runs now. */
export function runtimeFile(name: keyof typeof RUNTIME_FILES): string {
  const file = RUNTIME_FILES[name];
  return fileURLToPath(FROM_SOURCES ? new URL(file.source, CHECKOUT) : new URL(file.built, import.meta.url));
}
