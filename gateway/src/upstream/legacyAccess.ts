import DataLoader from 'dataloader';
import type { PublicCache } from '../cache/publicCache.ts';
import { StaleReport } from '../cache/staleReport.ts';
import { CallBudget } from './callBudget.ts';
import type { ForwardedHeaders, UpstreamAnswer, UpstreamClient } from './client.ts';
import type { Decoded } from './decoders.ts';
import type { Endpoint, LegacyOperation } from './endpoints.ts';
import { requestIdOf, withRequestId } from './exchange.ts';
import { serializeParams } from './serializeParams.ts';
import type { LegacyParams } from './types.ts';

interface LoadKey {
  operation: LegacyOperation;
  params: Record<string, unknown>;
  /** canonicalQuery(params), worked out once for the loader's key and the public cache's. */
  query: string;
}

/**
 * The parameters as the upstream receives them, with names sorted: `{page, limit}` and
 * `{limit, page}` are the same upstream call, so they must share a cache entry.
 */
function canonicalQuery(params: Record<string, unknown>): string {
  const query = new URLSearchParams(serializeParams(params));
  query.sort();
  return query.toString();
}

/**
 * One request's view of the legacy API. Reads go through a DataLoader, so identical
 * calls within one GraphQL operation are made once while independent ones run
 * concurrently; user-independent reads are shared across requests by the public
 * cache (past their freshness while the legacy API fails, noted in `stale`). Writes are never de-duplicated, and each one empties this request's read
 * cache so that fields resolved after it see the new state. Every call made counts
 * against the operation's budget.
 */
export class LegacyAccess {
  private readonly loader: DataLoader<LoadKey, UpstreamAnswer<unknown>, string>;

  constructor(
    private readonly client: UpstreamClient,
    private readonly endpoints: Record<LegacyOperation, Endpoint>,
    private readonly headers: ForwardedHeaders,
    private readonly publicCache: PublicCache,
    readonly budget: CallBudget = new CallBudget(Number.POSITIVE_INFINITY),
    /** The public answers this request was served past their freshness (extensions.stale). */
    readonly stale: StaleReport = new StaleReport(),
  ) {
    this.loader = new DataLoader(
      (keys) =>
        Promise.all(
          keys.map((key) =>
            this.fetch(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
          ),
        ),
      { cacheKeyFn: (key) => `${key.operation}?${key.query}` },
    );
  }

  /** A read: de-duplicated within the request, shared across users when the call is public. */
  async read<Op extends LegacyOperation>(
    operation: Op,
    params: LegacyParams<Op> | Record<string, unknown> = {},
  ): Promise<Decoded<Op>> {
    const values = params as Record<string, unknown>;
    const answer = await this.loader.load({ operation, params: values, query: canonicalQuery(values) });
    return answer.data as Decoded<Op>;
  }

  /**
   * A read sent now, past this request's loader and the public cache: the state after a
   * write whose reply was lost must be read afresh, and a failed attempt asked again.
   */
  async reread<Op extends LegacyOperation>(
    operation: Op,
    params: LegacyParams<Op> | Record<string, unknown> = {},
  ): Promise<Decoded<Op>> {
    this.budget.spend(operation);
    const answer = await this.client.call(operation, params, this.headers, { read: true });
    return answer.data;
  }

  /** A write: always sent (never retried), and answers the upstream's message with the data. */
  async write<Op extends LegacyOperation>(
    operation: Op,
    params: LegacyParams<Op> | Record<string, unknown> = {},
  ): Promise<UpstreamAnswer<Decoded<Op>>> {
    try {
      this.budget.spend(operation);
      return await this.client.call(operation, params, this.headers);
    } finally {
      this.loader.clearAll();
    }
  }

  /**
   * This request's access on behalf of another session (`undefined`: none), keeping
   * its language and its budget. For the two calls that cannot use the caller's token:
   * loading the buyer of a session login/register just opened, and the forgotten-password
   * reset, which the legacy API only treats as such when no token is sent. Its reads have
   * their own loader, so nothing read with one token is answered to another.
   */
  withToken(token: string | undefined): LegacyAccess {
    return new LegacyAccess(
      this.client,
      this.endpoints,
      withRequestId({ ...this.headers, token }, requestIdOf(this.headers)),
      this.publicCache,
      this.budget,
      this.stale,
    );
  }

  /** Whether the request carries a session token at all. */
  get hasToken(): boolean {
    return Boolean(this.headers.token);
  }

  private async fetch(key: LoadKey): Promise<UpstreamAnswer<unknown>> {
    // Counted before the public cache: a shared in-flight call must never fail for another
    // request's budget, and an operation's cost does not depend on what others cached.
    this.budget.spend(key.operation);
    if (!this.endpoints[key.operation].publicCache) {
      return this.client.call(key.operation, key.params, this.headers, { read: true });
    }
    const anonymous = withRequestId<ForwardedHeaders>(
      { lang: this.headers.lang, language: this.headers.language },
      requestIdOf(this.headers),
    );
    const cacheKey = `${this.endpoints[key.operation].path}?${key.query}#${anonymous.lang ?? ''}|${anonymous.language ?? ''}`;
    return this.publicCache.get(
      cacheKey,
      () => this.client.call(key.operation, key.params, anonymous, { read: true }),
      (ageMs) => this.stale.record(key.operation, ageMs),
    );
  }
}
