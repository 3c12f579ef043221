/*
 * The two phones of issue 37, emulated from the machine's own Lighthouse benchmarkIndex so that
 * each is about the same phone on any machine: Lighthouse's CPU slowdown is the machine's index
 * over the phone's (4× for the mid-range phone at index 3,300; 1.3× and 4× at 1,100). The
 * network stays Lighthouse's simulated Slow 4G. Each has the issue's targets, against the floor
 * (bench/floorPage.ts) measured in the same run.
 */

export type ProfileName = 'mid' | 'low';

/** What a profile must reach, medians of the interleaved runs. */
export interface Targets {
  /** LCP at most this much above the floor's, in ms. */
  lcpOverFloorMs: number;
  tbtMs: number;
  score: number;
}

export interface PhoneProfile {
  name: ProfileName;
  label: string;
  /** The phone's own benchmarkIndex: the machine's over it is the CPU slowdown. */
  phoneIndex: number;
  targets: Targets;
}

export const PHONE_PROFILES: readonly PhoneProfile[] = [
  {
    name: 'mid',
    label: 'mid-range phone',
    phoneIndex: 825,
    targets: { lcpOverFloorMs: 150, tbtMs: 50, score: 98 },
  },
  {
    name: 'low',
    label: 'low-end phone',
    phoneIndex: 275,
    targets: { lcpOverFloorMs: 300, tbtMs: 300, score: 90 },
  },
];

/** The CPU slowdown that makes this machine (its benchmarkIndex) the profile's phone; never below 1 (Lighthouse cannot speed up). */
export function cpuSlowdown(profile: PhoneProfile, benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / profile.phoneIndex) * 100) / 100);
}

/**
 * What the run emulates, to print before it: the index the phones come from, each phone's
 * slowdown, and a warning for a phone this machine cannot be (slower than it: Lighthouse runs at
 * 1×, and the figures are the machine's, not the phone's).
 */
export function describeProfiles(
  profiles: readonly PhoneProfile[],
  measured: number,
  pinned: number | undefined,
): string[] {
  const index = pinned ?? measured;
  const lines = [
    `this machine's benchmarkIndex: ${Math.round(measured)}` +
      (pinned === undefined ? '' : `; the phones are made from ${pinned} (LIGHTHOUSE_BENCHMARK_INDEX)`) +
      `: ${profiles.map((profile) => `${profile.label} ${cpuSlowdown(profile, index)}× CPU`).join(', ')}`,
  ];
  for (const profile of profiles)
    if (index < profile.phoneIndex)
      lines.push(
        `WARNING: an index of ${Math.round(index)} is below the ${profile.label}'s ${profile.phoneIndex}: ` +
          `this machine is slower than that phone, so its figures are the machine's at 1×, not the phone's`,
      );
  return lines;
}

/** Our medians and the floor's, as the targets weigh them. */
export interface TargetFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
}

export interface TargetCheck {
  label: string;
  /** What was measured, as printed. */
  measured: string;
  holds: boolean;
}

/** Each target of the profile, and whether our page meets it against the floor. */
export function checkTargets(profile: PhoneProfile, ours: TargetFigures, floor: TargetFigures): TargetCheck[] {
  const { targets } = profile;
  const over = ours.lcpMs - floor.lcpMs;
  return [
    {
      label: `LCP ≤ floor + ${(targets.lcpOverFloorMs / 1000).toFixed(2)} s`,
      measured: `${over >= 0 ? '+' : '−'}${(Math.abs(over) / 1000).toFixed(2)} s`,
      holds: over <= targets.lcpOverFloorMs,
    },
    {
      label: `TBT ≤ ${targets.tbtMs} ms`,
      measured: `${Math.round(ours.tbtMs).toLocaleString('en')} ms`,
      holds: ours.tbtMs <= targets.tbtMs,
    },
    { label: `score ≥ ${targets.score}`, measured: `${ours.score}`, holds: ours.score >= targets.score },
  ];
}
