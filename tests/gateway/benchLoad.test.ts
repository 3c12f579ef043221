import { describe, expect, it } from 'vitest';
import { HOME_CALLS, HOME_QUERY } from '../support/homeCalls.ts';
import { percentile, runLoad } from '../support/load.ts';
import { median } from '../support/median.ts';
import { processCpuMs } from '../support/processCpu.ts';
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
    const result = await runLoad(
      async () => {
        calls += 1;
        // This operation's own number: \`calls\` may have moved on by the time it ends.
        const call = calls;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        if (call % 10 === 0) throw new Error('every tenth fails');
        return 100;
      },
      { concurrency: 4, durationMs: 200 },
    );
    // It stopped by itself (or the test would time out), and at the deadline: each worker runs
    // operations of at least 4 ms one after another, so in 200 ms it starts at most 51. A busy
    // machine only makes that fewer (a bound on the elapsed time failed on one).
    expect(calls).toBeLessThanOrEqual(4 * (200 / 4 + 1));
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

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('processCpuMs', () => {
  it('reads the CPU time the kernel charged a process, as Node itself counts it', () => {
    const before = processCpuMs(process.pid);
    const usage = process.cpuUsage();
    // Work until Node counts 100 ms of CPU (however busy the machine), at most 10 s.
    const deadline = Date.now() + 10_000;
    let spin = 0;
    while (Date.now() < deadline) {
      for (let index = 0; index < 100_000; index += 1) spin += Math.sqrt(index);
      const used = process.cpuUsage(usage);
      if ((used.user + used.system) / 1000 >= 100) break;
    }
    const used = process.cpuUsage(usage);
    const counted = processCpuMs(process.pid) - before;
    expect(spin).toBeGreaterThan(0);
    // /proc counts in clock ticks (10 ms): allow two ticks either way.
    expect(Math.abs(counted - (used.user + used.system) / 1000)).toBeLessThanOrEqual(25);
    expect(counted).toBeGreaterThanOrEqual(75);
  });
});
