import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT } from './build.ts';

/** Where screenshots go: test-results/screenshots/<name>.png (kept as test artifacts). */
export const SCREENSHOT_DIR = join(ROOT, 'test-results/screenshots');

/** A phone-sized view of the storefront, like an iPhone 14/15. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  locale: 'en-US',
  timezoneId: 'UTC',
} as const;

export interface Phone {
  browser: Browser;
  context: BrowserContext;
  /** Opens a tab; errors thrown in the page are collected in `pageErrors`. */
  newPage(): Promise<Page>;
  /** Uncaught errors of every page of this phone (a healthy app has none). */
  pageErrors: string[];
  /**
   * Content-Security-Policy violations of every page of this phone, as the browser reported
   * them (blocked scripts, styles, frames, connections). The product's policy must never get
   * in its own way: journey files fail a test that leaves any (see journey.ts).
   */
  cspViolations: string[];
  /** Starts a session in the browser: the Admin-Token cookie the app reads (path /). */
  signIn(token: string): Promise<void>;
  close(): Promise<void>;
}

let started: Promise<Browser> | undefined;

/**
 * The test file's one Chromium, started by its first phone: contexts keep phones apart, as
 * Playwright's own runner keeps tests apart, without a browser's start and stop for each test.
 */
function fileBrowser(): Promise<Browser> {
  started ??= chromium
    .launch({
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-gpu',
        '--disable-quic',
        '--disable-sync',
      ],
    })
    .catch((error: unknown) => {
      // The next phone tries again rather than inheriting this failure.
      started = undefined;
      throw error;
    });
  return started;
}

/** Closes the file's Chromium once its tests are done (setup.ts). */
export async function closeFileBrowser(): Promise<void> {
  const browser = started;
  started = undefined;
  if (browser) await (await browser).close();
}

/**
 * A phone: a fresh browser context of this file's Chromium (Debian's, or CHROME_PATH, through
 * playwright-core), so no cookie, storage, cache or service worker is shared with another phone.
 * `baseURL` lets pages use paths: `page.goto('/home')`; `locale` is the phone's language
 * (navigator.languages and Accept-Language), en-US unless said. `serviceWorkers`: the
 * storefront's service worker is blocked unless a test allows it (the installable-app
 * tests, tests/e2e/pwa*.test.ts): the other tests watch the network the page uses, and a
 * worker precaching the whole build in every fresh phone would only slow them down.
 */
export async function launchPhone(
  options: { baseURL?: string; locale?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Phone> {
  const browser = await fileBrowser();
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  // Waits are for conditions; this bounds one on a busy machine (a lazy screen's chunk, a list's refetch).
  context.setDefaultTimeout(30_000);
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];
  // The browser's own event, from every frame, before any of the page's scripts run.
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.__reportCspViolation?.(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' in ' +
      event.documentURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
  });`);
  return {
    browser,
    context,
    pageErrors,
    cspViolations,
    async newPage() {
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          cspViolations.push(message.text());
      });
      return page;
    },
    async signIn(token: string) {
      if (!options.baseURL) throw new Error('signIn needs launchPhone({ baseURL })');
      await context.addCookies([{ name: 'Admin-Token', value: token, url: options.baseURL }]);
    },
    async close() {
      await context.close().catch(() => undefined);
    },
  };
}

/**
 * Saves what the phone shows to test-results/screenshots/<name>.png and answers the file's path.
 * One image pixel per CSS pixel (390 × 844): the screen as laid out, for a person to look at, at a
 * ninth of the pixels the phone's 3× display has (a 3× image took 0.5–1 s to encode, and a run takes hundreds).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, animations: 'disabled', scale: 'css' });
  return path;
}

/**
 * A script answering whether what is on show is the app's: a visible main landmark that React drew or
 * hydrated. A public page comes drawn by the server, and a signed-in shopper's app draws it afresh
 * (client/src/boot/keepServerPage.ts): what a test finds before that may be replaced once. (React marks
 * the elements it owns with a `__reactFiber$…` key: not a public API, but the one sign it leaves in the page.)
 */
export const APP_MAIN_SHOWN = `[...document.querySelectorAll('main, [role="main"]')].some((element) =>
  element.offsetParent !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$')))`;

/**
 * Whether the app has drawn the screen: its main landmark (APP_MAIN_SHOWN), and not the skeleton it
 * shows while the screen's code loads or the session is checked (on a busy machine the server's page
 * is not kept that long, and the skeleton comes between the two).
 */
const SCREEN_DRAWN = `${APP_MAIN_SHOWN} && document.querySelector('.page-skeleton') === null`;

/** Waits until the app has drawn the screen on show (polled: the storefront's CSP refuses waitForFunction's eval). */
export async function appDrawn(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate<boolean>(SCREEN_DRAWN)).toBe(true);
}
