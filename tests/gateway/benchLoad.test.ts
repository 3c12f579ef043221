import { describe, expect, it } from 'vitest';
import { HOME_CALLS, HOME_QUERY } from '../../bench/homeScreen.ts';
import { percentile, runLoad } from '../../bench/load.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';

/* The benchmark's measuring parts: they must count right and stop by themselves. */
describe('percentile', () => {
  it('takes the nearest rank of sorted samples', () => {
    const samples = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('runLoad', () => {
  it('keeps the given number of operations in flight, stops at the deadline and counts every byte', async () => {
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const started = Date.now();
    const result = await runLoad(
      async () => {
        calls += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        if (calls % 10 === 0) throw new Error('every tenth fails');
        return 100;
      },
      { concurrency: 4, durationMs: 200 },
    );
    expect(Date.now() - started).toBeLessThan(400);
    expect(most).toBe(4);
    expect(result.operations + result.errors).toBe(calls);
    expect(result.errors).toBe(Math.floor(calls / 10));
    expect(result.firstError).toBe('every tenth fails');
    // Concurrent workers must not lose each other's byte counts.
    expect(result.bytesPerOperation).toBe(100);
    expect(result.p50Ms).toBeGreaterThanOrEqual(4);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
  });
});

describe('the Home comparison', () => {
  it('makes directly exactly the legacy calls the gateway makes for the Home query', () => {
    expect(HOME_CALLS.map(({ operation }) => operation)).toEqual([
      'platformInfo',
      'banners',
      'categories',
      'hotProducts',
      'hotMerchants',
      'getUserInfo',
    ]);
    for (const { operation } of HOME_CALLS) expect(endpoints[operation].method).toBe('GET');
    expect(HOME_QUERY).toMatch(/platform[\s\S]*banners[\s\S]*categories[\s\S]*hotProducts[\s\S]*hotShops[\s\S]*me \{/);
  });
});
