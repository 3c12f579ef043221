import { writeFileSync } from 'node:fs';
import { median } from '../tests/support/median.ts';
import type { Figures } from './lighthouseRun.ts';
import { checkTargets, type PhoneProfile, type TargetCheck } from './phoneProfiles.ts';

/*
 * What `npm run bench:lighthouse` prints: per page × photos × phone, our medians against the
 * floor's with the difference, the issue's targets, the SEO category; and the same as JSON.
 */

export type Photos = 'drawn' | 'real';

/** One page on one phone with one kind of pictures: the runs of ours and of the floor, interleaved. */
export interface Cell {
  page: string;
  path: string;
  photos: Photos;
  profile: PhoneProfile;
  cpuSlowdown: number;
  ours: Figures[];
  floor: Figures[];
}

type Metric = keyof Pick<
  Figures,
  | 'score'
  | 'fcpMs'
  | 'lcpMs'
  | 'ttfbMs'
  | 'loadDelayMs'
  | 'loadTimeMs'
  | 'renderDelayMs'
  | 'tbtMs'
  | 'mainThreadMs'
  | 'transferKb'
  | 'benchmarkIndex'
>;

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const whole = (n: number) => Math.round(n).toLocaleString('en');
const METRICS: ReadonlyArray<{ key: Metric; label: string; show: (value: number) => string }> = [
  { key: 'score', label: 'score', show: whole },
  { key: 'fcpMs', label: 'FCP s', show: seconds },
  { key: 'lcpMs', label: 'LCP s', show: seconds },
  { key: 'ttfbMs', label: 'TTFB ms', show: whole },
  { key: 'loadDelayMs', label: 'load delay ms', show: whole },
  { key: 'loadTimeMs', label: 'load time ms', show: whole },
  { key: 'renderDelayMs', label: 'render delay ms', show: whole },
  { key: 'tbtMs', label: 'TBT ms', show: whole },
  { key: 'mainThreadMs', label: 'main thread ms', show: whole },
  { key: 'transferKb', label: 'KB', show: whole },
  // Each run's own measure of the machine: a side whose runs found it much slower had a busier machine.
  { key: 'benchmarkIndex', label: 'benchmarkIndex', show: whole },
];

type Medians = Record<Metric, number>;

function medians(runs: readonly Figures[]): Medians {
  return Object.fromEntries(METRICS.map(({ key }) => [key, median(runs.map((run) => run[key]))])) as Medians;
}

const PHOTO_LABEL: Record<Photos, string> = { drawn: 'drawn', real: 'real photos' };

function signed(show: (value: number) => string, value: number): string {
  const text = show(Math.abs(value));
  return Number(text.replace(/,/g, '')) === 0 ? '±0' : `${value > 0 ? '+' : '−'}${text}`;
}

/** The element most runs found as LCP. */
function usualLcpElement(runs: readonly Figures[]): string {
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

const shortTag = (snippet: string) => (snippet.length > 90 ? `${snippet.slice(0, 90)}…` : snippet) || 'none';

interface Summary {
  cell: Cell;
  ours: Medians;
  floor: Medians;
  targets: TargetCheck[];
  seo: number;
  seoFailed: string[];
  lcpElement: { ours: string; floor: string };
}

function summarise(cell: Cell): Summary {
  const ours = medians(cell.ours);
  const floor = medians(cell.floor);
  return {
    cell,
    ours,
    floor,
    targets: checkTargets(cell.profile, ours, floor),
    seo: median(cell.ours.map((run) => run.seo)),
    seoFailed: [...new Set(cell.ours.flatMap((run) => run.seoFailed))],
    lcpElement: { ours: usualLcpElement(cell.ours), floor: usualLcpElement(cell.floor) },
  };
}

export interface RunContext {
  version: string;
  runs: number;
  /** The index the phones were made from (measured at the start, or pinned), what the start measured, and each run's. */
  benchmarkIndex: number;
  measuredBenchmarkIndex: number;
  runIndexes: number[];
  machine: string;
  date: string;
}

/** Prints the tables and returns what they show (a missed target is printed, never an exit code). */
export function printReport(context: RunContext, cells: readonly Cell[]): Summary[] {
  const summaries = cells.map(summarise);
  const indexes = [...context.runIndexes].sort((a, b) => a - b);
  console.log('');
  console.log(
    `Lighthouse ${context.version}, mobile (simulated Slow 4G), medians of ${context.runs} interleaved runs (ours, floor, ours, floor …); ` +
      `headless Chromium; ${context.machine}; ${context.date}. benchmarkIndex ${Math.round(context.measuredBenchmarkIndex)} at the start` +
      (context.benchmarkIndex === context.measuredBenchmarkIndex
        ? ' '
        : `, the phones made from ${context.benchmarkIndex} `) +
      `(the runs' own: ${whole(indexes[0] ?? Number.NaN)}–${whole(indexes.at(-1) ?? Number.NaN)}, median ${whole(median(indexes))}).`,
  );
  console.log(
    'Each cell: ours / the floor (ours − floor). The floor: the same page with every script and module preload taken out.',
  );
  console.log('');
  console.log(`| page | pictures | phone (CPU) | ${METRICS.map((metric) => metric.label).join(' | ')} |`);
  console.log(`| --- | --- | --- |${' ---: |'.repeat(METRICS.length)}`);
  for (const { cell, ours, floor } of summaries) {
    const values = METRICS.map(
      ({ key, show }) => `${show(ours[key])} / ${show(floor[key])} (${signed(show, ours[key] - floor[key])})`,
    );
    console.log(
      `| ${cell.page} | ${PHOTO_LABEL[cell.photos]} | ${cell.profile.name} (${cell.cpuSlowdown}×) | ${values.join(' | ')} |`,
    );
  }
  console.log('');
  console.log("The issue's targets (a miss is reported, not failed):");
  console.log('');
  console.log('| page | pictures | phone | targets |');
  console.log('| --- | --- | --- | --- |');
  for (const { cell, targets } of summaries)
    console.log(
      `| ${cell.page} | ${PHOTO_LABEL[cell.photos]} | ${cell.profile.label} | ` +
        `${targets.map((target) => `${target.label}: ${target.measured} ${target.holds ? 'holds' : 'MISSED'}`).join('; ')} |`,
    );
  console.log('');
  for (const { cell, lcpElement } of summaries)
    if (lcpElement.ours !== lcpElement.floor)
      console.log(
        `LCP element differs, ${cell.page}, ${PHOTO_LABEL[cell.photos]}, ${cell.profile.name}: ours ${shortTag(lcpElement.ours)}; the floor ${shortTag(lcpElement.floor)}`,
      );
  const seoSeen = new Set<string>();
  for (const { cell, seo, seoFailed } of summaries) {
    const key = `${cell.page} ${cell.photos}`;
    if (seoSeen.has(key)) continue;
    seoSeen.add(key);
    console.log(
      `SEO ${cell.page}, ${PHOTO_LABEL[cell.photos]}: ${seo}${seo < 100 ? ' (target 100: MISSED)' : ''}${seoFailed.map((title) => `; failed: ${title}`).join('')}`,
    );
  }
  const missed = summaries.flatMap((summary) => summary.targets).filter((target) => !target.holds).length;
  console.log(
    missed === 0 ? 'lighthouse: every target holds' : `lighthouse: ${missed} target(s) missed (a bench: not a failure)`,
  );
  return summaries;
}

/** The same figures as JSON (`--json <file>`): medians, each run, the targets. */
export function writeJson(file: string, context: RunContext, summaries: readonly Summary[]): void {
  const results = summaries.map(({ cell, ours, floor, targets, seo, seoFailed, lcpElement }) => ({
    page: cell.page,
    path: cell.path,
    photos: cell.photos,
    profile: cell.profile.name,
    cpuSlowdown: cell.cpuSlowdown,
    ours,
    floor,
    difference: Object.fromEntries(METRICS.map(({ key }) => [key, ours[key] - floor[key]])),
    targets,
    seo,
    seoFailed,
    lcpElement,
    runs: { ours: cell.ours, floor: cell.floor },
  }));
  writeFileSync(file, `${JSON.stringify({ ...context, results }, null, 2)}\n`);
  console.log(`lighthouse: figures written to ${file}`);
}
