import type { Request } from 'express';
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Language } from '../i18n/languages.ts';
import type { AnonymousOperations, OperationOutcome } from './anonymousOperations.ts';

/** One operation a page's head (or a sitemap) is made from, and what of its answer is usable. */
export interface PageQuery<T> {
  name: string;
  document: DocumentNode;
  /** The part of the answer the page needs, or undefined when it is not there (`errorCodes`: the answer's errors' codes). */
  pick(data: Record<string, unknown>, errorCodes: readonly string[]): T | undefined;
}

/** What a page got: its data (`stale`: the last good answer, the legacy API failing), or that there is no such thing. */
export type Loaded<T> = { data: T; stale: boolean } | { notFound: true } | undefined;

export interface PageDataOptions {
  /** How long a page waits for its data before it is sent without it. */
  deadlineMs: number;
  /** How long an answer is used as it is (the public cache's TTL). */
  freshMs: number;
  /** How long past that it stands in when the legacy API does not answer in time. */
  staleMs: number;
  /** Answers kept at most (pages, by language and origin). */
  max?: number;
  /**
   * Different operations in flight at most: past them a page goes without its data at once, so a
   * flood of pages (say, made-up product ids) cannot turn into as many legacy calls.
   */
  maxRunning?: number;
}

/** Operations in flight at most, unless configured: far more than a shop's pages being asked for at once. */
const DEFAULT_MAX_RUNNING = 64;

interface Entry {
  data: unknown;
  at: number;
}

/**
 * The data of the pages' heads, with a deadline and a memory of the last good answers. A page
 * never waits longer than the deadline: its operation runs on (and is remembered when it ends),
 * while the page goes with the last good answer when there is one (say, while the legacy API is
 * down) or without its data. Answers are the same for everyone (anonymous, by language and
 * origin), so one is kept per page for the public cache's TTL, and pages asked at the same time
 * share one run.
 */
export class PageData {
  private readonly answers: LRUCache<string, Entry>;
  private readonly running = new Map<string, Promise<OperationOutcome | undefined>>();

  constructor(
    private readonly run: AnonymousOperations,
    private readonly options: PageDataOptions,
  ) {
    this.answers = new LRUCache({ max: options.max ?? 2000 });
  }

  async load<T>(
    query: PageQuery<T>,
    variables: Record<string, unknown>,
    context: { req: Request; language: Language; origin: string; deadlineMs?: number },
  ): Promise<Loaded<T>> {
    const key = `${query.name}|${context.language}|${context.origin}|${JSON.stringify(variables)}`;
    const known = this.answers.get(key);
    const now = Date.now();
    if (known && now - known.at < this.options.freshMs) return { data: known.data as T, stale: false };
    const busy = !this.running.has(key) && this.running.size >= (this.options.maxRunning ?? DEFAULT_MAX_RUNNING);
    const outcome = busy
      ? undefined
      : await this.withDeadline(
          this.shared(key, query, variables, context),
          context.deadlineMs ?? this.options.deadlineMs,
        );
    const data = outcome?.data ? query.pick(outcome.data, outcome.errorCodes) : undefined;
    if (data !== undefined && outcome) return { data, stale: outcome.stale };
    if (outcome?.errorCodes.includes('NOT_FOUND')) return { notFound: true };
    // Read again: an answer that came while this page waited (another page's run) is the latest.
    const last = this.answers.get(key);
    if (last && Date.now() - last.at < this.options.freshMs + this.options.staleMs) {
      return { data: last.data as T, stale: true };
    }
    return undefined;
  }

  private shared<T>(
    key: string,
    query: PageQuery<T>,
    variables: Record<string, unknown>,
    { req, language }: { req: Request; language: Language },
  ): Promise<OperationOutcome | undefined> {
    const running = this.running.get(key);
    if (running) return running;
    const started = this.run(query.document, variables, req, language)
      .then((outcome) => {
        const data = outcome.data ? query.pick(outcome.data, outcome.errorCodes) : undefined;
        // A stale part is the public cache's to keep; this memory keeps what was fresh.
        if (data !== undefined && !outcome.stale) this.answers.set(key, { data, at: Date.now() });
        return outcome;
      })
      // A page is sent without its data rather than fail: the operation's errors are already logged.
      .catch(() => undefined)
      .finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  private async withDeadline<T>(work: Promise<T>, deadlineMs: number): Promise<T | undefined> {
    if (!Number.isFinite(deadlineMs)) return work;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), deadlineMs);
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
