import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gate, ok, refused, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway } from './support/gatewayUnderTest.ts';

/*
 * The public cache past freshness (STALE_IF_ERROR_S, 24 h by default): a public answer whose
 * TTL (1 s here) has passed is served at once, marked `extensions.stale`, while one refresh
 * runs; while the legacy API fails it keeps being served; a refusal ends it.
 */
const fake = useFakeUpstream();
const gateway = useGateway({ PUBLIC_CACHE_TTL_MS: '1000', RATE_LIMIT_GENERAL: '0' });

const BANNERS = `${UPSTREAM}/api/index/banner`;

interface Answer {
  status: number;
  cacheControl: string | null;
  data?: { banners?: string[] | null } | null;
  errors?: Array<{ extensions?: Record<string, unknown> }>;
  extensions?: { stale?: { ageSeconds: number; calls: string[] } };
}

/** `{ banners }` as the storefront's persisted queries ask it: GET, so the cache headers count. */
async function banners(lang: string): Promise<Answer> {
  const response = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ banners }')}`, {
    headers: { 'apollo-require-preflight': 'true', lang, language: lang },
  });
  const body = (await response.json()) as Omit<Answer, 'status' | 'cacheControl'>;
  return { status: response.status, cacheControl: response.headers.get('cache-control'), ...body };
}

const bannerHits = (lang: string) =>
  fake.hitsOn('/api/index/banner').filter((hit) => hit.headers.get('lang') === lang).length;

/** Lets the 1 s TTL pass (time itself is what is waited for). */
const ttlPassed = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** Waits for a condition (the test's timeout bounds the wait). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function staleCount(call: string): Promise<number> {
  const metric = await gateway.gateway.metrics.staleAnswers.get();
  return metric.values.find((value) => value.labels['call'] === call)?.value ?? 0;
}

describe('stale answers', () => {
  it('serves the last answer with extensions.stale and no shared caching while the legacy API fails, then fresh again', async () => {
    let mode: 'up' | 'down' | 'back' = 'up';
    fake.server.use(
      http.get(BANNERS, () => {
        if (mode === 'down') return HttpResponse.text('<h1>502 Bad Gateway</h1>', { status: 502 });
        return ok(mode === 'up' ? ['/uploads/before.png'] : ['/uploads/after.png']);
      }),
    );
    const fresh = await banners('de');
    expect(fresh.extensions?.stale).toBeUndefined();
    expect(fresh.cacheControl).toBe('public, max-age=1');
    const before = fresh.data?.banners;
    expect(before).toEqual([expect.stringMatching(/\/uploads\/before\.png$/)]);

    await ttlPassed();
    mode = 'down';
    const countedBefore = await staleCount('banners');
    // Answers until two refreshes have failed: each of them (and those between) is the last one known.
    const during: Answer[] = [];
    while (bannerHits('de') < 3) during.push(await banners('de'));
    during.push(await banners('de'));
    for (const answer of during) {
      expect(answer.status).toBe(200);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.banners).toEqual(before);
      expect(answer.extensions?.stale).toEqual({ ageSeconds: expect.any(Number), calls: ['banners'] });
      expect(answer.extensions?.stale?.ageSeconds).toBeGreaterThanOrEqual(1);
      // Neither a browser nor a CDN may keep it past the outage.
      expect(answer.cacheControl).toBe('private, no-store');
    }
    expect(await staleCount('banners')).toBe(countedBefore + during.length);

    mode = 'back';
    let after: Answer | undefined;
    await until(async () => {
      after = await banners('de');
      return after.extensions?.stale === undefined;
    });
    expect(after?.data?.banners).toEqual([expect.stringMatching(/\/uploads\/after\.png$/)]);
    expect(after?.cacheControl).toBe('public, max-age=1');
  });

  it('refreshes once at expiry however many ask at the same time, and nobody waits for it', async () => {
    const release = gate();
    let version = 1;
    fake.server.use(
      http.get(BANNERS, async () => {
        if (version === 1) return ok(['/uploads/v1.png']);
        await release.promise;
        return ok(['/uploads/v2.png']);
      }),
    );
    await banners('fr');
    expect(bannerHits('fr')).toBe(1);
    await ttlPassed();
    version = 2;

    // The refresh hangs until released: these answers come back while it does.
    const answers = await Promise.all(Array.from({ length: 12 }, () => banners('fr')));
    for (const answer of answers) {
      expect(answer.data?.banners).toEqual([expect.stringMatching(/\/uploads\/v1\.png$/)]);
      expect(answer.extensions?.stale?.calls).toEqual(['banners']);
    }
    await until(() => bannerHits('fr') === 2);
    expect(bannerHits('fr')).toBe(2);

    release.open();
    let after: Answer | undefined;
    await until(async () => {
      after = await banners('fr');
      return after.extensions?.stale === undefined;
    });
    expect(after?.data?.banners).toEqual([expect.stringMatching(/\/uploads\/v2\.png$/)]);
    expect(bannerHits('fr')).toBe(2);
  });

  it('stops serving the stale answer once the legacy API refuses the call (its word, not an outage)', async () => {
    let refusing = false;
    fake.server.use(http.get(BANNERS, () => (refusing ? refused('No banners here') : ok(['/uploads/b.png']))));
    await banners('it');
    await ttlPassed();
    refusing = true;
    let answer: Answer | undefined;
    await until(async () => {
      answer = await banners('it');
      return answer.errors !== undefined;
    });
    expect(answer?.data?.banners).toBeNull();
    expect(answer?.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_REJECTED');
    expect(answer?.extensions?.stale).toBeUndefined();
  });
});
