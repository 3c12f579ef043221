/**
 * The measuring of `npm run bench:taps` (issue 37, item 4) works: with the CPU slowed 6× the
 * shopping journey completes, and the browser reports each of its taps as one interaction, timed
 * by Event Timing with its interactionId. No milliseconds are asserted here: a timed figure
 * belongs to the bench (bench/taps.ts), which a loaded machine slows.
 */
import { describe, expect, test } from 'vitest';
import { observeTaps, slowCpu, TAP_CPU_SLOWDOWN, tapJourney } from '../support/tapTimings.ts';
import { journey } from './support/index.ts';

const trip = journey('tap-timings');

describe('tap timings', () => {
  test('journey: every tap at 6× CPU is one interaction the browser timed, by its id', async () => {
    const { page, phone, stack } = trip;
    await trip.signIn();
    await observeTaps(phone.context);
    await slowCpu(page, TAP_CPU_SLOWDOWN);

    const timings = await tapJourney(page, stack.url);

    expect(timings.map((timing) => timing.tap)).toEqual(
      expect.arrayContaining([
        'open a product from Home',
        'open the options sheet',
        'add to the bag',
        'switch tabs (the product’s sections)',
        'open the bag',
        'switch tabs (the tab bar, to Home)',
      ]),
    );
    for (const timing of timings) {
      expect(timing.interactions, timing.tap).toBe(1);
      expect(timing.interactionId, timing.tap).toBeGreaterThan(0);
      expect(timing.durationMs, timing.tap).toBeGreaterThan(0);
    }
    // Each tap its own interaction.
    expect(new Set(timings.map((timing) => timing.interactionId)).size).toBe(timings.length);
    expect(phone.pageErrors).toEqual([]);
  });
});
