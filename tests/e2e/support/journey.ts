import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchPhone, screenshot, SCREENSHOT_DIR, type Phone } from './phone.ts';
import { startE2eStack, type E2eStack, type E2eStackOptions } from './stack.ts';

export interface Journey {
  /** The file's stack (one per file, started before its first test). */
  readonly stack: E2eStack;
  /** This test's own phone: a fresh browser context, so no cookie, storage or cache is shared between tests. */
  readonly phone: Phone;
  /** This test's page. */
  readonly page: Page;
  /** Saves what the phone shows as `<file>-<test>-<nn>-<screen>.png`, numbered in the order visited. */
  shot(screen: string): Promise<string>;
  /** Signs the phone in as this buyer (through the gateway) and answers the token. */
  signIn(account?: string, password?: string): Promise<string>;
}

/**
 * The hooks of one journey file: one stack for the file, a fresh phone for each
 * test; a failing test leaves `<file>-<test>-FAILED.png` and prints the product's
 * output. A test's screenshot prefix is the part of its name before the colon.
 */
export function journey(file: string, options: E2eStackOptions = {}): Journey {
  let stack: E2eStack | undefined;
  let phone: Phone | undefined;
  let page: Page | undefined;
  let shots = 0;
  let prefix = file;

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only there inside a test`);
    return value;
  };

  beforeAll(async () => {
    stack = await startE2eStack(options);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  beforeEach(async ({ task }) => {
    shots = 0;
    prefix = `${file}-${task.name.split(':')[0]!.trim().replace(/\s+/g, '-')}`;
    // This test's screenshots of an earlier run go: the folder shows this run only.
    const own = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+-.+|FAILED)\\.png$`);
    if (existsSync(SCREENSHOT_DIR)) {
      for (const name of readdirSync(SCREENSHOT_DIR))
        if (own.test(name)) rmSync(join(SCREENSHOT_DIR, name), { force: true });
    }
    phone = await launchPhone({ baseURL: need(stack, 'the stack').url });
    page = await phone.newPage();
  });

  afterEach(async ({ task }) => {
    const violations = [...(phone?.cspViolations ?? [])];
    if (task.result?.state === 'fail') {
      if (page) await screenshot(page, `${prefix}-FAILED`).catch(() => undefined);
      console.error(`${task.name}: page errors ${JSON.stringify(phone?.pageErrors ?? [])}\n${stack?.output() ?? ''}`);
    }
    await phone?.close();
    phone = undefined;
    page = undefined;
    // Fails the test: a screen the security policy broke is a broken screen.
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  });

  return {
    get stack() {
      return need(stack, 'the stack');
    },
    get phone() {
      return need(phone, 'the phone');
    },
    get page() {
      return need(page, 'the page');
    },
    shot(screen: string) {
      shots += 1;
      return screenshot(need(page, 'the page'), `${prefix}-${String(shots).padStart(2, '0')}-${screen}`);
    },
    async signIn(account = 'demo', password = 'demo123') {
      const token = await need(stack, 'the stack').login(account, password);
      await need(phone, 'the phone').signIn(token);
      return token;
    },
  };
}
