import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';

/** Which documents run, and what automatic persisted queries may cost. */
export const persistedSettings = fragment({
  /**
   * `any`: every document runs (the client's own are known by hash from the start, others may
   * register as automatic persisted queries); `only`: trusted documents, the client's own alone.
   */
  persistedDocuments: setting(
    'PERSISTED_DOCUMENTS',
    z
      .enum(['any', 'only'])
      .default('any')
      .describe(
        "`only`: trusted documents — the gateway runs the client's own operations (codegen's `client/src/gql/persisted-documents.json`) and refuses any other with `PERSISTED_QUERY_NOT_IN_LIST`; `any` runs every document.",
      ),
  ),
  /** What automatic persisted queries may cost (`any`): bytes a document, documents kept, registrations an address and window. */
  persistedQueries: {
    maxBytes: setting(
      'PERSISTED_QUERY_MAX_BYTES',
      z.coerce
        .number()
        .int()
        .min(1024)
        .max(100 * 1024)
        .default(8 * 1024)
        .describe(
          "With `PERSISTED_DOCUMENTS=any`, the largest document an automatic persisted query may register, in bytes as sent (comments and whitespace count); a larger one is refused with `BAD_USER_INPUT` (rule `maxBytes`). The storefront's largest document is under 1 KB.",
        ),
    ),
    maxDocuments: setting(
      'PERSISTED_QUERY_MAX_DOCUMENTS',
      z.coerce
        .number()
        .int()
        .positive()
        .default(1000)
        .describe(
          'With `PERSISTED_DOCUMENTS=any`, registered documents kept (in Redis for every instance, and in each process); past it the oldest go. With `PERSISTED_QUERY_MAX_BYTES`, the bound of what registrations cost: 1000 × 8 KB, about 8 MB, by default.',
        ),
    ),
    registrationsPerWindow: setting(
      'PERSISTED_QUERY_REGISTRATIONS',
      z.coerce
        .number()
        .int()
        .min(0)
        .default(20)
        .describe(
          'With `PERSISTED_DOCUMENTS=any`, automatic persisted-query registrations per client address in `RATE_LIMIT_WINDOW_S`; past it the query still runs, its document is not kept. `0`: off.',
        ),
    ),
  },
});

export type PersistedSettings = z.output<typeof persistedSettings>;
