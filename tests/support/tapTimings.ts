import type { BrowserContext, Locator, Page } from 'playwright-core';

/**
 * The shopping journey's taps, each timed as the browser's Event Timing API times it (what INP
 * reads): from the touch until the next frame is painted, for the longest event of the
 * interaction. Used by the bench (`npm run bench:taps`, bench/taps.ts), which prints the
 * milliseconds, and by tests/e2e/tapTimings.test.ts, which proves the measuring itself works.
 */

/** INP's "good": every tap of the journey within it (issue 37). */
export const TAP_BUDGET_MS = 200;
/** The CPU slowdown the journey is timed at (CDP Emulation.setCPUThrottlingRate). */
export const TAP_CPU_SLOWDOWN = 6;
/** Event Timing reports no event shorter than this (the API's smallest threshold). */
const EVENT_THRESHOLD_MS = 16;

/** One tap, timed. */
export interface TapTiming {
  tap: string;
  /** The longest event of the tap's interaction, in ms; undefined when none reached EVENT_THRESHOLD_MS. */
  durationMs: number | undefined;
  /** The interaction's id in Event Timing (undefined when no entry reached the threshold). */
  interactionId: number | undefined;
  /** How many interactions the browser counted for the tap (performance.interactionCount): 1 for a tap. */
  interactions: number;
}

interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
}

/**
 * Collects every event entry of the page from its start (buffered), before the app's scripts run.
 * An init script: the storefront's security policy allows no script of ours in the page otherwise.
 */
const OBSERVE_EVENTS = `window.__eventTimings = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__eventTimings.push({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration });
}).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });`;

/** Whether React drew or hydrated the main landmark on show (as tests/e2e/support/phone.ts's APP_MAIN_SHOWN). */
const APP_MAIN_SHOWN = `[...document.querySelectorAll('main, [role="main"]')].some((element) =>
  element.offsetParent !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$')))`;

/** Two frames painted: Event Timing reports an interaction once the frame after it has been painted. */
const TWO_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))';

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`taps: ${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Prepares a phone's pages for the timings: the observer in every page, before its scripts. */
export async function observeTaps(context: BrowserContext): Promise<void> {
  await context.addInitScript(OBSERVE_EVENTS);
}

/** Slows the page's CPU `rate` times (Chromium's DevTools protocol), as a slower phone's. */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Taps `target` and answers its timing once `done` holds (the tap's result is on screen) and the
 * browser has reported the interaction: the longest of its events, by interactionId.
 */
async function timedTap(page: Page, tap: string, target: Locator, done: () => Promise<void>): Promise<TapTiming> {
  await target.waitFor();
  const count = () => page.evaluate<number>('performance.interactionCount');
  const seen = await page.evaluate<number>('window.__eventTimings.length');
  const before = await count();
  await target.tap();
  await done();
  // The interaction is counted when its events are dispatched, reported after its frame is painted.
  await until(async () => (await count()) > before, `the interaction of "${tap}"`);
  await page.evaluate(TWO_FRAMES);
  const entries = (await page.evaluate<EventEntry[]>('window.__eventTimings')).slice(seen);
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId > 0)
      byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  }
  // A tap is one interaction (pointerdown, pointerup and click share its id); the first is the tap's.
  const [first] = byInteraction;
  return {
    tap,
    durationMs: first?.[1],
    interactionId: first?.[0],
    interactions: (await count()) - before,
  };
}

/** A visible element, found by a test id. */
const byTestId = (page: Page, id: string) => page.getByTestId(id).first();

/**
 * The journey, signed in, in English, on a phone whose pages are observed (observeTaps):
 * Home → a product → its options → a value of each → add to the bag → its Reviews section →
 * the bag → Home by the tab bar. Waits before each tap until the page has settled (the app
 * drawn, the network idle), so a tap times the interaction, not the page's start.
 */
export async function tapJourney(page: Page, baseUrl: string): Promise<TapTiming[]> {
  const settled = async () => {
    await until(() => page.evaluate<boolean>(APP_MAIN_SHOWN), 'the app drawing the screen');
    await page.waitForLoadState('networkidle');
  };
  const timings: TapTiming[] = [];
  await page.goto(`${baseUrl}/home`);
  await byTestId(page, 'product-card').waitFor();
  await settled();

  timings.push(
    await timedTap(page, 'open a product from Home', byTestId(page, 'product-card'), () =>
      byTestId(page, 'product-title').waitFor(),
    ),
  );
  await settled();

  const popup = page.getByTestId('spec-popup');
  timings.push(await timedTap(page, 'open the options sheet', byTestId(page, 'spec-row'), () => popup.waitFor()));
  await settled();
  const groups = popup.locator('fieldset');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const value = groups.nth(index).locator('.spec-chip').first();
    timings.push(
      await timedTap(page, `choose an option (${index + 1})`, value, () =>
        until(async () => (await value.getAttribute('aria-pressed')) === 'true', 'the option chosen'),
      ),
    );
  }
  timings.push(
    await timedTap(page, 'add to the bag', popup.locator('.detail-cart-button'), () =>
      popup.waitFor({ state: 'hidden' }),
    ),
  );
  await settled();

  const reviewsTab = page.getByTestId('detail-tabs').getByRole('button').nth(1);
  timings.push(
    await timedTap(page, 'switch tabs (the product’s sections)', reviewsTab, () =>
      until(async () => (await reviewsTab.getAttribute('aria-current')) === 'location', 'the section tab marked'),
    ),
  );
  await settled();

  timings.push(
    await timedTap(page, 'open the bag', byTestId(page, 'footer-bag'), () => byTestId(page, 'bag-line').waitFor()),
  );
  await settled();

  timings.push(
    await timedTap(page, 'switch tabs (the tab bar, to Home)', page.locator('.tab-bar-item').first(), () =>
      byTestId(page, 'product-card').waitFor(),
    ),
  );
  return timings;
}
