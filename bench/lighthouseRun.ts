import lighthouse from 'lighthouse';

/*
 * One Lighthouse run (mobile, simulated Slow 4G, the CPU slowed as the phone profile asks) and
 * the figures the bench reports from it.
 */

/** What one run measured. Times in ms, bytes in KB. */
export interface Figures {
  score: number;
  /** The SEO category's score, and the titles of its audits that failed. */
  seo: number;
  seoFailed: string[];
  fcpMs: number;
  lcpMs: number;
  /** LCP's four phases (Lighthouse's `largest-contentful-paint-element`); load delay and time are 0 when LCP is no picture. */
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
  tbtMs: number;
  /** `mainthread-work-breakdown`'s total, at the profile's slowdown. */
  mainThreadMs: number;
  transferKb: number;
  cls: number;
  speedIndexMs: number;
  /** The LCP element, as Lighthouse quotes it (its opening tag), '' when it found none. */
  lcpElement: string;
  /** The URLs of the scripts the page loaded (the floor's must be none). */
  scripts: string[];
  /** This run's own measure of the machine. */
  benchmarkIndex: number;
  version: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const PHASE_ORDER = ['ttfbMs', 'loadDelayMs', 'loadTimeMs', 'renderDelayMs'] as const;

/** LCP's phases, from the phase table of the LCP element audit (in Lighthouse's order: TTFB, load delay, load time, render delay). */
function lcpPhases(lhr: Lhr): Record<(typeof PHASE_ORDER)[number], number> {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { type: string; items?: Array<{ type?: string; headings?: Array<{ key?: string }>; items?: unknown[] }> }
    | undefined;
  const table = details?.items?.find((item) => item.headings?.some((heading) => heading.key === 'phase'));
  const timings = (table?.items ?? []).map((row) => Number((row as { timing?: unknown }).timing));
  if (timings.length !== PHASE_ORDER.length) throw new Error("Lighthouse's LCP element audit gave no phase table");
  return {
    ttfbMs: timings[0] ?? Number.NaN,
    loadDelayMs: timings[1] ?? Number.NaN,
    loadTimeMs: timings[2] ?? Number.NaN,
    renderDelayMs: timings[3] ?? Number.NaN,
  };
}

function lcpElement(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
}

function scriptRequests(lhr: Lhr): string[] {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<{ url?: string; resourceType?: string }> } | undefined;
  return (details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url ?? '');
}

async function audit(url: string, port: number, cpuSlowdown: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    // Merged into the mobile defaults: Slow 4G stays, only the CPU is the profile's.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories['seo']?.score ?? 0) * 100),
    seoFailed: (lhr.categories['seo']?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => lhr.audits[ref.id]?.title ?? ref.id),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    ...lcpPhases(lhr),
    lcpElement: lcpElement(lhr),
    tbtMs: value('total-blocking-time'),
    mainThreadMs: value('mainthread-work-breakdown'),
    transferKb: value('total-byte-weight') / 1024,
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    scripts: scriptRequests(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    version: lhr.lighthouseVersion,
  };
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP, NO_LCP):
 * such a run is tried again, twice at most, instead of ending the bench.
 */
export async function auditWithRetries(url: string, port: number, cpuSlowdown: number): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, cpuSlowdown);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`lighthouse: ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}
